import Dispatch
import Foundation
import Observation

/// One view in the graph: its identity (its key among its parent's children), its last value
/// and environment, its state storage and its role in layout. Nodes outlive view values: a new
/// value at the same key updates the node; a new key (another type, another `id`, another
/// branch) creates a new node and removes the old one, with its state.
@MainActor
final class ViewNode {
  unowned let graph: ViewGraph
  let key: ChildKey
  private(set) var view: any View
  private(set) var environment: EnvironmentValues
  var role: NodeRole = .transparent
  private(set) var children: [ViewNode] = []
  var stateBoxes: [Int: any AnyStateBox] = [:]
  var representable: (any RepresentableBox)?
  /// Where layout last placed this node, in the hosting view's coordinates.
  var frame: CGRect = .zero
  private(set) var isDirty = false
  private(set) var isRemoved = false
  /// Bumped on every evaluation, so a stale observation callback does nothing.
  private var generation = 0

  init(graph: ViewGraph, key: ChildKey, view: any View, environment: EnvironmentValues) {
    self.graph = graph
    self.key = key
    self.view = view
    self.environment = environment
  }

  /// A new value (and environment) from the parent: evaluate again.
  func update(with view: any View, environment: EnvironmentValues) {
    self.view = view
    self.environment = environment
    evaluate()
  }

  /// Evaluates this view: a primitive describes its role and children, a representable makes or
  /// updates its UIKit object, any other view runs `body` under observation tracking.
  func evaluate() {
    isDirty = false
    generation += 1
    if let primitive = view as? any _PrimitiveView {
      let resolved = primitive._resolve(in: self)
      role = resolved.role
      reconcile(resolved.children)
    } else if updateRepresentable(view, in: self) {
      role = .representable
      reconcile([])
    } else {
      role = .transparent
      reconcile([ChildSpec(slot: 0, view: evaluateBody(view))])
    }
  }

  private func evaluateBody<V: View>(_ view: V) -> any View {
    for (index, child) in Mirror(reflecting: view).children.enumerated() {
      (child.value as? any _InstallableProperty)?._install(in: self, index: index)
    }
    graph.bodyEvaluationCount += 1
    return tracked { view.body }
  }

  /// Runs `body` under observation tracking: a change to what it reads invalidates this node.
  func tracked<T>(_ body: () -> T) -> T {
    let generation = generation
    return withObservationTracking(body) { [weak self] in
      let transaction = Transaction._current
      if MainQueue.isCurrent {
        MainActor.assumeIsolated {
          self?.observedChange(generation: generation, transaction: transaction)
        }
      } else {
        let change = UncheckedSendable(transaction)
        Task { @MainActor [weak self] in
          self?.observedChange(generation: generation, transaction: change.value)
        }
      }
    }
  }

  private func observedChange(generation: Int, transaction: Transaction) {
    guard generation == self.generation else { return }
    invalidate(transaction: transaction)
  }

  /// Marks this node for evaluation at the graph's next update.
  func invalidate(transaction: Transaction) {
    guard !isRemoved else { return }
    isDirty = true
    graph.setNeedsUpdate(transaction: transaction)
  }

  /// Matches `specs` to the current children by key: kept children update, new ones are created,
  /// the others are removed (before any is created).
  private func reconcile(_ specs: [ChildSpec]) {
    var keyed: [(ChildKey, ChildSpec)] = []
    var seen = Set<ChildKey>()
    for spec in specs {
      let key = ChildKey(slot: spec.slot, type: ObjectIdentifier(type(of: spec.view)))
      // Duplicate identities (a ForEach with repeated ids): SwiftUI warns; the first one wins.
      if seen.insert(key).inserted { keyed.append((key, spec)) }
    }
    var old: [ChildKey: ViewNode] = [:]
    for child in children {
      if seen.contains(child.key) { old[child.key] = child } else { child.remove() }
    }
    var next: [ViewNode] = []
    for (key, spec) in keyed {
      let environment = spec.environment ?? self.environment
      if let node = old[key] {
        node.update(with: spec.view, environment: environment)
        next.append(node)
      } else {
        let node = ViewNode(graph: graph, key: key, view: spec.view, environment: environment)
        node.evaluate()
        graph.didInsert(node)
        next.append(node)
      }
    }
    children = next
  }

  /// Leaves the tree: children first, then this node's representable is dismantled and its
  /// state dropped.
  func remove() {
    for child in children { child.remove() }
    children = []
    isRemoved = true
    representable?.dismantle(graph: graph)
    representable = nil
    stateBoxes = [:]
    graph.didRemove(self)
  }

  /// The nodes that take part in layout for this node: itself, or (when transparent) its
  /// children's, flattened.
  var layoutNodes: [ViewNode] {
    if case .transparent = role { return children.flatMap(\.layoutNodes) }
    return [self]
  }

  /// Evaluates dirty nodes at or below this one.
  func flush() {
    if isDirty {
      evaluate()
    } else {
      for child in children { child.flush() }
    }
  }

  /// Calls `visit` on this node and every descendant, in tree order.
  func forEachNode(_ visit: (ViewNode) -> Void) {
    visit(self)
    for child in children { child.forEachNode(visit) }
  }
}

/// Whether code runs on the main queue, which is the main actor's executor (not necessarily the
/// main thread: on Linux, `dispatchMain()` hands the main queue to a worker thread).
enum MainQueue {
  private static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }
}

/// A child's identity among its siblings: its slot (position, branch, id) and its view type.
struct ChildKey: Hashable {
  let slot: AnyHashable
  let type: ObjectIdentifier
}

/// A child a view asks for.
struct ChildSpec {
  var slot: AnyHashable
  var view: any View
  /// The child's environment; `nil` inherits the parent's.
  var environment: EnvironmentValues? = nil
}

/// What a primitive view resolves to.
struct ResolvedPrimitive {
  var role: NodeRole
  var children: [ChildSpec]
}

/// A view the graph draws itself (no `body`).
@MainActor
protocol _PrimitiveView {
  func _resolve(in node: ViewNode) -> ResolvedPrimitive
}

/// How a node takes part in layout.
enum NodeRole {
  /// Its children take its place (composite views, tuples, groups, `ForEach`, conditions,
  /// `AnyView`, `id`, environment and appearance modifiers).
  case transparent
  case text(String)
  case stack(Axis, alignment: CGFloat, spacing: CGFloat?)
  case spacer(minLength: CGFloat?)
  case fill
  case padding(EdgeInsets)
  case frame(width: CGFloat?, height: CGFloat?, alignment: Alignment)
  case flexibleFrame(FlexibleFrame)
  /// Children: the content (slot 0) and the background (slot 1).
  case background(Alignment)
  case button(@MainActor () -> Void)
  case representable
}

/// The limits of a flexible frame.
struct FlexibleFrame {
  var minWidth: CGFloat?
  var idealWidth: CGFloat?
  var maxWidth: CGFloat?
  var minHeight: CGFloat?
  var idealHeight: CGFloat?
  var maxHeight: CGFloat?
  var alignment: Alignment
}

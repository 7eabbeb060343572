import Foundation
import UIKit

/// The graph behind one hosting view: a tree of `ViewNode`s under a root container.
///
/// Update timing (README): a state or observation change, a new root view or a new environment
/// marks the graph dirty, records the transaction in effect and calls `setNeedsLayout()` on the
/// hosting view. Nothing is evaluated until `update()`, which the hosting view runs at the start
/// of its next layout pass: several changes before it make one update, whose transaction is the
/// last change's. Measuring never updates: it answers from the tree as last evaluated.
@MainActor
final class ViewGraph {
  private var container: ViewNode!
  private var rootView: any View
  private(set) var environment: EnvironmentValues
  weak var hostView: UIView?
  weak var hostController: UIViewController?

  private(set) var needsUpdate = false
  private var pendingTransaction = Transaction()
  private var rootChanged = false
  /// The transaction of the update in progress (what representables' contexts carry).
  private(set) var transaction = Transaction()
  private var appearanceActions: [() -> Void] = []

  /// How many times a `body` was evaluated (package inspection).
  var bodyEvaluationCount = 0
  /// How many updates ran.
  private(set) var updateCount = 0

  init(rootView: any View, environment: EnvironmentValues) {
    self.rootView = rootView
    self.environment = environment
    container = ViewNode(
      graph: self, key: ChildKey(slot: "root", type: ObjectIdentifier(_RootView.self)),
      view: _RootView(content: rootView), environment: environment)
  }

  /// The first evaluation, at once (a new hosting view shows its content before any layout).
  func renderInitially() {
    container.evaluate()
    runAppearanceActions()
  }

  // MARK: Changes

  func setRootView(_ view: any View) {
    rootView = view
    rootChanged = true
    setNeedsUpdate(transaction: Transaction._current)
  }

  func setEnvironment(_ environment: EnvironmentValues) {
    self.environment = environment
    rootChanged = true
    setNeedsUpdate(transaction: Transaction._current)
  }

  func setNeedsUpdate(transaction: Transaction) {
    pendingTransaction = transaction
    needsUpdate = true
    hostView?.setNeedsLayout()
  }

  /// Evaluates what changed since the last update. Returns whether anything was evaluated.
  @discardableResult
  func update() -> Bool {
    guard needsUpdate else { return false }
    needsUpdate = false
    updateCount += 1
    transaction = pendingTransaction
    pendingTransaction = Transaction()
    if rootChanged {
      rootChanged = false
      container.update(with: _RootView(content: rootView), environment: environment)
    } else {
      container.flush()
    }
    runAppearanceActions()
    transaction = Transaction()
    return true
  }

  /// Removes the whole tree (representables dismantled, state dropped); appearance actions do not
  /// run. For a hosting view going away.
  func tearDown() {
    container.remove()
    appearanceActions = []
  }

  // MARK: Insertion and removal

  func didInsert(_ node: ViewNode) {
    if let appear = (node.view as? any _AppearanceModifier)?.appearAction {
      appearanceActions.append(appear)
    }
  }

  func didRemove(_ node: ViewNode) {
    if let disappear = (node.view as? any _AppearanceModifier)?.disappearAction {
      appearanceActions.append(disappear)
    }
  }

  private func runAppearanceActions() {
    while !appearanceActions.isEmpty {
      let actions = appearanceActions
      appearanceActions = []
      for action in actions { action() }
    }
  }

  /// Adds a representable's controller as a child of the hosting controller (when there is
  /// one) and its view as a subview of the hosting view.
  func attach(controller: UIViewController) {
    if let hostController { hostController.addChild(controller) }
    hostView?.addSubview(controller.view)
    if let hostController { controller.didMove(toParent: hostController) }
  }

  func detach(controller: UIViewController) {
    if controller.parent != nil { controller.willMove(toParent: nil) }
    controller.viewIfLoaded?.removeFromSuperview()
    controller.removeFromParent()
  }

  func attach(view: UIView) { hostView?.addSubview(view) }

  // MARK: Layout

  /// The size of the root content for `proposal`, from the tree as last evaluated.
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    LayoutEngine.size(ofGroup: container.layoutNodes, proposal, axis: nil)
  }

  /// Places the content in `bounds`, centred as SwiftUI centres a hosting view's content.
  func place(in bounds: CGRect) {
    let nodes = container.layoutNodes
    let size = LayoutEngine.size(ofGroup: nodes, ProposedViewSize(bounds.size), axis: nil)
    let origin = CGPoint(
      x: bounds.minX + (bounds.width - size.width) / 2,
      y: bounds.minY + (bounds.height - size.height) / 2)
    LayoutEngine.place(group: nodes, in: CGRect(origin: origin, size: size), axis: nil)
  }

  // MARK: Inspection

  var root: ViewNode { container }

  /// The strings of the texts shown, in tree order.
  var renderedTexts: [String] {
    var texts: [String] = []
    container.forEachNode { node in
      if case .text(let string) = node.role { texts.append(string) }
    }
    return texts
  }

  /// Runs the action of the first button whose label's texts, joined by a space, are `title`.
  func tapButton(titled title: String) -> Bool {
    var found: (@MainActor () -> Void)?
    container.forEachNode { node in
      guard found == nil, case .button(let action) = node.role else { return }
      var texts: [String] = []
      node.forEachNode { if case .text(let string) = $0.role { texts.append(string) } }
      if texts.joined(separator: " ") == title { found = action }
    }
    found?()
    return found != nil
  }

  /// The values of every `@State` in the tree of type `T`, in tree order.
  func stateValues<T>(of type: T.Type) -> [T] {
    var values: [T] = []
    container.forEachNode { node in
      for index in node.stateBoxes.keys.sorted() {
        if let value = node.stateBoxes[index]?.anyValue as? T { values.append(value) }
      }
    }
    return values
  }
}

/// The graph's root container: its one child is the root view, so a root of another type is a
/// new identity.
struct _RootView: View, _PrimitiveView {
  let content: any View
  var body: Never { primitiveBody(Self.self) }
  func _resolve(in node: ViewNode) -> ResolvedPrimitive {
    ResolvedPrimitive(role: .transparent, children: [ChildSpec(slot: 0, view: content)])
  }
}

import Foundation
import UIKit

/// A view that represents a UIKit view controller (SwiftUI: `UIViewControllerRepresentable`,
/// iOS 13.0).
///
/// Lifecycle in the stand-in (README): when the view enters the graph, `makeCoordinator()`, then
/// `makeUIViewController(context:)` (once), then the controller becomes a child of the hosting
/// controller (when there is one) and its view a subview of the hosting view, then
/// `updateUIViewController(_:context:)`. Every later evaluation of the representable (its
/// parent's body ran again, or observable state read by its update changed) calls
/// `updateUIViewController(_:context:)` with the transaction of the update. When it leaves the
/// graph, `dismantleUIViewController(_:coordinator:)`, then the controller leaves its parent and
/// its view the hosting view, and the graph keeps no reference to either.
@MainActor
@preconcurrency
public protocol UIViewControllerRepresentable: View where Self.Body == Never {
  /// The type of view controller to present.
  associatedtype UIViewControllerType: UIViewController

  /// A type to coordinate with the view controller.
  associatedtype Coordinator = Void

  /// Creates the view controller object and configures its initial state.
  @MainActor @preconcurrency
  func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType

  /// Updates the state of the specified view controller with new information from SwiftUI.
  @MainActor @preconcurrency
  func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)

  /// Cleans up the presented view controller (and coordinator) in anticipation of their removal.
  @MainActor @preconcurrency
  static func dismantleUIViewController(
    _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)

  /// Creates the custom instance that you use to communicate changes from your view controller
  /// to other parts of your SwiftUI interface.
  @MainActor @preconcurrency
  func makeCoordinator() -> Self.Coordinator

  /// Given a proposed size, returns the preferred size of the composite view; `nil` means the
  /// default (the proposal, 10 points in an unspecified dimension).
  @available(iOS 16.0, *)
  @MainActor @preconcurrency
  func sizeThatFits(
    _ proposal: ProposedViewSize, uiViewController: Self.UIViewControllerType,
    context: Self.Context
  ) -> CGSize?

  /// The context of the representable.
  typealias Context = UIViewControllerRepresentableContext<Self>
}

extension UIViewControllerRepresentable {
  /// Does nothing.
  public static func dismantleUIViewController(
    _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator
  ) {}

  /// Answers `nil` (default sizing).
  @available(iOS 16.0, *)
  public func sizeThatFits(
    _ proposal: ProposedViewSize, uiViewController: Self.UIViewControllerType,
    context: Self.Context
  ) -> CGSize? { nil }

  /// A representable has no body.
  public var body: Never { primitiveBody(Self.self) }
}

extension UIViewControllerRepresentable where Self.Coordinator == Void {
  /// Creates the `Void` coordinator.
  public func makeCoordinator() -> Self.Coordinator { () }
}

/// Contextual information about the state of the system that you use to create and update your
/// UIKit view controller (SwiftUI: `UIViewControllerRepresentableContext`, iOS 13.0).
@MainActor
@preconcurrency
public struct UIViewControllerRepresentableContext<
  Representable: UIViewControllerRepresentable
> {
  /// The view's associated coordinator.
  public let coordinator: Representable.Coordinator

  /// The current transaction: the one in effect at the change that caused this update (an
  /// empty transaction for the first one).
  public internal(set) var transaction: Transaction

  /// The current environment.
  public internal(set) var environment: EnvironmentValues
}

/// A wrapper for a UIKit view that you use to integrate that view into your SwiftUI view
/// hierarchy (SwiftUI: `UIViewRepresentable`, iOS 13.0). Same lifecycle as
/// `UIViewControllerRepresentable`, without a controller.
@MainActor
@preconcurrency
public protocol UIViewRepresentable: View where Self.Body == Never {
  /// The type of view to present.
  associatedtype UIViewType: UIView

  /// A type to coordinate with the view.
  associatedtype Coordinator = Void

  /// Creates the view object and configures its initial state.
  @MainActor @preconcurrency
  func makeUIView(context: Self.Context) -> Self.UIViewType

  /// Updates the state of the specified view with new information from SwiftUI.
  @MainActor @preconcurrency
  func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)

  /// Cleans up the presented UIKit view (and coordinator) in anticipation of their removal.
  @MainActor @preconcurrency
  static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)

  /// Creates the custom instance that you use to communicate changes from your view to other
  /// parts of your SwiftUI interface.
  @MainActor @preconcurrency
  func makeCoordinator() -> Self.Coordinator

  /// Given a proposed size, returns the preferred size of the composite view; `nil` means the
  /// default (the view's intrinsic size where it has one, else the proposal).
  @available(iOS 16.0, *)
  @MainActor @preconcurrency
  func sizeThatFits(_ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context)
    -> CGSize?

  /// The context of the representable.
  typealias Context = UIViewRepresentableContext<Self>
}

extension UIViewRepresentable {
  /// Does nothing.
  public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) {}

  /// Answers `nil` (default sizing).
  @available(iOS 16.0, *)
  public func sizeThatFits(
    _ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context
  ) -> CGSize? { nil }

  /// A representable has no body.
  public var body: Never { primitiveBody(Self.self) }
}

extension UIViewRepresentable where Self.Coordinator == Void {
  /// Creates the `Void` coordinator.
  public func makeCoordinator() -> Self.Coordinator { () }
}

/// Contextual information about the state of the system that you use to create and update your
/// UIKit view (SwiftUI: `UIViewRepresentableContext`, iOS 13.0).
@MainActor
@preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  /// The view's associated coordinator.
  public let coordinator: Representable.Coordinator

  /// The current transaction.
  public internal(set) var transaction: Transaction

  /// The current environment.
  public internal(set) var environment: EnvironmentValues
}

// MARK: - The graph's side

/// A representable's UIKit object and coordinator, owned by its node.
@MainActor
protocol RepresentableBox: AnyObject {
  func sizeThatFits(_ proposal: ProposedViewSize, graph: ViewGraph) -> CGSize?
  func place(in rect: CGRect)
  func dismantle(graph: ViewGraph)
}

/// Makes or updates `view`'s UIKit object if it is a representable. Returns whether it was one.
@MainActor
func updateRepresentable(_ view: any View, in node: ViewNode) -> Bool {
  if let representable = view as? any UIViewControllerRepresentable {
    representable._update(in: node)
    return true
  }
  if let representable = view as? any UIViewRepresentable {
    representable._update(in: node)
    return true
  }
  return false
}

extension UIViewControllerRepresentable {
  fileprivate func _update(in node: ViewNode) {
    let box: ControllerBox<Self>
    if let existing = node.representable as? ControllerBox<Self> {
      box = existing
      box.representable = self
      box.environment = node.environment
    } else {
      let coordinator = makeCoordinator()
      let context = Context(
        coordinator: coordinator, transaction: node.graph.transaction,
        environment: node.environment)
      let controller = makeUIViewController(context: context)
      node.graph.attach(controller: controller)
      box = ControllerBox(
        representable: self, controller: controller, coordinator: coordinator,
        environment: node.environment)
      node.representable = box
    }
    let context = box.context(node.graph)
    node.tracked { updateUIViewController(box.controller, context: context) }
  }
}

final class ControllerBox<R: UIViewControllerRepresentable>: RepresentableBox {
  var representable: R
  let controller: R.UIViewControllerType
  let coordinator: R.Coordinator
  var environment: EnvironmentValues

  init(
    representable: R, controller: R.UIViewControllerType, coordinator: R.Coordinator,
    environment: EnvironmentValues
  ) {
    self.representable = representable
    self.controller = controller
    self.coordinator = coordinator
    self.environment = environment
  }

  func context(_ graph: ViewGraph) -> R.Context {
    R.Context(coordinator: coordinator, transaction: graph.transaction, environment: environment)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, graph: ViewGraph) -> CGSize? {
    representable.sizeThatFits(proposal, uiViewController: controller, context: context(graph))
  }

  func place(in rect: CGRect) { controller.view.frame = rect }

  func dismantle(graph: ViewGraph) {
    R.dismantleUIViewController(controller, coordinator: coordinator)
    graph.detach(controller: controller)
  }
}

extension UIViewRepresentable {
  fileprivate func _update(in node: ViewNode) {
    let box: ViewBox<Self>
    if let existing = node.representable as? ViewBox<Self> {
      box = existing
      box.representable = self
      box.environment = node.environment
    } else {
      let coordinator = makeCoordinator()
      let context = Context(
        coordinator: coordinator, transaction: node.graph.transaction,
        environment: node.environment)
      let view = makeUIView(context: context)
      node.graph.attach(view: view)
      box = ViewBox(
        representable: self, view: view, coordinator: coordinator, environment: node.environment)
      node.representable = box
    }
    let context = box.context(node.graph)
    node.tracked { updateUIView(box.view, context: context) }
  }
}

final class ViewBox<R: UIViewRepresentable>: RepresentableBox {
  var representable: R
  let view: R.UIViewType
  let coordinator: R.Coordinator
  var environment: EnvironmentValues

  init(
    representable: R, view: R.UIViewType, coordinator: R.Coordinator, environment: EnvironmentValues
  ) {
    self.representable = representable
    self.view = view
    self.coordinator = coordinator
    self.environment = environment
  }

  func context(_ graph: ViewGraph) -> R.Context {
    R.Context(coordinator: coordinator, transaction: graph.transaction, environment: environment)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, graph: ViewGraph) -> CGSize? {
    if let size = representable.sizeThatFits(proposal, uiView: view, context: context(graph)) {
      return size
    }
    let intrinsic = view.intrinsicContentSize
    let fallback = proposal.replacingUnspecifiedDimensions()
    return CGSize(
      width: intrinsic.width == UIView.noIntrinsicMetric ? fallback.width : intrinsic.width,
      height: intrinsic.height == UIView.noIntrinsicMetric ? fallback.height : intrinsic.height)
  }

  func place(in rect: CGRect) { view.frame = rect }

  func dismantle(graph: ViewGraph) {
    R.dismantleUIView(view, coordinator: coordinator)
    view.removeFromSuperview()
  }
}

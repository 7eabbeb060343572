import Foundation
import UIKit

/// The view behind `UIHostingController` and `UIHostingConfiguration`'s content views: it owns a
/// `ViewGraph` and follows its update timing (README, "Update timing").
///
/// - A new hosting view evaluates its content at once.
/// - A change (state, observation, a new root, Dynamic Type) calls `setNeedsLayout()`; the graph
///   is evaluated at the start of the next `layoutSubviews()`, then placed in `bounds`.
/// - `sizeThatFits(_:)`, `systemLayoutSizeFitting(…)` and `intrinsicContentSize` answer from the
///   content as last evaluated: before that layout pass they measure the previous content (the
///   stale-size pitfall of airbnb/epoxy-ios#77, reproduced on purpose).
/// - When an evaluation changes the content's ideal size at the current width,
///   `idealSizeDidChange()` runs (subclasses invalidate their intrinsic size there).
///
/// Not UIKit or SwiftUI API: `package`, for the stand-in's hosting types and tests.
@MainActor
package class _UIHostingViewBase: UIView {
  let graph: ViewGraph
  /// How many times this view was measured (`sizeThatFits(_:)` or `systemLayoutSizeFitting`).
  package private(set) var measureCount = 0
  /// How many times this view invalidated its intrinsic content size by itself.
  package internal(set) var intrinsicSizeInvalidationCount = 0
  private var dynamicTypeSize = DynamicTypeSize.large
  /// The size the traits gave last.
  private var traitDynamicTypeSize = DynamicTypeSize.large

  init(rootView: any View, hostController: UIViewController?) {
    var environment = EnvironmentValues()
    dynamicTypeSize = .large
    environment.dynamicTypeSize = dynamicTypeSize
    graph = ViewGraph(rootView: rootView, environment: environment)
    super.init(frame: .zero)
    graph.hostView = self
    graph.hostController = hostController
    followTraits()
    graph.renderInitially()
  }

  /// The stand-in has no archives.
  package required init?(coder: NSCoder) { nil }

  /// The content leaves with its hosting view: representables are dismantled, as SwiftUI does
  /// when a hosting controller goes away.
  isolated deinit {
    graph.tearDown()
  }

  // MARK: Traits

  /// A trait change (the window's content size category) is an environment change.
  override package func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    followTraits()
  }

  /// A new window may have another content size category.
  override package func didMoveToWindow() {
    super.didMoveToWindow()
    followTraits()
  }

  /// Takes the Dynamic Type size from the traits (`.unspecified` reads as `.large`) when they
  /// changed it, so that `dynamicTypeSizeForTesting` holds until the traits change. Out of a
  /// window (between windows, or before the first) the view keeps what it has.
  private func followTraits() {
    guard window != nil else { return }
    let size = DynamicTypeSize(traitCollection.preferredContentSizeCategory) ?? .large
    guard size != traitDynamicTypeSize else { return }
    traitDynamicTypeSize = size
    if size != dynamicTypeSize { dynamicTypeSizeForTesting = size }
  }

  // MARK: Layout

  /// Evaluates pending changes, then places the content.
  override package func layoutSubviews() {
    super.layoutSubviews()
    render()
    graph.place(in: bounds)
  }

  /// Runs a pending update, and `idealSizeDidChange()` when it changed the ideal size at the
  /// current width.
  func render() {
    guard graph.needsUpdate else { return }
    let proposal = ProposedViewSize(width: bounds.width > 0 ? bounds.width : nil, height: nil)
    let before = graph.sizeThatFits(proposal)
    graph.update()
    if graph.sizeThatFits(proposal) != before { idealSizeDidChange() }
  }

  /// Called after an evaluation changed the ideal size. The base does nothing.
  func idealSizeDidChange() {}

  /// Measures the content as last evaluated. Unbounded dimensions (infinite or
  /// `greatestFiniteMagnitude`) are unspecified proposals.
  override package func sizeThatFits(_ size: CGSize) -> CGSize {
    measureCount += 1
    return graph.sizeThatFits(Self.proposal(size))
  }

  /// A required priority fixes that dimension of `targetSize`; any other leaves it unspecified
  /// (the content's ideal). Counted as one measurement.
  override package func systemLayoutSizeFitting(
    _ targetSize: CGSize,
    withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    measureCount += 1
    let fixedWidth = horizontalFittingPriority == .required
    let fixedHeight = verticalFittingPriority == .required
    let size = graph.sizeThatFits(
      ProposedViewSize(
        width: fixedWidth ? targetSize.width : nil, height: fixedHeight ? targetSize.height : nil))
    return CGSize(
      width: fixedWidth ? targetSize.width : size.width,
      height: fixedHeight ? targetSize.height : size.height)
  }

  /// The content's ideal size, as last evaluated.
  override package var intrinsicContentSize: CGSize { graph.sizeThatFits(.unspecified) }

  static func proposal(_ size: CGSize) -> ProposedViewSize {
    func dimension(_ value: CGFloat) -> CGFloat? {
      value.isInfinite || value >= .greatestFiniteMagnitude ? nil : value
    }
    return ProposedViewSize(width: dimension(size.width), height: dimension(size.height))
  }

  // MARK: Inspection (package)

  /// The strings of the texts shown now, in tree order (as last evaluated).
  package var renderedTexts: [String] { graph.renderedTexts }

  /// Whether a change waits for the next layout pass.
  package var hasPendingUpdate: Bool { graph.needsUpdate }

  /// How many `body` evaluations the graph ran.
  package var bodyEvaluationCount: Int { graph.bodyEvaluationCount }

  /// How many updates (layout passes with pending changes) the graph ran.
  package var updateCount: Int { graph.updateCount }

  /// Taps the first button whose label's texts (joined by spaces) are `title`, as last
  /// evaluated. Returns whether there was one.
  @discardableResult
  package func tapButton(titled title: String) -> Bool { graph.tapButton(titled: title) }

  /// The values of the `@State` properties of type `T` in the graph, in tree order.
  package func stateValues<T>(of type: T.Type) -> [T] { graph.stateValues(of: type) }

  /// Where the texts were last placed, in this view's coordinates, in tree order.
  package var renderedTextFrames: [(String, CGRect)] {
    var frames: [(String, CGRect)] = []
    graph.root.forEachNode { node in
      if case .text(let string) = node.role { frames.append((string, node.frame)) }
    }
    return frames
  }

  /// The Dynamic Type size of the content's environment, which follows the view's traits
  /// (`preferredContentSizeCategory`). Setting it is an environment change (evaluated at the next
  /// layout pass) until the traits change again.
  package var dynamicTypeSizeForTesting: DynamicTypeSize {
    get { dynamicTypeSize }
    set {
      dynamicTypeSize = newValue
      var environment = graph.environment
      environment.dynamicTypeSize = newValue
      graph.setEnvironment(environment)
    }
  }
}

extension UIView {
  /// This view as a SwiftUI hosting view, for tests (package).
  package var swiftUIHostingView: _UIHostingViewBase? { self as? _UIHostingViewBase }
}

extension _UIHostingViewBase {
  /// Counts, then calls `invalidateIntrinsicContentSize()` (which a self-sizing cell's list view
  /// answers by measuring the cell again, when its `selfSizingInvalidation` allows).
  func invalidateIntrinsicSize() {
    intrinsicSizeInvalidationCount += 1
    invalidateIntrinsicContentSize()
  }
}

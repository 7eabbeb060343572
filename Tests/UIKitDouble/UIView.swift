import Foundation

/// An object that manages the content for a rectangular area on the screen (UIKit: `UIView`, iOS 2.0).
///
/// The double keeps UIKit's view tree, geometry (a frame in the superview's coordinates, bounds whose
/// origin is where the view's own content starts — a scroll view's content offset), layout passes
/// (`setNeedsLayout()`, `layoutIfNeeded()`, `layoutSubviews()`) and window membership. It has no
/// Auto Layout engine: `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
/// answers from `sizeThatFits(_:)`, which views that size themselves override.
@MainActor
open class UIView: UIResponder {
  // MARK: Creating a view

  /// Initializes and returns a newly allocated view object with the specified frame rectangle.
  public init(frame: CGRect) {
    self.frame = frame
    self.bounds = CGRect(origin: .zero, size: frame.size)
    self.clock = UIKitDoubleEnvironment.clock
    super.init()
  }

  /// Creates a view with a zero frame.
  public override convenience init() { self.init(frame: .zero) }

  /// Creates a view from data in an unarchiver. The double has no archives: it returns `nil`.
  public required init?(coder: NSCoder) { nil }

  // MARK: Geometry

  /// The frame rectangle, which describes the view's location and size in its superview's
  /// coordinate system.
  open var frame: CGRect {
    didSet {
      guard frame.size != oldValue.size else { return }
      bounds.size = frame.size
    }
  }

  /// The bounds rectangle, which describes the view's location and size in its own coordinate
  /// system.
  open var bounds: CGRect {
    didSet {
      if bounds.size != oldValue.size {
        frame.size = bounds.size
        setNeedsLayout()
      }
    }
  }

  /// The center point of the view's frame rectangle.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }

  // MARK: Safe area

  /// The insets that you use to determine the safe area for this view (iOS 11.0).
  ///
  /// The double has no status bar, home indicator or bars: every view's safe area is the whole
  /// view (`.zero`) until a test sets a view's with `setSafeAreaInsetsForTesting(_:)`; a view
  /// does not inherit its superview's.
  @available(iOS 11.0, *)
  open var safeAreaInsets: UIEdgeInsets { _safeAreaInsets }

  /// Called when the safe area of the view changes (iOS 11.0); the default does nothing.
  @available(iOS 11.0, *)
  open func safeAreaInsetsDidChange() {}

  /// The safe-area insets a test set (`setSafeAreaInsetsForTesting(_:)`, in
  /// `UIView+SafeArea.swift`).
  package var _safeAreaInsets = UIEdgeInsets.zero

  // MARK: Appearance

  /// A Boolean value that determines whether the view is hidden.
  open var isHidden = false

  /// The view's alpha value.
  open var alpha: CGFloat = 1

  /// The view's background color.
  open var backgroundColor: UIColor?

  /// An integer that you can use to identify view objects in your application.
  open var tag = 0

  /// A Boolean value that determines whether user events are ignored and removed from the event
  /// queue.
  open var isUserInteractionEnabled = true

  /// A string that identifies the element (UIKit: `UIAccessibilityIdentification`, iOS 5.0).
  @available(iOS 5.0, *)
  open var accessibilityIdentifier: String?

  // Apple declares the members below on `NSObject` (informal accessibility protocols); the double
  // declares them on `UIView`, a Linux-forced difference (DECLARATIONS.md).

  /// An array of custom actions to display along with the built-in actions (iOS 8.0); VoiceOver
  /// offers them in its Actions rotor.
  @available(iOS 8.0, *)
  open var accessibilityCustomActions: [UIAccessibilityCustomAction]?

  /// The type of accessibility container the element is (iOS 11.0); `.none` by default.
  @available(iOS 11.0, *)
  open var accessibilityContainerType: UIAccessibilityContainerType = .none

  /// The combination of traits that best characterize the element; none by default.
  open var accessibilityTraits: UIAccessibilityTraits = .none

  /// Whether the view is an element an assistive app can reach; `false` for a plain view
  /// (standard controls answer `true` in UIKit; a custom control sets it).
  open var isAccessibilityElement = false

  /// A short, localized string that names the element, without its type ("Save", not "Save
  /// button"); `nil` by default.
  open var accessibilityLabel: String?

  /// Scrolls screen content in an app-specific way and returns the success or failure of the
  /// action (iOS 4.2). VoiceOver sends it for a three-finger swipe; an element that scrolls by page
  /// returns `true` and posts `UIAccessibility.Notification.pageScrolled`. The default returns
  /// `false`.
  @available(iOS 4.2, *)
  open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }

  // MARK: The view hierarchy

  /// The receiver's superview, or `nil` if it has none.
  open private(set) weak var superview: UIView?

  /// The receiver's immediate subviews.
  open private(set) var subviews: [UIView] = []

  /// The receiver's window object, or `nil` if it has none.
  open var window: UIWindow? { superview?.window }

  /// Adds a view to the end of the receiver's list of subviews.
  open func addSubview(_ view: UIView) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts a subview at the specified index.
  open func insertSubview(_ view: UIView, at index: Int) {
    precondition(view !== self, "UIView: a view cannot be its own subview")
    if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
      subviews.remove(at: current)
      subviews.insert(view, at: min(index, subviews.count))
      return
    }
    let oldWindow = view.window
    view.removeFromSuperview()
    let newWindow = window
    view.willMove(toSuperview: self)
    if oldWindow !== newWindow { view._willMove(toWindow: newWindow) }
    subviews.insert(view, at: min(max(index, 0), subviews.count))
    view.superview = self
    didAddSubview(view)
    view.didMoveToSuperview()
    if oldWindow !== newWindow { view._didMoveToWindow() }
    setNeedsLayout()
  }

  /// Moves the specified subview so that it appears on top of its siblings.
  open func bringSubviewToFront(_ view: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.append(subviews.remove(at: index))
  }

  /// Unlinks the view from its superview and its window, and removes it from the responder chain.
  open func removeFromSuperview() {
    guard let parent = superview, let index = parent.subviews.firstIndex(where: { $0 === self })
    else { return }
    let oldWindow = window
    parent.willRemoveSubview(self)
    willMove(toSuperview: nil)
    if oldWindow != nil { _willMove(toWindow: nil) }
    parent.subviews.remove(at: index)
    superview = nil
    didMoveToSuperview()
    if oldWindow != nil { _didMoveToWindow() }
    parent.setNeedsLayout()
  }

  /// Returns a Boolean value indicating whether the receiver is a subview of a given view or
  /// identical to that view.
  open func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// Tells the view that a subview was added.
  open func didAddSubview(_ subview: UIView) {}

  /// Tells the view that a subview is about to be removed.
  open func willRemoveSubview(_ subview: UIView) {}

  /// Tells the view that its superview is about to change to the specified superview.
  open func willMove(toSuperview newSuperview: UIView?) {}

  /// Tells the view that its superview changed.
  open func didMoveToSuperview() {}

  /// Tells the view that its window object is about to change.
  open func willMove(toWindow newWindow: UIWindow?) {}

  /// Tells the view that its window object changed.
  open func didMoveToWindow() {}

  // MARK: Layout

  /// Lays out subviews. The default does nothing.
  open func layoutSubviews() {}

  /// Invalidates the current layout of the receiver and triggers a layout update during the next
  /// update cycle.
  open func setNeedsLayout() { needsLayout = true }

  /// Lays out the subviews immediately, if layout updates are pending.
  open func layoutIfNeeded() {
    if needsLayout {
      needsLayout = false
      _willLayoutSubviews()
      let controller = _viewController
      controller?.viewWillLayoutSubviews()
      layoutSubviews()
      controller?.viewDidLayoutSubviews()
    }
    for subview in subviews { subview.layoutIfNeeded() }
  }

  /// Asks the view to calculate and return the size that best fits the specified size. The default
  /// returns the view's current size.
  open func sizeThatFits(_ size: CGSize) -> CGSize {
    _answeredDefaultSizeThatFits = true
    return bounds.size
  }

  /// Whether the last `sizeThatFits(_:)` call reached UIView's default (the view does not measure
  /// itself), for the double's Auto Layout stand-in.
  package var _answeredDefaultSizeThatFits = false

  /// Resizes and moves the receiver view so it just encloses its subviews.
  open func sizeToFit() {
    frame.size = sizeThatFits(
      CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
  }

  /// The natural size for the receiving view, considering only properties of the view itself.
  @available(iOS 6.0, *)
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// Invalidates the view's intrinsic content size (iOS 6.0).
  ///
  /// The double has no Auto Layout engine. It models what the constraint system does with the new
  /// size: the superview lays out again at the next layout pass. And, as Apple's pages for
  /// `UICollectionView.SelfSizingInvalidation` / `UITableView.SelfSizingInvalidation` say, when
  /// this view is a self-sizing cell or its `contentView` (or, in
  /// `.enabledIncludingConstraints`, any view inside that content view: its intrinsic size is an
  /// Auto Layout input there) and the list view's `selfSizingInvalidation` is not `.disabled`,
  /// the list view measures that cell again at its next layout pass.
  @available(iOS 6.0, *)
  open func invalidateIntrinsicContentSize() {
    superview?.setNeedsLayout()
    _requestSelfSizingInvalidation()
  }

  /// Returns the optimal size of the view based on its constraints and the specified fitting
  /// priorities. The double has no constraints: a required priority keeps that dimension of
  /// `targetSize`, the other comes from `sizeThatFits(_:)`.
  @available(iOS 8.0, *)
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize,
    withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    let fitting = sizeThatFits(targetSize)
    return CGSize(
      width: horizontalFittingPriority == .required ? targetSize.width : fitting.width,
      height: verticalFittingPriority == .required ? targetSize.height : fitting.height)
  }

  /// Returns the optimal size of the view based on its current constraints.
  @available(iOS 6.0, *)
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// The absence of an intrinsic metric for a given numeric view property.
  @available(iOS 6.0, *)
  public static let noIntrinsicMetric: CGFloat = -1

  /// The option to use the smallest possible size.
  @available(iOS 6.0, *)
  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)

  /// The option to use the largest possible size.
  @available(iOS 6.0, *)
  public static let layoutFittingExpandedSize = CGSize(width: 1_000_000, height: 1_000_000)

  // MARK: Animation

  /// Animates changes to one or more views using the specified duration and completion handler,
  /// with an ease-in ease-out curve. The double applies `animations` at once (as UIKit sets the
  /// model values at once), records the call (options `[]`) in the task's `animationRecorder`,
  /// and runs `completion` when `duration` has passed on the clock of the task that called it.
  @available(iOS 4.0, *)
  open class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animationRecorder?.animations.append(UIViewAnimation(duration: duration, delay: 0, options: []))
    animations()
    _UIKitAnimation.schedule(
      clock: UIKitDoubleEnvironment.clock, duration: .milliseconds(Int((duration * 1000).rounded()))
    ) { completion?(true) }
  }

  /// Animates changes to one or more views using the specified duration, delay, options, and
  /// completion handler (iOS 4.0).
  ///
  /// The double applies `animations` at once (UIKit sets the model values at once), records
  /// the call in the task's ``animationRecorder``, and runs `completion` when `delay` plus
  /// `duration` have passed on the clock of the task that called it.
  @available(iOS 4.0, *)
  open class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animationRecorder?.animations.append(
      UIViewAnimation(duration: duration, delay: delay, options: options))
    animations()
    _UIKitAnimation.schedule(
      clock: UIKitDoubleEnvironment.clock,
      duration: .milliseconds(Int(((delay + duration) * 1000).rounded()))
    ) { completion?(true) }
  }

  /// Animates changes to one or more views using the specified duration.
  @available(iOS 4.0, *)
  open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    animate(withDuration: duration, animations: animations, completion: nil)
  }

  /// Performs a set of changes with animations disabled.
  @available(iOS 7.0, *)
  open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    actionsWithoutAnimation()
  }

  // MARK: Traits

  /// The trait collection of the view (UIKit: `UITraitEnvironment`): its window's; a view
  /// outside a window has an unspecified content size category.
  open var traitCollection: UITraitCollection {
    window?._windowTraitCollection ?? UITraitCollection()
  }

  /// Called when the iOS interface environment changes (iOS 8.0, deprecated in 17.0). The default
  /// does nothing; cells request a configuration update (their configuration state holds the
  /// traits).
  @available(iOS, introduced: 8.0, deprecated: 17.0)
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  // MARK: Responder chain

  /// The superview, or the view controller whose root view this is.
  open override var next: UIResponder? { _viewController ?? superview }

  // MARK: Double

  /// The clock this view's animations run on, read from `UIKitDoubleEnvironment.clock` at creation.
  package var clock: any Clock<Duration>

  /// The view controller whose root view this is.
  package weak var _viewController: UIViewController?

  /// Whether a layout pass is pending.
  package private(set) var needsLayout = true

  /// Runs at the start of the view's layout pass, before `layoutSubviews()`: cells apply their
  /// pending configuration update here (whatever their subclass's `layoutSubviews()` does).
  package func _willLayoutSubviews() {}

  package func _willMove(toWindow newWindow: UIWindow?) {
    _viewController?._viewWillMove(toWindow: newWindow)
    willMove(toWindow: newWindow)
    for subview in subviews { subview._willMove(toWindow: newWindow) }
  }

  package func _didMoveToWindow() {
    didMoveToWindow()
    for subview in subviews { subview._didMoveToWindow() }
    _viewController?._viewDidMoveToWindow()
  }

  /// One line of the text snapshot: the type and frame, plus what the view shows. Subclasses of
  /// the double add their content (a label its text).
  package var _snapshotLine: String {
    var line = "\(type(of: self)) \(Self.format(frame))"
    if isHidden { line += " hidden" }
    if let accessibilityIdentifier { line += " #\(accessibilityIdentifier)" }
    if let detail = _snapshotDetail { line += " \(detail)" }
    if isAccessibilityElement {
      // What VoiceOver reads: the label, then the button trait.
      line += " element \"\(accessibilityLabel ?? "")\""
      if accessibilityTraits.contains(.button) { line += " button" }
    }
    if let actions = accessibilityCustomActions, !actions.isEmpty {
      line += " actions: " + actions.map(\.name).joined(separator: ", ")
    }
    return line
  }

  /// What the view shows, for snapshots; `nil` by default.
  package var _snapshotDetail: String? { nil }

  /// A text drawing of the view tree below and including this view, one view a line, indented by
  /// depth.
  package func snapshot() -> String {
    var lines: [String] = []
    appendSnapshot(to: &lines, depth: 0)
    return lines.joined(separator: "\n")
  }

  private func appendSnapshot(to lines: inout [String], depth: Int) {
    lines.append(String(repeating: "  ", count: depth) + _snapshotLine)
    for subview in _snapshotSubviews { subview.appendSnapshot(to: &lines, depth: depth + 1) }
  }

  /// The subviews a snapshot prints, in order; a collection view prints its cells by index path.
  package var _snapshotSubviews: [UIView] { subviews }

  package static func format(_ rect: CGRect) -> String {
    "(\(format(rect.minX)), \(format(rect.minY)), \(format(rect.width)), \(format(rect.height)))"
  }

  package static func format(_ value: CGFloat) -> String {
    value == value.rounded() ? String(Int(value)) : String(format: "%.1f", Double(value))
  }
}

/// The priority of a constraint, used here only by `systemLayoutSizeFitting` (UIKit:
/// `UILayoutPriority`, iOS 6.0).
public struct UILayoutPriority: Hashable, Sendable, RawRepresentable {
  /// The priority's value, from 1 to 1000.
  public var rawValue: Float
  /// Creates a priority.
  public init(rawValue: Float) { self.rawValue = rawValue }
  /// Creates a priority.
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  /// A required constraint.
  public static let required = UILayoutPriority(1000)
  /// The priority level with which a button resists compressing its content.
  public static let defaultHigh = UILayoutPriority(750)
  /// The priority level at which a button hugs its contents horizontally.
  public static let defaultLow = UILayoutPriority(250)
  /// The priority level with which the view wants to conform to the target size in that computation.
  public static let fittingSizeLevel = UILayoutPriority(50)
}

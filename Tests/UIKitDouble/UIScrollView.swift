import Foundation

/// The methods that an object adopts to respond to scroll-view events (UIKit:
/// `UIScrollViewDelegate`, iOS 2.0). UIKit's optional methods are requirements with empty default
/// implementations here (Linux has no Objective-C runtime), which is source-compatible for a
/// conforming class.
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
  /// Tells the delegate when the user scrolls the content view within the scroll view.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// Tells the delegate when the scroll view is about to start scrolling the content.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// Tells the delegate when the user finishes scrolling the content (iOS 5.0).
  @available(iOS 5.0, *)
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)
  /// Tells the delegate when dragging ended in the scroll view.
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  /// Tells the delegate that the scroll view is starting to decelerate the scrolling movement.
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
  /// Tells the delegate that the scroll view ended decelerating the scrolling movement.
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  /// Tells the delegate when a scrolling animation in the scroll view concludes.
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
  /// Tells the delegate when the scroll view's inset values change (iOS 11.0).
  @available(iOS 11.0, *)
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  /// Does nothing.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Leaves the target unchanged.
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  /// Does nothing.
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  {}
  /// Does nothing.
  public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  /// Does nothing.
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

/// A view that allows the scrolling and zooming of its contained views (UIKit: `UIScrollView`,
/// iOS 2.0).
///
/// As in UIKit, the content offset is the bounds' origin. The double moves only when told: by
/// `setContentOffset(_:animated:)`, by a test's simulated drag (`drag(by:releasingWith:)`), which
/// sends the delegate UIKit's sequence — will begin dragging, did scroll, will end dragging with a
/// target it may change, did end dragging, will begin decelerating, and (when the deceleration has
/// run on the view's clock) did scroll and did end decelerating — or by a pull of the refresh control
/// (`pullToRefresh(distance:)`).
@MainActor
open class UIScrollView: UIView {
  /// Creates a scroll view with a frame.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// Creates a scroll view from data in an unarchiver; the double returns `nil`.
  public required init?(coder: NSCoder) { nil }

  /// The delegate of the scroll-view object.
  open weak var delegate: (any UIScrollViewDelegate)?

  /// The point at which the origin of the content view is offset from the origin of the scroll view.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      guard newValue != bounds.origin else { return }
      bounds.origin = newValue
      setNeedsLayout()
      _didChangeContentOffset()
    }
  }

  /// The size of the content view.
  open var contentSize: CGSize = .zero {
    didSet { _adjustedContentInsetMayHaveChanged() }
  }

  /// The custom distance that the content view is inset from the safe area or scroll view edges.
  open var contentInset: UIEdgeInsets = .zero {
    didSet { _adjustedContentInsetMayHaveChanged() }
  }

  /// The behavior for determining the adjusted content offsets (iOS 11.0): how the safe area
  /// insets are added to ``adjustedContentInset``. The default is `.automatic`.
  @available(iOS 11.0, *)
  open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
    didSet { _adjustedContentInsetMayHaveChanged() }
  }

  /// The insets derived from the content insets and the safe area of the scroll view
  /// (iOS 11.0): `contentInset` plus the edges of `safeAreaInsets` that
  /// ``contentInsetAdjustmentBehavior`` selects.
  @available(iOS 11.0, *)
  open var adjustedContentInset: UIEdgeInsets {
    let safe = safeAreaInsets
    let (vertical, horizontal) = _adjustedAxes
    return UIEdgeInsets(
      top: contentInset.top + (vertical ? safe.top : 0),
      left: contentInset.left + (horizontal ? safe.left : 0),
      bottom: contentInset.bottom + (vertical ? safe.bottom : 0),
      right: contentInset.right + (horizontal ? safe.right : 0))
  }

  /// Notifies the scroll view when the adjusted content insets of the scroll view change
  /// (iOS 11.0). The default does nothing. The double calls it, then the delegate's
  /// `scrollViewDidChangeAdjustedContentInset(_:)`, when a change of the content inset, the
  /// content size, the safe area, the adjustment behaviour or `alwaysBounce…` changes the
  /// adjusted inset (a new bounds size alone is noticed at the next of those changes).
  @available(iOS 11.0, *)
  open func adjustedContentInsetDidChange() {}

  /// The adjusted inset last reported by ``adjustedContentInsetDidChange()``.
  var _reportedAdjustedContentInset = UIEdgeInsets.zero

  /// A Boolean value that determines whether scrolling is enabled.
  open var isScrollEnabled = true

  /// A Boolean value that determines whether paging is enabled for the scroll view.
  open var isPagingEnabled = false

  /// A Boolean value that determines whether bouncing always occurs when vertical scrolling reaches
  /// the end of the content.
  open var alwaysBounceVertical = false {
    didSet { _adjustedContentInsetMayHaveChanged() }
  }

  /// A Boolean value that determines whether bouncing always occurs when horizontal scrolling
  /// reaches the end of the content view.
  open var alwaysBounceHorizontal = false {
    didSet { _adjustedContentInsetMayHaveChanged() }
  }

  /// A Boolean value that controls whether the vertical scroll indicator is visible.
  open var showsVerticalScrollIndicator = true

  /// A Boolean value that controls whether the horizontal scroll indicator is visible.
  open var showsHorizontalScrollIndicator = true

  /// A floating-point value that determines the rate of deceleration after the user lifts their
  /// finger.
  @available(iOS 3.0, *)
  open var decelerationRate: UIScrollView.DecelerationRate = .normal

  /// A Boolean value that indicates whether the user has begun scrolling the content.
  open private(set) var isDragging = false

  /// Whether the user has touched the content to initiate scrolling.
  open private(set) var isTracking = false

  /// Whether the content is moving in the scroll view after the user lifted their finger.
  open private(set) var isDecelerating = false

  /// The refresh control associated with the scroll view (iOS 10.0). The double places it just
  /// above the content's top, ``UIRefreshControl/height`` points tall and as wide as the view, so
  /// that it shows only when the content is pulled (or scrolled) below its top.
  @available(iOS 10.0, *)
  @available(tvOS, unavailable)
  open var refreshControl: UIRefreshControl? {
    didSet {
      guard refreshControl !== oldValue else { return }
      oldValue?.removeFromSuperview()
      guard let refreshControl else { return }
      refreshControl.frame = CGRect(
        x: 0, y: -UIRefreshControl.height, width: bounds.width, height: UIRefreshControl.height)
      addSubview(refreshControl)
    }
  }

  /// Sets the offset from the content view's origin that corresponds to the receiver's origin.
  /// The double moves at once (one did-scroll); an animated change then ends with
  /// `scrollViewDidEndScrollingAnimation(_:)` after ``scrollAnimationDuration`` on the view's clock.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    scrollAnimation?.finish()
    guard contentOffset != self.contentOffset else { return }
    self.contentOffset = contentOffset
    guard animated else { return }
    scrollAnimation = _UIKitAnimation.schedule(clock: clock, duration: Self.scrollAnimationDuration)
    { [weak self] in
      guard let self else { return }
      self.scrollAnimation = nil
      self.delegate?.scrollViewDidEndScrollingAnimation(self)
    }
  }

  /// Calls the delegate's did-scroll; the collection and table views first lay out what came
  /// into view, as UIKit's do before they report the scroll.
  func _didChangeContentOffset() {
    delegate?.scrollViewDidScroll(self)
  }

  /// A floating-point value that determines the rate of deceleration after the user lifts their
  /// finger.
  public struct DecelerationRate: Hashable, Sendable, RawRepresentable {
    /// The rate: the fraction of velocity kept per millisecond.
    public var rawValue: CGFloat
    /// Creates a rate.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// The default deceleration rate for a scroll view: 0.998.
    @available(iOS 3.0, *)
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// A fast deceleration rate for a scroll view: 0.99.
    @available(iOS 3.0, *)
    public static let fast = DecelerationRate(rawValue: 0.99)
  }

  // MARK: Double: simulated gestures

  /// How long an animated `setContentOffset(_:animated:)` runs on the view's clock.
  package static let scrollAnimationDuration: Duration = .milliseconds(300)

  /// How long a released drag decelerates on the view's clock before it rests at its target.
  package var decelerationDuration: Duration = .milliseconds(500)

  /// How far past the top the content must be pulled for the refresh control to fire.
  package var refreshThreshold: CGFloat = 80

  private var scrollAnimation: _UIKitAnimation?
  private var deceleration: (target: CGPoint, animation: _UIKitAnimation)?

  /// The lowest and highest content offsets a drag can rest at.
  package var offsetRange: (min: CGPoint, max: CGPoint) {
    let inset = adjustedContentInset
    let low = CGPoint(x: -inset.left, y: -inset.top)
    let high = CGPoint(
      x: max(low.x, contentSize.width + inset.right - bounds.width),
      y: max(low.y, contentSize.height + inset.bottom - bounds.height))
    return (low, high)
  }

  /// Simulates a finger moving the content by `translation` and lifting with `velocity` (points per
  /// millisecond, as UIKit reports it). The proposed target is where the velocity decays to zero at
  /// ``decelerationRate``, clamped to the content; the delegate may change it (unless paging is
  /// enabled, where UIKit does not ask). The deceleration then runs for ``decelerationDuration`` on
  /// the view's clock (``settleDeceleration()`` finishes it once that time has passed).
  package func drag(by translation: CGPoint, releasingWith velocity: CGPoint = .zero) {
    precondition(
      isScrollEnabled, "UIScrollView: a drag needs isScrollEnabled; UIKit ignores the touch")
    finishDeceleration()
    scrollAnimation?.finish()
    isTracking = true
    isDragging = true
    delegate?.scrollViewWillBeginDragging(self)
    layoutIfNeeded()
    contentOffset = CGPoint(x: contentOffset.x + translation.x, y: contentOffset.y + translation.y)
    layoutIfNeeded()
    let rate = decelerationRate.rawValue
    let projection = rate / (1 - rate)
    let range = offsetRange
    var target = CGPoint(
      x: Self.clamp(contentOffset.x + velocity.x * projection, range.min.x, range.max.x),
      y: Self.clamp(contentOffset.y + velocity.y * projection, range.min.y, range.max.y))
    if !isPagingEnabled {
      delegate?.scrollViewWillEndDragging(
        self, withVelocity: velocity, targetContentOffset: &target)
    }
    isTracking = false
    isDragging = false
    let decelerates = target != contentOffset
    delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
    guard decelerates else { return }
    isDecelerating = true
    delegate?.scrollViewWillBeginDecelerating(self)
    let animation = _UIKitAnimation.schedule(clock: clock, duration: decelerationDuration) {
      [weak self] in
      guard let self, let deceleration = self.deceleration else { return }
      self.deceleration = nil
      self.contentOffset = deceleration.target
      self.layoutIfNeeded()
      self.isDecelerating = false
      self.delegate?.scrollViewDidEndDecelerating(self)
    }
    deceleration = (target, animation)
  }

  /// Finishes the deceleration in flight if its time has passed on the view's clock.
  package func settleDeceleration() {
    deceleration?.animation.settle()
  }

  /// Simulates the user pulling the content down from the top by `distance` points and letting
  /// go. Past ``refreshThreshold`` an idle refresh control begins refreshing and sends
  /// `.valueChanged` while the finger is down, as UIKit's does.
  package func pullToRefresh(distance: CGFloat? = nil) {
    let distance = distance ?? refreshThreshold
    precondition(distance > 0, "UIScrollView: a pull moves the content down by a positive distance")
    let top = offsetRange.min.y
    precondition(
      contentOffset.y <= top,
      "UIScrollView: a pull to refresh starts with the content at its top; scroll there first")
    finishDeceleration()
    isTracking = true
    isDragging = true
    delegate?.scrollViewWillBeginDragging(self)
    contentOffset = CGPoint(x: contentOffset.x, y: top - distance)
    if distance >= refreshThreshold, let refreshControl, !refreshControl.isRefreshing,
      refreshControl.isEnabled
    {
      refreshControl.beginRefreshing()
      refreshControl.sendActions(for: .valueChanged)
    }
    isTracking = false
    isDragging = false
    delegate?.scrollViewDidEndDragging(self, willDecelerate: true)
    isDecelerating = true
    delegate?.scrollViewWillBeginDecelerating(self)
    contentOffset = CGPoint(x: contentOffset.x, y: top)
    layoutIfNeeded()
    isDecelerating = false
    delegate?.scrollViewDidEndDecelerating(self)
  }

  /// A touch stops a deceleration where the content is, without a did-end-decelerating (UIKit
  /// sends will-begin-dragging next).
  private func finishDeceleration() {
    guard let deceleration else { return }
    deceleration.animation.cancel()
    self.deceleration = nil
    isDecelerating = false
  }

  private static func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
    max(low, min(value.isFinite ? value : low, high))
  }
}

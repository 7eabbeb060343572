#if canImport(UIKit) && !os(watchOS)
  import TrellisCore
  import TrellisDiff
  import TrellisLayout
  import TrellisList
  import UIKit

  /// What ``CollectionViewHost`` and ``TableViewHost`` share: the scroll view they drive (their
  /// collection or table view), the viewport size they last reported, and their refresh control.
  ///
  /// The port members a host answers from its scroll view alone (viewport, content offset,
  /// refresh control) are written once, here, as public members of this internal protocol's
  /// extension: each host's public API has them, and neither copies them.
  @MainActor
  protocol _ScrollViewHost: ListHost, _RequestTracking {
    /// The collection or table view the host drives.
    var scrollView: UIScrollView { get }
    /// The viewport size last reported to the delegate.
    var reportedViewportSize: CGSize? { get set }
    /// The refresh control's `.valueChanged` action, while the host has a refresh control.
    var refreshAction: UIAction? { get set }
    /// How the list makes room for the keyboard.
    var keyboardAvoidance: ListKeyboardAvoidance { get }
    /// The status last reported, the focused items, the keyboard inset and the observers.
    var accessibilityState: _HostAccessibilityState { get set }
  }

  extension _ScrollViewHost {
    // MARK: Accessibility (status, motion, keyboard)

    /// The accessibility status now: `UIAccessibility.isVoiceOverRunning`,
    /// `UIAccessibility.isReduceMotionEnabled`, the view's
    /// `traitCollection.preferredContentSizeCategory`, and the item that has focus.
    ///
    ///     host.accessibilityStatus.contentSizeCategory  // .large by default
    ///
    /// `ListAccessibilityStatus.focusedItem` is the item whose cell has VoiceOver's (an
    /// assistive app's) focus, `UIAccessibility.elementFocusedNotification` naming the cell or a
    /// view inside it; otherwise the item whose cell has keyboard focus (the view's
    /// `didUpdateFocusIn` delegate call, with `focusBehavior` not `.none`). Each
    /// clears when its focus moves out of the list's cells; both follow their items through
    /// batches, and a deleted or reloaded item, or `reloadData()`, loses focus.
    public var accessibilityStatus: ListAccessibilityStatus {
      ListAccessibilityStatus(
        isVoiceOverRunning: UIAccessibility.isVoiceOverRunning,
        isReduceMotionEnabled: UIAccessibility.isReduceMotionEnabled,
        contentSizeCategory: ListContentSizeCategory(
          scrollView.traitCollection.preferredContentSizeCategory),
        focusedItem: accessibilityState.focus.item)
    }

    /// A status notification arrived: tells the delegate once if the status changed.
    func accessibilityStatusMayHaveChanged() {
      let status = accessibilityStatus
      let previous = accessibilityState.reportedStatus
      guard status != previous else { return }
      accessibilityState.reportedStatus = status
      delegate?.listHost(self, accessibilityStatusDidChangeFrom: previous)
    }

    // MARK: Viewport

    /// Whether the view is in a window.
    public var isInWindow: Bool { scrollView.window != nil }

    /// The view's bounds size.
    public var viewportSize: CGSize { scrollView.bounds.size }

    /// The view's content size.
    public var contentSize: CGSize { scrollView.contentSize }

    /// The view's adjusted content inset.
    public var contentInset: LayoutInsets {
      let inset = scrollView.adjustedContentInset
      return LayoutInsets(
        top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right)
    }

    /// The view's content offset.
    public var contentOffset: CGPoint { scrollView.contentOffset }

    /// Whether the user is dragging the content.
    public var isDragging: Bool { scrollView.isDragging }

    /// Scrolls so that `offset` is at the viewport's origin.
    ///
    /// - Throws: `ListHostError/reentrantCall(operation:during:)` from inside a request of the
    ///   view.
    public func setContentOffset(_ offset: CGPoint, animated: Bool) throws(ListHostError) {
      try checkNotInsideRequest("setContentOffset(_:animated:)")
      scrollView.setContentOffset(offset, animated: animated)
    }

    // MARK: Internal

    /// The data source's counts now.
    func currentCounts() -> [Int] {
      guard let dataSource else { return [] }
      return (0..<dataSource.numberOfSections(in: self)).map {
        dataSource.listHost(self, numberOfItemsInSection: $0)
      }
    }

    /// Runs `updates` as one batch of the view (`performBatchUpdates` calls the view's
    /// `performBatchUpdates(_:completion:)`), without animation unless `animated`, and returns the
    /// rule `updates` found the batch to break, if any. `completion` runs when an animated batch
    /// that broke none finishes; after a non-animated one the caller completes at once.
    ///
    /// - Throws: ``_RequestTracking/batchRefused`` when the view did not run the batch.
    func performBatch(
      _ performBatchUpdates: (_ updates: @escaping () -> Void, _ completion: ((Bool) -> Void)?)
        -> Void,
      animated: Bool, updates: () -> BatchUpdateViolation?,
      completion: (@MainActor (Bool) -> Void)?
    ) throws(ListHostError) -> BatchUpdateViolation? {
      var rejection: BatchUpdateViolation?
      var didRun = false
      withoutActuallyEscaping(updates) { updates in
        let body = {
          didRun = true
          rejection = updates()
        }
        guard animated else {
          UIView.performWithoutAnimation { performBatchUpdates(body, nil) }
          return
        }
        performBatchUpdates(body) { finished in
          MainActor.assumeIsolated { if rejection == nil { completion?(finished) } }
        }
      }
      guard didRun else { throw Self.batchRefused }
      return rejection
    }

    /// Tells the delegate when the view's size differs from the one last reported
    /// (`ListHostDelegate.listHostDidChangeViewportSize(_:)`); ``ListCollectionViewController``
    /// and ``ListTableViewController`` call it from `viewDidLayoutSubviews()`, after the view laid
    /// out at its size.
    func reportViewportSizeIfChanged() {
      let size = scrollView.bounds.size
      guard size != reportedViewportSize else { return }
      reportedViewportSize = size
      delegate?.listHostDidChangeViewportSize(self)
    }
  }

  // MARK: Refresh control

  // UIRefreshControl and UIScrollView.refreshControl are not available on tvOS (Apple's pages
  // list iOS, iPadOS, Mac Catalyst and visionOS).
  #if !os(tvOS)
    extension _ScrollViewHost {
      /// Whether the view has a `UIRefreshControl`; its `.valueChanged` action asks the delegate
      /// to refresh (`ListHostDelegate/listHostDidRequestRefresh(_:)`). Always `false` on tvOS,
      /// which has no refresh control.
      ///
      ///     host.isRefreshControlEnabled = true
      ///
      /// - Precondition: Never set to `true` on tvOS.
      public var isRefreshControlEnabled: Bool {
        get { scrollView.refreshControl != nil }
        set {
          guard newValue != isRefreshControlEnabled else { return }
          guard newValue else {
            if let refreshAction {
              scrollView.refreshControl?.removeAction(refreshAction, for: .valueChanged)
            }
            refreshAction = nil
            scrollView.refreshControl = nil
            return
          }
          let control = UIRefreshControl()
          let action = UIAction { [weak self] _ in
            guard let self else { return }
            self.delegate?.listHostDidRequestRefresh(self)
          }
          control.addAction(action, for: .valueChanged)
          refreshAction = action
          scrollView.refreshControl = control
        }
      }

      /// Whether the refresh control is refreshing; always `false` on tvOS.
      public var isRefreshing: Bool { scrollView.refreshControl?.isRefreshing ?? false }

      /// Shows the refresh control as refreshing, without asking the delegate to refresh. When
      /// the content rests at its top, it scrolls down by the control's height, animated, so that
      /// the spinner shows (UIKit's `beginRefreshing()` moves nothing); a scrolled-down list keeps
      /// its place. It does nothing while the control is disabled or already refreshing, and on
      /// tvOS.
      public func beginRefreshing() {
        guard let control = scrollView.refreshControl, !control.isRefreshing else { return }
        control.beginRefreshing()
        scrollView._revealRefreshControl(control)
      }

      /// Hides the refresh control's spinner; does nothing unless it is refreshing, and on tvOS.
      public func endRefreshing() {
        guard let control = scrollView.refreshControl, control.isRefreshing else { return }
        control.endRefreshing()
      }
    }
  #else
    extension _ScrollViewHost {
      /// Always `false` on tvOS, which has no refresh control (`UIRefreshControl` and
      /// `UIScrollView.refreshControl` are not available there).
      ///
      ///     host.isRefreshControlEnabled  // false
      ///
      /// - Precondition: Never set to `true` on tvOS.
      public var isRefreshControlEnabled: Bool {
        get { false }
        set {
          guard newValue else { return }
          _trap(
            "\(Self.self)",
            "isRefreshControlEnabled = true on tvOS, which has no refresh control "
              + "(UIRefreshControl is not available on tvOS); leave it false there")
        }
      }

      /// Always `false` on tvOS: there is no refresh control.
      public var isRefreshing: Bool { false }

      /// Does nothing on tvOS: there is no refresh control.
      public func beginRefreshing() {}

      /// Does nothing on tvOS: there is no refresh control.
      public func endRefreshing() {}
    }
  #endif
#endif

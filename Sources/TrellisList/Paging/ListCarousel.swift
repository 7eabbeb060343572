import Foundation
import TrellisCore
import TrellisDiff
import TrellisLayout

/// Carousel paging for one section of same-sized items scrolling horizontally: leading or centred
/// pages, looping, infinite paging, auto-rolling on a clock, programmatic moves and page lifecycle
/// callbacks.
///
///     let carousel = ListCarousel(
///       sectionID: "banners",
///       configuration: .init(itemLength: 300, spacing: 10, alignment: .center, isInfinite: true,
///                            autoRollInterval: .seconds(4)))
///     adapter.attach(carousel)
///     carousel.pageDidAppear += { page in pageControl.currentPage = page }
///     adapter.apply(ListModel { ListSection("banners", banners) { ListItem($0, view: BannerCell.self) } })
///
/// The carousel acts on the section with identity ``sectionID``; other sections of the model (a
/// paginated grid) are left alone. The geometry (``Configuration/itemLength``,
/// ``Configuration/spacing``, section insets) must be the host layout's; the paging math is
/// `TrellisLayout`'s `PagingGeometry` and `InfinitePaging`. The carousel follows the host's
/// horizontal offset while its section is visible, and ignores scrolling elsewhere.
///
/// ## Infinite paging
/// The carousel is a ``ListModelTransformProviding`` plugin: the caller's model holds each item
/// once, and the carousel's transform shows its section's items three times (identities wrapped
/// per copy, handlers kept). After every scroll stops the offset jumps to the same item in the
/// middle copy. Hooks, events, ``ListItemBindable`` and the adapter's lookups see the real item,
/// never a copy (the seed dropped taps in infinite mode because it looked for the cell at the real
/// index, and an earlier Trellis handed handlers the copy's identity). ``realIndex(of:)`` maps a
/// displayed path to the real index.
///
/// ## Page lifecycle
/// Page indices are real indices, never negative. When the page nearest to the viewport changes
/// (a drag crossing half a page, a programmatic move, a model change) the carousel sends
/// ``pageWillDisappear``, ``pageDidDisappear`` for the old page and ``pageWillAppear`` for the new
/// one; when scrolling stops it sends ``pageDidAppear`` once for the page at rest. A drag that
/// returns to its page sends nothing, and an update that keeps the page sends nothing (the seed
/// re-sent both on every model change, reported -1 on a bounce, and never sent will-disappear
/// for programmatic moves).
///
/// ## Snapping
/// A released drag rests on a page: the carousel answers
/// ``listHostWillEndDragging(_:velocity:targetContentOffset:)`` with the page nearest to the
/// release point at low velocity, or the page ahead in the velocity's direction (a flick may skip
/// pages; an infinite carousel moves at most one copy). ``pageDidAppear`` is sent once, when the
/// deceleration ends, for the page at rest.
///
/// ## Programmatic moves
/// ``moveToNextPage(animated:)`` and ``moveToPreviousPage(animated:)`` during an animated move are
/// combined into one move when it ends. A non-animated move, or one to the offset already shown,
/// completes at once: the seed waited for a scroll-animation callback UIKit never sends then, so
/// its "animating" flag stuck and every later move was only queued.
///
/// ## Auto-rolling
/// With ``Configuration/autoRollInterval``, the carousel moves to the next page every interval on
/// the injected clock; a drag pauses it until scrolling stops, every move restarts the interval,
/// and ticks while the host is not in a window, or while the carousel's section is scrolled out
/// of view, are skipped.
@MainActor
public final class ListCarousel: ListAdapterPlugin, ListModelTransformProviding {
  /// The carousel's geometry and behaviour.
  public struct Configuration: Sendable {
    /// Each item's width.
    public var itemLength: CGFloat
    /// The space between items (the layout's line spacing).
    public var spacing: CGFloat
    /// The section's leading inset.
    public var sectionInsetLeading: CGFloat
    /// The section's trailing inset.
    public var sectionInsetTrailing: CGFloat
    /// Where a resting page shows its item.
    public var alignment: PageAlignment
    /// Whether moving past the last page goes to the first (and back from the first to the last).
    public var isLooping: Bool
    /// Whether the content repeats endlessly in both directions.
    public var isInfinite: Bool
    /// The interval between automatic moves to the next page; `nil` for none.
    public var autoRollInterval: Duration?

    /// Creates a configuration.
    ///
    ///     ListCarousel.Configuration(itemLength: 300, spacing: 10, isLooping: true)
    ///
    /// - Parameters:
    ///   - itemLength: Each item's width.
    ///   - spacing: The space between items.
    ///   - sectionInsetLeading: The section's leading inset.
    ///   - sectionInsetTrailing: The section's trailing inset.
    ///   - alignment: Where a resting page shows its item.
    ///   - isLooping: Whether moves wrap around at the ends.
    ///   - isInfinite: Whether the content repeats endlessly.
    ///   - autoRollInterval: The interval between automatic moves, if any.
    public init(
      itemLength: CGFloat, spacing: CGFloat = 0, sectionInsetLeading: CGFloat = 0,
      sectionInsetTrailing: CGFloat = 0, alignment: PageAlignment = .leading,
      isLooping: Bool = false, isInfinite: Bool = false, autoRollInterval: Duration? = nil
    ) {
      self.itemLength = itemLength
      self.spacing = spacing
      self.sectionInsetLeading = sectionInsetLeading
      self.sectionInsetTrailing = sectionInsetTrailing
      self.alignment = alignment
      self.isLooping = isLooping
      self.isInfinite = isInfinite
      self.autoRollInterval = autoRollInterval
    }
  }

  // MARK: Lifecycle

  /// Creates a carousel of the section with identity `sectionID`; attach it to an adapter, then
  /// apply models to the adapter as usual.
  ///
  ///     ListCarousel(sectionID: "banners", configuration: .init(itemLength: 300))
  ///
  /// - Parameters:
  ///   - sectionID: The identity of the section whose items are the pages.
  ///   - configuration: The geometry and behaviour.
  ///   - clock: The clock auto-rolling waits on; tests pass a test clock.
  public init(
    sectionID: some Hashable & Sendable, configuration: Configuration,
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.sectionID = AnyListID(sectionID)
    self.configuration = configuration
    self.clock = clock
  }

  // MARK: Public

  /// The identity of the section whose items are the pages.
  ///
  ///     carousel.sectionID  // "banners"
  public let sectionID: AnyListID

  /// The geometry and behaviour.
  ///
  ///     carousel.configuration.isInfinite
  public let configuration: Configuration

  /// A page is about to become the current page.
  ///
  ///     carousel.pageWillAppear += { page in prefetch(page) }
  public let pageWillAppear = Event<Int>()
  /// A page is the current page and scrolling stopped.
  ///
  ///     carousel.pageDidAppear += { page in pageControl.currentPage = page }
  public let pageDidAppear = Event<Int>()
  /// The current page is about to stop being current.
  ///
  ///     carousel.pageWillDisappear += { page in pauseVideo(page) }
  public let pageWillDisappear = Event<Int>()
  /// A page stopped being the current page.
  ///
  ///     carousel.pageDidDisappear += { page in log("left \(page)") }
  public let pageDidDisappear = Event<Int>()

  /// The real index of the page nearest to the viewport, or `nil` without items.
  ///
  ///     carousel.currentPage  // 2
  public private(set) var currentPage: Int?

  /// The number of real items.
  ///
  ///     carousel.itemCount  // 5, though an infinite carousel shows 15
  public private(set) var itemCount = 0

  /// Whether a programmatic animated move is in flight.
  ///
  ///     carousel.isAnimating  // false once the move's animation ended
  public private(set) var isAnimating = false

  /// The real index of the item at a displayed path.
  ///
  ///     carousel.realIndex(of: ItemPath(item: 12, section: 0))  // 2 with 5 infinite items
  ///
  /// - Parameter path: A path in the displayed data.
  /// - Returns: The real index, or `nil` for a path outside the pages.
  /// - Complexity: O(*s*) to find the section, for *s* sections.
  public func realIndex(of path: ItemPath) -> Int? {
    guard path.section == sectionIndex else { return nil }
    if let infinite { return infinite.realIndex(ofRaw: path.item) }
    return (0..<itemCount).contains(path.item) ? path.item : nil
  }

  /// Moves to the next page (past the last: to the first when looping or infinite).
  ///
  ///     carousel.moveToNextPage()
  ///
  /// - Parameter animated: Whether the move animates.
  public func moveToNextPage(animated: Bool = true) { move(by: 1, animated: animated) }

  /// Moves to the previous page (before the first: to the last when looping or infinite).
  ///
  ///     carousel.moveToPreviousPage(animated: false)
  ///
  /// - Parameter animated: Whether the move animates.
  public func moveToPreviousPage(animated: Bool = true) { move(by: -1, animated: animated) }

  /// Moves `steps` pages; during an animated move, the steps are added to the next move.
  ///
  ///     carousel.move(by: 2, animated: true)
  ///
  /// - Parameters:
  ///   - steps: Pages to move; negative moves back.
  ///   - animated: Whether the move animates.
  public func move(by steps: Int, animated: Bool) {
    scheduleAutoRoll()
    guard !isAnimating else {
      pendingSteps += steps
      return
    }
    scroll(by: steps, animated: animated)
  }

  // MARK: ListAdapterPlugin

  /// Remembers the adapter.
  public func didAttach(to adapter: ListAdapter) { self.adapter = adapter }

  /// Forgets the adapter and stops auto-rolling.
  public func didDetach(from adapter: ListAdapter) {
    self.adapter = nil
    rollTask?.cancel()
  }

  /// Positions the current page (clamped to the item count) when the section changed.
  public func adapterDidUpdate(_ adapter: ListAdapter) {
    guard needsPositioning else { return }
    needsPositioning = false
    didApply()
  }

  /// Follows the page nearest to the viewport.
  public func listHostDidScroll(_ host: any ListHost) { trackPage(in: host) }

  /// Pauses auto-rolling until the content rests.
  public func listHostWillBeginDragging(_ host: any ListHost) {
    isDragging = true
    isUserScrolling = true
    rollTask?.cancel()
    rollTask = nil
    rollDeadline = nil
  }

  /// Snaps the drag's resting offset to a page: `PagingGeometry`'s (or, infinite,
  /// `InfinitePaging`'s) `targetOffset(releasedAt:velocity:)` from the offset at release and the
  /// horizontal velocity. Leaves the target alone while the carousel's section is out of view.
  public func listHostWillEndDragging(
    _ host: any ListHost, velocity: CGPoint, targetContentOffset: inout CGPoint
  ) {
    guard isSectionVisible, itemCount > 0, let geometry else { return }
    let origin = self.origin
    let offset = host.contentOffset.x - origin
    let target =
      infinite?.targetOffset(releasedAt: offset, velocity: velocity.x)
      ?? geometry.targetOffset(releasedAt: offset, velocity: velocity.x)
    targetContentOffset.x = origin + target
  }

  /// Settles when the drag ends without deceleration; a released drag that decelerates keeps
  /// auto-rolling paused until the content rests.
  public func listHostDidEndDragging(_ host: any ListHost, willDecelerate: Bool) {
    isDragging = false
    if !willDecelerate { rest(in: host) }
  }

  /// Settles: the content the user moved rests.
  public func listHostDidEndDecelerating(_ host: any ListHost) { rest(in: host) }

  /// Ends a programmatic move: runs the moves requested meanwhile, or settles.
  public func listHostDidEndScrollingAnimation(_ host: any ListHost) {
    guard isAnimating else { return settle(in: host) }
    isAnimating = false
    if pendingSteps != 0 {
      let steps = pendingSteps
      pendingSteps = 0
      return scroll(by: steps, animated: true)
    }
    settle(in: host)
  }

  // MARK: ListModelTransformProviding

  /// Shows the section's items three times when the carousel is infinite (and has more than one
  /// item); remembers the item count.
  ///
  /// - Parameters:
  ///   - model: The model to show.
  ///   - adapter: The adapter.
  /// - Returns: `model` with the copies.
  /// - Complexity: O(*s* + *k*) for *s* sections and *k* items in the carousel's section.
  public func transform(_ model: ListModel, in adapter: ListAdapter) -> ListModel {
    guard let index = model.sections.firstIndex(where: { $0.id == sectionID }) else {
      if lastSection != nil || itemCount != 0 { needsPositioning = true }
      lastSection = nil
      itemCount = 0
      return model
    }
    var model = model
    var section = model.sections[index]
    // A model that already shows the copies (the displayed model applied again).
    if section.items.first?.isCopy == true {
      section.items = section.items.filter {
        $0.id.base(as: _CarouselCopyID.self)?.copy == 0
      }.map(\.original)
    }
    if section != lastSection { needsPositioning = true }
    lastSection = section
    itemCount = section.items.count
    if configuration.isInfinite && itemCount > 1 {
      let items = section.items
      section.items = (0..<3).flatMap { copy in
        items.map { ListItem(copying: $0, as: _CarouselCopyID(copy: copy, id: $0.id)) }
      }
    }
    model.sections[index] = section
    return model
  }

  // MARK: Internal

  /// The geometry of the displayed (raw) items.
  var geometry: PagingGeometry? { infinite?.geometry ?? realGeometry }

  /// The infinite paging math, when the carousel repeats its content.
  var infinite: InfinitePaging? {
    guard configuration.isInfinite, itemCount > 1, let real = realGeometry else { return nil }
    return InfinitePaging(repeating: real)
  }

  /// The index of the carousel's section in the displayed data.
  var sectionIndex: Int? {
    adapter?.sections.firstIndex { $0.id == sectionID }
  }

  /// Where the carousel's section starts along the content: 0 when it is the first section,
  /// else its first item's leading edge less the section inset.
  var origin: CGFloat {
    guard let section = sectionIndex, section > 0,
      let frame = adapter?.host?.frameForItem(at: ItemPath(item: 0, section: section))
    else { return 0 }
    return frame.minX - configuration.sectionInsetLeading
  }

  /// Whether a cell of the carousel's section is visible.
  var isSectionVisible: Bool {
    guard let host = adapter?.host, let section = sectionIndex else { return false }
    return host.indexPathsForVisibleItems.contains { $0.section == section }
  }

  // MARK: Private

  /// The geometry of the real items in the host's viewport.
  private var realGeometry: PagingGeometry? {
    guard let host = adapter?.host else { return nil }
    let insets = contentInsets(of: host)
    return PagingGeometry(
      itemLength: configuration.itemLength, spacing: configuration.spacing, itemCount: itemCount,
      viewportLength: host.viewportSize.width,
      sectionInsetLeading: configuration.sectionInsetLeading,
      sectionInsetTrailing: configuration.sectionInsetTrailing,
      contentInsetLeading: insets.leading, contentInsetTrailing: insets.trailing,
      alignment: configuration.alignment)
  }

  private weak var adapter: ListAdapter?
  private let clock: any Clock<Duration>
  private var hasAppeared = false
  private var pendingSteps = 0
  private var isDragging = false
  /// Whether content the user moved has not rested yet: from the start of a drag until the drag
  /// ends without deceleration, or the deceleration after it ends. Auto-roll waits meanwhile.
  private var isUserScrolling = false
  private var isRecentring = false
  private var rollTask: Task<Void, Never>?
  private var rollDeadline: _ClockDeadline?
  /// The carousel's section (real items) in the last model transformed.
  private var lastSection: ListSection?
  /// Whether the section changed since the current page was last positioned.
  private var needsPositioning = false

  /// The host's content insets when the carousel's section starts the content; none otherwise.
  private func contentInsets(of host: any ListHost) -> (leading: CGFloat, trailing: CGFloat) {
    guard (sectionIndex ?? 0) == 0 else { return (0, 0) }
    return (host.contentInset.left, host.contentInset.right)
  }

  /// The real page at the content offset `offset`; never negative.
  private func realPage(at offset: CGFloat) -> Int? {
    guard itemCount > 0 else { return nil }
    let offset = offset - origin
    if let infinite { return infinite.realPage(at: offset) }
    return geometry.map { min($0.page(at: offset), itemCount - 1) }
  }

  /// Scrolls to `offset` of the carousel's geometry without animation, as a recentring (no page
  /// tracking while it happens).
  private func jump(to offset: CGFloat, in host: any ListHost) {
    let target = origin + offset
    guard target != host.contentOffset.x else { return }
    isRecentring = true
    do {
      try host.setContentOffset(CGPoint(x: target, y: host.contentOffset.y), animated: false)
    } catch {
      adapter?.diagnostics.report(.hostRejectedUpdate(error))
    }
    isRecentring = false
  }

  /// After the section changed: positions the current page (clamped), announcing a change of page.
  private func didApply() {
    guard let host = adapter?.host, let geometry else { return }
    guard itemCount > 0 else {
      if let page = currentPage { disappear(page) }
      currentPage = nil
      hasAppeared = false
      rollTask?.cancel()
      rollTask = nil
      return
    }
    let page = min(currentPage ?? 0, itemCount - 1)
    let raw = infinite?.rawIndex(ofReal: page) ?? page
    jump(to: geometry.offset(ofPage: raw), in: host)
    change(to: page)
    appearIfNeeded()
    if rollTask == nil { scheduleAutoRoll() }
  }

  private func scroll(by steps: Int, animated: Bool) {
    guard let host = adapter?.host, let geometry, itemCount > 0, steps != 0 else { return }
    let origin = self.origin
    let offset = host.contentOffset.x - origin
    let target: CGFloat?
    if infinite != nil {
      target = geometry.offset(movingPages: steps, from: offset, looping: false)
    } else {
      target = geometry.offset(
        movingPages: steps, from: offset, looping: configuration.isLooping)
    }
    guard let target, target != offset else { return settle(in: host) }
    isAnimating = animated
    do {
      try host.setContentOffset(
        CGPoint(x: origin + target, y: host.contentOffset.y), animated: animated)
    } catch {
      isAnimating = false
      adapter?.diagnostics.report(.hostRejectedUpdate(error))
    }
    if !animated { settle(in: host) }
  }

  private func trackPage(in host: any ListHost) {
    guard !isRecentring, isSectionVisible, let page = realPage(at: host.contentOffset.x) else {
      return
    }
    change(to: page)
  }

  /// Makes `page` current, announcing the change.
  private func change(to page: Int) {
    guard page != currentPage else { return }
    if let old = currentPage { disappear(old) }
    currentPage = page
    hasAppeared = false
    pageWillAppear.send(page)
  }

  private func disappear(_ page: Int) {
    if hasAppeared {
      pageWillDisappear.send(page)
    }
    pageDidDisappear.send(page)
  }

  private func appearIfNeeded() {
    guard !hasAppeared, let page = currentPage else { return }
    hasAppeared = true
    pageDidAppear.send(page)
  }

  /// Scrolling stopped: recentres an infinite carousel and announces the page at rest, when the
  /// carousel's section is in view.
  private func settle(in host: any ListHost) {
    guard isSectionVisible else {
      if rollTask == nil { scheduleAutoRoll() }
      return
    }
    if let infinite, !isDragging {
      let offset = host.contentOffset.x - origin
      jump(to: infinite.recentredOffset(offset), in: host)
    }
    if let page = realPage(at: host.contentOffset.x) { change(to: page) }
    appearIfNeeded()
    if rollTask == nil { scheduleAutoRoll() }
  }

  /// The content the user moved rests: settles, and starts the auto-roll interval from now.
  private func rest(in host: any ListHost) {
    isUserScrolling = false
    settle(in: host)
    scheduleAutoRoll()
  }

  /// Starts (or restarts) the auto-roll interval. The deadline is taken now, so a test clock
  /// advanced right after this call reaches it.
  private func scheduleAutoRoll() {
    rollTask?.cancel()
    rollTask = nil
    rollDeadline = nil
    guard let interval = configuration.autoRollInterval, !isUserScrolling, itemCount > 1 else {
      return
    }
    let deadline = _ClockDeadline(clock, after: interval)
    rollDeadline = deadline
    rollTask = Task { [weak self] in
      await deadline.wait()
      guard !Task.isCancelled else { return }
      self?.rollIfDue()
    }
  }

  /// Moves to the next page now if the auto-roll interval has passed on the clock, and starts the
  /// next interval. The carousel's task does this when the clock wakes it; tests call it through
  /// `settleAutoRoll()` after advancing a test clock.
  func rollIfDue() {
    guard let deadline = rollDeadline, deadline.hasElapsed() else { return }
    rollDeadline = nil
    rollTask?.cancel()
    rollTask = nil
    rollTick()
    if rollDeadline == nil { scheduleAutoRoll() }
  }

  private func rollTick() {
    guard let host = adapter?.host, host.isInWindow, !isUserScrolling, !isAnimating,
      isSectionVisible
    else { return }
    scroll(by: 1, animated: true)
  }
}

/// The identity of one copy of an item of an infinite carousel.
struct _CarouselCopyID: _ItemCopyID {
  var copy: Int
  var id: AnyListID

  var originalID: AnyListID { id }
}

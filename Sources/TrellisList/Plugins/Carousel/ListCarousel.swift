import Foundation
import TrellisCore
import TrellisDiff
import TrellisLayout

/// Carousel paging for one section of same-sized items scrolling horizontally: leading or centred
/// pages, looping, infinite paging, auto-rolling on a clock, programmatic moves and page lifecycle
/// callbacks.
///
///     let carousel = ListCarousel(
///       sectionID: "banners", itemLength: 300, spacing: 10, alignment: .center, isInfinite: true,
///       autoRollInterval: .seconds(4))
///     adapter.attach(carousel)
///     carousel.pageDidAppear += { page in pageControl.currentPage = page }
///     adapter.apply(ListModel { ListSection(id: "banners", banners) { ListItem($0, view: BannerCell.self) } })
///
/// The carousel acts on the section with identity ``sectionID``; other sections of the model (a
/// paginated grid) are left alone. The geometry (``itemLength``,
/// ``spacing``, section insets) must be the host layout's, or, made with
/// ``init(sectionID:alignment:isLooping:isInfinite:autoRollInterval:clock:)``, is read from it;
/// the paging math is `TrellisLayout`'s `PagingGeometry` and `InfinitePaging`. The carousel
/// follows the host's horizontal offset while its section is visible, and ignores scrolling
/// elsewhere; on a band it follows the band (below).
///
/// ## On a band
/// In a vertical feed a carousel row is a band: a section that scrolls sideways on its own
/// (`MixedSection.carousel(_:scrolling:)`). When the host has a band for the carousel's section
/// (``ListHost/bandOffset(ofSection:)`` is not `nil`: ``isOnBand``) the same carousel follows the
/// band instead of the list: the page comes from the band's offset
/// (``listHost(_:bandDidScroll:)``), ``pageDidAppear`` is sent when the band rests
/// (``listHost(_:bandDidEndScrolling:)``), and scrolling the list changes no page.
///
///     let banner = ListCarousel(
///       sectionID: "banners", alignment: .center, autoRollInterval: .seconds(4))
///     adapter.attach(banner)
///     adapter.apply(
///       ListModel(sections: [
///         ListSection(
///           id: "banners", items: bannerItems,
///           layout: .carousel(
///             GridSection(
///               itemWidth: .fractional(0.85), itemHeight: .fixed(160), groupSpacing: 10,
///               insets: LayoutInsets(left: 16, right: 16)),
///             scrolling: .groupPagingCentered)),
///         ListSection(
///           id: "products", items: productItems,
///           layout: .grid(GridSection(columns: 2, itemHeight: .fixed(100)))),
///       ]))
///
/// - **Snapping is the band's.** A released band rests where its `OrthogonalScrolling`
///   behaviour puts it (the layout's; on UIKit, the compositional section's), never through
///   `targetContentOffset`. Pair `PageAlignment.leading` with `.groupPaging` or
///   `.continuousGroupLeadingBoundary` (or `.paging` for full-width pages without spacing), and
///   `PageAlignment.center` with `.groupPagingCentered`. A `.continuous` band does not snap: the
///   carousel reports ``ListDiagnostic/carouselBandDoesNotSnap(sectionID:)``.
/// - **Moves** go through ``ListHost/scrollToItem(at:at:animated:)`` on the page's item, at
///   `.start` (leading) or `.center` (centred), since the port, like UIKit, has no band offset
///   setter. A leading page rests exactly on the band's resting point when the section has no
///   leading inset, or when the page fills the width between the insets.
/// - **The user.** The port has no band drag callback: a band move the carousel did not make
///   counts as the user scrolling, and auto-rolling waits until the band rests. During an update
///   a band also moves when its content shrinks (a clamp, followed at once); a move the host
///   calls scrolling (``ListHost/isBandScrolling(ofSection:)``: a drag, or its deceleration)
///   is the user's. While the user's band moves, ``pageDidAppear`` waits for its rest, and
///   neither an update nor a move asked meanwhile takes the band from the user. A flicked band
///   that an update moves and the host no longer calls scrolling (UIKit's layout keeps a
///   flick with the section's old index) rests where the update left it. An infinite
///   carousel recentres after each rest with a non-animated scroll to the same item in the
///   middle copy.
/// - **No item length.** Pages sized as a fraction of the container
///   (`GridItemWidth.fractional(0.85)`) have no width in the model, so the initializer without an
///   item length reads the page from the section's description at the viewport's width, with
///   the layout's own arithmetic: the carousel and the layout agree, after a rotation too.
///
/// ## Infinite paging
/// The carousel is a ``ListModelTransformProviding`` plugin: the caller's model holds each item
/// once, and the carousel's transform shows its section's items three times (identities wrapped
/// per copy, handlers kept). After every scroll stops the offset jumps to the same item in the
/// middle copy. Hooks, events, ``ListItemBindable`` and the adapter's lookups see the real item,
/// with its own identity, never a copy, so a tap on any copy reaches the real item's handlers.
/// ``realIndex(of:)`` maps a displayed path to the real index.
///
/// ## Page lifecycle
/// Page indices are real indices, never negative. When the page nearest to the viewport changes
/// (a drag crossing half a page, a programmatic move, a model change) the carousel sends
/// ``pageWillDisappear``, ``pageDidDisappear`` for the old page and ``pageWillAppear`` for the new
/// one; when scrolling stops it sends ``pageDidAppear`` once for the page at rest. A drag that
/// returns to its page sends nothing, and an update that keeps the page sends nothing.
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
/// completes at once, without waiting for a scroll-animation callback (UIKit sends none then), so
/// later moves run rather than queue behind it. An update during an animated move puts the page
/// in place; its ``pageDidAppear`` comes when the move ends (at once when the update stopped the
/// band), never while the band still moves or waits for its rest.
///
/// ## Auto-rolling
/// With ``autoRollInterval``, the carousel moves to the next page every interval on
/// the injected clock; a drag pauses it until scrolling stops, every move restarts the interval,
/// and ticks while the host is not in a window, or while the carousel's section is scrolled out
/// of view, are skipped.
///
/// ## Motion people can stop
/// Auto-rolling waits (``isAutoRollSuspended``) while the user paused it (``pause()``,
/// ``play()``, ``isPaused``), while VoiceOver runs, while Reduce Motion is on, and while one of
/// the carousel's items has accessibility or keyboard focus, as the host reports them
/// (``ListHost/accessibilityStatus``); it resumes one full interval after the last of them ends.
/// While Reduce Motion is on, programmatic moves jump to their page instead of sliding.
/// Offer a pause control beside the carousel: WCAG 2.2.2 requires one for content that moves
/// on its own for more than five seconds.
@MainActor
public final class ListCarousel: ListAdapterPlugin, ListModelTransformProviding {
  // MARK: Lifecycle

  /// Creates a carousel of the section with identity `sectionID`; attach it to an adapter, then
  /// apply models to the adapter as usual.
  ///
  ///     ListCarousel(sectionID: "banners", itemLength: 300, spacing: 10, isLooping: true)
  ///
  /// - Parameters:
  ///   - sectionID: The identity of the section whose items are the pages.
  ///   - itemLength: Each item's width.
  ///   - spacing: The space between items.
  ///   - sectionInsetLeading: The section's leading inset.
  ///   - sectionInsetTrailing: The section's trailing inset.
  ///   - alignment: Where a resting page shows its item.
  ///   - isLooping: Whether moves wrap around at the ends.
  ///   - isInfinite: Whether the content repeats endlessly.
  ///   - autoRollInterval: The interval between automatic moves, if any.
  ///   - clock: The clock auto-rolling waits on; tests pass a test clock.
  public init(
    sectionID: some Hashable & Sendable, itemLength: CGFloat, spacing: CGFloat = 0,
    sectionInsetLeading: CGFloat = 0, sectionInsetTrailing: CGFloat = 0,
    alignment: PageAlignment = .leading, isLooping: Bool = false, isInfinite: Bool = false,
    autoRollInterval: Duration? = nil, clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.sectionID = AnyListID(sectionID)
    measuresGeometry = false
    self.itemLength = itemLength
    self.spacing = spacing
    self.sectionInsetLeading = sectionInsetLeading
    self.sectionInsetTrailing = sectionInsetTrailing
    self.alignment = alignment
    self.isLooping = isLooping
    self.isInfinite = isInfinite
    self.autoRollInterval = autoRollInterval
    self.clock = clock
  }

  /// Creates a carousel of the section with identity `sectionID` that reads its page geometry
  /// from the layout: no item length to compute, so pages sized as a fraction of the container
  /// (`GridItemWidth.fractional(0.85)`) follow the viewport's width.
  ///
  ///     ListCarousel(sectionID: "banners", alignment: .center, isInfinite: true)
  ///
  /// When the section has a grid description (`ListSection.layout`, such as a
  /// `MixedSection.carousel(_:scrolling:)` band), a page is one group of it at the host's
  /// viewport width, as `GridLayout` lays it out: its width (`GridSection.groupWidth(
  /// inContainerWidth:)`), `groupSpacing` between pages and the section's side insets. Without
  /// one (a list-wide horizontal layout), the host's item frames give them: the first item's
  /// width, the gap to the second, the first item's leading edge when the section starts the
  /// content, and the space after the last item when it ends it. ``itemLength``, ``spacing``,
  /// ``sectionInsetLeading`` and ``sectionInsetTrailing`` show the values last read.
  ///
  /// - Parameters:
  ///   - sectionID: The identity of the section whose items are the pages.
  ///   - alignment: Where a resting page shows its item.
  ///   - isLooping: Whether moves wrap around at the ends.
  ///   - isInfinite: Whether the content repeats endlessly.
  ///   - autoRollInterval: The interval between automatic moves, if any.
  ///   - clock: The clock auto-rolling waits on; tests pass a test clock.
  public init(
    sectionID: some Hashable & Sendable, alignment: PageAlignment = .leading,
    isLooping: Bool = false, isInfinite: Bool = false, autoRollInterval: Duration? = nil,
    clock: any Clock<Duration> = ContinuousClock()
  ) {
    self.sectionID = AnyListID(sectionID)
    measuresGeometry = true
    itemLength = 0
    spacing = 0
    sectionInsetLeading = 0
    sectionInsetTrailing = 0
    self.alignment = alignment
    self.isLooping = isLooping
    self.isInfinite = isInfinite
    self.autoRollInterval = autoRollInterval
    self.clock = clock
  }

  // MARK: Public

  /// The identity of the section whose items are the pages.
  ///
  ///     carousel.sectionID  // "banners"
  public let sectionID: AnyListID

  /// Whether the carousel reads its page geometry from the layout: made with
  /// ``init(sectionID:alignment:isLooping:isInfinite:autoRollInterval:clock:)``, which takes no
  /// item length.
  ///
  ///     ListCarousel(sectionID: "banners").measuresGeometry  // true
  public let measuresGeometry: Bool

  /// Each item's width: as given, or, when the carousel ``measuresGeometry``, as last read from
  /// the layout (0 before the first layout).
  ///
  ///     carousel.itemLength  // 300
  public private(set) var itemLength: CGFloat
  /// The space between items (the layout's line spacing, or a band's group spacing).
  public private(set) var spacing: CGFloat
  /// The section's leading inset.
  public private(set) var sectionInsetLeading: CGFloat
  /// The section's trailing inset.
  public private(set) var sectionInsetTrailing: CGFloat
  /// Where a resting page shows its item.
  public let alignment: PageAlignment
  /// Whether moving past the last page goes to the first (and back from the first to the last).
  public let isLooping: Bool
  /// Whether the content repeats endlessly in both directions.
  public let isInfinite: Bool
  /// The interval between automatic moves to the next page; `nil` for none.
  public let autoRollInterval: Duration?

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

  /// Whether the user paused auto-rolling (``pause()``, ``play()``).
  ///
  ///     carousel.isPaused  // false until the user taps the pause control
  public internal(set) var isPaused = false

  /// ``isPaused`` changed: a pause/play control updates its title and accessibility label.
  ///
  ///     carousel.isPausedDidChange += { paused in button.title = paused ? "Play" : "Pause" }
  public let isPausedDidChange = Event<Bool>()

  /// The real index of the page nearest to the viewport, or `nil` without items.
  ///
  ///     carousel.currentPage  // 2
  public private(set) var currentPage: Int?

  /// The number of real items.
  ///
  ///     carousel.itemCount  // 5, though an infinite carousel shows 15
  public private(set) var itemCount = 0

  /// Whether the carousel's section is a band on its host: an orthogonal section that scrolls
  /// sideways on its own (`ListHost.bandOffset(ofSection:)` is not `nil`). The carousel then
  /// follows the band's offset and ignores the list's.
  ///
  ///     carousel.isOnBand  // true for a `MixedSection.carousel` section of a vertical feed
  public var isOnBand: Bool { bandSection != nil }

  /// What VoiceOver says after a three-finger scroll turned the carousel's page (posted as
  /// ``ListAccessibilityNotification/pageScrolled(_:)``): "Page 2 of 5" by default. It gets the
  /// real page index (from 0) and the number of pages; localise it here.
  ///
  ///     carousel.accessibilityPageDescription = { page, count in
  ///       "Banner \(page + 1) of \(count)"
  ///     }
  public var accessibilityPageDescription: @MainActor (_ page: Int, _ count: Int) -> String = {
    page, count in "Page \(page + 1) of \(count)"
  }

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
    let animated = animatesMove(animated)
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

  /// Positions the current page (clamped to the item count) when the section changed, or when
  /// the adapter shows fewer items than the model held (`DuplicatePolicy.keepFirst` drops
  /// repeated identities): the pages are the items shown.
  public func adapterDidUpdate(_ adapter: ListAdapter) {
    checkBandBehavior(in: adapter)
    countShownPages(in: adapter)
    guard needsPositioning else { return }
    needsPositioning = false
    didApply()
  }

  /// Follows the page nearest to the viewport; on a band, the list's own scrolling changes
  /// nothing (the band's offset does not move).
  public func listHostDidScroll(_ host: any ListHost) {
    guard bandSection == nil else { return }
    trackPage(in: host)
  }

  /// Pauses auto-rolling until the content rests (along the list's axis; on a band, a drag of
  /// the list is not a drag of the pages).
  public func listHostWillBeginDragging(_ host: any ListHost) {
    guard bandSection == nil else { return }
    isDragging = true
    isUserScrolling = true
    rollTask?.cancel()
    rollTask = nil
    rollDeadline = nil
  }

  /// Snaps the drag's resting offset to a page: `PagingGeometry`'s (or, infinite,
  /// `InfinitePaging`'s) `targetOffset(releasedAt:velocity:)` from the offset at release and the
  /// horizontal velocity. Leaves the target alone while the carousel's section is out of view,
  /// and always on a band, whose own `OrthogonalScrolling` behaviour picks where it rests.
  public func listHostWillEndDragging(
    _ host: any ListHost, velocity: CGPoint, targetContentOffset: inout CGPoint
  ) {
    guard bandSection == nil, isSectionVisible, itemCount > 0, let geometry else { return }
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
    guard bandSection == nil else { return }
    isDragging = false
    if !willDecelerate { rest(in: host) }
  }

  /// Settles: the content the user moved rests.
  public func listHostDidEndDecelerating(_ host: any ListHost) {
    guard bandSection == nil else { return }
    rest(in: host)
  }

  /// Ends a programmatic move: runs the moves requested meanwhile, or settles.
  public func listHostDidEndScrollingAnimation(_ host: any ListHost) {
    guard bandSection == nil else { return }
    endMove(in: host)
  }

  /// On a band, keeps the current page in place when the viewport's width changes (fractional
  /// pages change length): the band moves to the page's new resting point.
  public func listHostDidChangeViewportSize(_ host: any ListHost) {
    guard bandSection != nil, currentPage != nil, !isAnimating else { return }
    isUserScrolling = false
    didApply()
  }

  /// Follows the page at the band's offset; a move the carousel did not make (the port has no
  /// band drag callback) counts as the user scrolling, and pauses auto-rolling until the band
  /// rests: outside an update always, during one when the host says the band scrolls
  /// (``ListHost/isBandScrolling(ofSection:)``). Otherwise the update moved it (a clamp): the
  /// band rests there, and its page appears.
  public func listHost(_ host: any ListHost, bandDidScroll section: Int) {
    guard section == bandSection else { return }
    let offset = host.bandOffset(ofSection: section)
    // A report that repeats the last offset is not a move.
    let moved = lastBandOffset != nil && offset != lastBandOffset
    let isFirst = lastBandOffset == nil
    lastBandOffset = offset
    guard !isRecentring else { return }
    // The band appeared after the carousel positioned its page (UIKit lays bands out after the
    // first apply): put the page in place now.
    if isFirst, !isMovingBand, !isAnimating, currentPage != nil { return didApply() }
    if moved, !isMovingBand, !isAnimating {
      if adapter?.isApplying != true || host.isBandScrolling(ofSection: section) {
        userDidScrollBand()
      } else {
        // Moved by the update (a clamp, or the band's first report at a new index on UIKit): it
        // rests where the update left it, and no rest need follow. So does a band the user
        // flicked that the host no longer reports scrolling (on UIKit the flick's motion stays
        // with the band's old index).
        trackPage(in: host)
        return isUserScrolling ? rest(in: host) : settle(in: host)
      }
    }
    trackPage(in: host)
  }

  /// Settles when the band rests: ends a programmatic move (running the moves requested
  /// meanwhile), or, after the user scrolled it, announces the page at rest and restarts the
  /// auto-roll interval.
  public func listHost(_ host: any ListHost, bandDidEndScrolling section: Int) {
    guard section == bandSection else { return }
    lastBandOffset = host.bandOffset(ofSection: section)
    guard !isRecentring else { return }
    if isMovingBand {
      bandMoveEnded = true
    } else if isAnimating {
      endMove(in: host)
    } else {
      rest(in: host)
    }
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
    transformSection(of: model)
  }

  // MARK: Internal

  /// Ends a programmatic move: runs the moves requested meanwhile, or settles.
  func endMove(in host: any ListHost) {
    guard isAnimating else { return settle(in: host) }
    isAnimating = false
    if pendingSteps != 0 {
      let steps = pendingSteps
      pendingSteps = 0
      return scroll(by: steps, animated: true)
    }
    settle(in: host)
  }

  /// Counts the pages the adapter shows: under `DuplicatePolicy.keepFirst` it drops repeated
  /// identities, so the section shows fewer items than the model the carousel transformed.
  /// Repositions the page when the count changes.
  func countShownPages(in adapter: ListAdapter) {
    guard let section = sectionIndex else { return }
    let shown = adapter.sections[section].items.count
    // An infinite carousel shows three copies, each deduplicated alike.
    let pages = isInfinite && itemCount > 1 ? shown / 3 : shown
    guard pages != itemCount else { return }
    itemCount = pages
    needsPositioning = true
  }

  /// The carousel's transform: see ``transform(_:in:)``.
  func transformSection(of model: ListModel) -> ListModel {
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
    if isInfinite && itemCount > 1 {
      let items = section.items
      section.items = (0..<3).flatMap { copy in
        items.map { ListItem(copying: $0, as: _CarouselCopyID(copy: copy, id: $0.id)) }
      }
    }
    model.sections[index] = section
    return model
  }

  /// The geometry of the displayed (raw) items.
  var geometry: PagingGeometry? { infinite?.geometry ?? realGeometry }

  /// The infinite paging math, when the carousel repeats its content.
  var infinite: InfinitePaging? {
    guard isInfinite, itemCount > 1, let real = realGeometry else { return nil }
    return InfinitePaging(repeating: real)
  }

  /// The index of the carousel's section in the displayed data.
  var sectionIndex: Int? {
    adapter?.sections.firstIndex { $0.id == sectionID }
  }

  /// The index of the carousel's section when the host shows it as a band (an orthogonal section
  /// that scrolls sideways on its own); `nil` when its pages scroll with the list.
  var bandSection: Int? {
    guard let host = adapter?.host, let section = sectionIndex,
      host.bandOffset(ofSection: section) != nil
    else { return nil }
    return section
  }

  /// Where the carousel's section starts along the content: 0 on a band or when it is the first
  /// section, else its first item's leading edge less the section inset.
  var origin: CGFloat {
    guard let section = sectionIndex, section > 0, bandSection == nil,
      let frame = adapter?.host?.frameForItem(at: ItemPath(item: 0, section: section))
    else { return 0 }
    return frame.minX - sectionInsetLeading
  }

  /// Whether a cell of the carousel's section is visible.
  var isSectionVisible: Bool {
    guard let host = adapter?.host, let section = sectionIndex else { return false }
    return host.indexPathsForVisibleItems.contains { $0.section == section }
  }

  /// The adapter the carousel is attached to.
  private(set) weak var adapter: ListAdapter?
  /// Whether a band move the carousel asked for is running inside the host's
  /// `scrollToItem(at:at:animated:)`: the band callbacks it causes are the carousel's own.
  var isMovingBand = false
  /// Whether the band rested during the carousel's own band move.
  var bandMoveEnded = false
  /// Whether the carousel is putting its pages in place without a user-visible move (infinite
  /// recentring, positioning after an update): no page tracking meanwhile.
  var isRecentring = false
  /// Whether content the user moved has not rested yet: from the start of a drag until the drag
  /// ends without deceleration, or the deceleration after it ends; on a band, from a band move the
  /// carousel did not make until the band rests. Auto-roll waits meanwhile.
  var isUserScrolling = false
  /// The band offset the carousel last heard of; `nil` before the first.
  var lastBandOffset: CGFloat?
  /// The description of the carousel's section last reported as one that cannot snap.
  var reportedBandLayout: MixedSection?

  /// How far the pages are scrolled in the carousel's geometry: the band's offset, or the
  /// list's horizontal offset from the section's ``origin``.
  func pagesOffset(in host: any ListHost) -> CGFloat {
    if let section = sectionIndex, let offset = host.bandOffset(ofSection: section) {
      return offset
    }
    return host.contentOffset.x - origin
  }

  /// Whether the carousel's band moves on its own account (the user drags it, or it decelerates
  /// after a flick), not by the carousel's move: its rest (`bandDidEndScrolling`) settles it.
  func isUserMovingBand(in host: any ListHost) -> Bool {
    guard !isMovingBand, !isAnimating, let section = bandSection else { return false }
    return host.isBandScrolling(ofSection: section)
  }

  /// Pauses auto-rolling until the band rests: the user moved it.
  func userDidScrollBand() {
    isUserScrolling = true
    rollTask?.cancel()
    rollTask = nil
    rollDeadline = nil
  }

  // MARK: Private

  /// The geometry of the real items in the host's viewport.
  private var realGeometry: PagingGeometry? {
    guard let host = adapter?.host else { return nil }
    if measuresGeometry { measure(in: host) }
    let insets = contentInsets(of: host)
    return PagingGeometry(
      itemLength: itemLength, spacing: spacing, itemCount: itemCount,
      viewportLength: host.viewportSize.width,
      sectionInsetLeading: sectionInsetLeading,
      sectionInsetTrailing: sectionInsetTrailing,
      contentInsetLeading: insets.leading, contentInsetTrailing: insets.trailing,
      alignment: alignment)
  }

  private let clock: any Clock<Duration>
  private var hasAppeared = false
  /// Steps asked during an animated move, made when it ends (internal: the accessibility scroll
  /// counts them to name the page it lands on).
  var pendingSteps = 0
  /// The real page an animated move heads for, while ``isAnimating`` (the accessibility scroll
  /// names the page it lands on from it).
  var headingPage: Int?
  private var isDragging = false
  private var rollTask: Task<Void, Never>?
  private var rollDeadline: _ClockDeadline?
  /// Whether the carousel is on a band of a viewport with no width: its pages have no length
  /// there, so the band's offset (clamped to nothing) says nothing about the page.
  private func isBandCollapsed(in host: any ListHost) -> Bool {
    bandSection != nil && host.viewportSize.width <= 0
  }

  /// The carousel's section (real items) in the last model transformed.
  private var lastSection: ListSection?
  /// Whether the section changed since the current page was last positioned.
  private var needsPositioning = false

  /// The host's content insets when the carousel's section starts the list's content; none
  /// otherwise, and none on a band.
  private func contentInsets(of host: any ListHost) -> (leading: CGFloat, trailing: CGFloat) {
    guard (sectionIndex ?? 0) == 0, bandSection == nil else { return (0, 0) }
    return (host.contentInset.left, host.contentInset.right)
  }

  /// Reads the page geometry of a carousel made without an item length: from the section's
  /// grid description at the viewport's width, else from the host's item frames.
  private func measure(in host: any ListHost) {
    guard let section = sectionIndex, let adapter else { return }
    if case .grid(let grid)? = adapter.sections[section].layout {
      let width = host.viewportSize.width
      itemLength = grid.groupWidth(inContainerWidth: width)
      spacing = grid.groupSpacing
      sectionInsetLeading = grid.insets.left
      sectionInsetTrailing = grid.insets.right
      return
    }
    let count = adapter.sections[section].items.count
    guard count > 0, let first = host.frameForItem(at: ItemPath(item: 0, section: section))
    else { return }
    itemLength = first.width
    if count > 1, let second = host.frameForItem(at: ItemPath(item: 1, section: section)) {
      spacing = max(0, second.minX - first.maxX)
    } else {
      spacing = 0
    }
    let band = host.bandOffset(ofSection: section)
    let isFirst = section == 0 || band != nil
    sectionInsetLeading = isFirst ? first.minX + (band ?? 0) : 0
    let isLast = section == adapter.sections.count - 1
    if band == nil, isLast,
      let last = host.frameForItem(at: ItemPath(item: count - 1, section: section))
    {
      sectionInsetTrailing = max(0, host.contentSize.width - last.maxX)
    } else {
      sectionInsetTrailing = band == nil ? 0 : sectionInsetLeading
    }
  }

  /// The real page at `offset` of the carousel's geometry; never negative.
  private func realPage(at offset: CGFloat) -> Int? {
    guard itemCount > 0 else { return nil }
    if let infinite { return infinite.realPage(at: offset) }
    return geometry.map { min($0.page(at: offset), itemCount - 1) }
  }

  /// Scrolls to `offset` of the carousel's geometry without animation, as a recentring (no page
  /// tracking while it happens).
  private func jump(to offset: CGFloat, in host: any ListHost) {
    isRecentring = true
    defer { isRecentring = false }
    if let section = bandSection, let geometry {
      moveBand(section, toPage: geometry.page(at: offset), of: geometry, animated: false, in: host)
      return
    }
    let target = origin + offset
    // A list that cannot scroll sideways (a vertical feed before its band is laid out) stays.
    guard target != host.contentOffset.x, host.contentSize.width > host.viewportSize.width
    else { return }
    do {
      try host.setContentOffset(CGPoint(x: target, y: host.contentOffset.y), animated: false)
    } catch {
      adapter?.diagnostics.report(.hostRejectedUpdate(error))
    }
  }

  /// Scrolls the band of `section` so that raw page `page` rests where `geometry` puts it,
  /// through the host's `scrollToItem(at:at:animated:)` on the page's item (the port has no
  /// band offset setter), at the position whose offset is that resting point, or nearest it.
  ///
  /// - Returns: Whether the move is over: the band did not need to move, the move was not
  ///   animated, or the host ended it at once.
  @discardableResult
  private func moveBand(
    _ section: Int, toPage page: Int, of geometry: PagingGeometry, animated: Bool,
    in host: any ListHost
  ) -> Bool {
    let wanted = geometry.offset(ofPage: page)
    let start = geometry.sectionInsetLeading + CGFloat(page) * geometry.pageLength
    func clamped(_ offset: CGFloat) -> CGFloat {
      min(max(offset, geometry.minOffset), geometry.maxOffset)
    }
    let preferred: ListScrollPosition = alignment == .center ? .center : .start
    let candidates: [(ListScrollPosition, CGFloat)] = [
      (.start, clamped(start)),
      (.center, clamped(start + geometry.itemLength / 2 - geometry.viewportLength / 2)),
      (.end, clamped(start + geometry.itemLength - geometry.viewportLength)),
    ]
    var best = candidates.first { $0.0 == preferred } ?? candidates[0]
    for candidate in candidates where abs(candidate.1 - wanted) < abs(best.1 - wanted) - 0.5 {
      best = candidate
    }
    let current = host.bandOffset(ofSection: section) ?? 0
    guard abs(best.1 - current) > 1e-9 else { return true }
    // While the adapter applies a model or diffs one off the main actor, or before the host
    // shows the page's item, the host may still show the previous model: the carousel puts its
    // page in place once the next update is done (adapterDidUpdate).
    guard adapter?.isApplying != true, adapter?.isDiffing != true,
      host.frameForItem(at: ItemPath(item: page, section: section)) != nil
    else {
      needsPositioning = true
      return true
    }
    isMovingBand = true
    bandMoveEnded = false
    defer { isMovingBand = false }
    do {
      try host.scrollToItem(
        at: ItemPath(item: page, section: section), at: best.0, animated: animated)
    } catch {
      adapter?.diagnostics.report(.hostRejectedUpdate(error))
      return true
    }
    return bandMoveEnded || !animated
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
    // The user's flick goes on across the update: the page is the one at the band's offset, and
    // it appears when the band rests.
    if isUserMovingBand(in: host) {
      userDidScrollBand()
      if let section = bandSection { lastBandOffset = host.bandOffset(ofSection: section) }
      return trackPage(in: host)
    }
    let page = min(currentPage ?? 0, itemCount - 1)
    // A collapsed viewport has no pages: the band is clamped to nothing, the page stays, and it
    // is put in place when the viewport is back (listHostDidChangeViewportSize).
    if !isBandCollapsed(in: host) {
      let raw = infinite?.rawIndex(ofReal: page) ?? page
      jump(to: geometry.offset(ofPage: raw), in: host)
    }
    if let section = bandSection { lastBandOffset = host.bandOffset(ofSection: section) }
    change(to: page)
    // The carousel's own animated move has not ended: its band still moves, or landed and waits
    // for its rest, and the move's end announces the page; a band the jump stopped ends it now.
    if isAnimating, let section = bandSection {
      if host.isBandScrolling(ofSection: section) { return }
      return endMove(in: host)
    }
    appearIfNeeded()
    if rollTask == nil { scheduleAutoRoll() }
  }

  private func scroll(by steps: Int, animated: Bool) {
    guard let host = adapter?.host, let geometry, itemCount > 0, steps != 0,
      !isBandCollapsed(in: host)
    else { return }
    let offset = pagesOffset(in: host)
    let target: CGFloat?
    if infinite != nil {
      target = geometry.offset(movingPages: steps, from: offset, looping: false)
    } else {
      target = geometry.offset(
        movingPages: steps, from: offset, looping: isLooping)
    }
    guard let target, target != offset else { return settle(in: host) }
    isAnimating = animated
    headingPage = animated ? realPage(at: target) : nil
    if let section = bandSection {
      let page = geometry.page(at: target)
      if moveBand(section, toPage: page, of: geometry, animated: animated, in: host) {
        // Over at once (not animated, or a host whose band moves take no time): end it here.
        isAnimating = animated
        endMove(in: host)
      }
      return
    }
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
    // Along the list's axis the offset is another section's while this one is out of view; a
    // band's offset is its own.
    guard !isRecentring, bandSection != nil || isSectionVisible, !isBandCollapsed(in: host),
      let page = realPage(at: pagesOffset(in: host))
    else { return }
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
  /// carousel's section is in view. A band the user still moves (a move asked during an update
  /// waited for it) settles at its rest instead.
  func settle(in host: any ListHost) {
    guard bandSection != nil || isSectionVisible, !isBandCollapsed(in: host) else {
      if rollTask == nil { scheduleAutoRoll() }
      return
    }
    if isUserMovingBand(in: host) { return userDidScrollBand() }
    if let infinite, !isDragging {
      let offset = pagesOffset(in: host)
      let recentred = infinite.recentredOffset(offset)
      if recentred != offset { jump(to: recentred, in: host) }
    }
    if let page = realPage(at: pagesOffset(in: host)) { change(to: page) }
    appearIfNeeded()
    if rollTask == nil { scheduleAutoRoll() }
  }

  /// The content the user moved rests: settles, and starts the auto-roll interval from now.
  func rest(in host: any ListHost) {
    isUserScrolling = false
    settle(in: host)
    scheduleAutoRoll()
  }

  /// Starts (or restarts) the auto-roll interval. The deadline is taken now, so a test clock
  /// advanced right after this call reaches it.
  func scheduleAutoRoll() {
    rollTask?.cancel()
    rollTask = nil
    rollDeadline = nil
    guard let interval = autoRollInterval, !isUserScrolling, itemCount > 1,
      !isAutoRollSuspended
    else {
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

  /// Stops the auto-roll interval without starting another.
  func stopAutoRoll() {
    rollTask?.cancel()
    rollTask = nil
    rollDeadline = nil
  }

  private func rollTick() {
    guard let host = adapter?.host, host.isInWindow, !isUserScrolling, !isAnimating,
      isSectionVisible, !isAutoRollSuspended
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

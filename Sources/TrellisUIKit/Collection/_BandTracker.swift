#if canImport(UIKit) && !os(watchOS)
  import TrellisCore
  import TrellisDiff
  import TrellisLayout
  import UIKit

  /// Each orthogonal section's band: its offset and visible items, as its
  /// `visibleItemsInvalidationHandler` reports them on every layout pass (every frame of a
  /// sideways scroll), and when it comes to rest.
  ///
  /// The handler stores what UIKit hands it and allocates nothing: the layout makes room for
  /// every section before the pass. A repeated offset changes nothing and announces nothing;
  /// a new one is announced through ``offsetDidChange`` and marks the band as moving. A moving
  /// band rests (``didRest``) once its offset has not changed for ``restDelay`` on the clock and
  /// is at one of its resting points (``_BandStops``); one deadline serves every band and is
  /// taken once per ``restDelay`` while bands move, never per frame. An animated scroll to an
  /// item (``willScrollByProgram(section:)``) moves the band from its start, before its first
  /// frame.
  @MainActor
  final class _BandTracker {
    /// One band's last report.
    struct Band {
      var offset: CGFloat
      var visibleItems: [any NSCollectionLayoutVisibleItem]
    }

    init(clock: any Clock<Duration>) { self.clock = clock }

    /// How long a band's offset stays the same before the band counts as resting.
    static let restDelay: Duration = .milliseconds(100)

    /// Called with a section and its band's new offset, once per change.
    var offsetDidChange: ((Int, CGFloat) -> Void)?

    /// Called with a section whose band came to rest.
    var didRest: ((Int) -> Void)?

    /// How many offset changes were announced (for tests of the handler's cost).
    private(set) var announcements = 0

    /// How long a band stays still off its resting points before it rests there anyway: longer
    /// than a deceleration, so either the deceleration ended where the band's content no longer
    /// has a resting point (it changed during the flight) or a finger held it that long.
    static let heldRestDelay: Duration = .seconds(1)

    /// Whether a band moved and has not rested yet.
    var hasPendingRests: Bool { motions.contains { $0 != .still } }

    /// Whether the band of `section` moved and has not been reported at rest: it moves, waits
    /// for its rest delay, or holds still off its resting points (a finger holds it).
    func isMoving(section: Int) -> Bool {
      motions.indices.contains(section) && motions[section] != .still
    }

    /// The band's offset along the cross axis, or `nil` when `section` has no band (yet).
    func offset(ofSection section: Int) -> CGFloat? {
      bands.indices.contains(section) ? bands[section]?.offset : nil
    }

    /// The paths of the band's visible items, in order; empty without a band.
    func visibleItems(inSection section: Int) -> [ItemPath] {
      guard bands.indices.contains(section), let band = bands[section] else { return [] }
      return band.visibleItems.filter { $0.representedElementCategory == .cell }
        .map { ItemPath($0.indexPath) }.sorted()
    }

    /// Makes room for `sections` bands; forgets the bands of sections that no longer exist.
    func reserve(sections: Int) {
      if bands.count < sections {
        let added = sections - bands.count
        bands.append(contentsOf: repeatElement(nil, count: added))
        stops.append(contentsOf: repeatElement(nil, count: added))
        motions.append(contentsOf: repeatElement(.still, count: added))
        isProgrammatic.append(contentsOf: repeatElement(false, count: added))
        arrivedAtRestingPoint.append(contentsOf: repeatElement(false, count: added))
        heldDeadlines.append(contentsOf: repeatElement(nil, count: added))
      } else if bands.count > sections {
        let removed = bands.count - sections
        bands.removeLast(removed)
        stops.removeLast(removed)
        motions.removeLast(removed)
        isProgrammatic.removeLast(removed)
        arrivedAtRestingPoint.removeLast(removed)
        heldDeadlines.removeLast(removed)
      }
    }

    /// Forgets the band of `section`, which has none.
    func forget(section: Int) {
      guard bands.indices.contains(section) else { return }
      bands[section] = nil
      stops[section] = nil
      motions[section] = .still
      isProgrammatic[section] = false
      arrivedAtRestingPoint[section] = false
      heldDeadlines[section] = nil
    }

    /// Records where the band of `section` may rest (from the section the layout just built).
    func setStops(_ bandStops: _BandStops, forSection section: Int) {
      guard stops.indices.contains(section) else { return }
      stops[section] = bandStops
    }

    /// The handler of `section`'s band.
    func handler(forSection section: Int)
      -> NSCollectionLayoutSectionVisibleItemsInvalidationHandler
    {
      { [weak self] items, offset, _ in
        MainActor.assumeIsolated { self?.record(items, offset: offset.x, inSection: section) }
      }
    }

    /// Records a report of the band of `section`; announces the offset when it changed.
    func record(
      _ items: [any NSCollectionLayoutVisibleItem], offset: CGFloat, inSection section: Int
    ) {
      guard bands.indices.contains(section) else { return }
      let previous = bands[section]?.offset
      bands[section] = Band(offset: offset, visibleItems: items)
      guard previous != offset else { return }
      // Where it stops counts with the resting points of now: an update that clamps the band to
      // its end and then grows it again leaves it at rest off the new resting points.
      arrivedAtRestingPoint[section] = stops[section]?.isRestingPoint(offset) ?? true
      announcements += 1
      // The band's first report is where it starts, not a move.
      if previous != nil { didMove(section) }
      offsetDidChange?(section, offset)
    }

    /// Reports the band of `section` at rest now if it moved: a move that ends at once (a
    /// non-animated scroll to an item).
    func restNow(section: Int) {
      guard motions.indices.contains(section), motions[section] != .still else { return }
      motions[section] = .still
      isProgrammatic[section] = false
      heldDeadlines[section] = nil
      didRest?(section)
    }

    /// Notes that the program scrolls the band of `section` (an animated scroll to an item): it
    /// rests where that scroll ends, a resting point of its behaviour or not, and counts as
    /// moving from now until then. Until the scroll moves the band (UIKit reports its frames
    /// through the handler), a rest that an earlier move waited for is not due: that rest would
    /// come while the scroll runs. A scroll that never moves the band rests after
    /// ``heldRestDelay``.
    func willScrollByProgram(section: Int) {
      guard isProgrammatic.indices.contains(section) else { return }
      isProgrammatic[section] = true
      motions[section] = .scrolling
      heldDeadlines[section] = _ClockDeadline(clock, after: Self.heldRestDelay)
      armIfNeeded()
    }

    /// Ends the rests that are due: each band that moved and has not moved for ``restDelay``
    /// rests if it is at a resting point, else it is held until it moves again or
    /// ``heldRestDelay`` passes; one that moved since starts another delay.
    func settleRests() {
      guard let deadline, deadline.hasElapsed() else { return }
      self.deadline = nil
      var rested: [Int] = []
      for section in motions.indices {
        switch motions[section] {
        case .still: continue
        case .scrolling:
          // The program's scroll has not moved the band for a long time: it moved nothing.
          guard heldDeadlines[section]?.hasElapsed() ?? true else { continue }
          motions[section] = .still
          heldDeadlines[section] = nil
          isProgrammatic[section] = false
          rested.append(section)
        case .held:
          // Still off its resting points for a long time: at rest there.
          guard heldDeadlines[section]?.hasElapsed() ?? true else { continue }
          motions[section] = .still
          heldDeadlines[section] = nil
          rested.append(section)
        case .moved:
          // Moved during the last delay: wait another one.
          motions[section] = .waiting
        case .waiting:
          let offset = bands[section]?.offset ?? 0
          if isProgrammatic[section] || arrivedAtRestingPoint[section]
            || stops[section]?.isRestingPoint(offset) ?? true
          {
            motions[section] = .still
            rested.append(section)
          } else {
            motions[section] = .held
            heldDeadlines[section] = _ClockDeadline(clock, after: Self.heldRestDelay)
          }
          isProgrammatic[section] = false
        }
      }
      if hasPendingRests { armIfNeeded() }
      for section in rested { didRest?(section) }
    }

    // MARK: Private

    /// Whether a band moved since the last check.
    private enum Motion {
      /// At rest, or never moved.
      case still
      /// An animated scroll to an item started and has not moved the band yet; it moves (and
      /// waits for its rest delay) at its first frame, or rests after ``heldRestDelay``.
      case scrolling
      /// Moved during the current delay, after it started.
      case moved
      /// Has not moved since the current delay started; rests when it ends.
      case waiting
      /// Has not moved for a whole delay, off its resting points: a finger holds it, or its
      /// deceleration ended off the points its content has now. It rests after its next move,
      /// or after ``heldRestDelay`` without one.
      case held
    }

    private let clock: any Clock<Duration>
    /// The band of each section that reported one, by section index.
    private var bands: [Band?] = []
    /// Each band's resting points.
    private var stops: [_BandStops?] = []
    private var motions: [Motion] = []
    /// Whether the program scrolls each band (it rests wherever that scroll ends).
    private var isProgrammatic: [Bool] = []
    /// Whether each band's last move ended at a resting point of the band as it was then.
    private var arrivedAtRestingPoint: [Bool] = []
    /// When each held band rests anyway.
    private var heldDeadlines: [_ClockDeadline?] = []
    /// The end of the current delay, while bands move.
    private var deadline: _ClockDeadline?

    /// Marks the band of `section` as moved: the first move starts a delay (and waits for its
    /// end), a move during one waits for another.
    private func didMove(_ section: Int) {
      heldDeadlines[section] = nil
      if deadline == nil {
        motions[section] = .waiting
        armIfNeeded()
      } else {
        motions[section] = .moved
      }
    }

    /// Starts a delay unless one runs.
    private func armIfNeeded() {
      guard deadline == nil else { return }
      let deadline = _ClockDeadline(clock, after: Self.restDelay)
      self.deadline = deadline
      Task { @MainActor [weak self] in
        await deadline.wait()
        self?.settleRests()
      }
    }
  }

  /// Where a band may come to rest, by its behaviour: a test per offset, without allocating.
  struct _BandStops {
    /// The band's behaviour.
    var behavior: OrthogonalScrolling
    /// The distance between resting points; 0 when every offset is one.
    var page: CGFloat
    /// The resting point of the first page.
    var origin: CGFloat
    /// The band's largest offset.
    var limit: CGFloat

    /// The resting points of a band with `description` and `count` items in a container
    /// `width` wide, as UIKit's behaviours place them.
    init(_ description: MixedSection, count: Int, width: CGFloat) {
      behavior = description.orthogonalScrolling
      guard case .grid(let grid) = description else {
        page = 0
        origin = 0
        limit = 0
        return
      }
      let group = grid.groupWidth(inContainerWidth: width)
      let groups = CGFloat((count + grid.columns - 1) / max(1, grid.columns))
      let content =
        grid.insets.horizontal + groups * group + max(0, groups - 1) * grid.groupSpacing
      limit = max(0, content - width)
      switch behavior {
      case .none, .continuous:
        page = 0
        origin = 0
      case .paging:
        page = width
        origin = 0
      case .groupPaging, .continuousGroupLeadingBoundary:
        page = group + grid.groupSpacing
        origin = 0
      case .groupPagingCentered:
        page = group + grid.groupSpacing
        origin = grid.insets.left + group / 2 - width / 2
      }
    }

    /// Whether a band of this behaviour may rest at `offset` (within half a point).
    func isRestingPoint(_ offset: CGFloat) -> Bool {
      let tolerance: CGFloat = 0.5
      guard page > 0 else { return true }
      if abs(offset) <= tolerance || abs(offset - limit) <= tolerance { return true }
      let pages = (offset - origin) / page
      return abs(pages - pages.rounded()) * page <= tolerance
    }
  }
#endif

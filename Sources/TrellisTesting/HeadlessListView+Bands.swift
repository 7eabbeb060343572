import Foundation
import TrellisCore
import TrellisDiff
import TrellisLayout
import TrellisList

extension HeadlessListView {
  // MARK: Public

  /// How far the band of `section` is scrolled sideways, or `nil` when the section has no band.
  ///
  ///     try host.dragBand(ofSection: 0, by: 120, releasingWith: 0.5)
  ///     host.bandOffset(ofSection: 0)  // still 120: the band decelerates towards the next page
  ///
  /// A band is the sideways scroller of an orthogonal section (a grid section whose
  /// `orthogonalScrolling` is not `.none`, `MixedSection.carousel(_:scrolling:)`): each has its
  /// own offset, from 0 to its content length (`OrthogonalScrollingInfo.contentLength`) less the
  /// viewport's width, and its items are shown, hit and reported
  /// (``frameForItem(at:)``, ``indexPathsForItems(in:)``, ``snapshot()``) moved left by it. The
  /// offset follows its section across batches (section inserts, deletes and moves before it),
  /// survives the section scrolling off screen and back, and is clamped when the band's content
  /// shrinks. As on UIKit, where a reload rebuilds every section, ``reloadData()`` puts every
  /// band back at 0, and so does a batch that reloads the band's section.
  ///
  /// - Parameter section: A section index in the displayed data.
  /// - Returns: The band's offset, or `nil`.
  public func bandOffset(ofSection section: Int) -> CGFloat? {
    bands[section]?.offset
  }

  /// Whether the band of `section` is decelerating after a drag (see
  /// ``dragBand(ofSection:by:releasingWith:)``); `false` for a section without a band.
  ///
  ///     try host.dragBand(ofSection: 0, by: 40, releasingWith: 1)
  ///     host.isBandDecelerating(ofSection: 0)  // true until settleDeceleration()
  ///
  /// - Parameter section: A section index in the displayed data.
  /// - Returns: Whether the band moves towards its resting point.
  public func isBandDecelerating(ofSection section: Int) -> Bool {
    bands[section]?.deceleration != nil
  }

  /// Whether the band of `section` moves and will rest with `bandDidEndScrolling`: the user's
  /// finger moves it (during the `bandDidScroll` of ``dragBand(ofSection:by:releasingWith:)``)
  /// or it decelerates after the release (``isBandDecelerating(ofSection:)``). A band moved by
  /// ``scrollToItem(at:at:animated:)`` rests at once, and one clamped by an update never moved
  /// on its own: neither scrolls.
  ///
  ///     try host.dragBand(ofSection: 0, by: 40, releasingWith: 1)
  ///     host.isBandScrolling(ofSection: 0)  // true until settleDeceleration()
  ///
  /// - Parameter section: A section index in the displayed data.
  /// - Returns: Whether the band moves and has not rested yet.
  public func isBandScrolling(ofSection section: Int) -> Bool {
    guard let band = bands[section] else { return false }
    return band.isDragged || band.deceleration != nil
  }

  /// Simulates the user dragging the band of `section` sideways by `translation` and lifting the
  /// finger at `velocity`: only that band moves, never the list nor another band.
  ///
  ///     try host.dragBand(ofSection: 0, by: 60, releasingWith: 0.4)  // a flick to the left
  ///     await clock.advance(by: host.decelerationDuration)
  ///     try host.settleDeceleration()
  ///     host.bandOffset(ofSection: 0)  // 320: the next page of a `.paging` band
  ///
  /// In order: the band moves by `translation` (clamped to its range), items that enter or leave
  /// the viewport sideways are displayed or ended, and `ListHostDelegate.listHost(_:bandDidScroll:)`
  /// is sent. Then the band picks where it rests from the offset the finger left and UIKit's
  /// projection of the release (`offset + velocity * r / (1 - r)` at the normal rate
  /// *r* = ``decelerationRate``), by its `OrthogonalScrolling` behaviour:
  ///
  /// | behaviour | rests at |
  /// |---|---|
  /// | `.continuous` | the projection |
  /// | `.continuousGroupLeadingBoundary` | the group boundary nearest the projection: a group's leading edge at the section's leading inset (*g* × page length), or the band's end |
  /// | `.paging` | a multiple of the viewport's width, or the band's end |
  /// | `.groupPaging` | a group's leading edge at the section's leading inset (*g* × page length) |
  /// | `.groupPagingCentered` | the offset that centres a group in the viewport |
  ///
  /// every resting point clamped to the band's range. The three paging behaviours move one page
  /// in the direction of a release with velocity, however hard the flick (the next resting point
  /// past where the finger left the band), and rest on the nearest page without one; these are
  /// also the UIKit double's resting points. When
  /// the resting point is where the finger left the band, the band rests at once
  /// (`listHost(_:bandDidEndScrolling:)`); otherwise it decelerates, and once
  /// ``decelerationDuration`` has passed on ``clock`` (see ``settleDeceleration()``) it moves
  /// there with `listHost(_:bandDidScroll:)` and then `listHost(_:bandDidEndScrolling:)`. A drag
  /// of a decelerating band stops it where it is, without `bandDidEndScrolling`, as a touch does.
  ///
  /// - Parameters:
  ///   - section: The section whose band the finger drags.
  ///   - translation: How far the finger moves the band's offset (positive: towards its end).
  ///   - velocity: The release velocity in points per millisecond, positive when the offset
  ///     grows.
  /// - Throws: `ListHostError.reentrantCall(operation:during:)` from inside a data source call,
  ///   or what views that become visible break.
  /// - Precondition: `section` has a band.
  public func dragBand(
    ofSection section: Int, by translation: CGFloat, releasingWith velocity: CGFloat
  )
    throws(ListHostError)
  {
    try checkNotInsideDataSource("dragBand(ofSection:by:releasingWith:)")
    try layoutIfNeeded()
    syncBandsIfNeeded()
    guard var band = bands[section] else {
      preconditionFailure(
        "dragBand(ofSection:by:releasingWith:): section \(section) has no band; only a section "
          + "with orthogonal scrolling scrolls sideways")
    }
    band.deceleration = nil
    let start = band.offset
    let limit = maxBandOffset(band.info)
    let moved = _clampBand(start + (translation.isFinite ? translation : 0), limit)
    bands[section] = band
    if moved != start {
      bands[section]?.offset = moved
      try reconcileVisibleViews()
      // The finger is on the band while it reports the move.
      bands[section]?.isDragged = true
      delegate?.listHost(self, bandDidScroll: section)
      bands[section]?.isDragged = false
    }
    let rate = Self.decelerationRate
    let projected = moved + (velocity.isFinite ? velocity : 0) * rate / (1 - rate)
    let target = bandRestingOffset(
      ofSection: section, info: band.info, from: moved,
      velocity: velocity.isFinite ? velocity : 0, projected: projected)
    guard target != moved else {
      delegate?.listHost(self, bandDidEndScrolling: section)
      return
    }
    let deadline = _ClockDeadline(clock, after: decelerationDuration)
    bands[section]?.deceleration = _BandDeceleration(
      target: target, hasElapsed: deadline.hasElapsed)
    Task { @MainActor [weak self] in
      await deadline.wait()
      try? self?.settleBandDecelerations()
    }
  }

  /// Puts the band of `section` at `offset` (clamped to its range) at once, as no user and no
  /// program on UIKit can: a test hook that rebuilds a host's state to compare it with another's.
  ///
  ///     try fresh.setBandOffset(host.bandOffset(ofSection: 0) ?? 0, ofSection: 0)
  ///
  /// It stops a deceleration, displays and ends what enters and leaves the viewport, and sends
  /// `bandDidScroll` when the band moved.
  ///
  /// - Parameters:
  ///   - offset: The band's new offset.
  ///   - section: A section with a band.
  /// - Throws: What views that become visible break.
  /// - Precondition: `section` has a band.
  @_spi(Testing) public func setBandOffset(_ offset: CGFloat, ofSection section: Int)
    throws(ListHostError)
  {
    try layoutIfNeeded()
    syncBandsIfNeeded()
    guard let band = bands[section] else {
      preconditionFailure("setBandOffset(_:ofSection:): section \(section) has no band")
    }
    bands[section]?.deceleration = nil
    let target = _clampBand(offset, maxBandOffset(band.info))
    guard target != band.offset else { return }
    bands[section]?.offset = target
    try reconcileVisibleViews()
    delegate?.listHost(self, bandDidScroll: section)
  }

  // MARK: Internal

  /// The largest offset a band with `info` takes in the current viewport.
  func maxBandOffset(_ info: OrthogonalScrollingInfo) -> CGFloat {
    max(0, info.contentLength - viewportSize.width)
  }

  /// Takes each section's band record from the layout if it changed since the last time: bands
  /// appear for sections that scroll sideways (at offset 0), go with those that no longer do,
  /// and are clamped to their content; clamped ones are reported by ``reportBandClamps()``.
  func syncBandsIfNeeded() {
    guard bandsNeedSync else { return }
    bandsNeedSync = false
    guard let currentLayout else {
      bands = [:]
      return
    }
    var synced: [Int: _Band] = [:]
    for section in 0..<currentLayout.numberOfSections {
      guard let info = currentLayout.orthogonalScrolling(ofSection: section) else { continue }
      var band = bands[section] ?? _Band(info: info)
      band.info = info
      let limit = maxBandOffset(info)
      if band.offset > limit {
        band.offset = limit
        band.needsScrollReport = true
      }
      synced[section] = band
    }
    bands = synced
  }

  /// Sends `listHost(_:bandDidScroll:)` for the bands that an update clamped, in section order.
  func reportBandClamps() {
    guard !bands.isEmpty else { return }
    for section in bands.keys.sorted() where bands[section]?.needsScrollReport == true {
      bands[section]?.needsScrollReport = false
      delegate?.listHost(self, bandDidScroll: section)
    }
  }

  /// Moves the bands with their sections across a batch: a section the batch deletes or reloads
  /// loses its band's offset; a moved one keeps it at its new index.
  func carryBands(across mapping: BatchUpdate.IndexMapping, update: BatchUpdate) {
    guard !bands.isEmpty else { return }
    let reloaded = Set(update.sectionReloads)
    var carried: [Int: _Band] = [:]
    for (section, band) in bands where !reloaded.contains(section) {
      if let target = mapping.target(ofSection: section) { carried[target] = band }
    }
    bands = carried
    bandsNeedSync = true
  }

  /// Scrolls the band of the item at `path` so that the item is at `position` along the band,
  /// within the band's range, and reports the scroll and its end.
  func scrollBand(toItemAt path: ItemPath, at position: ListScrollPosition) throws(ListHostError) {
    guard let band = bands[path.section], let frame = currentLayout?.frame(ofItem: path) else {
      throw .itemOutOfRange(path)
    }
    let width = viewportSize.width
    let current = band.offset
    let wanted: CGFloat =
      switch position {
      case .start: frame.minX
      case .center: frame.midX - width / 2
      case .end: frame.maxX - width
      case .nearest:
        frame.minX < current
          ? frame.minX : (frame.maxX > current + width ? frame.maxX - width : current)
      }
    let target = _clampBand(wanted, maxBandOffset(band.info))
    let wasDecelerating = band.deceleration != nil
    bands[path.section]?.deceleration = nil
    guard target != current || wasDecelerating else { return }
    if target != current {
      bands[path.section]?.offset = target
      try reconcileVisibleViews()
      delegate?.listHost(self, bandDidScroll: path.section)
    }
    delegate?.listHost(self, bandDidEndScrolling: path.section)
  }

  /// Ends, in section order, the deceleration of every band whose ``decelerationDuration`` has
  /// passed on ``clock``: each moves to its resting point (clamped to its range now), then the
  /// scroll and its end are reported.
  func settleBandDecelerations() throws(ListHostError) {
    guard !bands.isEmpty else { return }
    let due = bands.keys.sorted().filter { bands[$0]?.deceleration?.hasElapsed() == true }
    guard !due.isEmpty else { return }
    var scrolled: [Int] = []
    for section in due {
      guard let band = bands[section], let deceleration = band.deceleration else { continue }
      let target = _clampBand(deceleration.target, maxBandOffset(band.info))
      bands[section]?.deceleration = nil
      if target != band.offset {
        bands[section]?.offset = target
        scrolled.append(section)
      }
    }
    if !scrolled.isEmpty { try reconcileVisibleViews() }
    for section in due {
      if scrolled.contains(section) { delegate?.listHost(self, bandDidScroll: section) }
      delegate?.listHost(self, bandDidEndScrolling: section)
    }
  }

  /// The elements `query` finds in `rect`, with each scrolled band's items where the band shows
  /// them: found in `rect` moved by the band's offset, and moved back onto the screen.
  func bandAdjusted(in rect: CGRect, _ query: (CGRect) -> [LayoutAttributes])
    -> [LayoutAttributes]
  {
    let found = query(rect)
    guard bands.values.contains(where: { $0.offset != 0 }) else { return found }
    var result = found.filter { attributes in
      attributes.kind != .item || (bands[attributes.path.section]?.offset ?? 0) == 0
    }
    for section in bands.keys.sorted() {
      guard let offset = bands[section]?.offset, offset != 0 else { continue }
      for attributes in query(rect.offsetBy(dx: offset, dy: 0))
      where attributes.kind == .item && attributes.path.section == section {
        var shown = attributes
        shown.frame = attributes.frame.offsetBy(dx: -offset, dy: 0)
        result.append(shown)
      }
    }
    return result
  }

  /// `frame`, a natural frame of the item at `path`, where the item's band shows it.
  func onScreen(_ frame: CGRect, ofItemAt path: ItemPath) -> CGRect {
    guard let offset = bands[path.section]?.offset, offset != 0 else { return frame }
    return frame.offsetBy(dx: -offset, dy: 0)
  }

  // MARK: Private

  /// Where a band released at `projected` rests; see ``dragBand(ofSection:by:releasingWith:)``.
  private func bandRestingOffset(
    ofSection section: Int, info: OrthogonalScrollingInfo, from released: CGFloat,
    velocity: CGFloat, projected: CGFloat
  ) -> CGFloat {
    let limit = maxBandOffset(info)
    let free = _clampBand(projected, limit)
    let stops = bandStops(ofSection: section, info: info, limit: limit)
    guard !stops.isEmpty else { return free }
    switch info.behavior {
    case .paging, .groupPaging, .groupPagingCentered:
      // One page in the direction of the flick, or the nearest page without one.
      if velocity > 0 { return stops.first { $0 > released + 0.5 } ?? stops[stops.count - 1] }
      if velocity < 0 { return stops.last { $0 < released - 0.5 } ?? stops[0] }
      return stops[_nearest(stops, to: released)]
    case .none, .continuous, .continuousGroupLeadingBoundary:
      return stops[_nearest(stops, to: free)]
    }
  }

  /// The offsets a band may rest at, ascending and distinct; empty when it rests anywhere.
  ///
  /// Groups are read from the section's item frames: the first item's leading edge is the
  /// section's leading inset, a group starts every page length after it, and the first group's
  /// items (those starting within one page length) give the group's width.
  private func bandStops(ofSection section: Int, info: OrthogonalScrollingInfo, limit: CGFloat)
    -> [CGFloat]
  {
    let width = viewportSize.width
    var stops: [CGFloat] = []
    switch info.behavior {
    case .none, .continuous:
      return []
    case .paging:
      guard width > 0 else { return [0] }
      var page: CGFloat = 0
      while page < limit {
        stops.append(page)
        page += width
      }
      stops.append(limit)
    case .continuousGroupLeadingBoundary, .groupPaging, .groupPagingCentered:
      let count = numberOfItems(inSection: section)
      guard let page = info.pageLength, page > 0, count > 0, let currentLayout,
        let first = currentLayout.frame(ofItem: ItemPath(item: 0, section: section)),
        let last = currentLayout.frame(ofItem: ItemPath(item: count - 1, section: section))
      else { return [0] }
      let lead = first.minX
      // A group is narrower than a page, so its last item starts within a page of its edge.
      let groups = Int(((last.minX - lead) / page + 1e-9).rounded(.down)) + 1
      var groupWidth: CGFloat = 0
      var item = 0
      while item < count,
        let frame = currentLayout.frame(ofItem: ItemPath(item: item, section: section)),
        frame.minX < lead + page
      {
        groupWidth = max(groupWidth, frame.maxX - lead)
        item += 1
      }
      for group in 0..<groups {
        let boundary = CGFloat(group) * page
        let stop =
          info.behavior == .groupPagingCentered
          ? lead + boundary + groupWidth / 2 - width / 2 : boundary
        stops.append(_clampBand(stop, limit))
      }
      // Free scrolling that rests on group edges may also rest at the end.
      if info.behavior == .continuousGroupLeadingBoundary { stops.append(limit) }
    }
    var distinct: [CGFloat] = []
    for stop in stops.sorted() where distinct.last != stop { distinct.append(stop) }
    return distinct
  }
}

/// One band's state on a headless host.
struct _Band {
  /// The layout's record of the band's section.
  var info: OrthogonalScrollingInfo
  /// How far the band is scrolled from its leading edge.
  var offset: CGFloat = 0
  /// The deceleration in progress after a drag, if any.
  var deceleration: _BandDeceleration?
  /// Whether a drag reports its move (the finger is on the band).
  var isDragged = false
  /// Whether an update clamped the offset since the delegate last heard of it.
  var needsScrollReport = false
}

/// A band's deceleration: where it rests, and whether its duration has passed.
struct _BandDeceleration {
  var target: CGFloat
  var hasElapsed: @Sendable () -> Bool
}

/// `value` within a band's range, `0...limit`.
private func _clampBand(_ value: CGFloat, _ limit: CGFloat) -> CGFloat {
  max(0, min(value, limit))
}

/// The index of the value of `stops` (ascending) nearest `value`; the lower one on a tie.
private func _nearest(_ stops: [CGFloat], to value: CGFloat) -> Int {
  var best = 0
  for index in stops.indices where abs(stops[index] - value) < abs(stops[best] - value) {
    best = index
  }
  return best
}

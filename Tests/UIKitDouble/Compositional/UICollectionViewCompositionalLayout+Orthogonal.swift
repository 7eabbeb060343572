import Foundation

// Orthogonal bands: each section whose `orthogonalScrollingBehavior` is not `.none` scrolls along
// the cross axis on its own. UIKit gives no public way to read or set that offset (APPLE-FACTS
// §1.6), so the double's hooks are `package`: tests set it or drag it, and the glue can only learn
// it through `visibleItemsInvalidationHandler`, as on iOS. Moving a band sends the collection
// view's delegate no scroll callbacks (UIKit sends none); the layout calls the section's handler
// on every step, and the collection view shows and hides the band's cells as for any scroll. A
// band that decelerates or runs an animated scroll moves on every frame (`_UIKitAnimation`'s
// frames, 1/60 s on the view's clock), as the section's own scroll view does on iOS, so that the
// handler sees the flight and not only its end.

extension UICollectionViewCompositionalLayout {
  /// The content offset of the orthogonal band of `section` (`x` for a vertical layout, `y` for
  /// a horizontal one; the other coordinate is 0).
  package func orthogonalOffset(ofSection section: Int) -> CGPoint {
    let offset = bandOffsets[section] ?? 0
    return geometry.vertical ? CGPoint(x: offset, y: 0) : CGPoint(x: 0, y: offset)
  }

  /// The length of the band's content along the cross axis, and the most it can scroll.
  package func orthogonalContentLength(ofSection section: Int) -> CGFloat {
    checkedBand(section).bandLength
  }

  /// Whether the band of `section` is moving on its own: decelerating after a simulated drag, or
  /// running an animated `scrollToItem(at:at:animated:)`.
  package func isOrthogonalSectionDecelerating(_ section: Int) -> Bool {
    bandDecelerations[section] != nil
  }

  /// Moves the band of `section` to `offset` (clamped to its content) at once: the layout calls
  /// the section's visible-items handler and the collection view lays out, showing and hiding the
  /// band's cells. A deceleration in flight stops.
  package func setOrthogonalOffset(_ offset: CGPoint, ofSection section: Int) {
    _ = checkedBand(section)
    stopDeceleration(ofSection: section)
    moveBand(section, to: geometry.vertical ? offset.x : offset.y)
  }

  /// Simulates a finger moving the band of `section` by `translation` along the cross axis and
  /// lifting with `velocity` (points per millisecond), as `UIScrollView.drag(by:releasingWith:)`
  /// does for the collection view itself: the band moves (one handler call), then decelerates for
  /// the collection view's `decelerationDuration` on its clock towards the resting point its
  /// behaviour picks: it moves on every frame (``_UIKitAnimation/frameDuration``), slowing down
  /// (an ease-out curve: its speed falls evenly to zero), with a handler call per frame that
  /// changes its offset, and lands there (another handler call). The collection view's delegate
  /// hears nothing.
  ///
  /// Resting points: `.continuous` where the velocity decays (at the collection view's
  /// `decelerationRate`); `.continuousGroupLeadingBoundary` the group leading edge (or the end of
  /// the content) nearest that point; `.paging` a multiple of the collection view's bounds length
  /// along the cross axis; `.groupPaging` a group's leading edge; `.groupPagingCentered` a group
  /// centred in the bounds. The paging behaviours move one page in the direction of a non-zero
  /// velocity, else rest on the nearest page. Every resting point is clamped to the content.
  package func dragOrthogonalSection(
    _ section: Int, by translation: CGPoint, releasingWith velocity: CGPoint = .zero
  ) {
    let band = checkedBand(section)
    guard let collectionView else { return }
    stopDeceleration(ofSection: section)
    let vertical = geometry.vertical
    moveBand(section, to: (bandOffsets[section] ?? 0) + (vertical ? translation.x : translation.y))
    let current = bandOffsets[section] ?? 0
    let speed = vertical ? velocity.x : velocity.y
    let rate = collectionView.decelerationRate.rawValue
    let projected = current + speed * rate / (1 - rate)
    let target = restingOffset(
      band, section: section, current: current, velocity: speed, projected: projected)
    guard target != current else { return }
    let animation = _UIKitAnimation.schedule(
      clock: collectionView.clock, duration: collectionView.decelerationDuration,
      frames: { [weak self] progress in
        let eased = 1 - (1 - progress) * (1 - progress)
        self?.stepBand(section, from: current, to: target, eased: eased)
      }
    ) { [weak self] in
      guard let self, let deceleration = self.bandDecelerations[section] else { return }
      self.bandDecelerations[section] = nil
      self.moveBand(section, to: deceleration.target)
    }
    bandDecelerations[section] = (target, animation)
  }

  // MARK: Internal

  /// Scrolls the band of `indexPath`'s section so that the item is at `position` along the cross
  /// axis (`.left`, `.centeredHorizontally`, `.right` in a vertical layout; `.top`,
  /// `.centeredVertically`, `.bottom` in a horizontal one), clamped to the band's content: what
  /// `UICollectionView.scrollToItem(at:at:animated:)` does for an item of an orthogonal section,
  /// whose own scroller scrolls. Animated, the band moves on every frame for the scroll
  /// animation's duration on the collection view's clock (an ease-in-out curve) and lands there
  /// (reported by ``isOrthogonalSectionDecelerating(_:)`` meanwhile); either way the delegate
  /// hears nothing and the handler sees each new offset.
  ///
  /// - Returns: `false` when the section has no band (the collection view scrolls itself).
  func scrollBand(
    toItemAt indexPath: IndexPath, at position: UICollectionView.ScrollPosition, animated: Bool
  ) -> Bool {
    let section = indexPath.section
    collectionView?.layoutIfNeeded()
    guard let collectionView, geometry.sections.indices.contains(section),
      geometry.sections[section].isOrthogonal
    else { return false }
    guard
      let placed = geometry.sections[section].elements.first(where: {
        $0.inBand && $0.attributes.representedElementCategory == .cell
          && $0.attributes.indexPath == indexPath
      })
    else { return false }
    let vertical = geometry.vertical
    let frame = placed.attributes.frame
    let bounds = vertical ? collectionView.bounds.width : collectionView.bounds.height
    let start = vertical ? frame.minX : frame.minY
    let length = vertical ? frame.width : frame.height
    let target: CGFloat
    if position.contains(vertical ? .left : .top) {
      target = start
    } else if position.contains(vertical ? .centeredHorizontally : .centeredVertically) {
      target = start + length / 2 - bounds / 2
    } else if position.contains(vertical ? .right : .bottom) {
      target = start + length - bounds
    } else {
      return true
    }
    stopDeceleration(ofSection: section)
    let clamped = clamp(target, section: section)
    guard animated, clamped != (bandOffsets[section] ?? 0) else {
      moveBand(section, to: clamped)
      return true
    }
    let from = bandOffsets[section] ?? 0
    let animation = _UIKitAnimation.schedule(
      clock: collectionView.clock, duration: UIScrollView.scrollAnimationDuration,
      frames: { [weak self] progress in
        let eased = progress * progress * (3 - 2 * progress)
        self?.stepBand(section, from: from, to: clamped, eased: eased)
      }
    ) { [weak self] in
      guard let self, let scroll = self.bandDecelerations[section] else { return }
      self.bandDecelerations[section] = nil
      self.moveBand(section, to: scroll.target)
    }
    bandDecelerations[section] = (clamped, animation)
    return true
  }

  /// Clamps every band's offset to its content after a full layout pass (a band whose content
  /// shrank moves back), and forgets the offsets of sections that no longer scroll orthogonally.
  func clampBandOffsets() {
    for section in bandOffsets.keys.sorted() {
      guard geometry.sections.indices.contains(section),
        geometry.sections[section].isOrthogonal
      else {
        bandOffsets[section] = nil
        stopDeceleration(ofSection: section)
        continue
      }
      bandOffsets[section] = clamp(bandOffsets[section] ?? 0, section: section)
    }
  }

  // MARK: Private

  private func checkedBand(_ section: Int) -> _SectionGeometry {
    collectionView?.layoutIfNeeded()
    guard geometry.sections.indices.contains(section), geometry.sections[section].isOrthogonal
    else {
      preconditionFailure(
        "UICollectionViewCompositionalLayout: section \(section) has no orthogonal band (its "
          + "orthogonalScrollingBehavior is .none, or the layout has not laid it out)")
    }
    return geometry.sections[section]
  }

  private func maximumOffset(ofSection section: Int) -> CGFloat {
    max(0, geometry.sections[section].bandLength - geometry.viewportLength)
  }

  private func clamp(_ offset: CGFloat, section: Int) -> CGFloat {
    max(0, min(offset.isFinite ? offset : 0, maximumOffset(ofSection: section)))
  }

  private func stopDeceleration(ofSection section: Int) {
    bandDecelerations.removeValue(forKey: section)?.animation.cancel()
  }

  /// One frame of a band's deceleration or animated scroll: the band moves to the point `eased`
  /// of the way from `start` to `target` (clamped to its content); a frame that leaves it where
  /// it is runs no layout pass, as a scroll view whose offset does not change lays out nothing.
  private func stepBand(_ section: Int, from start: CGFloat, to target: CGFloat, eased: Double) {
    guard bandDecelerations[section] != nil, geometry.sections.indices.contains(section),
      geometry.sections[section].isOrthogonal
    else { return }
    let offset = clamp(start + (target - start) * CGFloat(eased), section: section)
    guard offset != (bandOffsets[section] ?? 0) else { return }
    moveBand(section, to: offset)
  }

  /// Sets the band's offset and runs a layout pass that only recomposes the visible attributes
  /// (and calls the handlers).
  private func moveBand(_ section: Int, to offset: CGFloat) {
    guard geometry.sections.indices.contains(section), geometry.sections[section].isOrthogonal
    else { return }
    bandOffsets[section] = clamp(offset, section: section)
    guard let collectionView else { return }
    let context = super.invalidationContext(forBoundsChange: collectionView.bounds)
    visibleRectContext = context
    invalidateLayout(with: context)
    collectionView.layoutIfNeeded()
  }

  private func restingOffset(
    _ band: _SectionGeometry, section: Int, current: CGFloat, velocity: CGFloat,
    projected: CGFloat
  ) -> CGFloat {
    let vertical = geometry.vertical
    let maximum = maximumOffset(ofSection: section)
    let page = (vertical ? collectionView?.bounds.width : collectionView?.bounds.height) ?? 0
    func leading(_ frame: CGRect) -> CGFloat {
      clamp((vertical ? frame.minX : frame.minY) - band.bandLeadingInset, section: section)
    }
    func centred(_ frame: CGRect) -> CGFloat {
      clamp((vertical ? frame.midX : frame.midY) - page / 2, section: section)
    }
    func nearest(_ candidates: [CGFloat], to value: CGFloat) -> CGFloat {
      candidates.min { abs($0 - value) < abs($1 - value) } ?? value
    }
    func paged(_ candidates: [CGFloat]) -> CGFloat {
      let sorted = Array(Set(candidates)).sorted()
      if velocity > 0 { return sorted.first { $0 > current + 0.5 } ?? sorted.last ?? current }
      if velocity < 0 { return sorted.last { $0 < current - 0.5 } ?? sorted.first ?? current }
      return nearest(sorted, to: current)
    }
    switch band.definition?.orthogonalScrollingBehavior ?? .none {
    case .none:
      return current
    case .continuous:
      return clamp(projected, section: section)
    case .continuousGroupLeadingBoundary:
      return nearest(
        band.groupFrames.map(leading) + [maximum], to: clamp(projected, section: section))
    case .paging:
      guard page > 0 else { return current }
      let pages = Int((maximum / page).rounded(.up))
      return paged((0...max(0, pages)).map { clamp(CGFloat($0) * page, section: section) })
    case .groupPaging:
      return paged(band.groupFrames.map(leading))
    case .groupPagingCentered:
      return paged(band.groupFrames.map(centred))
    }
  }
}

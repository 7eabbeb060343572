import Foundation
import TrellisCore
import TrellisDiff
import TrellisLayout

extension ListAdapter {
  // MARK: Internal

  /// The offsets of the host's scrolled bands, by the identity of their sections in `shown` (the
  /// sections the host displays); empty when no section of `shown` has a band.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  func bandOffsets(of shown: [ListSection], in host: any ListHost) -> [AnyListID: CGFloat] {
    var offsets: [AnyListID: CGFloat] = [:]
    for (index, section) in shown.enumerated()
    where (section.layout?.orthogonalScrolling ?? .none) != .none {
      if let offset = host.bandOffset(ofSection: index), offset != 0, offsets[section.id] == nil {
        offsets[section.id] = offset
      }
    }
    return offsets
  }

  /// Scrolls each band of `shown` whose section identity has an offset in `offsets` back to it,
  /// after a reload put it back at its leading edge (UIKit rebuilds orthogonal sections on
  /// `reloadData()`, and so do the headless hosts).
  ///
  /// The port has no band offset setter (UIKit's compositional layout has none), so the band is
  /// scrolled with `scrollToItem(at:at:animated:)` to the item position — an item's leading
  /// edge, centre or trailing edge — nearest the offset: exactly the offset when it was an item
  /// position, which is where bands without section insets rest.
  func restoreBandOffsets(
    _ offsets: [AnyListID: CGFloat], of shown: [ListSection], in host: any ListHost
  ) {
    guard !offsets.isEmpty else { return }
    var restored: Set<AnyListID> = []
    for (index, section) in shown.enumerated() {
      guard let offset = offsets[section.id], restored.insert(section.id).inserted,
        let current = host.bandOffset(ofSection: index), current != offset,
        let target = bandPosition(nearest: offset, inSection: index, current: current, in: host)
      else { continue }
      do {
        try host.scrollToItem(
          at: ItemPath(item: target.item, section: index), at: target.position, animated: false)
      } catch {
        diagnostics.report(.hostRejectedUpdate(error))
      }
    }
  }

  // MARK: Private

  /// The item and position whose scroll puts the band of `section` (now at `current`) nearest
  /// `offset`.
  private func bandPosition(
    nearest offset: CGFloat, inSection section: Int, current: CGFloat, in host: any ListHost
  ) -> (item: Int, position: ListScrollPosition)? {
    let width = host.viewportSize.width
    var best: (item: Int, position: ListScrollPosition, distance: CGFloat)?
    for item in 0..<sections[section].items.count {
      guard let frame = host.frameForItem(at: ItemPath(item: item, section: section)) else {
        continue
      }
      let minX = frame.minX + current
      let candidates: [(ListScrollPosition, CGFloat)] = [
        (.start, minX), (.center, minX + frame.width / 2 - width / 2),
        (.end, minX + frame.width - width),
      ]
      for (position, candidate) in candidates {
        let distance = abs(candidate - offset)
        if distance < (best?.distance ?? .infinity) { best = (item, position, distance) }
      }
    }
    return best.map { (item: $0.item, position: $0.position) }
  }
}

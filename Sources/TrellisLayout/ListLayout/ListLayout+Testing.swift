import Foundation
import TrellisDiff

// Members only Trellis's own tests use: work counters and a brute-force list of every element.
// Tests reach them with `@_spi(Testing) import TrellisLayout`.

extension ListLayout {
  /// The total number of frames computed since this layout was created: items plus supplementary
  /// and decoration views of every section computed. A section resumed with
  /// `replaceSection(at:with:sizes:keepingItemsBefore:)` or `carrySections(across:to:sizes:
  /// firstChangedItem:)` counts only its items from the engine's resume point on (frames kept from
  /// before are copied, not computed), plus all its supplementary and decoration views. Trellis's
  /// tests read it to show that a change recomputed only the affected section, or the affected
  /// part of it.
  ///
  ///     let before = layout.framesComputed
  ///     layout.invalidateItems(at: [path], sizes: sizes)
  ///     layout.framesComputed - before  // the frames of path's section only
  ///
  /// - Complexity: O(1).
  @_spi(Testing) public var framesComputed: Int { _framesComputed }

  /// The total number of item sizes asked of size providers since this layout was created: every
  /// item of a section computed whole, and only the items a resumed section lays out again and
  /// cannot read from its previous frames (for an append, the new items).
  ///
  ///     layout.sizesQueried  // grows by a section's item count when that section is recomputed
  ///
  /// - Complexity: O(1).
  @_spi(Testing) public var sizesQueried: Int { _sizesQueried }

  /// Every element of the layout at its natural place, in the order `elements(in:)` uses.
  ///
  ///     layout.allElements.count  // items + supplementary and decoration views
  ///
  /// - Complexity: O(*n*): an oracle for tests of the rect queries, never a query of a host.
  @_spi(Testing) public var allElements: [LayoutAttributes] {
    var result: [LayoutAttributes] = []
    for section in sections.indices {
      let start = _starts[section]
      for view in _geometry[section].supplementaries {
        result.append(
          _attributes(
            of: view, inSection: section, frame: _axes.shifted(view.frame, by: start),
            isPinned: false))
      }
      for (item, frame) in _geometry[section].itemFrames.enumerated() {
        result.append(
          LayoutAttributes(
            element: .item(ItemPath(item: item, section: section)),
            frame: _axes.shifted(frame, by: start), zIndex: LayoutAttributes.itemZIndex))
      }
    }
    return result
  }
}

import Foundation
import TrellisDiff

// Reconfiguration: the item and section reloads a stage turns into in-place changes (a content
// change with the same view type configures the cell the host holds instead of reloading it).

extension ListAdapter {
  // MARK: Internal

  /// Configures in place what a stage changes without a reload, at the paths before its batch:
  /// the cells of `reconfigurations` the host holds (visible or prepared), and the changed
  /// supplementary views of the items and of `sections`. Each reconfigured item is measured again
  /// (once: the size cache sees the new content), a self-sizing cell by asking it right after it
  /// is configured. Returns the paths after the batch of the items the host must lay out again:
  /// those whose size or supplementary views changed.
  func reconfigureInPlace(
    _ reconfigurations: [_Reconfiguration], _ sectionReconfigurations: [_SectionReconfiguration],
    old: [ListSection], new: [ListSection], in host: any ListHost
  ) -> [ItemPath] {
    configureSectionSupplementaries(sectionReconfigurations, old: old, new: new, in: host)
    var resized: [ItemPath] = []
    let container = host.viewportSize
    // Read once per stage, as the viewport: a host's status getter is a protocol call.
    let category = host.accessibilityStatus.contentSizeCategory
    for reconfiguration in reconfigurations {
      let item = reconfiguration.item
      // Only the item's supplementary views changed: the cell stays as it is; the views are
      // configured in place and the host lays the item out again (UIKit refreshes supplementary
      // views through a layout invalidation, never through a reconfigure).
      if reconfigureItemSupplementaries(reconfiguration, in: host) {
        resized.append(reconfiguration.new)
      }
      guard !reconfiguration.oldItem.isCellContentEqual(to: item) else { continue }
      let key = sizeKey(of: item, at: reconfiguration.new)
      let oldKey = sizeKey(of: reconfiguration.oldItem, at: reconfiguration.old)
      let cell = host.cellForItem(at: reconfiguration.old)
      if cell == nil, key == oldKey {
        // No cell to configure (most changed items are off screen): the old size and the new
        // one, with one hash.
        let sizes = sizeCache.cachedSize(
          of: reconfiguration.oldItem, thenSizeOf: item, key: key, fitting: container,
          category: category
        ) { measuredSize(of: item, fitting: container) }
        var changed = true
        if let sizes { changed = sizes.old != sizes.new }
        if changed, resized.last != reconfiguration.new { resized.append(reconfiguration.new) }
        continue
      }
      let old = sizeCache.cachedSize(
        of: reconfiguration.oldItem, key: oldKey, fitting: container, category: category)
      if let cell {
        configure(cell, with: item, at: reconfiguration.new)
        statistics.cellsReconfigured += 1
        if let view = cell as? any SelfSizingView {
          let proposed = host.frameForItem(at: reconfiguration.old)?.size ?? old ?? .zero
          _ = preferredSize(of: view, showing: item, key: key, proposed: proposed, in: host)
        }
      }
      if old == nil || old != size(of: item, key: key, in: host),
        resized.last != reconfiguration.new
      {
        resized.append(reconfiguration.new)
      }
    }
    return resized
  }

  /// their views are configured in place (``configureSectionSupplementaries(_:old:new:in:)``) and
  /// their sizes may have changed.
  /// (Nonisolated, as it reads no adapter state: its closures run without an isolation check.)
  nonisolated func takeSectionReconfigurations(
    from update: inout BatchUpdate, old: [ListSection], new: [ListSection]
  ) -> [_SectionReconfiguration] {
    guard !update.sectionReloads.isEmpty else { return [] }
    let mapper = _BatchPathMapper(update, oldSectionCount: old.count)
    var taken: [_SectionReconfiguration] = []
    update.sectionReloads.removeAll { oldIndex in
      guard let newIndex = mapper.targetSection(of: oldIndex) else { return false }
      let before = old[oldIndex]
      let after = new[newIndex]
      guard before.items.count == after.items.count,
        zip(before.items, after.items).allSatisfy({ $0.id == $1.id && $0.isContentEqual(to: $1) }),
        before.supplementaries.count == after.supplementaries.count,
        after.supplementaries.allSatisfy({ kind, item in
          before.supplementaries[kind].map { $0.hasSameView(as: item) } ?? false
        })
      else { return false }
      taken.append(_SectionReconfiguration(old: oldIndex, new: newIndex))
      return true
    }
    return taken
  }

  /// Removes from `update` the reloads of items whose view type did not change, nor that of any
  /// supplementary view they keep, returning them with their paths before and after the batch
  /// and their new items. (Nonisolated, as it reads no adapter state: its closures, called once
  /// per reload, run without an isolation check.)
  nonisolated func takeReconfigurations(
    from update: inout BatchUpdate, old: [ListSection], new: [ListSection]
  ) -> [_Reconfiguration] {
    guard !update.itemReloads.isEmpty else { return [] }
    let mapper = _BatchPathMapper(update, oldSectionCount: old.count)
    var result: [_Reconfiguration] = []
    update.itemReloads.removeAll { oldPath in
      guard let newPath = mapper.target(of: oldPath) else { return false }
      let oldItem = old[oldPath.section].items[oldPath.item]
      let newItem = new[newPath.section].items[newPath.item]
      guard oldItem.hasSameView(as: newItem),
        newItem.shownSupplementaries.allSatisfy({ supplementary in
          oldItem.supplementary(ofKind: supplementary.kind).map {
            $0.item.hasSameView(as: supplementary.item)
          } ?? true
        })
      else { return false }
      result.append(_Reconfiguration(old: oldPath, new: newPath, oldItem: oldItem, item: newItem))
      return true
    }
    return result
  }

  // MARK: Private

  /// Configures in place the visible supplementary views of `reconfigurations`' sections whose
  /// content changed (UIKit: the view `supplementaryView(forElementKind:at:)` returns).
  private func configureSectionSupplementaries(
    _ reconfigurations: [_SectionReconfiguration], old: [ListSection], new: [ListSection],
    in host: any ListHost
  ) {
    for reconfiguration in reconfigurations {
      let before = old[reconfiguration.old]
      let after = new[reconfiguration.new]
      for (kind, item) in after.supplementaries.sorted(by: { $0.key < $1.key })
      where before.supplementaries[kind] != item {
        let oldPath = ItemPath(item: 0, section: reconfiguration.old)
        if let view = host.supplementaryView(ofKind: kind, at: oldPath) {
          configure(view, with: item, at: ItemPath(item: 0, section: reconfiguration.new))
          statistics.cellsReconfigured += 1
          // A self-sizing header or footer is measured right after it is configured, as a cell
          // is: the host's relayout of the section then reads the new size from the cache.
          if let view = view as? any SelfSizingView, kind == .header || kind == .footer {
            let key = AnyListID(_SupplementaryKey(section: after.id, kind: kind))
            // The size it has now: the old content's cached size.
            let proposed =
              before.supplementaries[kind].flatMap {
                sizeCache.cachedSize(
                  of: $0, key: key, fitting: host.viewportSize,
                  category: host.accessibilityStatus.contentSizeCategory)
              } ?? .zero
            _ = preferredSize(of: view, showing: item, key: key, proposed: proposed, in: host)
          }
        }
      }
    }
  }

  /// Configures in place the visible supplementary views of a reconfigured item whose content
  /// changed; returns whether the item's supplementary views changed at all (content, kinds or
  /// placements), so that the host must lay the item out again.
  private func reconfigureItemSupplementaries(
    _ reconfiguration: _Reconfiguration, in host: any ListHost
  ) -> Bool {
    // Most items have none: no arrays to compare.
    if reconfiguration.oldItem._supplementaries.isEmpty,
      reconfiguration.item._supplementaries.isEmpty
    {
      return false
    }
    let before = reconfiguration.oldItem.shownSupplementaries
    let after = reconfiguration.item.shownSupplementaries
    guard before != after else { return false }
    for supplementary in after {
      guard let old = before.first(where: { $0.kind == supplementary.kind }),
        !old.item.isContentEqual(to: supplementary.item),
        let view = host.supplementaryView(ofKind: supplementary.kind, at: reconfiguration.old)
      else { continue }
      configure(view, with: supplementary.item, at: reconfiguration.new)
      statistics.cellsReconfigured += 1
    }
    return true
  }
}

/// An item whose content changed and whose view type did not: its visible cell is configured
/// again in place instead of being reloaded.
struct _Reconfiguration {
  var old: ItemPath
  var new: ItemPath
  var oldItem: ListItem
  var item: ListItem
}

/// A section whose reload became an in-place change of its supplementary views: its index before
/// and after the batch.
struct _SectionReconfiguration {
  var old: Int
  var new: Int
}

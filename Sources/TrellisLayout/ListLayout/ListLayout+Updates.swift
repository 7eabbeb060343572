import Foundation
import TrellisDiff

extension ListLayout {
  // MARK: Public

  /// Recomputes the sections holding `paths` after their items changed size.
  ///
  ///     layout.invalidateItems(at: [ItemPath(item: 7, section: 99)]) { path, _ in sizes[path] }
  ///
  /// Each affected section is recomputed once, however many of its items changed; later sections
  /// keep their frames and only move.
  ///
  /// - Parameters:
  ///   - paths: The items whose sizes changed, in the current state.
  ///   - sizes: Returns the current size of any item of the affected sections.
  /// - Precondition: Every path names an existing item.
  /// - Complexity: O(*m* + *s*) for *m* items in the affected sections and *s* sections.
  public mutating func invalidateItems(
    at paths: some Sequence<ItemPath>, sizes: ItemSizeProvider
  ) {
    var affected: [Int] = []
    for path in paths {
      _checkSection(path.section)
      precondition(
        (0..<sections[path.section].itemCount).contains(path.item),
        "Item \(path) is out of range: section \(path.section) has "
          + "\(sections[path.section].itemCount) items")
      affected.append(path.section)
    }
    invalidateSections(affected, sizes: sizes)
  }

  /// Recomputes `indices`, for example after their items were reloaded.
  ///
  ///     layout.invalidateSections([2, 5], sizes: sizes)
  ///
  /// - Parameters:
  ///   - indices: Section indices, in any order; duplicates are computed once.
  ///   - sizes: Returns the size of any item of those sections.
  /// - Precondition: Every index names an existing section.
  /// - Complexity: O(*m* + *s*) for *m* items in those sections and *s* sections.
  public mutating func invalidateSections(
    _ indices: some Sequence<Int>, sizes: ItemSizeProvider
  ) {
    // Indices usually come one at a time or ascending: only others are sorted through a set.
    var unique: [Int] = []
    var isAscending = true
    for section in indices {
      if let last = unique.last, section <= last { isAscending = false }
      unique.append(section)
    }
    if !isAscending { unique = Set(unique).sorted() }
    guard let first = unique.first else { return }
    for section in unique {
      _checkSection(section)
      _geometry[section] = _compute(sections[section], at: section, sizes: sizes)
    }
    _updateStarts(from: first)
  }

  /// Recomputes every section, for example after a change that affects all sizes.
  ///
  ///     layout.invalidateAll(sizes: sizes)
  ///
  /// - Parameter sizes: Returns every item's size.
  /// - Complexity: O(*n*).
  public mutating func invalidateAll(sizes: ItemSizeProvider) {
    invalidateSections(sections.indices, sizes: sizes)
  }

  /// Gives the layout a new container size.
  ///
  ///     layout.setContainerSize(CGSize(width: 568, height: 320), sizes: sizes)  // rotation
  ///
  /// Engines depend on the container only through its cross-axis length, so a change of the
  /// scroll-axis length alone (a vertical list getting taller) recomputes nothing.
  ///
  /// - Parameters:
  ///   - size: The new container size; negative or NaN dimensions are read as zero.
  ///   - sizes: Returns every item's size for the new container.
  /// - Complexity: O(*n*) when the cross-axis length changes, O(1) otherwise.
  public mutating func setContainerSize(_ size: CGSize, sizes: ItemSizeProvider) {
    let oldCross = _axes.cross(_clamped(engine.containerSize))
    engine.containerSize = size
    if _axes.cross(_clamped(size)) != oldCross {
      invalidateAll(sizes: sizes)
    } else {
      _updateStarts(from: sections.count)
    }
  }

  /// Replaces the engine, for example to change a global option, and recomputes everything.
  ///
  ///     var flow = layout.engine
  ///     flow.containerSize.width = 600
  ///     layout.setEngine(flow, sizes: sizes)
  ///
  /// - Parameters:
  ///   - engine: The new engine; its scroll direction must equal the old one's.
  ///   - sizes: Returns every item's size.
  /// - Precondition: `engine.axis == self.axis`.
  /// - Complexity: O(*n*).
  public mutating func setEngine(_ engine: Engine, sizes: ItemSizeProvider) {
    precondition(
      engine.axis == self.engine.axis,
      "setEngine(_:sizes:) cannot change the scroll direction; create a new ListLayout")
    self.engine = engine
    invalidateAll(sizes: sizes)
  }

  /// Replaces a section's options (and item count), recomputing that section only.
  ///
  ///     var options = layout.sections[1]
  ///     options.insets.top = 24
  ///     layout.replaceSection(at: 1, with: options, sizes: sizes)
  ///
  /// - Parameters:
  ///   - index: The section's index.
  ///   - section: The new options.
  ///   - sizes: Returns the size of any item of the section.
  /// - Precondition: `index` names an existing section.
  /// - Complexity: O(*m* + *s*) for *m* items in the section and *s* sections.
  public mutating func replaceSection(
    at index: Int, with section: Engine.Section, sizes: ItemSizeProvider
  ) {
    _checkSection(index)
    sections[index] = section
    _geometry[index] = _compute(section, at: index, sizes: sizes)
    _updateStarts(from: index)
  }

  /// Replaces a section's item count (and options), laying out again only from where its first
  /// `prefix` items stop deciding the result.
  ///
  ///     layout.replaceSection(at: 0, with: grown, sizes: sizes, keepingItemsBefore: 1_000)
  ///     // one item appended to 1,000: the engine places its last line again, asking one size
  ///
  /// When `section` equals the section's options except, possibly, in `itemCount`, the engine
  /// resumes from its geometry now (``LayoutEngine/layout(_:at:sizes:reusing:keepingItemsBefore:)``):
  /// a flow section from the line holding item `prefix - 1`, a table or waterfall section from
  /// item `prefix`, a grid section from the group holding item `prefix`. When other options
  /// differ, or `prefix` is zero, the section is computed whole. Either way the result equals a
  /// fresh layout, and later sections move.
  ///
  /// - Parameters:
  ///   - index: The section's index.
  ///   - section: The new options and item count.
  ///   - sizes: Returns the size of any item of the section, in its new state.
  ///   - prefix: How many leading items are the same items with the same sizes as before; at
  ///     most the smaller of the old and the new item count.
  /// - Precondition: `index` names an existing section; `prefix` is in
  ///   `0...min(old item count, new item count)`.
  /// - Complexity: O(*p* + *m* + *s*) for *p* kept items (copied), *m* items laid out again and
  ///   *s* sections.
  public mutating func replaceSection(
    at index: Int, with section: Engine.Section, sizes: ItemSizeProvider,
    keepingItemsBefore prefix: Int
  ) {
    _checkSection(index)
    _replace(at: index, with: section, keepingItemsBefore: prefix, sizes: sizes)
    _updateStarts(from: index)
  }

  /// Sets a section's item count after items were inserted or deleted, recomputing that section.
  ///
  ///     layout.setItemCount(12, inSection: 0, sizes: sizes)
  ///
  /// - Parameters:
  ///   - count: The section's new item count.
  ///   - section: The section's index.
  ///   - sizes: Returns the size of any item of the section, in its new state.
  /// - Precondition: `section` names an existing section and `count` is not negative.
  /// - Complexity: O(*m* + *s*).
  public mutating func setItemCount(_ count: Int, inSection section: Int, sizes: ItemSizeProvider) {
    _checkSection(section)
    _precondition(itemCount: count, "An item count")
    var options = sections[section]
    options.itemCount = count
    replaceSection(at: section, with: options, sizes: sizes)
  }

  /// Inserts items and lays their sections out again from the first inserted item of each.
  ///
  ///     layout.insertItems(at: [ItemPath(item: 0, section: 2)], sizes: sizes)
  ///
  /// The items before a section's first inserted item are the same items with the same sizes, so
  /// the engine resumes there (see ``replaceSection(at:with:sizes:keepingItemsBefore:)``): an
  /// item appended to a flow section places the section's last line again and asks one size.
  /// Later sections move.
  ///
  /// - Parameters:
  ///   - paths: Paths of the new items in the state after the insertion, as UIKit's
  ///     `insertItems(at:)` takes them.
  ///   - sizes: Returns sizes in the state after the insertion; the items already there keep
  ///     theirs (a size that changed too is invalidated with ``invalidateItems(at:sizes:)``).
  /// - Precondition: Each section exists and each path is within its section after the insertion.
  /// - Complexity: O(*p* + *m* + *s*) for *p* kept items (copied) and *m* items laid out again
  ///   in the affected sections, and *s* sections.
  public mutating func insertItems(at paths: some Collection<ItemPath>, sizes: ItemSizeProvider) {
    var added: [Int: (count: Int, first: Int)] = [:]
    for path in paths {
      _checkSection(path.section)
      let entry = added[path.section] ?? (0, path.item)
      added[path.section] = (entry.count + 1, min(entry.first, path.item))
    }
    for path in paths {
      precondition(
        (0..<sections[path.section].itemCount + added[path.section]!.count).contains(path.item),
        "Inserted item \(path) is out of range after the insertion")
    }
    _resumeSections(added.map { ($0.key, $0.value.count, $0.value.first) }, sizes: sizes)
  }

  /// Deletes items and lays their sections out again from the first deleted item of each.
  ///
  ///     layout.deleteItems(at: [ItemPath(item: 3, section: 0)], sizes: sizes)
  ///
  /// The items before a section's first deleted item are unchanged, so the engine resumes there
  /// (see ``replaceSection(at:with:sizes:keepingItemsBefore:)``). Later sections move.
  ///
  /// - Parameters:
  ///   - paths: Paths of the deleted items in the state before the deletion, each once.
  ///   - sizes: Returns sizes in the state after the deletion; the remaining items keep theirs.
  /// - Precondition: Every path names an existing item, and no path appears twice.
  /// - Complexity: O(*p* + *m* + *s*) for *p* kept items (copied) and *m* items laid out again
  ///   in the affected sections, and *s* sections.
  public mutating func deleteItems(at paths: some Collection<ItemPath>, sizes: ItemSizeProvider) {
    precondition(Set(paths).count == paths.count, "deleteItems(at:) was given a path twice")
    var removed: [Int: (count: Int, first: Int)] = [:]
    for path in paths {
      _checkSection(path.section)
      precondition(
        (0..<sections[path.section].itemCount).contains(path.item),
        "Deleted item \(path) is out of range before the deletion")
      let entry = removed[path.section] ?? (0, path.item)
      removed[path.section] = (entry.count + 1, min(entry.first, path.item))
    }
    _resumeSections(removed.map { ($0.key, -$0.value.count, $0.value.first) }, sizes: sizes)
  }

  /// Changes the item count of each named section by `delta` and lays it out again from its
  /// first changed item, in section order; then moves the later sections.
  mutating func _resumeSections(
    _ changes: [(section: Int, delta: Int, first: Int)], sizes: ItemSizeProvider
  ) {
    let changes = changes.sorted { $0.section < $1.section }
    guard let firstSection = changes.first?.section else { return }
    for change in changes {
      var options = sections[change.section]
      options.itemCount += change.delta
      _replace(
        at: change.section, with: options, keepingItemsBefore: change.first, sizes: sizes)
    }
    _updateStarts(from: firstSection)
  }

  /// Inserts a section, computing only that section; later sections move.
  ///
  ///     layout.insertSection(FlowSection(itemCount: 4), at: 0, sizes: sizes)
  ///
  /// - Parameters:
  ///   - section: The new section's options and item count.
  ///   - index: Where to insert it, in `0...numberOfSections`.
  ///   - sizes: Returns sizes in the state after the insertion.
  /// - Precondition: `index` is in `0...numberOfSections`.
  /// - Complexity: O(*m* + *s*) for *m* items in the new section.
  public mutating func insertSection(
    _ section: Engine.Section, at index: Int, sizes: ItemSizeProvider
  ) {
    precondition(
      (0...sections.count).contains(index),
      "Section insertion index \(index) is out of range 0...\(sections.count)")
    sections.insert(section, at: index)
    _geometry.insert(_compute(section, at: index, sizes: sizes), at: index)
    _updateStarts(from: index)
  }

  /// Inserts a section with the engine's default options and `itemCount` items.
  ///
  ///     layout.insertSection(at: 1, itemCount: 10, sizes: sizes)
  ///
  /// - Parameters:
  ///   - index: Where to insert it, in `0...numberOfSections`.
  ///   - itemCount: The new section's item count.
  ///   - sizes: Returns sizes in the state after the insertion.
  /// - Precondition: `index` is in `0...numberOfSections`; `itemCount` is not negative.
  /// - Complexity: O(*m* + *s*).
  public mutating func insertSection(at index: Int, itemCount: Int, sizes: ItemSizeProvider) {
    insertSection(engine.makeSection(itemCount: itemCount), at: index, sizes: sizes)
  }

  /// Removes a section; later sections move, nothing is recomputed.
  ///
  ///     layout.removeSection(at: 0)
  ///
  /// - Parameter index: The section's index.
  /// - Precondition: `index` names an existing section.
  /// - Complexity: O(*s*) for *s* sections.
  public mutating func removeSection(at index: Int) {
    _checkSection(index)
    sections.remove(at: index)
    _geometry.remove(at: index)
    _updateStarts(from: index)
  }

  /// Moves a section; sections between the two indices move, nothing is recomputed.
  ///
  ///     layout.moveSection(from: 0, to: 2)
  ///
  /// - Parameters:
  ///   - source: The section's index before the move.
  ///   - destination: Its index after the move.
  /// - Precondition: Both indices name existing sections.
  /// - Complexity: O(*s*) for *s* sections.
  public mutating func moveSection(from source: Int, to destination: Int) {
    _checkSection(source)
    _checkSection(destination)
    sections.insert(sections.remove(at: source), at: destination)
    _geometry.insert(_geometry.remove(at: source), at: destination)
    _updateStarts(from: min(source, destination))
  }
}

extension ListLayout {
  /// Turns this layout of the data before a batch into the layout of the data after it, keeping
  /// what the batch did not change: sections the batch deletes are removed and moved ones moved
  /// without computing; inserted sections, and surviving ones whose description or item sizes
  /// changed, are computed; every other section keeps its geometry. A section's geometry depends
  /// only on its description and item sizes, so the result equals a fresh layout of `sections`.
  ///
  ///     layout.carrySections(across: mapping, to: descriptions, sizes: provider) { target, source in
  ///       sizesAfter[target] != sizesBefore[source]
  ///     }
  ///
  /// A changed section is computed whole; to lay out only its changed part, return the first
  /// changed item instead (``carrySections(across:to:sizes:firstChangedItem:)``).
  ///
  /// - Parameters:
  ///   - mapping: The batch's mapping from this layout's sections to those after it.
  ///   - sections: The description of every section after the batch.
  ///   - sizes: Returns the size of any item after the batch.
  ///   - itemSizesChanged: Whether the items of the surviving section now at `target` (at
  ///     `source` before) changed size, count or order.
  /// - Precondition: `mapping` maps this layout's sections onto `sections.count` sections; a
  ///   section whose item count changed reports a change.
  /// - Complexity: O(*s*) for *s* sections, plus the work for the sections computed.
  public mutating func carrySections(
    across mapping: BatchUpdate.IndexMapping, to sections: [Engine.Section],
    sizes: ItemSizeProvider, itemSizesChanged: (_ target: Int, _ source: Int) -> Bool
  ) {
    carrySections(across: mapping, to: sections, sizes: sizes) { target, source in
      itemSizesChanged(target, source) ? 0 : nil
    }
  }

  /// Turns this layout of the data before a batch into the layout of the data after it,
  /// computing only what the batch changed: sections the batch deletes are removed and moved ones
  /// moved without computing; inserted sections, and surviving ones whose description changed
  /// other than in its item count, are computed whole; a surviving section whose items changed
  /// from item *k* on is laid out again from where its first *k* items stop deciding the result
  /// (see ``replaceSection(at:with:sizes:keepingItemsBefore:)``); every other section keeps its
  /// geometry. The result equals a fresh layout of `sections`.
  ///
  ///     layout.carrySections(across: mapping, to: descriptions, sizes: provider) { target, source in
  ///       let (after, before) = (sizesAfter[target], sizesBefore[source])
  ///       if after == before { return nil }
  ///       let common = min(after.count, before.count)
  ///       return (0..<common).first { after[$0] != before[$0] } ?? common
  ///     }
  ///
  /// Appending one item to a section of 1,000 flow items asks one size and places the last line
  /// again, instead of the whole section.
  ///
  /// - Parameters:
  ///   - mapping: The batch's mapping from this layout's sections to those after it.
  ///   - sections: The description of every section after the batch.
  ///   - sizes: Returns the size of any item after the batch.
  ///   - firstChangedItem: For the surviving section now at `target` (at `source` before): `nil`
  ///     when its items kept their sizes, count and order; otherwise *k*, the number of leading
  ///     items that are the same items with the same sizes (at most the smaller of the old and the
  ///     new item count; zero when nothing can be kept).
  /// - Precondition: `mapping` maps this layout's sections onto `sections.count` sections;
  ///   `firstChangedItem` answers `nil` only for a section whose item count is unchanged, and
  ///   otherwise a number in `0...min(old item count, new item count)`.
  /// - Complexity: O(*s*) for *s* sections, plus the work for the items laid out.
  public mutating func carrySections(
    across mapping: BatchUpdate.IndexMapping, to sections: [Engine.Section],
    sizes: ItemSizeProvider, firstChangedItem: (_ target: Int, _ source: Int) -> Int?
  ) {
    // The survivors, as they stand, by target index; moved into target order. (Plain loops: this
    // generic code runs once per section of every batch.)
    var order: [Int] = []
    order.reserveCapacity(self.sections.count)
    var deleted: [Int] = []
    for source in 0..<self.sections.count {
      if let target = mapping.target(ofSection: source) {
        order.append(target)
      } else {
        deleted.append(source)
      }
    }
    for source in deleted.reversed() { removeSection(at: source) }
    var isSorted = true
    var previous = -1
    for target in order {
      precondition(
        target >= 0 && target < sections.count,
        "carrySections(across:to:sizes:firstChangedItem:): the mapping names a section beyond the "
          + "\(sections.count) given")
      if target < previous { isSorted = false }
      previous = target
    }
    let survivors = isSorted ? order : order.sorted()
    if !isSorted {
      for (position, target) in survivors.enumerated() {
        guard let current = order.firstIndex(of: target), current != position else { continue }
        moveSection(from: current, to: position)
        order.insert(order.remove(at: current), at: position)
      }
    }
    if survivors.count < sections.count {
      // Sections no survivor lands on are inserted, in increasing order.
      var next = 0
      for target in 0..<sections.count {
        if next < survivors.count, survivors[next] == target {
          next += 1
        } else {
          insertSection(sections[target], at: target, sizes: sizes)
        }
      }
    }
    var firstChanged: Int?
    for target in survivors {
      guard let source = mapping.source(ofSection: target) else { continue }
      let before = self.sections[target].itemCount
      let after = sections[target].itemCount
      guard let prefix = firstChangedItem(target, source) else {
        precondition(
          before == after,
          "carrySections(across:to:sizes:firstChangedItem:): section \(target) went from \(before) "
            + "to \(after) items, but firstChangedItem answered nil (items kept)")
        if self.sections[target] != sections[target] {
          self.sections[target] = sections[target]
          _geometry[target] = _compute(sections[target], at: target, sizes: sizes)
          firstChanged = firstChanged ?? target
        }
        continue
      }
      _replace(
        at: target, with: sections[target], keepingItemsBefore: prefix, sizes: sizes,
        argument: "firstChangedItem")
      firstChanged = firstChanged ?? target
    }
    if let firstChanged { _updateStarts(from: firstChanged) }
  }

  /// Replaces section `index` (without moving later sections): resumed when only its item count
  /// differs and `prefix` is positive, computed whole otherwise. `argument` names where `prefix`
  /// came from, for the precondition message.
  mutating func _replace(
    at index: Int, with section: Engine.Section, keepingItemsBefore prefix: Int,
    sizes: ItemSizeProvider, argument: StaticString = "keepingItemsBefore"
  ) {
    var old = sections[index]
    precondition(
      prefix >= 0 && prefix <= min(old.itemCount, section.itemCount),
      "\(argument) must be in 0...min(old item count, new item count) = "
        + "0...\(min(old.itemCount, section.itemCount)) for section \(index) (got \(prefix))")
    old.itemCount = section.itemCount
    sections[index] = section
    _geometry[index] =
      prefix > 0 && old == section
      ? _resume(section, at: index, keepingItemsBefore: prefix, sizes: sizes)
      : _compute(section, at: index, sizes: sizes)
  }
}

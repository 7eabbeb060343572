import TrellisCore
import TrellisDiff
import TrellisLayout
import TrellisList

/// Checks a staged changeset against rules that do not trust the diff: every stage validates,
/// replaying each stage under UIKit's convention (``BatchUpdate/apply(to:fetching:)``) shows
/// exactly the stage's data, the last stage shows the target, and the composed replay moves every
/// surviving element to the position an independent, naive occurrence matching predicts.
///
///     let stages = StagedChangeset(source: old, target: new)
///     let issues = DiffOracle.issues(stages, from: old, to: new)
///     #expect(issues.isEmpty)
public enum DiffOracle {
  /// The problems of a flat staged changeset; empty when it is correct.
  ///
  /// - Parameters:
  ///   - stages: The changeset under test.
  ///   - source: The diff's source.
  ///   - target: The diff's target.
  /// - Returns: One line per problem.
  public static func issues<Item: Diffable>(
    _ stages: StagedChangeset<[Item]>, from source: [Item], to target: [Item]
  ) -> [String] {
    let wrap = { (items: [Item]) in [ArraySection(model: 0, elements: items)] }
    let wrapped = StagedChangeset(
      stages.map { Changeset(data: wrap($0.data), update: $0.update) })
    return issues(wrapped, from: wrap(source), to: wrap(target))
  }

  /// The problems of a sectioned staged changeset; empty when it is correct.
  ///
  /// - Parameters:
  ///   - stages: The changeset under test.
  ///   - source: The diff's source.
  ///   - target: The diff's target.
  /// - Returns: One line per problem.
  public static func issues<Section: DiffableSection>(
    _ stages: StagedChangeset<[Section]>, from source: [Section], to target: [Section]
  ) -> [String] {
    var issues: [String] = []
    if stages.isEmpty {
      if !same(source, target) { issues.append("no stage, but source and target differ") }
      return issues
    }
    if !same(stages[stages.count - 1].data, target) {
      issues.append("the last stage's data is not the target")
    }
    // Where each source item is now (nil: replaced), stage after stage.
    var positions: [[ItemPath?]] = source.enumerated().map { section, value in
      value.items.indices.map { ItemPath(item: $0, section: section) }
    }
    var previous = source
    for (index, stage) in stages.enumerated() {
      let update = stage.update
      if update.isEmpty { issues.append("stage \(index) is empty") }
      let oldCounts = previous.map(\.items.count)
      let newCounts = stage.data.map(\.items.count)
      let mapping: BatchUpdate.IndexMapping
      do {
        try update.validate(from: oldCounts, to: newCounts)
        mapping = try update.indexMapping(from: oldCounts, to: newCounts)
      } catch {
        issues.append("stage \(index) is invalid: \(error)\n  \(update)")
        return issues
      }
      issues += replayIssues(update, mapping, previous, stage.data, stage: index)
      let reloadedSections = Set(update.sectionReloads)
      positions = positions.map { row in
        row.map { path in
          guard let path else { return nil }
          if let next = mapping.target(of: path) { return next }
          guard reloadedSections.contains(path.section),
            let section = mapping.target(ofSection: path.section)
          else { return nil }
          return ItemPath(item: path.item, section: section)
        }
      }
      previous = stage.data
    }
    let expected = expectedTargets(from: source, to: target)
    for (section, row) in positions.enumerated() {
      for (item, path) in row.enumerated() where path != expected[section][item] {
        let actual = path.map(String.init(describing:)) ?? "nil"
        let wanted = expected[section][item].map(String.init(describing:)) ?? "nil"
        issues.append("source item [\(section), \(item)] ends at \(actual), expected \(wanted)")
      }
    }
    return issues
  }

  /// Whether two sectioned collections have the same identities and content everywhere.
  public static func same<Section: DiffableSection>(_ lhs: [Section], _ rhs: [Section]) -> Bool {
    guard lhs.count == rhs.count else { return false }
    for (left, right) in zip(lhs, rhs) {
      guard left.diffID == right.diffID, left.isContentEqual(to: right),
        left.items.count == right.items.count
      else { return false }
      for (a, b) in zip(left.items, right.items)
      where a.diffID != b.diffID || !a.isContentEqual(to: b) {
        return false
      }
    }
    return true
  }

  /// Replays one stage: the sections and items UIKit keeps must carry the identity (and, unless
  /// reloaded, the content) the stage's data has at their new positions.
  static func replayIssues<Section: DiffableSection>(
    _ update: BatchUpdate, _ mapping: BatchUpdate.IndexMapping, _ old: [Section],
    _ new: [Section], stage: Int
  ) -> [String] {
    var issues: [String] = []
    let reloadedSections = Set(update.sectionReloads)
    for (index, section) in new.enumerated() {
      guard let origin = mapping.source(ofSection: index) else { continue }
      if old[origin].diffID != section.diffID {
        issues.append("stage \(stage): section \(index) shows another section's identity")
      } else if !reloadedSections.contains(origin), !old[origin].isContentEqual(to: section) {
        issues.append("stage \(stage): section \(index) changed content without a reload")
      }
    }
    let shown: [[Section.Item]]
    do {
      shown = try update.apply(to: old.map(\.items), fetching: new.map(\.items))
    } catch {
      return issues + ["stage \(stage): replay failed: \(error)"]
    }
    for (section, value) in new.enumerated() {
      for (item, element) in value.items.enumerated() {
        let replayed = shown[section][item]
        if replayed.diffID != element.diffID {
          issues.append("stage \(stage): [\(section), \(item)] replays to another identity")
        } else if !replayed.isContentEqual(to: element) {
          issues.append("stage \(stage): [\(section), \(item)] changed content without a reload")
        }
      }
    }
    return issues
  }

  /// The naive occurrence matching: the k-th section (item) with an identity in the source goes
  /// to the k-th with that identity in the target, items over all sections in order; items whose
  /// section is deleted or inserted are replaced.
  static func expectedTargets<Section: DiffableSection>(
    from source: [Section], to target: [Section]
  ) -> [[ItemPath?]] {
    var sectionQueues: [Section.DiffID: [Int]] = [:]
    for (index, section) in source.enumerated() {
      sectionQueues[section.diffID, default: []].append(index)
    }
    var sectionTargets = [Int?](repeating: nil, count: source.count)
    var targetHasSource = [Bool](repeating: false, count: target.count)
    for (index, section) in target.enumerated() {
      guard var queue = sectionQueues[section.diffID], !queue.isEmpty else { continue }
      sectionTargets[queue.removeFirst()] = index
      sectionQueues[section.diffID] = queue
      targetHasSource[index] = true
    }
    var itemQueues: [Section.Item.DiffID: [ItemPath]] = [:]
    for (section, value) in source.enumerated() {
      for (item, element) in value.items.enumerated() {
        itemQueues[element.diffID, default: []].append(ItemPath(item: item, section: section))
      }
    }
    var result: [[ItemPath?]] = source.map { [ItemPath?](repeating: nil, count: $0.items.count) }
    for (section, value) in target.enumerated() {
      for (item, element) in value.items.enumerated() {
        guard var queue = itemQueues[element.diffID], !queue.isEmpty else { continue }
        let origin = queue.removeFirst()
        itemQueues[element.diffID] = queue
        if sectionTargets[origin.section] != nil, targetHasSource[section] {
          result[origin.section][origin.item] = ItemPath(item: item, section: section)
        }
      }
    }
    return result
  }
}

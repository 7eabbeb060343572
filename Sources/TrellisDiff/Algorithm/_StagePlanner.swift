/// The stages of a sectioned diff: which batch runs when, and the shape of the data it shows.
@usableFromInline
internal struct _Plan {
  /// The shape of a stage's data.
  @usableFromInline
  internal enum Layout {
    /// The source's sections and items (content may be reloaded).
    case source
    /// The source's surviving sections, in source order, each holding its target items.
    case intermediate
    /// The target's sections and items (content may not be reloaded yet).
    case target
  }

  /// One stage: its batch, the shape of its data, and its step (for content versions).
  @usableFromInline
  internal struct Stage {
    @usableFromInline internal var layout: Layout
    @usableFromInline internal var step: Int8
    @usableFromInline internal var update: BatchUpdate

    @inlinable
    internal init(layout: Layout, step: Int8, update: BatchUpdate) {
      self.layout = layout
      self.step = step
      self.update = update
    }
  }

  /// Steps: reloads before the structure changes, the (item) structure, section moves, reloads
  /// after the structure changes.
  @usableFromInline internal static let before: Int8 = 0
  @usableFromInline internal static let structure: Int8 = 1
  @usableFromInline internal static let sectionMoves: Int8 = 2
  @usableFromInline internal static let after: Int8 = 3

  /// The non-empty stages, in order.
  @usableFromInline internal var stages: [Stage] = []
  /// For each target item, the step that reloads it, or -1 (empty when no item is reloaded).
  @usableFromInline internal var itemSteps: ContiguousArray<Int8> = []
  /// For each source section, the step that reloads it, or -1 (empty when none is).
  @usableFromInline internal var sectionSteps: ContiguousArray<Int8> = []
  /// The last step that reloads anything; data after it shows target content only.
  @usableFromInline internal var lastReloadStep: Int8 = -1
  /// The source sections of the intermediate layout, in order.
  @usableFromInline internal var intermediateSections: ContiguousArray<Int32> = []

  @inlinable
  internal init() {}

  /// The content step of a target item (-1: unchanged).
  @inlinable
  internal func itemStep(_ position: Int) -> Int8 {
    itemSteps.isEmpty ? -1 : itemSteps[position]
  }

  /// The content step of a source section (-1: unchanged).
  @inlinable
  internal func sectionStep(_ section: Int) -> Int8 {
    sectionSteps.isEmpty ? -1 : sectionSteps[section]
  }
}

/// Plans the fewest stages for a sectioned change, given the identity matches (already unpaired
/// across deleted and inserted sections) and the content changes.
///
/// One batch when UIKit's rules allow it. Otherwise a moved section with item changes splits the
/// structure into item changes (sections in source order) then section inserts and moves; reloads
/// go into the structural batches where they do not touch a moved item or section, and the rest
/// into a reload batch before (at old positions) or after (at new positions).
///
/// - Parameters:
///   - updatedItems: Target positions of matched items whose content changed.
///   - updatedSections: Source sections, matched, whose content changed.
@usableFromInline
internal func _planStages(
  source: _Shape, target: _Shape, sections: _Matching, items: _Matching,
  updatedItems: ContiguousArray<Int32>, updatedSections: ContiguousArray<Int32>
) -> _Plan {
  var planner = _Planner(
    source: source, target: target, sections: sections, items: items,
    updatedItems: updatedItems, updatedSections: updatedSections)
  planner.plan()
  return planner.result
}

/// The working state of the stage planner (`_planStages`).
@usableFromInline
internal struct _Planner {
  let source: _Shape
  let target: _Shape
  let sections: _Matching
  let items: _Matching
  let updatedItems: ContiguousArray<Int32>
  let updatedSections: ContiguousArray<Int32>
  var result = _Plan()
  var leftoverItems = ContiguousArray<Int32>()
  var leftoverSections = ContiguousArray<Int32>()

  init(
    source: _Shape, target: _Shape, sections: _Matching, items: _Matching,
    updatedItems: ContiguousArray<Int32>, updatedSections: ContiguousArray<Int32>
  ) {
    self.source = source
    self.target = target
    self.sections = sections
    self.items = items
    self.updatedItems = updatedItems
    self.updatedSections = updatedSections
    if !updatedItems.isEmpty {
      result.itemSteps = ContiguousArray(repeating: -1, count: target.sectionOf.count)
    }
    if !updatedSections.isEmpty {
      result.sectionSteps = ContiguousArray(repeating: -1, count: source.sectionCount)
    }
  }

  mutating func plan() {
    let whole = sections.sourceToTarget.withUnsafeBufferPointer { sectionTargets in
      sections.targetToSource.withUnsafeBufferPointer { sectionSources in
        items.sourceToTarget.withUnsafeBufferPointer { itemTargets in
          items.targetToSource.withUnsafeBufferPointer { itemSources in
            _transition(
              from: source, to: target, itemTargets: itemTargets, itemSources: itemSources,
              sectionTargets: sectionTargets, sectionSources: sectionSources)
          }
        }
      }
    }
    let split = sections.sourceToTarget.withUnsafeBufferPointer {
      whole.movesChangedSection($0)
    }
    if split { planSplit() } else { planSingle(whole) }
  }

  /// One structural batch; reloads join it unless they touch a move.
  mutating func planSingle(_ whole: _Transition) {
    var structure = whole.update
    var hasItemReload = [Bool](repeating: false, count: source.sectionCount)
    for position in updatedItems.lazy.map(Int.init) {
      let origin = Int(items.targetToSource[position])
      let section = Int(source.sectionOf[origin])
      if !whole.isMovedTarget[position], !whole.isMovedSection[section] {
        result.itemSteps[position] = _Plan.structure
        structure.itemReloads.append(source.path(origin))
        hasItemReload[section] = true
      } else {
        leftoverItems.append(Int32(truncatingIfNeeded: position))
      }
    }
    for section in updatedSections.lazy.map(Int.init) {
      let partner = Int(sections.sourceToTarget[section])
      if !whole.isMovedSection[section], !whole.changesSource[section],
        !whole.changesTarget[partner], !hasItemReload[section]
      {
        result.sectionSteps[section] = _Plan.structure
        structure.sectionReloads.append(section)
      } else {
        leftoverSections.append(Int32(truncatingIfNeeded: section))
      }
    }
    var (before, after) = placeLeftovers()
    append(.source, _Plan.before, &before)
    append(.target, _Plan.structure, &structure)
    append(.target, _Plan.after, &after)
  }

  /// Item changes with sections in source order, then section inserts and moves.
  mutating func planSplit() {
    let sectionCount = source.sectionCount
    var intermediateOf = ContiguousArray<Int32>(repeating: -1, count: sectionCount)
    var offsets = ContiguousArray<Int>()
    var sectionOf = ContiguousArray<Int32>()
    var toTarget = ContiguousArray<Int32>()
    var fromTarget = ContiguousArray<Int32>(repeating: -1, count: target.sectionOf.count)
    sectionOf.reserveCapacity(target.sectionOf.count)
    toTarget.reserveCapacity(target.sectionOf.count)
    for section in 0..<sectionCount where sections.sourceToTarget[section] >= 0 {
      let index = Int32(truncatingIfNeeded: result.intermediateSections.count)
      intermediateOf[section] = index
      result.intermediateSections.append(Int32(truncatingIfNeeded: section))
      offsets.append(toTarget.count)
      let partner = Int(sections.sourceToTarget[section])
      for position in target.offsets[partner]..<target.offsets[partner &+ 1] {
        fromTarget[position] = Int32(truncatingIfNeeded: toTarget.count)
        toTarget.append(Int32(truncatingIfNeeded: position))
        sectionOf.append(index)
      }
    }
    offsets.append(toTarget.count)
    let middle = _Shape(offsets: offsets, sectionOf: sectionOf)
    let sourceToMiddle = ContiguousArray(
      items.sourceToTarget.lazy.map { $0 < 0 ? -1 : fromTarget[Int($0)] })
    let itemOrigins = items.targetToSource
    let sectionPartners = sections.sourceToTarget
    let middleToSource = ContiguousArray(toTarget.lazy.map { itemOrigins[Int($0)] })
    let middleSections = ContiguousArray(
      result.intermediateSections.lazy.map { sectionPartners[Int($0)] })
    let targetSections = ContiguousArray(
      sections.targetToSource.lazy.map { $0 < 0 ? -1 : intermediateOf[Int($0)] })

    let first = sourceToMiddle.withUnsafeBufferPointer { itemTargets in
      middleToSource.withUnsafeBufferPointer { itemSources in
        intermediateOf.withUnsafeBufferPointer { sectionTargets in
          result.intermediateSections.withUnsafeBufferPointer { sectionSources in
            _transition(
              from: source, to: middle, itemTargets: itemTargets, itemSources: itemSources,
              sectionTargets: sectionTargets, sectionSources: sectionSources)
          }
        }
      }
    }
    let second = toTarget.withUnsafeBufferPointer { itemTargets in
      fromTarget.withUnsafeBufferPointer { itemSources in
        middleSections.withUnsafeBufferPointer { sectionTargets in
          targetSections.withUnsafeBufferPointer { sectionSources in
            _transition(
              from: middle, to: target, itemTargets: itemTargets, itemSources: itemSources,
              sectionTargets: sectionTargets, sectionSources: sectionSources)
          }
        }
      }
    }

    var itemStage = first.update
    var sectionStage = second.update
    var reloadsItemsFirst = [Bool](repeating: false, count: sectionCount)
    var reloadsItemsSecond = [Bool](repeating: false, count: middle.sectionCount)
    for position in updatedItems.lazy.map(Int.init) {
      let origin = Int(items.targetToSource[position])
      let between = Int(fromTarget[position])
      let betweenSection = Int(middle.sectionOf[between])
      if !first.isMovedTarget[between] {
        result.itemSteps[position] = _Plan.structure
        itemStage.itemReloads.append(source.path(origin))
        reloadsItemsFirst[Int(source.sectionOf[origin])] = true
      } else if !second.isMovedSection[betweenSection] {
        result.itemSteps[position] = _Plan.sectionMoves
        sectionStage.itemReloads.append(middle.path(between))
        reloadsItemsSecond[betweenSection] = true
      } else {
        leftoverItems.append(Int32(truncatingIfNeeded: position))
      }
    }
    for section in updatedSections.lazy.map(Int.init) {
      let between = Int(intermediateOf[section])
      if !first.changesSource[section], !first.changesTarget[between],
        !reloadsItemsFirst[section]
      {
        result.sectionSteps[section] = _Plan.structure
        itemStage.sectionReloads.append(section)
      } else if !second.isMovedSection[between], !reloadsItemsSecond[between] {
        result.sectionSteps[section] = _Plan.sectionMoves
        sectionStage.sectionReloads.append(between)
      } else {
        leftoverSections.append(Int32(truncatingIfNeeded: section))
      }
    }
    var (before, after) = placeLeftovers()
    append(.source, _Plan.before, &before)
    append(.intermediate, _Plan.structure, &itemStage)
    append(.target, _Plan.sectionMoves, &sectionStage)
    append(.target, _Plan.after, &after)
  }

  /// Reloads that fit no structural batch, in one extra batch when possible: all before it (at
  /// old positions) unless an item lies in a reloaded section there, else all after it (at new
  /// positions) unless the same holds there; otherwise sections before and items after.
  mutating func placeLeftovers() -> (before: BatchUpdate, after: BatchUpdate) {
    var before = BatchUpdate()
    var after = BatchUpdate()
    guard !leftoverItems.isEmpty || !leftoverSections.isEmpty else { return (before, after) }
    var reloadsSource = [Bool](repeating: false, count: source.sectionCount)
    var reloadsTarget = [Bool](repeating: false, count: target.sectionCount)
    for section in leftoverSections.lazy.map(Int.init) {
      reloadsSource[section] = true
      reloadsTarget[Int(sections.sourceToTarget[section])] = true
    }
    let clashesBefore = leftoverItems.contains { position in
      reloadsSource[Int(source.sectionOf[Int(items.targetToSource[Int(position)])])]
    }
    let clashesAfter = leftoverItems.contains { reloadsTarget[Int(target.sectionOf[Int($0)])] }
    let sectionsAfter = clashesBefore && !clashesAfter
    for section in leftoverSections.lazy.map(Int.init) {
      if sectionsAfter {
        result.sectionSteps[section] = _Plan.after
        after.sectionReloads.append(Int(sections.sourceToTarget[section]))
      } else {
        result.sectionSteps[section] = _Plan.before
        before.sectionReloads.append(section)
      }
    }
    for position in leftoverItems.lazy.map(Int.init) {
      let origin = Int(items.targetToSource[position])
      if clashesBefore {
        result.itemSteps[position] = _Plan.after
        after.itemReloads.append(target.path(position))
      } else {
        result.itemSteps[position] = _Plan.before
        before.itemReloads.append(source.path(origin))
      }
    }
    return (before, after)
  }

  /// Appends a stage unless its batch is empty; sorts its reloads.
  mutating func append(_ layout: _Plan.Layout, _ step: Int8, _ update: inout BatchUpdate) {
    guard !update.isEmpty else { return }
    update.itemReloads.sort()
    update.sectionReloads.sort()
    if !update.itemReloads.isEmpty || !update.sectionReloads.isEmpty {
      result.lastReloadStep = Swift.max(result.lastReloadStep, step)
    }
    result.stages.append(_Plan.Stage(layout: layout, step: step, update: update))
  }
}

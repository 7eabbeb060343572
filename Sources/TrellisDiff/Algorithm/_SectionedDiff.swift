/// Sections and their items, flattened into one item sequence.
@usableFromInline
internal struct _FlatSections<Section: DiffableSection> {
  @usableFromInline internal var sections: ContiguousArray<Section>
  @usableFromInline internal var items: ContiguousArray<Section.Item>
  @usableFromInline internal var shape: _Shape

  /// Reads `items` once per section and copies the items into one contiguous buffer.
  ///
  /// - Complexity: O(*s* + *n*), with three allocations whatever the number of sections.
  @inlinable
  internal init(_ data: some Collection<Section>) {
    sections = ContiguousArray(data)
    var lists = ContiguousArray<[Section.Item]>()
    lists.reserveCapacity(sections.count)
    var total = 0
    for section in sections {
      let list = section.items
      total &+= list.count
      lists.append(list)
    }
    items = []
    items.reserveCapacity(total)
    var offsets = ContiguousArray<Int>()
    offsets.reserveCapacity(sections.count &+ 1)
    var sectionOf = ContiguousArray<Int32>()
    sectionOf.reserveCapacity(total)
    for index in lists.indices {
      offsets.append(items.count)
      items.append(contentsOf: lists[index])
      sectionOf.append(
        contentsOf: repeatElement(Int32(truncatingIfNeeded: index), count: lists[index].count))
    }
    offsets.append(items.count)
    shape = _Shape(offsets: offsets, sectionOf: sectionOf)
  }
}

/// Removes the item pairs that cross a deleted or an inserted section: UIKit cannot move an item
/// out of a deleted section or into an inserted one, so those items are deleted and inserted with
/// their sections.
@usableFromInline
internal func _unpairAcrossNewSections(
  _ items: inout _Matching, sections: _Matching, source: _Shape, target: _Shape
) {
  guard sections.sourceToTarget.contains(-1) || sections.targetToSource.contains(-1) else {
    return
  }
  for position in items.targetToSource.indices {
    let origin = Int(items.targetToSource[position])
    guard origin >= 0 else { continue }
    if sections.sourceToTarget[Int(source.sectionOf[origin])] < 0
      || sections.targetToSource[Int(target.sectionOf[position])] < 0
    {
      items.targetToSource[position] = -1
      items.sourceToTarget[origin] = -1
    }
  }
}

/// The stages of a sectioned diff; see ``StagedChangeset/init(source:target:)``.
@inlinable
internal func _sectionedStages<Data: RangeReplaceableCollection>(
  source sourceData: Data, target targetData: Data, interruption: _Interruption? = nil
) -> [Changeset<Data>] where Data.Element: DiffableSection {
  let source = _FlatSections(sourceData)
  if interruption.shouldStop() { return [] }
  let target = _FlatSections(targetData)
  if interruption.shouldStop() { return [] }
  let sections = source.sections.withUnsafeBufferPointer { sourceSections in
    target.sections.withUnsafeBufferPointer {
      _matchIdentities(sourceSections, $0, interruption: interruption)
    }
  }
  if interruption.shouldStop() { return [] }
  var items = source.items.withUnsafeBufferPointer { sourceItems in
    target.items.withUnsafeBufferPointer {
      _matchIdentities(sourceItems, $0, interruption: interruption)
    }
  }
  if interruption.shouldStop() { return [] }
  _unpairAcrossNewSections(&items, sections: sections, source: source.shape, target: target.shape)

  var updatedItems = ContiguousArray<Int32>()
  items.targetToSource.withUnsafeBufferPointer { origins in
    source.items.withUnsafeBufferPointer { sourceItems in
      target.items.withUnsafeBufferPointer { targetItems in
        for position in origins.indices {
          if interruption.shouldStop(at: position) { return }
          let origin = Int(origins[position])
          if origin >= 0, !sourceItems[origin].isContentEqual(to: targetItems[position]) {
            updatedItems.append(Int32(truncatingIfNeeded: position))
          }
        }
      }
    }
  }
  if interruption.shouldStop() { return [] }
  var updatedSections = ContiguousArray<Int32>()
  for section in source.sections.indices {
    let partner = Int(sections.sourceToTarget[section])
    if partner >= 0, !source.sections[section].isContentEqual(to: target.sections[partner]) {
      updatedSections.append(Int32(truncatingIfNeeded: section))
    }
  }
  let plan = _planStages(
    source: source.shape, target: target.shape, sections: sections, items: items,
    updatedItems: updatedItems, updatedSections: updatedSections)
  if interruption.shouldStop() { return [] }
  let builder = _StageDataBuilder(
    source: source, target: target, sections: sections, items: items, plan: plan)
  var stages: [Changeset<Data>] = []
  stages.reserveCapacity(plan.stages.count)
  for stage in plan.stages {
    if interruption.shouldStop() { return [] }
    let data: Data
    switch stage.layout {
    case .source: data = builder.sourceLayout(after: stage.step)
    case .intermediate: data = builder.intermediateLayout(after: stage.step)
    case .target:
      data =
        stage.step >= plan.lastReloadStep ? targetData : builder.targetLayout(after: stage.step)
    }
    stages.append(Changeset(data: data, update: stage.update))
  }
  return stages
}

/// Builds the data shown by the stages of a plan: each element in its target version once
/// reloaded (or when unchanged), in its source version before.
@usableFromInline
internal struct _StageDataBuilder<Section: DiffableSection> {
  @usableFromInline internal let source: _FlatSections<Section>
  @usableFromInline internal let target: _FlatSections<Section>
  @usableFromInline internal let sections: _Matching
  @usableFromInline internal let items: _Matching
  @usableFromInline internal let plan: _Plan

  @inlinable
  internal init(
    source: _FlatSections<Section>, target: _FlatSections<Section>, sections: _Matching,
    items: _Matching, plan: _Plan
  ) {
    self.source = source
    self.target = target
    self.sections = sections
    self.items = items
    self.plan = plan
  }

  /// The target item at `position`, or its source version when not reloaded by `step`.
  @inlinable
  internal func item(_ position: Int, after step: Int8) -> Section.Item {
    let origin = Int(items.targetToSource[position])
    if origin >= 0, plan.itemStep(position) > step { return source.items[origin] }
    return target.items[position]
  }

  /// The model of matched source section `section` as shown after `step`.
  @inlinable
  internal func model(_ section: Int, after step: Int8) -> Section {
    let partner = Int(sections.sourceToTarget[section])
    if partner < 0 || plan.sectionStep(section) > step { return source.sections[section] }
    return target.sections[partner]
  }

  /// The target item positions of target section `section`, in order.
  @inlinable
  internal func targetRange(_ section: Int) -> Range<Int> {
    target.shape.offsets[section]..<target.shape.offsets[section &+ 1]
  }

  /// The source's sections and items, with reloads up to `step` applied.
  @inlinable
  internal func sourceLayout<Data: RangeReplaceableCollection>(after step: Int8) -> Data
  where Data.Element == Section {
    var data = Data()
    data.reserveCapacity(source.sections.count)
    for section in source.sections.indices {
      let range = source.shape.offsets[section]..<source.shape.offsets[section &+ 1]
      let elements = range.lazy.map { position -> Section.Item in
        let partner = Int(self.items.sourceToTarget[position])
        if partner >= 0, self.plan.itemStep(partner) <= step { return self.target.items[partner] }
        return self.source.items[position]
      }
      data.append(Section(source: model(section, after: step), items: elements))
    }
    return data
  }

  /// The source's surviving sections in source order, each with its target items.
  @inlinable
  internal func intermediateLayout<Data: RangeReplaceableCollection>(after step: Int8) -> Data
  where Data.Element == Section {
    var data = Data()
    data.reserveCapacity(plan.intermediateSections.count)
    for section in plan.intermediateSections.lazy.map(Int.init) {
      let range = targetRange(Int(sections.sourceToTarget[section]))
      let elements = range.lazy.map { self.item($0, after: step) }
      data.append(Section(source: model(section, after: step), items: elements))
    }
    return data
  }

  /// The target's sections and items, with content not reloaded by `step` in its source version.
  @inlinable
  internal func targetLayout<Data: RangeReplaceableCollection>(after step: Int8) -> Data
  where Data.Element == Section {
    var data = Data()
    data.reserveCapacity(target.sections.count)
    for section in target.sections.indices {
      let origin = Int(sections.targetToSource[section])
      let model = origin >= 0 ? self.model(origin, after: step) : target.sections[section]
      let elements = targetRange(section).lazy.map { self.item($0, after: step) }
      data.append(Section(source: model, items: elements))
    }
    return data
  }
}

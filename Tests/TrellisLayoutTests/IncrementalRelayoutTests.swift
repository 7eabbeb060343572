import Foundation
import Testing
import TrellisDiff
@_spi(Testing) import TrellisLayout
import TrellisTestSupport

/// Random edits applied incrementally must give the same layout as a full relayout, and must
/// compute only the affected sections: inserts and deletes only from the engine's resume point
/// for the first inserted or deleted item.
@Suite("Incremental relayout")
struct IncrementalRelayoutTests {
  /// The data a layout shows: options and item sizes per section.
  struct Model<Section: LayoutSection> {
    var sections: [Section]
    var sizes: [[CGSize]]

    func size(_ path: ItemPath, _: CGSize) -> CGSize { sizes[path.section][path.item] }

    /// `count` copies of `section`, each of `items` items of `itemSize`.
    static func repeating(_ section: Section, count: Int, items: Int, of itemSize: CGSize) -> Self {
      Self(
        sections: Array(repeating: section, count: count),
        sizes: Array(repeating: Array(repeating: itemSize, count: items), count: count))
    }
  }

  /// A 320 × 480 flow layout of `model`.
  func flowLayout(_ model: Model<FlowSection>) -> ListLayout<FlowLayout> {
    ListLayout(
      FlowLayout(containerSize: size(320, 480)), sections: model.sections, sizes: model.size)
  }

  /// Applies `steps` random edits to a model and to an incremental layout, comparing the layout
  /// with a full relayout after each.
  func fuzz<Engine: LayoutEngine & Equatable>(
    _ engine: Engine, seed: UInt64, steps: Int = 12,
    randomSection: (Int, inout SeededGenerator) -> Engine.Section
  ) {
    var rng = SeededGenerator(seed: seed)
    let initial = randomItemSizes(sections: 0...5, items: 0...25, using: &rng)
    var model = Model(
      sections: initial.map { randomSection($0.count, &rng) }, sizes: initial)
    var layout = ListLayout(engine, sections: model.sections, sizes: model.size)
    for step in 0..<steps {
      let before = layout.framesComputed
      var affected: Int?  // the section an edit recomputes, if any
      // For an edit that resumes its section: the section's geometry before it, and how many
      // leading items it keeps.
      var resumed: (previous: SectionLayout, prefix: Int)?
      switch Int.random(in: 0..<8, using: &rng) {
      case 0 where !model.sizes.joined().isEmpty:
        // One item's size changes.
        let section = model.sizes.indices.filter { !model.sizes[$0].isEmpty }
          .randomElement(using: &rng)!
        let item = Int.random(in: model.sizes[section].indices, using: &rng)
        model.sizes[section][item] = randomSectionSizes(items: 1...1, using: &rng)[0]
        layout.invalidateItems(at: [ItemPath(item: item, section: section)], sizes: model.size)
        affected = section
      case 1 where !model.sections.isEmpty:
        // Items are inserted into one section.
        let section = Int.random(in: model.sections.indices, using: &rng)
        var paths: [ItemPath] = []
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
          let item = Int.random(in: 0...model.sizes[section].count, using: &rng)
          model.sizes[section].insert(randomSectionSizes(items: 1...1, using: &rng)[0], at: item)
          paths = paths.map {
            $0.item >= item ? ItemPath(item: $0.item + 1, section: section) : $0
          }
          paths.append(ItemPath(item: item, section: section))
        }
        model.sections[section].itemCount = model.sizes[section].count
        resumed = (layout.geometry(ofSection: section), paths.map(\.item).min()!)
        layout.insertItems(at: paths, sizes: model.size)
        affected = section
      case 2 where !model.sizes.joined().isEmpty:
        // Items are deleted from one section.
        let section = model.sizes.indices.filter { !model.sizes[$0].isEmpty }
          .randomElement(using: &rng)!
        let items = Array(
          Set(
            (0..<Int.random(in: 1...3, using: &rng)).map { _ in
              Int.random(in: model.sizes[section].indices, using: &rng)
            })
        ).sorted()
        for item in items.reversed() { model.sizes[section].remove(at: item) }
        model.sections[section].itemCount = model.sizes[section].count
        resumed = (layout.geometry(ofSection: section), items[0])
        layout.deleteItems(
          at: items.map { ItemPath(item: $0, section: section) }, sizes: model.size)
        affected = section
      case 3:
        // A section is inserted.
        let index = Int.random(in: 0...model.sections.count, using: &rng)
        let sizes = randomSectionSizes(items: 0...10, using: &rng)
        model.sizes.insert(sizes, at: index)
        model.sections.insert(randomSection(sizes.count, &rng), at: index)
        layout.insertSection(model.sections[index], at: index, sizes: model.size)
        affected = index
      case 4 where !model.sections.isEmpty:
        let index = Int.random(in: model.sections.indices, using: &rng)
        model.sizes.remove(at: index)
        model.sections.remove(at: index)
        layout.removeSection(at: index)
      case 5 where !model.sections.isEmpty:
        let source = Int.random(in: model.sections.indices, using: &rng)
        let destination = Int.random(in: model.sections.indices, using: &rng)
        model.sizes.insert(model.sizes.remove(at: source), at: destination)
        model.sections.insert(model.sections.remove(at: source), at: destination)
        layout.moveSection(from: source, to: destination)
      case 6 where !model.sections.isEmpty:
        // A section's options change.
        let index = Int.random(in: model.sections.indices, using: &rng)
        model.sections[index] = randomSection(model.sizes[index].count, &rng)
        layout.replaceSection(at: index, with: model.sections[index], sizes: model.size)
        affected = index
      default:
        // A section's items are all replaced, count included.
        guard !model.sections.isEmpty else { continue }
        let index = Int.random(in: model.sections.indices, using: &rng)
        model.sizes[index] = randomSectionSizes(items: 0...10, using: &rng)
        model.sections[index].itemCount = model.sizes[index].count
        layout.setItemCount(model.sizes[index].count, inSection: index, sizes: model.size)
        affected = index
      }
      let full = ListLayout(engine, sections: model.sections, sizes: model.size)
      #expect(layout == full, "seed \(seed), step \(step)")
      #expect(layout.contentSize == full.contentSize, "seed \(seed), step \(step)")
      // A resumed section counts its frames from the engine's resume point on.
      let expected =
        affected.map { section in
          full.geometry(ofSection: section).frameCount
            - (resumed.map {
              engine.resumePoint(
                of: model.sections[section], reusing: $0.previous, keepingItemsBefore: $0.prefix)
            } ?? 0)
        } ?? 0
      #expect(layout.framesComputed - before == expected, "seed \(seed), step \(step)")
    }
  }

  @Test("flow", arguments: 0..<25)
  func flow(seed: UInt64) {
    let direction: ScrollDirection = seed.isMultiple(of: 2) ? .vertical : .horizontal
    fuzz(FlowLayout(containerSize: size(320, 300), axis: direction), seed: seed) {
      FlowSection.random(itemCount: $0, using: &$1)
    }
  }

  @Test("waterfall", arguments: 0..<25)
  func waterfall(seed: UInt64) {
    fuzz(WaterfallLayout(width: 320), seed: seed) {
      WaterfallSection.random(itemCount: $0, using: &$1)
    }
  }

  @Test("grid", arguments: 0..<25)
  func grid(seed: UInt64) {
    fuzz(GridLayout(width: 320), seed: seed) { GridSection.random(itemCount: $0, using: &$1) }
  }

  @Test("table", arguments: 0..<25)
  func table(seed: UInt64) {
    fuzz(TableLayout(width: 320), seed: seed) { TableSection.random(itemCount: $0, using: &$1) }
  }

  @Test("a size change in the last of 100 sections recomputes that section only")
  func lastOfHundredSections() {
    var model = Model.repeating(
      FlowSection(itemCount: 100, headerLength: 20), count: 100, items: 100, of: size(100, 50))
    var layout = flowLayout(model)
    #expect(layout.framesComputed == 100 * 101)
    #expect(layout.sizesQueried == 10_000)

    model.sizes[99][50] = size(320, 80)
    layout.invalidateItems(at: [path(50, 99)], sizes: model.size)
    #expect(layout.framesComputed == 100 * 101 + 101)
    #expect(layout.sizesQueried == 10_000 + 100)
    #expect(layout.frame(ofItem: path(50, 99))?.size == size(320, 80))
  }

  @Test("a size change in the first section moves later sections without recomputing them")
  func firstSectionMovesOthers() {
    var model = Model.repeating(
      FlowSection(itemCount: 10, lineSpacing: 0), count: 3, items: 10, of: size(320, 50))
    var layout = flowLayout(model)
    let before = layout.framesComputed
    model.sizes[0][0] = size(320, 150)
    layout.invalidateItems(at: [path(0, 0)], sizes: model.size)
    #expect(layout.framesComputed - before == 10)
    #expect(layout.frame(ofItem: path(0, 2)) == rect(0, 1100, 320, 50))
  }

  @Test("a taller container recomputes nothing; a wider one recomputes everything")
  func containerChanges() {
    var layout = ListLayout(
      FlowLayout(containerSize: size(320, 480)), sections: [FlowSection(itemCount: 10)]
    ) { _, _ in size(100, 50) }
    let before = layout.framesComputed
    layout.setContainerSize(size(320, 900)) { _, _ in size(100, 50) }
    #expect(layout.framesComputed == before)
    #expect(layout.containerSize == size(320, 900))
    layout.setContainerSize(size(640, 900)) { _, _ in size(100, 50) }
    #expect(layout.framesComputed == before + 10)
    #expect(layout.contentSize.width == 640)
  }

  @Test("the CollectionLayout protocol drives any engine")
  func existential() {
    var layouts: [any CollectionLayout] = [
      ListLayout(FlowLayout(containerSize: size(320, 480)), itemSizes: [[size(100, 50)]]),
      ListLayout(WaterfallLayout(width: 320), itemSizes: [[size(100, 50)]]),
      ListLayout(GridLayout(width: 320), itemSizes: [[size(100, 50)]]),
      ListLayout(TableLayout(width: 320), itemSizes: [[size(100, 50)]]),
    ]
    for index in layouts.indices {
      layouts[index].insertSection(at: 1, itemCount: 2) { _, _ in size(100, 50) }
      layouts[index].setItemCount(3, inSection: 0) { _, _ in size(100, 50) }
      #expect(layouts[index].numberOfSections == 2)
      #expect(layouts[index].numberOfItems(inSection: 0) == 3)
      #expect(layouts[index].frame(ofItem: path(1, 1)) != nil)
      layouts[index].moveSection(from: 0, to: 1)
      layouts[index].removeSection(at: 1)
      #expect(layouts[index].numberOfItems(inSection: 0) == 2)
    }
  }
}

// swift-format-ignore-file

// The examples of the resumed-layout doc comments (LayoutEngine, the engines, ListLayout),
// compiled here verbatim (DocSnippetTests checks it) and run.
import Foundation
import Testing
import TrellisDiff
@_spi(Testing) import TrellisLayout
import TrellisTestSupport

@Suite("Doc-comment examples: resumed layouts")
struct ResumedLayoutDocExamples {
  /// A size provider counting what it is asked.
  final class Counting {
    var asked: [ItemPath] = []
    let size: CGSize
    init(_ size: CGSize) { self.size = size }
    var provider: ItemSizeProvider {
      { path, _ in
        self.asked.append(path)
        return self.size
      }
    }
  }

  @Test("LayoutEngine and FlowLayout: one item appended to 1,000, three to a line")
  func flow() {
    let flow = FlowLayout(containerSize: CGSize(width: 320, height: 480))
    let geometry = flow.layout(FlowSection(itemCount: 1_000), at: 0) { _, _ in size(100, 50) }
    let section = FlowSection(itemCount: 1_001)
    let counting = Counting(size(100, 50))
    let sizes = counting.provider
    let grown = flow.layout(
      section, at: 0, sizes: sizes, reusing: geometry, keepingItemsBefore: 1_000)
    // == flow.layout(section, at: 0, sizes: sizes), with one size asked: item 1,000's
    #expect(counting.asked == [ItemPath(item: 1_000, section: 0)])
    #expect(grown == flow.layout(section, at: 0, sizes: sizes))
    let start = docValues {
      flow.resumePoint(of: section, reusing: geometry, keepingItemsBefore: 1_000)
      // 999 for 1,000 items three to a line: the last line holds item 999 alone
    }
    #expect(start as? [Int] == [999])
  }

  @Test("the default: an engine of its own lays out the whole section")
  func defaultEngine() {
    let size = CGSize(width: 320, height: 480)
    let sizes: ItemSizeProvider = { _, _ in CGSize(width: 0, height: 44) }
    let geometry = LayoutDocExamplesStack(containerSize: size).layout(
      LayoutDocExamplesStack.Section(itemCount: 3), at: 0, sizes: sizes)
    let section = LayoutDocExamplesStack.Section(itemCount: 4)
    let grown = docValues {
      LayoutDocExamplesStack(containerSize: size).layout(
        section, at: 0, sizes: sizes, reusing: geometry, keepingItemsBefore: 3)
    }
    #expect(grown as? [SectionLayout] == [
      LayoutDocExamplesStack(containerSize: size).layout(section, at: 0, sizes: sizes),
    ])
    typealias Stack = LayoutDocExamplesStack
    let start = docValues {
      Stack(containerSize: size).layout(
        section, at: 0, sizes: sizes, reusing: geometry, keepingItemsBefore: 3)
      Stack(containerSize: size).resumePoint(of: section, reusing: geometry, keepingItemsBefore: 3)
      // 0
    }
    #expect(start.last as? Int == 0)
  }

  @Test("TableLayout: rows resume at the prefix")
  func table() {
    let sizes: ItemSizeProvider = { _, _ in CGSize(width: 0, height: 44) }
    let geometry = TableLayout(width: 375).layout(TableSection(itemCount: 20), at: 0, sizes: sizes)
    let section = TableSection(itemCount: 21)
    let grown = TableLayout(width: 375).layout(
      section, at: 0, sizes: sizes, reusing: geometry, keepingItemsBefore: 20)
    #expect(grown == TableLayout(width: 375).layout(section, at: 0, sizes: sizes))
    let start = docValues {
      TableLayout(width: 375).resumePoint(of: section, reusing: geometry, keepingItemsBefore: 20)
      // 20
    }
    #expect(start as? [Int] == [20])
  }

  @Test("GridLayout: groups resume at the group holding the prefix")
  func grid() {
    let sizes: ItemSizeProvider = { _, _ in CGSize(width: 0, height: 60) }
    var section = GridSection(itemCount: 12, columns: 3, interitemSpacing: 8)
    let geometry = GridLayout(width: 320).layout(section, at: 0, sizes: sizes)
    section.itemCount = 13
    let grown = GridLayout(width: 320).layout(
      section, at: 0, sizes: sizes, reusing: geometry, keepingItemsBefore: 12)
    #expect(grown == GridLayout(width: 320).layout(section, at: 0, sizes: sizes))
    let start = docValues {
      GridLayout(width: 320).resumePoint(of: section, reusing: geometry, keepingItemsBefore: 7)
      // 6 with three columns
    }
    #expect(start as? [Int] == [6])
  }

  @Test("WaterfallLayout: items resume at the prefix")
  func waterfall() {
    let sizes: ItemSizeProvider = { path, _ in CGSize(width: 10, height: 10 + path.item % 7) }
    var section = WaterfallSection(itemCount: 30, columns: 3)
    let geometry = WaterfallLayout(width: 320).layout(section, at: 0, sizes: sizes)
    section.itemCount = 31
    let grown = WaterfallLayout(width: 320).layout(
      section, at: 0, sizes: sizes, reusing: geometry, keepingItemsBefore: 30)
    #expect(grown == WaterfallLayout(width: 320).layout(section, at: 0, sizes: sizes))
    let start = docValues {
      WaterfallLayout(width: 320).resumePoint(
        of: section, reusing: geometry, keepingItemsBefore: 30)  // 30
    }
    #expect(start as? [Int] == [30])
  }

  @Test("MixedLayout: forwards to the engine its section names")
  func mixed() {
    let size = CGSize(width: 320, height: 480)
    let sizes: ItemSizeProvider = { _, _ in CGSize(width: 0, height: 44) }
    let geometry = MixedLayout(containerSize: size).layout(
      .table(TableSection(itemCount: 20, rowHeight: 44)), at: 0, sizes: sizes)
    let grown = MixedLayout(containerSize: size).layout(
      .table(TableSection(itemCount: 21, rowHeight: 44)), at: 0, sizes: sizes,
      reusing: geometry, keepingItemsBefore: 20)
    #expect(
      grown
        == MixedLayout(containerSize: size).layout(
          .table(TableSection(itemCount: 21, rowHeight: 44)), at: 0, sizes: sizes))
    let start = docValues {
      MixedLayout(containerSize: size).resumePoint(
        of: .table(TableSection(itemCount: 21)), reusing: geometry, keepingItemsBefore: 20)
      // 20
    }
    #expect(start as? [Int] == [20])
  }

  @Test("ListLayout: replaceSection keeping items, and carrySections with the first changed item")
  func listLayout() throws {
    let counting = Counting(size(100, 50))
    let sizes = counting.provider
    var layout = ListLayout(
      FlowLayout(containerSize: CGSize(width: 320, height: 480)),
      sections: [FlowSection(itemCount: 1_000)], sizes: sizes)
    counting.asked = []
    let grown = FlowSection(itemCount: 1_001)
    let frames = layout.framesComputed
    layout.replaceSection(at: 0, with: grown, sizes: sizes, keepingItemsBefore: 1_000)
    // one item appended to 1,000: the engine places its last line again, asking one size
    #expect(counting.asked.count == 1)
    #expect(layout.framesComputed - frames == 2)
    // The LayoutEngines article's example: another item.
    do {
      let grown = FlowSection(itemCount: 1_001)
      var layout = ListLayout(
        FlowLayout(containerSize: CGSize(width: 320, height: 480)),
        sections: [FlowSection(itemCount: 1_000)], sizes: sizes)
      let asked = counting.asked.count
      // One item appended to a section of 1,000 flow items: its last line is placed again.
      layout.replaceSection(at: 0, with: grown, sizes: sizes, keepingItemsBefore: 1_000)
      #expect(counting.asked.count - asked == 1)
    }

    let sizesBefore = [Array(repeating: size(100, 50), count: 1_001)]
    let sizesAfter = [sizesBefore[0] + [size(200, 50)]]
    let descriptions = [FlowSection(itemCount: 1_002)]
    let provider: ItemSizeProvider = { path, _ in sizesAfter[path.section][path.item] }
    let mapping = try BatchUpdate(itemInserts: [ItemPath(item: 1_001, section: 0)])
      .indexMapping(from: [1_001], to: [1_002])
    layout.carrySections(across: mapping, to: descriptions, sizes: provider) { target, source in
      let (after, before) = (sizesAfter[target], sizesBefore[source])
      if after == before { return nil }
      let common = min(after.count, before.count)
      return (0..<common).first { after[$0] != before[$0] } ?? common
    }
    #expect(
      layout
        == ListLayout(
          FlowLayout(containerSize: CGSize(width: 320, height: 480)), sections: descriptions,
          sizes: provider))
  }
}

/// The `Stack` engine of `LayoutEngine`'s doc comment: no resumed layout of its own.
struct LayoutDocExamplesStack: LayoutEngine {
  struct Section: LayoutSection { var itemCount: Int }
  var containerSize: CGSize
  var axis: ScrollDirection { .vertical }
  var defaultSection: Section { Section(itemCount: 0) }
  func layout(_ section: Section, at index: Int, sizes: ItemSizeProvider) -> SectionLayout {
    var frames: [CGRect] = []
    for item in 0..<section.itemCount {
      let size = sizes(ItemPath(item: item, section: index), containerSize)
      let y = frames.last?.maxY ?? 0
      frames.append(CGRect(x: 0, y: y, width: containerSize.width, height: size.height))
    }
    let length = frames.last?.maxY ?? 0
    return SectionLayout(
      length: length, itemFrames: frames,
      lanes: [[LayoutRun(start: 0, end: length, items: 0..<frames.count)]])
  }
}

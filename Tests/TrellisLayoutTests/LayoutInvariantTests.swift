import Foundation
import Testing
import TrellisDiff
import TrellisLayout

/// `ListLayout._invariantViolations()` (debug builds): each rule, broken by an engine that
/// returns bad geometry, is caught; real layouts break none.
@Suite("Layout invariants")
struct LayoutInvariantTests {
  /// A flow layout whose geometry `corrupt` changes after the engine computed it.
  struct CorruptingEngine: LayoutEngine {
    var base = FlowLayout(containerSize: CGSize(width: 320, height: 480))
    var corrupt: @Sendable (inout SectionLayout) -> Void

    var containerSize: CGSize {
      get { base.containerSize }
      set { base.containerSize = newValue }
    }
    var scrollDirection: ScrollDirection { base.scrollDirection }
    var defaultSection: FlowSection { base.defaultSection }

    func layout(_ section: FlowSection, at index: Int, sizes: ItemSizeProvider) -> SectionLayout {
      var geometry = base.layout(section, at: index, sizes: sizes)
      corrupt(&geometry)
      return geometry
    }
  }

  /// The violations of a two-section layout of three 100 × 50 items each, corrupted.
  static func violations(_ corrupt: @escaping @Sendable (inout SectionLayout) -> Void)
    -> [String]
  {
    let engine = CorruptingEngine(corrupt: corrupt)
    let layout = ListLayout(
      engine, sections: [FlowSection(itemCount: 3), FlowSection(itemCount: 3)]
    ) { _, _ in CGSize(width: 100, height: 50) }
    return layout._invariantViolations()
  }

  #if DEBUG
    @Test("a sound layout breaks no rule")
    func sound() {
      #expect(Self.violations { _ in }.isEmpty)
      let table = ListLayout(
        TableLayout(containerSize: CGSize(width: 320, height: 480)),
        itemSizes: [
          [CGSize(width: 320, height: 44)], [],
        ])
      #expect(table._invariantViolations().isEmpty)
    }

    @Test("a missing item frame is caught")
    func missingFrame() {
      let violations = Self.violations { $0.itemFrames.removeLast() }
      #expect(violations.contains { $0.contains("2 item frames for 3 items") }, "\(violations)")
    }

    @Test("a frame that is not finite, or has a negative side, is caught")
    func badFrame() {
      let nan = Self.violations { $0.itemFrames[0].origin.y = .nan }
      #expect(nan.contains { $0.contains("item 0 of section 0 has the frame") }, "\(nan)")
      let negative = Self.violations { $0.itemFrames[1].size.width = -1 }
      #expect(negative.contains { $0.contains("item 1 of section 0") }, "\(negative)")
    }

    @Test("a length that is not finite is caught, with the content size it breaks")
    func badLength() {
      let violations = Self.violations { $0.length = .infinity }
      #expect(violations.contains { $0.contains("section 0 is inf long") }, "\(violations)")
    }

    @Test("an item in no run, or in two, is caught")
    func coverage() {
      let dropped = Self.violations { $0.lanes = [[]] }
      #expect(dropped.contains { $0.contains("item 0 of section 0 is in 0 runs") }, "\(dropped)")
      let twice = Self.violations { $0.lanes[0].append(contentsOf: $0.lanes[0]) }
      #expect(twice.contains { $0.contains("is in 2 runs") }, "\(twice)")
    }

    @Test("a lane that goes back along the scroll axis, or a run that misses its items, is caught")
    func lanes() {
      let back = Self.violations {
        $0.lanes[0] = [
          LayoutRun(start: 10, end: 60, items: 0..<1), LayoutRun(start: 0, end: 50, items: 1..<3),
        ]
      }
      #expect(back.contains { $0.contains("goes back") }, "\(back)")
      let outside = Self.violations { $0.itemFrames[2].origin.y = 500 }
      #expect(outside.contains { $0.contains("item 2 of section 0 lies outside") }, "\(outside)")
    }
  #else
    @Test("release builds check nothing")
    func release() {
      #expect(Self.violations { $0.itemFrames.removeLast() }.isEmpty)
    }
  #endif
}

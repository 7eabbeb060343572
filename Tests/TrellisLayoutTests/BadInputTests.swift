import Foundation
import Testing
import TrellisDiff
import TrellisLayout
import TrellisTestSupport

/// Configuration that breaks a documented rule stops with a precondition naming the rule; runtime
/// data (sizes, container sizes) is clamped (see the clamp tests of each layout).
@Suite("Bad input")
struct BadInputTests {
  @Test("zero columns in a flow section stop with a message naming the rule")
  func zeroFlowColumns() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      _ = ListLayout(
        FlowLayout(containerSize: CGSize(width: 320, height: 480)),
        sections: [FlowSection(itemCount: 1, columns: 0)]
      ) { _, _ in .zero }
    }
    expectStopMessage(result, contains: "FlowSection.columns must be at least 1 (got 0)")
  }

  @Test("zero waterfall columns stop")
  func zeroWaterfallColumns() async {
    await #expect(processExitsWith: .failure) {
      _ = ListLayout(WaterfallLayout(width: 320), sections: [WaterfallSection(columns: 0)]) {
        _, _ in .zero
      }
    }
  }

  @Test("zero grid columns stop")
  func zeroGridColumns() async {
    await #expect(processExitsWith: .failure) {
      _ = ListLayout(GridLayout(width: 320), sections: [GridSection(itemCount: 1, columns: 0)]) {
        _, _ in .zero
      }
    }
  }

  @Test("negative spacing stops")
  func negativeSpacing() async {
    await #expect(processExitsWith: .failure) {
      _ = ListLayout(
        FlowLayout(containerSize: CGSize(width: 320, height: 480)),
        sections: [FlowSection(itemCount: 1, lineSpacing: -1)]
      ) { _, _ in .zero }
    }
  }

  @Test("a NaN inset stops")
  func nanInset() async {
    await #expect(processExitsWith: .failure) {
      _ = ListLayout(
        TableLayout(width: 320, style: .grouped(sectionSpacing: .nan)),
        sections: [TableSection(itemCount: 1)]
      ) { _, _ in .zero }
    }
  }

  @Test("a negative fractional item width stops")
  func negativeFraction() async {
    await #expect(processExitsWith: .failure) {
      _ = ListLayout(
        GridLayout(width: 320), sections: [GridSection(itemCount: 1, itemWidth: .fractional(-0.5))]
      ) { _, _ in .zero }
    }
  }

  @Test("a NaN fractional item width stops")
  func nanFraction() async {
    await #expect(processExitsWith: .failure) {
      _ = ListLayout(
        GridLayout(width: 320), sections: [GridSection(itemCount: 1, itemWidth: .fractional(.nan))]
      ) { _, _ in .zero }
    }
  }

  @Test("a negative item count stops")
  func negativeCount() async {
    await #expect(processExitsWith: .failure) {
      _ = ListLayout(GridLayout(width: 320), sections: [GridSection(itemCount: -1)]) { _, _ in
        .zero
      }
    }
  }

  @Test("invalidating an item that does not exist stops")
  func badPath() async {
    await #expect(processExitsWith: .failure) {
      var layout = ListLayout(TableLayout(width: 320), itemSizes: [[.zero]])
      layout.invalidateItems(at: [ItemPath(item: 1, section: 0)]) { _, _ in .zero }
    }
  }

  @Test("a negative or NaN container is read as zero")
  func badContainer() {
    let layout = ListLayout(
      FlowLayout(containerSize: CGSize(width: -10, height: CGFloat.nan)),
      sections: [FlowSection(itemCount: 2)]
    ) { _, _ in CGSize(width: 50, height: 20) }
    #expect(layout.contentSize == CGSize(width: 0, height: 50))
    #expect(
      layout.frame(ofItem: ItemPath(item: 1, section: 0))
        == CGRect(x: 0, y: 30, width: 0, height: 20))
  }

  @Test("queries for elements that do not exist return nil")
  func missingElements() {
    let layout = ListLayout(TableLayout(width: 320), itemSizes: [[.zero]])
    #expect(layout.frame(ofItem: ItemPath(item: 5, section: 0)) == nil)
    #expect(layout.frame(ofItem: ItemPath(item: 0, section: 3)) == nil)
    #expect(layout.frame(of: .header, inSection: 0) == nil)
    #expect(layout.attributes(for: .footer(inSection: 9)) == nil)
  }
}

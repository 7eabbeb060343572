import Foundation
import Testing
import TrellisCore
import TrellisDiff
import TrellisLayout
import TrellisList
import TrellisTestSupport
import TrellisTesting
@_spi(Testing) import TrellisTesting

/// A cell that measures itself: as wide as the container, 20 points per `|`-separated line of
/// its text. Its estimate (from code) is 44 points, as a `TextCell`'s size.
class GrowingCell: HeadlessCell, ConfigurableView, SelfSizingView {
  private(set) var text: String?

  func configure(with content: String) { text = content }

  override func prepareForReuse() {
    super.prepareForReuse()
    text = nil
  }

  override var snapshotText: String { "text \(text ?? "-")" }

  func preferredSize(fitting proposed: CGSize, in container: CGSize) -> CGSize {
    Self.size(of: text ?? "", width: container.width)
  }

  nonisolated class func size(for content: String, fitting container: CGSize) -> CGSize? {
    CGSize(width: container.width, height: 44)
  }

  /// The size the cell reports for `text` in a container `width` wide.
  nonisolated class func size(of text: String, width: CGFloat) -> CGSize {
    CGSize(width: width, height: CGFloat(20 * text.split(separator: "|").count))
  }
}

/// Like ``GrowingCell``, but it gives no estimate: the adapter's fallback size stands in.
final class UnestimatedGrowingCell: GrowingCell {
  override nonisolated class func size(for content: String, fitting container: CGSize) -> CGSize? {
    nil
  }
}

/// A self-sizing cell whose height follows the width the layout proposes: 20 points in a column
/// at least 300 wide, 40 in a narrower one.
final class WrappingCell: HeadlessCell, ConfigurableView, SelfSizingView {
  private(set) var text: String?

  func configure(with content: String) { text = content }

  override var snapshotText: String { "text \(text ?? "-")" }

  func preferredSize(fitting proposed: CGSize, in container: CGSize) -> CGSize {
    CGSize(width: proposed.width, height: proposed.width >= 300 ? 20 : 40)
  }
}

extension ListItem {
  /// A ``GrowingCell`` item with `lines` lines.
  static func growing(_ id: Int, lines: Int, tag: String = "") -> ListItem {
    ListItem(id: id, content: _lines(id, lines, tag), view: GrowingCell.self)
  }
}

/// `lines` `|`-separated parts naming `id`.
func _lines(_ id: Int, _ lines: Int, _ tag: String = "") -> String {
  (0..<lines).map { "\(id)\(tag).\($0)" }.joined(separator: "|")
}

/// Self-sizing cells (`SelfSizingView`) through `ListAdapter` into both headless hosts: frames
/// and content size after the self-sizing pass, and the measurements counted.
@MainActor
@Suite("List adapter: self-sizing")
struct AdapterSelfSizingTests {
  /// Ten items of 1, 2, 3, 1, 2, 3, … lines: 20, 40, 60, … points tall once measured.
  static func model(changing changed: Int? = nil, to lines: Int = 0) -> ListModel {
    ListModel(sections: [
      ListSection(
        id: "s",
        items: (0..<10).map { id in
          id == changed ? .growing(id, lines: lines, tag: "x") : .growing(id, lines: id % 3 + 1)
        })
    ])
  }

  /// The spacing between rows: the collection host's flow layout has 10, the table none.
  static func spacing(_ kind: HostKind) -> CGFloat { kind == .collection ? 10 : 0 }

  /// The frames of the first `count` rows of `heights`, stacked with `spacing`, 320 wide.
  static func frames(_ heights: [CGFloat], spacing: CGFloat, width: CGFloat = 320) -> [CGRect] {
    var y: CGFloat = 0
    return heights.map { height in
      defer { y += height + spacing }
      return CGRect(x: 0, y: y, width: width, height: height)
    }
  }

  /// The visible cells' frames, in display order.
  static func visibleFrames(_ host: HeadlessListView) -> [CGRect] {
    host.indexPathsForVisibleItems.compactMap {
      ((host.cellForItem(at: $0)) as? HeadlessCell)?.frame
    }
  }

  @Test(
    "a load measures the visible cells once and lays them out at the sizes they report",
    arguments: HostKind.allCases)
  func load(kind: HostKind) {
    let fixture = AdapterFixture.showing(Self.model(), on: kind)
    let host = fixture.host
    // Measured: 20, 40, 60, 20, 40, 60 …; the first rows that reach 200 points are visible.
    let measured: [CGFloat] = [20, 40, 60, 20, 40, 60]
    let spacing = Self.spacing(kind)
    let expected = Self.frames(measured, spacing: spacing).filter { $0.minY < 200 }
    #expect(expected.count == (kind == .collection ? 5 : 6))
    #expect(host.indexPathsForVisibleItems == (0..<expected.count).map(path))
    #expect(Self.visibleFrames(host) == expected)
    // Measured items at their sizes, the others at their 44-point estimate.
    let heights =
      measured.prefix(expected.count).reduce(0, +)
      + CGFloat(10 - expected.count) * 44 + 9 * spacing
    #expect(host.contentSize == CGSize(width: 320, height: heights))
    #expect(fixture.adapter.sizeCache.statistics.selfSizingMeasurements == expected.count)
    #expect(fixture.diagnostics.all.isEmpty)
  }

  @Test(
    "in a list of cells sized from code and self-sizing cells, only the self-sizing ones are asked",
    arguments: HostKind.allCases)
  func mixedClasses(kind: HostKind) async {
    // Even identities: `TextCell`s (44 points, from code); odd ones: one-line `GrowingCell`s.
    func model(_ ids: [Int]) -> ListModel {
      ListModel(sections: [
        ListSection(
          id: "s", items: ids.map { $0 % 2 == 0 ? .textCell($0) : .growing($0, lines: 1) })
      ])
    }
    let fixture = AdapterFixture.showing(model(Array(0..<10)), on: kind)
    let host = fixture.host
    let growing = host.indexPathsForVisibleItems.filter { $0.item % 2 == 1 }
    #expect(!growing.isEmpty)
    #expect(fixture.adapter.sizeCache.statistics.selfSizingMeasurements == growing.count)
    for path in host.indexPathsForVisibleItems {
      #expect(host.frameForItem(at: path)?.height == (path.item % 2 == 1 ? 20 : 44), "\(path)")
    }

    // A batch: every visible cell is asked again; the code-sized ones are not self-sizing, the
    // self-sizing ones answer from the cache, and only the inserted one is measured.
    let measured = fixture.adapter.sizeCache.statistics.selfSizingMeasurements
    var ids = Array(0..<10)
    ids.insert(11, at: 0)
    var three = model(ids)
    three.sections[0].items[0] = .growing(11, lines: 3)
    fixture.apply(three)
    #expect(await fixture.settle())
    #expect(fixture.adapter.sizeCache.statistics.selfSizingMeasurements == measured + 1)
    #expect(host.frameForItem(at: path(0))?.height == 60)
    #expect(host.frameForItem(at: path(1))?.height == 44)
    #expect(host.frameForItem(at: path(2))?.height == 20)
    #expect(fixture.mismatch(showing: three) == nil)
  }

  @Test(
    "unchanged content measures nothing: scrolling back, an equal model, a reload",
    arguments: HostKind.allCases)
  func unchanged(kind: HostKind) throws {
    let fixture = AdapterFixture(kind)
    let model = Self.model()
    fixture.apply(model, animated: false)
    let host = fixture.host
    try host.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
    let visibleDown = host.indexPathsForVisibleItems
    let measuredDown = fixture.adapter.sizeCache.statistics.selfSizingMeasurements
    #expect(measuredDown > 0)
    let frames = (0..<10).map { host.frameForItem(at: path($0)) }

    try host.setContentOffset(.zero, animated: false)
    try host.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
    fixture.apply(model, animated: true)
    fixture.reload(model)

    #expect(fixture.adapter.sizeCache.statistics.selfSizingMeasurements == measuredDown)
    #expect(host.indexPathsForVisibleItems == visibleDown)
    #expect((0..<10).map { host.frameForItem(at: path($0)) } == frames)
    #expect(host.selfSizingRelayouts > 0)
  }

  @Test(
    "one content change re-measures exactly that item; later rows move",
    arguments: HostKind.allCases)
  func contentChange(kind: HostKind) async {
    let fixture = AdapterFixture.showing(Self.model(), on: kind)
    let host = fixture.host
    let cell = host.cellForItem(at: path(1)) as? GrowingCell
    let sizes = fixture.adapter.sizeCache.statistics
    let statistics = fixture.adapter.statistics
    let relayouts = host.selfSizingRelayouts

    // Item 1 goes from 2 lines to 1: 20 points shorter.
    fixture.apply(Self.model(changing: 1, to: 1))
    #expect(await fixture.settle())

    #expect(
      fixture.adapter.sizeCache.statistics.selfSizingMeasurements
        == sizes.selfSizingMeasurements + 1)
    #expect(fixture.adapter.statistics.cellsReconfigured == statistics.cellsReconfigured + 1)
    #expect(host.cellForItem(at: path(1)) === cell, "configured in place, not replaced")
    #expect(cell?.text == "1x.0")
    #expect(host.selfSizingRelayouts == relayouts, "the adapter measured the cell in place")
    let spacing = Self.spacing(kind)
    let measured: [CGFloat] = [20, 20, 60, 20, 40]
    let expected = Self.frames(measured, spacing: spacing).filter { $0.minY < 200 }
    #expect(Self.visibleFrames(host).prefix(expected.count) == expected[...])
    #expect(fixture.mismatch(showing: Self.model(changing: 1, to: 1)) == nil)
  }

  @Test(
    "a width change re-measures every visible item once; a height change only what appears",
    arguments: HostKind.allCases)
  func containerChanges(kind: HostKind) throws {
    let fixture = AdapterFixture.showing(Self.model(), on: kind)
    let host = fixture.host
    var sizes = fixture.adapter.sizeCache.statistics

    try host.setViewportSize(CGSize(width: 200, height: 200))
    let visible = host.indexPathsForVisibleItems.count
    #expect(
      fixture.adapter.sizeCache.statistics.selfSizingMeasurements
        == sizes.selfSizingMeasurements + visible)
    #expect(Self.visibleFrames(host).allSatisfy { $0.width == 200 })
    let spacing = Self.spacing(kind)
    let expected = Self.frames([20, 40, 60, 20, 40, 60], spacing: spacing, width: 200)
      .filter { $0.minY < 200 }
    #expect(Self.visibleFrames(host) == expected)

    sizes = fixture.adapter.sizeCache.statistics
    let before = Set(host.indexPathsForVisibleItems)
    try host.setViewportSize(CGSize(width: 200, height: 400))
    let appeared = Set(host.indexPathsForVisibleItems).subtracting(before)
    #expect(!appeared.isEmpty)
    #expect(
      fixture.adapter.sizeCache.statistics.selfSizingMeasurements
        == sizes.selfSizingMeasurements + appeared.count)
  }

  @Test("reconfigureItems asks a self-sizing cell again", arguments: HostKind.allCases)
  func reconfigure(kind: HostKind) {
    let fixture = AdapterFixture.showing(Self.model(), on: kind)
    let sizes = fixture.adapter.sizeCache.statistics
    fixture.adapter.reconfigureItems([2])
    #expect(
      fixture.adapter.sizeCache.statistics.selfSizingMeasurements
        == sizes.selfSizingMeasurements + 1)
  }

  @Test("reloadItems asks the new self-sizing cell again", arguments: HostKind.allCases)
  func reloadItems(kind: HostKind) async {
    let fixture = AdapterFixture.showing(Self.model(), on: kind)
    let sizes = fixture.adapter.sizeCache.statistics
    let reuses = (fixture.host.cellForItem(at: path(2)) as? HeadlessCell)?.reuseCount ?? 0
    fixture.adapter.reloadItems([2], animated: false)
    #expect(await fixture.settle())
    // The host ended the old cell's display and dequeued one again (here the same, reused).
    #expect((fixture.host.cellForItem(at: path(2)) as? HeadlessCell)?.reuseCount == reuses + 1)
    #expect(
      fixture.adapter.sizeCache.statistics.selfSizingMeasurements
        == sizes.selfSizingMeasurements + 1)
  }

  @Test("an item without an estimate starts at the fallback size", arguments: HostKind.allCases)
  func fallbackEstimate(kind: HostKind) {
    let fixture = AdapterFixture(kind)
    let model = ListModel(sections: [
      ListSection(
        id: "s",
        items: (0..<3).map { id in
          ListItem(id: id, content: _lines(id, 2), view: UnestimatedGrowingCell.self)
        })
    ])
    fixture.apply(model, animated: false)
    let spacing = Self.spacing(kind)
    #expect(Self.visibleFrames(fixture.host) == Self.frames([40, 40, 40], spacing: spacing))
    #expect(fixture.adapter.sizeCache.statistics.selfSizingMeasurements == 3)
  }

  @Test("a new layout description for a section measures its visible cells again")
  func layoutDescriptionChange() async {
    let host = HeadlessCollectionView(
      viewportSize: CGSize(width: 320, height: 400), layout: .perSection())
    let adapter = ListAdapter(host: host)
    func model(columns: Int) -> ListModel {
      ListModel {
        ListSection(id: "s", layout: .grid(GridSection(columns: columns, interitemSpacing: 10))) {
          for id in 0..<4 { ListItem(id: id, content: "\(id)", view: WrappingCell.self) }
        }
      }
    }
    await adapter.applyAndWait(model(columns: 1), animated: false)
    #expect(Self.visibleFrames(host).map(\.height) == [20, 20, 20, 20])
    let measured = adapter.sizeCache.statistics.selfSizingMeasurements
    #expect(measured == 4)

    await adapter.applyAndWait(model(columns: 2), animated: false)
    #expect(Self.visibleFrames(host).map(\.height) == [40, 40, 40, 40])
    #expect(Self.visibleFrames(host).map(\.width) == [155, 155, 155, 155])
    #expect(adapter.sizeCache.statistics.selfSizingMeasurements == measured + 4)
  }
}

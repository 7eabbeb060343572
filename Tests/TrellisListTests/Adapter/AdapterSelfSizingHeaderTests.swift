import Foundation
import Testing
import TrellisCore
import TrellisDiff
import TrellisLayout
import TrellisList
import TrellisTestSupport
import TrellisTesting
@_spi(Testing) import TrellisTesting

/// A header or footer that measures itself, as ``GrowingCell`` does: as wide as the container,
/// 20 points per `|`-separated line of its title. Its estimate (from code) is 30 points.
class GrowingHeader: HeadlessSupplementaryView, ConfigurableView, SelfSizingView {
  private(set) var title: String?
  /// How many times it was configured.
  private(set) var configureCount = 0

  func configure(with content: String) {
    title = content
    configureCount += 1
  }

  override var snapshotText: String { "text \(title ?? "-")" }

  func preferredSize(fitting proposed: CGSize, in container: CGSize) -> CGSize {
    GrowingCell.size(of: title ?? "", width: container.width)
  }

  nonisolated static func size(for content: String, fitting container: CGSize) -> CGSize? {
    CGSize(width: container.width, height: 30)
  }
}

/// The oracle's header: the size a ``GrowingHeader`` measures, given from code.
final class MeasuredHeader: HeadlessSupplementaryView, ConfigurableView {
  func configure(with content: String) {}

  nonisolated static func size(for content: String, fitting container: CGSize) -> CGSize? {
    GrowingCell.size(of: content, width: container.width)
  }
}

/// Self-sizing headers and footers (`SelfSizingView`) through `ListAdapter` into both headless
/// hosts: laid out as a list whose headers have the measured sizes from code, measured once per
/// content change, cached across unrelated updates and reloads.
@MainActor
@Suite("List adapter: self-sizing headers and footers")
struct AdapterSelfSizingHeaderTests {
  /// Three sections of two 44-point rows; section `s` has a header of `lines[s]` lines and the
  /// last a footer of 1 line. `rows` renames the rows of the second section.
  static func model(
    lines: [Int] = [1, 2, 3], rows: String = "r", measured: Bool = false
  ) -> ListModel {
    func header(_ id: String, _ count: Int) -> ListItem {
      let title = _lines(0, count, id)
      return measured
        ? ListItem(id: "h" + id, content: title, view: MeasuredHeader.self)
        : ListItem(id: "h" + id, content: title, view: GrowingHeader.self)
    }
    return ListModel(
      sections: (0..<3).map { section in
        var result = ListSection(
          id: "s\(section)",
          items: (0..<2).map { .textCell(section * 10 + $0, section == 1 ? rows : nil) }
        )
        .header(header("\(section)", lines[section]))
        if section == 2 { result = result.footer(header("f", 1)) }
        return result
      })
  }

  /// What a host shows: each visible header's and footer's frame, each item's frame, and the
  /// content size.
  struct Geometry: Equatable, CustomStringConvertible {
    var supplementaries: [String] = []
    var items: [CGRect?] = []
    var contentSize = CGSize.zero

    @MainActor init(_ host: HeadlessListView) {
      for section in 0..<host.numberOfSections {
        for kind in [SupplementaryKind.header, .footer] {
          let view = host.supplementaryView(ofKind: kind, at: ItemPath(item: 0, section: section))
          if let view = view as? HeadlessSupplementaryView {
            supplementaries.append("\(kind) \(section) \(view.frame)")
          }
        }
        for item in 0..<host.numberOfItems(inSection: section) {
          items.append(host.frameForItem(at: ItemPath(item: item, section: section)))
        }
      }
      contentSize = host.contentSize
    }

    var description: String { "\(supplementaries) \(items) \(contentSize)" }
  }

  /// The geometry of a fresh host of `kind` showing the headers at their measured sizes, at
  /// `offset`.
  static func oracle(
    _ kind: HostKind, lines: [Int] = [1, 2, 3], rows: String = "r", offset: CGPoint = .zero
  ) throws -> Geometry {
    let fixture = AdapterFixture(kind, viewport: viewport)
    fixture.apply(model(lines: lines, rows: rows, measured: true), animated: false)
    try fixture.host.setContentOffset(offset, animated: false)
    return Geometry(fixture.host)
  }

  static let viewport = CGSize(width: 320, height: 600)

  static func measurements(_ fixture: AdapterFixture) -> Int {
    fixture.adapter.sizeCache.statistics.selfSizingMeasurements
  }

  @Test(
    "a load lays headers and footers out at their estimates, then at what they measure",
    arguments: HostKind.allCases)
  func load(kind: HostKind) throws {
    let fixture = AdapterFixture(kind, viewport: Self.viewport)
    fixture.apply(Self.model(), animated: false)
    let host = fixture.host
    #expect(Geometry(host) == (try Self.oracle(kind)))
    let header = host.supplementaryView(ofKind: .header, at: ItemPath(item: 0, section: 2))
    #expect((header as? GrowingHeader)?.frame.height == 60)
    // Three headers and a footer, each measured once; one relayout took all four answers.
    #expect(Self.measurements(fixture) == 4)
    #expect(host.selfSizingRelayouts == 1)
    #expect(fixture.diagnostics.all.isEmpty)
  }

  @Test(
    "an unrelated update, scrolling and a reload measure nothing again",
    arguments: HostKind.allCases)
  func unrelated(kind: HostKind) async throws {
    let fixture = AdapterFixture(kind, viewport: Self.viewport)
    fixture.apply(Self.model(), animated: false)
    let host = fixture.host
    let relayouts = host.selfSizingRelayouts

    fixture.apply(Self.model(rows: "changed"))
    #expect(await fixture.settle())
    #expect(Geometry(host) == (try Self.oracle(kind, rows: "changed")))
    try host.setContentOffset(CGPoint(x: 0, y: 40), animated: false)
    try host.setContentOffset(.zero, animated: false)
    try host.setViewportSize(CGSize(width: 320, height: 500))
    try host.setViewportSize(Self.viewport)
    fixture.reload(Self.model(rows: "changed"))

    #expect(Self.measurements(fixture) == 4)
    #expect(host.selfSizingRelayouts == relayouts)
    #expect(Geometry(host) == (try Self.oracle(kind, rows: "changed")))
    #expect(fixture.mismatch(showing: Self.model(rows: "changed")) == nil)
  }

  @Test(
    "a header's content change measures that header once, in place; later sections move",
    arguments: HostKind.allCases)
  func contentChange(kind: HostKind) async throws {
    let fixture = AdapterFixture(kind, viewport: Self.viewport)
    fixture.apply(Self.model(), animated: false)
    let host = fixture.host
    let header = host.supplementaryView(ofKind: .header, at: ItemPath(item: 0, section: 1))
    let configured = (header as? GrowingHeader)?.configureCount ?? 0

    fixture.apply(Self.model(lines: [1, 4, 3]))
    #expect(await fixture.settle())

    #expect(Self.measurements(fixture) == 5)
    let now = host.supplementaryView(ofKind: .header, at: ItemPath(item: 0, section: 1))
    #expect(now === header, "configured in place, not replaced")
    #expect((now as? GrowingHeader)?.configureCount == configured + 1)
    #expect((now as? GrowingHeader)?.frame.height == 80)
    #expect(Geometry(host) == (try Self.oracle(kind, lines: [1, 4, 3])))

    // Back to the first content: measured again (the cache holds the latest content only).
    fixture.apply(Self.model())
    #expect(await fixture.settle())
    #expect(Self.measurements(fixture) == 6)
    #expect(Geometry(host) == (try Self.oracle(kind)))
  }

  @Test(
    "a width change measures every visible header again, once", arguments: HostKind.allCases)
  func widthChange(kind: HostKind) throws {
    let fixture = AdapterFixture(kind, viewport: Self.viewport)
    fixture.apply(Self.model(), animated: false)
    try fixture.host.setViewportSize(CGSize(width: 200, height: 600))
    #expect(Self.measurements(fixture) == 8)
    let header = fixture.host.supplementaryView(ofKind: .header, at: ItemPath(item: 0, section: 0))
    #expect((header as? GrowingHeader)?.frame.width == 200)
  }

  @Test(
    "a header scrolled into view is measured when it is displayed; content below it moves",
    arguments: HostKind.allCases)
  func scrolledIn(kind: HostKind) throws {
    let fixture = AdapterFixture(kind, viewport: CGSize(width: 320, height: 100))
    fixture.apply(Self.model(lines: [1, 5, 3]), animated: false)
    let host = fixture.host
    let before = Self.measurements(fixture)
    try host.setContentOffset(CGPoint(x: 0, y: 120), animated: false)
    #expect(Self.measurements(fixture) > before)
    // Once everything was displayed, the layout equals one from the measured sizes.
    try host.setViewportSize(CGSize(width: 320, height: 1_000))
    try host.setContentOffset(.zero, animated: false)
    let full = AdapterFixture(kind, viewport: CGSize(width: 320, height: 1_000))
    full.apply(Self.model(lines: [1, 5, 3], measured: true), animated: false)
    #expect(Geometry(host) == Geometry(full.host))
    #expect(Self.measurements(fixture) == 4)
  }
}

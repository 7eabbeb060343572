import Foundation
import Testing
import TrellisDiff
import TrellisLayout
import TrellisList
import TrellisTestSupport
@_spi(Testing) import TrellisTesting

/// A self-sizing cell whose lines are 20 points tall, 40 at the accessibility text sizes; it logs
/// every measurement (`"item 3 at accessibilityLarge"`).
final class ScalingNoteCell: HeadlessCell, ConfigurableView, SelfSizingView {
  /// Every measurement of every cell of this type, in order. Only the synchronous tests of
  /// `DynamicTypeTests` use this type, so no other test writes to it meanwhile.
  static var log: [String] = []

  private(set) var text = ""

  func configure(with content: String) { text = content }

  func preferredSize(fitting proposed: CGSize, in container: CGSize) -> CGSize {
    Self.log.append("\(text) at \(contentSizeCategory)")
    let line: CGFloat = contentSizeCategory.isAccessibilityCategory ? 40 : 20
    return CGSize(width: container.width, height: line)
  }

  override var snapshotText: String { text }
}

@MainActor
@Suite("Adapter: Dynamic Type")
struct DynamicTypeTests {
  /// An adapter on a collection host 320×200 showing `count` scaling notes in one column.
  static func fixture(count: Int = 30) -> (HeadlessCollectionView, ListAdapter) {
    let host = HeadlessCollectionView(
      viewportSize: CGSize(width: 320, height: 200),
      layout: .flow(section: FlowSection(itemCount: 0, lineSpacing: 0, interitemSpacing: 0)))
    let adapter = ListAdapter(host: host)
    adapter.apply(
      ListModel(sections: [
        ListSection(
          id: "s",
          items: (0..<count).map {
            ListItem(id: $0, content: "item \($0)", view: ScalingNoteCell.self)
          })
      ]), animated: false)
    return (host, adapter)
  }

  /// The texts of the visible cells, in order.
  static func visibleTexts(_ host: HeadlessCollectionView) -> [String] {
    host.indexPathsForVisibleItems.compactMap {
      (host.cellForItem(at: $0) as? ScalingNoteCell)?.text
    }
  }

  @Test("a category change re-measures each visible item once, with one layout invalidation")
  func remeasuresVisibleOnce() throws {
    ScalingNoteCell.log = []
    let (host, adapter) = Self.fixture()
    defer { withExtendedLifetime(adapter) {} }
    #expect(Self.visibleTexts(host).count == 10)
    ScalingNoteCell.log = []
    let invalidations = host.layoutInvalidations
    host.accessibilityStatus.contentSizeCategory = .accessibilityLarge
    #expect(host.layoutInvalidations - invalidations == 1)
    // Lines of 40 points: five items fill the viewport, each measured once, at the new size.
    let visible = Self.visibleTexts(host)
    #expect(visible == (0..<5).map { "item \($0)" })
    #expect(ScalingNoteCell.log.filter { $0.hasSuffix("at large") }.isEmpty)
    for text in visible {
      #expect(ScalingNoteCell.log.filter { $0 == "\(text) at accessibilityLarge" }.count == 1)
    }
    #expect(host.frameForItem(at: ItemPath(item: 4, section: 0))?.height == 40)

    // Off-screen items are measured when they appear (or while the layout settled), once each,
    // at the new size.
    try host.setContentOffset(CGPoint(x: 0, y: 400), animated: false)
    #expect(Self.visibleTexts(host) == (10..<15).map { "item \($0)" })
    #expect(ScalingNoteCell.log.allSatisfy { $0.hasSuffix("at accessibilityLarge") })
    #expect(Set(ScalingNoteCell.log).count == ScalingNoteCell.log.count, "an item measured twice")
    #expect(
      Set((10..<15).map { "item \($0) at accessibilityLarge" }).isSubset(of: ScalingNoteCell.log))
    #expect(host.frameForItem(at: ItemPath(item: 14, section: 0))?.height == 40)
  }

  @Test("never a size measured at another category: going back measures again")
  func neverReusesAnotherCategory() throws {
    ScalingNoteCell.log = []
    let (host, adapter) = Self.fixture()
    defer { withExtendedLifetime(adapter) {} }
    host.accessibilityStatus.contentSizeCategory = .accessibilityLarge
    ScalingNoteCell.log = []
    host.accessibilityStatus.contentSizeCategory = .large
    // Measured again, once each, at the old size: never the size the cache had for it.
    #expect(ScalingNoteCell.log.allSatisfy { $0.hasSuffix("at large") })
    #expect(Set(ScalingNoteCell.log).count == ScalingNoteCell.log.count, "an item measured twice")
    #expect(Set((0..<10).map { "item \($0) at large" }).isSubset(of: ScalingNoteCell.log))
    #expect(host.frameForItem(at: ItemPath(item: 9, section: 0))?.height == 20)
    // Other status changes measure nothing.
    ScalingNoteCell.log = []
    host.accessibilityStatus.isVoiceOverRunning = true
    #expect(ScalingNoteCell.log.isEmpty)
  }

  @Test("the size cache answers only at the category a size was measured at")
  func cacheKeyedByCategory() {
    let cache = SizeCache()
    let item = ListItem(id: 1, content: "a", view: ScalingNoteCell.self)
    let container = CGSize(width: 320, height: 200)
    var measured = 0
    func size(at category: ListContentSizeCategory) -> CGSize {
      cache.preferredSize(of: item, fitting: container, category: category) {
        measured += 1
        return CGSize(width: 320, height: category.isAccessibilityCategory ? 40 : 20)
      }
    }
    #expect(size(at: .large).height == 20)
    #expect(size(at: .large).height == 20)
    #expect(size(at: .accessibilityLarge).height == 40)
    #expect(size(at: .large).height == 20)
    #expect(measured == 3)
  }
}

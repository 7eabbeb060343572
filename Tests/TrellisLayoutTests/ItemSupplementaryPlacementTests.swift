import Foundation
import Testing
import TrellisLayout

/// Where supplementary views of items sit against their items.
@Suite("Item supplementary placement")
struct ItemSupplementaryPlacementTests {
  static let item = CGRect(x: 10, y: 100, width: 300, height: 44)
  static let size = CGSize(width: 16, height: 12)

  @Test("a corner aligns the view's corner with the item's, then moves it by the offset")
  func corners() {
    let frames = [ItemCorner.topLeading, .topTrailing, .bottomLeading, .bottomTrailing].map {
      ItemSupplementaryPlacement.corner($0, dx: 3, dy: -2).frame(
        ofSize: Self.size, around: Self.item)
    }
    #expect(
      frames == [
        CGRect(x: 13, y: 98, width: 16, height: 12),
        CGRect(x: 297, y: 98, width: 16, height: 12),
        CGRect(x: 13, y: 130, width: 16, height: 12),
        CGRect(x: 297, y: 130, width: 16, height: 12),
      ])
    #expect(
      ItemSupplementaryPlacement.corner(.topTrailing).frame(ofSize: Self.size, around: Self.item)
        == CGRect(x: 294, y: 100, width: 16, height: 12))
  }

  @Test("behind covers the item grown by its outset, whatever the view's size")
  func behind() {
    #expect(
      ItemSupplementaryPlacement.behind(outset: 4).frame(ofSize: Self.size, around: Self.item)
        == CGRect(x: 6, y: 96, width: 308, height: 52))
    #expect(
      ItemSupplementaryPlacement.behind().frame(ofSize: .zero, around: Self.item) == Self.item)
    // A negative outset larger than the item leaves an empty frame at the item's origin.
    #expect(
      ItemSupplementaryPlacement.behind(outset: -100).frame(ofSize: .zero, around: Self.item)
        == CGRect(x: 10, y: 100, width: 0, height: 0))
  }

  @Test("bad sizes and offsets are read as zero; the reach bounds every placement")
  func badInputAndReach() {
    let nan = CGFloat.nan
    #expect(
      ItemSupplementaryPlacement.corner(.topLeading, dx: nan, dy: .infinity).frame(
        ofSize: CGSize(width: -5, height: nan), around: Self.item)
        == CGRect(x: 10, y: 100, width: 0, height: 0))
    let layout = ItemSupplementaryLayout(
      kind: "badge", size: Self.size, placement: .corner(.bottomLeading, dx: -5, dy: 7))
    #expect(layout.reach == CGFloat(16 + 12 + 5 + 7))
    let frame = layout.frame(around: Self.item)
    let grown = Self.item.insetBy(dx: -layout.reach, dy: -layout.reach)
    #expect(grown.contains(frame))
    #expect(ItemSupplementaryPlacement.behind(outset: 3).reach(ofSize: Self.size) == 3)
    #expect(ItemSupplementaryPlacement.behind(outset: -3).reach(ofSize: Self.size) == 0)
  }
}

import Foundation
import TrellisCore
import TrellisDiff
import TrellisLayout
import TrellisList
import TrellisTestSupport
import TrellisTesting

// The headless hosts' cells and decorations for the update-sequence fuzz (HeadlessFuzzDriver).

/// A self-sizing cell for the fuzz: a ``GrowingCell`` (estimate 44 points) whose height, 20 to
/// 60 points, follows the bytes of its text.
class FuzzGrowingCell: GrowingCell {
  /// What the cell reports for `text` in a container `width` wide.
  override nonisolated class func size(of text: String, width: CGFloat) -> CGSize {
    let sum = text.utf8.reduce(0) { $0 + Int($1) }
    return CGSize(width: width, height: CGFloat(20 + 10 * (sum % 5)))
  }
}

/// Like ``FuzzGrowingCell`` with no estimate of its own: the fuzz's `NumberSizer` plugin (50 × 40)
/// estimates it.
final class FuzzUnestimatedCell: FuzzGrowingCell {
  override nonisolated class func size(for content: String, fitting container: CGSize) -> CGSize? {
    nil
  }
}

extension ListModel {
  /// This model made headless, with two thirds of its text items (by identity) shown by
  /// self-sizing cells: identities ≡ 1 (mod 3) by ``FuzzGrowingCell``, ≡ 2 by
  /// ``FuzzUnestimatedCell``. The view type follows the identity, so content changes reconfigure
  /// self-sizing cells in place. Headers and footers are self-sizing ``GrowingHeader``s of one to
  /// three lines, as many as the section's item count (mod 3) says, so that inserts and deletes
  /// change their content and size.
  var selfSizing: ListModel {
    var model = headless.selfSizingSupplementaries(GrowingHeader.self)
    for index in model.sections.indices {
      model.sections[index].items = model.sections[index].items.map { item in
        guard let text = item.content(as: String.self),
          ObjectIdentifier(item.viewType) == ObjectIdentifier(TextCell.self),
          let id = item.id.base(as: Int.self)
        else { return item }
        switch id % 3 {
        case 1: return ListItem(id: id, content: text, view: FuzzGrowingCell.self)
        case 2: return ListItem(id: id, content: text, view: FuzzUnestimatedCell.self)
        default: return item
        }
      }
    }
    return model
  }
}

/// One badge of an item in the fuzz: its kind, its text, whether a ``RowBackgroundView`` shows
/// it, and where it sits.
struct FuzzBadge: Sendable {
  var kind: SupplementaryKind
  var text: String
  var isBackground: Bool
  var placement: ItemSupplementaryPlacement

  static let kinds: [SupplementaryKind] = ["badge", "mark"]

  /// `item` with this badge.
  func decorate(_ item: ListItem) -> ListItem {
    let shown =
      isBackground
      ? ListItem(id: "bg", content: text, view: RowBackgroundView.self)
      : ListItem(id: "badge", content: text, view: BadgeView.self)
    return item.supplementary(kind, shown, placement: placement)
  }

  /// Adds, removes, re-words, re-places or re-types one badge of `id`, or repeats a kind.
  static func mutate(
    of id: AnyListID, in badges: inout [AnyListID: [FuzzBadge]], using rng: inout SeededGenerator
  ) {
    var list = badges[id] ?? []
    let text = "\(Int.random(in: 0..<100, using: &rng))"
    switch Int.random(in: 0..<7, using: &rng) {
    case 0, 1:
      let kind = kinds.randomElement(using: &rng)!
      list.removeAll { $0.kind == kind }
      list.append(
        FuzzBadge(
          kind: kind, text: text, isBackground: false, placement: randomPlacement(using: &rng)))
    case 2 where !list.isEmpty:
      list.remove(at: Int.random(in: list.indices, using: &rng))
    case 3 where !list.isEmpty:
      list[Int.random(in: list.indices, using: &rng)].text = text
    case 4 where !list.isEmpty:
      list[Int.random(in: list.indices, using: &rng)].placement = randomPlacement(using: &rng)
    case 5 where !list.isEmpty:
      list[Int.random(in: list.indices, using: &rng)].isBackground.toggle()
    case 6 where !list.isEmpty:
      // A repeated kind: reported, and the first one shown.
      list.append(list[0])
      list[list.count - 1].text = "dup " + text
    default:
      list = []
    }
    badges[id] = list
  }

  /// A corner with an offset, or a view behind the item.
  static func randomPlacement(using rng: inout SeededGenerator) -> ItemSupplementaryPlacement {
    let corners: [ItemCorner] = [.topLeading, .topTrailing, .bottomLeading, .bottomTrailing]
    return Int.random(in: 0..<4, using: &rng) == 0
      ? .behind(outset: randomLength(in: 0...6, using: &rng))
      : .corner(
        corners.randomElement(using: &rng)!, dx: randomLength(in: -8...8, using: &rng),
        dy: randomLength(in: -8...8, using: &rng))
  }
}

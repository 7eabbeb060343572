import Foundation
import TrellisCore
import TrellisLayout
import TrellisList

// Random per-section layout descriptions for `MixedLayout` tests.

extension MixedSection {
  /// A section of a random kind with random options: flow, grid, carousel, waterfall, or plain or
  /// grouped table rows; only flow when `direction` is horizontal.
  ///
  ///     var rng = SeededGenerator(seed: 3)
  ///     MixedSection.random(itemCount: 12, using: &rng)
  ///
  /// - Parameters:
  ///   - itemCount: The item count.
  ///   - direction: The mixed layout's scroll direction.
  ///   - rng: The generator.
  /// - Returns: The section.
  public static func random(
    itemCount: Int, direction: ScrollDirection = .vertical, using rng: inout SeededGenerator
  ) -> MixedSection {
    if direction == .horizontal {
      return .flow(FlowSection.random(itemCount: itemCount, using: &rng))
    }
    switch Int.random(in: 0..<6, using: &rng) {
    case 0:
      return .flow(FlowSection.random(itemCount: itemCount, using: &rng))
    case 1:
      return .grid(GridSection.random(itemCount: itemCount, using: &rng))
    case 2:
      let scrolling = OrthogonalScrolling.allCases.filter { $0 != .none }
        .randomElement(using: &rng)!
      return .carousel(GridSection.random(itemCount: itemCount, using: &rng), scrolling: scrolling)
    case 3:
      return .waterfall(WaterfallSection.random(itemCount: itemCount, using: &rng))
    case 4:
      return .table(TableSection.random(itemCount: itemCount, using: &rng))
    default:
      return .table(
        TableSection.random(itemCount: itemCount, using: &rng),
        style: .grouped(sectionSpacing: randomLength(in: 4...40, using: &rng)))
    }
  }
}

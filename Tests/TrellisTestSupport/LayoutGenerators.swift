import Foundation
import TrellisCore
import TrellisLayout
@_spi(Testing) import TrellisLayout
import TrellisList

// Random inputs for layout tests: sizes, per-engine section options, and the brute-force oracles
// that rectangle queries are checked against.

/// A random length: usually a whole number of points, sometimes fractional or zero.
///
///     var rng = SeededGenerator(seed: 1)
///     randomLength(in: 10...80, using: &rng)
///
/// - Parameters:
///   - range: The range of non-zero lengths.
///   - rng: The generator.
/// - Returns: A length in `range`, or zero about one time in twenty.
public func randomLength(in range: ClosedRange<CGFloat>, using rng: inout SeededGenerator)
  -> CGFloat
{
  switch Int.random(in: 0..<20, using: &rng) {
  case 0: return 0
  case 1...4: return CGFloat.random(in: range, using: &rng)
  default: return CGFloat.random(in: range, using: &rng).rounded()
  }
}

/// Random item sizes, one array per section.
///
///     var rng = SeededGenerator(seed: 7)
///     let sizes = randomItemSizes(sections: 1...5, items: 0...30, using: &rng)
///
/// - Parameters:
///   - sections: The range of the section count.
///   - items: The range of each section's item count.
///   - width: The range of item widths.
///   - height: The range of item heights.
///   - rng: The generator.
/// - Returns: The sizes of each section's items.
public func randomItemSizes(
  sections: ClosedRange<Int>, items: ClosedRange<Int>, width: ClosedRange<CGFloat> = 10...160,
  height: ClosedRange<CGFloat> = 10...90, using rng: inout SeededGenerator
) -> [[CGSize]] {
  (0..<Int.random(in: sections, using: &rng)).map { _ in
    randomSectionSizes(items: items, width: width, height: height, using: &rng)
  }
}

/// Random item sizes for one section.
///
///     let sizes = randomSectionSizes(items: 0...10, using: &rng)
///
/// - Parameters:
///   - items: The range of the item count.
///   - width: The range of item widths.
///   - height: The range of item heights.
///   - rng: The generator.
/// - Returns: The section's item sizes.
public func randomSectionSizes(
  items: ClosedRange<Int>, width: ClosedRange<CGFloat> = 10...160,
  height: ClosedRange<CGFloat> = 10...90, using rng: inout SeededGenerator
) -> [CGSize] {
  (0..<Int.random(in: items, using: &rng)).map { _ in
    CGSize(
      width: randomLength(in: width, using: &rng), height: randomLength(in: height, using: &rng))
  }
}

/// Random insets with edges in `range` (zero about one time in twenty each).
///
///     randomInsets(in: 0...20, using: &rng)
///
/// - Parameters:
///   - range: The range of each edge.
///   - rng: The generator.
/// - Returns: The insets.
public func randomInsets(in range: ClosedRange<CGFloat>, using rng: inout SeededGenerator)
  -> LayoutInsets
{
  LayoutInsets(
    top: randomLength(in: range, using: &rng), left: randomLength(in: range, using: &rng),
    bottom: randomLength(in: range, using: &rng), right: randomLength(in: range, using: &rng))
}

extension FlowSection {
  /// A flow section with random options.
  ///
  ///     FlowSection.random(itemCount: 12, using: &rng)
  ///
  /// - Parameters:
  ///   - itemCount: The item count.
  ///   - rng: The generator.
  /// - Returns: The section.
  public static func random(itemCount: Int, using rng: inout SeededGenerator) -> FlowSection {
    FlowSection(
      itemCount: itemCount, insets: randomInsets(in: 0...20, using: &rng),
      lineSpacing: randomLength(in: 0...16, using: &rng),
      interitemSpacing: randomLength(in: 0...16, using: &rng),
      alignment: FlowAlignment.allCases.randomElement(using: &rng)!,
      columns: Bool.random(using: &rng) ? nil : Int.random(in: 1...5, using: &rng),
      headerLength: randomLength(in: 10...60, using: &rng),
      footerLength: randomLength(in: 10...60, using: &rng),
      pinsHeader: Bool.random(using: &rng), pinsFooter: Bool.random(using: &rng),
      background: [SectionBackground.none, .section, .items].randomElement(using: &rng)!)
  }
}

extension WaterfallSection {
  /// A waterfall section with random options.
  ///
  ///     WaterfallSection.random(itemCount: 12, using: &rng)
  ///
  /// - Parameters:
  ///   - itemCount: The item count.
  ///   - rng: The generator.
  /// - Returns: The section.
  public static func random(itemCount: Int, using rng: inout SeededGenerator) -> WaterfallSection {
    WaterfallSection(
      itemCount: itemCount, columns: Int.random(in: 1...5, using: &rng),
      columnSpacing: randomLength(in: 0...16, using: &rng),
      interitemSpacing: randomLength(in: 0...16, using: &rng),
      insets: randomInsets(in: 0...20, using: &rng),
      headerLength: randomLength(in: 10...60, using: &rng),
      footerLength: randomLength(in: 10...60, using: &rng),
      fillOrder: WaterfallFillOrder.allCases.randomElement(using: &rng)!,
      itemHeight: WaterfallItemHeight.allCases.randomElement(using: &rng)!,
      pinsHeader: Bool.random(using: &rng), pinsFooter: Bool.random(using: &rng),
      background: [SectionBackground.none, .section, .items].randomElement(using: &rng)!)
  }
}

extension GridSection {
  /// A grid section with random options.
  ///
  ///     GridSection.random(itemCount: 12, using: &rng)
  ///
  /// - Parameters:
  ///   - itemCount: The item count.
  ///   - rng: The generator.
  /// - Returns: The section.
  public static func random(itemCount: Int, using rng: inout SeededGenerator) -> GridSection {
    GridSection(
      itemCount: itemCount, groupAxis: GridGroupAxis.allCases.randomElement(using: &rng)!,
      columns: Int.random(in: 1...4, using: &rng),
      itemWidth: Bool.random(using: &rng)
        ? .derived : .fixed(randomLength(in: 20...150, using: &rng)),
      itemHeight: Bool.random(using: &rng)
        ? .measured : .fixed(randomLength(in: 20...90, using: &rng)),
      interitemSpacing: randomLength(in: 0...12, using: &rng),
      groupSpacing: randomLength(in: 0...12, using: &rng),
      insets: randomInsets(in: 0...20, using: &rng),
      headerLength: randomLength(in: 10...60, using: &rng),
      footerLength: randomLength(in: 10...60, using: &rng),
      pinsHeader: Bool.random(using: &rng), pinsFooter: Bool.random(using: &rng),
      orthogonalScrolling: Int.random(in: 0..<3, using: &rng) == 0
        ? OrthogonalScrolling.allCases.randomElement(using: &rng)! : .none,
      background: [SectionBackground.none, .section, .items].randomElement(using: &rng)!)
  }
}

extension TableSection {
  /// A table section with random options.
  ///
  ///     TableSection.random(itemCount: 12, using: &rng)
  ///
  /// - Parameters:
  ///   - itemCount: The row count.
  ///   - rng: The generator.
  /// - Returns: The section.
  public static func random(itemCount: Int, using rng: inout SeededGenerator) -> TableSection {
    TableSection(
      itemCount: itemCount, headerLength: randomLength(in: 10...40, using: &rng),
      footerLength: randomLength(in: 10...40, using: &rng),
      rowHeight: Bool.random(using: &rng) ? nil : randomLength(in: 20...60, using: &rng))
  }
}

extension ListLayout {
  /// The oracle for `elements(in:)`: every element tested one by one, in the same order.
  ///
  ///     #expect(layout.elements(in: rect) == layout.bruteForceElements(in: rect))
  ///
  /// - Parameter rect: A rectangle in content coordinates.
  /// - Returns: Every element whose natural frame meets `rect`.
  /// - Complexity: O(*n*).
  public func bruteForceElements(in rect: CGRect) -> [LayoutAttributes] {
    allElements.filter { $0.frame.meets(rect) }
  }

  /// The oracle for `visibleElements(in:)`: every element tested one by one, supplementary views
  /// at their pinned frames, in the same order.
  ///
  ///     let expected = layout.bruteForceVisibleElements(in: bounds)
  ///     #expect(layout.visibleElements(in: bounds) == expected)
  ///
  /// - Parameter bounds: The visible rectangle in content coordinates.
  /// - Returns: Every element, pinned where it applies, whose frame meets `bounds`.
  /// - Complexity: O(*n*).
  public func bruteForceVisibleElements(in bounds: CGRect) -> [LayoutAttributes] {
    allElements.compactMap { attributes in
      var attributes = attributes
      switch attributes.kind {
      case .item, .decoration:
        break
      case .supplementary(let kind):
        let pinned = pinnedFrame(of: kind, inSection: attributes.path.section, in: bounds)!
        attributes.isPinned = pinned != attributes.frame
        attributes.frame = pinned
      }
      return attributes.frame.meets(bounds) ? attributes : nil
    }
  }
}

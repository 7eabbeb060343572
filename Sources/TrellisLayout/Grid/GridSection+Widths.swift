import Foundation

extension GridSection {
  // MARK: Public

  /// An item's width in a container `containerWidth` wide, as ``GridLayout`` lays it out: the
  /// fixed width, the fraction of the available width (the container less the side insets), or
  /// the derived column width.
  ///
  ///     GridSection(itemWidth: .fractional(0.85), insets: LayoutInsets(left: 10, right: 10))
  ///       .itemWidth(inContainerWidth: 340)  // 272: 85% of 320
  ///
  /// - Parameter containerWidth: The container's width (a host's viewport width).
  /// - Returns: The item's width, never negative.
  /// - Complexity: O(1).
  public func itemWidth(inContainerWidth containerWidth: CGFloat) -> CGFloat {
    let available = max(0, containerWidth - insets.horizontal)
    return switch (itemWidth, groupAxis) {
    case (.fixed(let width), _): width
    case (.fractional(let fraction), _): available * fraction
    case (.derived, .horizontal):
      _columnLength(available: available, count: columns, spacing: interitemSpacing)
    case (.derived, .vertical): available
    }
  }

  /// A group's width in a container `containerWidth` wide: `columns` items and the spacing
  /// between them in a horizontal group, one item's width in a vertical one. In an orthogonal
  /// band, groups follow each other ``groupSpacing`` apart.
  ///
  ///     GridSection(itemWidth: .fixed(100), groupSpacing: 10).groupWidth(inContainerWidth: 320)
  ///     // 100
  ///
  /// - Parameter containerWidth: The container's width (a host's viewport width).
  /// - Returns: The group's width.
  /// - Complexity: O(1).
  public func groupWidth(inContainerWidth containerWidth: CGFloat) -> CGFloat {
    let item = itemWidth(inContainerWidth: containerWidth)
    guard groupAxis == .horizontal else { return item }
    return CGFloat(columns) * item + CGFloat(columns - 1) * interitemSpacing
  }
}

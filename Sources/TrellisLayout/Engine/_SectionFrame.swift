import Foundation

/// Places a section's header, footer and background around its items, the same way for every
/// engine: optional leading space, the header (cross-axis full length), the items area, the footer.
struct _SectionFrame {
  // MARK: Lifecycle

  init(
    axes: _Axes, crossLength: CGFloat, headerLength: CGFloat, pinsHeader: Bool,
    background: SectionBackground, leadingSpace: CGFloat = 0
  ) {
    self.axes = axes
    self.crossLength = crossLength
    self.background = background
    self.pinsHeader = pinsHeader
    if headerLength > 0 {
      headerIndex = supplementaries.count
      supplementaries.append(
        SupplementaryLayout(
          kind: .header,
          frame: axes.rect(
            main: leadingSpace, cross: 0, mainLength: headerLength, crossLength: crossLength)))
    }
    itemsStart = leadingSpace + headerLength
  }

  // MARK: Internal

  /// Where the items area (including the section insets) starts along the scroll axis.
  private(set) var itemsStart: CGFloat

  /// Adds the footer, pins the header and footer, and adds the background.
  ///
  /// - Returns: The section's length and its supplementary views, background first.
  mutating func finish(itemsEnd: CGFloat, footerLength: CGFloat, pinsFooter: Bool)
    -> (length: CGFloat, supplementaries: [SupplementaryLayout])
  {
    if let headerIndex, pinsHeader {
      let header = supplementaries[headerIndex].frame
      let limit = max(axes.mainMin(header), itemsEnd - axes.mainLength(header))
      supplementaries[headerIndex].pinning = .toLeadingEdge(limit: limit)
    }
    var length = itemsEnd
    if footerLength > 0 {
      supplementaries.append(
        SupplementaryLayout(
          kind: .footer,
          frame: axes.rect(
            main: itemsEnd, cross: 0, mainLength: footerLength, crossLength: crossLength),
          pinning: pinsFooter ? .toTrailingEdge(limit: itemsStart) : .none))
      length += footerLength
    }
    let extent: (start: CGFloat, end: CGFloat)? =
      switch background {
      case .none: nil
      case .section: (0, length)
      case .items: (itemsStart, itemsEnd)
      }
    if let extent {
      let frame = axes.rect(
        main: extent.start, cross: 0, mainLength: extent.end - extent.start,
        crossLength: crossLength)
      supplementaries.insert(
        SupplementaryLayout(kind: .background, isDecoration: true, frame: frame), at: 0)
    }
    return (length, supplementaries)
  }

  // MARK: Private

  private let axes: _Axes
  private let crossLength: CGFloat
  private let background: SectionBackground
  private let pinsHeader: Bool
  private var headerIndex: Int?
  private var supplementaries: [SupplementaryLayout] = []
}

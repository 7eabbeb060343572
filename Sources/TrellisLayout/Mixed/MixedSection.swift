import Foundation

/// One section's layout in a ``MixedLayout``: which engine places it, with that engine's own
/// section options, including the item count.
///
///     let sections: [MixedSection] = [
///       .carousel(GridSection(itemCount: 5, itemHeight: .fixed(160)), scrolling: .paging),
///       .grid(GridSection(itemCount: 8, columns: 2, itemHeight: .fixed(120),
///                         interitemSpacing: 8, groupSpacing: 8, insets: LayoutInsets(all: 16))),
///       .table(TableSection(itemCount: 20, headerLength: 28, rowHeight: 44)),
///     ]
///
/// Each case carries the section options of an existing engine, so every option keeps its one
/// name, default and rule: a flow section's alignment, a grid's columns and orthogonal scrolling, a
/// waterfall's columns and fill order, a table's row height. Insets, spacings, header and footer
/// lengths and pinning are those of the carried options. Engine-level options that shape a single
/// section travel with it: a table section carries its ``TableStyle``.
///
/// An orthogonally scrolling row (a carousel) is a grid section with orthogonal scrolling;
/// ``carousel(_:scrolling:)`` builds one, so a carousel has a single representation and compares
/// equal however it was written.
///
/// The section's item count is the carried options' `itemCount`; ``itemCount`` reads and writes it,
/// which is how `ListLayout` and hosts change counts without knowing the case.
///
/// - Precondition: When laid out: the carried options obey the rules of their type (see
///   ``FlowSection``, ``GridSection``, ``WaterfallSection``, ``TableSection``); sections other than
///   `.flow` need a vertically scrolling ``MixedLayout``.
public enum MixedSection: LayoutSection {
  /// A flow section, placed by ``FlowLayout``: lines of items with the section's alignment,
  /// spacings, optional equal columns, insets, header, footer, pinning and background.
  ///
  ///     .flow(FlowSection(itemCount: 9, interitemSpacing: 8, alignment: .left))
  case flow(FlowSection)

  /// A grid section, placed by ``GridLayout``: groups of `columns` items, stacked, or scrolling
  /// sideways on their own when the options have orthogonal scrolling (see
  /// ``carousel(_:scrolling:)``).
  ///
  ///     .grid(GridSection(itemCount: 6, columns: 2, itemHeight: .fixed(100)))
  case grid(GridSection)

  /// A waterfall section, placed by ``WaterfallLayout``: items in equal-width columns.
  ///
  ///     .waterfall(WaterfallSection(itemCount: 30, columns: 3))
  case waterfall(WaterfallSection)

  /// List rows, placed by ``TableLayout`` with `style`: full-width rows, with a header pinned in
  /// the plain style and a leading space in the grouped one.
  ///
  ///     let sections: [MixedSection] = [
  ///       .table(TableSection(itemCount: 12, headerLength: 28, rowHeight: 44)),
  ///       .table(TableSection(itemCount: 3), style: .grouped(sectionSpacing: 35)),
  ///     ]
  case table(TableSection, style: TableStyle = .plain)
}

extension MixedSection {
  // MARK: Public

  /// The number of items: the carried options' `itemCount`.
  ///
  ///     var section = MixedSection.grid(GridSection(itemCount: 4, columns: 2))
  ///     section.itemCount += 1  // the grid options now hold 5 items
  public var itemCount: Int {
    get {
      switch self {
      case .flow(let options): options.itemCount
      case .grid(let options): options.itemCount
      case .waterfall(let options): options.itemCount
      case .table(let options, _): options.itemCount
      }
    }
    set {
      switch self {
      case .flow(var options):
        options.itemCount = newValue
        self = .flow(options)
      case .grid(var options):
        options.itemCount = newValue
        self = .grid(options)
      case .waterfall(var options):
        options.itemCount = newValue
        self = .waterfall(options)
      case .table(var options, let style):
        options.itemCount = newValue
        self = .table(options, style: style)
      }
    }
  }

  /// An orthogonally scrolling row (a carousel): `section`'s groups side by side in one band that
  /// scrolls across the main axis on its own, as UIKit's compositional sections with
  /// `orthogonalScrollingBehavior`.
  ///
  ///     let sections: [MixedSection] = [
  ///       // A full-width banner row that pages one banner at a time:
  ///       .carousel(GridSection(itemCount: 3, itemHeight: .fixed(120)), scrolling: .paging),
  ///       // Cards 280 points wide that page one card at a time:
  ///       .carousel(GridSection(itemCount: 10, itemWidth: .fixed(280), itemHeight: .fixed(180),
  ///                             groupSpacing: 12, insets: LayoutInsets(left: 16, right: 16))),
  ///     ]
  ///
  /// The result is `.grid(section)` with `section.orthogonalScrolling` set to `scrolling`;
  /// ``GridLayout`` records the band's content length and page length in the section's
  /// ``SectionLayout/orthogonalScrolling``.
  ///
  /// - Parameters:
  ///   - section: The grid options: item size, items per group (`columns`), spacings, insets,
  ///     header, footer, pinning and background. Its own `orthogonalScrolling` is replaced.
  ///   - scrolling: How the row scrolls; not `.none`.
  /// - Returns: A grid section that scrolls orthogonally.
  /// - Precondition: `scrolling` is not `.none`.
  public static func carousel(
    _ section: GridSection, scrolling: OrthogonalScrolling = .groupPaging
  ) -> MixedSection {
    precondition(
      scrolling != .none,
      "MixedSection.carousel(_:scrolling:) needs an orthogonal scrolling behaviour other than "
        + ".none; use .grid for a grid that wraps onto rows")
    var section = section
    section.orthogonalScrolling = scrolling
    return .grid(section)
  }

  /// How the section scrolls on its own across the main axis: the grid options' orthogonal
  /// scrolling, and `.none` for every other case.
  ///
  ///     MixedSection.carousel(GridSection(itemCount: 3)).orthogonalScrolling  // .groupPaging
  ///     MixedSection.flow(FlowSection()).orthogonalScrolling                  // .none
  public var orthogonalScrolling: OrthogonalScrolling {
    if case .grid(let options) = self { return options.orthogonalScrolling }
    return .none
  }

  /// The header's length along the scroll axis, zero for no header: the carried options'
  /// `headerLength` or `headerLength`.
  ///
  ///     var section = MixedSection.table(TableSection(itemCount: 3))
  ///     section.headerLength = 28  // what a host does with its data source's header size
  public var headerLength: CGFloat {
    get {
      switch self {
      case .flow(let options): options.headerLength
      case .grid(let options): options.headerLength
      case .waterfall(let options): options.headerLength
      case .table(let options, _): options.headerLength
      }
    }
    set {
      switch self {
      case .flow(var options):
        options.headerLength = newValue
        self = .flow(options)
      case .grid(var options):
        options.headerLength = newValue
        self = .grid(options)
      case .waterfall(var options):
        options.headerLength = newValue
        self = .waterfall(options)
      case .table(var options, let style):
        options.headerLength = newValue
        self = .table(options, style: style)
      }
    }
  }

  /// The footer's length along the scroll axis, zero for no footer: the carried options'
  /// `footerLength` or `footerLength`.
  ///
  ///     var section = MixedSection.flow(FlowSection(itemCount: 3))
  ///     section.footerLength = 20
  public var footerLength: CGFloat {
    get {
      switch self {
      case .flow(let options): options.footerLength
      case .grid(let options): options.footerLength
      case .waterfall(let options): options.footerLength
      case .table(let options, _): options.footerLength
      }
    }
    set {
      switch self {
      case .flow(var options):
        options.footerLength = newValue
        self = .flow(options)
      case .grid(var options):
        options.footerLength = newValue
        self = .grid(options)
      case .waterfall(var options):
        options.footerLength = newValue
        self = .waterfall(options)
      case .table(var options, let style):
        options.footerLength = newValue
        self = .table(options, style: style)
      }
    }
  }
}

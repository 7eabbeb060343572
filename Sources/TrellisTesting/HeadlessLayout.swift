import Foundation
import Trellis

/// Which layout a headless host places its content with: any engine of `TrellisLayout`.
///
///     let host = HeadlessCollectionView(
///       viewportSize: CGSize(width: 320, height: 480),
///       layout: .waterfall(WaterfallSection(itemCount: 0, columns: 2)))
///
/// The host reads item sizes and header and footer sizes from its data source and passes them to
/// the engine; each section starts from the template section given here.
public struct HeadlessLayout: Sendable {
  /// What the host knows of one section when it builds the layout.
  public struct SectionInput: Sendable {
    /// The number of items.
    public var itemCount: Int
    /// The header's size, `.zero` for none.
    public var headerSize: CGSize
    /// The footer's size, `.zero` for none.
    public var footerSize: CGSize
  }

  /// Builds a layout for a container, sections and item sizes.
  let build:
    @Sendable (_ container: CGSize, _ sections: [SectionInput], _ sizes: ItemSizeProvider) ->
      any CollectionLayout

  /// A flow layout (UIKit's `UICollectionViewFlowLayout`), each section from `section`.
  ///
  /// - Parameters:
  ///   - scrollDirection: The axis content scrolls along.
  ///   - section: The options every section starts from; counts and header and footer lengths
  ///     come from the data source.
  /// - Returns: The layout configuration.
  public static func flow(
    scrollDirection: ScrollDirection = .vertical, section: FlowSection = FlowSection(itemCount: 0)
  ) -> HeadlessLayout {
    HeadlessLayout { container, inputs, sizes in
      let engine = FlowLayout(containerSize: container, scrollDirection: scrollDirection)
      let sections = inputs.map { input -> FlowSection in
        var options = section
        options.itemCount = input.itemCount
        options.headerLength = _length(input.headerSize, along: scrollDirection)
        options.footerLength = _length(input.footerSize, along: scrollDirection)
        return options
      }
      return ListLayout(engine, sections: sections, sizes: sizes)
    }
  }

  /// A waterfall layout (columns filled shortest first), each section from `section`.
  ///
  /// - Parameter section: The options every section starts from; counts and header and footer
  ///   heights come from the data source.
  /// - Returns: The layout configuration.
  public static func waterfall(_ section: WaterfallSection) -> HeadlessLayout {
    HeadlessLayout { container, inputs, sizes in
      let engine = WaterfallLayout(containerSize: container)
      let sections = inputs.map { input -> WaterfallSection in
        var options = section
        options.itemCount = input.itemCount
        options.headerHeight = input.headerSize.height
        options.footerHeight = input.footerSize.height
        return options
      }
      return ListLayout(engine, sections: sections, sizes: sizes)
    }
  }

  /// A grid (compositional-lite) layout, each section from `section`.
  ///
  /// - Parameter section: The options every section starts from; counts and header and footer
  ///   heights come from the data source.
  /// - Returns: The layout configuration.
  public static func grid(_ section: GridSection = GridSection()) -> HeadlessLayout {
    HeadlessLayout { container, inputs, sizes in
      let engine = GridLayout(containerSize: container, defaultSection: section)
      let sections = inputs.map { input -> GridSection in
        var options = section
        options.itemCount = input.itemCount
        options.headerHeight = input.headerSize.height
        options.footerHeight = input.footerSize.height
        return options
      }
      return ListLayout(engine, sections: sections, sizes: sizes)
    }
  }

  /// A table layout: full-width rows with the data source's heights.
  ///
  /// - Parameter style: Plain (sticky headers) or grouped.
  /// - Returns: The layout configuration.
  public static func table(style: TableStyle = .plain) -> HeadlessLayout {
    HeadlessLayout { container, inputs, sizes in
      let engine = TableLayout(containerSize: container, style: style)
      let sections = inputs.map { input -> TableSection in
        TableSection(
          itemCount: input.itemCount, headerHeight: input.headerSize.height,
          footerHeight: input.footerSize.height)
      }
      return ListLayout(engine, sections: sections, sizes: sizes)
    }
  }
}

private func _length(_ size: CGSize, along direction: ScrollDirection) -> CGFloat {
  direction == .vertical ? size.height : size.width
}

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
      _layout(
        FlowLayout(containerSize: container, scrollDirection: scrollDirection), section, inputs,
        sizes
      ) { options, input in
        options.headerLength = _length(input.headerSize, along: scrollDirection)
        options.footerLength = _length(input.footerSize, along: scrollDirection)
      }
    }
  }

  /// A waterfall layout (columns filled shortest first), each section from `section`.
  ///
  /// - Parameter section: The options every section starts from; counts and header and footer
  ///   heights come from the data source.
  /// - Returns: The layout configuration.
  public static func waterfall(_ section: WaterfallSection) -> HeadlessLayout {
    HeadlessLayout { container, inputs, sizes in
      _layout(WaterfallLayout(containerSize: container), section, inputs, sizes) { options, input in
        options.headerHeight = input.headerSize.height
        options.footerHeight = input.footerSize.height
      }
    }
  }

  /// A grid (compositional-lite) layout, each section from `section`.
  ///
  /// - Parameter section: The options every section starts from; counts and header and footer
  ///   heights come from the data source.
  /// - Returns: The layout configuration.
  public static func grid(_ section: GridSection = GridSection()) -> HeadlessLayout {
    HeadlessLayout { container, inputs, sizes in
      _layout(GridLayout(containerSize: container, defaultSection: section), section, inputs, sizes)
      {
        options, input in
        options.headerHeight = input.headerSize.height
        options.footerHeight = input.footerSize.height
      }
    }
  }

  /// A table layout: full-width rows with the data source's heights.
  ///
  /// - Parameter style: Plain (sticky headers) or grouped.
  /// - Returns: The layout configuration.
  public static func table(style: TableStyle = .plain) -> HeadlessLayout {
    HeadlessLayout { container, inputs, sizes in
      _layout(TableLayout(containerSize: container, style: style), TableSection(), inputs, sizes) {
        options, input in
        options.headerHeight = input.headerSize.height
        options.footerHeight = input.footerSize.height
      }
    }
  }
}

/// A layout of `inputs` with `engine`: each section is `template` with the input's item count and
/// the supplementary sizes `supplementaries` sets.
private func _layout<Engine: LayoutEngine>(
  _ engine: Engine, _ template: Engine.Section, _ inputs: [HeadlessLayout.SectionInput],
  _ sizes: ItemSizeProvider,
  supplementaries: (inout Engine.Section, HeadlessLayout.SectionInput) -> Void
) -> any CollectionLayout {
  let sections = inputs.map { input in
    var options = template
    options.itemCount = input.itemCount
    supplementaries(&options, input)
    return options
  }
  return ListLayout(engine, sections: sections, sizes: sizes)
}

private func _length(_ size: CGSize, along direction: ScrollDirection) -> CGFloat {
  direction == .vertical ? size.height : size.width
}

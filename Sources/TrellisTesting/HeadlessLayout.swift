import Foundation
import TrellisCore
import TrellisDiff
import TrellisLayout
import TrellisList

/// Which layout a headless host places its content with: any engine of `TrellisLayout`.
///
///     let host = HeadlessCollectionView(
///       viewportSize: CGSize(width: 320, height: 480),
///       layout: .waterfall(WaterfallSection(itemCount: 0, columns: 2)))
///
/// The host reads item sizes and header and footer sizes from its data source and passes them to
/// the engine; each section starts from the template section given here. A batch carries the
/// layout across it, as TrellisUIKit's `ListCollectionViewLayout` does: inserted sections are
/// computed, a section whose item count or sizes changed is laid out again from its first changed
/// item (the frames before it are kept), and the others keep their frames and move. With
/// ``perSection(axis:default:)`` (and ``table(style:)``) each section is laid out by
/// the description its data source answers instead (see
/// `ListHostDataSource.listHost(_:layoutOfSection:)`).
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
  typealias _Build =
    @Sendable (_ container: CGSize, _ sections: [SectionInput], _ sizes: ItemSizeProvider) ->
    any CollectionLayout

  /// A per-section layout: the engine's options, the description of sections whose data source
  /// answers `nil`, and the rule a description must obey (`nil`: accepted; otherwise the
  /// violation's text).
  struct _PerSection: Sendable {
    var axis: ScrollDirection
    var defaultSection: MixedSection
    var rule: @Sendable (MixedSection) -> String?
  }

  /// Turns a layout this configuration built for the data before a batch into the layout of the
  /// data after it, in place, computing only the sections the batch changes (see
  /// `ListLayout.carrySections(across:to:sizes:firstChangedItem:)`); `false`, with `layout` left
  /// as it was, when `layout` is not one it built for `container`. With `touched`, the batch kept
  /// every section at its index with its header and footer sizes, and only the sections listed
  /// may have changed their items: no other section is looked at.
  typealias _Carry =
    @Sendable (
      _ layout: inout (any CollectionLayout)?, _ container: CGSize, _ sections: [SectionInput],
      _ sizes: ItemSizeProvider, _ mapping: BatchUpdate.IndexMapping,
      _ firstChangedItem: (_ target: Int, _ source: Int) -> Int?, _ touched: [Int]?
    ) -> Bool

  /// Builds the whole layout from template sections; `nil` for a per-section layout.
  let build: _Build?
  /// Carries a template layout across a batch; `nil` for a per-section layout.
  let carry: _Carry?
  /// The per-section options; `nil` for a template layout.
  let perSection: _PerSection?

  /// A template layout: `engine` for a container places every section, each `template` with the
  /// input's item count and the supplementary sizes `supplementaries` sets.
  init<Engine: LayoutEngine & Equatable>(
    engine: @escaping @Sendable (_ container: CGSize) -> Engine, template: Engine.Section,
    supplementaries: @escaping @Sendable (inout Engine.Section, SectionInput) -> Void
  ) {
    @Sendable func section(_ input: SectionInput) -> Engine.Section {
      var options = template
      options.itemCount = input.itemCount
      supplementaries(&options, input)
      return options
    }
    @Sendable func sections(_ inputs: [SectionInput]) -> [Engine.Section] {
      inputs.map(section)
    }
    self.build = { container, inputs, sizes in
      ListLayout(engine(container), sections: sections(inputs), sizes: sizes)
    }
    self.carry = { layout, container, inputs, sizes, mapping, firstChangedItem, touched in
      guard var carried = layout as? ListLayout<Engine>, carried.engine == engine(container)
      else { return false }
      // Taken out of `layout` first, the carried layout is the only owner of its storage and
      // changes in place: no copy of every section's geometry per batch.
      layout = nil
      if let touched {
        // Each touched section resumes at its first changed item; the others stay as they are.
        for index in touched {
          guard let first = firstChangedItem(index, index) else { continue }
          carried.replaceSection(
            at: index, with: section(inputs[index]), sizes: sizes, keepingItemsBefore: first)
        }
      } else {
        carried.carrySections(
          across: mapping, to: sections(inputs), sizes: sizes, firstChangedItem: firstChangedItem)
      }
      layout = carried
      return true
    }
    self.perSection = nil
  }

  init(perSection: _PerSection) {
    self.build = nil
    self.carry = nil
    self.perSection = perSection
  }

  /// A layout in which every section is placed by its own description (UIKit's compositional
  /// layout with a section provider): the host asks its data source
  /// `listHost(_:layoutOfSection:)` for each section, and places sections that answer `nil` with
  /// `default`.
  ///
  ///     let host = HeadlessCollectionView(
  ///       viewportSize: CGSize(width: 320, height: 480), layout: .perSection())
  ///     // section 0: .carousel(...), section 1: .grid(...), section 2: .table(...)
  ///
  /// The host takes each section's item count and header and footer lengths from its data source,
  /// as for the other layouts, and keeps the computed `ListLayout<MixedLayout>` between passes:
  /// `invalidateLayout(ofSections:)` and `invalidateLayout(ofItemsAt:)` recompute the sections
  /// they name only (with `ListLayout.replaceSection(at:with:sizes:)`); a batch asks every
  /// section's description again and computes only inserted sections and those whose description
  /// or item sizes changed (deleted and moved sections are removed and moved without computing);
  /// a load, a new viewport or `invalidateLayout()` recompute every section.
  ///
  /// With the default `default`, a data source that answers `nil` everywhere gets exactly the
  /// frames of ``flow(axis:section:)`` with its default section.
  ///
  /// - Parameters:
  ///   - axis: The axis sections stack along; `.horizontal` accepts flow sections
  ///     only (a data source answering another kind makes the host throw
  ///     `ListHostError.invalidDataSourceAnswer(_:)`).
  ///   - default: The description of sections whose data source answers `nil`.
  /// - Returns: The layout configuration.
  public static func perSection(
    axis: ScrollDirection = .vertical,
    default: MixedSection = .flow(FlowSection(itemCount: 0))
  ) -> HeadlessLayout {
    HeadlessLayout(
      perSection: _PerSection(axis: axis, defaultSection: `default`) {
        description in
        guard axis == .horizontal else { return nil }
        if case .flow = description { return nil }
        return "a non-flow section layout in a horizontally scrolling layout; only flow sections "
          + "scroll horizontally"
      })
  }

  /// A flow layout (UIKit's `UICollectionViewFlowLayout`), each section from `section`.
  ///
  /// - Parameters:
  ///   - axis: The axis content scrolls along.
  ///   - section: The options every section starts from; counts and header and footer lengths
  ///     come from the data source.
  /// - Returns: The layout configuration.
  public static func flow(
    axis: ScrollDirection = .vertical, section: FlowSection = FlowSection(itemCount: 0)
  ) -> HeadlessLayout {
    HeadlessLayout(
      engine: { FlowLayout(containerSize: $0, axis: axis) }, template: section
    ) { options, input in
      options.headerLength = _length(input.headerSize, along: axis)
      options.footerLength = _length(input.footerSize, along: axis)
    }
  }

  /// A waterfall layout (columns filled shortest first), each section from `section`.
  ///
  /// - Parameter section: The options every section starts from; counts and header and footer
  ///   heights come from the data source.
  /// - Returns: The layout configuration.
  public static func waterfall(_ section: WaterfallSection) -> HeadlessLayout {
    HeadlessLayout(engine: { WaterfallLayout(containerSize: $0) }, template: section) {
      options, input in
      options.headerLength = input.headerSize.height
      options.footerLength = input.footerSize.height
    }
  }

  /// A grid (compositional-lite) layout, each section from `section`.
  ///
  /// - Parameter section: The options every section starts from; counts and header and footer
  ///   heights come from the data source.
  /// - Returns: The layout configuration.
  public static func grid(_ section: GridSection = GridSection()) -> HeadlessLayout {
    HeadlessLayout(
      engine: { GridLayout(containerSize: $0, defaultSection: section) }, template: section
    ) { options, input in
      options.headerLength = input.headerSize.height
      options.footerLength = input.footerSize.height
    }
  }

  /// A table layout (``HeadlessTableView``'s): full-width rows with the data source's heights.
  ///
  ///     HeadlessTableView(viewportSize: size, style: .grouped(sectionSpacing: 35))
  ///
  /// Each section may have its own description (`ListHostDataSource.listHost(_:layoutOfSection:)`),
  /// but as in UIKit, whose table view lays out rows only and has one style for all its sections,
  /// only list rows in the table's own style are accepted: `.table(options, style: style)`, whose
  /// `options` (a fixed row height, for example) are that section's own. Any other description
  /// (a grid, a flow, a carousel, another table style) makes the host throw
  /// `ListHostError.invalidDataSourceAnswer(_:)` naming the rule. Sections that answer `nil` are
  /// `.table(TableSection(), style: style)`, which is the table layout of before.
  ///
  /// - Parameter style: Plain (sticky headers) or grouped.
  /// - Returns: The layout configuration.
  public static func table(style: TableStyle = .plain) -> HeadlessLayout {
    HeadlessLayout(
      perSection: _PerSection(
        axis: .vertical, defaultSection: .table(TableSection(), style: style)
      ) { description in
        if case .table(_, let sectionStyle) = description, sectionStyle == style { return nil }
        return
          "\(_kindName(description)) section layout for a table in the \(style) style; a table "
          + "view lays out every section as list rows in its own style (.table(_, style: "
          + "\(style)))"
      })
  }
}

/// A short name of a description's kind, for messages.
private func _kindName(_ description: MixedSection) -> String {
  switch description {
  case .flow: "a flow"
  case .grid(let options): options.orthogonalScrolling == .none ? "a grid" : "a carousel"
  case .waterfall: "a waterfall"
  case .table(_, let style): "a \(style) table"
  }
}

func _length(_ size: CGSize, along direction: ScrollDirection) -> CGFloat {
  direction == .vertical ? size.height : size.width
}

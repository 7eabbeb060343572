import Foundation
import TrellisDiff

/// A computed layout of sectioned content: every frame, the content size, fast rectangle queries,
/// pinned headers, and cheap relayout after changes.
///
///     var layout = ListLayout(
///       FlowLayout(containerSize: CGSize(width: 320, height: 480)),
///       sections: [FlowSection(itemCount: 100, insets: LayoutInsets(all: 8))]
///     ) { path, _ in CGSize(width: 100, height: 44) }
///
///     layout.contentSize                                   // (320, ...)
///     layout.frame(ofItem: ItemPath(item: 3, section: 0))  // one item
///     layout.visibleElements(in: CGRect(x: 0, y: 200, width: 320, height: 480))
///     layout.invalidateItems(at: [ItemPath(item: 3, section: 0)]) { _, _ in newSize }
///
/// ## Motivation
///
/// A list's geometry decides which cells exist: what is visible, what to dequeue, where a sticky
/// header sits. `UICollectionViewLayout` computes it inside UIKit, out of reach of tests. In
/// Trellis
/// the same geometry is a value computed by pure Swift, so the headless host shows exactly what a
/// device would, and the UIKit binding can reuse the engines as custom layouts.
///
/// ## Design
///
/// `ListLayout` is generic over a `LayoutEngine` (`FlowLayout`, `WaterfallLayout`, `GridLayout`,
/// `TableLayout`), which places one section at a time in section-local coordinates. `ListLayout`
/// stacks the sections along the scroll axis and keeps each section's start, so:
/// - a change inside a section recomputes that section only; every later section moves by
///   changing its start, never its frames (`framesComputed` counts the work);
/// - a change that keeps a section's first items (an append, deletes at the end) resumes the
///   section from there (`insertItems(at:sizes:)`, `deleteItems(at:sizes:)`,
///   `replaceSection(at:with:sizes:keepingItemsBefore:)`,
///   `carrySections(across:to:sizes:firstChangedItem:)`): the engine copies what those items
///   decide and lays out the rest;
/// - a rectangle query finds the sections it touches by binary search over their starts, then the
///   items by binary search over the section's runs (lines, rows, waterfall columns).
///
/// Item sizes come from an `ItemSizeProvider` closure, asked lazily and only for the sections being
/// computed. Hosts that do not know the engine use the `CollectionLayout` protocol.
///
/// ## Identity & Equality
///
/// Items are identified by `ItemPath`; supplementary and decoration views by kind and section
/// (`LayoutElement`). Two layouts are equal when their engines, options and frames are equal; the
/// work counters are ignored.
///
/// ## Performance
///
/// Building a layout is O(*n*) for *n* items; `elements(in:)` is O(log *n* + *k*) for *k* results
/// (O(*c* log *n* + *k*) for a *c*-column waterfall); a change confined to one section of *m* items
/// costs O(*m* + *s*) for *s* sections.
public struct ListLayout<Engine: LayoutEngine>: Sendable {
  // MARK: Lifecycle

  /// Computes a layout of `sections` with `engine`.
  ///
  ///     let layout = ListLayout(
  ///       TableLayout(width: 375), sections: [TableSection(itemCount: 20)]
  ///     ) { _, _ in CGSize(width: 0, height: 44) }
  ///
  /// - Parameters:
  ///   - engine: The algorithm and container, such as `FlowLayout(containerSize:)`.
  ///   - sections: Each section's options and item count.
  ///   - sizes: Returns each item's size; called once per item.
  /// - Precondition: Each section obeys its engine's rules (see the section type).
  /// - Complexity: O(*n*) for *n* items, plus the engine's own cost.
  public init(_ engine: Engine, sections: [Engine.Section], sizes: ItemSizeProvider) {
    self.engine = engine
    self.sections = sections
    _axes = _Axes(engine.axis)
    _geometry = []
    _geometry.reserveCapacity(sections.count)
    for (index, section) in sections.enumerated() {
      _geometry.append(_compute(section, at: index, sizes: sizes))
    }
    _updateStarts(from: 0)
  }

  /// Computes a layout from explicit item sizes, one array per section.
  ///
  ///     let layout = ListLayout(FlowLayout(containerSize: size), itemSizes: [[a, b, c], [d]])
  ///
  /// Each section gets the engine's `defaultSection` options with the array's count.
  ///
  /// - Parameters:
  ///   - engine: The algorithm and container.
  ///   - itemSizes: The sizes of each section's items.
  /// - Complexity: O(*n*) for *n* items.
  public init(_ engine: Engine, itemSizes: [[CGSize]]) {
    self.init(engine, sections: itemSizes.map { engine.makeSection(itemCount: $0.count) }) {
      path, _ in itemSizes[path.section][path.item]
    }
  }

  // MARK: Public

  /// The engine: the algorithm, its container and its global options.
  public internal(set) var engine: Engine
  /// Each section's options and item count, in section order.
  public internal(set) var sections: [Engine.Section]
  /// The size of the whole content: the container's cross-axis length by the sum of the sections'
  /// lengths along the scroll axis.
  ///
  ///     layout.contentSize.height  // for a vertical layout, the scrollable height
  public private(set) var contentSize = CGSize.zero

  /// The axis along which content scrolls.
  ///
  ///     layout.axis  // .vertical
  public var axis: ScrollDirection { engine.axis }

  /// The size of the view the layout fills, as the engine holds it.
  ///
  ///     layout.containerSize  // CGSize(width: 320, height: 480)
  public var containerSize: CGSize { engine.containerSize }

  // MARK: Internal

  /// Each section's geometry, section-local along the scroll axis.
  var _geometry: [SectionLayout]
  /// Each section's start along the scroll axis.
  var _starts: [CGFloat] = []
  let _axes: _Axes
  /// The frames computed since the layout was created (a resumed section counts its frames from
  /// the engine's resume point on, and its supplementary views); read through `framesComputed`
  /// (`@_spi(Testing)`).
  var _framesComputed = 0
  /// The item sizes asked of size providers since the layout was created; read through
  /// `sizesQueried` (`@_spi(Testing)`).
  var _sizesQueried = 0

  /// Tolerance of the query filters, so that rounding in sums never hides an element; the final
  /// test of every element is exact.
  static var _tolerance: CGFloat { 1e-6 }

  /// Asks the engine for one section, counting the work.
  mutating func _compute(_ section: Engine.Section, at index: Int, sizes: ItemSizeProvider)
    -> SectionLayout
  {
    var queried = 0
    let geometry = engine.layout(section, at: index) { path, fitting in
      queried += 1
      return sizes(path, fitting)
    }
    _sizesQueried += queried
    _framesComputed += geometry.frameCount
    return geometry
  }

  /// Asks the engine to resume section `index` from its geometry now, keeping the items before
  /// `prefix`; counts the frames from the engine's resume point on and the sizes asked.
  mutating func _resume(
    _ section: Engine.Section, at index: Int, keepingItemsBefore prefix: Int,
    sizes: ItemSizeProvider
  ) -> SectionLayout {
    let previous = _geometry[index]
    let first = engine.resumePoint(of: section, reusing: previous, keepingItemsBefore: prefix)
    // Let go of the stored geometry, so that the engine can reuse its storage in place.
    _geometry[index] = SectionLayout(length: 0, itemFrames: [], lanes: [])
    var queried = 0
    let geometry = engine.layout(
      section, at: index,
      sizes: { path, fitting in
        queried += 1
        return sizes(path, fitting)
      }, reusing: consume previous, keepingItemsBefore: prefix)
    _sizesQueried += queried
    _framesComputed += geometry.frameCount - first
    return geometry
  }

  /// Recomputes section starts from `index` on, and the content size.
  mutating func _updateStarts(from index: Int) {
    let count = _geometry.count
    if _starts.count > count { _starts.removeLast(_starts.count - count) }
    if _starts.count < count {
      _starts.append(contentsOf: repeatElement(0, count: count - _starts.count))
    }
    var cursor: CGFloat = index > 0 ? _starts[index - 1] + _geometry[index - 1].length : 0
    for section in index..<count {
      _starts[section] = cursor
      cursor += _geometry[section].length
    }
    let container = _clamped(engine.containerSize)
    contentSize = _axes.size(main: cursor, cross: _axes.cross(container))
  }
}

extension ListLayout: Equatable where Engine: Equatable {
  /// Whether two layouts have equal engines, section options and geometry; the work counters
  /// (`framesComputed`, `sizesQueried`) are ignored.
  ///
  ///     layout == ListLayout(layout.engine, sections: layout.sections, sizes: sizes)
  ///
  /// - Parameters:
  ///   - lhs: A layout.
  ///   - rhs: Another layout.
  /// - Returns: `true` when every frame, start and option is equal.
  /// - Complexity: O(*n*).
  public static func == (lhs: ListLayout, rhs: ListLayout) -> Bool {
    lhs.engine == rhs.engine && lhs.sections == rhs.sections && lhs._geometry == rhs._geometry
      && lhs._starts == rhs._starts
  }
}

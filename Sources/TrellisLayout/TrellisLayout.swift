import Foundation

/// The namespace of Trellis's layout engines: pure geometry, no UIKit.
///
///     import TrellisLayout
///
///     let layout = ListLayout(
///       FlowLayout(containerSize: CGSize(width: 375, height: 667)),
///       sections: [FlowSection(itemCount: 20, columns: 2, headerLength: 44, pinsHeader: true)]
///     ) { _, _ in CGSize(width: 0, height: 120) }
///     layout.visibleElements(in: CGRect(x: 0, y: 300, width: 375, height: 667))
///
/// The module computes what a list shows: `ListLayout` stacks sections placed by an engine
/// (`FlowLayout`, `WaterfallLayout`, `GridLayout`, `TableLayout`), answers rectangle queries in
/// O(log *n* + *k*), pins sticky headers for a given viewport, and recomputes only the section a
/// change touches. `PagingGeometry` and `InfinitePaging` hold the carousel math. Geometry uses
/// CoreGraphics' value types (`CGFloat`, `CGPoint`, `CGSize`, `CGRect`), which Foundation provides
/// on every platform, so frames computed here reach UIKit unchanged; elements are identified by
/// TrellisDiff's `ItemPath`.
public enum TrellisLayout {}

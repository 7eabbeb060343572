import Foundation

/// One section's computed geometry, in section-local coordinates: what an engine returns.
///
///     let geometry = FlowLayout(containerSize: CGSize(width: 320, height: 480))
///       .layout(FlowSection(itemCount: 2), at: 0) { _, _ in CGSize(width: 100, height: 50) }
///     geometry.length          // 50: one line
///     geometry.itemFrames[1]   // (210, 0, 100, 50): the line is justified
///
/// Along the scroll axis the section starts at zero; `ListLayout` adds the section's offset when it
/// answers queries. The cross axis is absolute. `lanes` index the items for rectangle queries (see
/// `LayoutRun`).
public struct SectionLayout: Hashable, Sendable {
  // MARK: Lifecycle

  /// Creates a section's geometry.
  ///
  ///     SectionLayout(length: 50, itemFrames: frames,
  ///                   lanes: [[LayoutRun(start: 0, end: 50, items: 0..<frames.count)]])
  ///
  /// - Parameters:
  ///   - length: The section's extent along the scroll axis.
  ///   - itemFrames: One frame per item, in item order.
  ///   - supplementaries: The section's supplementary and decoration views.
  ///   - lanes: Runs covering every item exactly once; within a lane, runs' starts and ends never
  ///     decrease.
  ///   - orthogonalScrolling: For a section that scrolls on its own along the cross axis, how.
  public init(
    length: CGFloat, itemFrames: [CGRect], supplementaries: [SupplementaryLayout] = [],
    lanes: [[LayoutRun]], orthogonalScrolling: OrthogonalScrollingInfo? = nil
  ) {
    self.length = length
    self.itemFrames = itemFrames
    self.supplementaries = supplementaries
    self.lanes = lanes
    self.orthogonalScrolling = orthogonalScrolling
  }

  // MARK: Public

  /// The section's extent along the scroll axis.
  public var length: CGFloat
  /// One frame per item, in item order, section-local along the scroll axis.
  public var itemFrames: [CGRect]
  /// The section's supplementary and decoration views, in the order queries report them.
  public var supplementaries: [SupplementaryLayout]
  /// Runs covering every item exactly once, grouped in lanes for rectangle queries.
  public var lanes: [[LayoutRun]]
  /// For a section that scrolls on its own along the cross axis, how; `nil` otherwise.
  public var orthogonalScrolling: OrthogonalScrollingInfo?

  /// The number of frames the section holds: items plus supplementary and decoration views. This is
  /// what `ListLayout.framesComputed` counts.
  ///
  ///     geometry.frameCount  // itemFrames.count + supplementaries.count
  public var frameCount: Int { itemFrames.count + supplementaries.count }
}

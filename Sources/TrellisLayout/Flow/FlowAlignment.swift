/// How a flow section spreads the items of a line along the cross axis.
///
///     FlowSection(itemCount: 9, alignment: .left)
///
/// In a horizontally scrolling layout lines run top to bottom, so `.left` packs towards the top and
/// `.right` towards the bottom. Every alignment keeps at least the section's `interitemSpacing`
/// between neighbours.
public enum FlowAlignment: Hashable, Sendable, CaseIterable {
  /// UIKit's flow layout: the leftover space of a line widens the gaps so that the line touches
  /// both insets; a lone item on a line is centred; the last line of a section (with two or more
  /// items) keeps the minimum spacing from the left.
  case justified
  /// Items packed from the left with the minimum spacing.
  case left
  /// Items packed with the minimum spacing, the group centred in the line.
  case center
  /// Items packed against the right with the minimum spacing.
  case right
}

import Foundation

extension HeadlessListView {
  /// How many items' geometry the host has reported through the port's queries: one per
  /// ``frameForItem(at:)`` call, one per path ``indexPathsForItems(in:)`` returned. Trellis's own
  /// tests read it to show that a feature's work follows what is visible, not the list's length.
  ///
  ///     let before = host.itemGeometryLookups
  ///     try host.setContentOffset(CGPoint(x: 0, y: 4_000), animated: false)
  ///     host.itemGeometryLookups - before  // the items near the viewport, not every item
  ///
  /// - Complexity: O(1).
  @_spi(Testing) public var itemGeometryLookups: Int { itemGeometryLookupCount }

  /// How many times the self-sizing pass laid out again because visible cells answered a
  /// preferred size other than their item's size (UIKit: an invalidation context after
  /// `preferredLayoutAttributesFitting(_:)`). Several cells that answer in one round count once.
  ///
  ///     let before = host.selfSizingRelayouts
  ///     adapter.apply(modelWithOneLongerComment)
  ///     host.selfSizingRelayouts - before  // 0: the adapter measured the cell in place
  ///
  /// - Complexity: O(1).
  @_spi(Testing) public var selfSizingRelayouts: Int { selfSizingRelayoutCount }

  /// How many times the layout was invalidated through the port: one per call of
  /// ``invalidateLayout()``, ``invalidateLayout(ofItemsAt:)`` or ``invalidateLayout(ofSections:)``.
  /// Trellis's own tests read it to show that a Dynamic Type change costs one invalidation, not
  /// one per view.
  ///
  ///     let before = host.layoutInvalidations
  ///     host.accessibilityStatus.contentSizeCategory = .accessibilityLarge
  ///     #expect(host.layoutInvalidations - before == 1)
  ///
  /// - Complexity: O(1).
  @_spi(Testing) public var layoutInvalidations: Int { layoutInvalidationCount }
}

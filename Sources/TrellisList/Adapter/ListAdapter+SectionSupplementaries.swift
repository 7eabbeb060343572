import Foundation
import TrellisLayout

// Finding a section's supplementary item in what the host displays.

extension ListAdapter {
  // MARK: Public

  /// The supplementary item of `kind` of the displayed section at `section`, or `nil`: the item
  /// whose view UIKit's `supplementaryView(forElementKind:at:)` (a table's
  /// `headerView(forSection:)` / `footerView(forSection:)`) returns while it is visible.
  ///
  ///     adapter.sectionSupplementary(ofKind: .header, inSection: 1)?.content(as: String.self)
  ///
  /// - Parameters:
  ///   - kind: The supplementary kind.
  ///   - section: A section index in the data the host displays.
  /// - Returns: The item, or `nil` when the section has none of that kind or is not displayed.
  /// - Complexity: O(1) expected.
  public func sectionSupplementary(ofKind kind: SupplementaryKind, inSection section: Int)
    -> ListItem?
  {
    sections.indices.contains(section) ? sections[section][supplementary: kind] : nil
  }
}

/// Whether a section gets a background decoration view, and what it covers.
///
///     FlowSection(itemCount: 6, background: .items)
///
/// The background is reported as a decoration element of kind `.background`, at z-index -1, across
/// the container's full cross-axis length (insets included). Its frame never changes with the
/// content offset, even when the header or footer is pinned.
public enum SectionBackground: Hashable, Sendable {
  /// No background view.
  case none
  /// From the start of the header to the end of the footer: the whole section.
  case section
  /// From the end of the header to the start of the footer: the items and the section insets.
  case items
}

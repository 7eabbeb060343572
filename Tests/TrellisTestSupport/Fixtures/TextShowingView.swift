import Foundation
import TrellisCore
import TrellisDiff
import TrellisLayout
import TrellisList

/// A test view that shows a string and counts its configurations: the one body of every host
/// kind's text cells and badges (``TextCell``, ``BadgeView``, ``UIKitTextCell``,
/// ``UIKitBadgeView``, ``TextTableCell``).
@MainActor
public protocol TextShowingView: ConfigurableView where Content == String {
  /// The text last configured; `nil` before the first configuration and after reuse.
  var text: String? { get set }
  /// How many times `configure(with:)` ran.
  var configureCount: Int { get set }
}

extension TextShowingView {
  /// Shows `content` and counts the configuration.
  public func configure(with content: String) {
    text = content
    configureCount += 1
  }
}

/// A ``TextShowingView`` shown as a badge of an item: 16 × 16 points (``BadgeView``,
/// ``UIKitBadgeView``).
@MainActor
public protocol BadgeSizedView: TextShowingView {}

extension BadgeSizedView {
  /// 16 × 16 points, whatever the content and the container.
  public nonisolated static func size(for content: String, fitting container: CGSize) -> CGSize? {
    CGSize(width: 16, height: 16)
  }
}

extension ListItem {
  /// This item with a `view` of kind `"badge"` showing `text` in its top-trailing corner, sticking
  /// out by 4 points.
  package func badge<View: BadgeSizedView>(_ text: String, view: View.Type) -> ListItem {
    supplementary(
      "badge", ListItem(id: "badge", content: text, view: view),
      placement: .corner(.topTrailing, dx: 4, dy: -4))
  }
}

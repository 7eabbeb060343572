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

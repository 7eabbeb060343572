import TrellisDiff

/// What the user's accessibility settings and focus mean for a list: whether VoiceOver runs,
/// whether Reduce Motion is on, the text size (Dynamic Type) and which item has focus.
///
///     let status = host.accessibilityStatus
///     if status.isReduceMotionEnabled { /* change without animation */ }
///
/// A ``ListHost`` reports it (``ListHost/accessibilityStatus``) and tells its delegate when it
/// changes (``ListHostDelegate/listHost(_:accessibilityStatusDidChangeFrom:)``). The list adapter
/// and its plugins act on it: batches do not animate while Reduce Motion is on, the size cache
/// measures again at a new text size, and an auto-rolling ``ListCarousel`` pauses while VoiceOver
/// runs, Reduce Motion is on or one of its items has focus. UIKit's hosts read it from
/// `UIAccessibility`, the view's trait collection and the focus updates (VoiceOver's focus
/// notification, the view's `didUpdateFocusIn` delegate call); the headless hosts take it from
/// tests.
public struct ListAccessibilityStatus: Hashable, Sendable {
  /// Whether VoiceOver (or another screen reader) is running.
  public var isVoiceOverRunning: Bool
  /// Whether the user asked for reduced motion.
  public var isReduceMotionEnabled: Bool
  /// The preferred text size the list's views see.
  public var contentSizeCategory: ListContentSizeCategory
  /// The path, in the displayed data, of the item that has accessibility (VoiceOver) or keyboard
  /// focus; `nil` when none of the list's items has it.
  public var focusedItem: ItemPath?

  /// Creates a status; the defaults are a device's out of the box: no VoiceOver, motion on,
  /// the large (default) text size, nothing focused.
  ///
  ///     host.accessibilityStatus = ListAccessibilityStatus(isVoiceOverRunning: true)
  ///
  /// - Parameters:
  ///   - isVoiceOverRunning: Whether VoiceOver runs.
  ///   - isReduceMotionEnabled: Whether Reduce Motion is on.
  ///   - contentSizeCategory: The preferred text size.
  ///   - focusedItem: The path of the focused item, if any.
  public init(
    isVoiceOverRunning: Bool = false, isReduceMotionEnabled: Bool = false,
    contentSizeCategory: ListContentSizeCategory = .large, focusedItem: ItemPath? = nil
  ) {
    self.isVoiceOverRunning = isVoiceOverRunning
    self.isReduceMotionEnabled = isReduceMotionEnabled
    self.contentSizeCategory = contentSizeCategory
    self.focusedItem = focusedItem
  }
}

/// The user's preferred text size (Dynamic Type), from smallest to largest: UIKit's
/// `UIContentSizeCategory`, SwiftUI's `DynamicTypeSize`.
///
///     ListContentSizeCategory.accessibilityLarge.isAccessibilityCategory  // true
///     ListContentSizeCategory.small < .large  // true
///
/// ``SizeCache`` keys its sizes by it: a size measured at one category never answers for another.
public enum ListContentSizeCategory: Int, Hashable, Comparable, CaseIterable, Sendable {
  /// No preference reported (a view outside a window, on UIKit).
  case unspecified
  /// The extra-small size.
  case extraSmall
  /// The small size.
  case small
  /// The medium size.
  case medium
  /// The large size: the default setting.
  case large
  /// The extra-large size.
  case extraLarge
  /// The extra-extra-large size.
  case extraExtraLarge
  /// The largest size outside the accessibility sizes.
  case extraExtraExtraLarge
  /// The medium accessibility size.
  case accessibilityMedium
  /// The large accessibility size.
  case accessibilityLarge
  /// The extra-large accessibility size.
  case accessibilityExtraLarge
  /// The extra-extra-large accessibility size.
  case accessibilityExtraExtraLarge
  /// The largest accessibility size.
  case accessibilityExtraExtraExtraLarge

  /// Whether the size is one of the accessibility sizes, where layouts often stack what sits
  /// side by side at other sizes.
  ///
  ///     ListContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory  // false
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

  /// Orders the sizes from smallest to largest (``unspecified`` first).
  ///
  /// - Parameters:
  ///   - lhs: A size.
  ///   - rhs: Another size.
  /// - Returns: Whether `lhs` is smaller.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

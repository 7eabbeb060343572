import Foundation

/// Constants that indicate the preferred size of your content (UIKit: `UIContentSizeCategory`,
/// iOS 7.0). The raw values are UIKit's as third-party bindings print them (not on Apple's pages).
@available(iOS 7.0, *)
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
  /// The category's string.
  public let rawValue: String
  /// Creates a category from its string.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// An unspecified font size.
  public static let unspecified = UIContentSizeCategory(
    rawValue: "_UICTContentSizeCategoryUnspecified")
  /// An extra-small font.
  public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  /// A small font.
  public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  /// A medium-sized font.
  public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  /// A large font.
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  /// An extra-large font.
  public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  /// A font that is larger than the extra-large font but smaller than the largest font size
  /// available.
  public static let extraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryXXL")
  /// The largest font size.
  public static let extraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryXXXL")
  /// A medium font size that reflects the current accessibility settings.
  public static let accessibilityMedium = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityM")
  /// A large font size that reflects the current accessibility settings.
  public static let accessibilityLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityL")
  /// An extra-large font size that reflects the current accessibility settings.
  public static let accessibilityExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  /// A font size that is larger than the extra-large accessibility size.
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  /// The largest font size that reflects the current accessibility settings.
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  /// Whether the category is one of the accessibility sizes (iOS 11.0).
  @available(iOS 11.0, *)
  public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }

  /// Posted when the user changes the preferred content size (iOS 7.0); `userInfo` holds the new
  /// category under ``newValueUserInfoKey``.
  @available(iOS 7.0, *)
  nonisolated public static let didChangeNotification = NSNotification.Name(
    "UIContentSizeCategoryDidChangeNotification")

  /// The key of the new category in the change notification's `userInfo` (iOS 7.0).
  @available(iOS 7.0, *)
  nonisolated public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}

/// The interface environment of a view or view controller (UIKit: `UITraitEnvironment`); the
/// double's `UIView` conforms.
@MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
  /// The trait collection of the environment.
  var traitCollection: UITraitCollection { get }
  /// Called when the interface environment changes (deprecated in iOS 17.0).
  @available(iOS, introduced: 8.0, deprecated: 17.0)
  func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UIView: UITraitEnvironment {}

extension UIWindow {
  /// Changes the content size category the window's views see, as a user's change in Settings
  /// does (package, for tests): every view of the window, the window first and then its
  /// subviews in order, gets `traitCollectionDidChange(_:)` with the previous collection, and
  /// `UIContentSizeCategory.didChangeNotification` is posted on the default center with the new
  /// category. Nothing happens when the category is the same.
  package func setPreferredContentSizeCategory(_ category: UIContentSizeCategory) {
    let previous = _windowTraitCollection
    guard previous.preferredContentSizeCategory != category else { return }
    _windowTraitCollection = UITraitCollection(preferredContentSizeCategory: category)
    _deliverTraitChange(from: previous)
    NotificationCenter.default.post(
      name: UIContentSizeCategory.didChangeNotification, object: nil,
      userInfo: [UIContentSizeCategory.newValueUserInfoKey: category])
  }
}

extension UIView {
  /// Tells this view and its subviews, depth first, that the traits changed from `previous`.
  func _deliverTraitChange(from previous: UITraitCollection) {
    traitCollectionDidChange(previous)
    for subview in subviews { subview._deliverTraitChange(from: previous) }
  }
}

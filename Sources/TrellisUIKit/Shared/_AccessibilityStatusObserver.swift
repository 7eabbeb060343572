#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import TrellisList
  import UIKit

  /// Listens, for one host, to the notifications that change a list's accessibility status:
  /// VoiceOver's and Reduce Motion's status changes and Dynamic Type's size change, all posted on
  /// the default center, and an assistive app's focus moving
  /// (`UIAccessibility.elementFocusedNotification`). Each status notification runs `onChange`
  /// on the main actor; the host then reads its status again and tells its delegate only if it
  /// changed, so a notification the list does not care about (or one of several for a single
  /// change) sends nothing. A focus notification runs `onElementFocused` with the focused
  /// element (`UIAccessibility.focusedElementUserInfoKey`).
  final class _AccessibilityStatusObserver {
    /// Starts listening; `onChange` runs on the main actor for every status notification,
    /// `onElementFocused` for every focus notification.
    @MainActor
    init(
      onChange: @escaping @MainActor () -> Void,
      onElementFocused: @escaping @MainActor (AnyObject?) -> Void
    ) {
      let names = [
        UIAccessibility.voiceOverStatusDidChangeNotification,
        UIAccessibility.reduceMotionStatusDidChangeNotification,
        UIContentSizeCategory.didChangeNotification,
      ]
      tokens =
        names.map { name in
          NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { onChange() }
          }
        } + [
          NotificationCenter.default.addObserver(
            forName: UIAccessibility.elementFocusedNotification, object: nil, queue: nil
          ) { note in
            // UIKit posts it on the main thread (assumeIsolated checks), so the element, a view
            // or an accessibility element, is read on the thread that owns it.
            nonisolated(unsafe) let element =
              note.userInfo?[UIAccessibility.focusedElementUserInfoKey] as AnyObject?
            MainActor.assumeIsolated { onElementFocused(element) }
          }
        ]
    }

    deinit {
      for token in tokens { NotificationCenter.default.removeObserver(token) }
    }

    private let tokens: [any NSObjectProtocol]
  }

  extension ListContentSizeCategory {
    /// The category of UIKit's `category`; ``unspecified`` for one Trellis does not know.
    init(_ category: UIContentSizeCategory) {
      let known: [UIContentSizeCategory: ListContentSizeCategory] = [
        .extraSmall: .extraSmall, .small: .small, .medium: .medium, .large: .large,
        .extraLarge: .extraLarge, .extraExtraLarge: .extraExtraLarge,
        .extraExtraExtraLarge: .extraExtraExtraLarge, .accessibilityMedium: .accessibilityMedium,
        .accessibilityLarge: .accessibilityLarge,
        .accessibilityExtraLarge: .accessibilityExtraLarge,
        .accessibilityExtraExtraLarge: .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge: .accessibilityExtraExtraExtraLarge,
      ]
      self = known[category] ?? .unspecified
    }
  }
#endif

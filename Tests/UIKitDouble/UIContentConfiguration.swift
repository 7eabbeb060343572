import Foundation

/// The requirements for an object that provides the configuration for a content view (UIKit:
/// `UIContentConfiguration`, iOS 14.0).
///
/// Not class-bound: value types conform (SwiftUI's `UIHostingConfiguration` is a struct).
@available(iOS 14.0, *)
public protocol UIContentConfiguration {
  /// Creates a new instance of the content view using this configuration.
  @MainActor func makeContentView() -> any UIView & UIContentView

  /// Generates a configuration for the specified state by applying the configuration's default
  /// values for that state to any properties that you haven't customized.
  func updated(for state: any UIConfigurationState) -> Self
}

/// The requirements for a content view that you create using a configuration (UIKit:
/// `UIContentView`, iOS 14.0).
@available(iOS 14.0, *)
@MainActor
public protocol UIContentView: NSObjectProtocol {
  /// The current configuration of the view; setting it applies the new configuration to the view.
  var configuration: any UIContentConfiguration { get set }

  /// Determines whether the view is compatible with the provided configuration (iOS 16.0).
  ///
  /// An optional requirement in UIKit; here a requirement with Apple's default.
  @available(iOS 16.0, *)
  func supports(_ configuration: any UIContentConfiguration) -> Bool
}

@available(iOS 14.0, *)
extension UIContentView {
  /// Apple's default: the view is compatible with configurations of the same type as its
  /// existing configuration.
  @available(iOS 16.0, *)
  public func supports(_ configuration: any UIContentConfiguration) -> Bool {
    type(of: configuration) == type(of: self.configuration)
  }
}

/// The requirements for an object that encapsulates a view's state (UIKit:
/// `UIConfigurationState`, iOS 14.0). The double declares the trait collection only; custom
/// states are not modelled.
@available(iOS 14.0, *)
public protocol UIConfigurationState {
  /// Creates a view configuration state with the specified trait collection.
  init(traitCollection: UITraitCollection)

  /// The trait collection of the view.
  var traitCollection: UITraitCollection { get set }
}

/// A structure that encapsulates a cell's state (UIKit: `UICellConfigurationState`, iOS 14.0).
///
/// The double's cells report selection and highlight; the other states are always `false`.
@available(iOS 14.0, *)
public struct UICellConfigurationState: UIConfigurationState, Hashable {
  /// Creates a cell configuration state with the specified trait collection.
  public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

  /// The trait collection of the cell.
  public var traitCollection: UITraitCollection

  /// A Boolean value that indicates whether the cell is in a selected state.
  public var isSelected = false
  /// A Boolean value that indicates whether the cell is in a highlighted state.
  public var isHighlighted = false
  /// A Boolean value that indicates whether the cell is in a disabled state.
  public var isDisabled = false
  /// A Boolean value that indicates whether the cell is in a focused state.
  public var isFocused = false
  /// A Boolean value that indicates whether the cell is in an editing state.
  public var isEditing = false
  /// A Boolean value that indicates whether the cell is in an expanded state.
  public var isExpanded = false
  /// A Boolean value that indicates whether the cell is in a swiped state.
  public var isSwiped = false
  /// A Boolean value that indicates whether the cell is in a reordering state.
  public var isReordering = false
}

/// The iOS interface environment for your app (UIKit: `UITraitCollection`, iOS 8.0). The double
/// declares one trait, `preferredContentSizeCategory` (see `UIView+DynamicType.swift`).
@available(iOS 8.0, *)
open class UITraitCollection: NSObject, @unchecked Sendable {
  /// Creates a trait collection with no trait specified.
  public override init() {
    preferredContentSizeCategory = .unspecified
    super.init()
  }

  /// Creates a trait collection that contains only the specified content size category trait
  /// (iOS 10.0).
  @available(iOS 10.0, *)
  public init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.preferredContentSizeCategory = preferredContentSizeCategory
    super.init()
  }

  /// The font sizing option preferred by the user (iOS 10.0).
  @available(iOS 10.0, *)
  public let preferredContentSizeCategory: UIContentSizeCategory

  /// Two trait collections are equal when their traits are.
  open override func isEqual(_ object: Any?) -> Bool {
    (object as? UITraitCollection)?.preferredContentSizeCategory == preferredContentSizeCategory
  }

  /// A hash of the traits, consistent with `isEqual(_:)`.
  open override var hash: Int { preferredContentSizeCategory.hashValue }
}

/// The content-configuration machinery both double cells share: applying a configuration to a
/// compatible content view or replacing it, and coalescing configuration updates into the next
/// layout pass.
@MainActor
struct _CellContentConfigurationState {
  var configuration: (any UIContentConfiguration)?
  var needsUpdate = true
  /// How many times the cell ran `updateConfiguration(using:)` (package, for tests).
  var updateCount = 0

  /// Applies `configuration` to `contentView` when it is compatible (it supports it, by default
  /// the same configuration type), or returns a new content view made by the configuration;
  /// `nil` returns a new, empty content view when the cell had a configuration.
  mutating func apply(_ configuration: (any UIContentConfiguration)?, to contentView: UIView)
    -> UIView?
  {
    let hadConfiguration = self.configuration != nil
    self.configuration = configuration
    guard let configuration else { return hadConfiguration ? UIView(frame: .zero) : nil }
    if hadConfiguration, let current = contentView as? any UIView & UIContentView,
      current.supports(configuration)
    {
      current.configuration = configuration
      return nil
    }
    return configuration.makeContentView()
  }
}

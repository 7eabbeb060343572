import Foundation

/// An abstract interface for responding to and handling events (UIKit: `UIResponder`, iOS 2.0).
@MainActor
open class UIResponder: NSObject {
  /// Creates a responder.
  public override init() { super.init() }

  /// Returns the next responder in the responder chain, or `nil` if there is none.
  open var next: UIResponder? { nil }
}

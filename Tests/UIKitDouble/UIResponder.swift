import Foundation

/// An abstract interface for responding to and handling events (UIKit: `UIResponder`, iOS 2.0).
@MainActor
open class UIResponder: NSObject {
  /// Creates a responder.
  public override init() { super.init() }

  /// Returns the next responder in the responder chain, or `nil` if there is none.
  open var next: UIResponder? { nil }

  // MARK: First responder

  /// A Boolean value that indicates whether this object can become the first responder; the
  /// default is `false` (text fields and text views answer `true`).
  open var canBecomeFirstResponder: Bool { false }

  /// Asks UIKit to make this object the first responder in its window. The double makes it the
  /// process's one first responder when ``canBecomeFirstResponder`` is `true` (resigning the
  /// previous one) and returns whether it is.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder else { return false }
    if UIResponder._firstResponder === self { return true }
    UIResponder._firstResponder?.resignFirstResponder()
    UIResponder._firstResponder = self
    return true
  }

  /// Notifies this object that it has been asked to relinquish its status as first responder in
  /// its window; returns `true` (the double's responders always resign).
  @discardableResult
  open func resignFirstResponder() -> Bool {
    if UIResponder._firstResponder === self { UIResponder._firstResponder = nil }
    return true
  }

  /// Returns a Boolean value indicating whether this object is the first responder.
  open var isFirstResponder: Bool { UIResponder._firstResponder === self }

  /// The first responder (the double keeps one for the process: it has one key window at a
  /// time in practice; tests that make one run in an exit test when anything else could see it).
  private static weak var _firstResponder: UIResponder?
}

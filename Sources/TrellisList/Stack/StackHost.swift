import Foundation
import TrellisLayout

/// The port a plain stack of views offers to Trellis (UIKit: a `UIStackView`, usually in a
/// scroll view): arranged views along one axis, no reuse, no data source.
///
///     let stack = HeadlessStackView(axis: .vertical)
///     let adapter = ListStackAdapter(host: stack)
///     adapter.apply(model)
///
/// Views are created by the host from the item's view type and registration, arranged in model
/// order (for each section: header, items, footer), and kept while their item exists.
@MainActor
public protocol StackHost: AnyObject {
  /// The axis views are arranged along.
  var axis: ScrollDirection { get }

  /// The arranged views, in order.
  var arrangedViews: [AnyObject] { get }

  /// Creates a view of `type`.
  ///
  /// - Parameters:
  ///   - type: The item's view type.
  ///   - registration: Whether to create it from its class or load a nib.
  /// - Returns: The view.
  /// - Throws: ``ListHostError/cannotCreateView(type:reuseIdentifier:)`` when it cannot.
  func makeView(of type: AnyObject.Type, registration: ViewRegistration) throws(ListHostError)
    -> AnyObject

  /// Inserts `view` (new, or arranged elsewhere) at `index` of the arranged views.
  ///
  /// - Parameters:
  ///   - view: The view.
  ///   - index: Its index after the insertion.
  func insertArrangedView(_ view: AnyObject, at index: Int)

  /// Removes `view` from the arranged views.
  ///
  /// - Parameter view: An arranged view.
  func removeArrangedView(_ view: AnyObject)
}

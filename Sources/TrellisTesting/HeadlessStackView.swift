import Foundation
import TrellisCore
import TrellisDiff
import TrellisLayout
import TrellisList
import TrellisPresenter

/// A headless `UIStackView`: a `StackHost` that creates ``HeadlessReusableView`` types and
/// records what it did.
///
///     let stack = HeadlessStackView(axis: .vertical)
///     ListStackAdapter(host: stack).apply(model)
///     stack.arrangedViews.count  // one per item, header and footer
@MainActor
public final class HeadlessStackView: StackHost {
  /// Something the stack did.
  public enum Operation: Hashable, Sendable {
    /// A view of the named type was created.
    case make(String)
    /// A view was inserted at an index.
    case insert(Int)
    /// A view was removed from an index.
    case remove(Int)
  }

  /// Creates a stack.
  ///
  ///     HeadlessStackView(axis: .horizontal)
  ///
  /// - Parameter axis: The axis views are arranged along.
  public init(axis: ScrollDirection = .vertical) { self.axis = axis }

  /// The axis views are arranged along.
  public let axis: ScrollDirection

  /// The arranged views, in order.
  public private(set) var arrangedViews: [AnyObject] = []

  /// Everything the stack did, in order.
  public private(set) var operations: [Operation] = []

  /// Creates a view of a ``HeadlessReusableView`` type.
  public func makeView(of type: AnyObject.Type, registration: ViewRegistration)
    throws(ListHostError) -> AnyObject
  {
    guard let type = type as? any HeadlessReusableView.Type else {
      throw .cannotCreateView(type: String(reflecting: type), reuseIdentifier: "")
    }
    operations.append(.make(String(describing: type)))
    return type.init()
  }

  /// Inserts `view` at `index`.
  public func insertArrangedView(_ view: AnyObject, at index: Int) {
    arrangedViews.insert(view, at: index)
    operations.append(.insert(index))
  }

  /// Removes `view`.
  public func removeArrangedView(_ view: AnyObject) {
    guard let index = arrangedViews.firstIndex(where: { $0 === view }) else { return }
    arrangedViews.remove(at: index)
    operations.append(.remove(index))
  }

  /// The snapshot text of each arranged view, in order.
  ///
  ///     stack.texts  // ["title Form", "text name", "text email"]
  public var texts: [String] {
    arrangedViews.map { ($0 as? any HeadlessReusableView)?.snapshotText ?? "\($0)" }
  }
}

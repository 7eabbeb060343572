#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import TrellisCore
  import TrellisLayout
  import TrellisList
  import UIKit

  /// A view a ``StackViewHost`` can create from its type: any `UIView` subclass with an
  /// initializer that takes no arguments (a `final` class inherits `UIView`'s `init()`).
  ///
  ///     final class FieldRow: UIView, ConfigurableView, StackItemView {
  ///       func configure(with content: String) { accessibilityIdentifier = content }
  ///     }
  @MainActor
  public protocol StackItemView: UIView {
    /// Creates a view, as the stack host does when an item needs one.
    init()
  }

  /// TrellisList's stack port on a `UIStackView`: `ListStackAdapter` drives it, so a model shows
  /// as arranged subviews, one per header, item and footer, in model order.
  ///
  ///     let host = StackViewHost(stackView: formStack)
  ///     let adapter = ListStackAdapter(host: host)
  ///     adapter.apply(ListModel { ListSection(id: "form") { ListItem(id: 1, content: "Name", view: FieldRow.self) } })
  ///
  /// Views are created from the item's view type (which must conform to ``StackItemView``), never
  /// reused, and kept while their item exists; the adapter decides inserts, moves and removals.
  /// A removed view leaves the stack's subviews too. The stack view is held strongly; the
  /// adapter holds the host weakly, so keep the host alive as long as the adapter.
  @MainActor
  public final class StackViewHost: StackHost {
    /// Makes `stackView` the host's stack.
    ///
    ///     let host = StackViewHost(stackView: UIStackView())
    ///
    /// - Parameter stackView: The stack the views are arranged in; its `axis` is the host's.
    public init(stackView: UIStackView) {
      self.stackView = stackView
    }

    /// The stack the views are arranged in.
    ///
    ///     host.stackView.spacing = 8
    public let stackView: UIStackView

    /// The stack view's axis, as Trellis names it.
    ///
    ///     host.axis  // .vertical for a stack whose axis is .vertical
    public var axis: ScrollDirection { stackView.axis == .vertical ? .vertical : .horizontal }

    /// The stack view's arranged subviews, in order.
    ///
    ///     host.arrangedViews.count  // one per header, item and footer
    public var arrangedViews: [AnyObject] { stackView.arrangedSubviews }

    /// Creates a view of `type`, which must conform to ``StackItemView``.
    ///
    ///     try host.makeView(of: FieldRow.self, registration: .class)
    ///
    /// - Parameters:
    ///   - type: The item's view type.
    ///   - registration: Must be `.class`: a stack has no nib registry.
    /// - Returns: The new view.
    /// - Throws: `ListHostError.cannotCreateView(type:reuseIdentifier:)` for a nib
    ///   registration or a type that is not a ``StackItemView``.
    public func makeView(of type: AnyObject.Type, registration: ViewRegistration)
      throws(ListHostError) -> AnyObject
    {
      guard registration == .class, let viewType = type as? any StackItemView.Type else {
        throw .cannotCreateView(type: String(reflecting: type), reuseIdentifier: "")
      }
      return viewType.init()
    }

    /// Arranges `view` at `index` (a view already arranged moves there).
    ///
    ///     host.insertArrangedView(row, at: 0)
    ///
    /// - Parameters:
    ///   - view: A view this host created.
    ///   - index: Its index among the arranged subviews after the insertion.
    /// - Precondition: `view` is a `UIView`.
    public func insertArrangedView(_ view: AnyObject, at index: Int) {
      guard let view = view as? UIView else {
        preconditionFailure(
          "StackViewHost: insertArrangedView(_:at:) needs a UIView, got \(type(of: view))")
      }
      stackView.insertArrangedSubview(view, at: index)
    }

    /// Removes `view` from the arranged subviews and from the stack's subviews.
    ///
    ///     host.removeArrangedView(row)
    ///
    /// - Parameter view: An arranged view; anything else is ignored.
    public func removeArrangedView(_ view: AnyObject) {
      guard let view = view as? UIView, view.superview === stackView else { return }
      stackView.removeArrangedSubview(view)
      view.removeFromSuperview()
    }
  }
#endif

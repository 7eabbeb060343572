#if canImport(UIKit)
  import UIKit
  import Trellis

  /// A base class for collection view cells that Trellis measures: its self-sizing answer comes
  /// from the list (`ListHostDataSource.listHost(_:preferredSizeOf:forItemAt:proposed:)`, which
  /// ``ListAdapter`` answers from a `SelfSizingView` cell and caches), so UIKit's self-sizing
  /// pass and Trellis's size cache agree.
  ///
  ///     final class CommentCell: ListCollectionViewCell, ConfigurableView, SelfSizingView {
  ///       let label = UILabel()
  ///       func configure(with content: String) { label.text = content }
  ///       func preferredSize(fitting proposed: CGSize, in container: CGSize) -> CGSize {
  ///         CGSize(width: proposed.width, height: label.sizeThatFits(proposed).height + 16)
  ///       }
  ///     }
  ///
  /// A cell that is not a `SelfSizingView` keeps the size the layout gives it.
  ///
  /// It also sends typed events to the item it shows (`ListEventEmitting`): connect a control once
  /// and each of its actions reaches the item's `onEvent` handler, whatever item the cell shows
  /// after reuse.
  ///
  ///     struct AddToBasket: Sendable {}
  ///     override init(frame: CGRect) {  // or wherever the cell builds its controls
  ///       super.init(frame: frame)
  ///       send(AddToBasket.init, when: addButton, sends: .touchUpInside)
  ///     }
  ///
  /// The class declares no initialiser: subclasses inherit `init(frame:)` and `init?(coder:)`.
  @MainActor
  open class ListCollectionViewCell: UICollectionViewCell, ListEventEmitting {
    /// Where the cell sends its events; set by the adapter each time it binds the cell.
    public var eventSink: ListEventSink?

    /// Sends the event `makeEvent` returns to the shown item's handlers each time `control`
    /// sends one of `controlEvents` (a closure `UIAction`, iOS 14).
    ///
    /// - Parameters:
    ///   - makeEvent: Makes the event, when the control fires.
    ///   - control: A control inside the cell.
    ///   - controlEvents: The control events that send it.
    public func send<Value: Sendable>(
      _ makeEvent: @escaping @MainActor () -> Value, when control: UIControl,
      sends controlEvents: UIControl.Event
    ) {
      control.addAction(
        UIAction { [weak self] _ in self?.eventSink?.send(makeEvent()) }, for: controlEvents)
    }

    /// The layout's attributes, sized as the list's data source asks for this cell.
    ///
    /// - Parameter layoutAttributes: The attributes the layout proposes.
    /// - Returns: The attributes with the preferred size, or unchanged.
    open override func preferredLayoutAttributesFitting(
      _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
      guard let sizingHost,
        let size = sizingHost.preferredSize(
          of: self, at: layoutAttributes.indexPath, proposed: layoutAttributes.size)
      else { return layoutAttributes }
      layoutAttributes.size = size
      return layoutAttributes
    }

    /// The host that dequeued the cell last.
    weak var sizingHost: CollectionViewHost?
  }
#endif

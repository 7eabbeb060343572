#if canImport(UIKit) && !os(watchOS)
  import TrellisCore
  import TrellisList
  import UIKit

  /// A base class for collection view cells that Trellis measures: its self-sizing answer comes
  /// from the list (`ListHostDataSource.listHost(_:preferredSizeOf:forItemAt:proposed:)`, which
  /// `ListAdapter` answers from a `SelfSizingView` cell and caches), so UIKit's self-sizing
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
  /// It also sends typed events to the item it shows (`ListEventEmitting`), with the same API as
  /// ``ListTableViewCell``: wire a control once and each of its actions reaches the item's
  /// `onEvent` handler, whatever item the cell shows after reuse.
  ///
  ///     struct AddToBasket: Sendable {}
  ///     override init(frame: CGRect) {  // or wherever the cell builds its controls
  ///       super.init(frame: frame)
  ///       forward(.touchUpInside, of: addButton) { _ in AddToBasket() }
  ///     }
  ///
  /// The class declares no initialiser: subclasses inherit `init(frame:)` and `init?(coder:)`.
  @MainActor
  open class ListCollectionViewCell: UICollectionViewCell, ListEventEmitting {
    /// Where the cell sends its events; set by the adapter each time it binds the cell.
    public var eventSink: ListEventSink?

    /// Passes VoiceOver's three-finger scroll on the cell to the list: the host's delegate (a
    /// `ListCarousel` of the cell's section) turns a page and posts "Page x of n". When nothing
    /// turns, the answer is `false` and UIKit tries the cell's containers, as by default.
    ///
    ///     let turned = cell.accessibilityScroll(.left)  // in a carousel row: true, the next page
    ///
    /// Only cells of this class forward the scroll: make a carousel's cells
    /// `ListCollectionViewCell`s for VoiceOver users to turn its pages.
    ///
    /// - Parameter direction: The direction of the user's swipe.
    /// - Returns: Whether a page turned.
    open override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
      var ancestor = superview
      while let view = ancestor, !(view is UICollectionView) { ancestor = view.superview }
      guard let collectionView = ancestor as? UICollectionView,
        let host = (collectionView.dataSource as? _CollectionViewBridge)?.host,
        let path = host.indexPath(for: self),
        let listDirection = _AccessibilityGlue.direction(direction),
        let delegate = host.delegate
      else { return super.accessibilityScroll(direction) }
      return delegate.listHost(host, accessibilityScroll: listDirection, inSection: path.section)
        || super.accessibilityScroll(direction)
    }

    /// Sends `event` to the handlers of the item the cell shows now.
    ///
    ///     send(Tapped())
    ///
    /// - Parameter event: The event.
    public func send(_ event: some Sendable) {
      eventSink?.send(event)
    }

    /// Sends the event `makeEvent` builds each time `control` sends one of `controlEvents`
    /// (through a closure `UIAction`, iOS 14, which the cell keeps so that calling this again
    /// for the same control replaces it).
    ///
    ///     forward(.valueChanged, of: stepper) { Quantity(value: $0.value) }
    ///
    /// - Parameters:
    ///   - controlEvents: The control events that send.
    ///   - control: A control inside the cell.
    ///   - makeEvent: Builds the event from the control's state, when the control fires.
    public func forward<Control: UIControl, Event: Sendable>(
      _ controlEvents: UIControl.Event, of control: Control,
      as makeEvent: @escaping @MainActor (Control) -> Event
    ) {
      forwarder.forward(
        controlEvents, of: control, to: { [weak self] in self?.eventSink }, as: makeEvent)
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

    private let forwarder = _ControlEventForwarder()
  }
#endif

import Foundation
import TrellisCore

extension ListItem {
  /// Returns this item with a handler of the events of type `type` that its view sends.
  ///
  ///     struct AddToBasket: Sendable { let quantity: Int }
  ///
  ///     let item = ListItem(product, view: ProductCell.self)
  ///       .onEvent(AddToBasket.self) { event, item in
  ///         basket.add(productID: item.id, quantity: event.quantity)
  ///       }
  ///
  /// ``TypedListItem/onEvent(_:_:)`` hands the handler the content and the sending view typed.
  ///
  /// A view sends with its ``ListEventEmitting/eventSink``; the event reaches the handlers of the
  /// item the view shows *when it sends*, never an item it showed before reuse. An event no
  /// handler of the item takes reaches the adapter's ``ListAdapter/unhandledEvents``. Events go
  /// one way: a handler may compute a new model and apply it, the view never changes the model.
  ///
  /// Handlers take no part in equality or content comparison. Several handlers of one type run in
  /// the order they were added.
  ///
  /// - Parameters:
  ///   - type: The event type to handle.
  ///   - handler: Called with the event and the item.
  /// - Returns: A copy of the item with the handler added.
  public func onEvent<Value: Sendable>(
    _ type: Value.Type, _ handler: @escaping @MainActor @Sendable (Value, ListItem) -> Void
  ) -> ListItem {
    withHooks {
      $0.events.append { event, item, _ in
        guard let event = event as? Value else { return false }
        handler(event, item)
        return true
      }
    }
  }
}

/// An event a view sent that no handler of its item took, with the item the view showed.
///
///     adapter.unhandledEvents += { event in print(event.value, event.item?.id as Any) }
public struct ListItemEvent: Sendable {
  /// The event.
  public var value: any Sendable
  /// The item the sending view showed, or `nil` when it showed none (a view in a reuse pool).
  public var item: ListItem?

  /// Creates an event record.
  ///
  ///     ListItemEvent(value: Tap(), item: item)
  ///
  /// - Parameters:
  ///   - value: The event.
  ///   - item: The item the sending view showed.
  public init(value: any Sendable, item: ListItem?) {
    self.value = value
    self.item = item
  }
}

/// A view that sends typed events to the item it shows: the adapter gives it an ``eventSink``
/// each time it binds the view.
///
///     final class ProductCell: UICollectionViewCell, ConfigurableView, ListEventEmitting {
///       var eventSink: ListEventSink?
///       func addTapped() { eventSink?.send(AddToBasket(quantity: 1)) }
///     }
///
/// ✅ Send through the sink: it resolves the item at send time.
/// 🚫 Capture the item in `configure(with:)` and call its handlers: after reuse it is stale.
@MainActor
public protocol ListEventEmitting: AnyObject {
  /// Where the view sends its events; set by the adapter when it binds the view.
  var eventSink: ListEventSink? { get set }
}

/// The channel from a view to the handlers of the item it shows.
///
///     eventSink?.send(ValueChanged(value: slider.value))
///
/// A ``ListAdapter`` or a ``ListStackAdapter`` gives each view it binds one.
@MainActor
public struct ListEventSink {
  /// The adapter that takes the events: a ``ListAdapter`` or a ``ListStackAdapter``.
  weak var receiver: AnyObject?
  weak var view: AnyObject?

  /// Sends `event` to the item the view shows now, or, unhandled, to the adapter's
  /// `unhandledEvents`.
  ///
  ///     eventSink?.send(Tap())
  ///
  /// - Parameter event: The event.
  public func send(_ event: some Sendable) {
    guard let receiver = receiver as? any _ListEventReceiving, let view else { return }
    receiver.send(event, from: view)
  }
}

/// An adapter that takes the events its views send: ``ListAdapter`` and ``ListStackAdapter``.
@MainActor
protocol _ListEventReceiving: AnyObject {
  /// Sends `event` from `view` to the handlers of the item `view` shows, or to the adapter's
  /// unhandled events.
  func send(_ event: some Sendable, from view: AnyObject)
}

/// Gives `view`, if it sends events (``ListEventEmitting``), a sink into `receiver`, unless it has
/// that one already.
@MainActor
func _connectEvents(of view: AnyObject, to receiver: any _ListEventReceiving) {
  guard let emitter = view as? any ListEventEmitting else { return }
  if let sink = emitter.eventSink, sink.view === view, sink.receiver === receiver { return }
  emitter.eventSink = ListEventSink(receiver: receiver, view: view)
}

extension ListAdapter: _ListEventReceiving {}

extension ListAdapter {
  /// Events views sent that no handler of their item took, in send order.
  ///
  ///     adapter.unhandledEvents += { event in analytics.log(event.value) }
  public var unhandledEvents: Event<ListItemEvent> { features.unhandledEvents }

  /// Sends `event` from `view` to the handlers of the item `view` shows now (the real item, for a
  /// copy a transform made); if none takes it (or the view shows no item), to
  /// ``unhandledEvents``. Views send through their ``ListEventSink``.
  func send(_ event: some Sendable, from view: AnyObject) {
    let item = boundItem(of: view)?.original
    if let item, item.handle(event, from: view) { return }
    features.unhandledEvents.send(ListItemEvent(value: event, item: item))
  }
}

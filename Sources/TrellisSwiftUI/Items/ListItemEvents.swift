#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import SwiftUI
  import TrellisList
  import TrellisUIKit

  /// The channel from a SwiftUI item view to its item's `onEvent` handlers: what
  /// `ListCollectionViewCell.send(_:)` is to a UIKit cell.
  ///
  ///     struct AddToBasket: Sendable { let quantity: Int }
  ///
  ///     struct ProductRow: View {
  ///       let product: Product
  ///       @Environment(\.listEvents) private var events
  ///
  ///       var body: some View {
  ///         HStack {
  ///           Text(product.title)
  ///           Button("Add") { events.send(AddToBasket(quantity: 1)) }
  ///         }
  ///       }
  ///     }
  ///
  /// and the item that shows the row takes the event:
  ///
  ///     ListItem(id: product.id, content: product) { ProductRow(product: $0) }
  ///       .onEvent(AddToBasket.self) { event, item in basket.add(item.id, event.quantity) }
  ///
  /// Trellis puts it in the environment of every SwiftUI item view
  /// (`ListItem(id:content:view:)`). An event reaches the handlers of the item
  /// the cell shows when it is sent, never an item the cell showed before reuse; one no handler
  /// takes reaches the adapter's `unhandledEvents`. Outside a list item, ``send(_:)`` does
  /// nothing.
  public struct ListItemEvents: Sendable {
    // MARK: Lifecycle

    /// Events sent through the context's cell, to the item it shows when the event is sent.
    @MainActor
    init(_ context: ListContentContext) {
      handler = { event in context.send(event) }
    }

    private nonisolated init() {
      handler = nil
    }

    // MARK: Public

    /// The channel of a view outside any list item: sending does nothing.
    ///
    ///     ListItemEvents.none.send(Tap())  // dropped
    public static let none = ListItemEvents()

    /// Sends `event` to the handlers of the item the view shows now (`ListItem.onEvent(_:_:)`),
    /// or, when none takes it, to the adapter's `unhandledEvents`.
    ///
    ///     events.send(AddToBasket(quantity: 1))
    ///
    /// - Parameter event: The event.
    @MainActor
    public func send(_ event: some Sendable) {
      handler?(event)
    }

    // MARK: Private

    private let handler: (@MainActor @Sendable (any Sendable) -> Void)?
  }

  extension EnvironmentValues {
    /// Where a SwiftUI item view sends its typed events: its item's handlers.
    ///
    ///     struct RetryRow: View {
    ///       @Environment(\.listEvents) private var events
    ///       var body: some View { Button("Retry") { events.send(ListPaginator.Retry()) } }
    ///     }
    ///
    /// ``ListItemEvents/none`` outside a list item.
    public var listEvents: ListItemEvents {
      get { self[_ListItemEventsKey.self] }
      set { self[_ListItemEventsKey.self] = newValue }
    }
  }

  /// The environment key of `EnvironmentValues.listEvents`.
  struct _ListItemEventsKey: EnvironmentKey {
    static let defaultValue = ListItemEvents.none
  }
#endif

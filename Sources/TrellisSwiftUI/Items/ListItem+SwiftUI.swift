#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import Foundation
  import SwiftUI
  import TrellisList
  import TrellisUIKit
  import UIKit

  extension ListItem {
    /// Creates an item shown by a SwiftUI view built from its content, in collection and table
    /// lists alike.
    ///
    ///     ListItem(id: product.id, content: product) { product in
    ///       ProductRow(product: product)
    ///     }
    ///
    /// The view is hosted in Trellis' content-configuration cell by a `UIHostingConfiguration`
    /// with zero margins and no minimum size (`.margins(.all, 0).minSize(width: 0, height: 0)`):
    /// the view's own padding and frame are all the space it gets, and the list's layout (insets,
    /// spacing) places it. Add `.padding()` in the view for the system's cell margins. The cell sizes itself to the view (laid out before it is
    /// measured, so a reused cell is never sized with the previous item's content), through the
    /// adapter's `SizeCache`: once per content and width, and again, for that item only, when the
    /// view's size changes by itself (its `@State`, Dynamic Type).
    ///
    /// ## Identity & Equality
    /// A content change (`==`) reconfigures the visible cell in place: the same cell, the same
    /// hosting view, given a view built from the new content.
    ///
    /// ## State
    /// State belongs in the model. The view gets `.id(id)`, the item's identity, so `@State`
    /// inside it lives while a cell shows this item (kept across content changes), starts fresh
    /// when a reused cell shows another item, and is lost when the item scrolls away and its cell
    /// is reused. Keep what must survive in the content or in an observable model.
    ///
    /// ## Events
    /// The view sends typed events to this item's `onEvent(_:_:)` handlers through
    /// `@Environment(\.listEvents)` (``ListItemEvents``).
    ///
    /// - Parameters:
    ///   - id: The item's identity, unique within its model; also the view's SwiftUI identity.
    ///   - content: The value the view shows; `==` tells whether it changed.
    ///   - view: Builds the view from the content.
    public init<Content: Equatable & Sendable, ItemView: View>(
      id: some Hashable & Sendable, content: Content,
      @ViewBuilder view: @escaping @MainActor (Content) -> ItemView
    ) {
      self.init(
        id: id, content: content, reuseIdentifier: _hostingReuseIdentifier(ItemView.self),
        configuration: _hostingConfiguration(view))
    }

    /// Creates an item shown by a SwiftUI view, whose identity is its content's `id`.
    ///
    ///     ListItem(product) { product in ProductRow(product: product) }
    ///
    /// See ``init(id:content:view:)``.
    ///
    /// - Parameters:
    ///   - content: The value the view shows; its `id` is the item's identity.
    ///   - view: Builds the view from the content.
    public init<Content: Identifiable & Equatable & Sendable, ItemView: View>(
      _ content: Content, @ViewBuilder view: @escaping @MainActor (Content) -> ItemView
    ) where Content.ID: Sendable {
      self.init(id: content.id, content: content, view: view)
    }
  }

  /// The configuration closure of a SwiftUI item: a `UIHostingConfiguration` with zero margins
  /// and no minimum size, whose view has the item's identity and its event channel.
  func _hostingConfiguration<Content, ItemView: View>(
    _ view: @escaping @MainActor (Content) -> ItemView
  ) -> @MainActor @Sendable (Content, ListContentContext) -> any UIContentConfiguration {
    { content, context in
      UIHostingConfiguration {
        view(content)
          .environment(\.listEvents, ListItemEvents(context))
          .id(context.itemID)
      }
      .margins(.all, 0)
      .minSize(width: 0, height: 0)
    }
  }

  /// The reuse identifier of SwiftUI items whose view has type `ItemView`: cells of one pool
  /// host one root view type (a hosting view keeps its graph across reuse), and two items with
  /// equal contents but different view types do not compare equal.
  ///
  /// Computed once per type: `String(reflecting:)` costs more than the rest of an item.
  func _hostingReuseIdentifier<ItemView: View>(_ type: ItemView.Type) -> String {
    let key = ObjectIdentifier(type)
    _reuseIdentifiersLock.lock()
    defer { _reuseIdentifiersLock.unlock() }
    if let known = _reuseIdentifiers[key] { return known }
    let identifier = "TrellisSwiftUI.ListItem<\(String(reflecting: type))>"
    _reuseIdentifiers[key] = identifier
    return identifier
  }

  private let _reuseIdentifiersLock = NSLock()
  /// Every access holds `_reuseIdentifiersLock`.
  nonisolated(unsafe) private var _reuseIdentifiers: [ObjectIdentifier: String] = [:]
#endif

#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import SwiftUI
  import TrellisList
  import TrellisUIKit
  import UIKit

  /// The view type of a typed SwiftUI item, `TypedListItem<SwiftUIItemView<Content>>`: it names
  /// the content type the item's hooks receive. No instance exists; the item's cell is Trellis'
  /// content-configuration cell of the host (collection or table), whose class differs by host.
  ///
  ///     let item: TypedListItem<SwiftUIItemView<Product>> =
  ///       TypedListItem(product) { ProductRow(product: $0) }
  ///         .onSelect { product, _ in router.open(product) }  // the view is always nil
  ///         .onEvent(AddToBasket.self) { event, product in basket.add(product, event.quantity) }
  ///
  /// The hooks that hand a view it has none for: `onSelect`, `onDeselect`, `onHighlight`,
  /// `onUnhighlight`, `shouldSelect` and `shouldHighlight` get `nil`; `onEvent`,
  /// `onWillDisplay` and `onDidEndDisplaying` take a handler of the content alone (the forms
  /// with a view do not compile for SwiftUI items).
  @MainActor
  public final class SwiftUIItemView<Content: Equatable & Sendable>: ConfigurableView {
    private init() {}

    /// Never called: no instance exists.
    public func configure(with content: Content) {}
  }

  extension TypedListItem {
    /// Creates a typed item shown by a SwiftUI view built from its content: the item of
    /// `ListItem(id:content:view:)`, with hooks that receive the content
    /// typed.
    ///
    ///     TypedListItem(id: product.id, content: product) { ProductRow(product: $0) }
    ///       .onSelect { product, _ in router.open(product) }
    ///
    /// - Parameters:
    ///   - id: The item's identity, unique within its model; also the view's SwiftUI identity.
    ///   - content: The value the view shows; `==` tells whether it changed.
    ///   - view: Builds the view from the content.
    public init<Content, ItemView: SwiftUI.View>(
      id: some Hashable & Sendable, content: Content,
      @ViewBuilder view: @escaping @MainActor (Content) -> ItemView
    ) where View == SwiftUIItemView<Content> {
      self.init(content: content, erasing: ListItem(id: id, content: content, view: view))
    }

    /// Creates a typed item shown by a SwiftUI view, whose identity is its content's `id`.
    ///
    ///     TypedListItem(product) { ProductRow(product: $0) }
    ///
    /// - Parameters:
    ///   - content: The value the view shows; its `id` is the item's identity.
    ///   - view: Builds the view from the content.
    public init<Content: Identifiable, ItemView: SwiftUI.View>(
      _ content: Content, @ViewBuilder view: @escaping @MainActor (Content) -> ItemView
    ) where View == SwiftUIItemView<Content>, Content.ID: Sendable {
      self.init(id: content.id, content: content, view: view)
    }

    /// Returns this SwiftUI item with a handler of the events of type `type` its view sends
    /// (`@Environment(\.listEvents)`), given the content typed.
    ///
    ///     TypedListItem(product) { ProductRow(product: $0) }
    ///       .onEvent(AddToBasket.self) { event, product in basket.add(product, event.quantity) }
    ///
    /// - Parameters:
    ///   - type: The event type to handle.
    ///   - handler: Called with the event and the content.
    /// - Returns: A copy of the item with the handler added.
    public func onEvent<Value: Sendable, Content>(
      _ type: Value.Type, _ handler: @escaping @MainActor @Sendable (Value, Content) -> Void
    ) -> Self where View == SwiftUIItemView<Content> {
      let content = self.content
      return withErased { $0.onEvent(type) { event, _ in handler(event, content) } }
    }

    /// Returns this SwiftUI item with a hook called when its cell is about to become visible,
    /// given the content typed.
    ///
    ///     TypedListItem(video) { VideoRow(video: $0) }
    ///       .onWillDisplay { video in player.prepare(video) }
    ///
    /// - Parameter handler: Called with the content.
    /// - Returns: A copy of the item with the hook added.
    public func onWillDisplay<Content>(
      _ handler: @escaping @MainActor @Sendable (Content) -> Void
    ) -> Self where View == SwiftUIItemView<Content> {
      let content = self.content
      return withErased { $0.onWillDisplay { _, _ in handler(content) } }
    }

    /// Returns this SwiftUI item with a hook called when its cell stopped being visible, given
    /// the content it showed.
    ///
    ///     TypedListItem(video) { VideoRow(video: $0) }
    ///       .onDidEndDisplaying { video in player.stop(video) }
    ///
    /// - Parameter handler: Called with the content.
    /// - Returns: A copy of the item with the hook added.
    public func onDidEndDisplaying<Content>(
      _ handler: @escaping @MainActor @Sendable (Content) -> Void
    ) -> Self where View == SwiftUIItemView<Content> {
      let content = self.content
      return withErased { $0.onDidEndDisplaying { _, _ in handler(content) } }
    }

    /// Unavailable: a SwiftUI item has no view of type `View` to pass.
    @available(
      *, unavailable, message: "a SwiftUI item has no view: use onEvent(_:_:) with (event, content)"
    )
    public func onEvent<Value: Sendable, Content>(
      _ type: Value.Type, _ handler: @escaping @MainActor @Sendable (Value, Content, View) -> Void
    ) -> Self where View == SwiftUIItemView<Content> {
      self
    }

    /// Unavailable: a SwiftUI item has no view of type `View` to pass.
    @available(
      *, unavailable, message: "a SwiftUI item has no view: use onWillDisplay with (content)"
    )
    public func onWillDisplay<Content>(
      _ handler: @escaping @MainActor @Sendable (Content, View) -> Void
    ) -> Self where View == SwiftUIItemView<Content> {
      self
    }

    /// Unavailable: a SwiftUI item has no view of type `View` to pass.
    @available(
      *, unavailable, message: "a SwiftUI item has no view: use onDidEndDisplaying with (content)"
    )
    public func onDidEndDisplaying<Content>(
      _ handler: @escaping @MainActor @Sendable (Content, View) -> Void
    ) -> Self where View == SwiftUIItemView<Content> {
      self
    }

    /// This item with its erased item changed by `change`.
    private func withErased(_ change: (ListItem) -> ListItem) -> Self {
      Self(content: content, erasing: change(ListItem(self)))
    }
  }
#endif

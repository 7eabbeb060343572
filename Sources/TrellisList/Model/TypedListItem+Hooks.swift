// The typed modifiers of `TypedListItem`: each wraps its typed handler into the erased item's hook
// table, capturing the content, so erasing the item loses nothing and adds no cast at call time.
// The erased item runs these hooks in the same order, at the same moments, as `ListItem`'s own.

// MARK: - Display

extension TypedListItem {
  /// Returns this item with a hook called when its view is about to become visible.
  ///
  ///     TypedListItem(product, view: ProductCell.self)
  ///       .onWillDisplay { product, cell in cell.startAnimating() }
  ///
  /// Handlers take no part in equality or content comparison; hooks added by repeated calls run
  /// in the order they were added. The view is always a `View`: the adapter configured it with
  /// this item (a view the host handed out with another type was never configured; the adapter
  /// reported it to ``ListAdapter/diagnostics`` as ``ListDiagnostic/viewTypeMismatch(_:)`` and
  /// this hook does not run for it).
  ///
  /// - Parameter handler: Called with the content and the view that shows it.
  /// - Returns: A copy of the item with the hook added.
  public func onWillDisplay(_ handler: @escaping @MainActor @Sendable (View.Content, View) -> Void)
    -> Self
  {
    let content = content
    return withItem {
      $0.withHooks {
        $0.willDisplay.append { _, view in
          if let view = view as? View { handler(content, view) }
        }
      }
    }
  }

  /// Returns this item with a hook called when its view stopped being visible.
  ///
  ///     TypedListItem(video, view: PlayerCell.self)
  ///       .onDidEndDisplaying { video, cell in cell.pause() }
  ///
  /// The hook receives the content the view showed, even when an update removed the item
  /// meanwhile.
  ///
  /// - Parameter handler: Called with the content and the view that showed it.
  /// - Returns: A copy of the item with the hook added.
  public func onDidEndDisplaying(
    _ handler: @escaping @MainActor @Sendable (View.Content, View) -> Void
  ) -> Self {
    let content = content
    return withItem {
      $0.withHooks {
        $0.didEndDisplaying.append { _, view in
          if let view = view as? View { handler(content, view) }
        }
      }
    }
  }
}

// MARK: - Touches

extension TypedListItem {
  /// Returns this item with a hook called when a touch highlights it.
  ///
  ///     TypedListItem(product, view: ProductCell.self)
  ///       .onHighlight { product, cell in cell?.dim() }
  ///
  /// - Parameter handler: Called with the content and the item's visible cell, which is `nil`
  ///   only when the item is not on screen.
  /// - Returns: A copy of the item with the hook added.
  public func onHighlight(_ handler: @escaping @MainActor @Sendable (View.Content, View?) -> Void)
    -> Self
  {
    let content = content
    return withItem {
      $0.withHooks { $0.didHighlight.append { _, cell in handler(content, cell as? View) } }
    }
  }

  /// Returns this item with a hook called when it loses its highlight.
  ///
  ///     TypedListItem(product, view: ProductCell.self)
  ///       .onUnhighlight { product, cell in cell?.undim() }
  ///
  /// - Parameter handler: Called with the content and the item's visible cell, or `nil`.
  /// - Returns: A copy of the item with the hook added.
  public func onUnhighlight(
    _ handler: @escaping @MainActor @Sendable (View.Content, View?) -> Void
  ) -> Self {
    let content = content
    return withItem {
      $0.withHooks { $0.didUnhighlight.append { _, cell in handler(content, cell as? View) } }
    }
  }

  /// Returns this item with a hook called when the user selects it.
  ///
  ///     TypedListItem(product, view: ProductCell.self)
  ///       .onSelect { product, cell in router.open(product) }
  ///
  /// The cell is the item's visible cell. It is `nil` when the item is selected while off screen
  /// (the host's delegate can report a selection of any item), so a handler that needs the cell
  /// must decide what to do without one.
  ///
  /// - Parameter handler: Called with the content and the item's visible cell, or `nil`.
  /// - Returns: A copy of the item with the hook added.
  public func onSelect(_ handler: @escaping @MainActor @Sendable (View.Content, View?) -> Void)
    -> Self
  {
    let content = content
    return withItem {
      $0.withHooks { $0.didSelect.append { _, cell in handler(content, cell as? View) } }
    }
  }

  /// Returns this item with a hook called when the user's tap, or the selection of another item,
  /// deselects it.
  ///
  ///     TypedListItem(product, view: ProductCell.self)
  ///       .onDeselect { product, _ in basket.remove(product) }
  ///
  /// - Parameter handler: Called with the content and the item's visible cell, which is `nil`
  ///   when the item scrolled off screen since it was selected.
  /// - Returns: A copy of the item with the hook added.
  public func onDeselect(_ handler: @escaping @MainActor @Sendable (View.Content, View?) -> Void)
    -> Self
  {
    let content = content
    return withItem {
      $0.withHooks { $0.didDeselect.append { _, cell in handler(content, cell as? View) } }
    }
  }

  /// Returns this item with an answer to whether a touch highlights it; `false` also prevents
  /// its selection. With several answers, all must be `true`.
  ///
  ///     TypedListItem(product, view: ProductCell.self)
  ///       .shouldHighlight { product, _ in product.isAvailable }
  ///
  /// - Parameter answer: Called with the content and the item's visible cell, or `nil`.
  /// - Returns: A copy of the item with the answer added.
  public func shouldHighlight(
    _ answer: @escaping @MainActor @Sendable (View.Content, View?) -> Bool
  ) -> Self {
    let content = content
    return withItem {
      $0.withHooks { $0.shouldHighlight.append { _, cell in answer(content, cell as? View) } }
    }
  }

  /// Returns this item with an answer to whether a tap selects it. With several answers, all
  /// must be `true`.
  ///
  ///     TypedListItem(product, view: ProductCell.self)
  ///       .shouldSelect { product, _ in product.isAvailable }
  ///
  /// - Parameter answer: Called with the content and the item's visible cell, or `nil`.
  /// - Returns: A copy of the item with the answer added.
  public func shouldSelect(_ answer: @escaping @MainActor @Sendable (View.Content, View?) -> Bool)
    -> Self
  {
    let content = content
    return withItem {
      $0.withHooks { $0.shouldSelect.append { _, cell in answer(content, cell as? View) } }
    }
  }
}

// MARK: - Events

extension TypedListItem {
  /// Returns this item with a handler of the events of type `type` that its view sends through
  /// its ``ListEventSink``.
  ///
  ///     TypedListItem(product, view: ProductCell.self)
  ///       .onEvent(AddToBasket.self) { event, product, cell in
  ///         basket.add(product, quantity: event.quantity)
  ///       }
  ///
  /// The same rules as ``ListItem/onEvent(_:_:)``: the event reaches the item the view shows when
  /// it sends; one no handler takes goes to ``ListAdapter/unhandledEvents``.
  ///
  /// - Parameters:
  ///   - type: The event type to handle.
  ///   - handler: Called with the event, the content and the view that sent the event.
  /// - Returns: A copy of the item with the handler added.
  public func onEvent<Value: Sendable>(
    _ type: Value.Type,
    _ handler: @escaping @MainActor @Sendable (Value, View.Content, View) -> Void
  ) -> Self {
    let content = content
    return withItem {
      $0.withHooks {
        $0.events.append { event, _, view in
          guard let event = event as? Value, let view = view as? View else { return false }
          handler(event, content, view)
          return true
        }
      }
    }
  }
}

// MARK: - Editing

extension TypedListItem {
  /// Returns this item with the swipe actions its row reveals; see
  /// ``ListItem/swipeActions(_:)``.
  ///
  ///     TypedListItem(product, view: ProductCell.self)
  ///       .swipeActions([ListSwipeAction("Delete", style: .destructive) { remove($0.id) }])
  ///
  /// - Parameter actions: The actions, first nearest the edge.
  /// - Returns: A copy of the item with the actions.
  public func swipeActions(_ actions: [ListSwipeAction]) -> Self {
    withItem { $0.swipeActions(actions) }
  }

  /// Returns this item, which the user can drag to another place when `canMove` answers `true`;
  /// see ``ListItem/movable(acrossSections:_:)``.
  ///
  ///     TypedListItem(track, view: TrackCell.self).movable { track in track.isEditable }
  ///
  /// - Parameters:
  ///   - acrossSections: Whether the item can move to another section.
  ///   - canMove: Whether the item can move now, given its content; `true` by default.
  /// - Returns: A copy of the item that can move.
  public func movable(
    acrossSections: Bool = false,
    _ canMove: @escaping @MainActor @Sendable (View.Content) -> Bool = { _ in true }
  ) -> Self {
    let content = content
    return withItem { $0.movable(acrossSections: acrossSections) { _ in canMove(content) } }
  }

  /// Returns this item shown by a view of its own; see ``ListItem/nonReusable()``.
  ///
  ///     TypedListItem(id: "player", content: video, view: PlayerCell.self).nonReusable()
  ///
  /// - Returns: A copy of the item with a view of its own.
  public func nonReusable() -> Self {
    withItem { $0.nonReusable() }
  }
}

extension PagePresenter {
  /// Adds a manual listener, held weakly; any number per protocol, notified in the order added.
  /// Adding the same listener twice for one protocol has no effect.
  ///
  ///     page.addListener(viewController, for: (any CartListening).self)
  ///
  /// - Parameters:
  ///   - listener: The object to notify; a class instance conforming to `type`.
  ///   - type: The exact protocol it listens to.
  /// - Precondition: `listener` is a class instance.
  /// - Complexity: O(*m*) in the number of listeners for `type`.
  public func addListener<Listener>(_ listener: Listener, for type: Listener.Type) {
    runtime.listeners.add(_classInstance(listener), for: type)
  }

  /// Removes a manual listener.
  ///
  ///     page.removeListener(viewController, for: (any CartListening).self)
  ///
  /// - Parameters:
  ///   - listener: The object added earlier.
  ///   - type: The protocol it was added for.
  /// - Complexity: O(*m*) in the number of listeners for `type`.
  public func removeListener(_ listener: AnyObject, for type: Any.Type) {
    runtime.listeners.remove(listener, for: type)
  }

  /// Sends a notification from the page: the scope is taken relative to the root (see
  /// ``NotificationScope``), and nobody is excluded, the root included.
  ///
  ///     page.notify((any PageAppearanceListening).self, scope: .global) { $0.pageDidAppear() }
  ///
  /// - Parameters:
  ///   - type: The listener protocol.
  ///   - scope: Who receives it, relative to the root.
  ///   - deliver: Called once per recipient, in order.
  /// - Complexity: O(*n*) in the number of candidates in the scope.
  public func notify<Listener>(
    _ type: Listener.Type, scope: NotificationScope, _ deliver: (Listener) -> Void
  ) {
    root._deliver(type, scope: scope, excluding: nil, deliver)
  }
}

extension Presenter {
  /// This presenter's own services, visible to it and its descendants.
  ///
  ///     feedSection.services.register(ImageCache.self) { _ in ImageCache() }
  ///     row.service(ImageCache.self)   // found on the way up
  ///
  /// A presenter that registers services provides them to its descendants, which find its
  /// services before those of the root.
  public var services: ServiceContainer {
    if let services = _services { return services }
    let services = ServiceContainer()
    services.owner = .presenter(self)
    _services = services
    return services
  }

  /// Looks a service up: this presenter's ``services``, then each ancestor's up to the root, then
  /// the page's services, then the page's fallback provider (``ServiceContainer/global`` by
  /// default).
  ///
  ///     let analytics = service((any Analytics).self)
  ///
  /// The fallback is consulted only after the whole tree, so it never shadows an ancestor's
  /// service, and only from inside a page: a presenter outside a page finds only what its own
  /// subtree's ancestors registered. Nothing is cached on a miss.
  ///
  /// - Parameter type: The exact type the service is registered as.
  /// - Returns: The nearest service, or `nil`.
  /// - Complexity: O(*d*) in the depth of this presenter, plus building a lazy service.
  public func service<Service>(_ type: Service.Type) -> Service? {
    var node: Presenter? = self
    while let current = node {
      if let found = current._services?.service(type) { return found }
      node = current.parent
    }
    return _pageRuntime?.pageService(type)
  }
}

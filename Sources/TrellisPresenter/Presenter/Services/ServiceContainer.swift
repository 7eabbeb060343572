/// Services registered by type, built lazily or eagerly: one per presenter, one per page, and a
/// global one that pages fall back on.
///
///     page.services.register((any Analytics).self) { context in LiveAnalytics(context) }
///     section.services.register(ImageCache.self, instance: ImageCache())
///     row.service((any Analytics).self)?.track("tap")   // walks up to the page
///
/// ## Identity
/// A service is keyed by the exact type it is registered as: an `Impl` registered as
/// `(any Proto).self` is found by `service((any Proto).self)` and not by `service(Impl.self)`.
///
/// ## Lookups
/// - A lookup never caches a miss: asking before a lazy registration does not hide the service
///   once it is registered.
/// - A builder that (indirectly) asks for its own service traps with a message naming it, instead
///   of recursing forever.
@MainActor
public final class ServiceContainer: ServiceProviding {
  // MARK: Lifecycle

  /// Creates an empty container, e.g. a custom fallback for a page.
  ///
  ///     let fallback = ServiceContainer()
  ///     fallback.register((any Clock<Duration>).self, instance: TestClock())
  ///     PagePresenter(root: root, fallbackServices: fallback)
  public init() {}

  // MARK: Public

  /// The process-wide container that pages consult last, by default.
  ///
  ///     ServiceContainer.global.register((any Analytics).self) { _ in NoAnalytics() }
  public static let global = ServiceContainer()

  /// The handle builders get: it reaches the presenter (or page) that owns this container.
  ///
  ///     let context = root.services.context
  ///     context.notify((any Refreshing).self, scope: .global) { $0.refresh() }
  public var context: ServiceContext { ServiceContext(owner: owner ?? .container(self)) }

  /// Registers a service built by `make`: at the first lookup when `lazy`, at once otherwise.
  /// Replaces any earlier registration of the same type, and its instance.
  ///
  ///     services.register(Session.self) { context in
  ///       Session(store: context.service(Store.self)!)
  ///     }
  ///
  /// - Parameters:
  ///   - type: The type it is looked up as.
  ///   - lazy: Whether to wait for the first lookup before building.
  ///   - make: Builds the service; the context reaches the tree that owns this container.
  /// - Complexity: O(1), plus `make` when not lazy.
  public func register<Service>(
    _ type: Service.Type, lazy: Bool = true,
    _ make: @escaping @MainActor (ServiceContext) -> Service
  ) {
    let key = ObjectIdentifier(type)
    entries[key] = _ServiceEntry(make: make)
    if !lazy {
      let built = build(key, type)
      entries[key]?.instance = built
    }
  }

  /// Registers an existing instance, replacing any earlier registration of the same type.
  ///
  ///     services.register((any Clock<Duration>).self, instance: ContinuousClock())
  ///
  /// - Parameters:
  ///   - type: The type it is looked up as.
  ///   - instance: The service.
  /// - Complexity: O(1).
  public func register<Service>(_ type: Service.Type, instance: Service) {
    entries[ObjectIdentifier(type)] = _ServiceEntry(make: nil, instance: instance)
  }

  /// Removes the registration of `type`, and its instance.
  ///
  ///     services.unregister(Session.self)
  ///
  /// - Parameter type: The type it was registered as.
  /// - Returns: Whether something was registered.
  /// - Complexity: O(1).
  @discardableResult
  public func unregister<Service>(_ type: Service.Type) -> Bool {
    entries.removeValue(forKey: ObjectIdentifier(type)) != nil
  }

  /// Whether `type` is registered here, built or not.
  ///
  ///     services.isRegistered(Session.self)
  ///
  /// - Parameter type: The type to look for.
  /// - Returns: `true` if registered in this container.
  public func isRegistered<Service>(_ type: Service.Type) -> Bool {
    entries[ObjectIdentifier(type)] != nil
  }

  /// The service registered here as `type`, built now if it is lazy and not built yet; `nil` if
  /// not registered here. A miss is not remembered.
  ///
  ///     services.service(Session.self)
  ///
  /// - Parameter type: The type it was registered as.
  /// - Returns: The service, or `nil`.
  /// - Precondition: Building it does not require itself.
  /// - Complexity: O(1), plus building it the first time.
  public func service<Service>(_ type: Service.Type) -> Service? {
    let key = ObjectIdentifier(type)
    guard let entry = entries[key] else { return nil }
    if let instance = entry.instance { return instance as? Service }
    let built = build(key, type)
    if entries[key]?.instance == nil, entries[key]?.make != nil {
      entries[key]?.instance = built
    }
    return built
  }

  // MARK: Internal

  /// Who owns this container (`nil`: nobody, builders reach only this container).
  var owner: ServiceContext.Owner?

  /// Forgets every registration and instance.
  func removeAll() { entries.removeAll() }

  // MARK: Private

  private var entries: [ObjectIdentifier: _ServiceEntry] = [:]
  private var building: [ObjectIdentifier] = []

  private func build<Service>(_ key: ObjectIdentifier, _ type: Service.Type) -> Service? {
    guard let make = entries[key]?.make else { return nil }
    precondition(
      !building.contains(key),
      "ServiceContainer: building \(Service.self) requires \(Service.self) (circular dependency)")
    building.append(key)
    defer { building.removeLast() }
    return make(context) as? Service
  }
}

/// Something that answers service lookups: a ``ServiceContainer``, or your own provider used as a
/// page's fallback.
///
///     final class Defaults: ServiceProviding {
///       func service<Service>(_ type: Service.Type) -> Service? {
///         type == (any Clock<Duration>).self ? ContinuousClock() as? Service : nil
///       }
///     }
@MainActor
public protocol ServiceProviding: AnyObject {
  /// The service for `type`, or `nil`.
  ///
  /// - Parameter type: The type asked for.
  /// - Returns: The service, or `nil`.
  func service<Service>(_ type: Service.Type) -> Service?
}

/// One registration: a builder, an instance, or both once built.
private struct _ServiceEntry {
  var make: (@MainActor (ServiceContext) -> Any)?
  var instance: Any?
}

/// A service's way back to the tree that owns it: other services, and notifications.
///
///     final class CartService {
///       let context: ServiceContext
///       init(_ context: ServiceContext) { self.context = context }
///       func add(_ item: Item) {
///         context.notify((any CartListening).self, scope: .global) { $0.cartDidChange() }
///       }
///     }
///     page.services.register(CartService.self) { CartService($0) }
///
/// It holds its owner weakly, so a service keeping it creates no retain cycle; once the owner is
/// gone every call finds nothing and notifies nobody.
@MainActor
public struct ServiceContext {
  // MARK: Lifecycle

  init(owner: Owner) {
    self.storage = owner
  }

  // MARK: Public

  /// The presenter whose container holds the service; for a page's services, the page's root.
  ///
  ///     context.presenter?.setState()
  public var presenter: Presenter? { storage.presenter ?? storage.page?.root }

  /// Looks a service up from the owner: its own container and up the tree, then the page's
  /// services and the fallback (see ``Presenter/service(_:)``).
  ///
  ///     let store = context.service(Store.self)
  ///
  /// - Parameter type: The type the service is registered as.
  /// - Returns: The service, or `nil`.
  public func service<Service>(_ type: Service.Type) -> Service? {
    if let presenter = storage.presenter { return presenter.service(type) }
    if let page = storage.page { return page.pageService(type) }
    return storage.container?.service(type)
  }

  /// Sends a notification with the owner as the origin of `scope`. The service is the sender, so
  /// no presenter is excluded: a page-level service reaches the root too.
  ///
  ///     context.notify((any CartListening).self, scope: .children) { $0.cartDidChange() }
  ///
  /// - Parameters:
  ///   - type: The listener protocol.
  ///   - scope: Who receives it, relative to the owner.
  ///   - deliver: Called once per recipient, in order.
  public func notify<Listener>(
    _ type: Listener.Type, scope: NotificationScope, _ deliver: (Listener) -> Void
  ) {
    guard let origin = presenter else { return }
    origin._deliver(type, scope: scope, excluding: nil, deliver)
  }

  // MARK: Internal

  /// Who owns a container: a presenter, a page, or nobody (a standalone or global container).
  struct Owner {
    weak var presenter: Presenter?
    weak var page: _PageRuntime?
    weak var container: ServiceContainer?

    static func presenter(_ presenter: Presenter) -> Owner { Owner(presenter: presenter) }
    static func page(_ page: _PageRuntime) -> Owner { Owner(page: page) }
    static func container(_ container: ServiceContainer) -> Owner { Owner(container: container) }
  }

  // MARK: Private

  private let storage: Owner
}

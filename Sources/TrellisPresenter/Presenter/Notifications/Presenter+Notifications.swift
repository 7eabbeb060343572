extension Presenter {
  // MARK: Public

  /// Notifies the presenters and listeners in `scope` that conform to `type`, synchronously.
  ///
  ///     protocol CartListening { func cartDidChange() }
  ///
  /// A presenter then notifies every conforming presenter and listener:
  ///
  ///     row.notify((any CartListening).self, scope: .global) { $0.cartDidChange() }
  ///
  /// See ``NotificationScope`` for each scope's recipients, their order, and whether the sender
  /// is among them. Recipients are collected before the first is notified, so tree changes made
  /// by a recipient do not change who receives this notification.
  ///
  /// - Parameters:
  ///   - type: The listener protocol (or class); recipients are those that cast to it.
  ///   - scope: Who receives it, relative to this presenter.
  ///   - deliver: Called once per recipient, in order.
  /// - Complexity: O(*n*) in the number of candidates in the scope.
  public func notify<Listener>(
    _ type: Listener.Type, scope: NotificationScope, _ deliver: (Listener) -> Void
  ) {
    _deliver(type, scope: scope, excluding: scope == .childrenAndSelf ? nil : self, deliver)
  }

  /// Adds a manual listener to this presenter's page, held weakly; any number per protocol, kept
  /// in the order added. Adding the same listener twice for one protocol has no effect.
  ///
  ///     override func onAttachToRoot(_ root: Presenter) {
  ///       addListener(self, for: (any CartListening).self)
  ///     }
  ///
  /// - Parameters:
  ///   - listener: The object to notify; it must be a class instance conforming to `type`.
  ///   - type: The exact protocol it listens to.
  /// - Returns: `false` when this presenter is not in a page, so there is nowhere to add it.
  /// - Precondition: `listener` is a class instance.
  /// - Complexity: O(*m*) in the number of listeners for `type`.
  @discardableResult
  public func addListener<Listener>(_ listener: Listener, for type: Listener.Type) -> Bool {
    guard let runtime = _pageRuntime else { return false }
    runtime.listeners.add(_classInstance(listener), for: type)
    return true
  }

  /// Removes a manual listener from this presenter's page.
  ///
  ///     removeListener(self, for: (any CartListening).self)
  ///
  /// - Parameters:
  ///   - listener: The object added earlier.
  ///   - type: The protocol it was added for.
  /// - Complexity: O(*m*) in the number of listeners for `type`.
  public func removeListener(_ listener: AnyObject, for type: Any.Type) {
    _pageRuntime?.listeners.remove(listener, for: type)
  }

  // MARK: Internal

  /// Delivers to the scope's recipients, skipping `sender` and repeats.
  func _deliver<Listener>(
    _ type: Listener.Type, scope: NotificationScope, excluding sender: AnyObject?,
    _ deliver: (Listener) -> Void
  ) {
    var seen = Set<ObjectIdentifier>()
    for candidate in _recipients(of: scope, listening: type) where candidate !== sender {
      guard seen.insert(ObjectIdentifier(candidate)).inserted else { continue }
      if let listener = candidate as? Listener {
        deliver(listener)
      }
    }
  }

  /// The candidates of `scope` sent from this presenter, in delivery order, before exclusion.
  func _recipients(of scope: NotificationScope, listening type: Any.Type) -> [AnyObject] {
    let runtime = _pageRuntime
    let listeners = runtime?.listeners.objects(for: type) ?? []
    if _runtime != nil {
      switch scope {
      case .manual: return listeners
      case .parents: return listeners + [self]
      default: return listeners + _preorder()
      }
    }
    switch scope {
    case .global:
      guard let root = runtime?.root else { return [] }
      return listeners + root._preorder()
    case .reusable:
      var node = parent
      while let current = node {
        if let holder = current as? any ItemHolding {
          return holder._preorder() + holder.reusablePresenters
        }
        if current._runtime != nil {
          return _recipients(of: .global, listening: type)
        }
        node = current.parent
      }
      return []
    case .children:
      return Array(_preorder().dropFirst())
    case .childrenAndSelf:
      return _preorder()
    case .parents:
      var result: [AnyObject] = [self]
      var node = parent
      while let current = node {
        if current._runtime != nil { result += listeners }
        result.append(current)
        node = current.parent
      }
      return result
    case .manual:
      return listeners
    }
  }
}

/// The class instance behind `value`, which may be wrapped in an existential.
@MainActor
func _classInstance<Value>(_ value: Value) -> AnyObject {
  precondition(
    type(of: value as Any) is AnyClass, "Notifications: a listener must be a class instance")
  return value as AnyObject
}

/// Manual listeners, weakly held, per exact listener type, in the order added.
struct _ListenerRegistry {
  private struct Weak {
    weak var object: AnyObject?
  }

  private var byType: [ObjectIdentifier: [Weak]] = [:]

  mutating func add(_ listener: AnyObject, for type: Any.Type) {
    let key = ObjectIdentifier(type)
    var list = byType[key, default: []].filter { $0.object != nil }
    if !list.contains(where: { $0.object === listener }) {
      list.append(Weak(object: listener))
    }
    byType[key] = list
  }

  mutating func remove(_ listener: AnyObject, for type: Any.Type) {
    let key = ObjectIdentifier(type)
    byType[key] = byType[key]?.filter { $0.object != nil && $0.object !== listener }
  }

  mutating func removeAll() { byType.removeAll() }

  func objects(for type: Any.Type) -> [AnyObject] {
    byType[ObjectIdentifier(type)]?.compactMap(\.object) ?? []
  }
}

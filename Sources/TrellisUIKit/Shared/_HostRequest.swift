#if canImport(UIKit) && !os(watchOS)
  import TrellisCore
  import TrellisDiff
  import TrellisLayout
  import TrellisList

  /// What a UIKit list view is asking its host for, while it asks: the cell of an item, or a
  /// supplementary view (`[section, 0]` for a header or footer).
  enum _HostRequest: Equatable, CustomStringConvertible {
    case item(ItemPath)
    case supplementary(SupplementaryKind, ItemPath)

    var description: String {
      switch self {
      case .item(let path): "the cell of the item at \(path)"
      case .supplementary(let kind, let path): "the \(kind) view at \(path)"
      }
    }
  }

  /// A UIKit host that knows which request of its view is in progress, so that it can tell a
  /// dequeue for it from a stray one and refuse updates from inside it — the checks the
  /// headless hosts make, which UIKit makes with an exception.
  @MainActor
  protocol _RequestTracking: AnyObject {
    /// The request of the view in progress, if any.
    var request: _HostRequest? { get set }
  }

  extension _RequestTracking {
    /// Runs `body` as the answer to `request`.
    func answering<T>(_ request: _HostRequest, _ body: () -> T) -> T {
      let outer = self.request
      self.request = request
      defer { self.request = outer }
      return body()
    }

    /// Throws unless a view for `element` may be dequeued now: only inside the view's request
    /// for that element.
    func checkDequeue(_ element: _HostRequest, reuseIdentifier: String) throws(ListHostError) {
      guard let request else {
        let path: ItemPath
        switch element {
        case .item(let item): path = item
        case .supplementary(_, let item): path = item
        }
        throw .dequeueOutsideRequest(reuseIdentifier: reuseIdentifier, path: path)
      }
      guard request == element else {
        throw .dequeuedForAnotherElement(asked: "\(request)", dequeued: "\(element)")
      }
    }

    /// The error for a batch the view did not run (its updates closure never ran: UIKit raises in
    /// that case, for an update from inside one of its own callbacks).
    static var batchRefused: ListHostError {
      .reentrantCall(
        operation: "performBatchUpdates(_:animated:updatingData:completion:)",
        during: "a callback of the view, which did not run the batch")
    }

    /// Throws when `operation` is called from inside a request of the view (UIKit raises when a
    /// data source reloads or updates its view while the view asks it).
    func checkNotInsideRequest(_ operation: String) throws(ListHostError) {
      guard let request else { return }
      throw .reentrantCall(operation: operation, during: "the view's request for \(request)")
    }
  }
#endif

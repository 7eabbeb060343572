import Foundation

/// Infinite scrolling: asks for the next (or an earlier) page of data when the user scrolls near
/// the end (or the start) of a list, once per page, and shows loading and error-with-retry items.
///
///     let paginator = ListPaginator(loadingItem: ListItem(id: "loading", content: "…", view: SpinnerCell.self))
///     adapter.attach(paginator)
///     paginator.onLoadPage += { request in
///       Task {
///         do { store.append(try await api.feed(page: request.page)) }
///         catch { paginator.reportFailure() }
///       }
///     }
///     paginator.apply(store.model)   // instead of adapter.apply, whenever the data changes
///
/// ## Triggers
/// A request fires when the distance from the viewport's leading edge to the end of the content
/// (to its start, for ``Edge/start``) is below ``distance`` — by default three viewports, as in
/// the seeds — or when the model has no items, and there is more to load: the model's `hasNext`
/// for ``Edge/end``, the `hasMore` given to ``apply(_:hasMore:animated:)`` otherwise. Positions
/// are checked after every scroll and every update on screen.
///
/// ## Once per page
/// After a request, ``status`` is ``Status/loading(page:)`` and no request fires until the model
/// given to ``apply(_:hasMore:animated:)`` changes (the page arrived) or ``reportFailure()`` is
/// called, after which ``retry()`` (or selecting the error item, or the error item's view sending
/// ``Retry``) asks again. Fixes of the seeds: the empty-model trigger fired on every
/// `numberOfSections` call; a failed request left the guard stuck with no reset; RDDM's retry
/// bypassed its guards; RDDM triggered only when the exact last row was displayed.
///
/// ## Earlier pages
/// With ``Edge/start``, attaching the paginator turns on the adapter's
/// ``ListAdapter/Configuration/keepsFirstVisibleItemInPlace``, so inserting an earlier page (and
/// the loading item) keeps what the user sees in place.
@MainActor
public final class ListPaginator: ListAdapterPlugin {
  /// The edge of the list a paginator loads at.
  public enum Edge: Hashable, Sendable {
    /// Later pages, appended after the content.
    case end
    /// Earlier pages, inserted before the content (chat history).
    case start
  }

  /// How near to the edge the viewport must come.
  public enum Distance: Hashable, Sendable {
    /// A multiple of the viewport's length along the scroll axis.
    case viewports(CGFloat)
    /// A length in points.
    case points(CGFloat)
  }

  /// What the paginator is doing.
  public enum Status: Hashable, Sendable {
    /// Waiting for the viewport to come near the edge.
    case idle
    /// A request for `page` is outstanding.
    case loading(page: Int)
    /// The request for `page` failed; ``ListPaginator/retry()`` asks again.
    case failed(page: Int)
  }

  /// A request for a page.
  public struct Request: Hashable, Sendable {
    /// The edge the page goes to.
    public var edge: Edge
    /// The page: the model's `page + 1` at the end; at the start, 1 for the page before the
    /// first loaded, 2 for the one before that, and so on.
    public var page: Int
  }

  /// The event an error item's view sends to ask for the failed page again.
  ///
  ///     eventSink?.send(ListPaginator.Retry())
  public struct Retry: Hashable, Sendable {
    /// Creates the event.
    public init() {}
  }

  // MARK: Lifecycle

  /// Creates a paginator.
  ///
  ///     ListPaginator(edge: .end, distance: .viewports(2), loadingItem: spinner, errorItem: retryRow)
  ///
  /// - Parameters:
  ///   - edge: Where pages are loaded.
  ///   - axis: The axis the list scrolls along.
  ///   - distance: How near the edge the viewport must come.
  ///   - loadingItem: The item shown at the edge while a request is outstanding, if any.
  ///   - errorItem: The item shown at the edge after a failure, if any; selecting it, or its view
  ///     sending ``Retry``, retries.
  public init(
    edge: Edge = .end, axis: ScrollDirection = .vertical, distance: Distance = .viewports(3),
    loadingItem: ListItem? = nil, errorItem: ListItem? = nil
  ) {
    self.edge = edge
    self.axis = axis
    self.distance = distance
    self.loadingItem = loadingItem
    self.errorItem = errorItem
  }

  // MARK: Public

  /// Where pages are loaded.
  public let edge: Edge
  /// The axis the list scrolls along.
  public let axis: ScrollDirection
  /// How near the edge the viewport must come.
  public var distance: Distance
  /// The item shown at the edge while loading.
  public let loadingItem: ListItem?
  /// The item shown at the edge after a failure.
  public let errorItem: ListItem?

  /// Requests for pages, one per page; listeners start loading it.
  ///
  ///     paginator.onLoadPage += { request in load(request.page) }
  public let onLoadPage = Event<Request>()

  /// What the paginator is doing.
  public private(set) var status = Status.idle

  /// Shows `model` (with the loading or error item at the edge, if any) and records whether
  /// there is more to load; a model different from the last one ends the outstanding request.
  ///
  ///     paginator.apply(model)                  // .end: `model.hasNext` tells
  ///     earlier.apply(model, hasMore: true)     // .start
  ///
  /// - Parameters:
  ///   - model: The data, without loading or error items.
  ///   - hasMore: Whether more pages exist at ``edge``; `nil` means `model.hasNext`.
  ///   - animated: Whether the update animates.
  public func apply(_ model: ListModel, hasMore: Bool? = nil, animated: Bool = true) {
    self.hasMore = hasMore ?? model.hasNext
    if model != userModel {
      if case .loading = status, userModel != nil { loadedCount += 1 }
      if userModel != nil || status != .idle { status = .idle }
      userModel = model
    }
    show(animated: animated)
  }

  /// Reports that the outstanding request failed: the error item replaces the loading item and
  /// no request fires until ``retry()``.
  ///
  ///     catch { paginator.reportFailure() }
  public func reportFailure() {
    guard case .loading(let page) = status else { return }
    status = .failed(page: page)
    show(animated: true)
  }

  /// Asks again for the page whose request failed; does nothing otherwise.
  ///
  ///     paginator.retry()
  public func retry() {
    guard case .failed = status else { return }
    status = .idle
    if !request() { show(animated: true) }
  }

  /// Fires a request if the viewport is near the edge; the paginator calls it after scrolls and
  /// updates.
  ///
  ///     paginator.check()
  public func check() {
    guard status == .idle, hasMore, let adapter, let host = adapter.host else { return }
    let model = userModel ?? adapter.displayedModel
    let isEmpty = model.sections.allSatisfy(\.items.isEmpty)
    guard isEmpty || isNearEdge(host) else { return }
    request()
  }

  // MARK: ListAdapterPlugin

  /// Remembers the adapter; for ``Edge/start``, keeps the first visible item in place.
  public func didAttach(to adapter: ListAdapter) {
    self.adapter = adapter
    attachCount += 1
    if edge == .start { adapter.configuration.keepsFirstVisibleItemInPlace = true }
  }

  /// Forgets the adapter.
  public func didDetach(from adapter: ListAdapter) { self.adapter = nil }

  /// Checks the trigger with the model on screen.
  public func adapterDidUpdate(_ adapter: ListAdapter) {
    if userModel == nil { hasMore = edge == .end ? adapter.displayedModel.hasNext : hasMore }
    check()
  }

  /// Checks the trigger at the new offset.
  public func listHostDidScroll(_ host: any ListHost) { check() }

  // MARK: Internal

  /// How many times ``didAttach(to:)`` ran (for tests of the RDDM set-up bug).
  var attachCount = 0

  // MARK: Private

  private weak var adapter: ListAdapter?
  private var userModel: ListModel?
  private var hasMore = false
  /// Pages loaded at the edge since the first model.
  private var loadedCount = 0

  private static let statusSectionID = "trellis.pagination.status"

  /// Fires the request for the next page; returns whether the model was shown again.
  @discardableResult
  private func request() -> Bool {
    let page =
      edge == .end
      ? (userModel ?? adapter?.displayedModel ?? ListModel()).page + 1 : loadedCount + 1
    status = .loading(page: page)
    let shown = loadingItem != nil && userModel != nil
    if shown { show(animated: true) }
    onLoadPage.send(Request(edge: edge, page: page))
    return shown
  }

  private func isNearEdge(_ host: any ListHost) -> Bool {
    let vertical = axis == .vertical
    let viewport = vertical ? host.viewportSize.height : host.viewportSize.width
    let offset = vertical ? host.contentOffset.y : host.contentOffset.x
    let threshold: CGFloat
    switch distance {
    case .viewports(let count): threshold = count * viewport
    case .points(let points): threshold = points
    }
    switch edge {
    case .end:
      let content = vertical ? host.contentSize.height : host.contentSize.width
      let inset = vertical ? host.contentInset.bottom : host.contentInset.right
      return content + inset - offset < threshold
    case .start:
      let inset = vertical ? host.contentInset.top : host.contentInset.left
      return offset + inset < threshold
    }
  }

  /// Applies the user's model with the status item for ``status``.
  private func show(animated: Bool) {
    guard let adapter, var model = userModel else { return }
    let item: ListItem?
    switch status {
    case .idle: item = nil
    case .loading: item = loadingItem
    case .failed:
      item = errorItem.map { error in
        error.onSelect { [weak self] _ in self?.retry() }
          .onEvent(Retry.self) { [weak self] _, _ in self?.retry() }
      }
    }
    if let item {
      let section = ListSection(Self.statusSectionID, items: [item])
      if edge == .end {
        model.sections.append(section)
      } else {
        model.sections.insert(section, at: 0)
      }
    }
    adapter.apply(model, animated: animated)
  }
}

import Foundation
import TrellisCore
import TrellisDiff
import TrellisLayout

/// Infinite scrolling: asks for the next (or an earlier) page of data when the user scrolls near
/// the end (or the start) of a list or of one of its sections, once per page, and shows loading
/// and error-with-retry items.
///
///     let paginator = ListPaginator(loadingItem: ListItem(id: "loading", content: "…", view: SpinnerCell.self))
///     adapter.attach(paginator)
///     paginator.pageRequested += { request in
///       Task {
///         do { store.append(try await api.feed(page: request.page)) }
///         catch { paginator.reportFailure() }
///       }
///     }
///     adapter.apply(store.model)   // whenever the data changes, as without a paginator
///
/// ## Scope
/// A paginator made with ``init(edge:axis:distance:loadingItem:errorItem:)`` follows the whole
/// list; one made with ``init(sectionID:edge:axis:distance:loadingItem:errorItem:)`` follows one
/// section, found by identity, so other sections (a carousel, a header) can share the adapter.
///
/// ## Status items
/// The paginator is a ``ListModelTransformProviding`` plugin: while a request is outstanding (or
/// failed) it adds ``loadingItem`` (or ``errorItem``) to the model the host shows, in a section of
/// its own at the edge of its scope — after it for ``Edge/end``, before it for ``Edge/start``. The
/// caller's model never contains them.
///
/// ## Triggers
/// A request fires when the distance from the viewport's leading edge to the end of the scope's
/// content (to its start, for ``Edge/start``) is below ``distance`` — by default three viewports —
/// or when the scope has no items, and there is more to load (``hasMore``: the
/// model's `hasNext` at the end, its `hasPrevious` at the start). Positions are checked after
/// every scroll and every update on screen.
///
/// ## Once per page
/// After a request, ``status`` is ``Status/loading(page:)`` and no request fires until the scope's
/// content in the model given to the adapter changes (the page arrived) or ``reportFailure()`` is
/// called, after which ``retry()`` (or selecting the error item, or the error item's view sending
/// ``Retry``) asks again. An empty scope asks once, however often the host reloads, and
/// ``retry()`` does nothing unless the request failed.
///
/// ## Earlier pages
/// With ``Edge/start``, the paginator asks the adapter to keep the first visible item in place
/// while it is attached (``ListScrollAnchorProviding``), so inserting an earlier page (and the
/// loading item) keeps what the user sees in place; detaching it restores the adapter's own
/// configuration, which it never changes.
@MainActor
public final class ListPaginator: ListAdapterPlugin, ListModelTransformProviding,
  ListScrollAnchorProviding
{
  /// The edge of the list a paginator loads at.
  public enum Edge: Hashable, Sendable {
    /// Later pages, appended after the content.
    case end
    /// Earlier pages, inserted before the content (chat history).
    case start
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

  /// What the paginator announces to VoiceOver users (``accessibilityAnnouncement``).
  public enum AccessibilityEvent: Hashable, Sendable {
    /// A page arrived; the scope has `itemCount` more items than before (0 or less when the new
    /// content replaced the old).
    case loaded(itemCount: Int)
    /// The request for `page` failed (``reportFailure()``).
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

  /// Creates a paginator that follows the whole list.
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
    edge: Edge = .end, axis: ScrollDirection = .vertical,
    distance: ListTriggerDistance = .viewports(3),
    loadingItem: ListItem? = nil, errorItem: ListItem? = nil
  ) {
    self.sectionID = nil
    self.edge = edge
    self.axis = axis
    self.distance = distance
    self.loadingItem = loadingItem
    self.errorItem = errorItem
  }

  /// Creates a paginator that follows the section with identity `sectionID`: its items are the
  /// pages, and its status items go in a section of their own next to it.
  ///
  ///     ListPaginator(sectionID: "products", loadingItem: spinner, errorItem: retryRow)
  ///
  /// - Parameters:
  ///   - sectionID: The identity of the paginated section.
  ///   - edge: Where pages are loaded.
  ///   - axis: The axis the list scrolls along.
  ///   - distance: How near the section's edge the viewport must come.
  ///   - loadingItem: The item shown next to the section while a request is outstanding, if any.
  ///   - errorItem: The item shown next to the section after a failure, if any; selecting it, or
  ///     its view sending ``Retry``, retries.
  public init(
    sectionID: some Hashable & Sendable, edge: Edge = .end, axis: ScrollDirection = .vertical,
    distance: ListTriggerDistance = .viewports(3), loadingItem: ListItem? = nil,
    errorItem: ListItem? = nil
  ) {
    self.sectionID = AnyListID(sectionID)
    self.edge = edge
    self.axis = axis
    self.distance = distance
    self.loadingItem = loadingItem
    self.errorItem = errorItem
  }

  // MARK: Public

  /// The identity of the section the paginator follows, or `nil` for the whole list.
  ///
  ///     ListPaginator(sectionID: "feed").sectionID  // "feed"
  public let sectionID: AnyListID?
  /// Where pages are loaded.
  public let edge: Edge
  /// The axis the list scrolls along.
  public let axis: ScrollDirection
  /// How near the edge the viewport must come.
  public var distance: ListTriggerDistance
  /// The item shown at the edge while loading.
  public let loadingItem: ListItem?
  /// The item shown at the edge after a failure.
  public let errorItem: ListItem?

  /// Whether more pages exist at ``edge``, as the model given to the adapter says: its
  /// `hasNext` at ``Edge/end``, its `hasPrevious` at ``Edge/start``; `false` before the first
  /// model. The model owns paging state; the paginator only reads it.
  ///
  ///     paginator.hasMore  // adapter.requestedModel?.hasNext ?? false
  public var hasMore: Bool {
    guard let model = adapter?.requestedModel else { return false }
    return edge == .end ? model.hasNext : model.hasPrevious
  }

  /// Whether showing and removing the loading and error items animates.
  ///
  ///     paginator.animatesStatusItems = false
  public var animatesStatusItems = true

  /// What VoiceOver hears about pagination (``AccessibilityEvent``), posted through the host as
  /// an announcement (``ListHost/postAccessibilityNotification(_:)``) once per page loaded and
  /// once per failure; `nil` posts nothing. The default says how many items arrived ("20 more
  /// items loaded", or "More content loaded" when the scope did not grow) and, after a failure,
  /// that the error item offers a retry. Localise it here.
  ///
  ///     paginator.accessibilityAnnouncement = { event in
  ///       switch event {
  ///       case .loaded(let count): "\(count) more products"
  ///       case .failed: "Products could not load. Retry is in Actions."
  ///       }
  ///     }
  public var accessibilityAnnouncement: @MainActor (AccessibilityEvent) -> String? = { event in
    switch event {
    case .loaded(let count) where count > 0:
      "\(count) more \(count == 1 ? "item" : "items") loaded"
    case .loaded: "More content loaded"
    case .failed: "Loading more content failed. Retry is available in Actions."
    }
  }

  /// The title of the action that retries a failed page: a swipe action of ``errorItem`` (before
  /// its own), and so the accessibility custom action VoiceOver offers on it.
  ///
  ///     paginator.retryActionTitle = "Try again"
  public var retryActionTitle = "Retry"

  /// Requests for pages, one per page; listeners start loading it.
  ///
  ///     paginator.pageRequested += { request in load(request.page) }
  public let pageRequested = Event<Request>()

  /// What the paginator is doing.
  ///
  ///     if case .failed = paginator.status { showBanner() }
  public private(set) var status = Status.idle

  /// Reports that the outstanding request failed: the error item replaces the loading item and
  /// no request fires until ``retry()``.
  ///
  ///     catch { paginator.reportFailure() }
  public func reportFailure() {
    guard case .loading(let page) = status else { return }
    status = .failed(page: page)
    adapter?.setNeedsTransform(animated: animatesStatusItems)
    announce(.failed(page: page))
  }

  /// Asks again for the page whose request failed; does nothing otherwise.
  ///
  ///     paginator.retry()
  public func retry() {
    guard case .failed = status else { return }
    status = .idle
    if !request() { adapter?.setNeedsTransform(animated: animatesStatusItems) }
  }

  /// Fires a request if the viewport is near the edge (or the scope is empty); the paginator
  /// calls it after scrolls, updates and size changes. While the host's viewport has no length
  /// along ``axis`` (no size yet), only an empty scope requests.
  ///
  ///     paginator.check()
  ///
  /// - Complexity: O(*s*) to find the section, for *s* sections, and O(1) for the whole list.
  public func check() {
    guard status == .idle, let adapter, let host = adapter.host,
      let model = adapter.requestedModel, hasMore
    else { return }
    guard isEmpty(model) || (hasLength(host) && isNearEdge(host, in: adapter)) else { return }
    request()
  }

  /// Whether `host`'s viewport has a length along ``axis``: a list that has no size yet (a view
  /// controller's view before its first layout) shows nothing, so nothing seems near its edge or
  /// far from it; the paginator decides once the host reports a size.
  private func hasLength(_ host: any ListHost) -> Bool {
    (axis == .vertical ? host.viewportSize.height : host.viewportSize.width) > 0
  }

  // MARK: ListAdapterPlugin

  /// Remembers the adapter.
  public func didAttach(to adapter: ListAdapter) {
    self.adapter = adapter
    _attachCount += 1
  }

  /// Forgets the adapter.
  public func didDetach(from adapter: ListAdapter) { self.adapter = nil }

  /// Checks the trigger with the model on screen.
  public func adapterDidUpdate(_ adapter: ListAdapter) { check() }

  /// Checks the trigger at the new offset.
  public func listHostDidScroll(_ host: any ListHost) { check() }

  /// Checks the trigger at the new size (a list that had none decides now).
  public func listHostDidChangeViewportSize(_ host: any ListHost) { check() }

  // MARK: ListModelTransformProviding

  /// Ends the outstanding request when the scope's content changed (the page arrived), and adds
  /// the loading or error item in a section of its own at the edge of the scope.
  ///
  /// - Parameters:
  ///   - model: The model to show.
  ///   - adapter: The adapter.
  /// - Returns: `model` with the status section, if any.
  /// - Complexity: O(*n*) to compare the scope's items with the last model's.
  public func transform(_ model: ListModel, in adapter: ListAdapter) -> ListModel {
    var model = model
    // A model that already shows this paginator's status (the displayed model applied again).
    model.sections.removeAll { $0.id == statusSectionID }
    let scope = self.scope(of: model)
    if scope != lastScope {
      if case .loading = status, let lastScope {
        loadedCount += 1
        announce(.loaded(itemCount: Self.itemCount(scope) - Self.itemCount(lastScope)))
      }
      if lastScope != nil || status != .idle { status = .idle }
      lastScope = scope
    }
    let item: ListItem?
    switch status {
    case .idle: item = nil
    case .loading: item = loadingItem
    case .failed:
      item = errorItem.map { error in
        error.onSelect { [weak self] _ in self?.retry() }
          .onEvent(Retry.self) { [weak self] _, _ in self?.retry() }
          .swipeActions(
            [ListSwipeAction(retryActionTitle) { [weak self] _ in self?.retry() }]
              + error.swipeActions)
      }
    }
    guard let item else { return model }
    let section = ListSection(id: statusSectionID, items: [item])
    let scopeIndex = sectionID.flatMap { id in model.sections.firstIndex { $0.id == id } }
    switch (edge, scopeIndex) {
    case (.end, let index?): model.sections.insert(section, at: index + 1)
    case (.start, let index?): model.sections.insert(section, at: index)
    case (.end, nil): model.sections.append(section)
    case (.start, nil): model.sections.insert(section, at: 0)
    }
    return model
  }

  // MARK: ListScrollAnchorProviding

  /// `true` for ``Edge/start``: an earlier page inserted before the content keeps what the user
  /// sees in place.
  public var keepsFirstVisibleItemInPlace: Bool { edge == .start }

  // MARK: Internal

  /// How many times ``didAttach(to:)`` ran (see `ListPaginator+Testing.swift`).
  var _attachCount = 0

  // MARK: Private

  private weak var adapter: ListAdapter?
  /// The scope's content in the last model transformed: its change ends a request.
  private var lastScope: [ListSection]?
  /// Pages loaded at the edge since the first model.
  private var loadedCount = 0

  /// The identity of this paginator's status section: `"trellis.pagination.status"`, suffixed
  /// with the section's identity for a paginator of one section.
  private var statusSectionID: AnyListID {
    AnyListID("trellis.pagination.status" + (sectionID.map { ".\($0.base)" } ?? ""))
  }

  /// The sections the paginator follows in `model`.
  private func scope(of model: ListModel) -> [ListSection] {
    guard let sectionID else { return model.sections }
    return model.sections.first { $0.id == sectionID }.map { [$0] } ?? []
  }

  /// Posts the announcement for `event`, if any, through the host.
  private func announce(_ event: AccessibilityEvent) {
    guard let text = accessibilityAnnouncement(event) else { return }
    adapter?.host?.postAccessibilityNotification(.announcement(text))
  }

  private static func itemCount(_ scope: [ListSection]) -> Int {
    scope.reduce(0) { $0 + $1.items.count }
  }

  private func isEmpty(_ model: ListModel) -> Bool {
    scope(of: model).allSatisfy(\.items.isEmpty)
  }

  /// Fires the request for the next page; returns whether the status item is shown.
  @discardableResult
  private func request() -> Bool {
    let page =
      edge == .end ? (adapter?.requestedModel ?? ListModel()).page + 1 : loadedCount + 1
    status = .loading(page: page)
    let shown = loadingItem != nil && adapter?.requestedModel != nil
    if shown { adapter?.setNeedsTransform(animated: animatesStatusItems) }
    pageRequested.send(Request(edge: edge, page: page))
    return shown
  }

  private func isNearEdge(_ host: any ListHost, in adapter: ListAdapter) -> Bool {
    let vertical = axis == .vertical
    let viewport = vertical ? host.viewportSize.height : host.viewportSize.width
    let offset = vertical ? host.contentOffset.y : host.contentOffset.x
    let threshold: CGFloat
    switch distance {
    case .viewports(let count): threshold = count * viewport
    case .points(let points): threshold = points
    }
    guard let sectionID else {
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
    // The scope's edge: the far side of its last item, or the near side of its first.
    guard let section = adapter.sections.firstIndex(where: { $0.id == sectionID }) else {
      return false
    }
    let count = adapter.sections[section].items.count
    guard count > 0 else { return true }
    switch edge {
    case .end:
      guard let frame = host.frameForItem(at: ItemPath(item: count - 1, section: section))
      else { return false }
      return (vertical ? frame.maxY : frame.maxX) - offset < threshold
    case .start:
      guard let frame = host.frameForItem(at: ItemPath(item: 0, section: section))
      else { return false }
      return offset - (vertical ? frame.minY : frame.minX) < threshold
    }
  }
}

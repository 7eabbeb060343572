import Foundation
import TrellisCore

/// Pull to refresh: starts a load when the user pulls the list down past its top, shows the
/// host's refresh control while the load runs, and ends it when the loaded model is on screen.
///
///     let refresher = ListRefresher()
///     adapter.attach(refresher)          // installs the host's refresh control
///     refresher.refreshRequested += { request in
///       Task {
///         do { adapter.apply(try await api.feed()) }   // on screen: the control ends
///         catch { refresher.reportFailure() }          // the control ends; status is .failed
///       }
///     }
///
/// ## Motivation
/// A refresh control has three owners that must agree: the user, whose pull starts it; the
/// program, which may start it too (at launch, after a push notification); and the load, whose
/// result ends it. Left to each screen, the control stays spinning after a failure, a second pull
/// starts a second load, or the spinner stops before the new rows are there. The refresher holds
/// that state in one place, ``status``, and ties the end of a refresh to the adapter putting a
/// model on screen.
///
/// ## A refresh
/// A refresh starts when the host reports the user's pull past the control's threshold
/// (``listHostDidRequestRefresh(_:)``, UIKit's `.valueChanged` action) or when the program calls
/// ``refresh()``, which also shows the control (`beginRefreshing()`). ``status`` becomes
/// ``Status/refreshing(_:)`` and ``refreshRequested`` fires once with a ``Request``; listeners load and
/// apply the result to the adapter. The next update the adapter puts on screen
/// (``adapterDidUpdate(_:)``) ends the control (`endRefreshing()`) and returns ``status`` to
/// ``Status/idle``, whether or not the model changed. ``reportFailure()`` ends the control instead
/// and sets ``Status/failed(_:)``; the next pull, or ``refresh()``, tries again.
///
/// ## Once per refresh
/// While a refresh runs, neither a pull nor ``refresh()`` starts another: ``refreshRequested`` fires
/// once per refresh, and after the refresh ends the next pull fires again. A programmatic
/// refresh fires at once, and the control ends by itself when the data is on screen or the load
/// fails: there is no `endRefreshing()` to call.
/// Start programmatic refreshes with ``refresh()``: a `beginRefreshing()` sent to the host
/// directly bypasses the refresher, and while the host's control refreshes it reports no pull.
///
/// ## Updates already in flight
/// The refresh ends with the first update on screen after it started. If an update was already
/// animating when the user pulled, its end ends the refresh too, before the fresh data arrives;
/// the fresh data then replaces it without the control.
@MainActor
public final class ListRefresher: ListAdapterPlugin {
  /// What started a refresh.
  public enum Trigger: Hashable, Sendable {
    /// The user pulled the content past the control's threshold.
    case pull
    /// The program called ``ListRefresher/refresh()``.
    case program
  }

  /// A request for fresh data.
  public struct Request: Hashable, Sendable {
    /// The refresh's number: 1 for the first refresh since the refresher was created, 2 for the
    /// next, and so on (a retry after a failure gets a new number).
    public var number: Int
    /// What started the refresh.
    public var trigger: Trigger
  }

  /// What the refresher is doing.
  public enum Status: Hashable, Sendable {
    /// No refresh is running; the last one, if any, succeeded.
    case idle
    /// `request` was sent and no model has come on screen since.
    case refreshing(Request)
    /// The refresh `request` failed (``ListRefresher/reportFailure()``); the next pull retries.
    case failed(Request)
  }

  // MARK: Lifecycle

  /// Creates a refresher; attach it to an adapter to install the host's refresh control.
  ///
  ///     let refresher = ListRefresher()
  ///     adapter.attach(refresher)
  public init() {}

  // MARK: Public

  /// Requests for fresh data, one per refresh; listeners load it and apply it to the adapter,
  /// or call ``reportFailure()``.
  ///
  ///     refresher.refreshRequested += { request in store.reload() }
  public let refreshRequested = Event<Request>()

  /// What the refresher is doing.
  public private(set) var status = Status.idle

  /// Whether a refresh is running.
  ///
  ///     refresher.isRefreshing  // true from the pull until the next update on screen
  public var isRefreshing: Bool {
    if case .refreshing = status { true } else { false }
  }

  /// Starts a refresh from the program: shows the host's refresh control as refreshing and fires
  /// ``refreshRequested``. Does nothing while a refresh runs or when the refresher is not attached.
  ///
  ///     refresher.refresh()   // e.g. when a push notification says the feed changed
  public func refresh() {
    guard !isRefreshing, let host = adapter?.host else { return }
    host.beginRefreshing()
    start(.program)
  }

  /// Reports that the running refresh failed: ends the host's refresh control and sets
  /// ``status`` to ``Status/failed(_:)``. Does nothing when no refresh runs.
  ///
  ///     catch { refresher.reportFailure() }
  ///
  /// The next pull, or ``refresh()``, starts a new refresh.
  public func reportFailure() {
    guard case .refreshing(let request) = status else { return }
    status = .failed(request)
    adapter?.host?.endRefreshing()
  }

  // MARK: ListAdapterPlugin

  /// Remembers the adapter and installs its host's refresh control.
  public func didAttach(to adapter: ListAdapter) {
    self.adapter = adapter
    guard let host = adapter.host else { return }
    hadRefreshControl = host.isRefreshControlEnabled
    host.isRefreshControlEnabled = true
  }

  /// Ends a running refresh (``status`` becomes ``Status/idle``), puts the host's refresh
  /// control back as it was before ``didAttach(to:)``, and forgets the adapter.
  public func didDetach(from adapter: ListAdapter) {
    if let host = adapter.host {
      if isRefreshing { host.endRefreshing() }
      host.isRefreshControlEnabled = hadRefreshControl
    }
    if isRefreshing { status = .idle }
    self.adapter = nil
  }

  /// Ends the running refresh: the update on screen is the refreshed data.
  public func adapterDidUpdate(_ adapter: ListAdapter) {
    guard isRefreshing else { return }
    status = .idle
    adapter.host?.endRefreshing()
  }

  /// Starts a refresh for the user's pull, unless one runs.
  public func listHostDidRequestRefresh(_ host: any ListHost) {
    guard !isRefreshing else { return }
    start(.pull)
  }

  // MARK: Private

  private weak var adapter: ListAdapter?
  /// Whether the host had a refresh control before the refresher was attached.
  private var hadRefreshControl = false
  /// The number of refreshes started.
  private var count = 0

  private func start(_ trigger: Trigger) {
    count += 1
    let request = Request(number: count, trigger: trigger)
    status = .refreshing(request)
    refreshRequested.send(request)
  }
}

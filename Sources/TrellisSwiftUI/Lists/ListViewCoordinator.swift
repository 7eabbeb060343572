#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import Foundation
  import Observation
  import SwiftUI
  import TrellisCore
  import TrellisDiff
  import TrellisLayout
  import TrellisList
  import TrellisUIKit
  import UIKit

  /// What ``ListCollectionView`` and ``ListTableView`` keep between SwiftUI updates: the list's
  /// controller, the model on screen, the observation of the builder's state, and the plugins
  /// behind the bindings. SwiftUI creates it (`makeCoordinator()`), hands it to every update and
  /// to `dismantleUIViewController(_:coordinator:)`; you never create one.
  ///
  ///     ListCollectionView(store.model)  // SwiftUI makes a `ListViewCoordinator` for it
  ///
  /// ## Update timing
  /// - A SwiftUI update of the representable (`updateUIViewController`) builds the model (the
  ///   builder form runs its closure) and applies it through the adapter, animated unless the
  ///   update's transaction disables animations. An equal model applies nothing.
  /// - The builder runs inside `withObservationTracking`: a change to `@Observable` state it read
  ///   marks the list dirty and asks its view for layout; the next layout pass runs the builder
  ///   again and applies the result, animated. Changes before that pass coalesce into one apply.
  /// - After `dismantleUIViewController`, nothing runs: the observation is ignored, the plugins
  ///   are detached, the running actions are cancelled, and the controller is released.
  @MainActor
  public final class ListViewCoordinator {
    // MARK: Lifecycle

    init() {}

    // MARK: Package

    /// The models applied so far (an equal model is not applied again), for tests.
    package private(set) var applyCount = 0

    /// The controller showing the list, until it is dismantled.
    package private(set) weak var controller: UIViewController?

    /// Waits for the refresh and reach-end actions running now.
    package func waitForActions() async {
      while let task = tasks.first {
        await task.value
        tasks.removeAll { $0 == task }
      }
    }

    // MARK: Internal

    /// Where the list's model comes from.
    enum Source {
      /// A model given whole.
      case model(ListModel)
      /// A builder run, observed, by the coordinator.
      case builder(@MainActor () -> ListModel)
    }

    /// Connects the coordinator to a new controller (from `makeUIViewController`).
    func connect(_ controller: UIViewController & _ListHosting, axis: ScrollDirection) {
      self.controller = controller
      self.axis = axis
      adapter = controller.adapter
      scrollView = controller.scrollView
      controller.coordinator = self
      let bridge = _BindingBridge(coordinator: self)
      self.bridge = bridge
      controller.adapter.attach(bridge)
    }

    /// Applies a SwiftUI update: the source, the options and the environment.
    func update(
      source: Source, options: _ListOptions, transaction: Transaction,
      refresh: RefreshAction?
    ) {
      guard !isDismantled, let adapter else { return }
      self.source = source
      self.options = options
      let animated = !transaction.disablesAnimations
      updateRefresher(refresh, in: adapter)
      updatePaginator(options.reachEnd, in: adapter)
      if let selection = options.selection {
        adapter.host?.allowsMultipleSelection = selection.allowsMultiple
      }
      let model = build()
      show(model, animated: animated)
    }

    /// Releases everything: see the type's "Update timing".
    func dismantle() {
      isDismantled = true
      generation += 1
      for task in tasks { task.cancel() }
      tasks.removeAll()
      if let adapter {
        for plugin in [bridge, refresher, paginator] as [(any ListAdapterPlugin)?] {
          if let plugin { adapter.detach(plugin) }
        }
      }
      (controller as? _ListHosting)?.coordinator = nil
      bridge = nil
      refresher = nil
      paginator = nil
      refreshAction = nil
      adapter = nil
      scrollView = nil
      controller = nil
    }

    /// The size for `proposal`: the content's length along the axis the proposal leaves open,
    /// or `nil` for SwiftUI's default (the list takes the space it is offered).
    package func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize? {
      guard let scrollView else { return nil }
      switch axis {
      case .vertical:
        guard proposal.height == nil, let width = proposal.width, width.isFinite else {
          return nil
        }
        return CGSize(width: width, height: contentLength(of: scrollView, width: width).height)
      case .horizontal:
        guard proposal.height == nil else { return nil }
        let width =
          proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? scrollView.bounds.width
        // A horizontal layout fills the height it is given: the row is as tall as its
        // tallest item, as the list sizes them (measured sizes once items were on screen).
        guard let host = adapter?.host, let dataSource = host.dataSource else { return nil }
        var tallest: CGFloat = 0
        for section in 0..<dataSource.numberOfSections(in: host) {
          for item in 0..<dataSource.listHost(host, numberOfItemsInSection: section) {
            let size = dataSource.listHost(
              host, sizeForItemAt: ItemPath(item: item, section: section))
            tallest = max(tallest, size.height)
          }
        }
        let inset = scrollView.contentInset
        let height = tallest + inset.top + inset.bottom
        return CGSize(width: width, height: height)
      }
    }

    // MARK: Private

    package private(set) weak var adapter: ListAdapter?
    /// The axis the list scrolls along.
    private(set) var axis = ScrollDirection.vertical
    private weak var scrollView: UIScrollView?
    private var bridge: _BindingBridge?
    private var refresher: ListRefresher?
    private var refreshAction: RefreshAction?
    private var paginator: ListPaginator?
    private var source: Source?
    private(set) var options = _ListOptions()
    private var lastModel: ListModel?
    private var isDismantled = false
    /// The observation in effect: a change reported for an older one is ignored.
    private var generation = 0
    /// Whether observed state changed since the builder last ran.
    private var needsRebuild = false
    private var tasks: [Task<Void, Never>] = []
    /// The scroll position last written to, or read from, the binding.
    var knownScrollID: AnyListID?
    /// Whether the user's finger or its deceleration moves the list.
    var isUserScrolling = false

    /// The model of the current source; the builder runs under observation.
    private func build() -> ListModel {
      generation += 1
      needsRebuild = false
      switch source {
      case .model(let model)?: return model
      case .builder(let builder)?:
        let observed = generation
        return withObservationTracking {
          builder()
        } onChange: { [weak self] in
          if Thread.isMainThread {
            MainActor.assumeIsolated { self?.stateDidChange(observed) }
          } else {
            Task { @MainActor in self?.stateDidChange(observed) }
          }
        }
      case nil: return ListModel()
      }
    }

    /// Observed state changed: rebuild at the next layout pass.
    private func stateDidChange(_ observed: Int) {
      guard observed == generation, !isDismantled else { return }
      needsRebuild = true
      scrollView?.setNeedsLayout()
    }

    /// The controller's view laid out: runs a pending rebuild, and ends a refresh whose action
    /// returned.
    func layoutPass() {
      guard !isDismantled else { return }
      if needsRebuild { show(build(), animated: true) }
      if refreshDidReturn {
        refreshDidReturn = false
        // The refresh's data is on screen or nothing changed: an update on screen ends it.
        if let refresher, refresher.isRefreshing, let adapter {
          adapter.apply(lastModel ?? ListModel(), animated: false)
        }
      }
    }

    private var refreshDidReturn = false

    /// Applies `model` unless it is on screen already, then brings the bindings to the list.
    private func show(_ model: ListModel, animated: Bool) {
      guard let adapter else { return }
      guard model != lastModel else {
        syncBindings(animated: animated)
        return
      }
      lastModel = model
      applyCount += 1
      adapter.apply(model, animated: animated) { [weak self] in
        self?.syncBindings(animated: animated)
      }
    }

    /// Selects what the selection binding holds and scrolls to the scroll-position binding's
    /// item, when they differ from what the list shows.
    private func syncBindings(animated: Bool) {
      guard let adapter, let host = adapter.host, !isDismantled else { return }
      if let selection = options.selection {
        let wanted = selection.read()
        var selected = Set<AnyListID>()
        for path in host.indexPathsForSelectedItems {
          guard let id = adapter.item(at: path)?.id else { continue }
          if wanted.contains(id) {
            selected.insert(id)
          } else {
            host.deselectItem(at: path, animated: animated)
          }
        }
        for id in wanted.subtracting(selected) {
          guard let path = adapter.path(ofItem: id) else { continue }
          do {
            try host.selectItem(at: path, animated: animated)
          } catch {
            adapter.diagnostics.report(ListDiagnostic.hostRejectedUpdate(error))
          }
        }
      }
      if let position = options.scrollPosition {
        let wanted = position.read()
        if wanted != knownScrollID, let wanted {
          do {
            if try adapter.scrollToItem(id: wanted, at: position.anchor, animated: animated) {
              knownScrollID = wanted
            }
          } catch {
            adapter.diagnostics.report(ListDiagnostic.hostRejectedUpdate(error))
          }
        }
      }
    }

    /// Attaches a refresher while SwiftUI's environment has a refresh action, detaches it when
    /// the action goes.
    private func updateRefresher(_ action: RefreshAction?, in adapter: ListAdapter) {
      #if !os(tvOS)
        refreshAction = action
        if action != nil, refresher == nil {
          let refresher = ListRefresher()
          refresher.refreshRequested += { [weak self] _ in self?.runRefresh() }
          adapter.attach(refresher)
          self.refresher = refresher
        } else if action == nil, let refresher {
          adapter.detach(refresher)
          self.refresher = nil
        }
      #endif
    }

    /// Runs the refresh action; when it returns, the next layout pass ends the refresh.
    private func runRefresh() {
      guard let action = refreshAction else { return }
      track(
        Task { @MainActor [weak self] in
          await action()
          guard let self, !self.isDismantled, !Task.isCancelled else { return }
          self.refreshDidReturn = true
          self.scrollView?.setNeedsLayout()
        })
    }

    /// Attaches a paginator while `.onReachEnd` is set.
    private func updatePaginator(_ reachEnd: _ReachEnd?, in adapter: ListAdapter) {
      guard let reachEnd else {
        if let paginator {
          adapter.detach(paginator)
          self.paginator = nil
        }
        return
      }
      // The list's axis is fixed when it connects, so only the distance can change.
      if let paginator, paginator.distance == reachEnd.distance { return }
      if let paginator { adapter.detach(paginator) }
      let paginator = ListPaginator(
        edge: .end, axis: axis, distance: reachEnd.distance,
        loadingItem: reachEnd.loadingItem, errorItem: reachEnd.errorItem)
      paginator.pageRequested += { [weak self] request in self?.runReachEnd(request) }
      adapter.attach(paginator)
      self.paginator = paginator
    }

    /// Runs the reach-end action for `request`; a thrown error reports a failure (the error
    /// item shows, and a retry asks again).
    private func runReachEnd(_ request: ListPaginator.Request) {
      guard let action = options.reachEnd?.action else { return }
      track(
        Task { @MainActor [weak self] in
          do {
            try await action(request)
          } catch {
            guard let self, !self.isDismantled else { return }
            self.paginator?.reportFailure()
          }
        })
    }

    private func track(_ task: Task<Void, Never>) {
      tasks.append(task)
    }

    /// The content size of `scrollView` laid out at `width`.
    private func contentLength(of scrollView: UIScrollView, width: CGFloat) -> CGSize {
      if scrollView.bounds.width != width {
        scrollView.frame.size.width = width
      }
      scrollView.setNeedsLayout()
      scrollView.layoutIfNeeded()
      return scrollView.contentSize
    }
  }

  /// The controllers the representables create: they report their layout passes to their
  /// coordinator.
  @MainActor
  protocol _ListHosting: AnyObject {
    var adapter: ListAdapter { get }
    var scrollView: UIScrollView { get }
    /// The coordinator told of each layout pass of the controller's view, until dismantled.
    var coordinator: ListViewCoordinator? { get set }
  }

  extension UIViewController {
    /// The coordinator of the list view that created this controller, for tests.
    package var _listCoordinator: ListViewCoordinator? { (self as? _ListHosting)?.coordinator }
  }

  /// The collection controller of ``ListCollectionView``.
  final class _HostedCollectionViewController: ListCollectionViewController, _ListHosting {
    weak var coordinator: ListViewCoordinator?
    var scrollView: UIScrollView { collectionView }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      coordinator?.layoutPass()
    }
  }

  /// The table controller of ``ListTableView``.
  final class _HostedTableViewController: ListTableViewController, _ListHosting {
    weak var coordinator: ListViewCoordinator?
    var scrollView: UIScrollView { tableView }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      coordinator?.layoutPass()
    }
  }
#endif

import TrellisCore

/// The machinery of one page: update queue and pass, services above the root, manual listeners.
///
/// Owned by the page and by its root (so descendants reach it through ``Presenter/root``); it
/// holds the root weakly, and the queue holds dirty presenters only until the next pass.
@MainActor
final class _PageRuntime {
  // MARK: Lifecycle

  init(
    scheduler: any UpdateScheduling,
    animations: any UpdateAnimating,
    fallbackServices: (any ServiceProviding)?,
    maximumRounds: Int,
    diagnostics: Diagnostics
  ) {
    precondition(maximumRounds > 0, "PagePresenter: maximumUpdateRounds must be positive")
    self.scheduler = scheduler
    self.animations = animations
    self.fallbackServices = fallbackServices
    self.maximumRounds = maximumRounds
    self.diagnostics = diagnostics
    self.services = ServiceContainer()
    self.services.owner = .page(self)
  }

  // MARK: Internal

  weak var root: Presenter?
  let scheduler: any UpdateScheduling
  let animations: any UpdateAnimating
  let fallbackServices: (any ServiceProviding)?
  let maximumRounds: Int
  let diagnostics: Diagnostics
  let services: ServiceContainer
  var listeners = _ListenerRegistry()
  private(set) var isFlushing = false
  /// Completions of the running pass, in the order their updates rendered.
  var passCompletions: [@MainActor () -> Void] = []

  /// A page-level service: the page's own, then the fallback provider.
  func pageService<Service>(_ type: Service.Type) -> Service? {
    services.service(type) ?? fallbackServices?.service(type)
  }

  /// Adds a dirty presenter to the queue and makes sure a pass is coming.
  func enqueue(_ presenter: Presenter) {
    guard !presenter._isQueued else { return }
    presenter._isQueued = true
    queue.append(presenter)
    guard !isFlushing, !isScheduled else { return }
    isScheduled = true
    scheduler.schedule { [weak self] in
      guard let self else { return }
      self.isScheduled = false
      self.flush()
    }
  }

  /// Runs one update pass: rounds of dirty presenters in tree order until none is left, the
  /// layout step, then the completions.
  func flush() {
    guard !isFlushing else { return }
    isFlushing = true
    var rounds = 0
    var merged: UpdateContext?
    var layouts: [(presenter: Presenter, context: UpdateContext)] = []
    while !queue.isEmpty {
      guard rounds < maximumRounds else {
        abandonQueue(after: rounds)
        break
      }
      rounds += 1
      let round = Self.treeOrder(queue)
      queue.removeAll()
      for presenter in round {
        guard presenter._isQueued else { continue }
        presenter._isQueued = false
        guard presenter.isBound, presenter._pageRuntime === self,
          let transaction = presenter._pending
        else { continue }
        presenter._pending = nil
        let context = transaction.context
        animations.animate(context) { presenter._runUpdate(context) }
        merged = merged.map { $0.merging(context) } ?? context
        if context.layoutIfNeeded {
          if let index = layouts.firstIndex(where: { $0.presenter === presenter }) {
            layouts[index].context.merge(context)
          } else {
            layouts.append((presenter, context))
          }
        }
        passCompletions.append(contentsOf: transaction.completions)
      }
    }
    if let merged, !layouts.isEmpty {
      animations.animate(merged) {
        for (presenter, context) in layouts where presenter.isBound {
          presenter.onLayout(context: context)
        }
      }
    }
    let completions = passCompletions
    passCompletions.removeAll()
    isFlushing = false
    for completion in completions { completion() }
  }

  /// Forgets queued work for good: the page is being torn down.
  func discardQueue() -> [Presenter] {
    let dropped = queue
    for presenter in queue { presenter._isQueued = false }
    queue.removeAll()
    return dropped
  }

  // MARK: Private

  private var queue: [Presenter] = []
  private var isScheduled = false

  /// Stops a pass that keeps finding work: drops the pending changes, keeps their completions.
  private func abandonQueue(after rounds: Int) {
    let names = Self.treeOrder(queue).map { String(describing: type(of: $0)) }
    for presenter in queue {
      presenter._isQueued = false
      if let transaction = presenter._pending {
        presenter._pending = nil
        passCompletions.append(contentsOf: transaction.completions)
      }
    }
    queue.removeAll()
    diagnostics.report(.updateLoop(rounds: rounds, presenters: names))
  }

  /// Sorts presenters by position in the tree: parents before children, siblings in order.
  private static func treeOrder(_ presenters: [Presenter]) -> [Presenter] {
    presenters
      .map { (presenter: $0, path: treePath(of: $0)) }
      .sorted { $0.path.lexicographicallyPrecedes($1.path) }
      .map(\.presenter)
  }

  /// The child indexes from the top of the tree down to `presenter`.
  private static func treePath(of presenter: Presenter) -> [Int] {
    var path: [Int] = []
    var node = presenter
    while let parent = node.parent {
      path.append(parent.children.firstIndex { $0 === node } ?? Int.max)
      node = parent
    }
    return path.reversed()
  }
}

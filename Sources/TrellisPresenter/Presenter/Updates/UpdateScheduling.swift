/// Decides when a page's update pass runs after the first state change of a turn.
///
///     final class NextTurn: UpdateScheduling {
///       func schedule(_ pass: @escaping @MainActor () -> Void) {
///         Task { @MainActor in pass() }
///       }
///     }
///
/// A page asks at most once per pass: changes made before the pass runs join it.
@MainActor
public protocol UpdateScheduling: AnyObject {
  /// Arranges for `pass` to run later on the main actor, exactly once.
  ///
  /// - Parameter pass: Runs the page's update pass.
  func schedule(_ pass: @escaping @MainActor () -> Void)
}

/// Runs the pass on the next main-actor turn: the production default.
///
///     PagePresenter(root: root, scheduler: MainActorUpdateScheduler())
public final class MainActorUpdateScheduler: UpdateScheduling {
  /// Creates the scheduler.
  ///
  ///     let scheduler = MainActorUpdateScheduler()
  public init() {}

  /// Enqueues `pass` as a main-actor task.
  ///
  /// - Parameter pass: Runs the page's update pass.
  public func schedule(_ pass: @escaping @MainActor () -> Void) {
    Task { @MainActor in pass() }
  }
}

/// Holds passes until ``flush()``: for tests, which render exactly when they choose, without
/// sleeping.
///
///     let scheduler = ManualUpdateScheduler()
///     let page = PagePresenter(root: root, scheduler: scheduler)
///     root.setState()
///     scheduler.flush()   // the pass runs here
public final class ManualUpdateScheduler: UpdateScheduling {
  // MARK: Lifecycle

  /// Creates a scheduler with nothing pending.
  ///
  ///     let scheduler = ManualUpdateScheduler()
  public init() {}

  // MARK: Public

  /// How many passes are waiting.
  ///
  ///     scheduler.pendingCount   // 1 after the first setState of a turn
  public var pendingCount: Int { passes.count }

  /// Stores `pass` until ``flush()``.
  ///
  /// - Parameter pass: Runs the page's update pass.
  public func schedule(_ pass: @escaping @MainActor () -> Void) {
    passes.append(pass)
  }

  /// Runs the waiting passes, and any they schedule, until none is left.
  ///
  ///     scheduler.flush()
  ///
  /// - Returns: How many passes ran.
  @discardableResult
  public func flush() -> Int {
    var count = 0
    while !passes.isEmpty {
      let pass = passes.removeFirst()
      pass()
      count += 1
    }
    return count
  }

  // MARK: Private

  private var passes: [@MainActor () -> Void] = []
}

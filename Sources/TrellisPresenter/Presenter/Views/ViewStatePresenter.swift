/// A view presenter whose state is one `Equatable` value, changed only through
/// ``setState(animated:_:completion:)``; a change that leaves it equal renders nothing.
///
///     struct Counter: Equatable { var count = 0 }
///     final class CounterPresenter: ViewStatePresenter<CounterView, Counter> {
///       override func onUpdate(view: CounterView, context: UpdateContext) {
///         view.text = "\(state.count)"
///       }
///     }
///     let presenter = CounterPresenter(state: Counter())
///     presenter.setState { $0.count += 1 }   // one update
///     presenter.setState { $0.count += 0 }   // no update; the completion still runs
///
/// The completion of an unchanged state runs too (see ``setState(_:_:completion:)``).
open class ViewStatePresenter<View: AnyObject, State: Equatable>: ViewPresenter<View> {
  // MARK: Lifecycle

  /// Creates an unbound presenter with an initial state.
  ///
  ///     CounterPresenter(state: Counter(count: 3))
  ///
  /// - Parameter state: The initial state, rendered when the presenter binds.
  public init(state: State) {
    self.state = state
    super.init()
  }

  // MARK: Public

  /// The current state.
  ///
  ///     presenter.state.count
  public private(set) var state: State

  /// Mutates the state; if it changed, marks the presenter dirty as
  /// ``Presenter/setState(animated:_:completion:)`` does.
  ///
  ///     presenter.setState(animated: true) { $0.isOpen = true }
  ///
  /// - Parameters:
  ///   - animated: Whether the update animates.
  ///   - mutate: Changes a copy of the state.
  ///   - completion: Runs after the change is rendered, or as described in
  ///     ``setState(_:_:completion:)`` when nothing changed.
  /// - Complexity: O(1) plus copying and comparing the state.
  public func setState(
    animated: Bool = false,
    _ mutate: (inout State) -> Void,
    completion: (@MainActor () -> Void)? = nil
  ) {
    setState(UpdateContext(animated: animated), mutate, completion: completion)
  }

  /// Mutates the state with a full update context; if it changed, marks the presenter dirty.
  ///
  ///     presenter.setState(UpdateContext(layoutIfNeeded: true)) { $0.lines = 3 }
  ///
  /// When the state is unchanged nothing renders and `completion` still runs: with the work
  /// already waiting for this presenter if there is some, so completions keep their call order;
  /// at the end of the running pass if called from inside one; otherwise at once, since what is
  /// on screen already shows this state.
  ///
  /// - Parameters:
  ///   - context: The animation and layout the change asks for.
  ///   - mutate: Changes a copy of the state.
  ///   - completion: Runs after the change is rendered (see above when nothing changed).
  /// - Complexity: O(1) plus copying and comparing the state.
  public func setState(
    _ context: UpdateContext,
    _ mutate: (inout State) -> Void,
    completion: (@MainActor () -> Void)? = nil
  ) {
    var copy = state
    mutate(&copy)
    if copy == state {
      _completeUnchanged(completion)
    } else {
      setState(context, { state = copy }, completion: completion)
    }
  }
}

extension Presenter {
  /// Runs the completion of a change that rendered nothing, keeping completion order.
  func _completeUnchanged(_ completion: (@MainActor () -> Void)?) {
    guard let completion else { return }
    if _pending != nil {
      _pending?.completions.append(completion)
    } else {
      _finish([completion])
    }
  }
}

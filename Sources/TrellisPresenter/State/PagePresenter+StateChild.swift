/// A presenter page is a child a ``StateContainer`` can show: it loads the first time it is about
/// to appear, attaches when it has appeared and detaches when it has disappeared.
///
///     final class Screen: StateContainer<ScreenState> {
///       let feed = PagePresenter(root: FeedPresenter())
///       override func children(for state: ScreenState) -> [any StateChild] {
///         state == .ready ? [feed] : [spinner]
///       }
///     }
extension PagePresenter: StateChild {
  /// Loads the page if it never was (``load()``).
  public func willAppear(animated: Bool) {
    if !isLoaded, !isTornDown { load() }
  }

  /// Attaches the page (``attach()``).
  public func didAppear(animated: Bool) { attach() }

  /// Detaches the page (``detach()``).
  public func didDisappear(animated: Bool) { detach() }
}

/// A presenter whose state is the state a ``StateContainer`` shows: `setState` renders as a
/// transition, in the presenter tree's update pass.
///
///     let screen = StatePresenter(state: ScreenState.loading)
///     screen.bind(container)
///     screen.setState(animated: true) { $0 = .ready }   // next pass: animated transition
///
/// Changes coalesce like any presenter state (latest wins within a pass), and an unchanged state
/// renders nothing. The container decides what an animated transition looks like.
open class StatePresenter<State: Equatable>: ViewStatePresenter<StateContainer<State>, State> {
  /// Asks the container for a transition to the presenter's state, animated when the update is.
  override open func onUpdate(view: StateContainer<State>, context: UpdateContext) {
    view.setNeedsTransition(to: state, animated: context.animates)
  }
}

extension StateContainer where State: Sendable {
  // MARK: Public

  /// Requests a transition for every state `states` produces, until it ends or the returned task
  /// is cancelled — the way to drive the container from a presenter's state stream.
  ///
  ///     let following = container.follow(presenter.screenStates, animated: true)
  ///     // later, when the screen goes away:
  ///     following.cancel()
  ///
  /// Each element goes through ``StateContainer/setNeedsTransition(to:animated:)``, so elements
  /// arriving during a transition coalesce (latest wins) and elements arriving off-screen apply
  /// without animation. The task holds the container weakly.
  /// - Parameters:
  ///   - states: The states to show, in order.
  ///   - animated: Whether to animate the transitions.
  /// - Returns: The task consuming `states`; it finishes when `states` does.
  @discardableResult
  public func follow<States: AsyncSequence & Sendable>(
    _ states: States, animated: Bool
  ) -> Task<Void, Never> where States.Element == State, States.Failure == Never {
    Task { [weak self] in
      for await state in states {
        guard let self else { return }
        setNeedsTransition(to: state, animated: animated)
      }
    }
  }
}

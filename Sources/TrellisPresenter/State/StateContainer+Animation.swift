import TrellisCore

extension StateContainer {
  // MARK: Internal

  /// Runs the animation timeline of run `id` for `steps` (child, isAppearing): prepares every
  /// child, fires the steps due at once, and leaves the rest to a task sleeping on the clock.
  func animate(_ steps: [(child: any StateChild, isAppearing: Bool)], run id: Int) {
    var events: [_TransitionEvent] = []
    for (order, step) in steps.enumerated() {
      let transitioning = step.child as? any StateChildTransitioning
      let delay = max(
        .zero, transitioning?.stateTransitionDelay(isAppearing: step.isAppearing) ?? .zero)
      let duration = max(
        .zero,
        transitioning?.stateTransitionDuration(isAppearing: step.isAppearing)
          ?? _defaultStateTransitionDuration)
      for (kind, offset) in [(_TransitionEvent.Kind.start, delay), (.end, delay + duration)] {
        events.append(
          _TransitionEvent(
            offset: offset, order: order, kind: kind, child: step.child,
            isAppearing: step.isAppearing))
      }
    }
    events.sort(by: _TransitionEvent.precedes)
    guard run?.id == id else { return }
    // The timeline's deadlines are taken now, as the transition starts, so a test clock advanced
    // right after the request reaches them and `settleTransitions()` can fire them at once.
    var offsets: [Duration] = []
    for event in events where event.offset > .zero && offsets.last != event.offset {
      offsets.append(event.offset)
    }
    let timeline = Array(zip(offsets, _ClockDeadline.timeline(clock, after: offsets)))
    run?.events = events
    run?.timeline = timeline
    for index in mounted.indices where steps.contains(where: { $0.child === mounted[index].child })
    {
      mounted[index].isAnimating = true
    }
    for step in steps {
      let transitioning = step.child as? any StateChildTransitioning
      transitioning?.stateTransitionWillBegin(isAppearing: step.isAppearing)
    }
    fireEvents(through: .zero, run: id)
    guard let remaining = run, remaining.id == id, remaining.nextEvent != nil else { return }
    run?.task = Self.sleep(through: timeline, waking: self, run: id)
  }

  /// Fires at once, in order, every animation step of the running transition whose time has come
  /// on the container's clock, and finishes the transition if that was its last step (then runs
  /// the queued request).
  ///
  ///     container.setNeedsTransition(to: .ready, animated: true)
  ///     await clock.advance(by: .milliseconds(300))
  ///     container.settleTransitions()  // the children's did-callbacks, then didTransition
  ///
  /// The container also does this by itself when the clock wakes its task; tests call it after
  /// advancing a test clock, so what happens no longer depends on when that task runs. The
  /// timeline's deadlines are taken when the transition starts. Steps are fired in the order the
  /// task would fire them, and never twice.
  ///
  /// - Complexity: O(*k*) for the *k* steps fired, plus the callbacks they run.
  public func settleTransitions() {
    while let current = run, let event = current.nextEvent,
      let due = current.timeline.last(where: { $0.deadline.hasElapsed() })?.offset,
      event.offset <= due
    {
      wake(run: current.id, at: due)
    }
  }

  /// Fires every remaining event of run `id` at once and ends the run; used when the container
  /// disappears mid-transition (`releasingAppearanceGate`) and when the clock fails.
  func finishRun(_ id: Int, releasingAppearanceGate: Bool) {
    guard run?.id == id else { return }
    run?.task?.cancel()
    if releasingAppearanceGate { run?.awaitsContainerAppearance = false }
    fireEvents(through: nil, run: id)
    completeRunIfDone(id)
  }

  // MARK: Private

  /// Fires, in order, the events of run `id` due at `offset` or earlier (all of them for `nil`).
  private func fireEvents(through offset: Duration?, run id: Int) {
    while let current = run, current.id == id, let event = current.nextEvent,
      offset.map({ event.offset <= $0 }) ?? true
    {
      run?.firedCount += 1
      let transitioning = event.child as? any StateChildTransitioning
      switch event.kind {
      case .start:
        transitioning?.animateAlongsideStateTransition(isAppearing: event.isAppearing)
      case .end:
        transitioning?.stateTransitionDidEnd(isAppearing: event.isAppearing)
        settle(event.child, isAppearing: event.isAppearing, animated: true)
      }
    }
  }

  /// Fires the events of run `id` due at `offset` and ends the run if that was the last; called
  /// by the clock task.
  private func wake(run id: Int, at offset: Duration) {
    fireEvents(through: offset, run: id)
    completeRunIfDone(id)
  }

  /// Starts the task that sleeps until each deadline of `timeline` and wakes the run then.
  /// Deadlines are absolute, taken when the run started, so a late task start cannot shift the
  /// timeline.
  ///
  /// The task is not isolated to the main actor: it reaches the clock without waiting for the main
  /// actor, so a test clock advanced right after the request already sees the sleep, and it hops
  /// to the main actor only to fire events.
  private nonisolated static func sleep(
    through timeline: [(offset: Duration, deadline: _ClockDeadline)],
    waking container: StateContainer, run id: Int
  ) -> Task<Void, Never> {
    Task { [weak container] in
      for (offset, deadline) in timeline {
        do {
          if !deadline.hasElapsed() { try await deadline.sleep() }
        } catch {
          // Cancelled because the run ended (settled, or finished early: then this does
          // nothing), or the clock failed: finish now rather than stay stuck, the seed's
          // interrupted-animator defect.
          await container?.finishRun(id, releasingAppearanceGate: false)
          return
        }
        guard let container else { return }
        await container.wake(run: id, at: offset)
      }
    }
  }
}

extension StateContainer {
  // MARK: Internal

  /// Runs the animation timeline of run `id` for `steps` (child, isAppearing): prepares every
  /// child, fires the steps due at once, and leaves the rest to a task sleeping on the clock.
  func animate(_ steps: [(child: any StateChild, isAppearing: Bool)], run id: Int) {
    var events: [_TransitionEvent] = []
    for (order, step) in steps.enumerated() {
      let transitioning = step.child as? any StateChildTransitioning
      let delay = max(.zero, transitioning?.stateTransitionDelay(isAppearing: step.isAppearing) ?? .zero)
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
    run?.events = events
    for index in mounted.indices where steps.contains(where: { $0.child === mounted[index].child }) {
      mounted[index].isAnimating = true
    }
    for step in steps {
      let transitioning = step.child as? any StateChildTransitioning
      transitioning?.stateTransitionWillBegin(isAppearing: step.isAppearing)
    }
    fireEvents(through: .zero, run: id)
    guard let remaining = run, remaining.id == id, remaining.nextEvent != nil else { return }
    var offsets: [Duration] = []
    for event in remaining.events[remaining.firedCount...] where offsets.last != event.offset {
      offsets.append(event.offset)
    }
    run?.task = sleep(on: clock, through: offsets, run: id)
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

  /// Starts the task that sleeps until each offset after `clock`'s present instant and fires the
  /// events due then. Deadlines are absolute, so a late task start cannot shift the timeline.
  private func sleep<C: Clock>(
    on clock: C, through offsets: [Duration], run id: Int
  ) -> Task<Void, Never> where C.Duration == Duration {
    let start = clock.now
    return Task { [weak self] in
      for offset in offsets {
        do {
          try await clock.sleep(until: start.advanced(by: offset), tolerance: nil)
        } catch {
          // Cancelled because the run was finished early (then this does nothing), or the clock
          // failed: finish now rather than stay stuck, the seed's interrupted-animator defect.
          self?.finishRun(id, releasingAppearanceGate: false)
          return
        }
        guard let self, run?.id == id else { return }
        fireEvents(through: offset, run: id)
        completeRunIfDone(id)
      }
    }
  }
}

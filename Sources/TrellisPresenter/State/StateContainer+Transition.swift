extension StateContainer {
  // MARK: Internal

  /// Runs a requested transition; the container is on screen or off-screen, never appearing.
  func beginTransition(to target: State, animated requested: Bool) {
    let animated = requested && appearance == .appeared
    let id = startRun(animated: animated, awaitsContainerAppearance: false)
    willTransition(to: target, animated: animated)
    state = target
    let (removed, added) = remount(children(for: target))
    for child in removed where phase(of: child) == .appeared {
      setPhase(.disappearing, of: child, animated: animated)
    }
    for child in added where appearance == .appeared {
      setPhase(.appearing, of: child, animated: animated)
    }
    if animated {
      animate(removed.map { ($0, false) } + added.map { ($0, true) }, run: id)
    } else {
      removed.forEach { settle($0, isAppearing: false, animated: false) }
      added.forEach { settle($0, isAppearing: true, animated: false) }
    }
    completeRunIfDone(id)
  }

  /// Starts the transition to the appearance state, as the container begins to appear; the run
  /// ends after ``containerDidAppear(animated:)``.
  func beginAppearanceTransition(animated: Bool) {
    appearance = .appearing
    let target = loadAppearanceState()
    let id = startRun(animated: animated, awaitsContainerAppearance: true)
    willTransition(to: target, animated: animated)
    state = target
    let (removed, added) = remount(children(for: target))
    removed.forEach { settle($0, isAppearing: false, animated: animated) }
    for child in mounted.map(\.child) where phase(of: child) != .appearing {
      setPhase(.appearing, of: child, animated: animated)
    }
    if animated {
      animate(added.map { ($0, true) }, run: id)
    }
  }

  /// Ends the run `id` if every animation step fired and, for the appearance transition, the
  /// container has appeared; then calls `didTransition` and runs the queued request.
  func completeRunIfDone(_ id: Int) {
    guard let finished = run, finished.id == id, finished.nextEvent == nil,
      !finished.awaitsContainerAppearance || appearance == .appeared
    else { return }
    finished.task?.cancel()
    run = nil
    deferral += 1
    didTransition(from: finished.previous, animated: finished.animated)
    if let state {
      transitionFinished.send(
        Transition(previous: finished.previous, current: state, animated: finished.animated))
    }
    deferral -= 1
    runPendingTransition()
  }

  /// Starts the queued request, if nothing blocks it.
  func runPendingTransition() {
    guard run == nil, deferral == 0, let next = pending else { return }
    pending = nil
    beginTransition(to: next.state, animated: next.animated)
  }

  /// Ends a child's part in the run: a removed child leaves the hierarchy and did-disappears if it
  /// was disappearing; an added one did-appears if it is appearing and the container has appeared.
  func settle(_ child: any StateChild, isAppearing: Bool, animated: Bool) {
    guard let index = mounted.firstIndex(where: { $0.child === child }) else { return }
    mounted[index].isAnimating = false
    if !isAppearing {
      let leaving = mounted.remove(at: index)
      if leaving.phase == .disappearing { deliver(.disappeared, to: child, animated: animated) }
    } else if mounted[index].phase == .appearing, appearance == .appeared {
      setPhase(.appeared, of: child, animated: animated)
    }
  }

  /// The phase of a mounted child.
  func phase(of child: any StateChild) -> _ChildPhase? {
    mounted.first { $0.child === child }?.phase
  }

  /// Records a mounted child's new phase, then sends the callbacks for it.
  func setPhase(_ phase: _ChildPhase, of child: any StateChild, animated: Bool) {
    guard let index = mounted.firstIndex(where: { $0.child === child }) else { return }
    mounted[index].phase = phase
    deliver(phase, to: child, animated: animated)
  }

  // MARK: Private

  /// Makes a new run current; requests are queued from here on.
  private func startRun(animated: Bool, awaitsContainerAppearance: Bool) -> Int {
    lastRunID += 1
    run = _TransitionRun(
      id: lastRunID, previous: state, animated: animated,
      awaitsContainerAppearance: awaitsContainerAppearance)
    return lastRunID
  }

  /// Replaces the hierarchy by `incoming` (duplicates dropped), keeping matched children's
  /// records; removed children stay mounted on top until they settle.
  /// - Returns: The removed children in their old order and the added ones in their new order.
  private func remount(
    _ incoming: [any StateChild]
  ) -> (removed: [any StateChild], added: [any StateChild]) {
    var seen = Set<ObjectIdentifier>()
    let unique = incoming.filter { seen.insert(ObjectIdentifier($0)).inserted }
    let leaving = mounted.filter { !seen.contains($0.id) }
    let kept = Dictionary(uniqueKeysWithValues: mounted.map { ($0.id, $0) })
    let added = unique.filter { kept[ObjectIdentifier($0)] == nil }
    mounted =
      unique.map { kept[ObjectIdentifier($0)] ?? _MountedChild(child: $0, phase: .disappeared) }
      + leaving
    return (leaving.map(\.child), added)
  }

  /// Sends the child callback and the container hook for entering `phase`: the hook first for
  /// will-callbacks, last for did-callbacks.
  private func deliver(_ phase: _ChildPhase, to child: any StateChild, animated: Bool) {
    switch phase {
    case .appearing:
      childWillAppear(child, animated: animated)
      child.willAppear(animated: animated)
    case .appeared:
      child.didAppear(animated: animated)
      childDidAppear(child, animated: animated)
    case .disappearing:
      childWillDisappear(child, animated: animated)
      child.willDisappear(animated: animated)
    case .disappeared:
      child.didDisappear(animated: animated)
      childDidDisappear(child, animated: animated)
    }
  }
}

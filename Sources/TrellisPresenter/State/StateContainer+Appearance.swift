extension StateContainer {
  // MARK: Public

  /// Tells the container it is about to appear; call it from the host's `viewWillAppear`.
  ///
  ///     override func viewWillAppear(_ animated: Bool) {  // in the UIKit binding
  ///       super.viewWillAppear(animated)
  ///       container.containerWillAppear(animated: animated)
  ///     }
  ///
  /// Starts a transition to ``StateContainer/loadAppearanceState()``: `willTransition`, then
  /// did-disappear for children of the old state that were still disappearing, then will-appear
  /// for every child of the new state, bottom first. When `animated`, children added by it run
  /// their ``StateChildTransitioning`` timeline; children already mounted do not animate. The
  /// transition ends after ``containerDidAppear(animated:)`` and every animation. A running
  /// transition cannot exist here: disappearing finishes it.
  ///
  /// A repeated call while appearing or appeared does nothing.
  /// - Parameter animated: Whether the container's appearance is animated.
  public func containerWillAppear(animated: Bool) {
    guard appearance.isOffScreen else { return }
    deferral += 1
    beginAppearanceTransition(animated: animated)
    deferral -= 1
    runPendingTransition()
  }

  /// Tells the container it appeared; call it from the host's `viewDidAppear`.
  ///
  ///     container.containerDidAppear(animated: true)
  ///
  /// Children that are appearing and not animating get did-appear, bottom first; an animating
  /// child gets it when its animation window closes. Then, once every animation is over,
  /// `didTransition(from:animated:)` ends the appearance transition. Without a preceding
  /// ``containerWillAppear(animated:)``, that call is made first; a repeated call does nothing.
  /// - Parameter animated: Whether the container's appearance was animated.
  public func containerDidAppear(animated: Bool) {
    if appearance.isOffScreen { containerWillAppear(animated: animated) }
    guard appearance == .appearing else { return }
    appearance = .appeared
    deferral += 1
    for record in mounted where record.phase == .appearing && !record.isAnimating {
      setPhase(.appeared, of: record.child, animated: animated)
    }
    deferral -= 1
    if let id = run?.id { completeRunIfDone(id) }
    runPendingTransition()
  }

  /// Tells the container it is about to disappear; call it from the host's `viewWillDisappear`.
  ///
  ///     container.containerWillDisappear(animated: true)
  ///
  /// In order: the running transition finishes at once (remaining animation steps fire, its
  /// did-callbacks and `didTransition(from:animated:)` run); every visible or appearing child gets
  /// will-disappear, bottom first; then the queued request, if any, runs at once without
  /// animation — children it removes did-disappear, children it adds stay hidden until the next
  /// appearance. A repeated call does nothing. The queued request is never dropped.
  ///
  /// - Parameter animated: Whether the container's disappearance is animated.
  public func containerWillDisappear(animated: Bool) {
    guard !appearance.isOffScreen else { return }
    deferral += 1
    if let id = run?.id { finishRun(id, releasingAppearanceGate: true) }
    appearance = .disappearing
    for record in mounted where record.phase == .appearing || record.phase == .appeared {
      setPhase(.disappearing, of: record.child, animated: animated)
    }
    deferral -= 1
    runPendingTransition()
  }

  /// Tells the container it disappeared; call it from the host's `viewDidDisappear`.
  ///
  ///     container.containerDidDisappear(animated: true)
  ///
  /// Every disappearing child gets did-disappear, bottom first. Children stay mounted: the next
  /// appearance decides which of them to keep. Without a preceding
  /// ``containerWillDisappear(animated:)``, that call is made first; a repeated call does nothing.
  /// - Parameter animated: Whether the container's disappearance was animated.
  public func containerDidDisappear(animated: Bool) {
    if !appearance.isOffScreen { containerWillDisappear(animated: animated) }
    guard appearance == .disappearing else { return }
    appearance = .disappeared
    deferral += 1
    for record in mounted where record.phase == .disappearing {
      setPhase(.disappeared, of: record.child, animated: animated)
    }
    deferral -= 1
    runPendingTransition()
  }
}

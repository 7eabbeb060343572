extension Presenter {
  // MARK: Public

  /// Changes state and marks this presenter dirty; its page renders it in the next update pass.
  ///
  ///     setState(animated: true) {
  ///       isExpanded.toggle()
  ///     } completion: {
  ///       print("rendered")
  ///     }
  ///
  /// `change` runs at once. Calls made before the pass merge: one ``onUpdate(context:)`` renders
  /// them all, their contexts merged (see ``UpdateContext/merge(_:)``) and their completions run
  /// in call order after the pass. A call made while the pass runs — from any presenter's
  /// ``onUpdate(context:)``, this one's included — is rendered in the same pass; none is lost.
  ///
  /// The pass runs in rounds: each renders the dirty presenters in tree order (parents before
  /// children, siblings in order, the same on every run), and work that appears
  /// during a round runs in the next, until none is left. A pass that still has work after the
  /// page's `maximumUpdateRounds` stops and reports
  /// ``PresenterDiagnostic/updateLoop(rounds:presenters:)`` instead of hanging. Every completion
  /// runs after the updates and the layout step of its pass — one contract, whether or not the
  /// update animates.
  ///
  /// An unbound presenter, or one outside a page, keeps the work waiting and renders it, merged,
  /// when it binds inside a page.
  ///
  /// - Parameters:
  ///   - animated: Whether the page animates this update.
  ///   - change: Mutates this presenter's state.
  ///   - completion: Runs after the pass that renders the change.
  /// - Complexity: O(1), plus `change`.
  public func setState(
    animated: Bool = false,
    _ change: () -> Void = {},
    completion: (@MainActor () -> Void)? = nil
  ) {
    setState(UpdateContext(animated: animated), change, completion: completion)
  }

  /// Changes state and marks this presenter dirty, with a full update context.
  ///
  ///     setState(UpdateContext(animated: true, animator: .spring(bounce: 0.2))) {
  ///       isExpanded = true
  ///     }
  ///
  /// - Parameters:
  ///   - context: The animation and layout this change asks for; merged with the other changes
  ///     rendered in the same update.
  ///   - change: Mutates this presenter's state.
  ///   - completion: Runs after the pass that renders the change.
  /// - Complexity: O(1), plus `change`.
  public func setState(
    _ context: UpdateContext,
    _ change: () -> Void = {},
    completion: (@MainActor () -> Void)? = nil
  ) {
    change()
    if _pending == nil {
      _pending = _Transaction(context: context)
    } else {
      _pending?.context.merge(context)
    }
    if let completion {
      _pending?.completions.append(completion)
    }
    _requestUpdateIfReady()
  }

  /// Whether this presenter has state changes that are not rendered yet.
  ///
  ///     presenter.setState()
  ///     presenter.needsUpdate   // true until the pass
  public var needsUpdate: Bool { _pending != nil }

  /// Renders this presenter's waiting changes now, synchronously and unanimated, and runs their
  /// completions; only this presenter is updated.
  ///
  ///     row.setState { row.title = "Now" }
  ///     row.updateIfNeeded()   // row.onUpdate ran; the rest of the page waits for its pass
  ///
  /// Does nothing when the presenter is unbound or has nothing waiting. Works outside a page too.
  ///
  /// - Complexity: O(1), plus the update.
  public func updateIfNeeded() {
    guard isBound, let transaction = _pending else { return }
    _pending = nil
    var context = transaction.context
    context.disablesAnimation = true
    _render(context, completions: transaction.completions)
  }

  // MARK: Internal

  /// This presenter's page machinery, if it is in a page that is not torn down.
  var _pageRuntime: _PageRuntime? { root?._runtime }

  /// Queues this presenter in its page if it has work and can render.
  func _requestUpdateIfReady() {
    guard _pending != nil, isBound, let runtime = _pageRuntime else { return }
    runtime.enqueue(self)
  }

  /// Renders outside the pass loop (bind, ``updateIfNeeded()``) and finishes the completions.
  func _render(_ context: UpdateContext, completions: [@MainActor () -> Void]) {
    _runUpdate(context)
    if context.layoutIfNeeded, isBound {
      onLayout(context: context)
    }
    _finish(completions)
  }

  /// Runs completions now, or at the end of the pass that is running.
  func _finish(_ completions: [@MainActor () -> Void]) {
    if let runtime = _pageRuntime, runtime.isFlushing {
      runtime.passCompletions.append(contentsOf: completions)
    } else {
      for completion in completions { completion() }
    }
  }
}

/// Work waiting to be rendered: merged context and completions in call order.
struct _Transaction {
  var context: UpdateContext
  var completions: [@MainActor () -> Void] = []
}

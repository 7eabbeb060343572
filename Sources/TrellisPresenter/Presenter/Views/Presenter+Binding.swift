extension Presenter {
  // MARK: Public

  /// Whether this presenter is bound and its view (if it has one) is still alive.
  ///
  ///     page.load(view: PageView())
  ///     page.root.isBound   // true
  ///
  /// A view-less presenter is bound while its parent is (unless ``bindsToParentView`` is off). A
  /// ``ViewPresenter`` whose weakly held view deallocated is *not* bound, and its state changes
  /// wait for the next bind.
  public var isBound: Bool { _isBound && _isViewAlive }

  /// Binds a view-less presenter by hand, e.g. a page's root after ``unbindView()``:
  /// ``onBindView()``, the children bind, then the binding update. Does nothing when bound.
  ///
  ///     page.root.unbindView()
  ///     page.root.bindWithoutView()
  ///
  /// - Precondition: This is not a ``ViewPresenter``; bind those with
  ///   ``ViewPresenter/bind(_:retention:)``.
  /// - Complexity: O(*n*) in the size of the subtree, plus the callbacks.
  public func bindWithoutView() {
    precondition(
      _bindsWithoutView, "Presenter binding: a ViewPresenter binds a view, with bind(_:retention:)")
    guard !_isBound else { return }
    _didStoreView()
  }

  /// Unbinds this presenter and then every child (manually bound children too).
  ///
  ///     page.root.unbindView()
  ///
  /// ``onUnbindView()`` runs first, while the view is still readable; the view is released after
  /// the children unbound. Unbinding an unbound presenter does nothing. State changes made while
  /// unbound wait, merged, and render when the presenter binds again.
  ///
  /// - Complexity: O(*n*) in the size of the subtree.
  public func unbindView() {
    guard _isBound else { return }
    onUnbindView()
    for child in children where child.parent === self {
      child.unbindView()
    }
    _isBound = false
    _clearView()
  }

  // MARK: Internal

  /// Binds as the child of a bound parent, if this presenter opts in and is not bound yet.
  func _autoBind() {
    guard bindsToParentView, !_isBound else { return }
    _autoBindResolvingView()
  }

  /// Completes a bind once the view (if any) is stored: ``onBindView()``, the children's binds,
  /// then the binding update.
  func _didStoreView() {
    _isBound = true
    onBindView()
    if bindsChildViews {
      for child in children where child.parent === self {
        child._autoBind()
      }
    }
    _renderBinding()
  }

  /// The binding update: renders immediately, unanimated, with whatever was waiting merged in.
  func _renderBinding() {
    guard isBound else { return }
    let transaction = _pending ?? _Transaction(context: UpdateContext())
    _pending = nil
    var context = transaction.context
    context.isBindingView = true
    context.disablesAnimation = true
    _render(context, completions: transaction.completions)
  }
}

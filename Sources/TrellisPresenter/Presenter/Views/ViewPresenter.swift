/// A presenter that renders into a view of type `View`: any class, a `UIView` in an app, a plain
/// object in tests.
///
///     final class TitlePresenter: ViewPresenter<TitleView> {
///       var title = ""
///       override func onUpdate(view: TitleView, context: UpdateContext) {
///         view.text = title
///       }
///     }
///     let presenter = TitlePresenter()
///     presenter.bind(TitleView())   // onBindView, then an update with isBindingView
///
/// A `ViewPresenter` child of a bound presenter binds itself: it looks for its view in the nearest
/// ancestor's view (see ``ViewResolving`` and ``SubviewProviding``). A page binds its root with
/// ``PagePresenter/load(view:retention:)``.
///
/// The typed callbacks ``onBindView(_:)``, ``onUpdate(view:context:)`` and ``onUnbindView(_:)``
/// are called by this class's overrides of the view-less ones, only while the view is alive;
/// call `super` if you override the view-less ones too.
open class ViewPresenter<View: AnyObject>: Presenter {
  // MARK: Lifecycle

  /// Creates an unbound presenter.
  ///
  ///     let presenter = TitlePresenter()
  override public init() { super.init() }

  // MARK: Public

  /// The bound view; `nil` when unbound or when a weakly held view has deallocated.
  ///
  ///     presenter.view?.text
  public var view: View? { strongView ?? weakView }

  /// Binds `view`, first unbinding the current one: ``onBindView(_:)``, the children bind, then
  /// this presenter updates at once, unanimated, with ``UpdateContext/isBindingView`` and any
  /// waiting changes merged in; their completions run.
  ///
  ///     presenter.bind(cell, retention: .weak)
  ///
  /// Binding is independent of the page's update machinery, so rebinding a page's root keeps its
  /// updates flowing.
  ///
  /// - Parameters:
  ///   - view: The view to render into.
  ///   - retention: Whether the presenter keeps the view alive.
  /// - Complexity: O(*n*) in the size of the subtree, plus the callbacks.
  public func bind(_ view: View, retention: ViewRetention = .strong) {
    if _isBound { unbindView() }
    store(view, retention: retention)
    _didStoreView()
  }

  /// Called when `view` is bound, before the children bind and before the binding update.
  ///
  ///     override func onBindView(_ view: TitleView) { view.onTap = { [weak self] in self?.tap() } }
  ///
  /// - Parameter view: The new view.
  open func onBindView(_ view: View) {}

  /// Renders this presenter's state into `view`.
  ///
  ///     override func onUpdate(view: TitleView, context: UpdateContext) { view.text = title }
  ///
  /// - Parameters:
  ///   - view: The bound view.
  ///   - context: What the merged state changes asked for.
  open func onUpdate(view: View, context: UpdateContext) {}

  /// Called when `view` is about to be unbound, before the children unbind.
  ///
  ///     override func onUnbindView(_ view: TitleView) { view.onTap = nil }
  ///
  /// - Parameter view: The view being unbound.
  open func onUnbindView(_ view: View) {}

  /// Calls ``onBindView(_:)`` with the view.
  ///
  ///     super.onBindView()
  override open func onBindView() {
    if let view { onBindView(view) }
  }

  /// Calls ``onUpdate(view:context:)`` with the view, if it is alive.
  ///
  ///     super.onUpdate(context: context)
  ///
  /// - Parameter context: What the merged state changes asked for.
  override open func onUpdate(context: UpdateContext) {
    if let view { onUpdate(view: view, context: context) }
  }

  /// Calls ``onUnbindView(_:)`` with the view, if it is alive.
  ///
  ///     super.onUnbindView()
  override open func onUnbindView() {
    if let view { onUnbindView(view) }
  }

  /// Lays the view out if it adopts ``LayoutIfNeededProviding``.
  ///
  ///     setState(UpdateContext(layoutIfNeeded: true))
  ///
  /// - Parameter context: This presenter's merged context for the pass.
  override open func onLayout(context: UpdateContext) {
    (view as? any LayoutIfNeededProviding)?.layoutIfNeeded()
  }

  // MARK: Internal

  override package var _viewObject: AnyObject? { view }

  override var _isViewAlive: Bool { view != nil }

  override var _bindsWithoutView: Bool { false }

  override func _autoBindResolvingView() {
    guard let found = resolveView() else { return }
    store(found, retention: .strong)
    _didStoreView()
  }

  override func _clearView() {
    strongView = nil
    weakView = nil
  }

  // MARK: Private

  private var strongView: View?
  private weak var weakView: View?

  private func store(_ view: View, retention: ViewRetention) {
    switch retention {
    case .strong: strongView = view
    case .weak: weakView = view
    }
  }

  /// The view to auto-bind: asked of the nearest ancestor view if it resolves views, else that
  /// view itself if it has the right type, else the first such subview, level by level, that no
  /// sibling is bound to.
  private func resolveView() -> View? {
    var node = parent
    while let current = node, current._viewObject == nil { node = current.parent }
    guard let host = node?._viewObject else { return nil }
    if let resolver = host as? any ViewResolving {
      return resolver.view(ofType: View.self, for: self)
    }
    if let match = host as? View { return match }
    var level = (host as? any SubviewProviding)?.subviewsForBinding ?? []
    while !level.isEmpty {
      for candidate in level {
        if let match = candidate as? View, !isBoundToSibling(match) { return match }
      }
      level = level.flatMap { ($0 as? any SubviewProviding)?.subviewsForBinding ?? [] }
    }
    return nil
  }

  private func isBoundToSibling(_ candidate: AnyObject) -> Bool {
    parent?.children.contains { $0 !== self && $0._viewObject === candidate } ?? false
  }
}

/// A presenter that binds a typed view; lets ``PagePresenter/load(view:retention:)`` bind the
/// root. ``ViewPresenter`` conforms.
@MainActor
public protocol ViewBinding: Presenter {
  /// The view type.
  associatedtype View: AnyObject

  /// Binds `view`.
  ///
  /// - Parameters:
  ///   - view: The view.
  ///   - retention: Whether the presenter keeps the view alive.
  func bind(_ view: View, retention: ViewRetention)
}

extension ViewPresenter: ViewBinding {}

/// Whether a presenter keeps its bound view alive.
///
///     presenter.bind(cell, retention: .weak)   // the list owns its cells
public enum ViewRetention: Sendable, Hashable {
  /// The presenter keeps the view alive until it unbinds.
  case strong
  /// The presenter does not keep the view alive; when the view deallocates the presenter stops
  /// counting as bound and its changes wait for the next bind.
  case weak
}

/// A view that can lay itself out on demand; ``ViewPresenter`` calls it after the updates of a
/// pass when the context asks for ``UpdateContext/layoutIfNeeded``. TrellisUIKit conforms
/// `UIView`.
@MainActor
public protocol LayoutIfNeededProviding: AnyObject {
  /// Lays out the view now if its layout is invalid.
  ///
  ///     view.layoutIfNeeded()
  func layoutIfNeeded()
}

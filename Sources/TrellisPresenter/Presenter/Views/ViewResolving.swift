/// A view that decides which of its views a child presenter binds, e.g. a cell that hosts a
/// nested list.
///
///     extension CardView: ViewResolving {
///       func view<V: AnyObject>(ofType type: V.Type, for presenter: Presenter) -> V? {
///         presenter is BadgePresenter ? badge as? V : nil
///       }
///     }
///
/// When the nearest ancestor view adopts this protocol its answer is final: `nil` leaves the
/// presenter unbound.
@MainActor
public protocol ViewResolving: AnyObject {
  /// The view `presenter` should bind, or `nil`.
  ///
  /// - Parameters:
  ///   - type: The view type `presenter` renders into.
  ///   - presenter: The child presenter looking for a view.
  /// - Returns: A view of `type`, or `nil`.
  func view<V: AnyObject>(ofType type: V.Type, for presenter: Presenter) -> V?
}

/// A view whose subviews child presenters may bind: the search is level by level and takes the
/// first view of the right type that no sibling presenter is bound to. TrellisUIKit conforms
/// `UIView`, whose `subviews` are its subviews for binding.
///
/// A match a sibling already bound is skipped, so two same-type siblings bind two different
/// views: the second sibling takes the next match.
@MainActor
public protocol SubviewProviding: AnyObject {
  /// The direct subviews, in order.
  ///
  ///     var subviewsForBinding: [AnyObject] { [title, badge] }
  var subviewsForBinding: [AnyObject] { get }
}

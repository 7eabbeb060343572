/// Who receives a notification, relative to the presenter that sends it.
///
///     notify((any Refreshing).self, scope: .children) { $0.refresh() }
///
/// Recipients are the presenters (and manual listeners) that conform to the listener protocol,
/// each notified at most once, synchronously, in this order. "Tree order" is depth first, a
/// presenter before its children, children in ``Presenter/children`` order. "Listeners" are the
/// page's manual listeners for exactly that protocol, in the order they were added.
///
/// | scope sent by presenter `P` (not the root) | recipients | `P` |
/// |---|---|---|
/// | ``global`` | listeners, then the root and every descendant in tree order; nobody when `P` is not in a page | excluded |
/// | ``reusable`` | from `P`'s parent up, the first ``ItemHolding`` presenter, its subtree in tree order, then its ``ItemHolding/reusablePresenters``; reaching the root without one means ``global``; a chain that ends outside a page means nobody | excluded |
/// | ``children`` | `P`'s descendants in tree order; no listeners, no page needed | — |
/// | ``childrenAndSelf`` | `P`, then its descendants | included |
/// | ``parents`` | `P`'s ancestors nearest first; the listeners come just before the root | excluded |
/// | ``manual`` | the listeners | excluded |
///
/// Sent by the page's root: ``parents`` reaches the listeners, ``manual`` the listeners, and
/// every other scope the listeners and then the whole tree. Sent by a service or the page, the
/// scope is taken relative to the owning presenter (the root for the page) and nobody is
/// excluded.
///
/// ``childrenAndSelf`` includes the sender, and ``children`` does not; any number of listeners per
/// protocol are kept; an object that is both a tree node and a listener is notified once, not
/// twice.
public enum NotificationScope: Sendable, Hashable, CaseIterable {
  /// The whole page: listeners, the root and every descendant.
  case global
  /// The nearest item holder above the sender, its subtree and its cell presenters.
  case reusable
  /// The sender's descendants.
  case children
  /// The sender and its descendants.
  case childrenAndSelf
  /// The sender's ancestors, nearest first, with the listeners before the root.
  case parents
  /// The page's manual listeners only.
  case manual
}

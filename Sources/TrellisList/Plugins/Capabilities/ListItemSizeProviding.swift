import Foundation

/// A plugin that sizes items whose view type gives no size of its own.
///
///     final class Heights: ListAdapterPlugin, ListItemSizeProviding {
///       func size(of item: ListItem, fitting container: CGSize) -> CGSize? {
///         item.content(as: Note.self).map { CGSize(width: container.width, height: $0.height) }
///       }
///     }
///     adapter.attach(Heights())
///
/// The adapter sizes an item with its view type's or closure's size if it gives one, else with the
/// first non-`nil` answer of the attached sizing plugins, in attach order, else with
/// ``ListAdapter/Configuration-swift.struct/fallbackItemSize``. Answers are cached in
/// ``ListAdapter/sizeCache`` per identity, content and container size: answer the same for the
/// same item content, and invalidate the cache (or change the content) when the answer changes.
@MainActor
public protocol ListItemSizeProviding: ListAdapterPlugin {
  /// The size of `item` in a container of size `container`, or `nil` to let the next plugin (or
  /// the fallback size) answer.
  ///
  /// - Parameters:
  ///   - item: The item (the real one, for a copy a transform made).
  ///   - container: The host's viewport size.
  /// - Returns: The size, or `nil`.
  func size(of item: ListItem, fitting container: CGSize) -> CGSize?
}

import Foundation

/// The object a ``ListHost`` pulls its content from, as UIKit pulls from a data source.
///
///     func listHost(_ host: any ListHost, cellForItemAt path: ItemPath) throws(ListHostError)
///       -> AnyObject
///     {
///       let cell = try host.dequeueCell(withReuseIdentifier: "title", for: path)
///       (cell as? TitleCell)?.text = titles[path.item]
///       return cell
///     }
///
/// The host asks for counts when it loads or applies a batch, and for views and sizes only for
/// what it lays out or shows. Answers must describe the data the host is displaying: during a
/// batch, the data after it.
@MainActor
public protocol ListHostDataSource: AnyObject {
  /// The number of sections.
  ///
  /// - Parameter host: The asking host.
  /// - Returns: A count of zero or more.
  func numberOfSections(in host: any ListHost) -> Int

  /// The number of items in `section`.
  ///
  /// - Parameters:
  ///   - host: The asking host.
  ///   - section: A section index.
  /// - Returns: A count of zero or more.
  func listHost(_ host: any ListHost, numberOfItemsInSection section: Int) -> Int

  /// The cell that shows the item at `path`, dequeued from `host` for that path.
  ///
  /// - Parameters:
  ///   - host: The asking host.
  ///   - path: The item's path.
  /// - Returns: A configured cell from ``ListHost/dequeueCell(withReuseIdentifier:for:)``.
  /// - Throws: What dequeuing throws.
  func listHost(_ host: any ListHost, cellForItemAt path: ItemPath) throws(ListHostError)
    -> AnyObject

  /// The supplementary view of `kind` at `path`, dequeued from `host` for that kind and path.
  ///
  /// - Parameters:
  ///   - host: The asking host.
  ///   - kind: The supplementary kind.
  ///   - path: `[section, 0]` for headers and footers.
  /// - Returns: A configured view from
  ///   ``ListHost/dequeueSupplementaryView(ofKind:withReuseIdentifier:for:)``.
  /// - Throws: What dequeuing throws.
  func listHost(
    _ host: any ListHost, viewForSupplementaryOfKind kind: SupplementaryKind, at path: ItemPath
  ) throws(ListHostError) -> AnyObject

  /// The size of the item at `path`.
  ///
  /// - Parameters:
  ///   - host: The asking host.
  ///   - path: The item's path.
  /// - Returns: The item's size.
  func listHost(_ host: any ListHost, sizeForItemAt path: ItemPath) -> CGSize

  /// The size of the supplementary view of `kind` in `section`; `.zero` when there is none.
  ///
  /// - Parameters:
  ///   - host: The asking host.
  ///   - kind: The supplementary kind.
  ///   - section: A section index.
  /// - Returns: The view's size, or `.zero`.
  func listHost(
    _ host: any ListHost, sizeForSupplementaryOfKind kind: SupplementaryKind, inSection section: Int
  ) -> CGSize
}

import TrellisDiff

/// What a laid-out element is: an item (a cell), a supplementary view, or a decoration view.
///
///     switch attributes.element.kind {
///     case .item: dequeueCell(at: attributes.element.path)
///     case .supplementary(let kind): dequeueSupplementary(kind, at: attributes.element.path)
///     case .decoration: break  // drawn by the layout, not by the data source
///     }
///
/// Supplementary views come from the data source (headers, footers); decoration views belong to
/// the layout (section backgrounds), as in `UICollectionViewLayout`.
public enum LayoutElementKind: Hashable, Sendable {
  /// A cell showing one item.
  case item
  /// A supplementary view of the given kind, provided by the data source.
  case supplementary(SupplementaryKind)
  /// A decoration view of the given kind, owned by the layout.
  case decoration(SupplementaryKind)
}

/// The identity of one element of a layout: its kind and its path.
///
///     let cell = LayoutElement.item(ItemPath(item: 2, section: 0))
///     let header = LayoutElement.header(inSection: 0)  // path [0, 0], like UIKit's
///
/// Items are identified by their `ItemPath`; supplementary and decoration views by their kind and
/// section, with the path `ItemPath(item: 0, section: section)` as UIKit uses for headers. A
/// supplementary view of one item (a badge, placed by `ItemSupplementaryPlacement`) has its
/// item's path, as in UIKit's compositional layout.
public struct LayoutElement: Hashable, Sendable {
  // MARK: Lifecycle

  /// Creates an element identity.
  ///
  ///     LayoutElement(kind: .supplementary(.footer), path: ItemPath(item: 0, section: 3))
  ///
  /// - Parameters:
  ///   - kind: What the element is.
  ///   - path: The item's path, or `[section, 0]` for a supplementary or decoration view.
  public init(kind: LayoutElementKind, path: ItemPath) {
    self.kind = kind
    self.path = path
  }

  // MARK: Public

  /// What the element is.
  public var kind: LayoutElementKind
  /// The item's path, or `[section, 0]` for a section's supplementary or decoration view (the
  /// item's path for an item's supplementary view).
  public var path: ItemPath

  /// The element for the item at `path`.
  ///
  ///     LayoutElement.item(ItemPath(item: 0, section: 1))
  ///
  /// - Parameter path: The item's path.
  /// - Returns: An element of kind `.item`.
  public static func item(_ path: ItemPath) -> LayoutElement {
    LayoutElement(kind: .item, path: path)
  }

  /// The header of `section`.
  ///
  ///     LayoutElement.header(inSection: 2).path  // [2, 0]
  ///
  /// - Parameter section: The section's index.
  /// - Returns: A supplementary element of kind `.header`.
  public static func header(inSection section: Int) -> LayoutElement {
    LayoutElement(kind: .supplementary(.header), path: ItemPath(item: 0, section: section))
  }

  /// The footer of `section`.
  ///
  ///     LayoutElement.footer(inSection: 2).path  // [2, 0]
  ///
  /// - Parameter section: The section's index.
  /// - Returns: A supplementary element of kind `.footer`.
  public static func footer(inSection section: Int) -> LayoutElement {
    LayoutElement(kind: .supplementary(.footer), path: ItemPath(item: 0, section: section))
  }
}

extension LayoutElement: CustomStringConvertible {
  /// The kind and path, such as `item [0, 3]` or `header [1, 0]`.
  ///
  ///     print(LayoutElement.header(inSection: 1))  // header [1, 0]
  public var description: String {
    switch kind {
    case .item: "item \(path)"
    case .supplementary(let kind): "\(kind) \(path)"
    case .decoration(let kind): "decoration \(kind) \(path)"
    }
  }
}

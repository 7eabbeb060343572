/// The kind of a supplementary view: a section header, a footer, or a kind of your own.
///
///     section[supplementary: .header] = ListItem(id: "h", content: "Fruit", view: HeaderView.self)
///     section[supplementary: "badge"] = ListItem(id: "b", content: "New", view: BadgeView.self)
///
/// The raw values of ``header`` and ``footer`` are UIKit's own element kinds, so a kind passes to
/// `UICollectionView` unchanged.
public struct SupplementaryKind: RawRepresentable, Hashable, Sendable {
  /// The kind's string, as a collection view layout names it.
  public var rawValue: String

  /// Creates a kind from its string.
  ///
  /// - Parameter rawValue: The kind's string.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A section header (`UICollectionView.elementKindSectionHeader`).
  public static let header = SupplementaryKind(rawValue: "UICollectionElementKindSectionHeader")

  /// A section footer (`UICollectionView.elementKindSectionFooter`).
  public static let footer = SupplementaryKind(rawValue: "UICollectionElementKindSectionFooter")
}

extension SupplementaryKind: ExpressibleByStringLiteral {
  /// Creates a custom kind from a string literal.
  ///
  /// - Parameter value: The kind's string.
  public init(stringLiteral value: String) { self.init(rawValue: value) }
}

extension SupplementaryKind: Comparable {
  /// Orders the header first, then the footer, then other kinds by their strings.
  public static func < (lhs: SupplementaryKind, rhs: SupplementaryKind) -> Bool {
    (lhs.rank, lhs.rawValue) < (rhs.rank, rhs.rawValue)
  }

  private var rank: Int {
    switch self {
    case .header: 0
    case .footer: 1
    default: 2
    }
  }
}

extension SupplementaryKind: CustomStringConvertible {
  /// `header`, `footer`, or the custom kind's string.
  public var description: String {
    switch self {
    case .header: "header"
    case .footer: "footer"
    default: rawValue
    }
  }
}

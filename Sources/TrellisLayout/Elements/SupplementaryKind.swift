/// The kind of a view that is not an item: a header, a footer, a background, or your own kind.
///
///     let kind: SupplementaryKind = .header
///     let badge: SupplementaryKind = "badge"  // a custom kind, from a string literal
///
/// UIKit names supplementary kinds with strings (`UICollectionView.elementKindSectionHeader`); the
/// UIKit binding maps `.header` and `.footer` to those constants and passes other names through.
public struct SupplementaryKind: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
  // MARK: Lifecycle

  /// Creates a kind from its name.
  ///
  ///     SupplementaryKind(rawValue: "badge")
  ///
  /// - Parameter rawValue: The kind's name; equal names are the same kind.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Creates a kind from a string literal.
  ///
  ///     let kind: SupplementaryKind = "badge"
  ///
  /// - Parameter value: The kind's name.
  public init(stringLiteral value: String) {
    self.init(rawValue: value)
  }

  // MARK: Public

  /// A section header: before the section's items along the scroll axis.
  ///
  ///     layout.frame(of: .header, inSection: 0)
  public static let header = SupplementaryKind(rawValue: "header")

  /// A section footer: after the section's items along the scroll axis.
  ///
  ///     layout.frame(of: .footer, inSection: 0)
  public static let footer = SupplementaryKind(rawValue: "footer")

  /// A section background: a decoration view behind the section (see `SectionBackground`).
  ///
  ///     layout.frame(of: .background, inSection: 0)
  public static let background = SupplementaryKind(rawValue: "background")

  /// The kind's name.
  public let rawValue: String
}

extension SupplementaryKind: CustomStringConvertible {
  /// The kind's name.
  ///
  ///     print(SupplementaryKind.header)  // header
  public var description: String { rawValue }
}

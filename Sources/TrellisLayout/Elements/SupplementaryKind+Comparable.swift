extension SupplementaryKind: Comparable {
  /// Orders the header first, then the footer, then the background, then other kinds by name.
  ///
  ///     [SupplementaryKind("badge"), .footer, .header].sorted()  // [header, footer, badge]
  public static func < (lhs: SupplementaryKind, rhs: SupplementaryKind) -> Bool {
    (lhs._rank, lhs.rawValue) < (rhs._rank, rhs.rawValue)
  }

  private var _rank: Int {
    switch self {
    case .header: 0
    case .footer: 1
    case .background: 2
    default: 3
    }
  }
}

import TrellisCore
import TrellisDiff
import TrellisLayout

/// What the list adapter does with items or sections whose identities repeat within one model.
///
/// Duplicate identities are bad runtime data (a server sent the same post twice), not a
/// programmer error: the adapter never crashes on them. It reports each one to its
/// ``ListAdapter/diagnostics`` (loud in debug builds) and applies the policy.
public enum DuplicatePolicy: Hashable, Sendable {
  /// Shows only the first occurrence of each identity; later ones are dropped from display.
  case keepFirst
  /// Shows every occurrence, matching the k-th occurrence in one model with the k-th in the next
  /// (the diff's own rule for repeated identities).
  case disambiguateByOccurrence
}

/// A problem the list adapter found in the data it was given, and the fallback it applied.
public enum ListDiagnostic: Diagnostic, Equatable {
  /// Two sections of one model share `id`, at section indices `first` and `duplicate`.
  case duplicateSectionID(AnyListID, first: Int, duplicate: Int)
  /// Two items of one model share `id`, at `first` and `duplicate`.
  case duplicateItemID(AnyListID, first: ItemPath, duplicate: ItemPath)
  /// An item carries more than one supplementary view of `kind`: the first is shown, the others
  /// are left out (see ``ListItem/supplementary(_:_:placement:)``). Reported each time a host
  /// lays the item out.
  case duplicateItemSupplementary(SupplementaryKind, itemID: AnyListID)
  /// An item carries a supplementary view of `kind`, but its host shows none per item (a table
  /// view: only section headers and footers): the item is shown without it. Reported each time
  /// the host asks for the item's supplementary views.
  case itemSupplementaryUnsupported(SupplementaryKind, itemID: AnyListID)
  /// A view type did not match the item it was asked to show: the cell was left unconfigured.
  case viewTypeMismatch(ViewTypeMismatch)
  /// A ``ListCarousel`` follows a band whose `OrthogonalScrolling` behaviour does not snap
  /// (`.continuous`): its pages are still tracked, but a released drag rests between pages.
  /// Give the section `.groupPaging` (leading pages) or `.groupPagingCentered` (centred pages).
  /// Reported when the carousel's section gets such a description.
  case carouselBandDoesNotSnap(sectionID: AnyListID)
  /// The host rejected an update; the adapter reloaded instead. This is a bug in Trellis or in
  /// the host: please report it with the error.
  case hostRejectedUpdate(ListHostError)

  /// A sentence naming both entries and their positions.
  public var description: String {
    switch self {
    case .duplicateSectionID(let id, let first, let duplicate):
      "section identity \(id) appears at section \(first) and again at section \(duplicate)"
    case .duplicateItemID(let id, let first, let duplicate):
      "item identity \(id) appears at \(first) and again at \(duplicate)"
    case .duplicateItemSupplementary(let kind, let itemID):
      "item \(itemID) has more than one supplementary view of kind \(kind); the first is shown"
    case .itemSupplementaryUnsupported(let kind, let itemID):
      "item \(itemID) has a supplementary view of kind \(kind), but a table view has no "
        + "supplementary views per row, only section headers and footers: the row is shown "
        + "without it"
    case .viewTypeMismatch(let mismatch):
      mismatch.description
    case .carouselBandDoesNotSnap(let sectionID):
      "the carousel of section \(sectionID) is on a band whose scrolling is .continuous, which "
        + "does not snap to pages: use .groupPaging for leading pages or .groupPagingCentered "
        + "for centred ones"
    case .hostRejectedUpdate(let error):
      "the host rejected an update and the list was reloaded instead (a Trellis bug): \(error)"
    }
  }
}

extension Diagnostics {
  /// Reports a list diagnostic (lets call sites write `.duplicateItemID(…)`).
  func report(_ diagnostic: ListDiagnostic) { report(diagnostic as any Diagnostic) }
}

extension ViewTypeMismatch: Equatable {
  /// Returns whether both name the same item and types.
  public static func == (lhs: ViewTypeMismatch, rhs: ViewTypeMismatch) -> Bool {
    lhs.itemID == rhs.itemID && lhs.expected == rhs.expected && lhs.actual == rhs.actual
  }
}

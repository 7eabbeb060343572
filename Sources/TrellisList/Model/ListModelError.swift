import TrellisDiff

/// The error an editing method of ``ListModel`` throws for an index, path or identity that does
/// not exist, or for an edit that would duplicate a section identity.
///
///     do { try model.removeItem(at: ItemPath(item: 9, section: 0)) }
///     catch { print(error) }
///     // item index 9 is out of range in section 0 (valid: 0...2)
///
/// The model is unchanged whenever one is thrown.
public enum ListModelError: Error, Equatable, Sendable {
  /// A section index outside `valid`, the indices the call accepts (empty when none would do).
  case sectionIndexOutOfRange(Int, valid: Range<Int>)
  /// An item path whose item index is outside `valid` in an existing section.
  case itemIndexOutOfRange(ItemPath, valid: Range<Int>)
  /// No section has this identity.
  case sectionNotFound(AnyListID)
  /// No item has this identity.
  case itemNotFound(AnyListID)
  /// The edit would give a second section the identity of the section at `existingIndex`.
  case duplicateSectionID(AnyListID, existingIndex: Int)
  /// The same path was given twice to one call.
  case duplicateItemPath(ItemPath)
}

extension ListModelError: CustomStringConvertible {
  /// A sentence naming the bad value and what would have been valid.
  public var description: String {
    switch self {
    case .sectionIndexOutOfRange(let index, let valid):
      "section index \(index) is out of range (\(Self.describe(valid, noun: "section")))"
    case .itemIndexOutOfRange(let path, let valid):
      "item index \(path.item) is out of range in section \(path.section) "
        + "(\(Self.describe(valid, noun: "item")))"
    case .sectionNotFound(let id):
      "no section has the identity \(id)"
    case .itemNotFound(let id):
      "no item has the identity \(id)"
    case .duplicateSectionID(let id, let existingIndex):
      "section identity \(id) is already used by the section at index \(existingIndex); "
        + "section identities must be unique"
    case .duplicateItemPath(let path):
      "item path \(path) is given more than once"
    }
  }

  private static func describe(_ valid: Range<Int>, noun: String) -> String {
    valid.isEmpty
      ? "there is no \(noun) to refer to"
      : "valid: \(valid.lowerBound)...\(valid.upperBound - 1)"
  }
}

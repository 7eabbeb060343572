import Foundation

/// The four hosts an update-sequence fuzz drives: the headless hosts of `TrellisTesting` and the
/// UIKit hosts of `TrellisUIKit` on the UIKit double.
public enum FuzzHostKind: String, CaseIterable, Sendable, CustomStringConvertible {
  /// `HeadlessCollectionView`.
  case headlessCollection
  /// `HeadlessTableView`.
  case headlessTable
  /// `CollectionViewHost` over the double's `UICollectionView`.
  case uikitCollection
  /// `TableViewHost` over the double's `UITableView`.
  case uikitTable

  /// The case's name, as failures print it.
  public var description: String { rawValue }

  /// Whether the host is a table (one column of rows, no supplementary views per row).
  public var isTable: Bool { self == .headlessTable || self == .uikitTable }
}

/// What a fuzz exercises: the model edits it makes and what its host supports and is put
/// through. A fuzz names the features of its host; the harness and the host's driver do the rest.
///
///     let features: FuzzFeatures = .models.union([.reloads, .selfSizing, .sizeChanges])
public struct FuzzFeatures: OptionSet, Hashable, Sendable, CustomStringConvertible {
  /// The bits of the set.
  public let rawValue: Int

  /// Creates a set from its bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Headers and footers come and go (section supplementary views).
  public static let sectionSupplementaries = FuzzFeatures(rawValue: 1 << 0)
  /// Items whose identity is already in the model are inserted.
  public static let duplicates = FuzzFeatures(rawValue: 1 << 1)
  /// Sections are copied with their first items: repeated section and item identities.
  public static let sectionCopies = FuzzFeatures(rawValue: 1 << 2)
  /// An item keeps its identity and gets another view type (text ↔ number).
  public static let viewTypeChanges = FuzzFeatures(rawValue: 1 << 3)
  /// Sections lose all their items.
  public static let emptySections = FuzzFeatures(rawValue: 1 << 4)
  /// Items carry supplementary views of their own (badges), added, removed and re-placed.
  public static let itemSupplementaries = FuzzFeatures(rawValue: 1 << 5)
  /// Sections get layouts of their own (a per-section layout).
  public static let sectionLayouts = FuzzFeatures(rawValue: 1 << 6)
  /// Some cells size themselves.
  public static let selfSizing = FuzzFeatures(rawValue: 1 << 7)
  /// The user drags items to reorder them (interactive movement).
  public static let reorders = FuzzFeatures(rawValue: 1 << 8)
  /// Some requests reload instead of applying a batch.
  public static let reloads = FuzzFeatures(rawValue: 1 << 9)
  /// The viewport changes width or height between requests.
  public static let sizeChanges = FuzzFeatures(rawValue: 1 << 10)
  /// Tables in every style (plain, grouped, inset grouped).
  public static let tableStyles = FuzzFeatures(rawValue: 1 << 11)
  /// Sections scroll sideways on their own (orthogonal bands, with `.sectionLayouts`): most
  /// sections become carousels, and the user drags their bands, often releasing them to
  /// decelerate while the next updates apply.
  public static let bands = FuzzFeatures(rawValue: 1 << 12)
  /// The UIKit collection host lays out with Apple's compositional layout
  /// (`ListCompositionalLayout`): sections get layouts of their own, bands among them, and bands
  /// are dragged sideways while batches run.
  public static let compositional = FuzzFeatures(rawValue: 1 << 13)
  /// A `ListCarousel` pages a band (with `.bands`): the first section of the first model is a
  /// snapping carousel row whose carousel moves, auto-rolls and is dragged while updates apply;
  /// after every settle its current page is the page at the band's offset, and its page
  /// callbacks are well formed.
  public static let carouselBands = FuzzFeatures(rawValue: 1 << 14)
  /// Every diff runs off the main actor on a `TestListDiffScheduler`: the harness leaves diffs
  /// pending across requests, scrolls and resizes, runs them in random order, and interrupts a
  /// running diff with a newer request at one of its cancellation checks.
  public static let offMainDiffs = FuzzFeatures(rawValue: 1 << 15)
  /// VoiceOver users move items with the "Move up" and "Move down" accessibility custom actions
  /// while nothing is in flight (``ListModel/accessiblyMovable``: every item can move, every other
  /// one across sections); the app does not take the move and applies its model again.
  public static let accessibilityMoves = FuzzFeatures(rawValue: 1 << 16)
  /// The accessibility status changes between requests: the text size (Dynamic Type) on every
  /// host, VoiceOver and Reduce Motion on the headless hosts (on UIKit they are process-wide),
  /// and keyboard focus on the UIKit collection host (the double's focus engine; the item that
  /// took focus keeps it through batches or loses it with its deletion or reload). A sequence
  /// ends back at the default status, so a fresh host's load compares.
  public static let accessibilityStatus = FuzzFeatures(rawValue: 1 << 17)

  /// The model edits every fuzz makes besides `randomlyMutated`'s: section supplementaries,
  /// duplicates and view-type changes.
  public static let models: FuzzFeatures = [.sectionSupplementaries, .duplicates, .viewTypeChanges]

  /// Every feature with its name, in declaration order.
  static let named: [(FuzzFeatures, String)] = [
    (.sectionSupplementaries, "sectionSupplementaries"), (.duplicates, "duplicates"),
    (.sectionCopies, "sectionCopies"), (.viewTypeChanges, "viewTypeChanges"),
    (.emptySections, "emptySections"), (.itemSupplementaries, "itemSupplementaries"),
    (.sectionLayouts, "sectionLayouts"), (.selfSizing, "selfSizing"), (.reorders, "reorders"),
    (.reloads, "reloads"), (.sizeChanges, "sizeChanges"), (.tableStyles, "tableStyles"),
    (.bands, "bands"), (.compositional, "compositional"), (.carouselBands, "carouselBands"),
    (.offMainDiffs, "offMainDiffs"), (.accessibilityMoves, "accessibilityMoves"),
    (.accessibilityStatus, "accessibilityStatus"),
  ]

  /// The features' names, as failures print them.
  public var description: String {
    "[" + Self.named.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
  }

  /// The model edits these features call for, in the order a mutation draws among them.
  public var edits: [FuzzEdit] {
    var edits: [FuzzEdit] = []
    if contains(.sectionSupplementaries) { edits += [.toggleHeader, .toggleFooter] }
    if contains(.duplicates) { edits.append(.duplicateItem) }
    if contains(.viewTypeChanges) { edits.append(.changeViewType) }
    if contains(.sectionCopies) { edits.append(.copySection) }
    if contains(.emptySections) { edits.append(.emptySection) }
    return edits
  }
}

/// One model edit of the fuzz, besides `randomlyMutated`'s inserts, deletes, moves and content
/// changes.
public enum FuzzEdit: Sendable, Hashable {
  /// A section's header is removed, or one is added.
  case toggleHeader
  /// A section's footer is removed, or one is added.
  case toggleFooter
  /// An item with the identity of an item in the model is inserted into a section.
  case duplicateItem
  /// An item gets another view type under the same identity (text ↔ number).
  case changeViewType
  /// A section is inserted again, with its first two items.
  case copySection
  /// A section loses all its items.
  case emptySection
}

import Foundation
import TrellisCore
import TrellisDiff
import TrellisLayout

/// Drives a ``StackHost`` from the same ``ListModel`` a list adapter takes: one view per item,
/// header and footer, created once and kept while the element exists (RDDM's stack manager).
///
///     let adapter = ListStackAdapter(host: stackView)
///     adapter.apply(ListModel { ListSection("form") { nameRow; emailRow } })
///
/// An update removes the views of elements that left, configures again the views whose content
/// changed (a changed view type gets a new view), creates views for new elements, and arranges
/// everything in model order with the fewest insertions. Items' display hooks run when a view is
/// arranged and removed; views that send events (``ListEventEmitting``) get a sink, as in a
/// list, and reach their item's handlers, or ``unhandledEvents``.
///
/// Every step runs in a deterministic order: removals (and their `onDidEndDisplaying` hooks) in
/// the order the elements were displayed, creations and insertions in model order. (RDDM's stack
/// manager removed views in dictionary order, which changes from run to run.)
///
/// A stack arranges views one after another and has no place for views laid over or behind
/// others: it shows a section's header and footer but no other supplementary kind, and no
/// supplementary views of items (``ListItem/supplementary(_:_:placement:)``); a change to those
/// alone leaves the item's view as it is.
///
/// - Complexity: O(*n*) per update for *n* elements, plus the host's work.
@MainActor
public final class ListStackAdapter {
  // MARK: Lifecycle

  /// Creates an adapter driving `host`.
  ///
  ///     ListStackAdapter(host: HeadlessStackView(axis: .horizontal))
  ///
  /// - Parameter host: The stack to drive; held weakly.
  public init(host: any StackHost) {
    self.host = host
  }

  // MARK: Public

  /// The stack this adapter drives.
  public private(set) weak var host: (any StackHost)?

  /// Where bad runtime data is reported (loud in debug builds).
  public var diagnostics = Diagnostics.default

  /// The model on screen.
  public private(set) var displayedModel = ListModel()

  /// Events views sent that no handler of their item took.
  ///
  ///     stackAdapter.unhandledEvents += { print($0.value) }
  public let unhandledEvents = Event<ListItemEvent>()

  /// Shows `model`.
  ///
  ///     adapter.apply(model)
  ///
  /// - Parameter model: The content; repeated identities after the first are skipped.
  public func apply(_ model: ListModel) {
    guard let host else { return }
    var target: [(key: _StackKey, item: ListItem)] = []
    var targetItems: [_StackKey: ListItem] = [:]
    for section in model.sections {
      var elements: [(_StackKey, ListItem)] = []
      if let header = section.header { elements.append((.header(section.id), header)) }
      elements += section.items.map { (.item($0.id), $0) }
      if let footer = section.footer { elements.append((.footer(section.id), footer)) }
      for (key, item) in elements where targetItems[key] == nil {
        targetItems[key] = item
        target.append((key, item))
      }
    }
    // Remove what left, or what changed view type, in the previous display order: the host's
    // removals and the end-display hooks never follow the dictionary's hash order.
    for key in arrangedKeys {
      guard let entry = entries[key] else { continue }
      if let next = targetItems[key], next.hasSameView(as: entry.item) { continue }
      host.removeArrangedView(entry.view)
      entries[key] = nil
      end(entry)
    }
    arrangedKeys = []
    // Create or configure, then arrange in order.
    for (index, element) in target.enumerated() {
      var isNew = false
      if var entry = entries[element.key] {
        if !entry.item.isCellContentEqual(to: element.item) {
          configure(entry.view, with: element.item)
        }
        entry.item = element.item
        entries[element.key] = entry
      } else {
        do {
          let view = try host.makeView(
            of: element.item.viewType, registration: element.item.registration)
          configure(view, with: element.item)
          entries[element.key] = _StackEntry(item: element.item, view: view)
          isNew = true
        } catch {
          diagnostics.report(.hostRejectedUpdate(error))
          continue
        }
      }
      guard let entry = entries[element.key] else { continue }
      let arranged = host.arrangedViews
      if index >= arranged.count || arranged[index] !== entry.view {
        if !isNew { host.removeArrangedView(entry.view) }
        host.insertArrangedView(entry.view, at: min(index, host.arrangedViews.count))
      }
      if isNew { for hook in entry.item.hookTable.willDisplay { hook(entry.item, entry.view) } }
      boundItems[ObjectIdentifier(entry.view)] = entry.item
      arrangedKeys.append(element.key)
    }
    displayedModel = model
  }

  /// The view showing the item with identity `id`, or `nil`.
  ///
  ///     (adapter.view(forItem: "name") as? TextFieldRow)?.focus()
  ///
  /// - Parameter id: An item identity, as given to the item or wrapped in an `AnyListID`.
  /// - Returns: The view.
  /// - Complexity: O(1) expected.
  public func view(forItem id: some Hashable & Sendable) -> AnyObject? {
    entries[.item(AnyListID(id))]?.view
  }

  /// Sends `event` from `view` to the handlers of the item it shows, or to ``unhandledEvents``.
  ///
  ///     adapter.send(Tapped(), from: row)
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - view: An arranged view.
  public func send(_ event: some Sendable, from view: AnyObject) {
    let item = boundItems[ObjectIdentifier(view)]
    if let item, item.handle(event, from: view) { return }
    unhandledEvents.send(ListItemEvent(value: event, item: item))
  }

  // MARK: Private

  /// The arranged elements' views, by element; looked up only, never iterated.
  private var entries: [_StackKey: _StackEntry] = [:]
  /// The arranged elements, in display order.
  private var arrangedKeys: [_StackKey] = []
  private var boundItems: [ObjectIdentifier: ListItem] = [:]

  private func configure(_ view: AnyObject, with item: ListItem) {
    do {
      try item.configure(view)
      boundItems[ObjectIdentifier(view)] = item
      _connectEvents(of: view, to: self)
    } catch {
      diagnostics.report(.viewTypeMismatch(error))
    }
  }

  private func end(_ entry: _StackEntry) {
    boundItems[ObjectIdentifier(entry.view)] = nil
    for hook in entry.item.hookTable.didEndDisplaying { hook(entry.item, entry.view) }
  }
}

extension ListStackAdapter: _ListEventReceiving {}

/// An element of a stack: an item, or a section's header or footer.
enum _StackKey: Hashable {
  case item(AnyListID)
  case header(AnyListID)
  case footer(AnyListID)
}

/// An arranged view and the element it shows.
struct _StackEntry {
  var item: ListItem
  var view: AnyObject
}

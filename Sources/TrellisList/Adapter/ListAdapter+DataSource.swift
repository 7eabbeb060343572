import Foundation
import TrellisCore
import TrellisDiff
import TrellisLayout

// The adapter's answers to its host's data source questions, asked through `_AdapterHostBridge`.
// They describe `sections`: the data of the stage being applied, never a newer model.

extension ListAdapter {
  // MARK: Internal

  /// The number of sections of the data being displayed; the host has loaded once it asks.
  func numberOfSections() -> Int {
    if case .unloaded = state { state = .idle }
    return sections.count
  }

  /// The layout description of `section` of the data being displayed, if it has one.
  func layout(ofSection section: Int) -> MixedSection? {
    sections.indices.contains(section) ? sections[section].layout : nil
  }

  /// The number of items in `section` of the data being displayed.
  func numberOfItems(inSection section: Int) -> Int {
    _itemCount(of: sections, at: section)
  }

  /// A cell for the item at `path`, registered on first use, dequeued and configured.
  func cell(for host: any ListHost, at path: ItemPath) throws(ListHostError) -> AnyObject {
    guard let item = displayedItem(at: path) else { throw .itemOutOfRange(path) }
    let registration = _Registration(kind: nil, reuseIdentifier: item.reuseIdentifier)
    if registered.insert(registration).inserted {
      host.registerCell(
        item.viewType(in: host), as: item.registration, reuseIdentifier: item.reuseIdentifier)
    }
    let cell = try host.dequeueCell(withReuseIdentifier: item.reuseIdentifier, for: path)
    configure(cell, with: item, at: path)
    statistics.viewsConfigured += 1
    return cell
  }

  /// The supplementary view of `kind` at `path`, registered on first use, dequeued and
  /// configured: the item's own view of that kind when the item at `path` has one, else the
  /// section's.
  func supplementaryView(
    for host: any ListHost, ofKind kind: SupplementaryKind, at path: ItemPath
  ) throws(ListHostError) -> AnyObject {
    guard let item = supplementaryItem(ofKind: kind, at: path) else {
      throw .invalidDataSourceAnswer(
        "no \(kind) view for section \(path.section) or item \(path), but the host asked for one")
    }
    let registration = _Registration(kind: kind, reuseIdentifier: item.reuseIdentifier)
    if registered.insert(registration).inserted {
      host.registerSupplementaryView(
        item.viewType(in: host), as: item.registration, kind: kind,
        reuseIdentifier: item.reuseIdentifier)
    }
    let view = try host.dequeueSupplementaryView(
      ofKind: kind, withReuseIdentifier: item.reuseIdentifier, for: path)
    configure(view, with: item, at: path)
    statistics.viewsConfigured += 1
    return view
  }

  /// The size of the item at `path`, from the size cache.
  func sizeForItem(in host: any ListHost, at path: ItemPath) -> CGSize {
    guard let item = displayedItem(at: path) else { return .zero }
    return size(of: item, key: sizeKey(of: item, at: path), in: host)
  }

  /// The size cache's key for `item` at `path`: its identity, or — for an identity shown more
  /// than once (``DuplicatePolicy/disambiguateByOccurrence``) — its identity and its path, so that
  /// occurrences of different content keep their own sizes instead of overwriting one entry.
  func sizeKey(of item: ListItem, at path: ItemPath) -> AnyListID {
    guard repeatedIdentities > 0, identityCounts[item.id, default: 0] > 1 else { return item.id }
    return AnyListID(_OccurrenceSizeKey(id: item.id, path: path))
  }

  /// The size the visible `cell` at `path` needs, if it sizes itself (``SelfSizingView``), from
  /// the size cache; `nil` for a view sized from code.
  func preferredSize(of cell: AnyObject, at path: ItemPath, proposed: CGSize, in host: any ListHost)
    -> CGSize?
  {
    guard let view = selfSizingView(cell), let item = displayedItem(at: path) else {
      return nil
    }
    return preferredSize(
      of: view, showing: item, key: sizeKey(of: item, at: path), proposed: proposed, in: host)
  }

  /// `cell` as a ``SelfSizingView``, or `nil` when its class does not conform. The host asks
  /// every visible cell's preferred size on every batch; whether a class conforms is looked up
  /// once per class that does not (a conformance lookup in the runtime, which fails slowly),
  /// then answered from ``cellClassesNotSizingThemselves``.
  func selfSizingView(_ cell: AnyObject) -> (any SelfSizingView)? {
    let cellClass = ObjectIdentifier(type(of: cell))
    if cellClassesNotSizingThemselves.contains(cellClass) { return nil }
    let view = cell as? any SelfSizingView
    if view == nil { cellClassesNotSizingThemselves.insert(cellClass) }
    return view
  }

  /// The size `view`, configured with `item`, needs: the cached answer under `key` (see
  /// ``sizeKey(of:at:)``) for the item's content and container width, or the view's own, which
  /// the cache keeps.
  func preferredSize(
    of view: any SelfSizingView, showing item: ListItem, key: AnyListID, proposed: CGSize,
    in host: any ListHost
  ) -> CGSize {
    let container = host.viewportSize
    return sizeCache.preferredSize(
      of: item, key: key, fitting: container, category: host.accessibilityStatus.contentSizeCategory
    ) {
      view.preferredSize(fitting: proposed, in: container)
    }
  }

  /// Forgets the measured size of the item at `path`, whose view `cell` changed size by itself;
  /// with `remeasure`, asks `cell` again at once (one measurement) and lays the item out again
  /// if its size changed.
  func invalidateSize(
    ofItemAt path: ItemPath, shownBy cell: AnyObject, in host: any ListHost, remeasure: Bool
  ) {
    guard let item = displayedItem(at: path) else { return }
    let key = sizeKey(of: item, at: path)
    let old = sizeCache.cachedSize(
      of: item, key: key, fitting: host.viewportSize,
      category: host.accessibilityStatus.contentSizeCategory)
    sizeCache.invalidatePreferredSize(key)
    guard remeasure, let view = cell as? any SelfSizingView else { return }
    let proposed = host.frameForItem(at: path)?.size ?? old ?? .zero
    if preferredSize(of: view, showing: item, key: key, proposed: proposed, in: host) != old {
      relayout(host, resized: [path], sections: [], keeping: nil)
    }
  }

  /// The size of the supplementary view of `kind` in `section`, or `.zero` when it has none: a
  /// self-sizing view's answer once it gave one, else its estimate (see ``size(of:key:in:)``).
  func sizeForSupplementary(in host: any ListHost, ofKind kind: SupplementaryKind, section: Int)
    -> CGSize
  {
    guard sections.indices.contains(section), let item = sections[section][supplementary: kind]
    else { return .zero }
    return size(of: item, key: supplementarySizeKey(kind, inSection: section), in: host)
  }

  /// The size-cache key of the header or footer of `kind` of the displayed section at `section`:
  /// the section's identity and the kind, so that the size follows the section across moves.
  func supplementarySizeKey(_ kind: SupplementaryKind, inSection section: Int) -> AnyListID {
    AnyListID(_SupplementaryKey(section: sections[section].id, kind: kind))
  }

  /// Whether the header or footer of `kind` in `section` sizes itself (its view type is a
  /// ``SelfSizingView``): its size from ``sizeForSupplementary(in:ofKind:section:)`` is an
  /// estimate until the view answers.
  func sizesItself(supplementaryOfKind kind: SupplementaryKind, inSection section: Int) -> Bool {
    guard sections.indices.contains(section), let item = sections[section][supplementary: kind]
    else { return false }
    return item.viewType is any SelfSizingView.Type
  }

  /// The size the visible header or footer `view` of `section` needs, if it sizes itself
  /// (``SelfSizingView``), from the size cache (keyed as ``supplementarySizeKey(_:inSection:)``);
  /// `nil` for a view sized from code.
  func preferredSize(
    ofSupplementary view: AnyObject, ofKind kind: SupplementaryKind, inSection section: Int,
    proposed: CGSize, in host: any ListHost
  ) -> CGSize? {
    guard let view = view as? any SelfSizingView, sections.indices.contains(section),
      let item = sections[section][supplementary: kind]
    else { return nil }
    return preferredSize(
      of: view, showing: item, key: supplementarySizeKey(kind, inSection: section),
      proposed: proposed, in: host)
  }

  /// The layouts of the supplementary views of the item at `path`: the first view of each kind,
  /// sized from the size cache; a repeated kind is reported and left out. A host that shows none
  /// per item (a table) gets none, and each of the item's views is reported as unsupported.
  func supplementaryLayouts(ofItemAt path: ItemPath, in host: any ListHost)
    -> [ItemSupplementaryLayout]
  {
    // The host asks for every item it lays out; most have none: answered without copying one.
    guard _hasItemSupplementaries(sections, at: path), let item = displayedItem(at: path) else {
      return []
    }
    guard host.supportsItemSupplementaries else {
      for supplementary in item.shownSupplementaries {
        diagnostics.report(
          .itemSupplementaryUnsupported(supplementary.kind, itemID: item.original.id))
      }
      return []
    }
    for kind in item.repeatedSupplementaryKinds {
      diagnostics.report(.duplicateItemSupplementary(kind, itemID: item.original.id))
    }
    return item.shownSupplementaries.map { supplementary in
      let key = AnyListID(_ItemSupplementaryKey(item: item.id, kind: supplementary.kind))
      return ItemSupplementaryLayout(
        kind: supplementary.kind, size: size(of: supplementary.item, key: key, in: host),
        placement: supplementary.placement)
    }
  }

  /// The item shown by the supplementary view of `kind` at `path`: the item's own view of that
  /// kind, else the section's (a header, a footer, a section-level kind).
  func supplementaryItem(ofKind kind: SupplementaryKind, at path: ItemPath) -> ListItem? {
    if kind != .header, kind != .footer,
      let own = displayedItem(at: path)?.supplementary(ofKind: kind)
    {
      return own.item
    }
    guard sections.indices.contains(path.section) else { return nil }
    return sections[path.section][supplementary: kind]
  }

  /// The item at `path` of the data the host displays (a copy a transform made stays a copy).
  /// (Copies the item only, not its section: the host asks for every inserted item's size.)
  func displayedItem(at path: ItemPath) -> ListItem? {
    _item(of: sections, at: path)
  }

  /// The size of `item` in `host`'s viewport, from the size cache: a self-sizing view's answer
  /// once it gave one, else the item's own size, else the first sizing plugin's answer in attach
  /// order, else ``Configuration/fallbackItemSize`` (for a self-sizing item, its estimate).
  func size(of item: ListItem, key: AnyListID, in host: any ListHost) -> CGSize {
    let container = host.viewportSize
    return sizeCache.size(
      of: item, key: key, fitting: container, category: host.accessibilityStatus.contentSizeCategory
    ) {
      measuredSize(of: item, fitting: container)
    }
  }

  /// `item`'s size in `container`, measured: its own, else the first sizing plugin's answer in
  /// attach order, else ``Configuration/fallbackItemSize``.
  func measuredSize(of item: ListItem, fitting container: CGSize) -> CGSize {
    if let size = item.size(fitting: container) { return size }
    if !features.sizers.isEmpty {
      let original = item.original
      for sizer in features.sizers {
        if let size = sizer.size(of: original, fitting: container) { return size }
      }
    }
    return configuration.fallbackItemSize
  }
}

/// The size-cache key of a supplementary view: its section's identity and its kind.
struct _SupplementaryKey: Hashable, Sendable {
  var section: AnyListID
  var kind: SupplementaryKind
}

/// The size-cache key of an item's supplementary view: the item's identity and the view's kind.
struct _ItemSupplementaryKey: Hashable, Sendable {
  var item: AnyListID
  var kind: SupplementaryKind
}

/// The size cache's key of one occurrence of an identity shown more than once.
struct _OccurrenceSizeKey: Hashable, Sendable {
  var id: AnyListID
  var path: ItemPath
}

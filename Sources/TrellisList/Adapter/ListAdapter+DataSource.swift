import Foundation

extension ListAdapter: ListHostDataSource {
  /// The number of sections of the data being displayed.
  public func numberOfSections(in host: any ListHost) -> Int {
    hasLoaded = true
    return sections.count
  }

  /// The number of items in `section` of the data being displayed.
  public func listHost(_ host: any ListHost, numberOfItemsInSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].items.count : 0
  }

  /// A cell for the item at `path`, registered on first use, dequeued and configured.
  public func listHost(_ host: any ListHost, cellForItemAt path: ItemPath) throws(ListHostError)
    -> AnyObject
  {
    guard let item = item(at: path) else { throw .itemOutOfRange(path) }
    let registration = _Registration(kind: nil, reuseIdentifier: item.reuseIdentifier)
    if registered.insert(registration).inserted {
      host.registerCell(
        item.viewType, as: item.registration, reuseIdentifier: item.reuseIdentifier)
    }
    let cell = try host.dequeueCell(withReuseIdentifier: item.reuseIdentifier, for: path)
    configure(cell, with: item, at: path)
    statistics.viewsConfigured += 1
    return cell
  }

  /// The supplementary view of `kind` for the section at `path.section`, registered on first use,
  /// dequeued and configured.
  public func listHost(
    _ host: any ListHost, viewForSupplementaryOfKind kind: SupplementaryKind, at path: ItemPath
  ) throws(ListHostError) -> AnyObject {
    guard sections.indices.contains(path.section),
      let item = sections[path.section][supplementary: kind]
    else {
      throw .invalidDataSourceAnswer(
        "no \(kind) view for section \(path.section), but the host asked for one")
    }
    let registration = _Registration(kind: kind, reuseIdentifier: item.reuseIdentifier)
    if registered.insert(registration).inserted {
      host.registerSupplementaryView(
        item.viewType, as: item.registration, kind: kind, reuseIdentifier: item.reuseIdentifier)
    }
    let view = try host.dequeueSupplementaryView(
      ofKind: kind, withReuseIdentifier: item.reuseIdentifier, for: path)
    configure(view, with: item, at: path)
    statistics.viewsConfigured += 1
    return view
  }

  /// The size of the item at `path`, from the size cache.
  public func listHost(_ host: any ListHost, sizeForItemAt path: ItemPath) -> CGSize {
    guard let item = item(at: path) else { return .zero }
    return size(of: item, key: item.id, in: host)
  }

  /// The size of the supplementary view of `kind` in `section`, or `.zero` when it has none.
  public func listHost(
    _ host: any ListHost, sizeForSupplementaryOfKind kind: SupplementaryKind, inSection section: Int
  ) -> CGSize {
    guard sections.indices.contains(section), let item = sections[section][supplementary: kind]
    else { return .zero }
    return size(of: item, key: supplementaryKey(kind, section: section), in: host)
  }

  // MARK: Internal

  /// The displayed item at `path`, or `nil`.
  ///
  /// - Parameter path: A path in the data the host displays.
  /// - Returns: The item, or `nil` when there is none.
  public func item(at path: ItemPath) -> ListItem? {
    guard sections.indices.contains(path.section),
      sections[path.section].items.indices.contains(path.item)
    else { return nil }
    return sections[path.section].items[path.item]
  }

  /// Configures `view` with `item` and tells it which item it shows, reporting a view type
  /// mismatch instead of crashing.
  func configure(_ view: AnyObject, with item: ListItem, at path: ItemPath) {
    do {
      try item.configure(view)
      bind(view, to: item)
      (view as? any ListItemBindable)?.didBind(to: item, at: path)
    } catch {
      diagnostics.report(.viewTypeMismatch(error))
    }
  }

  /// The size of `item` in `host`'s viewport, from the size cache.
  func size(of item: ListItem, key: AnyListID, in host: any ListHost) -> CGSize {
    let container = host.viewportSize
    return sizeCache.size(of: item, key: key, fitting: container) {
      item.size(fitting: container) ?? measure?(item, container)
        ?? configuration.fallbackItemSize
    }
  }

  // MARK: Private

  private func supplementaryKey(_ kind: SupplementaryKind, section: Int) -> AnyListID {
    AnyListID(_SupplementaryKey(section: sections[section].id, kind: kind))
  }
}

/// The size-cache key of a supplementary view: its section's identity and its kind.
struct _SupplementaryKey: Hashable, Sendable {
  var section: AnyListID
  var kind: SupplementaryKind
}

extension ListAdapter: ListHostDelegate {}

extension ListAdapter {
  /// The item that the visible cell `view` shows, or `nil`: how a cell's action reaches the item
  /// it shows now, never the one it showed before reuse.
  ///
  ///     @objc func buttonTapped() { adapter.item(for: self)?.content(as: Product.self) }
  ///
  /// - Parameter view: A cell the host handed out.
  /// - Returns: The item, or `nil` when the cell shows none.
  public func item(for view: AnyObject) -> ListItem? {
    host?.indexPath(for: view).flatMap(item(at:))
  }
}

// MARK: - Scroll anchor

/// The first visible item and its distance from the viewport's origin.
struct _ScrollAnchor {
  var key: AnyListID
  var offsetFromViewport: CGPoint
}

extension ListAdapter {
  /// The first visible item's key and on-screen position.
  func captureAnchor(in host: any ListHost) -> _ScrollAnchor? {
    guard let path = host.indexPathsForVisibleItems.min(), let item = item(at: path),
      let frame = host.frameForItem(at: path)
    else { return nil }
    return _ScrollAnchor(
      key: item.id,
      offsetFromViewport: CGPoint(
        x: frame.minX - host.contentOffset.x, y: frame.minY - host.contentOffset.y))
  }

  /// Scrolls so that the anchor's item is where it was on screen.
  ///
  /// - Complexity: O(*n*) to find the item, for *n* items.
  func restore(_ anchor: _ScrollAnchor, in host: any ListHost) {
    for (sectionIndex, section) in sections.enumerated() {
      guard let itemIndex = section.items.firstIndex(where: { $0.id == anchor.key }) else {
        continue
      }
      guard let frame = host.frameForItem(at: ItemPath(item: itemIndex, section: sectionIndex))
      else { return }
      let offset = CGPoint(
        x: frame.minX - anchor.offsetFromViewport.x, y: frame.minY - anchor.offsetFromViewport.y)
      if offset != host.contentOffset {
        do {
          try host.setContentOffset(offset, animated: false)
        } catch {
          diagnostics.report(.hostRejectedUpdate(error))
        }
      }
      return
    }
  }
}

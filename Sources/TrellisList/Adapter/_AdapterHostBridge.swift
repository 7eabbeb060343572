import Foundation
import TrellisDiff
import TrellisLayout

/// The host's data source, delegate and editing data source: the UIKit-facing protocols, kept
/// off ``ListAdapter``'s public API. Every answer and event is forwarded to the adapter.
///
/// The adapter owns the bridge and installs it on its host, which holds it weakly; the bridge
/// holds the adapter weakly, so a host that outlives its adapter asks an empty data source.
@MainActor
final class _AdapterHostBridge {
  weak var adapter: ListAdapter?
}

extension _AdapterHostBridge: ListHostDataSource {
  func numberOfSections(in host: any ListHost) -> Int {
    adapter?.numberOfSections() ?? 0
  }

  func listHost(_ host: any ListHost, numberOfItemsInSection section: Int) -> Int {
    adapter?.numberOfItems(inSection: section) ?? 0
  }

  func listHost(_ host: any ListHost, cellForItemAt path: ItemPath) throws(ListHostError)
    -> AnyObject
  {
    guard let adapter else { throw .itemOutOfRange(path) }
    return try adapter.cell(for: host, at: path)
  }

  func listHost(
    _ host: any ListHost, viewForSupplementaryOfKind kind: SupplementaryKind, at path: ItemPath
  ) throws(ListHostError) -> AnyObject {
    guard let adapter else {
      throw .invalidDataSourceAnswer("the list adapter is gone, but the host asked for a view")
    }
    return try adapter.supplementaryView(for: host, ofKind: kind, at: path)
  }

  func listHost(_ host: any ListHost, sizeForItemAt path: ItemPath) -> CGSize {
    adapter?.sizeForItem(in: host, at: path) ?? .zero
  }

  func listHost(
    _ host: any ListHost, sizeForSupplementaryOfKind kind: SupplementaryKind, inSection section: Int
  ) -> CGSize {
    adapter?.sizeForSupplementary(in: host, ofKind: kind, section: section) ?? .zero
  }

  func listHost(_ host: any ListHost, layoutOfSection section: Int) -> MixedSection? {
    adapter?.layout(ofSection: section)
  }

  func listHost(
    _ host: any ListHost, preferredSizeOf cell: AnyObject, forItemAt path: ItemPath,
    proposed: CGSize
  ) -> CGSize? {
    adapter?.preferredSize(of: cell, at: path, proposed: proposed, in: host)
  }

  func listHost(
    _ host: any ListHost, preferredSizeOfSupplementary view: AnyObject,
    ofKind kind: SupplementaryKind, inSection section: Int, proposed: CGSize
  ) -> CGSize? {
    adapter?.preferredSize(
      ofSupplementary: view, ofKind: kind, inSection: section, proposed: proposed, in: host)
  }

  func listHost(
    _ host: any ListHost, estimatesSupplementaryOfKind kind: SupplementaryKind,
    inSection section: Int
  ) -> Bool {
    adapter?.sizesItself(supplementaryOfKind: kind, inSection: section) ?? false
  }

  func listHost(_ host: any ListHost, supplementariesOfItemAt path: ItemPath)
    -> [ItemSupplementaryLayout]
  {
    adapter?.supplementaryLayouts(ofItemAt: path, in: host) ?? []
  }

  func listHost(
    _ host: any ListHost, cell: AnyObject, invalidatedSizeOfItemAt path: ItemPath, remeasure: Bool
  ) {
    adapter?.invalidateSize(ofItemAt: path, shownBy: cell, in: host, remeasure: remeasure)
  }
}

extension _AdapterHostBridge: ListHostEditingDataSource {
  func listHost(_ host: any ListHost, swipeActionsForItemAt path: ItemPath)
    -> [ListHostSwipeAction]
  {
    adapter?.swipeActions(at: path) ?? []
  }

  func listHost(_ host: any ListHost, canMoveItemAt path: ItemPath) -> Bool {
    adapter?.canMoveItem(at: path) ?? false
  }

  func listHost(
    _ host: any ListHost, targetPathForMoveFrom source: ItemPath, toProposed proposed: ItemPath
  ) -> ItemPath {
    adapter?.targetPathForMove(from: source, toProposed: proposed) ?? source
  }

  func listHost(_ host: any ListHost, moveItemAt source: ItemPath, to destination: ItemPath) {
    adapter?.moveItem(at: source, to: destination)
  }
}

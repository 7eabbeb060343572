#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import Foundation
  import SwiftUI
  import TrellisLayout
  import TrellisDiff
  import TrellisList

  /// The bindings and actions a list view's modifiers set, erased to the list's identities.
  struct _ListOptions {
    var selection: _SelectionBinding?
    var scrollPosition: _ScrollPositionBinding?
    var reachEnd: _ReachEnd?
  }

  /// A selection binding, erased: the identities selected.
  struct _SelectionBinding {
    var allowsMultiple: Bool
    var read: @MainActor () -> Set<AnyListID>
    var write: @MainActor (Set<AnyListID>) -> Void

    /// A binding to a set of identities of type `ID`; other identities are not selectable
    /// through it.
    init<ID: Hashable & Sendable>(_ binding: Binding<Set<ID>>) {
      allowsMultiple = true
      read = { Set(binding.wrappedValue.map { AnyListID($0) }) }
      write = { ids in
        let typed = Set(ids.compactMap { $0.base(as: ID.self) })
        if typed != binding.wrappedValue { binding.wrappedValue = typed }
      }
    }

    /// A binding to one optional identity of type `ID`.
    init<ID: Hashable & Sendable>(_ binding: Binding<ID?>) {
      allowsMultiple = false
      read = { binding.wrappedValue.map { [AnyListID($0)] } ?? [] }
      write = { ids in
        let typed = ids.lazy.compactMap { $0.base(as: ID.self) }.first
        if typed != binding.wrappedValue { binding.wrappedValue = typed }
      }
    }
  }

  /// A scroll-position binding, erased.
  struct _ScrollPositionBinding {
    var anchor: ListScrollPosition
    var read: @MainActor () -> AnyListID?
    var write: @MainActor (AnyListID?) -> Void

    init<ID: Hashable & Sendable>(_ binding: Binding<ID?>, anchor: ListScrollPosition) {
      self.anchor = anchor
      read = { binding.wrappedValue.map { AnyListID($0) } }
      write = { id in
        let typed = id?.base(as: ID.self)
        if typed != binding.wrappedValue { binding.wrappedValue = typed }
      }
    }
  }

  /// What `.onReachEnd` set: the paginator's settings and the action.
  struct _ReachEnd {
    var distance: ListTriggerDistance
    var loadingItem: ListItem?
    var errorItem: ListItem?
    var action: @MainActor (ListPaginator.Request) async throws -> Void
  }

  /// The plugin through which the list's selection and scrolling reach the bindings.
  @MainActor
  final class _BindingBridge: ListAdapterPlugin {
    weak var coordinator: ListViewCoordinator?

    init(coordinator: ListViewCoordinator) {
      self.coordinator = coordinator
    }

    func listHost(_ host: any ListHost, didSelectItemAt path: ItemPath) {
      coordinator?.selectionDidChange(in: host)
    }

    func listHost(_ host: any ListHost, didDeselectItemAt path: ItemPath) {
      coordinator?.selectionDidChange(in: host)
    }

    func listHostWillBeginDragging(_ host: any ListHost) {
      coordinator?.isUserScrolling = true
    }

    func listHostDidScroll(_ host: any ListHost) {
      guard let coordinator, coordinator.isUserScrolling else { return }
      coordinator.userDidScroll(in: host)
    }

    func listHostDidEndDragging(_ host: any ListHost, willDecelerate: Bool) {
      guard !willDecelerate, let coordinator, coordinator.isUserScrolling else { return }
      coordinator.userDidScroll(in: host)
      coordinator.isUserScrolling = false
    }

    func listHostDidEndDecelerating(_ host: any ListHost) {
      guard let coordinator, coordinator.isUserScrolling else { return }
      coordinator.userDidScroll(in: host)
      coordinator.isUserScrolling = false
    }
  }

  extension ListViewCoordinator {
    /// The user selected or deselected an item: the binding gets the selected identities.
    func selectionDidChange(in host: any ListHost) {
      guard let selection = options.selection, let adapter else { return }
      let ids = host.indexPathsForSelectedItems.compactMap { adapter.item(at: $0)?.id }
      selection.write(Set(ids))
    }

    /// The user scrolled: the binding gets the first item whose frame reaches past the
    /// viewport's leading edge.
    func userDidScroll(in host: any ListHost) {
      guard let position = options.scrollPosition, let adapter else { return }
      let offset = host.contentOffset
      let first = host.indexPathsForVisibleItems.sorted().first { path in
        guard let frame = host.frameForItem(at: path) else { return false }
        return axis == .vertical ? frame.maxY > offset.y : frame.maxX > offset.x
      }
      guard let first, let id = adapter.item(at: first)?.id, id != knownScrollID else { return }
      knownScrollID = id
      position.write(id)
    }
  }
#endif

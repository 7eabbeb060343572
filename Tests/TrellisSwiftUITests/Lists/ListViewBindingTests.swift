// ListCollectionView and ListTableView: selection, scroll position, reaching the end, pull to
// refresh. Linux only.
#if os(Linux)
  import Foundation
  import Observation
  import SwiftUI
  import Testing
  import TrellisCore
  import TrellisDiff
  import TrellisLayout
  import TrellisList
  import TrellisSwiftUI
  import TrellisTestSupport
  import TrellisUIKit
  @testable import UIKit

  /// 100 rows of 44 points, with a selection and a scroll position held in `@State`.
  struct BoundNumbersScreen: View {
    let table: Bool
    @State private var selection: Set<Int> = []
    @State private var single: Int? = nil
    @State private var top: Int? = nil
    let multiple: Bool

    var body: some View {
      VStack {
        Button("Select 3 and 5") { selection = [3, 5] }
        Button("Select 7") { single = 7 }
        Button("Top 40") { top = 40 }
        Button("Top 10") { top = 10 }
        list
      }
    }

    @ViewBuilder private var list: some View {
      let model = table ? tableNumbersModel(Array(0..<100)) : numbersModel(Array(0..<100))
      if table {
        if multiple {
          ListTableView(model).selection($selection).scrollPosition(id: $top)
        } else {
          ListTableView(model).selection($single).scrollPosition(id: $top)
        }
      } else {
        if multiple {
          ListCollectionView(
            model,
            layout: ListCollectionViewLayout(
              defaultSection: .table(TableSection()))
          )
          .selection($selection).scrollPosition(id: $top)
        } else {
          ListCollectionView(
            model,
            layout: ListCollectionViewLayout(
              defaultSection: .table(TableSection()))
          )
          .selection($single).scrollPosition(id: $top)
        }
      }
    }
  }

  /// The model of `numbers` in table rows.
  @MainActor
  func tableNumbersModel(_ numbers: [Int]) -> ListModel {
    ListModel(sections: [
      ListSection(
        id: "numbers",
        items: numbers.map { ListItem(id: $0, content: "\($0)", view: TextTableCell.self) })
    ])
  }

  @MainActor
  @Suite("TrellisSwiftUI: list bindings")
  struct ListViewBindingTests {
    @Test("a set selection round-trips both ways", arguments: [false, true])
    func setSelection(table: Bool) async throws {
      let ((), violations) = try await withDouble { clock in
        let screen = HostedScreen(
          BoundNumbersScreen(table: table, multiple: true), clock: clock)
        let adapter = try #require(screen.coordinator?.adapter)
        let host = try #require(adapter.host)
        #expect(host.allowsMultipleSelection)

        // SwiftUI to the list.
        screen.tap("Select 3 and 5")
        await screen.settle()
        #expect(selectedIDs(adapter) == [3, 5])

        // The list to SwiftUI: the user's tap writes the binding.
        tapItem(7, in: screen)
        screen.layout()
        #expect(screen.hostingView.stateValues(of: Set<Int>.self).first == [3, 5, 7])
        #expect(selectedIDs(adapter) == [3, 5, 7])
        tapItem(3, in: screen)
        screen.layout()
        #expect(screen.hostingView.stateValues(of: Set<Int>.self).first == [5, 7])
        #expect(selectedIDs(adapter) == [5, 7])
      }
      #expect(violations.isEmpty)
    }

    @Test("a single selection round-trips both ways", arguments: [false, true])
    func singleSelection(table: Bool) async throws {
      let ((), violations) = try await withDouble { clock in
        let screen = HostedScreen(
          BoundNumbersScreen(table: table, multiple: false), clock: clock)
        let adapter = try #require(screen.coordinator?.adapter)
        #expect(adapter.host?.allowsMultipleSelection == false)
        screen.tap("Select 7")
        await screen.settle()
        #expect(selectedIDs(adapter) == [7])
        tapItem(2, in: screen)
        screen.layout()
        #expect(screen.hostingView.stateValues(of: Int?.self).first == .some(2))
        #expect(selectedIDs(adapter) == [2])
      }
      #expect(violations.isEmpty)
    }

    @Test(
      "a scroll position round-trips both ways, without a feedback loop", arguments: [false, true])
    func scrollPosition(table: Bool) async throws {
      let ((), violations) = try await withDouble { clock in
        let screen = HostedScreen(
          BoundNumbersScreen(table: table, multiple: true), clock: clock)
        let adapter = try #require(screen.coordinator?.adapter)
        let host = try #require(adapter.host)

        // SwiftUI to the list: the item goes to the top.
        screen.tap("Top 40")
        await screen.settle()
        let path = try #require(adapter.path(ofItem: 40))
        #expect(host.contentOffset.y == host.frameForItem(at: path)?.minY)
        let offset = host.contentOffset
        // Nothing written back: the program's scroll is not the user's.
        screen.layout()
        #expect(topState(screen) == 40)
        #expect(host.contentOffset == offset)

        // The list to SwiftUI: the user drags 10 rows and a half down.
        let scrollView = try #require(screen.coordinator?.controller?.view as? UIScrollView)
        scrollView.drag(by: CGPoint(x: 0, y: 44 * 10 + 22))
        await screen.settle()
        #expect(topState(screen) == 50)
        // The binding's new value does not scroll the list back to row 50's top.
        let dragged = host.contentOffset
        screen.layout()
        await screen.settle()
        #expect(host.contentOffset == dragged)

        // And SwiftUI again.
        screen.tap("Top 10")
        await screen.settle()
        let ten = try #require(adapter.path(ofItem: 10))
        #expect(host.contentOffset.y == host.frameForItem(at: ten)?.minY)
      }
      #expect(violations.isEmpty)
    }

    @Test("reaching the end runs the action once per page; its page ends the request")
    func reachEnd() async throws {
      let ((), violations) = try await withDouble { clock in
        let store = PagedStore()
        let screen = HostedScreen(PagedScreen(store: store), clock: clock)
        let coordinator = try #require(screen.coordinator)
        let controller = try #require(screen.collectionController)
        // An empty list asks for the first page at once.
        await coordinator.waitForActions()
        screen.layout()
        await screen.settle()
        #expect(store.requests == [1])
        #expect(controller.adapter.displayedModel.sections.first?.items.count == 20)

        // Scrolling near the end (the viewport's top within 600 points of it) asks for page 2,
        // once.
        controller.collectionView.drag(by: CGPoint(x: 0, y: 200))
        #expect(store.requests == [1])
        controller.collectionView.drag(by: CGPoint(x: 0, y: 100))
        controller.collectionView.drag(by: CGPoint(x: 0, y: 10))
        await coordinator.waitForActions()
        #expect(store.requests == [1, 2])
        screen.layout()
        await screen.settle()
        #expect(controller.adapter.displayedModel.sections.first?.items.count == 40)
      }
      #expect(violations.isEmpty)
    }

    @Test("pull to refresh runs SwiftUI's refresh action and ends when it returned")
    func refreshable() async throws {
      let ((), violations) = try await withDouble { clock in
        let store = PagedStore()
        let screen = HostedScreen(PagedScreen(store: store), clock: clock)
        let coordinator = try #require(screen.coordinator)
        let controller = try #require(screen.collectionController)
        await coordinator.waitForActions()
        screen.layout()
        await screen.settle()
        let refreshControl = try #require(controller.collectionView.refreshControl)

        controller.collectionView.pullToRefresh()
        #expect(refreshControl.isRefreshing)
        await coordinator.waitForActions()
        #expect(store.refreshes == 1)
        screen.layout()
        await screen.settle()
        #expect(!refreshControl.isRefreshing)
        #expect(controller.adapter.displayedModel.sections.first?.items.first?.id == AnyListID(-1))

        // A refresh that changes nothing ends too.
        store.refreshChangesNothing = true
        controller.collectionView.pullToRefresh()
        await coordinator.waitForActions()
        screen.layout()
        await screen.settle()
        #expect(store.refreshes == 2)
        #expect(!refreshControl.isRefreshing)
      }
      #expect(violations.isEmpty)
    }

    // MARK: Helpers

    private func selectedIDs(_ adapter: ListAdapter) -> Set<Int> {
      Set(
        (adapter.host?.indexPathsForSelectedItems ?? []).compactMap {
          adapter.item(at: $0)?.id.base(as: Int.self)
        })
    }

    private func topState(_ screen: HostedScreen<BoundNumbersScreen>) -> Int? {
      screen.hostingView.stateValues(of: Int?.self).last ?? nil
    }

    private func tapItem(_ number: Int, in screen: HostedScreen<BoundNumbersScreen>) {
      guard let adapter = screen.coordinator?.adapter, let path = adapter.path(ofItem: number)
      else {
        Issue.record("no item \(number)")
        return
      }
      let indexPath = IndexPath(item: path.item, section: path.section)
      if let collection = screen.collectionController?.collectionView {
        collection.tapItem(at: indexPath)
      } else if let table = screen.tableController?.tableView {
        table.tapRow(at: IndexPath(row: path.item, section: path.section))
      }
    }
  }

  /// Pages of 20 numbers, loaded by the reach-end action; a refresh puts -1 first.
  @Observable
  @MainActor
  final class PagedStore {
    var numbers: [Int] = []
    var requests: [Int] = []
    var refreshes = 0
    var refreshChangesNothing = false

    func load(page: Int) async {
      requests.append(page)
      numbers += ((page - 1) * 20..<page * 20).map { $0 }
    }

    func refresh() async {
      refreshes += 1
      if !refreshChangesNothing { numbers.insert(-1, at: 0) }
    }
  }

  /// A paginated, refreshable list of 44-point rows.
  struct PagedScreen: View {
    let store: PagedStore

    var body: some View {
      ListCollectionView(
        layout: ListCollectionViewLayout(defaultSection: .table(TableSection())),
        page: store.requests.last ?? 0, hasNext: store.numbers.count < 100
      ) {
        ListSection(id: "numbers") {
          for number in store.numbers {
            ListItem(id: number, content: "\(number)", view: UIKitTextCell.self)
          }
        }
      }
      .onReachEnd(distance: .points(600)) { request in await store.load(page: request.page) }
      .refreshable { await store.refresh() }
    }
  }
#endif

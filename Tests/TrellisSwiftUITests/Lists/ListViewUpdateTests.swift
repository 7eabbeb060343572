// ListCollectionView and ListTableView: updates from SwiftUI state and from observation. Linux only.
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

  /// The numbers a list shows, observed.
  @Observable
  @MainActor
  final class NumberStore {
    var numbers: [Int]
    init(_ numbers: [Int] = Array(0..<5)) { self.numbers = numbers }
  }

  /// The model of `numbers`: one section of text rows.
  @MainActor
  func numbersModel(_ numbers: [Int]) -> ListModel {
    ListModel(sections: [
      ListSection(
        id: "numbers",
        items: numbers.map { ListItem(id: $0, content: "\($0)", view: UIKitTextCell.self) })
    ])
  }

  /// A list built from an observed store: the builder reads `store.numbers`.
  struct ObservedNumbersScreen: View {
    let store: NumberStore
    let table: Bool

    var body: some View {
      if table {
        ListTableView {
          ListSection(id: "numbers") {
            for number in store.numbers {
              ListItem(id: number, content: "\(number)", view: TextTableCell.self)
            }
          }
        }
      } else {
        ListCollectionView {
          ListSection(id: "numbers") {
            for number in store.numbers {
              ListItem(id: number, content: "\(number)", view: UIKitTextCell.self)
            }
          }
        }
      }
    }
  }

  /// A list given a model built from `@State`, with buttons that change it.
  struct StateNumbersScreen: View {
    @State private var count = 3

    var body: some View {
      VStack {
        Button("More") { count += 1 }
        Button("More, not animated") {
          var transaction = Transaction()
          transaction.disablesAnimations = true
          withTransaction(transaction) { count += 1 }
        }
        ListCollectionView(numbersModel(Array(0..<count)))
      }
    }
  }

  @MainActor
  @Suite("TrellisSwiftUI: list updates")
  struct ListViewUpdateTests {
    @Test(
      "three changes to observed state before a layout pass apply once", arguments: [false, true])
    func observationCoalesces(table: Bool) async throws {
      let ((), violations) = try await withDouble { clock in
        let store = NumberStore()
        let screen = HostedScreen(ObservedNumbersScreen(store: store, table: table), clock: clock)
        let coordinator = try #require(screen.coordinator)
        let adapter = try #require(
          screen.collectionController?.adapter ?? screen.tableController?.adapter)
        #expect(coordinator.applyCount == 1)
        #expect(adapter.displayedModel.sections.first?.items.count == 5)

        store.numbers.append(5)
        store.numbers.append(6)
        store.numbers.removeFirst()
        #expect(coordinator.applyCount == 1, "nothing applies before the layout pass")
        screen.layout()
        #expect(coordinator.applyCount == 2)
        await screen.settle()
        #expect(
          adapter.displayedModel.sections.first?.items.map(\.id) == (1...6).map { AnyListID($0) })

        // The observation is registered again: the next change applies again, once.
        store.numbers = [9]
        screen.layout()
        screen.layout()
        #expect(coordinator.applyCount == 3)
        await screen.settle()
        #expect(adapter.displayedModel.sections.first?.items.map(\.id) == [AnyListID(9)])
      }
      #expect(violations.isEmpty)
    }

    @Test("a SwiftUI state change re-applies once per change, coalesced within a turn")
    func stateChangeAppliesOnce() async throws {
      let ((), violations) = try await withDouble { clock in
        let screen = HostedScreen(StateNumbersScreen(), clock: clock)
        let coordinator = try #require(screen.coordinator)
        let controller = try #require(screen.collectionController)
        #expect(coordinator.applyCount == 1)

        #expect(screen.hostingView.tapButton(titled: "More"))
        #expect(screen.hostingView.tapButton(titled: "More"))
        #expect(screen.hostingView.tapButton(titled: "More"))
        screen.layout()
        #expect(coordinator.applyCount == 2)
        #expect(controller.adapter.isApplying, "animated by default")
        await screen.settle()
        #expect(controller.adapter.displayedModel.sections.first?.items.count == 6)

        // A layout pass without a change applies nothing.
        screen.layout()
        #expect(coordinator.applyCount == 2)
      }
      #expect(violations.isEmpty)
    }

    @Test("a transaction that disables animations applies without animation")
    func transactionDisablesAnimations() async throws {
      let ((), violations) = try await withDouble { clock in
        let screen = HostedScreen(StateNumbersScreen(), clock: clock)
        let controller = try #require(screen.collectionController)
        await screen.settle()
        screen.tap("More, not animated")
        // On screen at once: a non-animated batch completes when it is applied.
        #expect(!controller.adapter.isApplying)
        #expect(controller.adapter.displayedModel.sections.first?.items.count == 4)
      }
      #expect(violations.isEmpty)
    }
  }
#endif

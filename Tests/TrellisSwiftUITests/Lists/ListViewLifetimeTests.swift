// ListCollectionView and ListTableView: dismantling, and sizing in SwiftUI containers. Linux only.
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

  /// A list shown until "Hide" is tapped; its builder reads an observed store.
  struct DismissableListScreen: View {
    let store: NumberStore
    let table: Bool
    @State private var showsList = true

    var body: some View {
      VStack {
        Button("Hide") { showsList = false }
        if showsList { ObservedNumbersScreen(store: store, table: table) }
      }
    }
  }

  @MainActor
  @Suite("TrellisSwiftUI: list lifetime and sizing")
  struct ListViewLifetimeTests {
    @Test(
      "dismantling frees the controller, host, adapter and coordinator", arguments: [false, true])
    func dismantleFrees(table: Bool) async throws {
      let ((), violations) = try await withDouble { clock in
        let store = NumberStore()
        let screen = HostedScreen(DismissableListScreen(store: store, table: table), clock: clock)
        weak var controller: UIViewController?
        weak var host: (any ListHost)?
        weak var adapter: ListAdapter?
        weak var coordinator: ListViewCoordinator?
        do {
          let coordinatorRef = try #require(screen.coordinator)
          controller = coordinatorRef.controller
          adapter = coordinatorRef.adapter
          host = coordinatorRef.adapter?.host
          coordinator = coordinatorRef
        }
        #expect(controller != nil && host != nil && adapter != nil && coordinator != nil)

        screen.tap("Hide")
        #expect(screen.hosting.children.isEmpty)
        #expect(controller == nil)
        #expect(host == nil)
        #expect(adapter == nil)
        #expect(coordinator == nil)

        // The observation ended with it: a change reaches nothing and breaks nothing.
        store.numbers.append(99)
        screen.layout()
      }
      #expect(violations.isEmpty)
    }

    @Test("a horizontal list offered an open height answers its row's height")
    func horizontalRowHeight() async throws {
      let ((), violations) = try await withDouble { clock in
        let screen = HostedScreen(
          ListCollectionView(
            numbersModel(Array(0..<10)),
            layout: ListCollectionViewLayout(axis: .horizontal)),
          clock: clock)
        let coordinator = try #require(screen.coordinator)
        let size = coordinator.sizeThatFits(ProposedViewSize(width: 320, height: nil))
        // Text rows are 44 points tall.
        #expect(size == CGSize(width: 320, height: 44))
        // A proposal with a height: the list takes it (SwiftUI's default sizing).
        #expect(coordinator.sizeThatFits(ProposedViewSize(width: 320, height: 300)) == nil)
      }
      #expect(violations.isEmpty)
    }

    @Test(
      "a vertical list offered an open height answers its content's height",
      arguments: [false, true])
    func verticalContentHeight(table: Bool) async throws {
      let ((), violations) = try await withDouble { clock in
        let store = NumberStore(Array(0..<3))
        let screen = HostedScreen(ObservedNumbersScreen(store: store, table: table), clock: clock)
        let coordinator = try #require(screen.coordinator)
        let size = coordinator.sizeThatFits(ProposedViewSize(width: 320, height: nil))
        #expect(size?.width == 320)
        // Three 44-point rows; the collection's default flow puts 10 points between lines.
        let expected: CGFloat = table ? 3 * 44 : 3 * 44 + 2 * 10
        #expect(size?.height == expected)
      }
      #expect(violations.isEmpty)
    }
  }
#endif

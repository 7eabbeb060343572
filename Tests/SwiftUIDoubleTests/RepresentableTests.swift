// The representable lifecycle, coalesced updates, transactions, sizing and release. Linux only.
#if os(Linux)
  import Foundation
  import Testing
  @testable import SwiftUI
  @testable import UIKit

  @Suite("SwiftUI stand-in: representables")
  @MainActor
  struct RepresentableTests {
    struct Screen: View {
      let log: EventLog
      var shown = true
      var identity = 0
      @State var value = 0
      var onUpdate: (@MainActor (LoggingRepresentable.Context) -> Void)? = nil

      var body: some View {
        VStack {
          if shown {
            LoggingRepresentable(log: log, value: value, onUpdate: onUpdate).id(identity)
          }
          Button("Bump") { value += 1 }
          Button("Bump quietly") {
            var transaction = Transaction()
            transaction.disablesAnimations = true
            withTransaction(transaction) { value += 1 }
          }
          Button("Bump animated") { withAnimation { value += 1 } }
        }
      }
    }

    @Test func coordinatorThenMakeThenUpdateThenDismantle() throws {
      let log = EventLog()
      let (controller, view) = host(Screen(log: log))
      #expect(log.events == ["makeCoordinator", "make", "update 0"])
      let child = try #require(controller.children.first as? LoggingController)
      #expect(child.view.superview === view)
      controller.rootView = Screen(log: log, shown: false)
      view.layoutIfNeeded()
      #expect(child.title == "dismantled")
      #expect(child.parent == nil)
      #expect(child.viewIfLoaded?.superview == nil)
      #expect(controller.children.isEmpty)
    }

    @Test func dismantleReleasesTheController() {
      let log = EventLog()
      let (controller, view) = host(Screen(log: log))
      weak let child = controller.children.first
      #expect(child != nil)
      controller.rootView = Screen(log: log, shown: false)
      view.layoutIfNeeded()
      #expect(child == nil)
    }

    @Test func releasingTheHostingControllerDismantles() throws {
      let log = EventLog()
      var controller: UIHostingController<Screen>? = UIHostingController(
        rootView: Screen(log: log))
      controller?.view.layoutIfNeeded()
      let child = try #require(controller?.children.first as? LoggingController)
      weak let released = controller
      controller = nil
      #expect(released == nil)
      #expect(child.title == "dismantled")
      #expect(child.parent == nil)
    }

    @Test func aNewIdentityDismantlesAndMakesAgain() {
      let log = EventLog()
      let (controller, view) = host(Screen(log: log))
      weak let first = controller.children.first
      log.events = []
      controller.rootView = Screen(log: log, identity: 1)
      view.layoutIfNeeded()
      #expect(first == nil)
      #expect(log.events == ["makeCoordinator", "make", "update 0"])
      #expect(controller.children.count == 1)
    }

    @Test func threeStateChangesMakeOneUpdate() throws {
      let log = EventLog()
      let (controller, view) = host(Screen(log: log))
      let child = try #require(controller.children.first as? LoggingController)
      let bodies = view.bodyEvaluationCount
      view.tapButton(titled: "Bump")
      view.tapButton(titled: "Bump")
      view.tapButton(titled: "Bump")
      #expect(child.updates == 1)
      #expect(view.bodyEvaluationCount == bodies)
      view.layoutIfNeeded()
      // One body evaluation (the screen's) and one update for the three changes.
      #expect(view.bodyEvaluationCount == bodies + 1)
      #expect(child.updates == 2)
      #expect(log.events.last == "update 3")
    }

    @Test func theTransactionOfTheChangeReachesTheContext() {
      let log = EventLog()
      var seen: [Transaction] = []
      let (_, view) = host(Screen(log: log, onUpdate: { seen.append($0.transaction) }))
      view.tapButton(titled: "Bump quietly")
      view.layoutIfNeeded()
      view.tapButton(titled: "Bump animated")
      view.layoutIfNeeded()
      view.tapButton(titled: "Bump")
      view.layoutIfNeeded()
      #expect(seen.map(\.disablesAnimations) == [false, true, false, false])
      #expect(seen.map(\.animation) == [nil, nil, .default, nil])
    }

    @Test func sizeThatFitsIsConsultedWithProposals() {
      let log = EventLog()
      let (_, view) = host(
        LoggingRepresentable(log: log, fixedSize: CGSize(width: 30, height: 40)))
      #expect(view.graph.sizeThatFits(.unspecified) == CGSize(width: 30, height: 40))
      let (_, flexible) = host(LoggingRepresentable(log: log))
      #expect(flexible.graph.sizeThatFits(.unspecified) == CGSize(width: 10, height: 10))
      #expect(
        flexible.graph.sizeThatFits(ProposedViewSize(width: 100, height: 50))
          == CGSize(width: 100, height: 50))
    }

    @Test func theControllersViewIsPlacedWhereLayoutPutsIt() throws {
      let log = EventLog()
      let (controller, _) = host(
        VStack(alignment: .leading, spacing: 0) {
          Text("title")
          LoggingRepresentable(log: log, fixedSize: CGSize(width: 30, height: 40))
        }, width: 100, height: 100)
      let child = try #require(controller.children.first)
      // The stack (40 × 60) is centred in 100 × 100: origin (30, 20); the representable is below
      // the 20-point text, at the leading edge.
      #expect(child.view.frame == CGRect(x: 30, y: 40, width: 30, height: 40))
    }

    @Test func theRefreshActionIsInTheEnvironment() async {
      let counter = RefreshCounter()
      var action: RefreshAction?
      let (_, view) = host(
        LoggingRepresentable(log: EventLog(), onUpdate: { action = $0.environment.refresh })
          .refreshable { await counter.bump() })
      _ = view
      await action?()
      #expect(await counter.count == 1)
    }
  }

  actor RefreshCounter {
    var count = 0
    func bump() { count += 1 }
  }
#endif

// @State identity, update timing, coalescing, transactions and Observation. Linux only.
#if os(Linux)
  import Foundation
  import Observation
  import Testing
  @testable import SwiftUI
  @testable import UIKit

  @Suite("SwiftUI stand-in: state and update timing")
  @MainActor
  struct StateTests {
    @Test func aStateChangeIsShownAtTheNextLayoutPass() {
      let (_, view) = host(Counter(label: "A"))
      #expect(view.renderedTexts == ["A 0", "Increment A"])
      #expect(view.tapButton(titled: "Increment A"))
      #expect(view.hasPendingUpdate)
      #expect(view.renderedTexts == ["A 0", "Increment A"])
      view.layoutIfNeeded()
      #expect(view.renderedTexts == ["A 1", "Increment A"])
      #expect(!view.hasPendingUpdate)
    }

    @Test func aWindowLayoutPassUpdatesTheHostedContent() {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      let controller = UIHostingController(rootView: Counter(label: "W"))
      window.rootViewController = controller
      window.makeKeyAndVisible()
      window.layoutIfNeeded()
      let view = controller.view.swiftUIHostingView!
      view.tapButton(titled: "Increment W")
      window.layoutIfNeeded()
      #expect(view.renderedTexts.first == "W 1")
    }

    @Test func threeChangesInATurnMakeOneEvaluation() {
      let log = EventLog()
      let (_, view) = host(Counter(label: "A", log: log))
      log.events = []
      view.tapButton(titled: "Increment A")
      view.tapButton(titled: "Increment A")
      view.tapButton(titled: "Increment A")
      view.layoutIfNeeded()
      #expect(log.events == ["body A"])
      #expect(view.renderedTexts.first == "A 3")
      #expect(view.updateCount == 1)
    }

    @Test func stateIsKeptForANewRootOfTheSameShape() {
      let (controller, view) = host(Counter(label: "A"))
      view.tapButton(titled: "Increment A")
      view.layoutIfNeeded()
      controller.rootView = Counter(label: "B")
      // The previous content until the layout pass.
      #expect(view.renderedTexts.first == "A 1")
      view.layoutIfNeeded()
      // Epoxy #154: the new root is a data update; the state stays.
      #expect(view.renderedTexts.first == "B 1")
      #expect(view.stateValues(of: Int.self) == [1])
    }

    struct Identified: View {
      let id: Int
      var body: some View { Counter(label: "C").id(id) }
    }

    @Test func aNewIdentityResetsTheState() {
      let (controller, view) = host(Identified(id: 1))
      view.tapButton(titled: "Increment C")
      view.layoutIfNeeded()
      #expect(view.renderedTexts.first == "C 1")
      controller.rootView = Identified(id: 1)
      view.layoutIfNeeded()
      #expect(view.renderedTexts.first == "C 1")
      controller.rootView = Identified(id: 2)
      view.layoutIfNeeded()
      #expect(view.renderedTexts.first == "C 0")
    }

    struct Toggled: View {
      let shown: Bool
      var body: some View {
        VStack {
          if shown { Counter(label: "T") }
          Text("footer")
        }
      }
    }

    @Test func leavingTheTreeDropsTheState() {
      let (controller, view) = host(Toggled(shown: true))
      view.tapButton(titled: "Increment T")
      view.layoutIfNeeded()
      #expect(view.renderedTexts == ["T 1", "Increment T", "footer"])
      controller.rootView = Toggled(shown: false)
      view.layoutIfNeeded()
      #expect(view.renderedTexts == ["footer"])
      controller.rootView = Toggled(shown: true)
      view.layoutIfNeeded()
      #expect(view.renderedTexts.first == "T 0")
    }

    @Test func forEachKeepsStateByIdentity() {
      struct List: View {
        let ids: [String]
        var body: some View {
          VStack { ForEach(ids, id: \.self) { Counter(label: $0) } }
        }
      }
      let (controller, view) = host(List(ids: ["a", "b"]))
      view.tapButton(titled: "Increment b")
      view.layoutIfNeeded()
      controller.rootView = List(ids: ["b", "a"])
      view.layoutIfNeeded()
      #expect(view.renderedTexts == ["b 1", "Increment b", "a 0", "Increment a"])
    }

    @Test func aBindingWritesThroughToState() {
      struct Parent: View {
        @State var text = "one"
        var body: some View { Child(text: $text) }
      }
      struct Child: View {
        @Binding var text: String
        var body: some View {
          Button(text) { text = "two" }
        }
      }
      let (_, view) = host(Parent())
      view.tapButton(titled: "one")
      view.layoutIfNeeded()
      #expect(view.renderedTexts == ["two"])
      #expect(Binding.constant(3).wrappedValue == 3)
    }

    @Test func environmentValuesReachTheViewsBelow() {
      struct Reader: View {
        @Environment(\.dynamicTypeSize) var size
        var body: some View { Text("\(size)") }
      }
      let (_, view) = host(
        VStack {
          Reader()
          Reader().environment(\.dynamicTypeSize, .xSmall)
        })
      #expect(view.renderedTexts == ["large", "xSmall"])
    }

    @Test func appearanceActionsRunWhenViewsEnterAndLeave() {
      let log = EventLog()
      struct Shown: View {
        let shown: Bool
        let log: EventLog
        var body: some View {
          if shown {
            Text("x").onAppear { log.record("appear") }.onDisappear { log.record("disappear") }
          }
        }
      }
      let (controller, view) = host(Shown(shown: true, log: log))
      #expect(log.events == ["appear"])
      controller.rootView = Shown(shown: false, log: log)
      view.layoutIfNeeded()
      #expect(log.events == ["appear", "disappear"])
    }

    @Test func anObservableChangeInvalidatesTheViewThatReadIt() {
      let model = Model()
      let log = EventLog()
      struct Title: View {
        let model: Model
        let log: EventLog
        var body: some View {
          log.record("body")
          return Text(model.title)
        }
      }
      let (_, view) = host(Title(model: model, log: log))
      #expect(log.events == ["body"])
      model.unrelated += 1
      #expect(!view.hasPendingUpdate)
      model.title = "second"
      model.title = "third"
      #expect(view.hasPendingUpdate)
      #expect(view.renderedTexts == ["first"])
      view.layoutIfNeeded()
      #expect(view.renderedTexts == ["third"])
      #expect(log.events == ["body", "body"])
    }
  }
#endif

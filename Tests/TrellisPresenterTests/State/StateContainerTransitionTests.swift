import Testing
import TrellisPresenter

@MainActor
@Suite("StateContainer transitions")
struct StateContainerTransitionTests {
  @Test("adding a child: only the added child gets callbacks, the kept one gets none")
  func addChild() {
    let f = StateContainerFixture(children: [.loading: ["A"], .ready: ["A", "B"]])
    f.appear()

    #expect(
      f.transition(to: .ready, animated: false) == [
        "willTransition(to: ready, false)", "B.willAppear(false)", "B.didAppear(false)",
        "didTransition(from: loading, false)",
      ])
    #expect(f.container.visibleNames == ["A", "B"])
    #expect(!f.container.isTransitioning)
  }

  @Test("removing a child: only the removed child gets callbacks")
  func removeChild() {
    let f = StateContainerFixture(
      appearanceState: .ready, children: [.loading: ["A"], .ready: ["A", "B"]])
    f.appear()

    #expect(
      f.transition(to: .loading, animated: false) == [
        "willTransition(to: loading, false)", "B.willDisappear(false)", "B.didDisappear(false)",
        "didTransition(from: ready, false)",
      ])
    #expect(f.container.visibleNames == ["A"])
  }

  @Test("replacing children: disappearing before appearing in each phase")
  func replaceChildren() {
    let f = StateContainerFixture(children: [.loading: ["A", "B"], .failed: ["C", "D"]])
    f.container.logsChildHooks = true
    f.appear()

    #expect(
      f.transition(to: .failed, animated: false) == [
        "willTransition(to: failed, false)",
        "childWillDisappear(A)", "A.willDisappear(false)",
        "childWillDisappear(B)", "B.willDisappear(false)",
        "childWillAppear(C)", "C.willAppear(false)",
        "childWillAppear(D)", "D.willAppear(false)",
        "A.didDisappear(false)", "childDidDisappear(A)",
        "B.didDisappear(false)", "childDidDisappear(B)",
        "C.didAppear(false)", "childDidAppear(C)",
        "D.didAppear(false)", "childDidAppear(D)",
        "didTransition(from: loading, false)",
      ])
    #expect(f.container.visibleNames == ["C", "D"])
  }

  @Test("identical children: both transition hooks fire and no child callbacks (case 60)")
  func keepAllChildren() async {
    let f = StateContainerFixture(children: [.loading: ["A"], .empty: ["A"]], animated: ["A"])
    f.appear()

    #expect(
      f.transition(to: .empty, animated: true) == [
        "willTransition(to: empty, true)", "didTransition(from: loading, true)",
      ])
    #expect(!f.container.isTransitioning)
    #expect(
      f.transition(to: .empty, animated: false) == [
        "willTransition(to: empty, false)", "didTransition(from: empty, false)",
      ])
  }

  @Test("a shared child is kept and its order follows children(for:) (case 61)")
  func sharedChildOrder() {
    let f = StateContainerFixture(children: [.loading: ["A", "B"], .ready: ["B", "C", "A"]])
    f.appear()

    #expect(
      f.transition(to: .ready, animated: false) == [
        "willTransition(to: ready, false)", "C.willAppear(false)", "C.didAppear(false)",
        "didTransition(from: loading, false)",
      ])
    #expect(f.container.visibleNames == ["B", "C", "A"])
  }

  @Test("a fresh instance for the same state replaces the old one")
  func freshInstancesReplace() {
    let f = StateContainerFixture(children: [.loading: ["A1"]])
    f.appear()
    f.container.childrenByState = [.loading: [f.child("A2")]]

    #expect(
      f.transition(to: .loading, animated: false) == [
        "willTransition(to: loading, false)", "A1.willDisappear(false)", "A2.willAppear(false)",
        "A1.didDisappear(false)", "A2.didAppear(false)", "didTransition(from: loading, false)",
      ])
  }

  @Test("a child listed twice is shown once, at its first position")
  func duplicateChild() {
    let f = StateContainerFixture(children: [.loading: ["A", "B", "A"]])

    f.appear()
    #expect(f.container.visibleNames == ["A", "B"])
    f.container.containerWillDisappear(animated: false)
    #expect(f.log.take() == ["A.willDisappear(false)", "B.willDisappear(false)"])
  }

  @Test("no children at all is a valid state")
  func emptyState() {
    let f = StateContainerFixture(children: [.loading: ["A"]])
    f.appear()

    f.container.setNeedsTransition(to: .empty, animated: true)
    // A child without its own timing animates out over 0.35 s; the empty state adds nothing.
    #expect(f.log.take() == ["willTransition(to: empty, true)", "A.willDisappear(true)"])
    #expect(f.container.visibleNames == ["A"])
  }
}

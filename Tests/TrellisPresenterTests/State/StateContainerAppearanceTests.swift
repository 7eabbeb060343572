import Clocks
import Testing
import TrellisPresenter

@MainActor
@Suite("StateContainer appearance")
struct StateContainerAppearanceTests {
  @Test("first appearance, not animated: children appear with the container, no clock involved")
  func firstAppearanceNotAnimated() {
    let f = StateContainerFixture(children: [.loading: ["A", "B"]], animated: ["B"])

    f.container.containerWillAppear(animated: false)
    #expect(
      f.log.take() == [
        "loadAppearanceState", "willTransition(to: loading, false)",
        "A.willAppear(false)", "B.willAppear(false)",
      ])
    #expect(f.container.isTransitioning)
    #expect(f.container.visibleNames == ["A", "B"])

    f.container.containerDidAppear(animated: false)
    #expect(
      f.log.take() == [
        "A.didAppear(false)", "B.didAppear(false)", "didTransition(from: nil, false)",
      ])
    #expect(!f.container.isTransitioning)
    #expect(f.container.currentState == .loading)
  }

  @Test("first appearance, animated: did-appear waits for the container and the animation")
  func firstAppearanceAnimated() async {
    let f = StateContainerFixture()
    f.container.childrenByState = [.loading: [f.animated("A", duration: .milliseconds(300))]]

    f.container.containerWillAppear(animated: true)
    #expect(
      f.log.take()
        == ["loadAppearanceState"] + animatedSwapBegins([], for: ["A"], to: .loading)
        + ["A.animations(appearing)"])
    f.container.containerDidAppear(animated: true)
    #expect(f.log.take() == [])
    await f.advance(by: .milliseconds(299), expecting: [])
    #expect(f.container.isTransitioning)

    await f.finishAppearing("A", after: .milliseconds(1), from: "nil")
  }

  @Test("animated appearance whose animation ends first: did-appear waits for the container")
  func animationEndsBeforeContainerAppears() async {
    let f = StateContainerFixture()
    f.container.childrenByState = [.loading: [f.animated("A", duration: .milliseconds(300))]]

    f.container.containerWillAppear(animated: true)
    _ = f.log.take()
    await f.advance(by: .milliseconds(300), expecting: ["A.transitionDidEnd(appearing)"])

    f.container.containerDidAppear(animated: true)
    #expect(f.log.take() == ["A.didAppear(true)", "didTransition(from: nil, true)"])
  }

  @Test("container hooks wrap each child callback (reference case 51)")
  func hookOrder() async {
    let f = StateContainerFixture()
    f.container.logsChildHooks = true
    f.container.childrenByState = [.loading: [f.child("A")]]

    f.container.containerWillAppear(animated: true)
    #expect(
      f.log.take() == [
        "loadAppearanceState", "willTransition(to: loading, true)", "childWillAppear(A)",
        "A.willAppear(true)",
      ])
    f.container.containerDidAppear(animated: true)
    #expect(f.log.take() == [])
    // A child without its own timing animates for StateViewController's 0.35 s fade.
    await f.advance(by: .milliseconds(349), expecting: [])
    await f.advance(
      by: .milliseconds(1),
      expecting: ["A.didAppear(true)", "childDidAppear(A)", "didTransition(from: nil, true)"])

    #expect(
      f.disappear(animated: false) == [
        "childWillDisappear(A)", "A.willDisappear(false)", "A.didDisappear(false)",
        "childDidDisappear(A)",
      ])
  }

  @Test("reappearance asks loadAppearanceState again; kept children appear, none animate")
  func reappearanceWithKeptAndAddedChildren() async {
    let f = StateContainerFixture(
      children: [.loading: ["A", "C"], .ready: ["B", "A"]], animated: ["A", "B"])
    f.appear()
    #expect(
      f.disappear(animated: false) == [
        "A.willDisappear(false)", "C.willDisappear(false)", "A.didDisappear(false)",
        "C.didDisappear(false)",
      ])

    f.container.appearanceState = .ready
    f.container.containerWillAppear(animated: true)
    // C was already hidden with the container: it leaves silently. Only the added B animates.
    #expect(
      f.log.take() == [
        "loadAppearanceState", "willTransition(to: ready, true)", "B.willAppear(true)",
        "A.willAppear(true)", "B.transitionWillBegin(appearing)", "B.animations(appearing)",
      ])
    #expect(f.container.visibleNames == ["B", "A"])
    f.container.containerDidAppear(animated: true)
    #expect(f.log.take() == ["A.didAppear(true)"])
    await f.advance(
      by: .milliseconds(300),
      expecting: windowCloses("B", appearing: true) + ["didTransition(from: loading, true)"])
  }

  @Test("reappearance with identical children still fires both transition hooks")
  func reappearanceWithIdenticalChildren() {
    let f = StateContainerFixture(children: [.loading: ["A"]])
    f.appear()
    #expect(f.disappear(animated: true) == ["A.willDisappear(true)", "A.didDisappear(true)"])

    f.reappear(showing: ["A"])
  }

  @Test("a cancelled appearance finishes the transition and never sends did-appear")
  func cancelledAppearance() {
    let f = StateContainerFixture(children: [.loading: ["A"]], animated: ["A"])
    f.container.containerWillAppear(animated: true)
    _ = f.log.take()

    f.container.containerWillDisappear(animated: true)
    #expect(
      f.log.take() == [
        "A.transitionDidEnd(appearing)", "didTransition(from: nil, true)", "A.willDisappear(true)",
      ])
    f.container.containerDidDisappear(animated: true)
    #expect(f.log.take() == ["A.didDisappear(true)"])
  }

  @Test("a cancelled disappearance: will-disappear, then a fresh appearance")
  func cancelledDisappearance() {
    let f = StateContainerFixture(children: [.loading: ["A"]])
    f.appear()
    f.container.containerWillDisappear(animated: true)
    #expect(f.log.take() == ["A.willDisappear(true)"])

    f.reappear(showing: ["A"])
  }

  @Test("unbalanced appearance calls: a missing will-call is made, a repeated call is ignored")
  func unbalancedCalls() {
    let f = StateContainerFixture(children: [.loading: ["A"]])

    f.container.containerDidAppear(animated: false)
    f.container.containerDidAppear(animated: false)
    f.container.containerWillAppear(animated: false)
    #expect(
      f.log.take() == ["loadAppearanceState"] + swapLog([], for: ["A"], to: .loading, from: nil))

    f.container.containerDidDisappear(animated: false)
    #expect(f.disappear(animated: false) == ["A.willDisappear(false)", "A.didDisappear(false)"])
  }

  @Test("currentState asks loadAppearanceState until a transition determines the state")
  func currentStateBeforeAppearance() {
    let f = StateContainerFixture(appearanceState: .failed)
    #expect(!f.container.hasDeterminedState)
    #expect(f.container.currentState == .failed)
    #expect(f.container.currentState == .failed)
    #expect(f.log.take() == ["loadAppearanceState", "loadAppearanceState"])
    #expect(!f.container.hasDeterminedState)

    f.container.containerWillAppear(animated: false)
    #expect(f.container.hasDeterminedState)
    _ = f.log.take()
    #expect(f.container.currentState == .failed)
    #expect(f.log.take() == [])
  }

  @Test("appearing with no state and no loadAppearanceState override is a precondition failure")
  func undeterminedStateTraps() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        StateContainer<Int>().containerWillAppear(animated: false)
      }
    }
  }
}

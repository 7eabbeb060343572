import Clocks
import Testing
import TrellisPresenter

@MainActor
@Suite("StateContainer disappearance")
struct StateContainerDisappearanceTests {
  @Test("disappearing during an animated add finishes it first: did-appear, then will-disappear")
  func disappearDuringAdd() async {
    let f = StateContainerFixture(
      children: [.loading: ["A"], .ready: ["A", "B"]], animated: ["B"])
    f.appear()
    #expect(
      f.transition(to: .ready, animated: true) == [
        "willTransition(to: ready, true)", "B.willAppear(true)",
        "B.transitionWillBegin(appearing)", "B.animations(appearing)",
      ])

    f.container.containerWillDisappear(animated: true)
    #expect(
      f.log.take()
        == windowCloses("B", appearing: true)
        + ["didTransition(from: loading, true)", "A.willDisappear(true)", "B.willDisappear(true)"])
    #expect(!f.container.isTransitioning)

    await f.advance(by: .seconds(1), expecting: [])  // the cancelled timeline fires nothing
    f.container.containerDidDisappear(animated: true)
    #expect(f.log.take() == ["A.didDisappear(true)", "B.didDisappear(true)"])
  }

  @Test("disappearing during an animated removal removes the child at once")
  func disappearDuringRemoval() {
    let f = StateContainerFixture(
      children: [.loading: ["A", "B"], .ready: ["A"]], animated: ["B"])
    f.appear()
    _ = f.transition(to: .ready, animated: true)
    #expect(f.container.visibleNames == ["A", "B"])

    f.container.containerWillDisappear(animated: false)
    #expect(
      f.log.take() == [
        "B.transitionDidEnd(disappearing)", "B.didDisappear(true)",
        "didTransition(from: loading, true)", "A.willDisappear(false)",
      ])
    #expect(f.container.visibleNames == ["A"])
  }

  @Test("a queued transition is applied without animation as the container disappears")
  func queuedTransitionOnDisappear() async {
    let f = StateContainerFixture(
      appearanceState: nil, children: [.loading: ["A"], .ready: ["B"], .failed: ["C"]],
      animated: ["A", "B"])
    f.container.setNeedsTransition(to: .loading, animated: false)
    f.appear()
    f.container.setNeedsTransition(to: .ready, animated: true)
    _ = f.transition(to: .failed, animated: true)

    f.container.containerWillDisappear(animated: true)
    #expect(
      f.log.take()
        == windowCloses("A", appearing: false) + windowCloses("B", appearing: true) + [
          "didTransition(from: loading, true)",
          "B.willDisappear(true)",
          "willTransition(to: failed, false)", "B.didDisappear(false)",
          "didTransition(from: ready, false)",
        ])
    #expect(f.container.currentState == .failed)
    #expect(f.container.visibleNames == ["C"])

    f.container.containerDidDisappear(animated: true)
    #expect(f.log.take() == [])

    // The default loadAppearanceState() keeps the queued state.
    f.container.containerWillAppear(animated: false)
    f.container.containerDidAppear(animated: false)
    #expect(
      f.log.take() == ["loadAppearanceState"] + swapLog([], for: ["C"], to: .failed, from: .failed))
  }

  @Test("requests while off-screen apply at once, without animation or child callbacks")
  func requestsWhileOffScreen() async {
    let f = StateContainerFixture(
      appearanceState: nil, children: [.loading: ["A"], .ready: ["A", "B"]], animated: ["A", "B"])

    #expect(
      f.transition(to: .loading, animated: true) == [
        "willTransition(to: loading, false)", "didTransition(from: nil, false)",
      ])
    #expect(f.container.visibleNames == ["A"])
    #expect(
      f.transition(to: .ready, animated: true) == [
        "willTransition(to: ready, false)", "didTransition(from: loading, false)",
      ])
    #expect(f.container.visibleNames == ["A", "B"])
    #expect(!f.container.isTransitioning)

    f.container.containerWillAppear(animated: true)
    f.container.containerDidAppear(animated: true)
    // Already mounted, nothing animates in: the children simply appear with the container.
    #expect(
      f.log.take()
        == ["loadAppearanceState"]
        + swapLog([], for: ["A", "B"], to: .ready, from: .ready, animated: true))
  }

  @Test("while disappearing, a removed child finishes disappearing and an added one stays hidden")
  func requestWhileDisappearing() {
    let f = StateContainerFixture(children: [.loading: ["A"], .ready: ["B"]])
    f.appear()
    f.container.containerWillDisappear(animated: true)
    _ = f.log.take()

    #expect(
      f.transition(to: .ready, animated: true) == [
        "willTransition(to: ready, false)", "A.didDisappear(false)",
        "didTransition(from: loading, false)",
      ])
    f.container.containerDidDisappear(animated: true)
    #expect(f.log.take() == [])
  }
}

import Testing
import TrellisPresenter
import TrellisTestSupport

private enum Priority: UpdateContextKey {
  static let defaultValue = 0
}

private enum InvalidatesSize: UpdateContextKey {
  static let defaultValue = false
  static func merge(_ earlier: Bool, _ later: Bool) -> Bool { earlier || later }
}

@Suite("UpdateContext and animators")
@MainActor
struct UpdateContextTests {
  @Test("merging ORs the flags and keeps the last animator that was set")
  func mergeFlags() {
    let spring = UpdateAnimator.spring()
    let linear = UpdateAnimator(duration: .milliseconds(100), curve: .linear)
    var context = UpdateContext(animator: spring)
    context.merge(UpdateContext(animated: true, animator: linear))
    context.merge(UpdateContext(layoutIfNeeded: true))
    #expect(context.isAnimated && context.layoutIfNeeded && !context.disablesAnimation)
    #expect(context.animator == linear && context.animates)
    let disabled = context.merging(UpdateContext(disablesAnimation: true))
    #expect(disabled.isAnimated && !disabled.animates && context.animates)
    #expect(!context.isBindingView && UpdateContext() == UpdateContext())
  }

  @Test("ref 14: typed values are last-wins unless their key merges")
  func typedValues() {
    var first = UpdateContext()
    first[Priority.self] = 1
    first[InvalidatesSize.self] = true
    var second = UpdateContext()
    second[Priority.self] = 2
    second[InvalidatesSize.self] = false
    let merged = first.merging(second)
    #expect(merged[Priority.self] == 2 && merged[InvalidatesSize.self])
    #expect(UpdateContext()[Priority.self] == 0)
    #expect(first.merging(UpdateContext())[Priority.self] == 1)
    #expect(first != second && merged == first.merging(second))
  }

  @Test("ref 14 in a pass: the last animator and typed value reach the update")
  func mergedInPass() {
    let log = CallLog()
    let presenter = LoggedPresenter("P", log)
    let (page, scheduler) = makePage(presenter)
    page.load()
    var seen: [UpdateContext] = []
    presenter.whenUpdated = { seen.append($0) }
    for priority in 1...2 {
      var context = UpdateContext(animator: .spring(bounce: Double(priority) / 10))
      context[Priority.self] = priority
      presenter.setState(context)
    }
    scheduler.flush()
    #expect(seen.count == 1 && seen[0][Priority.self] == 2)
    #expect(seen[0].animator == .spring(bounce: 0.2))
    withExtendedLifetime(page) {}
  }

  @Test("1.5 (fixed): a spring's bounce becomes a damping ratio, and the default settles")
  func springDamping() {
    func damping(_ animator: UpdateAnimator) -> Double? {
      guard case .spring(let ratio, _) = animator.curve else { return nil }
      return ratio
    }
    #expect(damping(.spring()) == 1)
    #expect(damping(.spring(bounce: 0.25)) == 0.75)
    #expect(damping(.spring(bounce: 1)) == 0)
    #expect(damping(.spring(bounce: -0.5)) == 2)
    #expect(UpdateAnimator.default.duration == .milliseconds(300))
    #expect(UpdateAnimator.default.curve == .easeInOut && UpdateAnimator.default.delay == .zero)
  }

  @Test("a bounce out of range traps")
  func bounceOutOfRange() async {
    await #expect(processExitsWith: .failure) {
      _ = UpdateAnimator.spring(bounce: -1)
    }
  }
}

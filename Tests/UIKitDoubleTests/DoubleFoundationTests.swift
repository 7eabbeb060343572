// The UIKit test double's own behaviour, where TrellisUIKit relies on it. Linux only: on iOS these
// would test Apple's UIKit, and the simulated gestures do not exist there.
#if os(Linux)
  import Clocks
  import Foundation
  import Testing
  import TrellisTestSupport
  @testable import UIKit

  @MainActor
  final class ScrollRecorder: NSObject, UIScrollViewDelegate {
    let log = CallLog()
    var snapTo: CGPoint?

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log.add("willBeginDragging") }
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      log.add("didScroll \(Int(scrollView.contentOffset.y))")
    }
    func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
      targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
      log.add("willEndDragging target \(Int(targetContentOffset.pointee.y.rounded()))")
      if let snapTo { targetContentOffset.pointee = snapTo }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
      log.add("didEndDragging decelerate \(decelerate)")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
      log.add("willBeginDecelerating")
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { log.add("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
      log.add("didEndScrollingAnimation")
    }
  }

  @MainActor
  private func lifecycleController(_ name: String, log: CallLog) -> LoggingViewController {
    LoggingViewController(name, log: log, parentName: "parent", detailed: false)
  }

  @Suite("UIKit double: scroll view, view controllers, controls")
  @MainActor
  struct DoubleFoundationTests {
    /// A 100 × 200 scroll view whose delegate is a new recorder, with content `contentHeight` tall.
    func recordedScrollView(contentHeight: CGFloat) -> (UIScrollView, ScrollRecorder) {
      let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
      scrollView.contentSize = CGSize(width: 100, height: contentHeight)
      let recorder = ScrollRecorder()
      scrollView.delegate = recorder
      return (scrollView, recorder)
    }

    @Test("a drag sends UIKit's delegate order and rests where the delegate moved the target")
    func dragOrder() async {
      let clock = TestClock()
      await UIKitDoubleEnvironment.$clock.withValue(clock) {
        let (scrollView, recorder) = recordedScrollView(contentHeight: 2000)
        recorder.snapTo = CGPoint(x: 0, y: 400)
        scrollView.drag(by: CGPoint(x: 0, y: 50), releasingWith: CGPoint(x: 0, y: 1))
        #expect(scrollView.isDecelerating)
        #expect(
          recorder.log.take() == [
            "willBeginDragging", "didScroll 50", "willEndDragging target 549",
            "didEndDragging decelerate true", "willBeginDecelerating",
          ])
        await clock.advance(by: .milliseconds(499))
        scrollView.settleDeceleration()
        #expect(recorder.log.take().isEmpty)
        await clock.advance(by: .milliseconds(1))
        scrollView.settleDeceleration()
        #expect(recorder.log.take() == ["didScroll 400", "didEndDecelerating"])
        #expect(!scrollView.isDecelerating)
        #expect(scrollView.contentOffset.y == 400)
      }
    }

    @Test("a touch during deceleration stops the content where it is")
    func touchStopsDeceleration() async {
      let clock = TestClock()
      await UIKitDoubleEnvironment.$clock.withValue(clock) {
        let (scrollView, recorder) = recordedScrollView(contentHeight: 2000)
        scrollView.drag(by: CGPoint(x: 0, y: 10), releasingWith: CGPoint(x: 0, y: 1))
        _ = recorder.log.take()
        scrollView.drag(by: CGPoint(x: 0, y: 10))
        #expect(
          recorder.log.take() == [
            "willBeginDragging", "didScroll 20", "willEndDragging target 20",
            "didEndDragging decelerate false",
          ])
        await clock.advance(by: .seconds(1))
        UIKitDoubleEnvironment.settleAnimationsForTesting()
        #expect(recorder.log.take().isEmpty)
        #expect(scrollView.contentOffset.y == 20)
      }
    }

    @Test("an animated content offset ends its scrolling animation on the clock")
    func scrollingAnimation() async {
      let clock = TestClock()
      await UIKitDoubleEnvironment.$clock.withValue(clock) {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        let recorder = ScrollRecorder()
        scrollView.delegate = recorder
        scrollView.setContentOffset(CGPoint(x: 0, y: 30), animated: true)
        #expect(recorder.log.take() == ["didScroll 30"])
        await clock.advance(by: .milliseconds(300))
        UIKitDoubleEnvironment.settleAnimationsForTesting()
        #expect(recorder.log.take() == ["didEndScrollingAnimation"])
      }
    }

    @Test("a pull past the threshold begins refreshing and sends valueChanged once")
    func pullToRefresh() {
      let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
      let control = UIRefreshControl()
      var pulls = 0
      control.addAction(UIAction { _ in pulls += 1 }, for: .valueChanged)
      scrollView.refreshControl = control
      scrollView.pullToRefresh(distance: 79)
      #expect(pulls == 0 && !control.isRefreshing)
      scrollView.pullToRefresh()
      #expect(pulls == 1 && control.isRefreshing)
      scrollView.pullToRefresh()
      #expect(pulls == 1)
      control.endRefreshing()
      #expect(!control.isRefreshing)
      #expect(scrollView.contentOffset == .zero)
    }

    @Test("a stepper clamps its value, steps by stepValue on a tap and sends valueChanged then")
    func stepper() {
      let stepper = UIStepper()
      #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100)
      #expect(stepper.stepValue == 1)
      var changes: [Double] = []
      stepper.addAction(UIAction { _ in changes.append(stepper.value) }, for: .valueChanged)
      stepper.minimumValue = 2
      #expect(stepper.value == 2)  // clamped up to the new minimum
      stepper.maximumValue = 5
      stepper.stepValue = 2
      stepper.value = 3  // set in code: no action
      stepper.value = 9
      #expect(stepper.value == 5 && changes.isEmpty)
      stepper.value = -1
      #expect(stepper.value == 2)
      stepper.value = 3
      stepper._tapDecrement()  // 3 - 2 = 1, clamped to 2
      stepper._tapDecrement()  // already at the minimum: nothing changes, nothing is sent
      stepper._tapIncrement()
      stepper._tapIncrement()  // 4 + 2 = 6, clamped to 5
      stepper._tapIncrement()
      #expect(changes == [2, 4, 5])
      stepper.isEnabled = false
      stepper._tapDecrement()
      #expect(stepper.value == 5 && changes == [2, 4, 5])
    }

    @Test("a window shows its root; a child's view entering an appeared parent appears, in order")
    func containment() {
      let log = CallLog()
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      let root = lifecycleController("root", log: log)
      window.rootViewController = root
      #expect(log.take().isEmpty)
      window.makeKeyAndVisible()
      #expect(log.take() == ["root viewDidLoad", "root viewWillAppear", "root viewDidAppear"])
      #expect(root.view.frame.size == CGSize(width: 320, height: 480))

      let child = lifecycleController("child", log: log)
      root.addChild(child)
      root.view.addSubview(child.view)
      child.didMove(toParent: root)
      #expect(
        log.take() == [
          "child willMove(toParent: parent)", "child viewDidLoad", "child viewWillAppear",
          "child viewDidAppear", "child didMove(toParent: parent)",
        ])

      child.willMove(toParent: nil)
      child.view.removeFromSuperview()
      child.removeFromParent()
      #expect(
        log.take() == [
          "child willMove(toParent: nil)", "child viewWillDisappear", "child viewDidDisappear",
          "child didMove(toParent: nil)",
        ])
      #expect(root.children.isEmpty && child.parent == nil)
    }

    @Test("manual appearance forwarding: a parent's transition reaches children in its view")
    func forwarding() {
      let log = CallLog()
      let parent = lifecycleController("parent", log: log)
      let child = lifecycleController("child", log: log)
      parent.addChild(child)
      parent.view.addSubview(child.view)
      child.didMove(toParent: parent)
      _ = log.take()
      parent.beginAppearanceTransition(true, animated: true)
      parent.endAppearanceTransition()
      parent.beginAppearanceTransition(false, animated: true)
      parent.endAppearanceTransition()
      #expect(
        log.take() == [
          "parent viewWillAppear", "child viewWillAppear", "parent viewDidAppear",
          "child viewDidAppear", "parent viewWillDisappear", "child viewWillDisappear",
          "parent viewDidDisappear", "child viewDidDisappear",
        ])
    }

    @Test("index paths carry UIKit's item, row and section")
    func indexPaths() {
      let path = IndexPath(item: 3, section: 1)
      #expect(path.item == 3 && path.row == 3 && path.section == 1)
      #expect(IndexPath(row: 3, section: 1) == path)
    }

    @Test("the text snapshot draws the tree, labels with their text")
    func snapshot() {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
      let label = UILabel(frame: CGRect(x: 4, y: 4, width: 80, height: 20))
      label.text = "Hello"
      root.addSubview(label)
      #expect(root.snapshot() == "UIView (0, 0, 100, 50)\n  UILabel (4, 4, 80, 20) \"Hello\"")
      #expect(label.sizeThatFits(.zero) == CGSize(width: 40, height: 20))
      label.numberOfLines = 0
      #expect(label.sizeThatFits(CGSize(width: 16, height: 0)) == CGSize(width: 16, height: 60))
    }
  }
#endif

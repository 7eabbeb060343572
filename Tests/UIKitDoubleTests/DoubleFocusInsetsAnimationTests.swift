// The double's focus engine for the list views (keyboard focus and VoiceOver's focus
// notification), the scroll view's adjusted content inset with its adjustment behaviours, and the
// recorded options of block animations. Linux only.
#if os(Linux)
  import Clocks
  import Foundation
  import Testing
  import TrellisTestSupport
  @testable import UIKit

  /// A collection view's delegate that writes down focus updates and selection.
  @MainActor
  final class FocusProbe: NSObject, UICollectionViewDelegate, UITableViewDelegate {
    var log: [String] = []
    var refusesSelection = false

    private func describe(_ path: IndexPath?) -> String {
      path.map { "\($0.section).\($0.item)" } ?? "-"
    }

    func collectionView(
      _ collectionView: UICollectionView,
      didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
      with coordinator: UIFocusAnimationCoordinator
    ) {
      log.append(
        "focus \(describe(context.previouslyFocusedIndexPath))→"
          + describe(context.nextFocusedIndexPath))
    }

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
      -> Bool
    {
      log.append("shouldSelect \(describe(indexPath))")
      return !refusesSelection
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      log.append("didSelect \(describe(indexPath))")
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    {
      log.append("didDeselect \(describe(indexPath))")
    }

    func tableView(
      _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
      with coordinator: UIFocusAnimationCoordinator
    ) {
      log.append(
        "focus \(describe(context.previouslyFocusedIndexPath))→"
          + describe(context.nextFocusedIndexPath))
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      log.append("didSelect \(describe(indexPath))")
    }
  }

  /// A data source of one section of `count` plain cells.
  @MainActor
  final class PlainCells: NSObject, UICollectionViewDataSource {
    var count: Int
    init(_ count: Int) { self.count = count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
  }

  @MainActor
  @Suite("UIKit double: focus, adjusted insets, animation options")
  struct DoubleFocusInsetsAnimationTests {
    /// A 320×200 collection view of `count` 100×44 cells in a window, with `probe` as delegate.
    func collectionView(_ count: Int, probe: FocusProbe, data: PlainCells) -> UICollectionView {
      let layout = UICollectionViewFlowLayout()
      layout.itemSize = CGSize(width: 300, height: 44)
      let view = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
      view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      view.dataSource = data
      view.delegate = probe
      let window = UIWindow(frame: view.frame)
      window.addSubview(view)
      view.layoutIfNeeded()
      return view
    }

    @Test("focus moves between cells with one delegate call per change; selection follows focus")
    func collectionFocus() {
      let probe = FocusProbe()
      let data = PlainCells(3)
      let view = collectionView(3, probe: probe, data: data)
      view.allowsFocus = true
      view.moveFocusForTesting(to: IndexPath(item: 0, section: 0))
      view.moveFocusForTesting(to: IndexPath(item: 0, section: 0))
      view.moveFocusForTesting(to: IndexPath(item: 1, section: 0))
      view.selectionFollowsFocus = true
      view.moveFocusForTesting(to: IndexPath(item: 2, section: 0))
      view.moveFocusForTesting(to: IndexPath(item: 1, section: 0))
      view.moveFocusForTesting(to: nil)
      #expect(
        probe.log == [
          "focus -→0.0", "focus 0.0→0.1", "focus 0.1→0.2", "shouldSelect 0.2", "didSelect 0.2",
          "focus 0.2→0.1", "shouldSelect 0.1", "didDeselect 0.2", "didSelect 0.1", "focus 0.1→-",
        ])
      #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
      #expect(view.focusedIndexPathForTesting == nil)
    }

    @Test("focus stays on its cell through a batch, and leaves with a deleted item")
    func collectionFocusAcrossBatch() {
      let probe = FocusProbe()
      let data = PlainCells(3)
      let view = collectionView(3, probe: probe, data: data)
      view.allowsFocus = true
      view.moveFocusForTesting(to: IndexPath(item: 1, section: 0))
      view.performBatchUpdates {
        data.count = 4
        view.insertItems(at: [IndexPath(item: 0, section: 0)])
      }
      #expect(view.focusedIndexPathForTesting == IndexPath(item: 2, section: 0))
      view.performBatchUpdates {
        data.count = 3
        view.deleteItems(at: [IndexPath(item: 2, section: 0)])
      }
      #expect(view.focusedIndexPathForTesting == nil)
    }

    @Test("a table's focus update names the rows; selection follows focus as a tap selects")
    func tableFocus() {
      final class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
          -> UITableViewCell
        { tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath) }
      }
      let probe = FocusProbe()
      let rows = Rows()
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
      table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
      table.dataSource = rows
      table.delegate = probe
      UIWindow(frame: table.frame).addSubview(table)
      table.layoutIfNeeded()
      table.allowsFocus = true
      table.selectionFollowsFocus = true
      table.moveFocusForTesting(to: IndexPath(row: 1, section: 0))
      table.moveFocusForTesting(to: nil)
      #expect(probe.log == ["focus -→0.1", "didSelect 0.1", "focus 0.1→-"])
      #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
    }

    @Test("moving focus to a cell needs allowsFocus")
    func focusNeedsAllowsFocus() async {
      await #expect(processExitsWith: .failure) {
        await MainActor.run {
          let probe = FocusProbe()
          let data = PlainCells(3)
          let layout = UICollectionViewFlowLayout()
          let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
          view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
          view.dataSource = data
          view.delegate = probe
          view.layoutIfNeeded()
          view.moveFocusForTesting(to: IndexPath(item: 0, section: 0))
        }
      }
    }

    @Test("VoiceOver's focus is posted on the default center with the element, object nil")
    func elementFocused() async {
      await #expect(processExitsWith: .success) {
        await MainActor.run {
          let element = UIView()
          var heard: [Bool] = []
          let token = NotificationCenter.default.addObserver(
            forName: UIAccessibility.elementFocusedNotification, object: nil, queue: nil
          ) { note in
            let same =
              note.object == nil
              && (note.userInfo?[UIAccessibility.focusedElementUserInfoKey] as AnyObject?)
                === element
            MainActor.assumeIsolated { heard.append(same) }
          }
          UIAccessibility.focusElementForTesting(element)
          NotificationCenter.default.removeObserver(token)
          precondition(heard == [true], "heard \(heard)")
        }
      }
    }

    @Test(
      "adjustedContentInset adds the safe area the behaviour selects",
      arguments: [
        (UIScrollView.ContentInsetAdjustmentBehavior.never, false, 10.0, 20.0),
        (.always, false, 54, 64),
        (.automatic, false, 10, 20),
        (.automatic, true, 54, 64),
        (.scrollableAxes, true, 54, 64),
      ])
    func adjustedInset(
      behavior: UIScrollView.ContentInsetAdjustmentBehavior, scrolls: Bool, top: Double,
      bottom: Double
    ) {
      final class Probe: UIScrollView {
        var changes = 0
        override func adjustedContentInsetDidChange() { changes += 1 }
      }
      let view = Probe(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      #expect(view.contentInsetAdjustmentBehavior == .automatic)
      view.contentInsetAdjustmentBehavior = behavior
      view.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
      view.contentSize = CGSize(width: 390, height: scrolls ? 2_000 : 500)
      view.setSafeAreaInsetsForTesting(UIEdgeInsets(top: 44, left: 5, bottom: 44, right: 5))
      let inset = view.adjustedContentInset
      #expect(Double(inset.top) == top)
      #expect(Double(inset.bottom) == bottom)
      // Sideways: the content is no wider than the view, so only `.always` adds the safe area.
      #expect(Double(inset.left) == (behavior == .always ? 5 : 0))
      // One call per change of the adjusted inset (the content inset, then the safe area if it
      // adds to it).
      #expect(view.changes == (top == 10 ? 1 : 2))
    }

    @Test("block animations record their duration, delay and options; the curve reads back")
    func animationOptions() {
      let recorder = UIViewAnimationRecorder()
      UIView.$animationRecorder.withValue(recorder) {
        UIView.animate(withDuration: 0.25) {}
        UIView.animate(
          withDuration: 0.4, delay: 0.1, options: [.curveEaseOut, .beginFromCurrentState],
          animations: {})
      }
      #expect(recorder.animations.map(\.duration) == [0.25, 0.4])
      #expect(recorder.animations.map(\.delay) == [0, 0.1])
      #expect(recorder.animations.map(\.curve) == [.easeInOut, .easeOut])
      #expect(recorder.animations[1].options.contains(.beginFromCurrentState))
    }
  }
#endif

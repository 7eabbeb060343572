// The double's accessibility declarations (issue 24, custom actions and posts). Linux only.
#if os(Linux)
  import Foundation
  import Testing
  @testable import UIKit

  @MainActor
  @Suite("UIKit double: accessibility actions and posts")
  struct DoubleAccessibilityActionTests {
    @Test("a custom action's test hook runs its handler and returns its answer")
    func customActionActivation() {
      var runs: [String] = []
      let archive = UIAccessibilityCustomAction(name: "Archive") { action in
        runs.append(action.name)
        return true
      }
      let refuse = UIAccessibilityCustomAction(
        attributedName: NSAttributedString(string: "Move up")
      ) { _ in false }
      #expect(archive.performForTesting())
      #expect(!refuse.performForTesting())
      #expect(refuse.name == "Move up")
      #expect(runs == ["Archive"])
      refuse.actionHandler = nil
      #expect(!refuse.performForTesting())
    }

    @Test("view defaults: no actions, no container type, no traits, accessibilityScroll false")
    func viewDefaults() {
      let view = UIView()
      #expect(view.accessibilityCustomActions == nil)
      #expect(view.accessibilityContainerType == .none)
      #expect(view.accessibilityTraits == .none)
      #expect(!view.accessibilityScroll(.next))
      #expect(UIAccessibilityScrollDirection(rawValue: 6) == .previous)
      #expect(UIAccessibilityContainerType(rawValue: 2) == .list)
      let collection = UICollectionView(
        frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
      #expect(!collection.allowsFocus && !collection.selectionFollowsFocus)
      let table = UITableView(frame: .zero, style: .plain)
      #expect(!table.allowsFocus && !table.selectionFollowsFocus)
    }

    @Test("posts are recorded per task, in order, with their arguments")
    func postsAreRecorded() async {
      UIAccessibility.post(notification: .announcement, argument: "unheard")
      let recorder = UIAccessibilityPostRecorder()
      UIAccessibility.$postRecorder.withValue(recorder) {
        UIAccessibility.post(notification: .announcement, argument: "More content loaded")
        UIAccessibility.post(notification: .pageScrolled, argument: "Page 2 of 5")
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
      }
      UIAccessibility.post(notification: .screenChanged, argument: nil)
      #expect(recorder.posts.map(\.notification) == [.announcement, .pageScrolled, .layoutChanged])
      #expect(recorder.posts.map(\.text) == ["More content loaded", "Page 2 of 5", nil])
    }
  }
#endif

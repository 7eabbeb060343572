// ListCollectionViewController on the UIKit double.
#if os(Linux)
  import Clocks
  import Testing
  import Trellis
  import TrellisUIKit
  @testable import UIKit

  @MainActor
  @Suite("TrellisUIKit: list collection view controller")
  struct ListCollectionViewControllerTests {
    @Test("its view is the collection view; apply shows the model once in a window")
    func showsModel() async {
      let (texts, violations) = await withDouble { clock in
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let controller = ListCollectionViewController(
          layout: ListCollectionViewLayout(
            defaultSection: .flow(FlowSection(itemCount: 0, lineSpacing: 0))))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(controller.view === controller.collectionView)
        let items = (0..<3).map { ListItem(id: $0, content: "row \($0)", view: UIKitTextCell.self) }
        await controller.apply(
          ListModel(sections: [ListSection("s", items: items)]), animated: false)
        return controller.collectionView.visibleCells.compactMap { ($0 as? UIKitTextCell)?.text }
      }
      #expect(violations.isEmpty)
      #expect(texts == ["row 0", "row 1", "row 2"])
    }
  }
#endif

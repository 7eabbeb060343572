// The README's UIKit quick start, compiled and run on the UIKit double.
#if os(Linux)
  import Clocks
  import Foundation
  import Testing
  import TrellisCore
  import TrellisDiff
  import TrellisLayout
  import TrellisList
  import TrellisTestSupport
  import TrellisUIKit
  @testable import UIKit

  enum ReadmeQuickStart {
    final class NameCell: ListCollectionViewCell, ConfigurableView {
      private(set) lazy var label: UILabel = {
        let label = UILabel()
        contentView.addSubview(label)
        return label
      }()

      func configure(with content: String) { label.text = content }

      nonisolated static func size(for content: String, fitting container: CGSize) -> CGSize? {
        CGSize(width: container.width, height: 44)
      }
    }

    final class NamesViewController: ListCollectionViewController {
      override func viewDidLoad() {
        super.viewDidLoad()
        apply(
          ListModel {
            ListSection(id: "names", ["Ada", "Grace", "Linus"]) { name in
              ListItem(id: name, content: name, view: NameCell.self)
            }
          }, animated: false)
      }
    }
  }

  @MainActor
  @Suite("README: UIKit quick start")
  struct ReadmeUIKitQuickStartTests {
    @Test("the names controller, as a window's root, shows the three names")
    func names() async {
      let (names, violations) = await withDouble { clock in
        let controller = ReadmeQuickStart.NamesViewController()
        let window = shown(controller)
        for _ in 0..<3 {
          await clock.advance(by: .seconds(1))
          UIKitDoubleEnvironment.settleAnimationsForTesting()
          window.layoutIfNeeded()
        }
        return controller.collectionView.indexPathsForVisibleItems.sorted().compactMap {
          (controller.collectionView.cellForItem(at: $0) as? ReadmeQuickStart.NameCell)?.label.text
        }
      }
      #expect(violations.isEmpty)
      #expect(names == ["Ada", "Grace", "Linus"])
    }
  }
#endif

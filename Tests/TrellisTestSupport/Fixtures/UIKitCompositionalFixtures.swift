// A fixture for driving a real ListAdapter through CollectionViewHost on the UIKit double's
// compositional layout: Trellis's ListCompositionalLayout, or a layout the test builds.
#if os(Linux)
  import Clocks
  import Foundation
  import TrellisCore
  import TrellisList
  import TrellisUIKit
  import UIKit

  /// A window, a collection view with a compositional layout, its host and an adapter. Create it
  /// inside ``withDouble(_:)`` so that its animations run on the test clock.
  @MainActor
  package struct CompositionalFixture: CollectionViewFixture {
    package let clock: TestClock<Duration>
    package let window: UIWindow
    package let collectionView: UICollectionView
    package let layout: UICollectionViewCompositionalLayout
    package let host: CollectionViewHost
    package let adapter: ListAdapter

    package init(
      clock: TestClock<Duration>, viewport: CGSize = CGSize(width: 320, height: 480),
      layout: UICollectionViewCompositionalLayout? = nil,
      configuration: ListAdapter.Configuration = ListAdapter.Configuration()
    ) {
      self.clock = clock
      // By default Trellis's layout, whose bands rest on the test clock.
      let layout = layout ?? ListCompositionalLayout(clock: clock)
      self.layout = layout
      window = UIWindow(frame: CGRect(origin: .zero, size: viewport))
      collectionView = UICollectionView(
        frame: CGRect(origin: .zero, size: viewport), collectionViewLayout: layout)
      window.makeKeyAndVisible()
      window.addSubview(collectionView)
      host = CollectionViewHost(collectionView: collectionView)
      adapter = ListAdapter(host: host, configuration: configuration.withTestDiffScheduler)
    }

    /// Whether nothing is in flight: the view is idle, no band decelerates, and every band that
    /// moved was reported at rest.
    package var isIdle: Bool {
      viewIsIdle
        && (0..<collectionView.numberOfSections).allSatisfy {
          !layout.isOrthogonalSectionDecelerating($0)
        }
        && (layout as? ListCompositionalLayout)?.hasBandsInMotion != true
    }

    /// Every visible cell: its index path, frame and text, in index-path order.
    package func cells() -> [String] {
      collectionView.indexPathsForVisibleItems.sorted().map { indexPath in
        let cell = collectionView.cellForItem(at: indexPath)
        let text =
          (cell as? UIKitTextCell)?.text ?? (cell as? UIKitNoteCell)?.text
          ?? (cell as? UIKitNumberCell)?.number.map(String.init) ?? "-"
        return
          "\(indexPath.section).\(indexPath.item) \(UIView.format(cell?.frame ?? .zero)) \(text)"
      }
    }
  }
#endif

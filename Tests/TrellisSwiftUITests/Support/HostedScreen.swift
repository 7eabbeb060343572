// A SwiftUI root in a UIHostingController in a window of the UIKit double. Linux only.
#if os(Linux)
  import Clocks
  import Foundation
  import SwiftUI
  import Testing
  import TrellisCore
  import TrellisDiff
  import TrellisLayout
  import TrellisList
  import TrellisSwiftUI
  import TrellisTestSupport
  import TrellisUIKit
  @testable import UIKit

  /// A SwiftUI screen on the stand-ins: `root` in a `UIHostingController`, the window's root view
  /// controller, laid out at `size`. SwiftUI updates run at the hosting view's layout passes
  /// (``layout()``).
  @MainActor
  final class HostedScreen<Root: View> {
    let window: UIWindow
    let hosting: UIHostingController<Root>
    let clock: TestClock<Duration>

    init(_ root: Root, clock: TestClock<Duration>, size: CGSize = CGSize(width: 320, height: 480)) {
      self.clock = clock
      window = UIWindow(frame: CGRect(origin: .zero, size: size))
      hosting = UIHostingController(rootView: root)
      window.rootViewController = hosting
      window.makeKeyAndVisible()
      layout()
    }

    /// Runs the pending SwiftUI updates and lays everything out (a turn of the run loop).
    func layout() {
      window.layoutIfNeeded()
    }

    /// The hosting controller's view, inspected as the stand-in's hosting view.
    var hostingView: _UIHostingViewBase { hosting.view.swiftUIHostingView! }

    /// The first list controller among the hosting controller's children.
    var collectionController: ListCollectionViewController? {
      hosting.children.lazy.compactMap { $0 as? ListCollectionViewController }.first
    }

    /// The first table controller among the hosting controller's children.
    var tableController: ListTableViewController? {
      hosting.children.lazy.compactMap { $0 as? ListTableViewController }.first
    }

    /// The coordinator of the first list view.
    var coordinator: ListViewCoordinator? {
      (collectionController ?? tableController)?._listCoordinator
    }

    /// Taps the first button titled `title` in the screen's own views (not in list items), then
    /// lays out.
    func tap(_ title: String) {
      #expect(hostingView.tapButton(titled: title), "no button \"\(title)\"")
      layout()
    }

    /// Lets animations finish on the double's clock.
    func settle() async {
      for _ in 0..<20 {
        await clock.advance(by: .milliseconds(300))
        UIKitDoubleEnvironment.settleAnimationsForTesting()
        collectionController?.collectionView.settleDeceleration()
        tableController?.tableView.settleDeceleration()
        layout()
        let adapter = (collectionController?.adapter ?? tableController?.adapter)
        if adapter?.isApplying != true { return }
      }
    }
  }

  extension UIView {
    /// The stand-in hosting views in this view's tree, depth first.
    var hostingViews: [_UIHostingViewBase] {
      if let hosting = swiftUIHostingView { return [hosting] }
      return subviews.flatMap(\.hostingViews)
    }
  }
#endif

// The terminal side of the UIKit screens: it puts a view controller in a window of the UIKit test
// double, drives it with the double's simulated gestures (package API, which the real UIKit does
// not have), and paints the view hierarchy onto the catalog's canvas. It exists only where the
// double is UIKit: on Linux. Elsewhere the catalog shows its headless screens (see
// `Catalog.examples`).
#if canImport(UIKit) && os(Linux)
  import Foundation
  import SwiftUI
  import Trellis
  import TrellisUIKit
  import UIKit

  /// A view controller in a window of the double, with its time, keys and picture.
  @MainActor
  final class UIKitScreenRunner {
    /// The clock the double's animations (scrolls, batch updates) run on. The runner advances it
    /// after every key until they have finished, so each frame shows a settled screen; the
    /// screens' own time (a carousel's auto-roll) is on the examples' ``CatalogClock``.
    let animationClock = CatalogClock()
    let window: UIWindow
    /// The focused item of the list the keys move in.
    var focus: ItemPath?

    /// Creates the window, makes `makeRoot`'s controller its root and shows it; `makeRoot` gets
    /// ``animationClock``, for what the controller times besides the double's animations (a
    /// compositional layout's band rests).
    init(viewport: CGSize, makeRoot: (CatalogClock) -> UIViewController) {
      let clock = animationClock
      let (window, root) = UIKitDoubleEnvironment.$clock.withValue(clock) {
        (UIWindow(frame: CGRect(origin: .zero, size: viewport)), makeRoot(clock))
      }
      self.window = window
      UIKitDoubleEnvironment.$clock.withValue(animationClock) {
        window.rootViewController = root
        window.makeKeyAndVisible()
      }
      settle()
    }

    /// Lets the double's animations finish: scrolls, decelerations and batch updates, and the
    /// band rests a compositional layout infers.
    func settle() {
      for _ in 0..<3 {
        window.layoutIfNeeded()
        animationClock.advance(by: .seconds(1))
        UIKitDoubleEnvironment.settleAnimationsForTesting()
        window.layoutIfNeeded()
        settleBandRests(in: window)
      }
      window.layoutIfNeeded()
    }

    /// Ends the band rests whose delay has passed in every compositional list under `view`.
    private func settleBandRests(in view: UIView) {
      if let collectionView = view as? UICollectionView,
        let layout = collectionView.collectionViewLayout as? ListCompositionalLayout
      {
        layout.settleBandRests()
      }
      view.subviews.forEach(settleBandRests)
    }

    /// Moves the focus (`j`/`k`), scrolls a viewport (`d`/`u`) or taps the focused item (`s`) in
    /// `list`; returns whether the key was one of those.
    func handleListKey(_ key: CatalogKey, in list: ListCollectionViewController) -> Bool {
      let collectionView = list.collectionView
      // The focus moves through every item of the list, but only through the visible items of a
      // band (a row that scrolls sideways, which h/l flick).
      let visible = Set(collectionView.indexPathsForVisibleItems.map(ItemPath.init))
      let paths = (0..<collectionView.numberOfSections).flatMap { section in
        let isBand = list.host.bandOffset(ofSection: section) != nil
        return (0..<collectionView.numberOfItems(inSection: section)).map {
          ItemPath(item: $0, section: section)
        }.filter { !isBand || visible.contains($0) }
      }
      switch key {
      case .down, .up:
        guard !paths.isEmpty else { return true }
        let index = focus.flatMap { paths.firstIndex(of: $0) }
        let next =
          key == .down
          ? min((index ?? -1) + 1, paths.count - 1) : max((index ?? paths.count) - 1, 0)
        focus = paths[next]
        try? list.host.scrollToItem(at: paths[next], at: .nearest, animated: false)
      case .pageDown, .pageUp:
        let height = collectionView.bounds.height
        let limit = max(collectionView.contentSize.height - height, 0)
        let y = min(
          max(collectionView.contentOffset.y + (key == .pageDown ? height : -height), 0), limit)
        collectionView.drag(by: CGPoint(x: 0, y: y - collectionView.contentOffset.y))
      case .select:
        // A user taps what is on screen: not a prepared cell out of the bounds (a band's next
        // page, say).
        if let focus, collectionView.indexPathsForVisibleItems.contains(IndexPath(focus)) {
          collectionView.tapItem(at: IndexPath(focus))
        }
      default:
        return false
      }
      return true
    }

    /// Flicks the band of `section` in `list` a page on (`forward`) or back, as a finger would:
    /// a short drag released with some speed, which the band's paging behaviour turns into one
    /// page. The double's simulated drag; the next ``settle()`` lets the band come to rest.
    func flickBand(ofSection section: Int, forward: Bool, in list: ListCollectionViewController) {
      guard
        let layout = list.collectionView.collectionViewLayout
          as? UICollectionViewCompositionalLayout
      else { return }
      let direction: CGFloat = forward ? 1 : -1
      layout.dragOrthogonalSection(
        section, by: CGPoint(x: 60 * direction, y: 0),
        releasingWith: CGPoint(x: direction, y: 0))
    }

    /// Paints the window's views: cells and cards as boxes with their labels' text, headers in
    /// capitals, other labels as text. `focusedIn` marks the focused item's cell in that list.
    func draw(into canvas: inout Canvas, focusedIn list: ListCollectionViewController? = nil) {
      let focused = focus.flatMap { list?.collectionView.cellForItem(at: IndexPath($0)) }
      paint(window, offset: .zero, focused: focused, into: &canvas)
    }

    // MARK: Private

    /// Paints `view`, whose superview's coordinate space starts at `offset` on the canvas.
    private func paint(
      _ view: UIView, offset: CGPoint, focused: UICollectionViewCell?, into canvas: inout Canvas
    ) {
      guard !view.isHidden, view.alpha > 0 else { return }
      let frame = view.frame.offsetBy(dx: offset.x, dy: offset.y)
      if let cell = view as? UICollectionViewCell {
        canvas.box(
          frame, origin: .zero, text: Self.text(in: cell), selected: cell.isSelected,
          focused: cell === focused)
        return
      }
      if view is UICollectionReusableView {
        canvas.write(
          Self.text(in: view).uppercased(), at: Int(frame.minX / Canvas.pointsPerColumn) + 1,
          row: Int((frame.minY / Canvas.pointsPerRow).rounded(.down)))
        return
      }
      if let hosting = view.swiftUIHostingView {
        // SwiftUI's texts, as the stand-in last placed them; representables' views are
        // subviews, painted below.
        for (text, textFrame) in hosting.renderedTextFrames {
          canvas.write(
            text, at: Int(((frame.minX + textFrame.minX) / Canvas.pointsPerColumn).rounded(.down)),
            row: Int(((frame.minY + textFrame.minY) / Canvas.pointsPerRow).rounded(.down)))
        }
      }
      if let label = view as? UILabel {
        canvas.write(
          label.text ?? "", at: Int((frame.minX / Canvas.pointsPerColumn).rounded(.down)),
          row: Int((frame.minY / Canvas.pointsPerRow).rounded(.down)))
        return
      }
      if view.backgroundColor != nil, view.subviews.contains(where: { $0 is UILabel }) {
        canvas.box(frame, origin: .zero, text: Self.text(in: view))
        return
      }
      let saved = canvas.clip
      if view is UIScrollView { canvas.clip(to: frame) }
      let inner = CGPoint(
        x: frame.minX - view.bounds.minX, y: frame.minY - view.bounds.minY)
      for subview in view.subviews {
        paint(subview, offset: inner, focused: focused, into: &canvas)
      }
      canvas.clip = saved
    }

    /// The SwiftUI hosting views in `view`'s tree (a cell's content view), depth first.
    func hostingViews(in view: UIView) -> [_UIHostingViewBase] {
      if let hosting = view.swiftUIHostingView { return [hosting] }
      return view.subviews.flatMap(hostingViews)
    }

    /// The text of the labels and SwiftUI texts in `view`, in order, joined by spaces.
    private static func text(in view: UIView) -> String {
      var texts: [String] = []
      func collect(_ view: UIView) {
        if let label = view as? UILabel, let text = label.text, !text.isEmpty {
          texts.append(text)
        }
        if let hosting = view.swiftUIHostingView {
          texts += hosting.renderedTexts.filter { !$0.isEmpty }
        }
        view.subviews.forEach(collect)
      }
      collect(view)
      return texts.joined(separator: " ")
    }
  }
#endif

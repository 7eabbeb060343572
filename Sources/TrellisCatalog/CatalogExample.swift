import Foundation
import Trellis
import TrellisTesting

/// What the user (or a script) does to an example screen.
public enum CatalogKey: Character, CaseIterable, Sendable {
  /// Move the focus to the next item (scrolling as needed).
  case down = "j"
  /// Move the focus to the previous item.
  case up = "k"
  /// Flick the banner row (a section that scrolls sideways) towards its next page.
  case swipeNext = "l"
  /// Flick the banner row towards its previous page.
  case swipePrevious = "h"
  /// Scroll one viewport down.
  case pageDown = "d"
  /// Scroll one viewport up.
  case pageUp = "u"
  /// Tap the focused item.
  case select = "s"
  /// The example's own action (next state, next page of a carousel, …).
  case action = "n"
  /// Retry a failed load.
  case retry = "r"
  /// Pull the list down to refresh it.
  case pull = "p"
  /// Change the grid's layout (its number of columns).
  case grid = "g"
  /// Let one second pass.
  case tick = "t"
  /// Leave the example.
  case quit = "q"
}

/// One screen of the catalog, drawn from headless hosts.
@MainActor
protocol CatalogExample: AnyObject {
  /// The name used on the command line.
  static var name: String { get }
  /// One line about what the screen shows.
  static var summary: String { get }
  /// The keys a non-interactive run presses, one per frame after the first.
  static var demo: [CatalogKey] { get }
  /// The key help line under the screen.
  static var keyHelp: String { get }
  /// Creates the screen for a viewport.
  init(viewport: CGSize) throws
  /// A status line under the title.
  var status: String { get }
  /// Responds to a key.
  func handle(_ key: CatalogKey) throws
  /// Draws the screen.
  func draw(into canvas: inout Canvas)
}

extension CatalogExample {
  static var keyHelp: String { "j/k focus  d/u page  s select  n action  r retry  t tick  q quit" }
}

/// A list screen: one host, a focused item, and the usual keys.
@MainActor
class ListExample {
  let host: HeadlessListView
  let adapter: ListAdapter
  var focus: ItemPath?

  init(host: HeadlessListView) {
    self.host = host
    adapter = ListAdapter(host: host)
  }

  /// Moves the focus, taps, and scrolls; returns whether the key was handled.
  func handleListKey(_ key: CatalogKey) throws -> Bool {
    let paths = allPaths
    switch key {
    case .down, .up:
      guard !paths.isEmpty else { return true }
      let index = focus.flatMap { paths.firstIndex(of: $0) }
      let next =
        key == .down
        ? min((index ?? -1) + 1, paths.count - 1) : max((index ?? paths.count) - 1, 0)
      focus = paths[next]
      try host.scrollToItem(at: paths[next], at: .nearest, animated: false)
    case .pageDown, .pageUp:
      let step = host.viewportSize.height * (key == .pageDown ? 1 : -1)
      let limit = max(host.contentSize.height - host.viewportSize.height, 0)
      let y = min(max(host.contentOffset.y + step, 0), limit)
      try host.drag(to: CGPoint(x: host.contentOffset.x, y: y))
    case .select:
      if let focus, host.cellForItem(at: focus) != nil { try host.tapItem(at: focus) }
    default:
      return false
    }
    return true
  }

  /// Every item path on screen data, in order; of a band (a row that scrolls sideways), only
  /// the visible items.
  var allPaths: [ItemPath] {
    let visible = Set(host.indexPathsForVisibleItems)
    return (0..<host.numberOfSections).flatMap { section in
      let isBand = host.bandOffset(ofSection: section) != nil
      return (0..<host.numberOfItems(inSection: section)).map {
        ItemPath(item: $0, section: section)
      }.filter { !isBand || visible.contains($0) }
    }
  }

  /// Draws the host's visible elements, shifted down by `top` rows.
  func drawHost(into canvas: inout Canvas, top: Int = 0) {
    drawVisible(of: host, into: &canvas, top: top, focus: focus)
  }
}

/// Draws `host`'s visible elements into `canvas`, `top` rows down.
@MainActor
func drawVisible(of host: HeadlessListView, into canvas: inout Canvas, top: Int, focus: ItemPath?) {
  var origin = host.contentOffset
  origin.y -= CGFloat(top) * Canvas.pointsPerRow
  for path in host.indexPathsForVisibleItems {
    guard let cell = host.cellForItem(at: path) as? HeadlessCell else { continue }
    canvas.box(
      cell.frame, origin: origin, text: cell.snapshotText, selected: cell.isSelected,
      focused: path == focus)
  }
  for section in 0..<host.numberOfSections {
    for kind in [SupplementaryKind.header, .footer] {
      if let view = host.supplementaryView(ofKind: kind, at: ItemPath(item: 0, section: section))
        as? HeadlessSupplementaryView
      {
        canvas.write(
          view.snapshotText.uppercased(),
          at: Int((view.frame.minX - origin.x) / Canvas.pointsPerColumn) + 1,
          row: Int(((view.frame.minY - origin.y) / Canvas.pointsPerRow).rounded(.down)))
      }
    }
  }
}

/// A cell that shows one line of text.
final class TextCell: HeadlessCell, ConfigurableView {
  var text = ""
  func configure(with content: String) { text = content }
  override var snapshotText: String { text }
}

/// A header that shows one line of text.
final class TextHeader: HeadlessSupplementaryView, ConfigurableView {
  var text = ""
  func configure(with content: String) { text = content }
  override var snapshotText: String { text }
  nonisolated static func size(for content: String, fitting container: CGSize) -> CGSize? {
    CGSize(width: container.width, height: 24)
  }
}

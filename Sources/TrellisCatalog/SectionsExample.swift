import Foundation
import Trellis
import TrellisTesting

/// A layout per section, with pull to refresh: one model whose sections carry their own layouts
/// (a paging banner row, a two-column grid, list rows) on a `.perSection()` host, and a
/// ``ListRefresher`` whose refresh the next tick of the clock ends with new data.
@MainActor
final class SectionsExample: ListExample, CatalogExample {
  static let name = "sections"
  static let summary = "a layout per section, pull to refresh"
  static let keyHelp = "j/k focus  h/l banners  d/u page  s select  p pull  g grid  t tick  q quit"
  static let demo: [CatalogKey] = [.pull, .tick, .grid, .grid, .down, .down, .select]

  private static let banner = MixedSection.carousel(
    GridSection(itemHeight: .fixed(36)), scrolling: .paging)
  private static let rows = MixedSection.table(TableSection(rowHeight: 36))
  private static let products = ["Lamp", "Chair", "Desk", "Rug"]
  private static let arrivals = ["Sofa", "Vase", "Clock", "Shelf", "Stool"]

  private let refresher = ListRefresher()
  /// The clock of the host's decelerations: advanced after a flick, so every frame shows the band
  /// at rest.
  private let animationClock = CatalogClock()
  private var columns = 2
  private var refreshes = 0

  required init(viewport: CGSize) throws {
    super.init(
      host: HeadlessCollectionView(
        viewportSize: viewport, layout: .perSection(), clock: animationClock))
    // The catalog draws frames between keys: updates go on screen without animation.
    adapter.attach(refresher)
    adapter.apply(model, animated: false)
  }

  var status: String {
    let state =
      switch refresher.status {
      case .idle: refreshes == 0 ? "press p to pull" : "refreshed \(refreshes)×"
      case .refreshing: "refreshing…"
      case .failed: "refresh failed"
      }
    return "banner, \(columns)-column grid, rows · \(state)"
  }

  func handle(_ key: CatalogKey) throws {
    switch key {
    case .pull:
      // A pull starts with the content at its top.
      if host.contentOffset.y > 0 { try host.drag(to: CGPoint(x: host.contentOffset.x, y: 0)) }
      try host.pullToRefresh()
    case .tick:
      // The load a pull started ends a second later: the new data on screen ends the refresh.
      if refresher.isRefreshing {
        refreshes += 1
        adapter.apply(model, animated: false)
      }
    case .grid:
      // A layout-only change: the grid's section is laid out again, with no batch.
      columns = columns == 2 ? 3 : 2
      adapter.apply(model, animated: false)
    case .swipeNext, .swipePrevious:
      // A flick of the banner row: one page on or back, at rest once the deceleration passed.
      let direction: CGFloat = key == .swipeNext ? 1 : -1
      try host.dragBand(ofSection: 0, by: 60 * direction, releasingWith: 0.5 * direction)
      animationClock.advance(by: host.decelerationDuration)
      try host.settleDeceleration()
    default:
      _ = try handleListKey(key)
    }
  }

  func draw(into canvas: inout Canvas) { drawHost(into: &canvas) }

  // MARK: Private

  private var grid: MixedSection {
    .grid(
      GridSection(
        columns: columns, itemHeight: .fixed(36), interitemSpacing: 8, groupSpacing: 12,
        insets: LayoutInsets(top: 12, left: 16, bottom: 12, right: 16)))
  }

  /// The products: each refresh brings one new arrival to the front.
  private var shownProducts: [String] {
    Array((Self.arrivals.prefix(refreshes).reversed() + Self.products).prefix(4))
  }

  private var model: ListModel {
    ListModel {
      ListSection(id: "banners", layout: Self.banner) {
        for (index, title) in ["Spring sale -20%", "New arrivals", "Free shipping"].enumerated() {
          ListItem(
            id: "b\(index)", content: "Banner \(index + 1)/3: \(title)", view: TextCell.self)
        }
      }
      ListSection(id: "products", layout: grid) {
        for name in shownProducts {
          ListItem(id: name, content: "\(name) (grid)", view: TextCell.self)
        }
      }
      ListSection(id: "more", layout: Self.rows) {
        for row in ["Orders", "Help"] {
          ListItem(id: row, content: "\(row) (list row)", view: TextCell.self)
        }
      }
    }
  }
}

// The sections screen as an iOS app writes it: one collection view on Apple's compositional layout
// whose sections each carry their own layout. The terminal catalog runs this file on Linux through
// the UIKit test double (UIKitSectionsScreen).
#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import Trellis
  import TrellisUIKit
  import UIKit

  /// A layout per section in one list (`ListCompositionalLayout`): a banner row that pages
  /// sideways, a grid of products whose number of columns changes, and list rows; pulling the
  /// list down refreshes it (`ListRefresher`), and the new data on screen ends the refresh. The
  /// list rows have a swipe action, Hide, which VoiceOver offers as the row's custom action.
  final class SectionsFeedViewController: ListCollectionViewController {
    let refresher = ListRefresher()
    /// The grid's number of columns.
    private(set) var columns = 2
    /// How many refreshes brought new data.
    private(set) var refreshes = 0
    /// The list rows still shown (Hide removes one).
    private(set) var rows = ["Orders", "Help"]

    /// Creates the screen; `layoutClock` is the clock the layout measures a band's rest on.
    init(layoutClock: any Clock<Duration> = ContinuousClock()) {
      super.init(layout: ListCompositionalLayout(clock: layoutClock))
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      adapter.attach(refresher)
      apply(model, animated: false)
    }

    /// Shows the data a refresh loaded: a new arrival at the front of the products.
    func showRefreshedData() {
      refreshes += 1
      apply(model, animated: false)
    }

    /// Switches the grid between two and three columns: a layout-only change.
    func toggleColumns() {
      columns = columns == 2 ? 3 : 2
      apply(model, animated: false)
    }

    /// Hides a list row: the swipe action's effect, from a swipe or from VoiceOver's Actions rotor.
    func hide(_ id: AnyListID) {
      rows.removeAll { AnyListID($0) == id }
      apply(model, animated: true)
    }

    // MARK: Private

    private static let products = ["Lamp", "Chair", "Desk", "Rug"]
    private static let arrivals = ["Sofa", "Vase", "Clock", "Shelf", "Stool"]

    /// The products: each refresh brings one new arrival to the front.
    private var shownProducts: [String] {
      Array((Self.arrivals.prefix(refreshes).reversed() + Self.products).prefix(4))
    }

    private var model: ListModel {
      ListModel {
        ListSection(
          id: "banners",
          layout: .carousel(GridSection(itemHeight: .fixed(36)), scrolling: .paging)
        ) {
          for (index, title) in ["Spring sale -20%", "New arrivals", "Free shipping"].enumerated() {
            ListItem(
              id: "b\(index)", content: "Banner \(index + 1)/3: \(title)", view: FeedTextCell.self)
          }
        }
        ListSection(
          id: "products",
          layout: .grid(
            GridSection(
              columns: columns, itemHeight: .fixed(36), interitemSpacing: 8, groupSpacing: 12,
              insets: LayoutInsets(top: 12, left: 16, bottom: 12, right: 16)))
        ) {
          for name in shownProducts {
            ListItem(id: name, content: "\(name) (grid)", view: FeedTextCell.self)
          }
        }
        ListSection(id: "more", layout: .table(TableSection(rowHeight: 36))) {
          for row in rows {
            ListItem(id: row, content: "\(row) (list row)", view: FeedTextCell.self)
              .swipeActions([ListSwipeAction("Hide") { [weak self] item in self?.hide(item.id) }])
          }
        }
      }
    }
  }
#endif

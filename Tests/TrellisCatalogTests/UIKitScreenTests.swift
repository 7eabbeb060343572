// The catalog's UIKit screens: view controllers in a window of the UIKit double, drawn from the
// view hierarchy. They exist where UIKit is the double (Linux).
#if os(Linux)
  import Foundation
  import Testing

  @testable import TrellisCatalog

  @MainActor
  @Suite("Catalog: UIKit screens")
  struct UIKitScreenTests {
    @Test("home, sections and state are the UIKit screens")
    func uikitScreens() {
      #expect(Catalog.examples.first { $0.name == "home" } == UIKitHomeFeedScreen.self)
      #expect(Catalog.examples.first { $0.name == "sections" } == UIKitSectionsScreen.self)
      #expect(Catalog.examples.first { $0.name == "state" } == UIKitStateScreen.self)
    }

    @Test("home is HomeFeedViewController's view tree: one collection view, the banner row in it")
    func homeViewTree() throws {
      let screen = try UIKitHomeFeedScreen(viewport: Canvas(columns: 80, rows: 21).viewportSize)
      let tree = screen.viewTree
      #expect(tree.hasPrefix("UIWindow (0, 0, 320, 252)"))
      #expect(tree.components(separatedBy: "UICollectionView (").count - 1 == 1)
      #expect(tree.contains("FeedTextCell (0, 0, 320, 48)"))
      #expect(tree.contains("UILabel (136, 24, 48, 12) \"● ○ ○\""))
      #expect(tree.contains("FeedHeaderView (0, 48, 320, 24)"))
      #expect(tree.contains("UILabel (8, 4, 84, 20) \"Lamp 1\""))
    }

    @Test("home: after page 3 fails, the retry row's custom action is in the view tree")
    func homeRetryActionInViewTree() throws {
      let screen = try UIKitHomeFeedScreen(viewport: Canvas(columns: 80, rows: 21).viewportSize)
      for _ in 0..<12 where !screen.status.hasSuffix("page 3 failed") {
        try screen.handle(.pageDown)
        try screen.handle(.tick)
      }
      #expect(screen.status.hasSuffix("page 3 failed"))
      let retry = screen.viewTree.split(separator: "\n").filter { $0.contains("FeedStatusCell") }
      #expect(retry.count == 1)
      #expect(retry.first?.hasSuffix("actions: Retry") == true)
    }

    @Test("home: the banner row's pause control is a button in the view tree; p pauses the rolling")
    func homePauseControl() throws {
      let screen = try UIKitHomeFeedScreen(viewport: Canvas(columns: 80, rows: 21).viewportSize)
      let control = {
        screen.viewTree.split(separator: "\n").filter { $0.contains("CarouselPauseControl") }
      }
      #expect(control().count == 1)
      #expect(control().first?.hasSuffix("element \"Pause banners\" button") == true)
      #expect(screen.viewTree.contains("UILabel (0, 0, 72, 12) \"❚❚ Pause\""))
      try screen.handle(.pull)
      #expect(control().first?.hasSuffix("element \"Play banners\" button") == true)
      #expect(screen.viewTree.contains("UILabel (0, 0, 72, 12) \"▶ Play\""))
      // Paused for four seconds: the first banner stays.
      for _ in 0..<4 { try screen.handle(.tick) }
      #expect(screen.status.hasPrefix("banner ● ○ ○"))
      // Resumed: the next banner comes one full interval (three seconds) later, not before.
      try screen.handle(.pull)
      for _ in 0..<2 { try screen.handle(.tick) }
      #expect(screen.status.hasPrefix("banner ● ○ ○"))
      try screen.handle(.tick)
      #expect(screen.status.hasPrefix("banner ○ ● ○"))
    }

    @Test("sections is SectionsFeedViewController's view tree: one collection view")
    func sectionsViewTree() throws {
      let screen = try UIKitSectionsScreen(viewport: Canvas(columns: 80, rows: 21).viewportSize)
      let tree = screen.viewTree
      #expect(tree.components(separatedBy: "UICollectionView (").count - 1 == 1)
      #expect(tree.contains("FeedTextCell (0, 0, 320, 36)"))
      #expect(tree.contains("\"Lamp (grid)\""))
      #expect(tree.contains("\"Orders (list row)\""))
    }

    @Test(
      "sections: a list row's swipe action is its custom action in the view tree, with its effect")
    func sectionsSwipeActionAsCustomAction() throws {
      let screen = try UIKitSectionsScreen(viewport: Canvas(columns: 80, rows: 21).viewportSize)
      let lines = { screen.viewTree.split(separator: "\n") }
      // Each row's cell line carries the action; its label line (under it) the title.
      let rows = { lines().filter { $0.contains("(list row)") } }
      let cellsWithHide = {
        lines().filter { $0.contains("FeedTextCell") && $0.hasSuffix("actions: Hide") }
      }
      #expect(rows().count == 2)
      #expect(cellsWithHide().count == 2)
      // VoiceOver's Actions rotor on Orders: the row goes, as a swipe's Hide does.
      #expect(screen.performCustomAction(named: "Hide", ofRowTitled: "Orders"))
      #expect(rows().count == 1)
      #expect(rows().first?.contains("\"Help (list row)\"") == true)
      #expect(cellsWithHide().count == 1)
    }

    @Test("home: l and h flick the banner row a page; the list does not move, and keeps it")
    func homeBandPaging() throws {
      let screen = try UIKitHomeFeedScreen(viewport: Canvas(columns: 80, rows: 21).viewportSize)
      var offsets: [CGFloat?] = [screen.bandOffset]
      for key in [CatalogKey.swipeNext, .swipeNext, .swipeNext, .swipePrevious] {
        try screen.handle(key)
        offsets.append(screen.bandOffset)
        #expect(screen.listOffset == 0)
      }
      // One page (the feed's width) per flick; the last banner is the row's end.
      #expect(offsets == [0, 320, 640, 640, 320])
      // Scrolling the feed and a page arriving keep the row on its banner.
      try screen.handle(.pageDown)
      try screen.handle(.tick)
      #expect(screen.listOffset > 0)
      #expect(screen.bandOffset == 320)
      #expect(screen.status.hasPrefix("banner ○ ● ○ · 2 pages, 18 products"))
    }

    @Test("sections: l flicks the banner row; pull to refresh and g keep its page")
    func sectionsBandPaging() throws {
      let frames = try Catalog.frames(of: "sections", keys: [.swipeNext, .pull, .tick, .grid])
      #expect(frames[0].contains("| Banner 1/3: Spring sale -20%"))
      #expect(frames[1].contains("| Banner 2/3: New arrivals") && !frames[1].contains("Banner 1/3"))
      #expect(frames[3].contains("| Banner 2/3: New arrivals") && frames[3].contains("Sofa (grid)"))
      #expect(frames[4].contains("| Banner 2/3: New arrivals"))
      #expect(status(frames[4]) == "banner, 3-column grid, rows · refreshed 1×")
    }

    @Test(
      "a UIKit screen's demo frames are the same on every run, and change",
      arguments: ["home", "sections", "state"])
    func deterministic(name: String) throws {
      let first = try Catalog.frames(of: name)
      let second = try Catalog.frames(of: name)
      #expect(first == second)
      #expect(Set(first).count > first.count / 2)
    }

    @Test(
      "home: n moves the banner; j focuses, s selects a tile; a page arrives; d scrolls the grid")
    func homeKeys() throws {
      let frames = try Catalog.frames(
        of: "home", keys: [.action, .down, .down, .select, .tick, .pageDown])
      #expect(frames[0].contains("| Summer sale -30%"))
      #expect(frames[1].contains("| New arrivals") && !frames[1].contains("Summer sale"))
      #expect(status(frames[1]).hasPrefix("banner ○ ● ○"))
      // The first j focuses the banner on screen, the second the first tile.
      #expect(frames[2].contains("> New arrivals"))
      #expect(frames[3].contains("> Lamp 1 $11") && !frames[3].contains("+====="))
      #expect(frames[4].contains("> Lamp 1 $11") && frames[4].contains("+====="))
      #expect(status(frames[5]).contains("2 pages, 18 products"))
      // A viewport down: the banner row and the first rows have scrolled out.
      #expect(!frames[6].contains("New arrivals") && frames[6].contains("| Lamp 2 $12"))
    }

    @Test("state: the state view controller's children are drawn; the list scrolls and selects")
    func stateKeys() throws {
      let frames = try Catalog.frames(
        of: "state", keys: [.tick, .down, .down, .select, .pageDown, .action, .retry])
      #expect(frames[0].contains("| Loading…"))
      #expect(frames[1].contains("| Story 1 (load 1)") && !frames[1].contains("Loading…"))
      #expect(frames[3].contains("> Story 2 (load 1)"))
      #expect(frames[4].contains("+=====") && frames[4].contains("> Story 2 (load 1)"))
      #expect(!frames[5].contains("Story 2 (load 1)") && frames[5].contains("Story 7 (load 1)"))
      #expect(frames[6].contains("| Couldn't load the list. Press r to retry."))
      #expect(!frames[6].contains("Story"))
      #expect(frames[7].contains("| Loading…"))
      #expect(status(frames[7]) == "state loading · last: loading → ready → failed → loading")
    }
  }
#endif

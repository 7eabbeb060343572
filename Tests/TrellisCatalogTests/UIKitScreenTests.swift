// The catalog's UIKit screens: view controllers in a window of the UIKit double, drawn from the
// view hierarchy. They exist where UIKit is the double (Linux).
#if os(Linux)
  import Testing

  @testable import TrellisCatalog

  @MainActor
  @Suite("Catalog: UIKit screens")
  struct UIKitScreenTests {
    @Test("home and state are the UIKit screens")
    func uikitScreens() {
      #expect(Catalog.examples.first { $0.name == "home" } == UIKitHomeFeedScreen.self)
      #expect(Catalog.examples.first { $0.name == "state" } == UIKitStateScreen.self)
    }

    @Test("home is HomeFeedViewController's view tree: two collection views and a page label")
    func homeViewTree() throws {
      let screen = try UIKitHomeFeedScreen(viewport: Canvas(columns: 80, rows: 21).viewportSize)
      let tree = screen.viewTree
      #expect(tree.hasPrefix("UIWindow (0, 0, 320, 252)"))
      #expect(tree.components(separatedBy: "UICollectionView (").count - 1 == 2)
      #expect(tree.contains("FeedBannerCell (0, 0, 320, 48)"))
      #expect(tree.contains("UILabel (148, 48, 48, 12) \"● ○ ○\""))
      #expect(tree.contains("FeedHeaderView (0, 0, 320, 24)"))
      #expect(tree.contains("UILabel (8, 4, 84, 20) \"Lamp 1\""))
    }

    @Test(
      "a UIKit screen's demo frames are the same on every run, and change",
      arguments: ["home", "state"])
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
        of: "home", keys: [.action, .down, .select, .tick, .pageDown])
      #expect(frames[0].contains("| Summer sale -30%"))
      #expect(frames[1].contains("| New arrivals") && !frames[1].contains("Summer sale"))
      #expect(status(frames[1]).hasPrefix("banner ○ ● ○"))
      #expect(frames[2].contains("> Lamp 1 $11") && !frames[2].contains("+====="))
      #expect(frames[3].contains("> Lamp 1 $11") && frames[3].contains("+====="))
      #expect(status(frames[4]).contains("2 pages, 18 products"))
      // A viewport down: the first rows have scrolled out, clipped under the carousel.
      #expect(!frames[5].contains("Lamp 1 $11") && frames[5].contains("| Lamp 2 $12"))
      #expect(frames[5].contains("| New arrivals"))
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

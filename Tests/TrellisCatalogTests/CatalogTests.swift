import Testing

@testable import TrellisCatalog

/// The status line (the second line) of a catalog frame.
func status(_ frame: String) -> String {
  String(frame.split(separator: "\n", omittingEmptySubsequences: false)[1])
}

/// The frames of the `home` or `sections` screen: the headless example (`"headless"`) or the
/// menu's (`"menu"`: the UIKit screen where UIKit is the test double, the headless one elsewhere).
@MainActor
func frames(of name: String, _ screen: String, keys: [CatalogKey]?) throws -> [String] {
  guard screen == "headless" else { return try Catalog.frames(of: name, keys: keys) }
  let type: any CatalogExample.Type = name == "home" ? HomeFeedExample.self : SectionsExample.self
  return try Catalog.frames(of: type, keys: keys)
}

@MainActor
@Suite("Catalog")
struct CatalogTests {
  @Test("the names are the examples' names, in menu order")
  func names() {
    #expect(Catalog.names == Catalog.examples.map { $0.name })
  }

  @Test(
    "every example runs its demo non-interactively, in terminal-sized frames",
    arguments: Catalog.names)
  func demo(name: String) throws {
    let frames = try Catalog.frames(of: name)
    #expect(frames.count == Catalog.examples.first { $0.name == name }!.demo.count + 1)
    for frame in frames {
      #expect(frame.split(separator: "\n", omittingEmptySubsequences: false).count == 24)
    }
    #expect(Set(frames).count > 1, "the demo changes what is shown")
  }

  @Test("the headless home and sections screens run their demos", arguments: ["home", "sections"])
  func headlessDemo(name: String) throws {
    let frames = try frames(of: name, "headless", keys: nil)
    let type: any CatalogExample.Type = name == "home" ? HomeFeedExample.self : SectionsExample.self
    #expect(frames.count == type.demo.count + 1)
    #expect(Set(frames).count > 1, "the demo changes what is shown")
  }

  @Test("scrolling moves the content: later photos replace the first ones")
  func scrolling() throws {
    let frames = try Catalog.frames(of: "waterfall", keys: [.pageDown])
    #expect(frames[0].contains("Photo 1 "))
    #expect(!frames[1].contains("Photo 1 "))
    #expect(frames[1].contains("Photo 7") && !frames[0].contains("Photo 7"))
    #expect(status(frames[1]).contains("offset 252"))
  }

  @Test("selection changes the frame: the row is selected and its setting toggled")
  func selection() throws {
    let frames = try Catalog.frames(of: "settings", keys: [.down, .select])
    #expect(frames[1].contains("> Wi-Fi  [on ]"))
    #expect(frames[2].contains("> Wi-Fi  [off]"))
    #expect(frames[2].contains("+=====") && !frames[1].contains("+====="))
    #expect(status(frames[2]).hasSuffix("Wi-Fi turned off"))
  }

  @Test(
    "pagination appends pages, shows a loading row, and a retry row that retries",
    arguments: ["headless", "menu"])
  func pagination(screen: String) throws {
    let frames = try frames(
      of: "home", screen, keys: [.pageDown, .tick, .tick, .pageDown, .retry, .tick])
    // The first page is shorter than three viewports: the next one loads at once.
    #expect(status(frames[0]).hasSuffix("1 pages, 9 products · loading page 2"))
    #expect(!frames[0].contains("Loading…") && frames[1].contains("Loading…"))  // below the fold
    #expect(status(frames[2]).contains("2 pages, 18 products"))
    #expect(frames[2].contains("PAGE 2"))
    #expect(status(frames[3]).hasSuffix("page 3 failed"))
    #expect(frames[4].contains("Couldn't load — press r to retry"))
    #expect(status(frames[5]).hasSuffix("loading page 3"))
    #expect(status(frames[6]).contains("3 pages, 27 products"))
  }

  @Test(
    "the carousel advances every three seconds on the clock, looping; the indicator follows",
    arguments: ["headless", "menu"])
  func carousel(screen: String) throws {
    let frames = try frames(of: "home", screen, keys: Array(repeating: .tick, count: 9))
    #expect(frames[0].contains("Summer sale -30%"))
    #expect(status(frames[2]).hasPrefix("banner ● ○ ○"))
    #expect(status(frames[3]).hasPrefix("banner ○ ● ○"))
    #expect(frames[3].contains("New arrivals") && !frames[3].contains("Summer sale"))
    #expect(status(frames[6]).hasPrefix("banner ○ ○ ●"))
    #expect(status(frames[9]).hasPrefix("banner ● ○ ○"))
    // The page indicator over the row shows the same page.
    let screenLines = { (frame: String) in frame.split(separator: "\n").dropFirst(2) }
    #expect(screenLines(frames[3]).contains { $0.contains("○ ● ○") })
    #expect(screenLines(frames[6]).contains { $0.contains("○ ○ ●") })
  }

  @Test("the banner row shows its pause control; p pauses the rolling and resumes it")
  func pauseControl() throws {
    let frames = try frames(
      of: "home", "headless", keys: [.pull, .tick, .tick, .tick, .tick, .pull, .tick, .tick, .tick])
    let screenLines = { (frame: String) in frame.split(separator: "\n").dropFirst(2) }
    #expect(screenLines(frames[0]).contains { $0.contains("● ○ ○") && $0.contains("[❚❚ pause]") })
    #expect(screenLines(frames[1]).contains { $0.contains("[▶ play]") })
    // Paused for four seconds: the first banner stays.
    #expect(status(frames[5]).hasPrefix("banner ● ○ ○"))
    // Resumed: one full interval (three seconds) later, the next banner.
    #expect(screenLines(frames[6]).contains { $0.contains("[❚❚ pause]") })
    #expect(status(frames[8]).hasPrefix("banner ● ○ ○"))
    #expect(status(frames[9]).hasPrefix("banner ○ ● ○"))
  }

  @Test(
    "a failed page stays failed while the banners roll: the indicator is not part of the model",
    arguments: ["headless", "menu"])
  func failureSurvivesRolls(screen: String) throws {
    let frames = try frames(of: "home", screen, keys: Array(repeating: .tick, count: 4))
    #expect(status(frames[2]) == "banner ● ○ ○ · 2 pages, 18 products · page 3 failed")
    // The third second rolls the banners; the paginator still waits for a retry.
    #expect(status(frames[3]) == "banner ○ ● ○ · 2 pages, 18 products · page 3 failed")
    #expect(status(frames[4]) == "banner ○ ● ○ · 2 pages, 18 products · page 3 failed")
  }

  @Test(
    "the banner row is a band of the feed: l/h and n page it, the feed stays; d keeps its page",
    arguments: ["headless", "menu"])
  func bannerRow(screen: String) throws {
    let frames = try frames(
      of: "home", screen, keys: [.swipeNext, .swipeNext, .swipeNext, .swipePrevious, .action])
    #expect(frames[0].contains("| Summer sale -30%"))
    #expect(status(frames[0]).hasPrefix("banner ● ○ ○"))
    #expect(frames[1].contains("| New arrivals") && !frames[1].contains("Summer sale"))
    #expect(status(frames[1]).hasPrefix("banner ○ ● ○"))
    #expect(frames[2].contains("| Free shipping") && status(frames[2]).hasPrefix("banner ○ ○ ●"))
    // The last banner is the row's end.
    #expect(frames[3] == frames[2])
    #expect(status(frames[4]).hasPrefix("banner ○ ● ○"))
    #expect(status(frames[5]).hasPrefix("banner ○ ○ ●"))
    // The product grid under the row did not move.
    let grid = { (frame: String) in frame.split(separator: "\n").dropFirst(7).joined() }
    #expect(Set(frames.map(grid)).count == 1)
  }

  @Test("the state container goes loading → ready → error → ready")
  func states() throws {
    let frames = try Catalog.frames(of: "state", keys: [.tick, .action, .retry, .tick])
    #expect(frames[0].contains("Loading…"))
    #expect(frames[1].contains("Story 1 (load 1)"))
    #expect(frames[2].contains("Couldn't load the list"))
    #expect(frames[3].contains("Loading…"))
    #expect(frames[4].contains("Story 1 (load 2)"))
    #expect(status(frames[4]) == "state ready · last: ready → failed → loading → ready")
  }

  @Test("a holder's state change renders only its cell; the cart service and notification work")
  func presenters() throws {
    let frames = try Catalog.frames(of: "presenter", keys: [.down, .down, .select])
    #expect(frames[3].contains("[x] Lamp"))
    #expect(frames[3].contains("Cart: 1 item "))
    // Renders per visible cell: the cart row and Lamp rendered once more, the others did not.
    #expect(status(frames[2]) == "cell renders: 1 1 1 1 1 1")
    #expect(status(frames[3]) == "cell renders: 2 2 1 1 1 1")
  }

  @Test(
    "the sections screen lays out a banner row, a two-column grid and list rows",
    arguments: ["headless", "menu"])
  func sectionLayouts(screen: String) throws {
    let frame = try frames(of: "sections", screen, keys: [])[0]
    let lines = frame.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // The paging banner is one page wide: only the first banner shows.
    #expect(frame.contains("Banner 1/3: Spring sale -20%") && !frame.contains("Banner 2/3"))
    // Two products side by side on one line of the grid.
    #expect(lines.contains { $0.contains("Lamp (grid)") && $0.contains("Chair (grid)") })
    #expect(lines.contains { $0.contains("Desk (grid)") && $0.contains("Rug (grid)") })
    // The list rows are one to a line.
    #expect(lines.contains { $0.contains("Orders (list row)") && !$0.contains("Help") })
    #expect(status(frame) == "banner, 2-column grid, rows · press p to pull")
    #expect(lines.last!.contains("p pull  g grid"))
  }

  @Test(
    "p pulls to refresh: the status shows refreshing until a tick applies the new data",
    arguments: ["headless", "menu"])
  func pullToRefresh(screen: String) throws {
    let frames = try frames(of: "sections", screen, keys: [.pull, .tick, .tick])
    #expect(status(frames[1]).hasSuffix("refreshing…"))
    #expect(!frames[1].contains("Sofa (grid)"))
    #expect(status(frames[2]).hasSuffix("refreshed 1×"))
    #expect(frames[2].contains("Sofa (grid)") && !frames[2].contains("Rug (grid)"))
    #expect(frames[3] == frames[2])  // no refresh runs: a tick changes nothing
  }

  @Test("g switches the grid between two and three columns", arguments: ["headless", "menu"])
  func gridColumns(screen: String) throws {
    let frames = try frames(of: "sections", screen, keys: [.grid, .grid])
    func line(_ frame: String) -> String? {
      frame.split(separator: "\n").map(String.init).first { $0.contains("Lamp (grid)") }
    }
    #expect(line(frames[0]).map { $0.contains("Chair") && !$0.contains("Desk") } == true)
    #expect(line(frames[1]).map { $0.contains("Chair") && $0.contains("Desk") } == true)
    #expect(status(frames[1]).hasPrefix("banner, 3-column grid"))
    #expect(frames[2] == frames[0])
  }

  @Test("--svg draws the same boxes as an SVG picture")
  func svg() throws {
    let svg = try Catalog.svg(of: "settings", keys: [.down, .select])
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"320"))
    #expect(svg.contains(">Wi-Fi  [off]</text>"))
    #expect(svg.contains("fill=\"#dbeafe\""))  // the selected row
  }

  @Test("an unknown example is a clear error")
  func unknownExample() {
    #expect(throws: CatalogError.self) { try Catalog.frames(of: "nope") }
    #expect(
      CatalogError.unknownExample("nope").description
        == "no example is called \"nope\"; run with --help to list them")
  }
}

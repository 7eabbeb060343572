import Testing

@testable import TrellisCatalog

/// The status line (the second line) of a catalog frame.
func status(_ frame: String) -> String {
  String(frame.split(separator: "\n", omittingEmptySubsequences: false)[1])
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

  @Test("pagination appends pages, shows a loading row, and a retry row that retries")
  func pagination() throws {
    let frames = try Catalog.frames(
      of: "home", keys: [.pageDown, .tick, .tick, .pageDown, .retry, .tick])
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

  @Test("the carousel advances every three seconds on the clock, looping")
  func carousel() throws {
    let frames = try Catalog.frames(of: "home", keys: Array(repeating: .tick, count: 9))
    #expect(frames[0].contains("Summer sale -30%"))
    #expect(status(frames[2]).hasPrefix("banner ● ○ ○"))
    #expect(status(frames[3]).hasPrefix("banner ○ ● ○"))
    #expect(frames[3].contains("New arrivals") && !frames[3].contains("Summer sale"))
    #expect(status(frames[6]).hasPrefix("banner ○ ○ ●"))
    #expect(status(frames[9]).hasPrefix("banner ● ○ ○"))
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

  @Test("the sections screen lays out a banner row, a two-column grid and list rows")
  func sectionLayouts() throws {
    let frame = try Catalog.frames(of: "sections", keys: [])[0]
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

  @Test("p pulls to refresh: the status shows refreshing until a tick applies the new data")
  func pullToRefresh() throws {
    let frames = try Catalog.frames(of: "sections", keys: [.pull, .tick, .tick])
    #expect(status(frames[1]).hasSuffix("refreshing…"))
    #expect(!frames[1].contains("Sofa (grid)"))
    #expect(status(frames[2]).hasSuffix("refreshed 1×"))
    #expect(frames[2].contains("Sofa (grid)") && !frames[2].contains("Rug (grid)"))
    #expect(frames[3] == frames[2])  // no refresh runs: a tick changes nothing
  }

  @Test("g switches the grid between two and three columns")
  func gridColumns() throws {
    let frames = try Catalog.frames(of: "sections", keys: [.grid, .grid])
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

// The catalog's SwiftUI screen: SwiftUI rows in a Trellis list in a UIHostingController, on the
// UIKit and SwiftUI stand-ins. It exists where both are (Linux).
#if os(Linux)
  import Foundation
  import Testing

  @testable import TrellisCatalog

  @MainActor
  @Suite("Catalog: SwiftUI screen")
  struct SwiftUIScreenTests {
    @Test("swiftui is in the menu, last")
    func inTheMenu() {
      #expect(Catalog.examples.last == SwiftUIShopScreen.self)
      #expect(Catalog.names.last == "swiftui")
    }

    @Test("the view tree: a hosting controller's view, the list's collection view inside it")
    func viewTree() throws {
      let screen = try SwiftUIShopScreen(viewport: Canvas(columns: 80, rows: 21).viewportSize)
      let tree = screen.viewTree
      #expect(tree.hasPrefix("UIWindow (0, 0, 320, 252)"))
      // The hosting controller's view fills the window; the list sits under the SwiftUI basket
      // line (20 points of text), and each row is a content-configuration cell hosting SwiftUI.
      #expect(tree.contains("\n  _UIHostingController_View (0, 0, 320, 252)\n"))
      #expect(tree.contains("\n    UICollectionView (0, 20, 320, 232)"))
      #expect(tree.components(separatedBy: "UICollectionView (").count - 1 == 1)
      #expect(tree.contains("ListContentConfigurationCell (0, 36, 320, 36)"))
      #expect(tree.contains("_UIHostingConfigurationContentView<"))
      #expect(
        screen.list != nil, "ListCollectionView's controller is the hosting controller's child")
    }

    @Test("the first frame: the SwiftUI basket line, then SwiftUI rows in cells")
    func firstFrame() throws {
      let frame = try Catalog.frames(of: "swiftui", keys: [])[0]
      let lines = frame.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines[2].trimmingCharacters(in: .whitespaces) == "Basket: 0")
      #expect(lines[3].hasPrefix("+-----"))
      #expect(lines[4].hasPrefix("| Lamp 1 $11 Add"))
      #expect(lines[7].hasPrefix("| Chair 1 $16 Add"))
      #expect(status(frame) == "1 pages, 8 products · more pages · basket 0")
    }

    @Test("j focuses, n adds the focused product through its Add button, s selects it")
    func basketAndSelection() throws {
      let frames = try Catalog.frames(
        of: "swiftui", keys: [.down, .action, .down, .select, .action])
      #expect(frames[1].contains("> Lamp 1 $11 Add"))
      #expect(frames[2].contains("Basket: 1") && status(frames[2]).hasSuffix("basket 1"))
      #expect(frames[3].contains("> Chair 1 $16 Add") && !frames[3].contains("+====="))
      // The user's tap writes the selection binding; SwiftUI shows it above the list.
      #expect(frames[4].contains("+=====") && frames[4].contains("Basket: 1 · selected Chair 1"))
      #expect(frames[5].contains("Basket: 2 · selected Chair 1"))
      #expect(status(frames[5]).hasSuffix("basket 2"))
    }

    @Test("scrolling near the end asks for a page; it arrives a second later; four pages in all")
    func pagination() throws {
      let frames = try Catalog.frames(
        of: "swiftui",
        keys: [
          .pageDown, .tick, .pageDown, .pageDown, .tick, .pageDown, .pageDown, .pageDown, .tick,
        ]
          + Array(repeating: .pageDown, count: 6) + [.tick])
      #expect(status(frames[1]).hasPrefix("1 pages, 8 products · loading page 2"))
      #expect(frames[1].contains("| Loading…"))
      #expect(status(frames[2]).hasPrefix("2 pages, 16 products · more pages"))
      #expect(frames[2].contains("| Lamp 2 $12 Add") && !frames[2].contains("Loading…"))
      #expect(status(frames.last!).hasPrefix("4 pages, 32 products · all loaded"))
      #expect(!frames.last!.contains("Loading…"))
    }

    @Test("the demo's frames are the same on every run, and change")
    func deterministic() throws {
      let first = try Catalog.frames(of: "swiftui")
      let second = try Catalog.frames(of: "swiftui")
      #expect(first == second)
      #expect(Set(first).count > first.count / 2)
    }
  }
#endif

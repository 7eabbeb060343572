// SwiftUI views as list items, in collection and table lists. Linux only.
#if os(Linux)
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

  /// Checks, as each cell is about to be displayed, that its hosting view already shows its
  /// item's text (never the previous item's, not even for one frame).
  @MainActor
  final class DisplayChecker: ListAdapterPlugin {
    var failures: [String] = []
    var displays = 0
    private weak var adapter: ListAdapter?

    func didAttach(to adapter: ListAdapter) { self.adapter = adapter }

    func listHost(_ host: any ListHost, willDisplay cell: AnyObject, forItemAt path: ItemPath) {
      displays += 1
      guard let view = cell as? UIView, let hosting = view.hostingViews.first else {
        failures.append("\(path): no hosting view")
        return
      }
      guard let note = adapter?.item(at: path)?.content(as: Note.self)
      else { return }
      if hosting.renderedTexts.first != note.text {
        failures.append("\(path) displays \(hosting.renderedTexts), not \(note.text)")
      }
    }
  }

  /// What event handlers received.
  @MainActor
  final class EventLog {
    var received: [String] = []
    var displayed: [Int] = []
    var unhandled = 0
  }

  @MainActor
  @Suite("TrellisSwiftUI: SwiftUI items")
  struct SwiftUIItemTests {
    @Test(
      "reuse across 1,000 scrolled items never shows or sizes a cell with another item's content",
      arguments: [false, true])
    func reuseAcrossThousandItems(table: Bool) async throws {
      let ((), violations) = try await withDouble { clock in
        let fixture = SwiftUIListFixture(clock: clock, table: table)
        let checker = DisplayChecker()
        fixture.adapter.attach(checker)
        let notes = (0..<1_000).map { Note(id: $0, text: noteText($0)) }
        await fixture.show(
          ListModel(sections: [
            ListSection(id: "notes", items: notes.map { ListItem($0) { NoteText(note: $0) } })
          ]))
        var checkedCells = 0
        var hostingViews = Set<ObjectIdentifier>()
        var offset: CGFloat = 0
        while true {
          for (path, cell) in fixture.visibleCells {
            let note = notes[path.item]
            let hosting = try #require(cell.hostingViews.first, "\(path)")
            hostingViews.insert(ObjectIdentifier(hosting))
            #expect(hosting.renderedTexts == [note.text], "\(path) at offset \(offset)")
            #expect(
              cell.frame.size == CGSize(width: 320, height: textHeight(note.text)),
              "\(path) at offset \(offset)")
            checkedCells += 1
          }
          let end = fixture.scrollView.contentSize.height - fixture.scrollView.bounds.height
          guard offset < end else { break }
          // Less than a viewport, so that every item is checked on screen.
          offset = min(end, offset + 397)
          fixture.scrollView.setContentOffset(CGPoint(x: 0, y: offset), animated: false)
          fixture.scrollView.layoutIfNeeded()
          // Texts are right from the first layout pass (checked on display, above); a table
          // animates rows from their estimate to their measured height, so sizes are checked
          // once that settles.
          // (Rows the new heights bring into view are measured in their turn.)
          if table { await fixture.settle() }
        }
        #expect(checker.failures.isEmpty, "\(checker.failures.prefix(5))")
        #expect(checker.displays >= 1_000)
        #expect(checkedCells > 1_000)
        // The cells were reused: far fewer hosting views than items.
        #expect(hostingViews.count < 40)
        // Every item was measured once on its way past.
        #expect(fixture.adapter.sizeCache.statistics.selfSizingMeasurements <= 1_000 + 40)
      }
      #expect(violations.isEmpty)
    }

    @Test(
      "a content change reconfigures the cell in place and re-measures that item once",
      arguments: [false, true])
    func contentChangeInPlace(table: Bool) async throws {
      let ((), violations) = try await withDouble { clock in
        let fixture = SwiftUIListFixture(clock: clock, table: table)
        var notes = (0..<5).map { Note(id: $0, text: "note \($0)") }
        func model() -> ListModel {
          ListModel(sections: [
            ListSection(id: "notes", items: notes.map { ListItem($0) { NoteRow(note: $0) } })
          ])
        }
        await fixture.show(model())
        let path = ItemPath(item: 2, section: 0)
        let cell = try #require(fixture.cell(at: path))
        let hosting = try #require(cell.hostingViews.first)
        // @State inside the row: tapped twice.
        #expect(hosting.tapButton(titled: "Tap"))
        #expect(hosting.tapButton(titled: "Tap"))
        fixture.scrollView.layoutIfNeeded()
        #expect(hosting.renderedTexts.contains("taps 2"))
        let before = fixture.adapter.statistics
        let measured = fixture.adapter.sizeCache.statistics.selfSizingMeasurements

        notes[2].text = String(repeating: "y", count: 50)
        fixture.adapter.apply(model(), animated: true)
        await fixture.settle()
        #expect(fixture.adapter.statistics.reloads == before.reloads)
        #expect(fixture.adapter.statistics.cellsReconfigured == before.cellsReconfigured + 1)
        #expect(fixture.cell(at: path) === cell, "the same cell")
        #expect(cell.hostingViews.first === hosting, "the same hosting view")
        #expect(hosting.renderedTexts.first == notes[2].text)
        #expect(hosting.renderedTexts.contains("taps 2"), "@State kept")
        #expect(fixture.adapter.sizeCache.statistics.selfSizingMeasurements == measured + 1)
        #expect(cell.frame.height == noteRowHeight(notes[2].text))
      }
      #expect(violations.isEmpty)
    }

    @Test(
      "a @State change that resizes an item re-measures exactly that item, once",
      arguments: [false, true])
    func stateChangeResizes(table: Bool) async throws {
      let ((), violations) = try await withDouble { clock in
        let fixture = SwiftUIListFixture(clock: clock, table: table)
        let notes = (0..<5).map { Note(id: $0, text: "note \($0)") }
        await fixture.show(
          ListModel(sections: [
            ListSection(id: "notes", items: notes.map { ListItem($0) { NoteRow(note: $0) } })
          ]))
        let cell = try #require(fixture.cell(at: ItemPath(item: 1, section: 0)))
        let below = try #require(fixture.cell(at: ItemPath(item: 2, section: 0)))
        let belowY = below.frame.minY
        #expect(cell.frame.height == noteRowHeight("note 1"))
        let measured = fixture.adapter.sizeCache.statistics.selfSizingMeasurements

        let hosting = try #require(cell.hostingViews.first)
        #expect(hosting.tapButton(titled: "Expand"))
        fixture.scrollView.layoutIfNeeded()
        await fixture.settle()
        #expect(fixture.adapter.sizeCache.statistics.selfSizingMeasurements == measured + 1)
        #expect(cell.frame.height == noteRowHeight("note 1", expanded: true))
        #expect(below.frame.minY == belowY + 20, "the rows below moved")

        // A layout pass with no change measures nothing.
        fixture.scrollView.setNeedsLayout()
        fixture.scrollView.layoutIfNeeded()
        #expect(fixture.adapter.sizeCache.statistics.selfSizingMeasurements == measured + 1)

        // Dynamic Type in one item's view: that item only.
        hosting.dynamicTypeSizeForTesting = .xxxLarge
        fixture.scrollView.layoutIfNeeded()
        await fixture.settle()
        #expect(fixture.adapter.sizeCache.statistics.selfSizingMeasurements == measured + 2)
        #expect(cell.frame.height > noteRowHeight("note 1", expanded: true))
      }
      #expect(violations.isEmpty)
    }

    @Test(
      "@State lives while a cell shows its item; a reused cell starts fresh",
      arguments: [false, true])
    func statePolicy(table: Bool) async throws {
      let ((), violations) = try await withDouble { clock in
        let fixture = SwiftUIListFixture(clock: clock, table: table)
        let notes = (0..<200).map { Note(id: $0, text: "note \($0)") }
        await fixture.show(
          ListModel(sections: [
            ListSection(id: "notes", items: notes.map { ListItem($0) { NoteRow(note: $0) } })
          ]))
        let first = try #require(fixture.hostingView(ofItem: 0))
        #expect(first.tapButton(titled: "Tap"))
        fixture.scrollView.layoutIfNeeded()
        #expect(first.renderedTexts.contains("taps 1"))

        // Scroll until item 0's hosting view shows another item.
        let reusedFor = await fixture.scrollUntilReused(first, awayFrom: 0)
        let reused = try #require(reusedFor, "item 0's hosting view is reused")
        #expect(first.renderedTexts.first == notes[reused.item].text)
        #expect(first.renderedTexts.contains("taps 0"), "another item's state starts fresh")

        // Back to item 0: its state was lost with its cell.
        await fixture.scroll(to: 0)
        let back = try #require(fixture.hostingView(ofItem: 0))
        #expect(back.renderedTexts.contains("taps 0"))
      }
      #expect(violations.isEmpty)
    }

    @Test(
      "a SwiftUI item's events reach its item's handlers, after reuse too",
      arguments: [false, true])
    func events(table: Bool) async throws {
      let ((), violations) = try await withDouble { clock in
        let fixture = SwiftUIListFixture(clock: clock, table: table)
        let notes = (0..<200).map { Note(id: $0, text: "note \($0)") }
        let log = EventLog()
        fixture.adapter.unhandledEvents += { _ in log.unhandled += 1 }
        await fixture.show(
          ListModel(sections: [
            ListSection(
              id: "notes",
              items: notes.map { note in
                ListItem(note) { NoteRow(note: $0) }
                  .onEvent(Liked.self) { event, item in
                    log.received.append("\(item.id): \(event.text)")
                  }
              })
          ]))
        let hosting = try #require(fixture.hostingView(ofItem: 3))
        #expect(hosting.tapButton(titled: "Like"))
        #expect(log.received == ["3: note 3"])

        let reusedFor = await fixture.scrollUntilReused(hosting, awayFrom: 3)
        let reused = try #require(reusedFor, "item 3's hosting view is reused")
        #expect(hosting.tapButton(titled: "Like"))
        let id = reused.item
        #expect(log.received == ["3: note 3", "\(id): note \(id)"])
        #expect(log.unhandled == 0)
      }
      #expect(violations.isEmpty)
    }

    @Test(
      "typed SwiftUI items hand their hooks and events the content typed", arguments: [false, true])
    func typedItems(table: Bool) async throws {
      let ((), violations) = try await withDouble { clock in
        let fixture = SwiftUIListFixture(clock: clock, table: table)
        let notes = (0..<5).map { Note(id: $0, text: "note \($0)") }
        let log = EventLog()
        await fixture.show(
          ListModel {
            ListSection(id: "notes") {
              for note in notes {
                TypedListItem(note) { NoteRow(note: $0) }
                  .onEvent(Liked.self) { event, note in
                    log.received.append("liked \(note.id): \(event.text)")
                  }
                  .onSelect { note, view in
                    log.received.append("selected \(note.id), view \(view == nil ? "nil" : "?")")
                  }
                  .onWillDisplay { note in log.displayed.append(note.id) }
              }
            }
          })
        #expect(log.displayed.sorted() == [0, 1, 2, 3, 4])
        let hosting = try #require(fixture.hostingView(ofItem: 1))
        #expect(hosting.tapButton(titled: "Like"))
        if let table = fixture.scrollView as? UITableView {
          table.tapRow(at: IndexPath(item: 2, section: 0))
        } else if let collection = fixture.scrollView as? UICollectionView {
          collection.tapItem(at: IndexPath(item: 2, section: 0))
        }
        #expect(log.received == ["liked 1: note 1", "selected 2, view nil"])
      }
      #expect(violations.isEmpty)
    }
  }
#endif

// SwiftUI items on the UIKit double's collection and table views. Linux only.
#if os(Linux)
  import Clocks
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

  /// A note an item shows.
  struct Note: Identifiable, Equatable, Sendable {
    var id: Int
    var text: String
  }

  /// The text of note `number`: one to three lines of 40 characters at 320 points.
  func noteText(_ number: Int) -> String {
    "note \(number)" + String(repeating: "x", count: (number % 3) * 40)
  }

  /// The stand-in's height of `text` in a 320-point-wide item: 20 points per 40 characters.
  func textHeight(_ text: String, width: CGFloat = 320) -> CGFloat {
    let perLine = max(1, Int(width / 8))
    return CGFloat(20 * ((text.count + perLine - 1) / perLine))
  }

  /// A row showing a note's text.
  struct NoteText: View {
    let note: Note
    var body: some View { Text(note.text) }
  }

  /// An event a note row sends.
  struct Liked: Sendable, Equatable {
    var text: String
  }

  /// A row with state: "Expand" adds a line, "Tap" counts taps, "Like" sends an event.
  struct NoteRow: View {
    let note: Note
    @State private var expanded = false
    @State private var taps = 0
    @Environment(\.listEvents) private var events

    var body: some View {
      VStack(spacing: 0) {
        Text(note.text)
        if expanded { Text("more") }
        Text("taps \(taps)")
        HStack(spacing: 0) {
          Button("Expand") { expanded.toggle() }
          Button("Tap") { taps += 1 }
          Button("Like") { events.send(Liked(text: note.text)) }
        }
      }
    }
  }

  /// The height of a ``NoteRow`` of `text`: its lines, the taps line, the buttons' line, and
  /// the extra line when expanded.
  func noteRowHeight(_ text: String, expanded: Bool = false) -> CGFloat {
    textHeight(text) + 20 + 20 + (expanded ? 20 : 0)
  }

  /// A list on the double showing SwiftUI items: a collection view with full-width rows, or a
  /// table.
  @MainActor
  struct SwiftUIListFixture {
    let clock: TestClock<Duration>
    let scrollView: UIScrollView
    let adapter: ListAdapter
    let window: UIWindow
    let table: Bool

    init(clock: TestClock<Duration>, table: Bool, size: CGSize = CGSize(width: 320, height: 480)) {
      self.clock = clock
      self.table = table
      if table {
        let fixture = TableFixture(clock: clock, size: size)
        fixture.tableView.selfSizingInvalidation = .enabled
        window = fixture.window
        window.makeKeyAndVisible()
        scrollView = fixture.tableView
        adapter = fixture.adapter
        retained = fixture
      } else {
        let fixture = CollectionFixture(
          clock: clock, viewport: size,
          layout: ListCollectionViewLayout(defaultSection: .table(TableSection())))
        fixture.collectionView.selfSizingInvalidation = .enabled
        window = fixture.window
        scrollView = fixture.collectionView
        adapter = fixture.adapter
        retained = fixture
      }
    }

    private let retained: Any

    /// Applies `model` without animation and lays out.
    func show(_ model: ListModel) async {
      adapter.apply(model, animated: false)
      await settle()
    }

    /// Lets animations end (a table's row heights measured on display animate in) and lays out.
    func settle() async {
      for _ in 0..<20 {
        scrollView.layoutIfNeeded()
        await clock.advance(by: .milliseconds(300))
        UIKitDoubleEnvironment.settleAnimationsForTesting()
        scrollView.layoutIfNeeded()
        if !adapter.isApplying, _UIKitAnimation.inFlight.isEmpty { return }
      }
    }

    /// Scrolls to `y` and settles.
    func scroll(to y: CGFloat) async {
      scrollView.setContentOffset(CGPoint(x: 0, y: y), animated: false)
      await settle()
    }

    /// Scrolls down in steps until `hosting` shows another item than `id` in a visible cell;
    /// returns that cell's path.
    func scrollUntilReused(
      _ hosting: _UIHostingViewBase, awayFrom id: Int
    ) async -> ItemPath? {
      var y = scrollView.contentOffset.y
      let end = scrollView.contentSize.height - scrollView.bounds.height
      while y < end {
        y = min(end, y + 233)
        await scroll(to: y)
        if let found = visibleCells.first(where: { $0.cell.hostingViews.first === hosting }),
          adapter.item(at: found.path)?.id != AnyListID(id)
        {
          return found.path
        }
      }
      return nil
    }

    /// The visible cells with their item paths, in path order.
    var visibleCells: [(path: ItemPath, cell: UIView)] {
      if let table = scrollView as? UITableView {
        return (table.indexPathsForVisibleRows ?? []).sorted().compactMap { indexPath in
          table.cellForRow(at: indexPath).map { (ItemPath(indexPath), $0) }
        }
      }
      let collection = scrollView as! UICollectionView
      return collection.indexPathsForVisibleItems.sorted().compactMap { indexPath in
        collection.cellForItem(at: indexPath).map { (ItemPath(indexPath), $0) }
      }
    }

    /// The cell showing the item at `path`, if visible.
    func cell(at path: ItemPath) -> UIView? {
      visibleCells.first { $0.path == path }?.cell
    }

    /// The hosting view of the cell showing the item with identity `id`.
    func hostingView(ofItem id: some Hashable & Sendable) -> _UIHostingViewBase? {
      guard let path = adapter.path(ofItem: id) else { return nil }
      return cell(at: path)?.hostingViews.first
    }
  }
#endif

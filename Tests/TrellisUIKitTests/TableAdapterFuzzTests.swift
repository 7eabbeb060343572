// ListAdapter + TableViewHost on the UIKit double, fed random model sequences. Linux only.
#if os(Linux)
  import Clocks
  import Foundation
  import Testing
  import TrellisCore
  import TrellisDiff
  import TrellisLayout
  import TrellisList
  import TrellisPresenter
  import TrellisTestSupport
  import TrellisUIKit
  @testable import UIKit

  /// Random model sequences (moves across sections, duplicate identities, content changes, view
  /// type changes, headers and footers), some applied while a batch animates, with scrolls in
  /// between. Each sequence must end showing what a fresh table shows for the last model, with no
  /// UIKit violation recorded and no host rejection reported.
  ///
  /// Seeds: 4 × 50 = 200 sequences of 6 requests after a first load, plus 2 × 50 with self-sizing
  /// rows in a viewport that shows every row.
  @MainActor
  @Suite("Table host: adapter fuzz")
  struct TableAdapterFuzzTests {
    static let seedsPerCase: UInt64 = 50
    static let steps = 6

    @Test("random sequences end as a fresh load of the last model", arguments: 0..<4)
    func randomSequences(batch: Int) async {
      await runCase(batch: batch, selfSizing: false)
    }

    /// Every third text item is a self-sizing note of one or two lines; the viewport holds every
    /// row, so both tables measure all of them.
    @Test(
      "with self-sizing rows, sequences end as a fresh load of the last model", arguments: 0..<2)
    func selfSizingSequences(batch: Int) async {
      await runCase(batch: batch + 100, selfSizing: true)
    }

    func runCase(batch: Int, selfSizing: Bool) async {
      var failures: [String] = []
      let totals = FuzzTotals()
      let first = UInt64(batch) * Self.seedsPerCase
      for seed in first..<first + Self.seedsPerCase {
        if let failure = await run(seed: seed, selfSizing: selfSizing, totals: totals) {
          failures.append("seed \(seed): \(failure)")
          if failures.count == 3 { break }
        }
      }
      #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
      // The sequences exercise what they claim: animated batches and rows on screen.
      #expect(totals.batches > Int(Self.seedsPerCase))
      #expect(totals.rows > Int(Self.seedsPerCase))
    }

    /// What the sequences of one case did, summed.
    final class FuzzTotals {
      var batches = 0
      var rows = 0
    }

    func run(seed: UInt64, selfSizing: Bool, totals: FuzzTotals) async -> String? {
      let violations = UIKitViolationRecorder()
      return await UITableViewViolations.$reporter.withValue(violations.report) {
        var rng = SeededGenerator(seed: seed)
        let clock = TestClock()
        let height: CGFloat = selfSizing ? 5_000 : [150, 300, 1_000].randomElement(using: &rng)!
        let convert: (ListModel) -> ListModel = { selfSizing ? $0.notesModel : $0.tableModel }
        let configuration = ListAdapter.Configuration(
          duplicatePolicy: Bool.random(using: &rng) ? .keepFirst : .disambiguateByOccurrence,
          fallbackItemSize: CGSize(width: 50, height: 50))
        // Grouped styles read a header or footer height of 0 as their default (F10); the rows
        // must lie where a plain table puts them, so a phantom gap shows as a difference.
        let style = [UITableView.Style.plain, .grouped, .insetGrouped].randomElement(using: &rng)!
        let fixture = TableFixture(
          clock: clock, size: CGSize(width: 320, height: height), style: style,
          configuration: configuration)
        var raw = ListModel.random(
          sections: 0...4, items: 0...8, idSpace: Bool.random(using: &rng) ? 16 : nil, using: &rng)
        var last = convert(raw)
        fixture.adapter.apply(last, animated: false, completion: nil)
        fixture.tableView.layoutIfNeeded()
        var width: CGFloat = 320
        for step in 0..<Self.steps {
          raw = Self.mutate(raw, step: step, using: &rng)
          last = convert(raw)
          // A layout left pending when the update starts (UIKit lays out when performBatchUpdates
          // starts, F1), or a width change laid out by the batch's own layout pass.
          switch Int.random(in: 0..<8, using: &rng) {
          case 0: fixture.tableView.reloadData()
          case 1: fixture.tableView.setNeedsLayout()
          case 2:
            width = width == 320 ? 280 : 320
            fixture.tableView.frame.size.width = width
          default: break
          }
          let animated = Int.random(in: 0..<4, using: &rng) != 0
          fixture.adapter.apply(last, animated: animated, completion: nil)
          if Int.random(in: 0..<4, using: &rng) == 0 {
            let range = max(0, fixture.tableView.contentSize.height - height)
            let y = (CGFloat.random(in: 0...1, using: &rng) * range).rounded()
            fixture.tableView.setContentOffset(CGPoint(x: 0, y: y), animated: false)
          }
          switch Int.random(in: 0..<3, using: &rng) {
          case 0: await fixture.settle()
          case 1:
            await clock.advance(by: .milliseconds(100))
            UIKitDoubleEnvironment.settleAnimationsForTesting()
          default: break
          }
          if let message = violations.messages.first { return "step \(step): UIKit: \(message)" }
        }
        await fixture.settle()
        if let message = violations.messages.first { return "UIKit: \(message)" }
        if let diagnostic = fixture.diagnostics.all.first(where: { $0.contains("rejected") }) {
          return "adapter: \(diagnostic)"
        }
        guard fixture.adapter.displayedModel == last else {
          return "displayedModel is not the last"
        }
        if let stale = fixture.stalePreparedRow() { return stale }
        @MainActor func freshLoad(_ style: UITableView.Style) async -> TableFixture {
          let fresh = TableFixture(
            clock: clock, size: CGSize(width: width, height: height), style: style,
            configuration: configuration)
          fresh.adapter.reload(last)
          fresh.tableView.layoutIfNeeded()
          fresh.tableView.contentOffset = fixture.tableView.contentOffset
          // Self-sized heights apply after the layout pass that measured them.
          await fresh.settle()
          return fresh
        }
        let fresh = await freshLoad(style)
        if style != .plain {
          let rows = fixture.display.filter { $0.hasPrefix("row") }
          let plainRows = await freshLoad(.plain).display.filter { $0.hasPrefix("row") }
          guard rows == plainRows else {
            return
              "\(style) rows differ from a plain table's:\n\(rows.joined(separator: "\n"))\n--- plain:\n"
              + plainRows.joined(separator: "\n")
          }
        }
        let shown = fixture.display
        totals.batches += fixture.adapter.statistics.batches
        totals.rows += shown.count
        let expected = fresh.display
        guard shown == expected else {
          return
            "display differs from a fresh load:\n\(shown.joined(separator: "\n"))\n--- fresh:\n"
            + expected.joined(separator: "\n")
        }
        return nil
      }
    }

    /// `randomlyMutated`, plus headers and footers toggled, duplicates and view-type changes.
    static func mutate(
      _ model: ListModel, step: Int, using rng: inout some RandomNumberGenerator
    ) -> ListModel {
      var model = model.randomlyMutated(edits: Int.random(in: 1...4, using: &rng), using: &rng)
      for index in model.sections.indices {
        if let name = model.sections[index].id.base(as: String.self), name.hasPrefix("n") {
          model.sections[index].id = AnyListID("m\(step).\(index)")
        }
      }
      for _ in 0..<Int.random(in: 0...2, using: &rng) {
        guard !model.sections.isEmpty else { break }
        let fresh = Int.random(in: 0..<1_000_000, using: &rng)
        let section = Int.random(in: model.sections.indices, using: &rng)
        let paths = model.itemPaths
        switch Int.random(in: 0..<4, using: &rng) {
        case 0:
          model.sections[section].header =
            model.sections[section].header == nil ? .header("h\(fresh)") : nil
        case 1:
          model.sections[section].footer =
            model.sections[section].footer == nil ? .header("f\(fresh)") : nil
        case 2 where !paths.isEmpty:
          let source = model[paths.randomElement(using: &rng)!]
          let count = model.sections[section].items.count
          model.sections[section].items.insert(
            .text(source.id, "dup \(fresh)"), at: Int.random(in: 0...count, using: &rng))
        case 3 where !paths.isEmpty:
          let path = paths.randomElement(using: &rng)!
          let item = model[path]
          model[path] =
            item.content(as: Int.self) != nil ? .text(item.id, "was \(fresh)") : .number(item.id, 7)
        default:
          break
        }
      }
      return model
    }
  }
#endif

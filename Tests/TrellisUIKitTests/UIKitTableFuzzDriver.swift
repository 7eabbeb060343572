// The UIKit table host's side of the update-sequence fuzz, on the UIKit double. Linux only.
#if os(Linux)
  import Clocks
  import Foundation
  import TrellisCore
  import TrellisDiff
  import TrellisLayout
  import TrellisList
  import TrellisTestSupport
  import TrellisUIKit
  @testable import UIKit

  /// `TableViewHost` over the double's `UITableView` in the update-sequence fuzz
  /// (``UpdateSequenceFuzz``): text and number rows, or (`.selfSizing`) every third text item a
  /// self-sizing note of one or two lines in a viewport that shows every row, so that both
  /// tables measure all of them.
  ///
  /// Its draws, in order: the viewport's height, the duplicate policy and (`.tableStyles`) the
  /// table's style; per step a layout left pending when the update starts (a reload, a
  /// `setNeedsLayout`, a width change), whether the request animates, a scroll, and time. A
  /// sequence ends with no UIKit violation recorded, no host rejection reported, the last model
  /// displayed, no stale prepared row, and a display equal to a fresh table's; a grouped table's
  /// rows lie where a plain table puts them (grouped styles read a header or footer height of 0
  /// as their default, F10, so a phantom gap shows as a difference).
  @MainActor
  final class UIKitTableFuzzDriver: UpdateSequenceDriver {
    /// The clock and violation recorder of the sequence being run.
    @TaskLocal static var environment:
      (clock: TestClock<Duration>, violations: UIKitViolationRecorder)?

    let features: FuzzFeatures
    let clock: TestClock<Duration>
    let violations: UIKitViolationRecorder
    let height: CGFloat
    let style: UITableView.Style
    let configuration: ListAdapter.Configuration
    let fixture: TableFixture
    private var width: CGFloat = 320
    private var last = ListModel()
    private var rows = 0

    var adapter: ListAdapter { fixture.adapter }

    static func withEnvironment(_ body: @MainActor () async -> String?) async -> String? {
      let violations = UIKitViolationRecorder()
      return await UITableViewViolations.$reporter.withValue(violations.report) {
        await $environment.withValue((TestClock(), violations)) { await body() }
      }
    }

    init(kind: FuzzHostKind, features: FuzzFeatures, using rng: inout SeededGenerator) {
      precondition(kind == .uikitTable, "not a UIKit table host")
      guard let environment = Self.environment else {
        preconditionFailure("UIKitTableFuzzDriver runs inside withEnvironment")
      }
      let height: CGFloat =
        features.contains(.selfSizing) ? 5_000 : [150, 300, 1_000].randomElement(using: &rng)!
      let configuration = ListAdapter.Configuration(
        duplicatePolicy: Bool.random(using: &rng) ? .keepFirst : .disambiguateByOccurrence,
        fallbackItemSize: CGSize(width: 50, height: 50))
      let style =
        features.contains(.tableStyles)
        ? [UITableView.Style.plain, .grouped, .insetGrouped].randomElement(using: &rng)! : .plain
      self.features = features
      clock = environment.clock
      violations = environment.violations
      self.height = height
      self.configuration = configuration
      self.style = style
      fixture = TableFixture(
        clock: environment.clock, size: CGSize(width: 320, height: height), style: style,
        configuration: configuration)
    }

    var tallies: [String: Int] {
      [
        "batches": adapter.statistics.batches, "rows": rows,
        "accessibilityMoves": accessibilityMoves,
      ]
    }

    /// How many "Move up"/"Move down" custom actions moved an item.
    private var accessibilityMoves = 0

    private func convert(_ raw: ListModel) -> ListModel {
      let model = features.contains(.selfSizing) ? raw.notesModel : raw.tableModel
      return features.contains(.accessibilityMoves) ? model.accessiblyMovable : model
    }

    // MARK: Steps

    func load(_ model: ListModel, using rng: inout SeededGenerator) {
      last = convert(model)
      fixture.adapter.apply(last, animated: false, completion: nil)
      fixture.tableView.layoutIfNeeded()
    }

    func request(_ model: ListModel, step: Int, using rng: inout SeededGenerator) {
      last = convert(model)
      // A layout left pending when the update starts (UIKit lays out when performBatchUpdates
      // starts, F1), or a width change laid out by the batch's own layout pass.
      leaveLayoutPending(
        in: fixture.tableView, reload: { fixture.tableView.reloadData() }, width: &width,
        features: features, using: &rng)
      let animated = Int.random(in: 0..<4, using: &rng) != 0
      fixture.adapter.apply(last, animated: animated, completion: nil)
    }

    func perturb(step: Int, using rng: inout SeededGenerator) async -> String? {
      if Int.random(in: 0..<4, using: &rng) == 0 {
        let range = max(0, fixture.tableView.contentSize.height - height)
        let y = (CGFloat.random(in: 0...1, using: &rng) * range).rounded()
        fixture.tableView.setContentOffset(CGPoint(x: 0, y: y), animated: false)
      }
      moveAccessiblyIfIdle(using: &rng)
      return nil
    }

    /// With `.accessibilityMoves`, while the adapter is idle, half the time: "Move up" or "Move
    /// down" on a random visible row; the app does not take the move and applies its model again.
    private func moveAccessiblyIfIdle(using rng: inout SeededGenerator) {
      guard features.contains(.accessibilityMoves), !adapter.isApplying, Bool.random(using: &rng)
      else { return }
      let moved = accessibleMove(in: fixture.tableView, using: &rng) { indexPath in
        fixture.tableView.cellForRow(at: indexPath)
      }
      if moved { accessibilityMoves += 1 }
      fixture.adapter.apply(last, animated: Bool.random(using: &rng), completion: nil)
    }

    func advance(step: Int, using rng: inout SeededGenerator) async -> String? {
      switch Int.random(in: 0..<3, using: &rng) {
      case 0:
        await fixture.settle()
        moveAccessiblyIfIdle(using: &rng)
      case 1:
        await clock.advance(by: .milliseconds(100))
        UIKitDoubleEnvironment.settleAnimationsForTesting()
      default: break
      }
      return violations.messages.first.map { "UIKit: \($0)" }
    }

    func finish() async -> String? {
      await fixture.settle()
      if let message = violations.messages.first { return "UIKit: \(message)" }
      if let diagnostic = fixture.diagnostics.all.first(where: { $0.contains("rejected") }) {
        return "adapter: \(diagnostic)"
      }
      guard adapter.displayedModel == last else { return "displayedModel is not the last" }
      if let stale = fixture.stalePreparedRow() { return stale }
      let fresh = await freshLoad(style)
      if style != .plain {
        let rows = fixture.display.filter { $0.hasPrefix("row") }
        let plainRows = await freshLoad(.plain).display.filter { $0.hasPrefix("row") }
        guard rows == plainRows else {
          return
            "\(style) rows differ from a plain table's:\n\(rows.joined(separator: "\n"))\n"
            + "--- plain:\n" + plainRows.joined(separator: "\n")
        }
      }
      let shown = fixture.display
      rows = shown.count
      let expected = fresh.display
      guard shown == expected else {
        return
          "display differs from a fresh load:\n\(shown.joined(separator: "\n"))\n--- fresh:\n"
          + expected.joined(separator: "\n")
      }
      return nil
    }

    /// A fresh table of `style` that loaded the last model, at this table's offset.
    private func freshLoad(_ style: UITableView.Style) async -> TableFixture {
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
  }
#endif

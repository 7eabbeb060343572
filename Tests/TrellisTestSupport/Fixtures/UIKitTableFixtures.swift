// Views and a fixture for driving ListAdapter + TableViewHost on the UIKit double. Linux only:
// it uses the double's package members (settling animations, the violation recorder).
#if os(Linux)
  import Clocks
  import Foundation
  import Synchronization
  import Testing
  import TrellisCore
  import TrellisDiff
  import TrellisLayout
  import TrellisList
  import TrellisUIKit
  import UIKit

  /// A row that shows a string, 44 points tall.
  package final class TextTableCell: UITableViewCell, TextShowingView, RowSizedView {
    package var text: String?
    package var configureCount = 0

    package override func prepareForReuse() {
      super.prepareForReuse()
      text = nil
    }
  }

  /// A row that shows a number and gives no size (the adapter's fallback height).
  package final class NumberTableCell: UITableViewCell, ConfigurableView {
    package private(set) var number: Int?

    package func configure(with content: Int) { number = content }

    package override func prepareForReuse() {
      super.prepareForReuse()
      number = nil
    }
  }

  /// A self-sizing row: 20 points per `|`-separated line; counts how often it is measured.
  package final class NoteTableCell: ListTableViewCell, ConfigurableView {
    package private(set) var text: String?
    /// Counts measurements for the task that sets it (tests run in parallel).
    @TaskLocal package static var measurements: MeasureCounter?

    package func configure(with content: String) { text = content }

    package override func preferredSize(fitting proposed: CGSize, in container: CGSize) -> CGSize {
      Self.measurements?.count += 1
      return CGSize(
        width: proposed.width, height: CGFloat(20 * (text ?? "").split(separator: "|").count))
    }
  }

  /// A count of self-sizing measurements.
  @MainActor
  package final class MeasureCounter: Sendable {
    package nonisolated init() {}
    package var count = 0
  }

  /// A self-sizing header or footer: one 20-point line per `|`-separated part; its estimate is
  /// 30 points.
  package final class NoteTableHeader: UITableViewHeaderFooterView, ConfigurableView,
    SelfSizingView
  {
    package private(set) var title: String?
    /// How many times this view was measured.
    package private(set) var measurements = 0

    package func configure(with content: String) { title = content }

    package func preferredSize(fitting proposed: CGSize, in container: CGSize) -> CGSize {
      measurements += 1
      return CGSize(
        width: container.width, height: CGFloat(20 * (title ?? "").split(separator: "|").count))
    }

    package nonisolated static func size(for content: String, fitting container: CGSize) -> CGSize?
    {
      CGSize(width: container.width, height: 30)
    }
  }

  /// A header or footer that shows a string, 30 points tall.
  package final class TitleTableView: UITableViewHeaderFooterView, ConfigurableView {
    package private(set) var title: String?

    package func configure(with content: String) { title = content }

    package nonisolated static func size(for content: String, fitting container: CGSize) -> CGSize?
    {
      CGSize(width: container.width, height: 30)
    }
  }

  extension ListItem {
    /// This item with the test-support view types replaced by table views.
    package var tableItem: ListItem {
      replacingTestViews(
        text: TextTableCell.self, title: TitleTableView.self, number: NumberTableCell.self)
    }
  }

  extension ListModel {
    /// One section `"s"` of `count` text rows with identities `0..<count`.
    package static func textRows(_ count: Int) -> ListModel {
      ListModel(sections: [
        ListSection(id: "s", items: (0..<count).map { ListItem.text($0, "row \($0)").tableItem })
      ])
    }

    /// ``tableModel`` with every third text item (by integer identity) a self-sizing note of one
    /// or two lines (a content-configuration item, ``ListItem/lines(_:_:)``, for odd
    /// identities), and self-sizing headers and footers (``NoteTableHeader``, see
    /// ``ListModel/selfSizingSupplementaries(_:)``).
    package var notesModel: ListModel {
      var model = tableModel.selfSizingSupplementaries(NoteTableHeader.self)
      for section in model.sections.indices {
        model.sections[section].items = model.sections[section].items.map { item in
          guard let id = item.id.base(as: Int.self), id % 3 == 0,
            let text = item.content(as: String.self),
            ObjectIdentifier(item.viewType) == ObjectIdentifier(TextTableCell.self)
          else { return item }
          let content = id % 2 == 0 ? text : "\(text)|more"
          if id % 2 == 1 { return .lines(item.id, content) }
          return ListItem(id: item.id, content: content, view: NoteTableCell.self)
        }
      }
      return model
    }

    /// This model with every item and header/footer made a table view.
    package var tableModel: ListModel { mappingViews(\.tableItem) }
  }

  /// Records what an adapter reported.
  package final class TableDiagnosticsLog: Sendable {
    /// Creates an empty one.
    package init() {}

    private let entries = Mutex<[String]>([])
    package var hook: Diagnostics {
      Diagnostics { diagnostic in self.entries.withLock { $0.append("\(diagnostic)") } }
    }
    package var all: [String] { entries.withLock { $0 } }
  }

  /// A window, a table, its host and an adapter, on a test clock.
  @MainActor
  package final class TableFixture {
    package let clock: TestClock<Duration>
    package let window: UIWindow
    package let tableView: UITableView
    package let host: TableViewHost
    package let adapter: ListAdapter
    package let diagnostics = TableDiagnosticsLog()

    package init(
      clock: TestClock<Duration>, size: CGSize = CGSize(width: 320, height: 200),
      style: UITableView.Style = .plain,
      configuration: ListAdapter.Configuration = .init(
        fallbackItemSize: CGSize(width: 50, height: 50))
    ) {
      self.clock = clock
      window = UIKitDoubleEnvironment.$clock.withValue(clock) {
        UIWindow(frame: CGRect(origin: .zero, size: size))
      }
      tableView = UIKitDoubleEnvironment.$clock.withValue(clock) {
        UITableView(frame: CGRect(origin: .zero, size: size), style: style)
      }
      window.addSubview(tableView)
      host = TableViewHost(tableView: tableView)
      adapter = ListAdapter(host: host, configuration: configuration.withTestDiffScheduler)
      adapter.diagnostics = diagnostics.hook
    }

    /// Applies `model` without animation, then settles.
    package func show(_ model: ListModel) async {
      adapter.apply(model, animated: false, completion: nil)
      await settle()
    }

    /// Advances the clock and finishes animations until nothing is in flight.
    package func settle() async {
      for _ in 0..<20 {
        adapter.runPendingDiffs()
        tableView.layoutIfNeeded()
        await clock.advance(by: .seconds(1))
        UIKitDoubleEnvironment.settleAnimationsForTesting()
        tableView.layoutIfNeeded()
        if _UIKitAnimation.inFlight.isEmpty, !adapter.isDiffing { return }
      }
    }

    package static func shown(_ cell: UITableViewCell?) -> String {
      if let cell = cell as? TextTableCell { return "text \(cell.text ?? "-")" }
      if let cell = cell as? NumberTableCell {
        return "number \(cell.number.map(String.init) ?? "-")"
      }
      if let cell = cell as? NoteTableCell { return "note \(cell.text ?? "-")" }
      if let text = linesShown(by: cell) { return "lines \(text)" }
      return "?"
    }

    /// A prepared row (a cell the table keeps although it is not visible, iOS 15) whose content
    /// is not its item's in the adapter's displayed model, described; `nil` when all are current.
    package func stalePreparedRow() -> String? {
      for indexPath in tableView.indexPathsForPreparedRows {
        guard let item = adapter.item(at: ItemPath(indexPath)) else { continue }
        let shown = Self.shown(tableView.cellForRow(at: indexPath))
        let expected = Self.shown(of: item)
        if shown != expected {
          return "the prepared row \(ItemPath(indexPath)) shows \(shown), its item \(expected)"
        }
      }
      return nil
    }

    /// What a row showing `item` shows, as ``shown(_:)`` describes a cell.
    package static func shown(of item: ListItem) -> String {
      if let text = item.content(as: String.self) {
        if item.isContentConfigurationItem { return "lines \(text)" }
        return ObjectIdentifier(item.viewType) == ObjectIdentifier(NoteTableCell.self)
          ? "note \(text)" : "text \(text)"
      }
      if let number = item.content(as: Int.self) { return "number \(number)" }
      return "?"
    }

    /// What the table shows: each visible header, row and footer, top to bottom.
    package var display: [String] {
      tableView.layoutIfNeeded()
      var lines: [String] = []
      for section in 0..<tableView.numberOfSections {
        if let header = tableView.headerView(forSection: section) as? TitleTableView {
          lines.append("header \(section) \(Int(header.frame.minY)) \(header.title ?? "-")")
        }
        if let header = tableView.headerView(forSection: section) as? NoteTableHeader {
          lines.append(
            "header \(section) \(Int(header.frame.minY)) \(Int(header.frame.height)) "
              + (header.title ?? "-"))
        }
        for path in (tableView.indexPathsForVisibleRows ?? []) where path.section == section {
          let cell = tableView.cellForRow(at: path)
          let shown = Self.shown(cell)
          let frame = cell?.frame ?? .zero
          lines.append(
            "row \(path.section).\(path.row) \(Int(frame.minY)) \(Int(frame.height)) \(shown)")
        }
        if let footer = tableView.footerView(forSection: section) as? TitleTableView {
          lines.append("footer \(section) \(Int(footer.frame.minY)) \(footer.title ?? "-")")
        }
        if let footer = tableView.footerView(forSection: section) as? NoteTableHeader {
          lines.append(
            "footer \(section) \(Int(footer.frame.minY)) \(Int(footer.frame.height)) "
              + (footer.title ?? "-"))
        }
      }
      return lines
    }
  }
#endif

import Foundation
import TrellisCore
import TrellisLayout
import TrellisList
import TrellisTestSupport
import TrellisTesting

/// A tap on a control of a cell.
struct Tapped: Sendable, Equatable {
  var control: String
}

/// A value change of a control of a cell.
struct ValueChanged: Sendable, Equatable {
  var value: Int
}

/// What a ``FixedSizeTextCell`` is called in snapshots, and its size.
protocol FixedSizeCellSpec {
  /// Written before the text in snapshots.
  static var name: String { get }
  /// The cell's size, whatever the content and the container.
  static var size: CGSize { get }
}

/// A cell of a fixed size that shows a string; its snapshot text is its spec's name and the string.
final class FixedSizeTextCell<Spec: FixedSizeCellSpec>: HeadlessCell, ConfigurableView {
  private(set) var text = ""

  func configure(with content: String) { text = content }

  override var snapshotText: String { "\(Spec.name) \(text)" }

  nonisolated static func size(for content: String, fitting container: CGSize) -> CGSize? {
    Spec.size
  }
}

/// A 44-point text cell that sends events through its sink.
final class EmittingCell: HeadlessCell, ConfigurableView, ListEventEmitting, RowSizedView {
  var eventSink: ListEventSink?
  private(set) var text = ""

  func configure(with content: String) { text = content }

  override var snapshotText: String { "text \(text)" }

  /// Simulates the user tapping the cell's button.
  func tapButton() { eventSink?.send(Tapped(control: "button")) }
}

extension ListItem {
  /// An ``EmittingCell`` item.
  static func emitting(_ id: some Hashable & Sendable) -> ListItem {
    ListItem(id: id, content: "\(id)", view: EmittingCell.self)
  }
}

/// A one-section model of `items`.
func oneSection(_ items: [ListItem], page: Int = 0, hasNext: Bool = false) -> ListModel {
  ListModel(sections: [ListSection(id: "s", items: items)], page: page, hasNext: hasNext)
}

extension ListCarousel {
  /// Logs the page appearance callbacks into `log`: `willAppear 2`, `didDisappear 1`, …
  func logPageAppearance(to log: CallLog) {
    pageWillAppear += { log.add("willAppear \($0)") }
    pageDidAppear += { log.add("didAppear \($0)") }
    pageWillDisappear += { log.add("willDisappear \($0)") }
    pageDidDisappear += { log.add("didDisappear \($0)") }
  }
}

import Foundation
import TrellisLayout
import TrellisList
import TrellisTestSupport
import TrellisTesting

/// An ordered record of callbacks, for exact-order assertions.
@MainActor
final class FeatureLog {
  private(set) var entries: [String] = []

  func record(_ entry: String) { entries.append(entry) }

  /// Returns the entries so far and forgets them.
  func take() -> [String] {
    defer { entries = [] }
    return entries
  }
}

/// A tap on a control of a cell.
struct Tapped: Sendable, Equatable {
  var control: String
}

/// A value change of a control of a cell.
struct ValueChanged: Sendable, Equatable {
  var value: Int
}

/// A 44-point text cell that sends events through its sink.
final class EmittingCell: HeadlessCell, ConfigurableView, ListEventEmitting {
  var eventSink: ListEventSink?
  private(set) var text = ""

  func configure(with content: String) { text = content }

  override var snapshotText: String { "text \(text)" }

  /// Simulates the user tapping the cell's button.
  func tapButton() { eventSink?.send(Tapped(control: "button")) }

  nonisolated static func size(for content: String, fitting container: CGSize) -> CGSize? {
    CGSize(width: container.width, height: 44)
  }
}

extension ListItem {
  /// An ``EmittingCell`` item.
  static func emitting(_ id: some Hashable & Sendable) -> ListItem {
    ListItem(id: id, content: "\(id)", view: EmittingCell.self)
  }
}

/// A one-section model of `items`.
func oneSection(_ items: [ListItem], page: Int = 0, hasNext: Bool = false) -> ListModel {
  ListModel(sections: [ListSection("s", items: items)], page: page, hasNext: hasNext)
}

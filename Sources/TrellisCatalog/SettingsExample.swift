import Foundation
import Trellis
import TrellisTesting

/// A settings table: sections with headers, rows that toggle when selected.
@MainActor
final class SettingsExample: ListExample, CatalogExample {
  static let name = "settings"
  static let summary = "a settings table with sections and selection"
  static let demo: [CatalogKey] = [
    .down, .select, .down, .down, .select, .pageDown, .down, .select,
  ]

  private var values: [(section: String, rows: [(name: String, on: Bool)])] = [
    ("General", [("Wi-Fi", true), ("Bluetooth", false), ("Airplane mode", false)]),
    ("Display", [("Dark mode", false), ("True Tone", true), ("Bold text", false)]),
    ("Privacy", [("Location", true), ("Camera", true), ("Analytics", false), ("Ads", false)]),
  ]
  private var lastChange = "nothing changed yet"

  required init(viewport: CGSize) throws {
    super.init(host: HeadlessTableView(viewportSize: viewport, style: .plain))
    adapter.apply(model, animated: false)
  }

  var status: String {
    "\(values.reduce(0) { $0 + $1.rows.count }) settings in \(values.count) sections · \(lastChange)"
  }

  func handle(_ key: CatalogKey) throws {
    if try handleListKey(key) {
      if key == .select, let path = host.indexPathsForSelectedItems.first, path == focus {
        values[path.section].rows[path.item].on.toggle()
        let row = values[path.section].rows[path.item]
        lastChange = "\(row.name) turned \(row.on ? "on" : "off")"
        adapter.apply(model, animated: false)
      }
    }
  }

  func draw(into canvas: inout Canvas) { drawHost(into: &canvas) }

  private var model: ListModel {
    ListModel(values) { group in
      ListSection(
        id: group.section, group.rows,
        header: ListItem(id: "h-\(group.section)", content: group.section, view: TextHeader.self)
      ) { row in
        ListItem(
          id: row.name, content: "\(row.name)  [\(row.on ? "on " : "off")]", view: TextCell.self,
          size: { _, container in CGSize(width: container.width, height: 36) }
        ) { cell, text in cell.configure(with: text) }
      }
    }
  }
}

import Foundation

/// A grid of characters the catalog draws list elements into, and the same elements as SVG.
///
/// One column is 4 points and one row is 12 points, so an 80 × 24 terminal shows a
/// 320 × 288-point viewport.
struct Canvas {
  static let pointsPerColumn: CGFloat = 4
  static let pointsPerRow: CGFloat = 12

  let columns: Int
  let rows: Int
  private var cells: [[Character]]
  private var shapes: [String] = []
  /// The cells drawing may change, or `nil` for all of them.
  var clip: (columns: Range<Int>, rows: Range<Int>)?

  init(columns: Int, rows: Int) {
    self.columns = max(columns, 1)
    self.rows = max(rows, 1)
    cells = Array(repeating: Array(repeating: " ", count: self.columns), count: self.rows)
  }

  /// The viewport size in points for this canvas.
  var viewportSize: CGSize {
    CGSize(
      width: CGFloat(columns) * Self.pointsPerColumn, height: CGFloat(rows) * Self.pointsPerRow)
  }

  /// Draws a box for `frame` (in points, relative to `origin`) with `text` on its first inner
  /// line; `selected` boxes get `=` borders and `focused` ones a `>` marker.
  mutating func box(
    _ frame: CGRect, origin: CGPoint, text: String, selected: Bool = false, focused: Bool = false
  ) {
    let left = Int(((frame.minX - origin.x) / Self.pointsPerColumn).rounded(.down))
    let top = Int(((frame.minY - origin.y) / Self.pointsPerRow).rounded(.down))
    let right = Int(((frame.maxX - origin.x) / Self.pointsPerColumn).rounded(.down)) - 1
    let bottom = Int(((frame.maxY - origin.y) / Self.pointsPerRow).rounded(.down)) - 1
    guard right > left, bottom >= top else { return }
    let edge: Character = selected ? "=" : "-"
    for column in left...right {
      put(edge, column, top)
      if bottom > top { put(edge, column, bottom) }
    }
    for row in top...bottom {
      put(row == top || row == bottom ? "+" : "|", left, row)
      put(row == top || row == bottom ? "+" : "|", right, row)
    }
    let textRow = bottom > top + 1 ? top + 1 : top
    write(text, at: left + 2, row: textRow, limit: right - 1)
    if focused { put(">", left, textRow) }
    shapes.append(
      "<rect x=\"\(frame.minX - origin.x)\" y=\"\(frame.minY - origin.y)\" "
        + "width=\"\(frame.width)\" height=\"\(frame.height)\" fill=\"\(selected ? "#dbeafe" : "#ffffff")\" "
        + "stroke=\"\(focused ? "#2563eb" : "#6b7280")\" stroke-width=\"\(focused ? 2 : 1)\"/>")
    shapes.append(
      "<text x=\"\(frame.minX - origin.x + 6)\" y=\"\(frame.minY - origin.y + 16)\" "
        + "font-family=\"Helvetica\" font-size=\"12\">\(Self.escape(text))</text>")
  }

  /// Writes `text` from `column` on `row`, clipped before column `limit` (inclusive).
  mutating func write(_ text: String, at column: Int, row: Int, limit: Int? = nil) {
    let end = min(limit ?? columns - 1, columns - 1)
    for (offset, character) in text.enumerated() where column + offset <= end {
      put(character, column + offset, row)
    }
  }

  /// Limits drawing to the cells that `frame` (in points) covers, within the current clip.
  mutating func clip(to frame: CGRect) {
    let columns =
      Int(
        (frame.minX / Self.pointsPerColumn).rounded(.down))..<max(
        Int((frame.minX / Self.pointsPerColumn).rounded(.down)),
        Int((frame.maxX / Self.pointsPerColumn).rounded(.down)))
    let rows =
      Int(
        (frame.minY / Self.pointsPerRow).rounded(.down))..<max(
        Int((frame.minY / Self.pointsPerRow).rounded(.down)),
        Int((frame.maxY / Self.pointsPerRow).rounded(.down)))
    if let clip {
      self.clip = (columns.clamped(to: clip.columns), rows.clamped(to: clip.rows))
    } else {
      clip = (columns, rows)
    }
  }

  /// The picture as text, trailing spaces trimmed.
  var text: String {
    cells.map {
      String($0).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
    }
    .joined(separator: "\n")
  }

  /// The boxes drawn, as an SVG document of the viewport's size.
  var svg: String {
    let size = viewportSize
    return """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(size.width)" height="\(size.height)" \
      viewBox="0 0 \(size.width) \(size.height)">
      <rect width="100%" height="100%" fill="#f3f4f6"/>
      \(shapes.joined(separator: "\n"))
      </svg>
      """
  }

  private mutating func put(_ character: Character, _ column: Int, _ row: Int) {
    guard (0..<columns).contains(column), (0..<rows).contains(row) else { return }
    if let clip, !clip.columns.contains(column) || !clip.rows.contains(row) { return }
    cells[row][column] = character
  }

  private static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }
}

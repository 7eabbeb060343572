import Foundation
import TrellisCore
import TrellisLayout
import TrellisList

extension HeadlessListView {
  /// A text picture of what is on screen: the viewport, the offset and content length of each
  /// band scrolled away from its leading edge or moving (`band [0] offset 320 content 1200`, with
  /// `decelerating` while it moves after a drag), the refresh control's state when the
  /// list has one (`refreshControl idle` or `refreshControl refreshing`), then each visible
  /// element in display order with its path, kind, frame, state and the view's own
  /// ``HeadlessReusableView/snapshotText``.
  ///
  /// ```text
  /// viewport 0,0 320x480 content 320x2200
  /// header [0] 0,0 320x30 "Fruit"
  /// item [0, 0] 0,30 320x44 selected "Apple"
  /// ```
  ///
  /// The same state always gives the same text, so snapshots can be compared as strings.
  ///
  /// - Returns: One line per element after a line for the viewport.
  public func snapshot() -> String {
    var lines = [
      "viewport \(_point(contentOffset)) \(_size(viewportSize)) content \(_size(contentSize))"
    ]
    for section in bands.keys.sorted() {
      guard let band = bands[section], band.offset != 0 || band.deceleration != nil else {
        continue
      }
      lines.append(
        "band [\(section)] offset \(_number(band.offset)) content \(_number(band.info.contentLength))"
          + (band.deceleration == nil ? "" : " decelerating"))
    }
    if refreshControlState != .removed {
      lines.append("refreshControl \(refreshControlState.rawValue)")
    }
    for element in sortedVisibleElements {
      guard let view = visible[element] else { continue }
      let headless = view as? any HeadlessReusableView
      let frame = headless.map { "\(_point($0.frame.origin)) \(_size($0.frame.size))" } ?? "?"
      var states: [String] = []
      if let cell = view as? HeadlessCell {
        if cell.isSelected { states.append("selected") }
        if cell.isHighlighted { states.append("highlighted") }
      }
      let text = headless?.snapshotText ?? String(describing: type(of: view))
      lines.append(
        ([_describe(element), frame] + states + ["\"\(text)\""]).joined(separator: " "))
    }
    return lines.joined(separator: "\n")
  }
}

private func _number(_ value: CGFloat) -> String {
  value == value.rounded() ? String(Int(value)) : String(format: "%.1f", Double(value))
}

private func _point(_ point: CGPoint) -> String { "\(_number(point.x)),\(_number(point.y))" }

private func _size(_ size: CGSize) -> String { "\(_number(size.width))x\(_number(size.height))" }

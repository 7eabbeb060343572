import Foundation

// Two kinds of bad input reach a layout, and they get different answers (STYLE.md section 4):
// - configuration written by the programmer (a column count, a spacing, an inset) breaks a
//   documented rule: a precondition names the rule;
// - runtime data (an item size from a data source, a container size from a view's bounds) is
//   clamped to a usable value, as documented on the API that reads it.

/// Stops with a message naming the broken rule unless `value` is finite and not negative.
@inline(__always)
func _precondition(
  nonNegative value: CGFloat, _ name: @autoclosure () -> String,
  file: StaticString = #fileID, line: UInt = #line
) {
  precondition(
    value.isFinite && value >= 0,
    "\(name()) must be finite and not negative (got \(value))", file: file, line: line)
}

/// Stops unless every edge of `insets` is finite and not negative.
func _precondition(
  validInsets insets: LayoutInsets, _ name: @autoclosure () -> String,
  file: StaticString = #fileID, line: UInt = #line
) {
  for (edge, value) in [
    ("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right),
  ] {
    _precondition(nonNegative: value, "\(name()).\(edge)", file: file, line: line)
  }
}

/// Stops unless `count` is at least one.
@inline(__always)
func _precondition(
  columns count: Int, _ name: @autoclosure () -> String,
  file: StaticString = #fileID, line: UInt = #line
) {
  precondition(count >= 1, "\(name()) must be at least 1 (got \(count))", file: file, line: line)
}

/// Stops unless `count` is not negative.
@inline(__always)
func _precondition(
  itemCount count: Int, _ name: @autoclosure () -> String,
  file: StaticString = #fileID, line: UInt = #line
) {
  precondition(count >= 0, "\(name()) must not be negative (got \(count))", file: file, line: line)
}

/// A length that is negative, NaN or infinite becomes zero.
@inline(__always)
func _clamped(_ value: CGFloat) -> CGFloat {
  value.isFinite && value > 0 ? value : 0
}

/// A size whose width or height is negative, NaN or infinite has that dimension set to zero.
@inline(__always)
func _clamped(_ size: CGSize) -> CGSize {
  CGSize(width: _clamped(size.width), height: _clamped(size.height))
}

/// Derives a column's length from the space, the count and the gap between columns:
/// `floor((length - (count - 1) * spacing) / count)`, and zero when the gaps alone overflow.
@inline(__always)
func _columnLength(available: CGFloat, count: Int, spacing: CGFloat) -> CGFloat {
  let raw = (available - CGFloat(count - 1) * spacing) / CGFloat(count)
  return raw > 0 ? raw.rounded(.down) : 0
}

import Foundation
import TrellisDiff

extension ListLayout {
  // MARK: Public

  /// The elements a viewport shows: those meeting `bounds`, with pinned headers and footers moved
  /// to where they stick.
  ///
  ///     // A vertical list scrolled to y = 300 in a 320 × 480 viewport:
  ///     let visible = layout.visibleElements(in: CGRect(x: 0, y: 300, width: 320, height: 480))
  ///     visible.filter(\.isPinned)  // the sticky header of the section under the top edge
  ///
  /// Pass the *visible* bounds: the content offset and the viewport size, less any content insets
  /// under which pinned views must not hide (UIKit pins below the adjusted content inset). A pinned
  /// header sticks to the leading edge of `bounds` until the end of its section's items pushes it
  /// out; a pinned footer sticks to the trailing edge until the start of its section's items.
  /// Order and z-indices are those of `elements(in:)`; `isPinned` marks views that moved.
  ///
  /// - Parameter bounds: The visible rectangle in content coordinates.
  /// - Returns: Every element, pinned where it applies, whose frame meets `bounds`.
  /// - Complexity: O(log *n* + *k*), as `elements(in:)`.
  public func visibleElements(in bounds: CGRect) -> [LayoutAttributes] {
    var result: [LayoutAttributes] = []
    for section in _sections(meeting: bounds) {
      _appendElements(ofSection: section, in: bounds, pinningIn: bounds, to: &result)
    }
    return result
  }

  /// Where a section's supplementary view of `kind` sits when the visible bounds are `bounds`.
  ///
  ///     layout.pinnedFrame(of: .header, inSection: 0,
  ///                        in: CGRect(x: 0, y: 120, width: 320, height: 480))
  ///
  /// - Parameters:
  ///   - kind: The view's kind, such as `.header`.
  ///   - section: A section index.
  ///   - bounds: The visible rectangle in content coordinates.
  /// - Returns: The pinned frame for a pinnable view, the natural frame for any other, or `nil`
  ///   when
  ///   the section has no such view.
  /// - Complexity: O(*v*) for *v* views of the section.
  public func pinnedFrame(of kind: SupplementaryKind, inSection section: Int, in bounds: CGRect)
    -> CGRect?
  {
    guard _hasSection(section),
      let view = _geometry[section].supplementaries.first(where: { $0.kind == kind })
    else { return nil }
    let start = _starts[section]
    let natural = _axes.shifted(view.frame, by: start)
    return _pinnedFrame(of: view, natural: natural, sectionStart: start, in: bounds)
  }

  // MARK: Internal

  /// Moves a pinnable view's natural frame (content coordinates) to its place within `bounds`.
  func _pinnedFrame(
    of view: SupplementaryLayout, natural: CGRect, sectionStart: CGFloat, in bounds: CGRect
  ) -> CGRect {
    let origin = _axes.mainMin(natural)
    let length = _axes.mainLength(natural)
    switch view.pinning {
    case .none:
      return natural
    case .toLeadingEdge(let limit):
      let ceiling = max(origin, limit + sectionStart)
      return _axes.moved(natural, toMain: min(max(_axes.mainMin(bounds), origin), ceiling))
    case .toTrailingEdge(let limit):
      let floor = min(origin, limit + sectionStart)
      return _axes.moved(natural, toMain: max(min(_axes.mainMax(bounds) - length, origin), floor))
    }
  }
}

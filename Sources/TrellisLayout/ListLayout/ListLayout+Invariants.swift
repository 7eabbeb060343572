import Foundation
import TrellisDiff

// Internal consistency checks, as swift-collections' `_checkInvariants()`: not API. They do work
// only in debug builds; Trellis's fuzz harness calls them after every step of a sequence.

/// A value that can list the ways its internal state breaks its own rules (not API).
///
/// Conforming types answer `[]` in release builds, where the checks compile to nothing.
package protocol _InvariantChecking {
  /// Every broken internal rule, described; empty when the state is consistent (always empty in
  /// release builds).
  func _invariantViolations() -> [String]
}

extension _InvariantChecking {
  /// Traps, naming every broken rule, when the state is inconsistent; does nothing in release
  /// builds.
  package func _checkInvariants() {
    #if DEBUG
      let violations = _invariantViolations()
      precondition(
        violations.isEmpty,
        "\(type(of: self)) broke its invariants: \(violations.joined(separator: "; "))")
    #endif
  }
}

extension ListLayout: _InvariantChecking {
  /// The layout's broken rules: one geometry and one start per section; as many item frames as
  /// the section has items; sections laid end to end along the scroll axis, and the content
  /// size their sum; every frame and length finite and not negative; lanes that cover every item
  /// exactly once, whose runs never go back along the scroll axis and hold their items' frames.
  ///
  /// - Complexity: O(*n*) for *n* elements, in debug builds; O(1) in release builds.
  package func _invariantViolations() -> [String] {
    #if DEBUG
      guard _geometry.count == sections.count, _starts.count == sections.count else {
        return [
          "\(sections.count) sections, but \(_geometry.count) geometries and \(_starts.count) "
            + "starts"
        ]
      }
      var violations: [String] = []
      var cursor: CGFloat = 0
      for (index, geometry) in _geometry.enumerated() {
        violations += _violations(of: geometry, section: index)
        let start = _starts[index]
        if abs(start - cursor) > Self._slack(cursor) {
          violations.append(
            "section \(index) starts at \(start), but the sections before it end at \(cursor)")
        }
        cursor = start + geometry.length
      }
      let length = _axes.main(contentSize)
      if !sections.isEmpty, abs(length - cursor) > Self._slack(cursor) {
        violations.append("the content is \(length) long, but the sections end at \(cursor)")
      }
      return violations
    #else
      return []
    #endif
  }

  #if DEBUG
    /// The tolerance of a comparison of sums near `value`.
    private static func _slack(_ value: CGFloat) -> CGFloat {
      max(1e-6, abs(value) * 1e-9)
    }

    /// The broken rules of one section's geometry.
    private func _violations(of geometry: SectionLayout, section index: Int) -> [String] {
      var violations: [String] = []
      let itemCount = sections[index].itemCount
      if geometry.itemFrames.count != itemCount {
        violations.append(
          "section \(index) has \(geometry.itemFrames.count) item frames for \(itemCount) items")
      }
      if !geometry.length.isFinite || geometry.length < 0 {
        violations.append("section \(index) is \(geometry.length) long")
      }
      for (item, frame) in geometry.itemFrames.enumerated() where !Self._isSane(frame) {
        violations.append("item \(item) of section \(index) has the frame \(frame)")
      }
      for view in geometry.supplementaries where !Self._isSane(view.frame) {
        violations.append("a \(view.kind) view of section \(index) has the frame \(view.frame)")
      }
      var covered = Array(repeating: 0, count: geometry.itemFrames.count)
      for (lane, runs) in geometry.lanes.enumerated() {
        var previous: LayoutRun?
        for run in runs {
          if let previous, run.start < previous.start || run.end < previous.end {
            violations.append(
              "lane \(lane) of section \(index) goes back: \(run) after \(previous)")
          }
          previous = run
          for item in run.items {
            guard covered.indices.contains(item) else {
              violations.append("lane \(lane) of section \(index) holds item \(item), out of range")
              continue
            }
            covered[item] += 1
            let frame = geometry.itemFrames[item]
            let slack = Self._slack(run.end)
            if _axes.mainMin(frame) < run.start - slack || _axes.mainMax(frame) > run.end + slack {
              violations.append(
                "item \(item) of section \(index) lies outside its run \(run): \(frame)")
            }
          }
        }
      }
      for (item, count) in covered.enumerated() where count != 1 {
        violations.append("item \(item) of section \(index) is in \(count) runs, not one")
      }
      return violations
    }

    /// Whether `frame` is finite, with no negative side.
    private static func _isSane(_ frame: CGRect) -> Bool {
      frame.origin.x.isFinite && frame.origin.y.isFinite && frame.size.width.isFinite
        && frame.size.height.isFinite && frame.size.width >= 0 && frame.size.height >= 0
    }
  #endif
}

import Foundation
import Testing
import TrellisCore
import TrellisDiff
import TrellisList
import TrellisTestSupport
import TrellisTesting

@MainActor
@Suite("Headless hosts: touches and selection")
struct TouchHostTests {
  @Test("a tap highlights, asks, unhighlights and selects, in UIKit's order")
  func tapOrder() throws {
    let (host, source) = try makeHost([["a", "b"]])
    source.log.removeAll()
    try host.tapItem(at: path(1, 0))
    #expect(
      source.log == [
        "shouldHighlight [0, 1]", "didHighlight [0, 1]", "shouldSelect [0, 1]",
        "didUnhighlight [0, 1]", "didSelect [0, 1]",
      ])
    #expect(host.indexPathsForSelectedItems == [path(1, 0)])
    #expect((host.cellForItem(at: path(1, 0)) as? LabelCell)?.isSelected == true)
  }

  @Test("with single selection, a tap on another item deselects the first")
  func singleSelection() throws {
    let (host, source) = try makeHost([["a", "b"]])
    try host.tapItem(at: path(0, 0))
    source.log.removeAll()
    try host.tapItem(at: path(1, 0))
    #expect(source.log.suffix(2) == ["didDeselect [0, 0]", "didSelect [0, 1]"])
    #expect(host.indexPathsForSelectedItems == [path(1, 0)])
    #expect((host.cellForItem(at: path(0, 0)) as? LabelCell)?.isSelected == false)
  }

  @Test("with multiple selection, a tap on a selected item asks to deselect it")
  func multipleSelection() throws {
    let (host, source) = try makeHost([["a", "b"]])
    host.allowsMultipleSelection = true
    try host.tapItem(at: path(0, 0))
    try host.tapItem(at: path(1, 0))
    #expect(host.indexPathsForSelectedItems == [path(0, 0), path(1, 0)])
    source.log.removeAll()
    try host.tapItem(at: path(0, 0))
    #expect(
      source.log == [
        "shouldHighlight [0, 0]", "didHighlight [0, 0]", "shouldDeselect [0, 0]",
        "didUnhighlight [0, 0]", "didDeselect [0, 0]",
      ])
    #expect(host.indexPathsForSelectedItems == [path(1, 0)])
  }

  @Test("shouldHighlight false ends the tap; shouldSelect false keeps the selection")
  func shouldAnswers() throws {
    let (host, source) = try makeHost([["a"]])
    source.answers["shouldHighlight"] = false
    source.log.removeAll()
    try host.tapItem(at: path(0, 0))
    #expect(source.log == ["shouldHighlight [0, 0]"])
    source.answers = ["shouldSelect": false]
    source.log.removeAll()
    try host.tapItem(at: path(0, 0))
    #expect(source.log.last == "didUnhighlight [0, 0]")
    #expect(host.indexPathsForSelectedItems.isEmpty)
  }

  @Test("programmatic selection does not call the delegate")
  func programmaticSelection() throws {
    let (host, source) = try makeHost([["a", "b"]])
    source.log.removeAll()
    try host.selectItem(at: path(0, 0), animated: false)
    try host.selectItem(at: path(1, 0), animated: false)
    host.deselectItem(at: path(0, 0), animated: false)
    #expect(source.log.isEmpty)
    #expect(host.indexPathsForSelectedItems == [path(1, 0)])
    #expect(throws: ListHostError.itemOutOfRange(path(5, 0))) {
      try host.selectItem(at: path(5, 0), animated: false)
    }
  }

  @Test("only visible items can be tapped")
  func tapsNeedVisibleItems() throws {
    let (host, source) = try makeHost([(0..<30).map { "\($0)" }])
    defer { withExtendedLifetime(source) {} }
    #expect(throws: ListHostError.itemNotVisible(path(29, 0))) { try host.tapItem(at: path(29, 0)) }
    #expect(throws: ListHostError.itemOutOfRange(path(30, 0))) { try host.tapItem(at: path(30, 0)) }
  }

  @Test("a selected item scrolled away and back is shown selected")
  func selectionSurvivesReuse() throws {
    let (host, source) = try makeHost([(0..<30).map { "\($0)" }])
    try host.tapItem(at: path(0, 0))
    try host.setContentOffset(CGPoint(x: 0, y: 500), animated: false)
    try host.setContentOffset(.zero, animated: false)
    #expect((host.cellForItem(at: path(0, 0)) as? LabelCell)?.isSelected == true)
    #expect((host.cellForItem(at: path(1, 0)) as? LabelCell)?.isSelected == false)
    withExtendedLifetime(source) {}
  }
}

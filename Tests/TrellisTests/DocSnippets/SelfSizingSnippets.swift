import Foundation
import Testing
import Trellis
import TrellisTesting

// The self-sizing snippets of TrellisList's "Update Engine" article and of the DDPresenter and
// ReactiveDataDisplayManager migration guides, run against a headless table.

final class CommentCell: HeadlessCell, ConfigurableView, SelfSizingView {  // a cell in an app
  var text = ""
  func configure(with content: String) { text = content }

  // The estimate: the list lays the comment out at this size until the cell has answered.
  nonisolated static func size(for content: String, fitting container: CGSize) -> CGSize? {
    CGSize(width: container.width, height: 44)
  }

  // Asked once the cell is configured for display; the adapter caches the answer.
  func preferredSize(fitting proposed: CGSize, in container: CGSize) -> CGSize {
    let lines = text.split(separator: "\n").count
    return CGSize(width: container.width, height: CGFloat(16 + 20 * lines))
  }
}

final class DayHeader: HeadlessSupplementaryView, ConfigurableView, SelfSizingView {
  var title = ""
  func configure(with content: String) { title = content }

  // The estimate, until the header has answered.
  nonisolated static func size(for content: String, fitting container: CGSize) -> CGSize? {
    CGSize(width: container.width, height: 28)
  }

  func preferredSize(fitting proposed: CGSize, in container: CGSize) -> CGSize {
    CGSize(width: container.width, height: title.count > 20 ? 48 : 28)
  }
}

@MainActor
@Suite("Docs: self-sizing")
struct SelfSizingSnippets {
  @Test("day headers size themselves; a new row below one measures nothing")
  func headersSizeThemselves() throws {
    let host = HeadlessTableView(viewportSize: CGSize(width: 320, height: 480))
    func model(_ rows: Int) -> ListModel {
      ListModel {
        ListSection(id: "today") {
          for index in 0..<rows {
            ListItem(id: index, content: "comment \(index)", view: CommentCell.self)
          }
        }
        .header(ListItem(id: "today", content: "Saturday, 28 November 2026", view: DayHeader.self))
      }
    }
    let adapter = ListAdapter(host: host)
    adapter.apply(model(1), animated: false)
    // the header (48 points once measured) and the row (36) were each measured once
    #expect(adapter.sizeCache.statistics.selfSizingMeasurements == 2)
    #expect(host.frameForItem(at: ItemPath(item: 0, section: 0))?.minY == 48)

    adapter.apply(model(2), animated: false)
    // only the new row is measured; the header keeps its answer
    #expect(adapter.sizeCache.statistics.selfSizingMeasurements == 3)
    #expect(host.frameForItem(at: ItemPath(item: 1, section: 0))?.minY == 84)
  }

  @Test("comments size themselves; a content change measures one comment again")
  func commentsSizeThemselves() throws {
    let host = HeadlessTableView(viewportSize: CGSize(width: 320, height: 480))
    var comments = ["First!", "Two\nlines", "Three\nshort\nlines"]

    func commentModel(_ comments: [String]) -> ListModel {
      ListModel {
        ListSection(id: "comments") {
          for (index, text) in comments.enumerated() {
            ListItem(id: index, content: text, view: CommentCell.self)
          }
        }
      }
    }

    let adapter = ListAdapter(host: host)
    adapter.apply(commentModel(comments), animated: false)
    // each visible comment was measured once, at the height it asked for: 36, 56 and 76 points
    #expect(adapter.sizeCache.statistics.selfSizingMeasurements == 3)

    // one comment changed: only its cell is asked again, and the rows below it move
    comments[0] = "First!\nEdited"
    adapter.apply(commentModel(comments), animated: false)
    #expect(adapter.sizeCache.statistics.selfSizingMeasurements == 4)

    let frames = (0..<3).map { host.frameForItem(at: ItemPath(item: $0, section: 0)) }
    #expect(
      frames == [
        CGRect(x: 0, y: 0, width: 320, height: 56), CGRect(x: 0, y: 56, width: 320, height: 56),
        CGRect(x: 0, y: 112, width: 320, height: 76),
      ])
  }
}

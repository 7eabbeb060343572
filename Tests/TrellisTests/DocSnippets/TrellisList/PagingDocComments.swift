// swift-format-ignore-file
// The examples of the paging state's and the trigger distance's doc comments, compiled and run
// (DocSnippetTests checks that each appears here verbatim).
import Foundation
import Testing
import Trellis
import TrellisTestSupport

@Suite("Doc-comment examples: paging state and trigger distance")
@MainActor
struct PagingDocCommentTests {
  @Test("the model holds the paging state a start-edge paginator reads")
  func hasPrevious() {
    let messages = [ListSection(id: "messages")]
    var history = ListModel(sections: messages, page: 1)
    history.hasPrevious = true
    #expect(history.hasPrevious && history.page == 1 && !history.hasNext)
  }

  @Test("both plugins take the same trigger distance")
  func triggerDistance() {
    let plugins = docValues {
      ListPaginator(distance: .viewports(2))
      ListPrefetcher(distance: .points(500))
    }
    #expect((plugins[0] as? ListPaginator)?.distance == .viewports(2))
    #expect((plugins[1] as? ListPrefetcher)?.distance == .points(500))
  }
}

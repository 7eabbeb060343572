// The snippets of TrellisCore.docc/TrellisCore.md, compiled and run.
import Foundation
import Synchronization
import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite("Doc: TrellisCore")
struct TrellisCoreSnippets {
  /// Stands in for an app's logger.
  struct Logger: Sendable {
    func warning(_ message: String) {}
  }

  @Test("an adapter and a page each take their own diagnostics")
  func configure() {
    let host = docHost()
    let logger = Logger()
    let root = Presenter()

    let adapter = ListAdapter(host: host)
    adapter.diagnostics = Diagnostics { diagnostic in logger.warning("\(diagnostic)") }

    let page = PagePresenter(root: root, diagnostics: .ignore)
    page.load()
    page.tearDown()
  }

  @Test("a test collects the diagnostics of a repeated identity")
  func collect() async {
    let adapter = ListAdapter(host: docHost())
    let modelWithARepeatedID = ListModel {
      ListSection(id: "fruit") {
        ListItem(id: 1, content: "Apple", view: DocTitleCell.self)
        ListItem(id: 1, content: "Pear", view: DocTitleCell.self)
      }
    }

    let found = Mutex<[any Diagnostic]>([])
    adapter.diagnostics = Diagnostics { diagnostic in found.withLock { $0.append(diagnostic) } }
    await adapter.applyAndWait(modelWithARepeatedID)
    #expect(found.withLock { $0.count } == 1)
  }
}

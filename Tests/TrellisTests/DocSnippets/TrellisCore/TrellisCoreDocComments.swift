// swift-format-ignore-file

// The examples of TrellisCore' doc comments, compiled and run (DocSnippetTests checks that
// each appears here verbatim).
import Foundation
import Testing
import Trellis
import TrellisTestSupport
import TrellisTesting

/// A logger for the examples: keeps what it is told.
final class DocLogger: Sendable {
  let messages = DocLocked<[String]>([])
  /// Keeps `message` as a warning.
  func warning(_ message: String) { messages.withLock { $0.append(message) } }
}

/// A value guarded by a lock, for examples whose handlers are `@Sendable`.
final class DocLocked<Value>: @unchecked Sendable {
  // @unchecked Sendable: `value` is only read or written inside `withLock`, under `lock`.
  private let lock = NSLock()
  private var value: Value
  init(_ value: Value) { self.value = value }
  /// Runs `body` with exclusive access to the value.
  func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }
}

@Suite("Doc-comment examples: TrellisCore")
@MainActor
struct TrellisCoreDocCommentTests {
  @Test("a list adapter's diagnostics")
  func adapterDiagnostics() throws {
    let host = docHost()
    let logger = DocLogger()
    do {
      let adapter = ListAdapter(host: host)
      adapter.diagnostics = Diagnostics { diagnostic in logger.warning("\(diagnostic)") }
      adapter.apply(
        ListModel {
          ListSection(id: "a") {}; ListSection(id: "a") {}
        }, animated: false)
      #expect(logger.messages.withLock { $0.count } == 1)
    }
    let diagnostic: any Diagnostic = ListDiagnostic.duplicateItemID(
      7, first: ItemPath(item: 0, section: 0), duplicate: ItemPath(item: 1, section: 0))
    if case .duplicateItemID(let id, _, _)? = diagnostic as? ListDiagnostic { print(id) }

    let adapter = ListAdapter(host: host)
    adapter.diagnostics = .ignore                          // silence
    adapter.diagnostics = Diagnostics { print($0) }        // your logger
    adapter.diagnostics = .ignore
    adapter.diagnostics = .standardError   // loud in release builds too
    let defaults = docValues {
      ListAdapter(host: host).diagnostics  // .default
    }
    #expect(defaults.count == 1)
  }

  @Test("collecting diagnostics")
  func collecting() {
    let collected = DocLocked<[any Diagnostic]>([])
    let diagnostics =
      Diagnostics { diagnostic in collected.withLock { $0.append(diagnostic) } }
    diagnostics.report(ListDiagnostic.duplicateSectionID("a", first: 0, duplicate: 2))
    #expect(collected.withLock { $0.count } == 1)
  }
}

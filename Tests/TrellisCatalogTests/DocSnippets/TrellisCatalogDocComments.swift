// swift-format-ignore-file

// The examples of TrellisCatalog's doc comments, compiled and run (DocSnippetTests checks that
// each appears here verbatim).
import Testing
import TrellisCatalog

@Suite("Doc-comment examples: TrellisCatalog")
@MainActor
struct TrellisCatalogDocCommentTests {
  @Test("Catalog.frames")
  func frames() throws {
    let frames = try docValues {
      try Catalog.frames(of: "settings", keys: [.down, .select])  // three frames
    }
    #expect((frames.first as? [String])?.count == 3)
  }
}

/// The values of `body`'s expression statements (see the umbrella tests' `DocValues`).
@resultBuilder
enum DocValues {
  /// One expression statement's value.
  static func buildExpression<Value>(_ value: Value) -> [Any] { [value] }
  /// The values of a block, in order.
  static func buildBlock(_ parts: [Any]...) -> [Any] { parts.flatMap { $0 } }
}

/// The values of `body`'s expression statements, in order.
@discardableResult
func docValues(@DocValues _ body: () throws -> [Any]) rethrows -> [Any] { try body() }

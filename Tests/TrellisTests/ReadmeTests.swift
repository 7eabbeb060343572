import Foundation
import Testing
import Trellis

@Suite("README")
struct ReadmeTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func lines(_ text: some StringProtocol) -> [String] {
    text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && $0 != "import Trellis" }
  }

  @Test("the two commands come first: the catalog, then the tests")
  func commandsFirst() throws {
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let firstBlock = try #require(readme.components(separatedBy: "```sh\n").dropFirst().first)
    let commands = Self.lines(firstBlock.components(separatedBy: "```")[0])
    #expect(
      commands.map { $0.components(separatedBy: "#")[0].trimmingCharacters(in: .whitespaces) }
        == ["swift run trellis-catalog", "swift test"])
  }

  @Test("every Swift snippet is compiled in ReadmeExamples.swift")
  func snippetsCompile() throws {
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let examples = try [
      "Tests/TrellisTests/ReadmeExamples.swift",
      "Tests/TrellisTestingTests/ReadmeHostExample.swift",
    ].flatMap {
      Self.lines(
        try String(contentsOf: Self.root.appendingPathComponent($0), encoding: .utf8))
    }
    let snippets = readme.components(separatedBy: "```swift\n").dropFirst()
      .map { $0.components(separatedBy: "```")[0] }
    #expect(snippets.count >= 3)
    for snippet in snippets {
      // Each snippet's lines appear in the examples, consecutively and in order.
      let lines = Self.lines(snippet)
      let found = examples.indices.contains { start in
        start + lines.count <= examples.count
          && Array(examples[start..<start + lines.count]) == lines
      }
      #expect(found, "README snippet not compiled in ReadmeExamples.swift:\n\(snippet)")
    }
  }

  @Test("the README's editing example does what it says")
  func editingExample() throws {
    let model = try readmeEditing()
    #expect(model.section(id: "fruit")?.items.map(\.id) == [2, 1, 3])
    #expect(model.page == 2)
    #expect(readmeSupplementaries().supplementaryKinds == [.header, "badge"])
  }
}

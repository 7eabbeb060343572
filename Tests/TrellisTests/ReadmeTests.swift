import Foundation
import Testing
import Trellis

@Suite("README")
struct ReadmeTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test("the two commands come first: the catalog, then the tests")
  func commandsFirst() throws {
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let firstBlock = try #require(readme.components(separatedBy: "```sh\n").dropFirst().first)
    let commands = DocSnippetTests.lines(firstBlock.components(separatedBy: "```")[0])
    #expect(
      commands.map { $0.components(separatedBy: "#")[0].trimmingCharacters(in: .whitespaces) }
        == ["swift run trellis-catalog", "swift test"])
  }

  @Test("the README's editing example does what it says")
  func editingExample() throws {
    let model = try readmeEditing()
    #expect(model.section(id: "fruit")?.items.map(\.id) == [2, 1, 3])
    #expect(model.page == 2)
    #expect(readmeSupplementaries().supplementaryKinds == [.header, "badge"])
  }
}

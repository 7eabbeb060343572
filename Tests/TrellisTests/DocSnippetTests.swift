import Foundation
import Testing

/// Checks that the docs show only code that builds: every ```swift block of README.md and of the
/// DocC articles (`Sources/*/*.docc/**/*.md`) appears verbatim in some Swift file under `Tests/`,
/// which the test targets compile.
///
/// "Verbatim" means that the block's lines appear consecutively and in order in one file, compared
/// after trimming indentation and ignoring blank lines and `import` lines, so a snippet can sit
/// inside a function or type of the file that compiles (and often runs) it.
///
/// Two kinds of block are skipped, by their first line:
/// - `// Before: <Library>` — another library's code, shown by a migration guide for comparison;
/// - `// In Package.swift` — package manifest code, which compiles only in a manifest.
@Suite("Doc snippets")
struct DocSnippetTests {
  /// The package's root directory.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// A ```swift block of a Markdown file.
  struct Snippet {
    /// The Markdown file, relative to the package root.
    var file: String
    /// The 1-based line of the opening fence.
    var line: Int
    /// The lines between the fences, as written.
    var text: [String]

    /// The first line, which names the snippet in failure messages.
    var firstLine: String {
      text.first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }?
        .trimmingCharacters(in: .whitespaces) ?? ""
    }

    /// Whether the block is exempt: another library's code, or manifest code.
    var isSkipped: Bool {
      firstLine.hasPrefix("// Before:") || firstLine.hasPrefix("// In Package.swift")
    }
  }

  /// The lines of `text` that the comparison looks at: trimmed, neither blank nor an import.
  static func lines(_ text: some StringProtocol) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && !$0.hasPrefix("import ") }
  }

  /// Every file under `directory` (relative to the root) whose name ends with `suffix`, relative
  /// to the root and sorted.
  static func files(under directory: String, endingWith suffix: String) -> [String] {
    let base = root.appendingPathComponent(directory)
    guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return [] }
    return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(suffix) }
      .map { "\(directory)/\($0)" }.sorted()
  }

  /// README.md and every Markdown file of every DocC catalog.
  static func documents() -> [String] {
    let catalogs = files(under: "Sources", endingWith: ".md").filter { $0.contains(".docc/") }
    return ["README.md"] + catalogs
  }

  /// The ```swift blocks of the Markdown file at `path` (relative to the root).
  static func snippets(in path: String) throws -> [Snippet] {
    let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    var snippets: [Snippet] = []
    var open: Snippet?
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let fence = line.trimmingCharacters(in: .whitespaces)
      if var snippet = open {
        if fence.hasPrefix("```") {
          snippets.append(snippet)
          open = nil
        } else {
          snippet.text.append(String(line))
          open = snippet
        }
      } else if fence == "```swift" {
        open = Snippet(file: path, line: index + 1, text: [])
      }
    }
    return snippets
  }

  /// The compared lines of every Swift file under `Tests/`, one array per file.
  static let compiledFiles: [[String]] = files(under: "Tests", endingWith: ".swift").compactMap {
    (try? String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)).map(lines)
  }

  /// Whether `snippet`'s lines appear consecutively, in order, in one of the compiled files.
  static func isCompiled(_ snippet: Snippet) -> Bool {
    let wanted = lines(snippet.text.joined(separator: "\n"))
    guard let first = wanted.first else { return true }
    return compiledFiles.contains { file in
      file.indices.contains { start in
        file[start] == first && start + wanted.count <= file.count
          && file[start..<start + wanted.count].elementsEqual(wanted)
      }
    }
  }

  @Test("every Swift snippet of README.md and the DocC articles is compiled under Tests/")
  func snippetsCompile() throws {
    var checked = 0
    for document in Self.documents() {
      for snippet in try Self.snippets(in: document) where !snippet.isSkipped {
        checked += 1
        #expect(
          Self.isCompiled(snippet),
          """
          \(snippet.file):\(snippet.line): the snippet starting `\(snippet.firstLine)` is not \
          compiled: copy it verbatim into a Swift file under Tests/ \
          (Tests/TrellisTests/DocSnippets/<Article>Snippets.swift)
          """)
      }
    }
    #expect(checked >= 79)
  }

  @Test("the checker finds the README and the articles of every catalog")
  func findsTheDocs() throws {
    let documents = Self.documents()
    #expect(documents.first == "README.md")
    for catalog in ["Trellis", "TrellisDiff", "TrellisList", "TrellisPresenter", "TrellisTesting"] {
      #expect(
        documents.contains("Sources/\(catalog)/\(catalog).docc/GettingStarted.md")
          || documents.contains("Sources/\(catalog)/\(catalog).docc/\(catalog).md"))
    }
    let readme = try Self.snippets(in: "README.md")
    #expect(readme.count >= 3)
    #expect(readme.allSatisfy { !$0.text.isEmpty })
  }

  @Test("a snippet matches consecutive lines, whatever the indentation, and skips `// Before:`")
  func matchingRule() {
    let compiled = DocSnippetTests.lines(
      """
      import Trellis
      func example() {
        let a = 1

        let b = a + 1
      }
      """)
    #expect(compiled == ["func example() {", "let a = 1", "let b = a + 1", "}"])
    let before = Snippet(file: "x.md", line: 1, text: ["// Before: DifferenceKit", "let a = 1"])
    #expect(before.isSkipped && before.firstLine == "// Before: DifferenceKit")
    #expect(!Snippet(file: "x.md", line: 1, text: ["let a = 1"]).isSkipped)
  }
}

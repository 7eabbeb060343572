import Foundation
import Testing

/// Checks that Architecture.md's module table states the manifest's graph, and that the sources
/// keep the import rules the article gives.
///
/// The graph is read from `Package.swift` as text: every `.target` and `.executableTarget` of the
/// package (test targets and the test support library left out), with the names in its
/// `dependencies:` array, plus those of the `uikitDependency` and `swiftUIDependency` arrays where
/// they are added.
@Suite("Architecture")
struct ArchitectureTests {
  /// The package's root directory.
  static let root = DocSnippetTests.root

  /// The article that states the graph, relative to the root.
  static let article = "Sources/Trellis/Trellis.docc/Architecture.md"

  /// Targets of the manifest that the article leaves out: shared code of the test targets only.
  static let testSupport: Set<String> = ["TrellisTestSupport"]

  /// The text of the file at `path`, relative to the root.
  static func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  // MARK: The manifest

  /// `text` without `//` comments (outside string literals).
  static func withoutComments(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      var inString = false
      var previous: Character?
      for index in line.indices {
        let character = line[index]
        if character == "\"" { inString.toggle() }
        if !inString, character == "/", previous == "/" {
          return String(line[..<line.index(before: index)])
        }
        previous = character
      }
      return String(line)
    }.joined(separator: "\n")
  }

  /// The text between the bracket that opens at `open` and the one that closes it.
  static func bracketed(_ text: Substring, from open: String.Index) -> Substring {
    var depth = 0
    var inString = false
    for index in text[open...].indices {
      let character = text[index]
      if character == "\"" { inString.toggle() }
      guard !inString else { continue }
      if "([{".contains(character) { depth += 1 }
      if ")]}".contains(character) {
        depth -= 1
        if depth == 0 { return text[text.index(after: open)..<index] }
      }
    }
    return text[text.index(after: open)...]
  }

  /// The top-level, comma-separated elements of a bracket's contents, trimmed.
  static func elements(_ text: Substring) -> [Substring] {
    var result: [Substring] = []
    var depth = 0
    var inString = false
    var start = text.startIndex
    for index in text.indices {
      let character = text[index]
      if character == "\"" { inString.toggle() }
      guard !inString else { continue }
      if "([{".contains(character) { depth += 1 }
      if ")]}".contains(character) { depth -= 1 }
      if character == ",", depth == 0 {
        result.append(text[start..<index])
        start = text.index(after: index)
      }
    }
    result.append(text[start...])
    return result.map { $0.trimmingCharacters(in: .whitespacesAndNewlines)[...] }
      .filter { !$0.isEmpty }
  }

  /// The contents of the bracket that follows the first occurrence of `marker` in `text`.
  static func bracket(after marker: String, in text: Substring) -> Substring? {
    guard let range = text.range(of: marker),
      let open = text[range.upperBound...].firstIndex(where: { "([".contains($0) })
    else { return nil }
    return bracketed(text, from: open)
  }

  /// The contents of the array literal assigned to the first `let name` of `text`.
  static func arrayValue(of name: String, in text: Substring) -> Substring? {
    guard let range = text.range(of: "let \(name)") else { return nil }
    return bracket(after: "=", in: text[range.upperBound...])
  }

  /// The first string literal of `text`, after `label` when one is given.
  static func string(in text: Substring, after label: String = "") -> String? {
    guard let range = text.range(of: label + "\""),
      let end = text[range.upperBound...].firstIndex(of: "\"")
    else { return nil }
    return String(text[range.upperBound..<end])
  }

  /// The module names of a `dependencies:` array: plain strings, `.target(name:)`,
  /// `.product(name:)` and `.byName(name:)`.
  static func dependencyNames(_ array: Substring) -> [String] {
    elements(array).compactMap { string(in: $0) }
  }

  /// The target declarations of a manifest without comments: the elements of the `uikitDouble`
  /// and `swiftUIDouble` arrays (their Linux branch), then those of the package's `targets:`
  /// argument.
  static func targetDeclarations(inManifest manifest: Substring) -> [Substring] {
    var declarations = ["uikitDouble", "swiftUIDouble"].flatMap { name in
      arrayValue(of: name, in: manifest).map(elements) ?? []
    }
    // The package's own `targets:` argument, not a product's.
    let arguments = bracket(after: "= Package", in: manifest).map(elements) ?? []
    if let targets = arguments.first(where: { $0.hasPrefix("targets:") }),
      let array = bracket(after: "targets:", in: targets)
    {
      declarations += elements(array)
    }
    return declarations
  }

  /// The manifest's targets (tests and test support left out), each with its dependencies.
  static func manifestGraph() throws -> [String: Set<String>] {
    graph(ofManifest: try read("Package.swift"))
  }

  /// The targets of the manifest `text` (tests and test support left out), each with its
  /// dependencies.
  static func graph(ofManifest text: String) -> [String: Set<String>] {
    let manifest = withoutComments(text)[...]
    // The first definitions are the Linux branch's, which declares the stand-ins.
    let conditional = ["uikitDependency", "swiftUIDependency"].compactMap { name in
      arrayValue(of: name, in: manifest).map { (name, dependencyNames($0)) }
    }
    var graph: [String: Set<String>] = [:]
    for call in targetDeclarations(inManifest: manifest)
    where call.hasPrefix(".target(") || call.hasPrefix(".executableTarget(") {
      let arguments = bracketed(call, from: call.firstIndex(of: "(")!)
      guard let name = string(in: arguments, after: "name: "), !testSupport.contains(name)
      else { continue }
      var dependencies = Set<String>()
      if let array = bracket(after: "dependencies:", in: arguments) {
        dependencies.formUnion(dependencyNames(array))
        // What is added to the array, up to the next argument: `+ uikitDependency`,
        // `+ swiftUIDependency`, or nothing.
        let added = arguments[array.endIndex...].dropFirst().prefix { $0 != ":" }
        for (name, names) in conditional where added.contains(name) {
          dependencies.formUnion(names)
        }
      }
      graph[name] = dependencies
    }
    return graph
  }

  // MARK: The article

  /// The names written in backticks in `text`.
  static func codeSpans(_ text: Substring) -> [String] {
    text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }

  /// The article's "Module | Depends on" table: each module with its dependencies.
  static func articleGraph() throws -> [String: Set<String>] {
    var graph: [String: Set<String>] = [:]
    var inTable = false
    for line in try read(article).split(separator: "\n") {
      let cells = line.split(separator: "|", omittingEmptySubsequences: false)
        .map { $0.trimmingCharacters(in: .whitespaces)[...] }
      if cells.count > 3, cells[1] == "Module", cells[2] == "Depends on" {
        inTable = true
        continue
      }
      guard inTable else { continue }
      guard line.hasPrefix("|") else { break }
      guard let module = codeSpans(cells[1]).first else { continue }  // the |---| line
      graph[module] = Set(codeSpans(cells[2]))
    }
    return graph
  }

  // MARK: Sources

  /// Every Swift file under `Sources/` and `Tests/`, relative to the root, with its lines.
  static func swiftFiles() throws -> [(path: String, lines: [Substring])] {
    try
      (DocSnippetTests.files(under: "Sources", endingWith: ".swift")
      + DocSnippetTests.files(under: "Tests", endingWith: ".swift"))
      .map { path in (path, try read(path).split(separator: "\n")) }
  }

  /// The module a line imports, or `nil` when it is not an import declaration.
  static func importedModule(_ line: Substring) -> String? {
    let words = line.split(separator: " ")
      .drop { $0.hasPrefix("@") || ["public", "package", "internal", "private"].contains($0) }
    guard words.count >= 2, words.first == "import" else { return nil }
    return words.last.map { String($0.split(separator: ".")[0]) }
  }

  // MARK: Tests

  @Test("the article's table lists every module of Package.swift with exactly its dependencies")
  func tableMatchesManifest() throws {
    let manifest = try Self.manifestGraph()
    let article = try Self.articleGraph()
    #expect(manifest.count >= 10, "the manifest parser found \(manifest.keys.sorted())")
    #expect(manifest["TrellisList"]?.contains("TrellisDiff") == true)
    for (module, dependencies) in manifest.sorted(by: { $0.key < $1.key }) {
      guard let stated = article[module] else {
        Issue.record("\(Self.article): no row for `\(module)`, which Package.swift declares")
        continue
      }
      for missing in dependencies.subtracting(stated).sorted() {
        Issue.record(
          "\(Self.article): `\(module)` depends on `\(missing)` in Package.swift, not in the table")
      }
      for extra in stated.subtracting(dependencies).sorted() {
        Issue.record(
          "\(Self.article): the table says `\(module)` depends on `\(extra)`; Package.swift not")
      }
    }
    for module in Set(article.keys).subtracting(manifest.keys).sorted() {
      Issue.record("\(Self.article): `\(module)` has a row but is no target of Package.swift")
    }
  }

  @Test("the parser reads names, dependencies and the conditional UIKit dependency")
  func parsesTheManifestShape() throws {
    let text: Substring = """
      let uikitDependency: [Target.Dependency] = [
        .target(name: "UIKit", condition: .when(platforms: [.linux]))  // the double
      ]
      let package = Package(
        products: [.library(name: "B", targets: ["B"])],
        targets: [
          .target(name: "A"),
          .target(name: "B", dependencies: ["A", .product(name: "C", package: "c")]),
          .target(name: "D", dependencies: ["B"] + uikitDependency, path: "x"),
          .testTarget(name: "BTests", dependencies: ["B"]),
        ])
      """
    let uikit = Self.arrayValue(of: "uikitDependency", in: text)
    #expect(uikit.map(Self.dependencyNames) == ["UIKit"])
    let targets = Self.targetDeclarations(inManifest: text)
    try #require(targets.count == 4)
    #expect(Self.string(in: targets[1], after: "name: ") == "B")
    #expect(
      Self.bracket(after: "dependencies:", in: targets[1]).map(Self.dependencyNames) == ["A", "C"])
    #expect(Self.withoutComments("a // b \"c\"\n\"//\" d") == "a \n\"//\" d")
    #expect(
      Self.graph(ofManifest: String(text))
        == ["A": [], "B": ["A", "C"], "D": ["B", "UIKit"]])
  }

  @Test("`@_exported import` appears only in the umbrella (and the double's Foundation)")
  func onlyTheUmbrellaReExports() throws {
    for (path, lines) in try Self.swiftFiles() {
      for line in lines where line.trimmingCharacters(in: .whitespaces).hasPrefix("@_exported ") {
        let module = Self.importedModule(line.trimmingCharacters(in: .whitespaces)[...])
        let allowed =
          path.hasPrefix("Sources/Trellis/")
          || (path.contains("UIKitDouble/") && module == "Foundation")
        #expect(allowed, "\(path): `\(line)`: only the umbrella re-exports modules")
      }
    }
  }

  @Test("the umbrella holds only re-exports, of exactly the modules it depends on")
  func umbrellaOnlyReExports() throws {
    let files = try Self.swiftFiles().filter { $0.path.hasPrefix("Sources/Trellis/") }
    var exported = Set<String>()
    for (path, lines) in files {
      var declarations: [String] = []
      for line in lines {
        let code = line.trimmingCharacters(in: .whitespaces)
        if code.isEmpty || code.hasPrefix("//") { continue }
        if code.hasPrefix("@_exported "), let module = Self.importedModule(code[...]) {
          exported.insert(module)
        } else {
          declarations.append(code)
        }
      }
      if let first = declarations.first {
        Issue.record(
          """
          \(path): \(declarations.count) lines besides re-exports, from `\(first)`: the umbrella \
          holds only `@_exported import` lines; move them to the module they belong to
          """)
      }
    }
    let dependencies = try Self.manifestGraph()["Trellis"]
    #expect(exported == dependencies)
  }

  @Test("TrellisTesting never imports the umbrella")
  func testingDoesNotImportTheUmbrella() throws {
    #expect(try Self.manifestGraph()["TrellisTesting"]?.contains("Trellis") == false)
    let importing = try Self.swiftFiles().filter { path, lines in
      path.hasPrefix("Sources/TrellisTesting/")
        && lines.contains {
          Self.importedModule($0.trimmingCharacters(in: .whitespaces)[...]) == "Trellis"
        }
    }.map(\.path)
    #expect(importing == [], "these files import `Trellis`; import the modules they need instead")
  }
}

import Testing

@testable import TrellisCatalog

@MainActor
@Suite("Catalog")
struct CatalogTests {
  @Test("the names are the examples' names, in menu order")
  func names() {
    #expect(Catalog.names == Catalog.examples.map { $0.name })
  }

  @Test("every example runs its demo non-interactively", arguments: Catalog.names)
  func demo(name: String) throws {
    let frames = try Catalog.frames(of: name)
    #expect(frames.count > 1)
    #expect(
      frames.allSatisfy { $0.split(separator: "\n", omittingEmptySubsequences: false).count == 24 })
  }
}

import Foundation
import Testing
import TrellisCore
import TrellisDiff
import TrellisLayout
import TrellisList
import TrellisTestSupport
import TrellisTesting

/// When the adapter reloads instead of animating, what it does with bad data, and how it keeps
/// cells, scroll position and its own output stable.
@MainActor
@Suite("List adapter: policies")
struct AdapterPolicyTests {
  // MARK: Reload or animate

  @Test("above the reload threshold the host gets reloadData, at or below it a batch")
  func reloadThreshold() async {
    let fixture = AdapterFixture(
      configuration: ListAdapter.Configuration(reloadThreshold: 3))
    fixture.apply(.texts(10), animated: false)
    fixture.apply(.texts(13))
    #expect(await fixture.settle())
    #expect(fixture.adapter.statistics.batches == 1)
    #expect(fixture.adapter.statistics.reloads == 1)

    fixture.apply(.texts(17))
    #expect(fixture.host.batchesInFlight == 0)
    #expect(fixture.adapter.statistics.batches == 1)
    #expect(fixture.adapter.statistics.reloads == 2)
    #expect(fixture.host.operations.last(where: \.isUpdate) == .reloadData)
    #expect(fixture.mismatch(showing: .texts(17)) == nil)
    #expect(fixture.completions.order == [0, 1, 2])
  }

  @Test(
    "a host never loaded, off-window or without a viewport gets reloadData",
    arguments: HostKind.allCases)
  func reloadsWhenItCannotAnimate(kind: HostKind) throws {
    let fixture = AdapterFixture(kind)
    fixture.apply(.texts(3))
    #expect(fixture.host.operations.filter(\.isUpdate) == [.reloadData], "never loaded")

    fixture.host.isInWindow = false
    fixture.apply(.texts(4))
    #expect(fixture.host.operations.filter(\.isUpdate) == [.reloadData, .reloadData])
    #expect(fixture.host.batchesInFlight == 0)
    #expect(fixture.completions.order == [0, 1], "on screen at once")

    fixture.host.isInWindow = true
    try fixture.host.setViewportSize(.zero)
    fixture.apply(.texts(5))
    #expect(fixture.host.operations.filter(\.isUpdate).count == 3)
    #expect(fixture.adapter.statistics.batches == 0)
    try fixture.host.setViewportSize(CGSize(width: 320, height: 200))
    #expect(fixture.mismatch(showing: .texts(5)) == nil)
    #expect(fixture.completions.order == [0, 1, 2])
  }

  @Test("reload(_:) and animated apply reach the same final state", arguments: HostKind.allCases)
  func reloadMatchesAnimation(kind: HostKind) async {
    for seed in UInt64(0)..<20 {
      var rng = SeededGenerator(seed: seed)
      let animated = AdapterFixture(kind)
      let reloaded = AdapterFixture(kind)
      var raw = ListModel.random(sections: 0...4, items: 0...8, idSpace: 12, using: &rng)
      animated.apply(raw.headless, animated: false)
      reloaded.reload(raw.headless)
      for step in 0..<5 {
        raw = raw.fuzzMutated(step: step, edits: AdapterFuzzTests.plain.edits, using: &rng)
        animated.apply(raw.headless)
        reloaded.reload(raw.headless)
        #expect(await animated.settle())
        #expect(animated.host.snapshot() == reloaded.host.snapshot(), "seed \(seed) step \(step)")
        #expect(animated.adapter.displayedModel == reloaded.adapter.displayedModel)
      }
      #expect(reloaded.adapter.statistics.batches == 0)
      #expect(animated.diagnostics.rejections.isEmpty, "seed \(seed)")
    }
  }

  // MARK: Duplicates

  @Test("keepFirst shows the first of each identity and names both entries")
  func keepFirst() {
    let fixture = AdapterFixture(
      configuration: ListAdapter.Configuration(duplicatePolicy: .keepFirst))
    fixture.apply(Self.duplicates, animated: false)
    #expect(fixture.diagnostics.all == Self.duplicateDiagnostics)
    #expect(
      fixture.diagnostics.all.map(\.description) == [
        "section identity \"a\" appears at section 0 and again at section 2",
        "item identity 1 appears at \(ItemPath(item: 0, section: 0)) and again at "
          + "\(ItemPath(item: 1, section: 1))",
      ])
    #expect(fixture.host.numberOfSections == 2)
    #expect(fixture.host.numberOfItems(inSection: 1) == 1)
    #expect(fixture.mismatch(showing: Self.duplicates) == nil)
    #expect((fixture.host.cellForItem(at: path(0)) as? TextCell)?.text == "first")
  }

  @Test("disambiguateByOccurrence shows every entry, matching the k-th occurrence across models")
  func disambiguate() async {
    let fixture = AdapterFixture.showing(Self.duplicates)
    #expect(fixture.diagnostics.all == Self.duplicateDiagnostics)
    #expect(fixture.host.numberOfSections == 3)
    #expect(fixture.mismatch(showing: Self.duplicates) == nil)
    let first = fixture.host.cellForItem(at: path(0)) as? TextCell
    let second = fixture.host.cellForItem(at: ItemPath(item: 1, section: 1)) as? TextCell
    #expect(second?.text == "second")

    var changed = Self.duplicates
    changed.sections[1].items[1] = .textCell(1, "second, changed")
    fixture.apply(changed)
    #expect(await fixture.settle())
    #expect(fixture.host.cellForItem(at: ItemPath(item: 1, section: 1)) === second)
    #expect(second?.text == "second, changed")
    #expect(first?.configureCount == 1, "the first occurrence is untouched")
    #expect(fixture.adapter.statistics.batches == 0, "reconfigured in place")
    #expect(fixture.mismatch(showing: changed) == nil)
  }

  @Test(
    "a repeated identity arriving between the stages of an update is still resolved and reported",
    arguments: [DuplicatePolicy.keepFirst, .disambiguateByOccurrence])
  func duplicateBetweenStages(policy: DuplicatePolicy) async {
    let fixture = AdapterFixture(
      configuration: ListAdapter.Configuration(duplicatePolicy: policy))
    let one = ListModel(sections: [ListSection(id: "s1", items: [.textCell(5)])])
    // A footer arrives and the item leaves: a section reload, then an item delete.
    let footer = ListModel(sections: [ListSection(id: "s1", footer: .title("f"), items: [])])
    let twice = ListModel(sections: [ListSection(id: "s1", items: [.textCell(5), .textCell(5)])])
    fixture.apply(one, animated: false)
    fixture.apply(footer)
    #expect(batches(fixture.host) == [BatchUpdate(sectionReloads: [0])], "the first stage")
    fixture.apply(twice)  // waits for the first stage
    #expect(await fixture.settle())
    #expect(fixture.diagnostics.rejections.isEmpty)
    #expect(
      fixture.diagnostics.all == [
        .duplicateItemID(5, first: path(0), duplicate: path(1))
      ])
    #expect(fixture.host.numberOfItems(inSection: 0) == (policy == .keepFirst ? 1 : 2))
    #expect(fixture.mismatch(showing: twice) == nil)
    #expect(fixture.completions.order == [0, 1, 2])

    // It stays resolved: under `.keepFirst` a later apply still drops (and reports) the repeat;
    // under `.disambiguateByOccurrence` the repeat is on screen and was reported already.
    fixture.diagnostics.removeAll()
    let later = ListModel(sections: [
      ListSection(id: "s1", items: [.textCell(5), .textCell(5), .textCell(6)])
    ])
    fixture.apply(later)
    #expect(await fixture.settle())
    #expect(
      fixture.diagnostics.all
        == (policy == .keepFirst
          ? [.duplicateItemID(5, first: path(0), duplicate: path(1))] : []))
    #expect(fixture.host.numberOfItems(inSection: 0) == (policy == .keepFirst ? 2 : 3))
    #expect(fixture.mismatch(showing: later) == nil)
  }

  @Test(
    "a repeat arriving in an inserted section or item is reported; one deleted and inserted is not",
    arguments: [DuplicatePolicy.keepFirst, .disambiguateByOccurrence])
  func duplicatesArrivingInABatch(policy: DuplicatePolicy) async {
    let fixture = AdapterFixture(
      configuration: ListAdapter.Configuration(duplicatePolicy: policy))
    fixture.apply(
      ListModel(sections: [
        ListSection(id: "a", items: [.textCell(1), .textCell(2)]),
        ListSection(id: "b", items: [.textCell(3)]),
      ]), animated: false)

    // Section "a" leaves with its items and "d" arrives with the same ones: counted out, then in.
    let replaced = ListModel(sections: [
      ListSection(id: "b", items: [.textCell(3)]),
      ListSection(id: "d", items: [.textCell(1), .textCell(2)]),
    ])
    fixture.apply(replaced)
    #expect(await fixture.settle())
    #expect(fixture.diagnostics.all.isEmpty)
    #expect(fixture.mismatch(showing: replaced) == nil)

    // A section arrives holding an identity shown already.
    let inSection = ListModel(sections: [
      ListSection(id: "b", items: [.textCell(3)]),
      ListSection(id: "d", items: [.textCell(1), .textCell(2)]),
      ListSection(id: "e", items: [.textCell(2, "again")]),
    ])
    fixture.apply(inSection)
    #expect(await fixture.settle())
    #expect(
      fixture.diagnostics.all == [
        .duplicateItemID(
          2, first: ItemPath(item: 1, section: 1), duplicate: ItemPath(item: 0, section: 2))
      ])
    #expect(fixture.host.numberOfItems(inSection: 2) == (policy == .keepFirst ? 0 : 1))

    // An item arrives with an identity shown already.
    fixture.diagnostics.removeAll()
    let asItem = ListModel(sections: [
      ListSection(id: "b", items: [.textCell(3), .textCell(1, "again")]),
      ListSection(id: "d", items: [.textCell(1), .textCell(2)]),
    ])
    fixture.apply(asItem)
    #expect(await fixture.settle())
    #expect(
      fixture.diagnostics.all == [
        .duplicateItemID(
          1, first: ItemPath(item: 1, section: 0), duplicate: ItemPath(item: 0, section: 1))
      ])
    // The first occurrence in traversal order stays: `.keepFirst` drops the one in "d".
    #expect(fixture.host.numberOfItems(inSection: 0) == 2)
    #expect(fixture.host.numberOfItems(inSection: 1) == (policy == .keepFirst ? 1 : 2))
    #expect(fixture.diagnostics.rejections.isEmpty)
  }

  static let duplicates = ListModel(sections: [
    ListSection(id: "a", items: [.textCell(1, "first"), .textCell(2)]),
    ListSection(id: "b", items: [.textCell(3), .textCell(1, "second")]),
    ListSection(id: "a", items: [.textCell(4)]),
  ])

  /// Section identities are checked first, then item identities.
  static let duplicateDiagnostics: [ListDiagnostic] = [
    .duplicateSectionID("a", first: 0, duplicate: 2),
    .duplicateItemID(
      1, first: ItemPath(item: 0, section: 0), duplicate: ItemPath(item: 1, section: 1)),
  ]

  // MARK: Cells

  @Test(
    "a new view type for an identity replaces its cell; new content reconfigures it in place",
    arguments: HostKind.allCases)
  func viewTypeVersusContent(kind: HostKind) async {
    let fixture = AdapterFixture(kind)
    fixture.apply(
      ListModel(sections: [ListSection(id: "s", items: [.textCell(0), .textCell(1), .textCell(2)])]
      ),
      animated: false)
    let cells = (0..<3).map { fixture.host.cellForItem(at: path($0)) }

    let retyped = ListModel(sections: [
      ListSection(id: "s", items: [.textCell(0), .numberCell(1, 5), .textCell(2)])
    ])
    fixture.apply(retyped)
    #expect(await fixture.settle())
    #expect(batches(fixture.host) == [BatchUpdate(itemReloads: [path(1)])])
    #expect(fixture.host.cellForItem(at: path(1)) is NumberCell)
    #expect(fixture.host.cellForItem(at: path(0)) === cells[0])
    #expect(fixture.host.cellForItem(at: path(2)) === cells[2])

    let statistics = fixture.adapter.statistics
    let recontented = ListModel(sections: [
      ListSection(id: "s", items: [.textCell(0, "new"), .numberCell(1, 5), .textCell(2)])
    ])
    fixture.apply(recontented)
    #expect(await fixture.settle())
    #expect(fixture.host.cellForItem(at: path(0)) === cells[0])
    #expect((cells[0] as? TextCell)?.text == "new")
    #expect(fixture.adapter.statistics.batches == statistics.batches)
    #expect(fixture.adapter.statistics.viewsConfigured == statistics.viewsConfigured)
    #expect(fixture.adapter.statistics.cellsReconfigured == statistics.cellsReconfigured + 1)
    #expect(fixture.mismatch(showing: recontented) == nil)
  }

  @Test("a header's new content reconfigures it, keeping the section's cells")
  func headerContentChange() async {
    let fixture = AdapterFixture(.table)
    var model = ListModel(sections: [
      ListSection(id: "s", header: .title("3 items"), items: (0..<3).map { ListItem.textCell($0) })
    ])
    fixture.apply(model, animated: false)
    let cells = (0..<3).map { fixture.host.cellForItem(at: path($0)) }

    model.sections[0].header = ListItem(
      id: "title-3 items", content: "4 items", view: TitleView.self)
    fixture.apply(model)
    #expect(await fixture.settle())
    #expect(fixture.mismatch(showing: model) == nil)
    // The diff marks the section changed; the adapter reconfigures its header in place instead
    // of reloading the section, so every cell stays and no batch reaches the host.
    #expect((0..<3).map { fixture.host.cellForItem(at: path($0)) }.elementsEqual(cells, by: ===))
    #expect(batches(fixture.host).isEmpty)
    #expect(
      (fixture.host.supplementaryView(ofKind: .header, at: path(0)) as? TitleView)?.title
        == "4 items")
  }

  // MARK: Scroll position

  @Test(
    "keepsFirstVisibleItemInPlace keeps the first visible item's position across inserts above",
    arguments: HostKind.allCases)
  func keepsFirstVisibleItem(kind: HostKind) async throws {
    for keeps in [true, false] {
      let fixture = AdapterFixture(
        kind, configuration: ListAdapter.Configuration(keepsFirstVisibleItemInPlace: keeps))
      var model = ListModel.texts(100)
      fixture.apply(model, animated: false)
      let anchor = try #require(fixture.host.frameForItem(at: path(20)))
      try fixture.host.setContentOffset(CGPoint(x: 0, y: anchor.minY + 10), animated: false)
      #expect(fixture.host.indexPathsForVisibleItems.first == path(20))

      model.sections[0].items.insert(
        contentsOf: (1_000..<1_005).map { ListItem.textCell($0) }, at: 0)
      fixture.apply(model)
      #expect(await fixture.settle())
      var frame = try #require(fixture.host.frameForItem(at: path(25)))
      if keeps {
        #expect(fixture.host.indexPathsForVisibleItems.first == path(25), "\(kind)")
        #expect(frame.minY - fixture.host.contentOffset.y == -10, "\(kind)")
      } else {
        #expect(fixture.host.contentOffset.y == anchor.minY + 10, "\(kind)")
        #expect(fixture.host.indexPathsForVisibleItems.first != path(25), "\(kind)")
      }

      // And removals above.
      model.sections[0].items.removeFirst(8)
      fixture.apply(model)
      #expect(await fixture.settle())
      frame = try #require(fixture.host.frameForItem(at: path(17)))
      if keeps {
        #expect(frame.minY - fixture.host.contentOffset.y == -10, "\(kind)")
      }
      #expect(fixture.mismatch(showing: model) == nil, "\(kind)")
    }
  }

  @Test(
    "keepsFirstVisibleItemInPlace keeps the first visible item's position when an item above grows",
    arguments: HostKind.allCases)
  func keepsFirstVisibleItemAcrossResize(kind: HostKind) async throws {
    let fixture = AdapterFixture(
      kind, configuration: ListAdapter.Configuration(keepsFirstVisibleItemInPlace: true))
    var model = ListModel(sections: [
      ListSection(
        id: "s", items: (0..<40).map { ListItem(id: $0, content: "a", view: NoteCell.self) })
    ])
    fixture.apply(model, animated: false)
    let anchor = try #require(fixture.host.frameForItem(at: path(10)))
    try fixture.host.setContentOffset(CGPoint(x: 0, y: anchor.minY + 5), animated: false)

    model.sections[0].items[2] = ListItem(id: 2, content: "a|b|c", view: NoteCell.self)
    fixture.apply(model)
    #expect(await fixture.settle())
    let frame = try #require(fixture.host.frameForItem(at: path(10)))
    #expect(frame.minY == anchor.minY + 40)
    #expect(frame.minY - fixture.host.contentOffset.y == -5)
    #expect(fixture.host.indexPathsForVisibleItems.first == path(10))
    #expect(fixture.mismatch(showing: model) == nil)
  }

  // MARK: Determinism

  @Test("the same calls give the same host operations", arguments: HostKind.allCases)
  func deterministic(kind: HostKind) async {
    for seed in UInt64(0)..<20 {
      let host: FuzzHostKind = kind == .collection ? .headlessCollection : .headlessTable
      let features = AdapterFuzzTests.plain
      let (firstFailure, firstDriver) = await UpdateSequenceFuzz.runOne(
        HeadlessFuzzDriver.self, kind: host, features: features, seed: seed)
      let (secondFailure, secondDriver) = await UpdateSequenceFuzz.runOne(
        HeadlessFuzzDriver.self, kind: host, features: features, seed: seed)
      #expect(firstFailure == nil && secondFailure == nil, "seed \(seed)")
      let (first, second) = (firstDriver.fixture, secondDriver.fixture)
      #expect(first.host.operations == second.host.operations, "seed \(seed)")
      #expect(first.adapter.statistics == second.adapter.statistics, "seed \(seed)")
      #expect(first.completions.order == second.completions.order, "seed \(seed)")
    }
  }
}

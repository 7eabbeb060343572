import Foundation
import Testing
import TrellisCore
import TrellisDiff
import TrellisList
import TrellisTestSupport
import TrellisTesting

@MainActor
@Suite("Headless hosts: registration and dequeue")
struct RegistrationTests {
  @Test("loading shows the visible items, each dequeued and displayed once")
  func loadsVisibleItems() throws {
    let (host, source) = try makeHost([(0..<30).map { "item \($0)" }])
    // Rows at y = 0, 54, 108, 162 meet the 200-point viewport: 4 rows of 3.
    #expect(host.indexPathsForVisibleItems == (0..<12).map { path($0, 0) })
    #expect(source.cellRequests == (0..<12).map { path($0, 0) })
    #expect(source.displayLog == (0..<12).map { "willDisplay \(path($0, 0))" })
    #expect((host.cellForItem(at: path(4, 0)) as? LabelCell)?.text == "item 4")
  }

  @Test("an unregistered identifier fails with UIKit's message")
  func unregisteredIdentifier() throws {
    let (host, source) = try makeHost([])
    source.sections = [["a"]]
    source.reuseIdentifier = "missing"
    #expect(throws: ListHostError.unregisteredReuseIdentifier("missing", kind: nil)) {
      try host.reloadData()
    }
    #expect(
      ListHostError.unregisteredReuseIdentifier("missing", kind: nil).description
        == "could not dequeue a view of kind cell with identifier missing - "
        + "must register a nib or a class for the identifier")
  }

  @Test("a view type the host cannot create fails with the rule")
  func cannotCreate() throws {
    let (host, source) = try makeHost([])
    host.registerCell(ForeignView.self, as: .class, reuseIdentifier: "foreign")
    source.reuseIdentifier = "foreign"
    source.sections = [["a"]]
    #expect(
      throws: ListHostError.cannotCreateView(
        type: "TrellisTestingTests.ForeignView", reuseIdentifier: "foreign")
    ) {
      try host.reloadData()
    }
  }

  @Test("nib registrations are recorded by name")
  func nibRegistration() throws {
    let (host, _) = try makeHost([])
    host.registerCell(LabelCell.self, as: .nib(name: "LabelCell"), reuseIdentifier: "nib")
    #expect(host.registration(forReuseIdentifier: "nib", kind: nil) == .nib(name: "LabelCell"))
    #expect(host.registration(forReuseIdentifier: "label", kind: nil) == .class)
    #expect(host.registration(forReuseIdentifier: "header", kind: .header) == .class)
    #expect(host.registration(forReuseIdentifier: "header", kind: .footer) == nil)
  }

  @Test("dequeue outside a data source request fails")
  func dequeueOutsideRequest() throws {
    let (host, _) = try makeHost([["a"]])
    #expect(throws: ListHostError.dequeueOutsideRequest(reuseIdentifier: "label", path: path(0, 0)))
    {
      _ = try host.dequeueCell(withReuseIdentifier: "label", for: path(0, 0))
    }
  }

  @Test("a view dequeued for another path fails")
  func dequeuedForAnotherPath() throws {
    let (host, source) = try makeHost([])
    source.sections = [["a", "b"]]
    source.dequeuePathOverride = path(1, 0)
    #expect(
      throws: ListHostError.dequeuedForAnotherElement(asked: "item [0, 0]", dequeued: "item [0, 1]")
    ) {
      try host.reloadData()
    }
  }

  @Test("a view that was not dequeued fails")
  func viewNotDequeued() throws {
    let (host, source) = try makeHost([])
    source.sections = [["a"]]
    source.returnInstead = LabelCell()
    #expect(throws: ListHostError.viewNotDequeued(element: "item [0, 0]")) {
      try host.reloadData()
    }
  }

  @Test("dequeuing two views for one request fails")
  func multipleDequeues() throws {
    let (host, source) = try makeHost([])
    source.sections = [["a"]]
    source.dequeueCount = 2
    #expect(throws: ListHostError.multipleViewsDequeued(element: "item [0, 0]", count: 2)) {
      try host.reloadData()
    }
  }

  @Test("returning a view that is already visible fails: one view never shows twice")
  func viewShownTwice() throws {
    let (host, source) = try makeHost([["a", "b"]])
    source.returnInstead = host.cellForItem(at: path(0, 0))
    #expect(
      throws: ListHostError.viewAlreadyVisible(element: "item [0, 2]", visibleAt: "item [0, 0]")
    ) {
      try host.performBatchUpdates(
        BatchUpdate(itemInserts: [path(2, 0)]), animated: false,
        updatingData: { source.sections = [["a", "b", "c"]] }, completion: nil)
    }
  }

  @Test("reloadData and batches from inside a data source call fail")
  func reentrantCalls() throws {
    let (host, source) = try makeHost([["a"]])
    source.duringCount = { host in
      do throws(ListHostError) { try host.reloadData() } catch { source.errors.append(error) }
      do throws(ListHostError) {
        try host.performBatchUpdates(
          BatchUpdate(), animated: false, updatingData: {}, completion: nil)
      } catch { source.errors.append(error) }
    }
    try host.reloadData()
    #expect(
      source.errors == [
        .reentrantCall(operation: "reloadData()", during: "numberOfItemsInSection"),
        .reentrantCall(
          operation: "performBatchUpdates(_:animated:updatingData:completion:)",
          during: "numberOfItemsInSection"),
      ])
  }

  @Test("reused views get prepareForReuse before they are handed out again")
  func reuseCallsPrepareForReuse() throws {
    let (host, source) = try makeHost([(0..<30).map { "item \($0)" }])
    defer { withExtendedLifetime(source) {} }
    let first = try #require(host.cellForItem(at: path(0, 0)) as? LabelCell)
    #expect(first.reuseCount == 0)
    try host.setContentOffset(CGPoint(x: 0, y: 216), animated: false)
    // Row 0 left; row 8 (y = 432 > 416) not yet visible; rows 4...7 came from the pool.
    #expect(host.cellForItem(at: path(0, 0)) == nil)
    #expect(first.reuseCount == 1)
    #expect(first.text.hasPrefix("item "))
    #expect(
      host.operations.contains(.dequeue(.item(path(12, 0)), reuseIdentifier: "label", reused: true))
    )
  }
}

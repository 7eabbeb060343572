// The update-sequence fuzz with SwiftUI items on the UIKit collection host. Linux only.
#if os(Linux)
  import Clocks
  import Foundation
  import SwiftUI
  import Synchronization
  import Testing
  import TrellisCore
  import TrellisDiff
  import TrellisLayout
  import TrellisList
  import TrellisSwiftUI
  import TrellisTestSupport
  import TrellisUIKit
  @testable import UIKit

  /// `CollectionViewHost` on the double with SwiftUI items mixed with UIKit cells: a text item
  /// whose text has an even length becomes a SwiftUI `Text` item (a content change can turn it
  /// into a UIKit cell and back, a view-type change), the others stay UIKit text and number
  /// cells. Models have duplicates and section copies (the shared model features), some
  /// requests are reloads, and the width changes between 320 and 280 (`.sizeChanges`).
  ///
  /// A sequence ends with zero UIKit violations, no rejection reported, the last model
  /// displayed, the same counts as a fresh load of it, and every visible SwiftUI cell showing
  /// its item's text at the size the stand-in measures for it at the cell's width.
  @MainActor
  final class SwiftUICollectionFuzzDriver: UpdateSequenceDriver {
    let features: FuzzFeatures
    let clock: TestClock<Duration>
    let configuration: ListAdapter.Configuration
    let viewport: CGSize
    let fixture: CollectionFixture
    let diagnostics = HostRejectionLog()
    private var width: CGFloat
    private var last = ListModel()

    var adapter: ListAdapter { fixture.adapter }

    static func withEnvironment(_ body: @MainActor () async -> String?) async -> String? {
      let (failure, violations) = await withDouble { clock in
        await $clock.withValue(clock) { await body() }
      }
      guard violations.isEmpty else {
        return (failure.map { $0 + "; " } ?? "") + "violations \(violations)"
      }
      return failure
    }

    @TaskLocal static var clock: TestClock<Duration>?

    init(kind: FuzzHostKind, features: FuzzFeatures, using rng: inout SeededGenerator) {
      precondition(kind == .uikitCollection, "not a UIKit collection host")
      guard let clock = Self.clock else { preconditionFailure("runs inside withEnvironment") }
      let configuration = ListAdapter.Configuration.fuzzed(using: &rng)
      let viewport = fuzzViewport(using: &rng)
      self.features = features
      self.clock = clock
      self.configuration = configuration
      self.viewport = viewport
      width = viewport.width
      fixture = CollectionFixture(clock: clock, viewport: viewport, configuration: configuration)
      fixture.collectionView.selfSizingInvalidation = .enabled
      fixture.adapter.diagnostics = diagnostics.hook
      fixture.adapter.attach(UIKitNumberSizer())
    }

    var tallies: [String: Int] {
      [
        "batches": adapter.statistics.batches,
        "swiftUICells": swiftUICellsChecked,
      ]
    }

    private var swiftUICellsChecked = 0

    func layoutInvariantViolations() -> [String] {
      fixture.layout.computed?._invariantViolations() ?? []
    }

    /// `raw` with UIKit cells, and SwiftUI items for texts of even length.
    static func convert(_ raw: ListModel) -> ListModel {
      raw.uikit.mappingViews(
        { item in
          guard ObjectIdentifier(item.viewType) == ObjectIdentifier(UIKitTextCell.self),
            let text = item.content(as: String.self), text.count % 2 == 0
          else { return item }
          return ListItem(id: item.id, content: text) { Text($0) }
        }, supplementaries: { $0 })
    }

    func load(_ model: ListModel, using rng: inout SeededGenerator) {
      last = Self.convert(model)
      fixture.adapter.apply(last, animated: false, completion: nil)
    }

    func request(_ model: ListModel, step: Int, using rng: inout SeededGenerator) {
      last = Self.convert(model)
      switch Int.random(in: 0..<8, using: &rng) {
      case 0: fixture.collectionView.setNeedsLayout()
      case 1 where features.contains(.sizeChanges):
        width = width == 320 ? 280 : 320
        fixture.collectionView.frame.size.width = width
      default: break
      }
      switch Int.random(in: 0..<10, using: &rng) {
      case 0..<6: fixture.adapter.apply(last, animated: true, completion: nil)
      case 6..<8: fixture.adapter.apply(last, animated: false, completion: nil)
      default:
        if features.contains(.reloads) {
          fixture.adapter.reload(last, completion: nil)
        } else {
          fixture.adapter.apply(last, animated: true, completion: nil)
        }
      }
    }

    func perturb(step: Int, using rng: inout SeededGenerator) async -> String? {
      let collectionView = fixture.collectionView
      switch Int.random(in: 0..<10, using: &rng) {
      case 0, 1, 2:
        let range = max(0, collectionView.contentSize.height - viewport.height)
        let y = (CGFloat.random(in: 0...1, using: &rng) * range).rounded()
        collectionView.setContentOffset(CGPoint(x: 0, y: y), animated: false)
      case 3:
        if collectionView.window == nil {
          fixture.window.addSubview(collectionView)
        } else {
          collectionView.removeFromSuperview()
        }
      default: break
      }
      return nil
    }

    func advance(step: Int, using rng: inout SeededGenerator) async -> String? {
      switch Int.random(in: 0..<20, using: &rng) {
      case 0..<7:
        guard await fixture.settle() else { return "never settled" }
        collectionView.layoutIfNeeded()
        return checkSwiftUICells()
      case 7..<10: await fixture.advance(by: .milliseconds(100))
      case 10..<13: await fixture.advance()
      default: break
      }
      return nil
    }

    func finish() async -> String? {
      if collectionView.window == nil { fixture.window.addSubview(collectionView) }
      guard await fixture.settle() else { return "never settled" }
      collectionView.layoutIfNeeded()
      if let rejection = diagnostics.all.first { return "the adapter reported \(rejection)" }
      guard adapter.displayedModel == last else { return "displayedModel is not the last model" }
      let size = CGSize(width: width, height: viewport.height)
      let fresh = CollectionFixture(clock: clock, viewport: size, configuration: configuration)
      fresh.adapter.attach(UIKitNumberSizer())
      fresh.adapter.reload(last, completion: nil)
      fresh.collectionView.layoutIfNeeded()
      let counts = fixture.display().prefix(while: { $0.hasPrefix("section ") })
      guard counts == fresh.display().prefix(while: { $0.hasPrefix("section ") }) else {
        return "counts differ from a fresh load: \(counts)"
      }
      return checkSwiftUICells()
    }

    private var collectionView: UICollectionView { fixture.collectionView }

    /// Every visible SwiftUI cell shows its item's text at its measured size; `nil` when so.
    private func checkSwiftUICells() -> String? {
      for indexPath in collectionView.indexPathsForVisibleItems {
        guard let cell = collectionView.cellForItem(at: indexPath),
          let hosting = cell.hostingViews.first
        else { continue }
        guard let item = adapter.item(at: ItemPath(indexPath)),
          let text = item.content(as: String.self)
        else { return "the SwiftUI cell at \(ItemPath(indexPath)) shows no text item" }
        swiftUICellsChecked += 1
        guard hosting.renderedTexts == [text] else {
          return "the SwiftUI cell at \(ItemPath(indexPath)) shows \(hosting.renderedTexts), "
            + "its item \(text)"
        }
        let expected = CGSize(
          width: cell.frame.width, height: textHeight(text, width: cell.frame.width))
        guard cell.frame.size == expected else {
          return "the SwiftUI cell \"\(text)\" at \(ItemPath(indexPath)) is \(cell.frame.size), "
            + "not \(expected)"
        }
      }
      return nil
    }
  }

  /// The host rejections the adapter reported (duplicates and other model diagnostics are
  /// expected in random models and not recorded).
  final class HostRejectionLog: Sendable {
    private let entries = Mutex<[String]>([])
    var hook: Diagnostics {
      Diagnostics { diagnostic in
        guard case .hostRejectedUpdate = diagnostic as? ListDiagnostic else { return }
        self.entries.withLock { $0.append("\(diagnostic)") }
      }
    }
    var all: [String] { entries.withLock { $0 } }
  }

  @MainActor
  @Suite("TrellisSwiftUI: fuzz")
  struct SwiftUIFuzzTests {
    nonisolated static let features = FuzzFeatures.models.union([
      .emptySections, .reloads, .sizeChanges,
    ])
    /// Full counts (`TRELLIS_FUZZ=full`): 4 cases × 100 sequences; a default run a quarter.
    nonisolated static let schedule = FuzzSchedule(cases: 4, seedsPerCase: 100, firstSeed: 22_000)
    /// Full counts: 2 cases × 60 sequences with off-main diffs.
    nonisolated static let offMainSchedule = FuzzSchedule(
      cases: 2, seedsPerCase: 60, firstSeed: 24_000)

    @Test(
      "collection with SwiftUI items: sequences end as a fresh load, with zero violations",
      arguments: schedule.caseNumbers)
    func collectionSequences(batch: Int) async {
      let report = await UpdateSequenceFuzz.run(
        SwiftUICollectionFuzzDriver.self, kind: .uikitCollection, features: Self.features,
        seeds: Self.schedule.seeds(ofCase: batch), suite: "SwiftUIFuzzTests")
      #expect(report.failures.isEmpty, "\(report)")
      #expect(FuzzSchedule.isReplaying || report[tally: "batches"] > report.runs)
      #expect(FuzzSchedule.isReplaying || report[tally: "swiftUICells"] > report.runs)
    }

    /// The same with every diff off the main actor on a test scheduler
    /// (`FuzzFeatures.offMainDiffs`), in any order relative to requests and resizes.
    @Test(
      "collection with SwiftUI items and off-main diffs: sequences end as a fresh load",
      arguments: offMainSchedule.caseNumbers)
    func offMainSequences(batch: Int) async {
      let report = await UpdateSequenceFuzz.run(
        SwiftUICollectionFuzzDriver.self, kind: .uikitCollection,
        features: Self.features.union(.offMainDiffs),
        seeds: Self.offMainSchedule.seeds(ofCase: batch), suite: "SwiftUIFuzzTests")
      #expect(report.failures.isEmpty, "\(report)")
      #expect(FuzzSchedule.isReplaying || report[tally: "diffsCancelled"] > report.runs / 2)
    }
  }
#endif

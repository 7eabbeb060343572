// Fixtures for driving a real ListAdapter through CollectionViewHost on the UIKit double.
#if os(Linux)
  import Clocks
  import Foundation
  import Testing
  import TrellisCore
  import TrellisDiff
  import TrellisLayout
  import TrellisList
  import TrellisUIKit
  import UIKit

  /// A cell that shows a string, 44 points tall and as wide as the container.
  package final class UIKitTextCell: ListCollectionViewCell, TextShowingView, RowSizedView {
    package var text: String?
    package var configureCount = 0

    package override func prepareForReuse() {
      super.prepareForReuse()
      text = nil
    }
  }

  /// A cell that shows a number; it gives no size, so a sizer plugin or the fallback sizes it.
  package final class UIKitNumberCell: ListCollectionViewCell, ConfigurableView {
    package private(set) var number: Int?

    package func configure(with content: Int) { number = content }

    package override func prepareForReuse() {
      super.prepareForReuse()
      number = nil
    }
  }

  /// A self-sizing cell: one line per `|`-separated part, 20 points tall, 40 at the
  /// accessibility text sizes (its trait collection's), counting its measurements.
  package final class UIKitNoteCell: ListCollectionViewCell, ConfigurableView, SelfSizingView {
    package private(set) var text: String?
    /// How many times this cell was measured.
    package private(set) var measurements = 0

    package func configure(with content: String) { text = content }

    package func preferredSize(fitting proposed: CGSize, in container: CGSize) -> CGSize {
      measurements += 1
      let line: CGFloat =
        traitCollection.preferredContentSizeCategory.isAccessibilityCategory ? 40 : 20
      return CGSize(
        width: container.width, height: line * CGFloat((text ?? "").split(separator: "|").count))
    }
  }

  /// A self-sizing header or footer: one 20-point line per `|`-separated part, as wide as the
  /// container, counting its measurements; its estimate is 30 points.
  package final class UIKitNoteHeader: ListCollectionReusableView, ConfigurableView,
    SelfSizingView
  {
    package private(set) var title: String?
    /// How many times this view was measured.
    package private(set) var measurements = 0

    package func configure(with content: String) { title = content }

    package func preferredSize(fitting proposed: CGSize, in container: CGSize) -> CGSize {
      measurements += 1
      return CGSize(
        width: answersWidth ?? container.width,
        height: CGFloat(20 * (title ?? "").split(separator: "|").count))
    }

    /// The width it answers, when not the container's (a header whose content is narrower than
    /// the list: layouts take only its length along their axis).
    package var answersWidth: CGFloat?

    package nonisolated static func size(for content: String, fitting container: CGSize) -> CGSize?
    {
      CGSize(width: container.width, height: 30)
    }
  }

  /// A header or footer that shows a string, 30 points tall.
  package final class UIKitTitleView: UICollectionReusableView, ConfigurableView {
    package private(set) var title: String?

    package func configure(with content: String) { title = content }

    package nonisolated static func size(for content: String, fitting container: CGSize) -> CGSize?
    {
      CGSize(width: container.width, height: 30)
    }
  }

  /// A 16-point badge that shows a string.
  package final class UIKitBadgeView: UICollectionReusableView, BadgeSizedView {
    package var text: String?
    package var configureCount = 0
  }

  extension ListItem {
    /// This item with a badge of kind "badge" in its top-trailing corner, 4 points out.
    package func uikitBadge(_ text: String) -> ListItem { badge(text, view: UIKitBadgeView.self) }
  }

  /// Sizes number cells by their number, whatever their view: the headless ``NumberSizer``.
  package typealias UIKitNumberSizer = NumberSizer

  extension ListItem {
    /// This item with TrellisTestSupport's view types replaced by UIKit cells.
    package var uikit: ListItem { uikit(selfSizing: false) }

    /// This item with UIKit cells; with `selfSizing`, text rows become self-sizing note cells of
    /// one to three lines (decided by the text), and those whose integer identity is 1 modulo 4
    /// content-configuration items (``ListItem/lines(_:_:)``) of the same lines.
    package func uikit(selfSizing: Bool) -> ListItem {
      if selfSizing, ObjectIdentifier(viewType) != ObjectIdentifier(HeaderView.self),
        let text = content(as: String.self)
      {
        let note = text + String(repeating: "|more", count: text.count % 3)
        if let number = id.base(as: Int.self), number % 4 == 1 { return .lines(id, note) }
        return ListItem(id: id, content: note, view: UIKitNoteCell.self)
      }
      return replacingTestViews(
        text: UIKitTextCell.self, title: UIKitTitleView.self, number: UIKitNumberCell.self)
    }
  }

  extension ListModel {
    /// This model with every view type replaced by a UIKit one.
    package var uikit: ListModel { uikit(selfSizing: false) }

    /// This model with a badge (an item's own supplementary view, `uikitBadge(_:)`) on every
    /// number item, showing the number's last digit, and on text items whose text has an odd
    /// length, showing its length: content changes change, add or remove badges.
    package var badged: ListModel {
      var model = self
      for section in model.sections.indices {
        model.sections[section].items = model.sections[section].items.map { item in
          if let number = item.content(as: Int.self) { return item.uikitBadge("\(number % 10)") }
          if let text = item.content(as: String.self), text.count % 2 == 1 {
            return item.uikitBadge("\(text.count)")
          }
          return item
        }
      }
      return model
    }

    /// This model with every item movable, across sections too (a user's drag).
    package var movableItems: ListModel {
      var model = self
      for section in model.sections.indices {
        model.sections[section].items = model.sections[section].items.map {
          $0.movable(acrossSections: true)
        }
      }
      return model
    }

    /// This model with UIKit view types; see `ListItem.uikit(selfSizing:)`.
    package func uikit(selfSizing: Bool) -> ListModel {
      mappingViews({ $0.uikit(selfSizing: selfSizing) }, supplementaries: \.uikit)
    }
  }

  /// What the collection fixtures share: a collection view driven by an adapter on a test clock,
  /// advanced and settled the same way whatever its layout.
  @MainActor
  package protocol CollectionViewFixture {
    /// The clock the double's animations run on.
    var clock: TestClock<Duration> { get }
    /// The collection view under test.
    var collectionView: UICollectionView { get }
    /// The adapter driving it.
    var adapter: ListAdapter { get }
    /// Whether nothing is in flight (``viewIsIdle``, plus what the fixture's layout animates).
    var isIdle: Bool { get }
  }

  extension CollectionViewFixture {
    /// Lets one animation duration pass and completes what it ended.
    ///
    /// The clock moves in steps of at most 50 ms (half a compositional band's rest delay), each
    /// after the main actor ran what it had queued, so that every sleeper the double and the
    /// layout started (a band's animation frames, the layout's rest timer) waits on the clock
    /// before the clock passes its deadline, and the sleepers wake in the clock's order. In one
    /// long step a busy machine could let the clock pass a rest deadline before the frames of a
    /// decelerating band had started waiting, and the layout would see that band still.
    package func advance(by duration: Duration = .milliseconds(300)) async {
      var left = duration
      while left > .zero {
        let step = min(left, .milliseconds(50))
        await Task.yield()
        await clock.advance(by: step)
        left -= step
      }
      UIKitDoubleEnvironment.settleAnimationsForTesting()
      collectionView.settleDeceleration()
      (collectionView.collectionViewLayout as? ListCompositionalLayout)?.settleBandRests()
    }

    /// Advances until ``isIdle``; returns whether it got there.
    @discardableResult
    package func settle(limit: Int = 20) async -> Bool {
      for _ in 0..<limit {
        adapter.runPendingDiffs()
        if isIdle { return true }
        await advance()
      }
      return isIdle
    }

    /// Whether the adapter is idle and no batch or deceleration of the view is in flight (other
    /// tests' animations, on other clocks, do not count).
    package var viewIsIdle: Bool {
      !adapter.isApplying && !adapter.isDiffing && collectionView.batchesInFlight == 0
        && !collectionView.isDecelerating
    }
  }

  /// A window, a collection view with a `ListCollectionViewLayout`, its host and an adapter.
  /// Create it inside ``withDouble(_:)`` so that its animations run on the test clock.
  @MainActor
  package struct CollectionFixture: CollectionViewFixture {
    package let clock: TestClock<Duration>
    package let window: UIWindow
    package let collectionView: UICollectionView
    package let layout: ListCollectionViewLayout
    package let host: CollectionViewHost
    package let adapter: ListAdapter

    package init(
      clock: TestClock<Duration>, viewport: CGSize = CGSize(width: 320, height: 200),
      layout: ListCollectionViewLayout = ListCollectionViewLayout(
        defaultSection: .flow(FlowSection(itemCount: 0, lineSpacing: 10, interitemSpacing: 10))),
      configuration: ListAdapter.Configuration = ListAdapter.Configuration(),
      inWindow: Bool = true
    ) {
      self.clock = clock
      self.layout = layout
      window = UIWindow(frame: CGRect(origin: .zero, size: viewport))
      collectionView = UICollectionView(
        frame: CGRect(origin: .zero, size: viewport), collectionViewLayout: layout)
      if inWindow {
        window.makeKeyAndVisible()
        window.addSubview(collectionView)
      }
      host = CollectionViewHost(collectionView: collectionView)
      adapter = ListAdapter(host: host, configuration: configuration.withTestDiffScheduler)
    }

    /// Applies `model` without animation, then settles.
    package func show(_ model: ListModel) async {
      adapter.apply(model, animated: false, completion: nil)
      await settle()
    }

    /// Whether the adapter is idle and no batch or deceleration of the view is in flight.
    package var isIdle: Bool { viewIsIdle }

    /// A prepared cell (kept by the view although not visible, iOS 15) whose content is not its
    /// item's in `adapter`'s displayed model, described; `nil` when every prepared cell is
    /// current.
    package func stalePreparedCell(showing adapter: ListAdapter) -> String? {
      for indexPath in collectionView.indexPathsForPreparedItems {
        guard let cell = collectionView.cellForItem(at: indexPath),
          let item = adapter.item(at: ItemPath(indexPath))
        else { continue }
        let shown: String?
        switch cell {
        case let cell as UIKitTextCell: shown = cell.text
        case let cell as UIKitNoteCell: shown = cell.text
        case let cell as UIKitNumberCell: shown = cell.number.map(String.init)
        case let cell as ListContentConfigurationCell: shown = linesShown(by: cell)
        default: continue
        }
        let expected =
          item.content(as: String.self) ?? item.content(as: Int.self).map(String.init)
        if shown != expected {
          return "the prepared cell at \(ItemPath(indexPath)) shows \(shown ?? "nil"), its item "
            + "\(expected ?? "nil")"
        }
      }
      return nil
    }

    /// What the collection view shows: counts, then every visible cell and supplementary view
    /// with its frame, type and content, in order.
    package func display() -> [String] {
      var lines = (0..<collectionView.numberOfSections).map {
        "section \($0): \(collectionView.numberOfItems(inSection: $0)) items"
      }
      lines.append(
        "content \(UIView.format(collectionView.contentSize.width))×"
          + UIView.format(collectionView.contentSize.height))
      for indexPath in collectionView.indexPathsForVisibleItems {
        let cell = collectionView.cellForItem(at: indexPath)
        let shown: String
        switch cell {
        case let cell as UIKitTextCell: shown = "text \(cell.text ?? "-")"
        case let cell as UIKitNumberCell: shown = "number \(cell.number.map(String.init) ?? "-")"
        case let cell as UIKitNoteCell: shown = "note \(cell.text ?? "-")"
        case let cell as ListContentConfigurationCell:
          shown = "lines \(linesShown(by: cell) ?? "-")"
        default: shown = "\(type(of: cell))"
        }
        lines.append(
          "\(indexPath.section).\(indexPath.item) \(UIView.format(cell?.frame ?? .zero)) \(shown)")
      }
      for kind in [
        UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter,
        "badge",
      ] {
        for view in collectionView.visibleSupplementaryViews(ofKind: kind) {
          let text = (view as? UIKitTitleView)?.title ?? (view as? UIKitBadgeView)?.text ?? "-"
          lines.append("\(kind) \(UIView.format(view.frame)) \(text)")
        }
      }
      return lines
    }
  }

  /// Runs `body` with a test clock for the double's animations and a violation recorder;
  /// returns the recorder's messages with what `body` returned.
  @MainActor
  package func withDouble<T>(
    _ body: @MainActor (TestClock<Duration>) async throws -> T
  ) async rethrows -> (T, violations: [String]) {
    let clock = TestClock()
    let recorder = UIKitViolationRecorder()
    let result = try await UIKitDoubleEnvironment.$clock.withValue(clock) {
      try await UICollectionViewViolations.$reporter.withValue(recorder.report) {
        try await body(clock)
      }
    }
    return (result, recorder.messages)
  }

  /// Runs `body` with a default ``CollectionFixture`` on the double's test clock (see
  /// ``withDouble(_:)``): what it returns, and the violations the collection view reported.
  @MainActor
  package func withCollectionFixture<T>(
    _ body: @MainActor (CollectionFixture) async throws -> T
  ) async rethrows -> (T, violations: [String]) {
    try await withDouble { clock in try await body(CollectionFixture(clock: clock)) }
  }
#endif

// Content configurations on the double's cells (iOS 14: `contentConfiguration`, configuration
// state and updates) and self-sizing invalidation (iOS 16: `selfSizingInvalidation`). Linux only.
#if os(Linux)
  import Foundation
  import Testing
  @testable import UIKit

  /// A configuration showing a note; `updated(for:)` fills in the selection, as a system
  /// configuration fills in its state's defaults.
  struct NoteConfiguration: UIContentConfiguration {
    var text: String
    var isSelected = false

    func makeContentView() -> any UIView & UIContentView { NoteContentView(configuration: self) }

    func updated(for state: any UIConfigurationState) -> NoteConfiguration {
      var copy = self
      copy.isSelected = (state as? UICellConfigurationState)?.isSelected ?? false
      return copy
    }
  }

  /// Another configuration type, which a `NoteContentView` does not support.
  struct BadgeConfiguration: UIContentConfiguration {
    var count: Int
    func makeContentView() -> any UIView & UIContentView {
      NoteContentView(configuration: NoteConfiguration(text: "\(count)"))
    }
    func updated(for state: any UIConfigurationState) -> BadgeConfiguration { self }
  }

  /// The content view of a ``NoteConfiguration``; counts what it was given.
  final class NoteContentView: UIView, UIContentView {
    var note: NoteConfiguration
    var applied = 0
    var height: CGFloat = 40

    init(configuration: NoteConfiguration) {
      note = configuration
      super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    var configuration: any UIContentConfiguration {
      get { note }
      set {
        applied += 1
        if let note = newValue as? NoteConfiguration { self.note = note }
      }
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
      CGSize(width: size.width, height: height)
    }
  }

  /// A content view that also supports ``BadgeConfiguration`` (`supports(_:)`, iOS 16).
  final class WideContentView: UIView, UIContentView {
    var configuration: any UIContentConfiguration = NoteConfiguration(text: "")
    func supports(_ configuration: any UIContentConfiguration) -> Bool {
      configuration is NoteConfiguration || configuration is BadgeConfiguration
    }
  }

  struct WideConfiguration: UIContentConfiguration {
    func makeContentView() -> any UIView & UIContentView { WideContentView() }
    func updated(for state: any UIConfigurationState) -> WideConfiguration { self }
  }

  /// A cell whose height comes from its content view, and which counts the self-sizing requests.
  final class MeasuredCell: UICollectionViewCell {
    var asked = 0
    override func preferredLayoutAttributesFitting(
      _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
      asked += 1
      let attributes = layoutAttributes._copy()
      attributes.size.height = (contentView as? NoteContentView)?.height ?? 40
      return attributes
    }
  }

  /// A table row whose height comes from its content view.
  final class MeasuredRow: UITableViewCell {
    override func sizeThatFits(_ size: CGSize) -> CGSize {
      CGSize(width: size.width, height: (contentView as? NoteContentView)?.height ?? 40)
    }
  }

  /// Three notes in a collection (cells `MeasuredCell`) and a table (rows `MeasuredRow`).
  @MainActor
  final class NoteSource: NSObject, UICollectionViewDataSource, UITableViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { 3 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "note", for: indexPath)
      cell.contentConfiguration = NoteConfiguration(text: "note \(indexPath.item)")
      return cell
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
      cell.contentConfiguration = NoteConfiguration(text: "note \(indexPath.row)")
      return cell
    }
  }

  @Suite("UIKit double: content configurations and self-sizing invalidation")
  @MainActor
  struct DoubleContentConfigurationTests {
    @Test("a configuration replaces the content view, then applies to it while compatible")
    func collectionCellAppliesOrReplaces() throws {
      let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
      let original = cell.contentView
      #expect(cell.contentConfiguration == nil)
      cell.contentConfiguration = NoteConfiguration(text: "a")
      let view = try #require(cell.contentView as? NoteContentView)
      #expect(view !== original && view.superview === cell && original.superview == nil)
      #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
      #expect(view.note.text == "a" && view.applied == 0)
      cell.contentConfiguration = NoteConfiguration(text: "b")
      #expect(cell.contentView === view && view.note.text == "b" && view.applied == 1)
      cell.contentConfiguration = BadgeConfiguration(count: 3)
      let badge = try #require(cell.contentView as? NoteContentView)
      #expect(badge !== view && view.superview == nil && badge.note.text == "3")
      cell.contentConfiguration = nil
      #expect(type(of: cell.contentView) == UIView.self && cell.contentView.superview === cell)
      #expect(cell.contentView.subviews.isEmpty && badge.superview == nil)
    }

    @Test("nil before any configuration keeps the content view")
    func nilWithoutConfigurationKeepsContentView() {
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      let original = cell.contentView
      cell.contentConfiguration = nil
      #expect(cell.contentView === original)
    }

    @Test("a content view that supports another configuration type keeps it (supports(_:))")
    func supportsKeepsTheView() throws {
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      cell.contentConfiguration = WideConfiguration()
      let view = try #require(cell.contentView as? WideContentView)
      cell.contentConfiguration = BadgeConfiguration(count: 1)
      #expect(cell.contentView === view && view.configuration is BadgeConfiguration)
      cell.contentConfiguration = NoteConfiguration(text: "n")
      #expect(cell.contentView === view)
    }

    @Test("state changes coalesce into one update at the next layout pass (collection cell)")
    func collectionStateUpdates() throws {
      let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
      cell.contentConfiguration = NoteConfiguration(text: "a")
      cell.layoutIfNeeded()
      let before = cell.configurationUpdateCount
      var handled: [UICellConfigurationState] = []
      cell.configurationUpdateHandler = { _, state in handled.append(state) }
      cell.isSelected = true
      cell.isHighlighted = true
      cell.setNeedsUpdateConfiguration()
      let view = try #require(cell.contentView as? NoteContentView)
      #expect(view.note.isSelected == false, "nothing happens before the layout pass")
      cell.layoutIfNeeded()
      #expect(cell.configurationUpdateCount == before + 1)
      #expect(handled.count == 1 && handled.first?.isSelected == true)
      #expect(handled.first?.isHighlighted == true)
      #expect(view.note.isSelected == true && cell.contentView === view)
      #expect((cell.contentConfiguration as? NoteConfiguration)?.isSelected == true)
      cell.layoutIfNeeded()
      #expect(cell.configurationUpdateCount == before + 1, "no update without a request")
    }

    @Test("automaticallyUpdatesContentConfiguration false leaves the configuration as set (table)")
    func tableNoAutomaticUpdate() throws {
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      cell.automaticallyUpdatesContentConfiguration = false
      cell.contentConfiguration = NoteConfiguration(text: "a")
      cell.layoutIfNeeded()
      cell.setSelected(true, animated: false)
      #expect(cell.configurationState.isSelected)
      cell.layoutIfNeeded()
      let view = try #require(cell.contentView as? NoteContentView)
      #expect(view.note.isSelected == false)
      cell.automaticallyUpdatesContentConfiguration = true
      cell.setNeedsUpdateConfiguration()
      cell.layoutIfNeeded()
      #expect(view.note.isSelected == true)
    }

    @Test("a window's content size category reaches its views, cells' states and observers")
    func dynamicType() throws {
      final class TraitView: UIView {
        var previous: [UIContentSizeCategory] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
          super.traitCollectionDidChange(previousTraitCollection)
          previous.append(previousTraitCollection?.preferredContentSizeCategory ?? .unspecified)
        }
      }
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let view = TraitView(frame: .zero)
      let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
      window.addSubview(view)
      view.addSubview(cell)
      #expect(UIView().traitCollection.preferredContentSizeCategory == .unspecified)
      #expect(view.traitCollection.preferredContentSizeCategory == .large)
      cell.layoutIfNeeded()
      let updates = cell.configurationUpdateCount
      final class Posted: @unchecked Sendable { var categories: [UIContentSizeCategory] = [] }
      let posted = Posted()
      let observer = NotificationCenter.default.addObserver(
        forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil
      ) { note in
        if let new = note.userInfo?[UIContentSizeCategory.newValueUserInfoKey]
          as? UIContentSizeCategory
        {
          posted.categories.append(new)
        }
      }
      defer { NotificationCenter.default.removeObserver(observer) }
      window.setPreferredContentSizeCategory(.accessibilityLarge)
      window.setPreferredContentSizeCategory(.accessibilityLarge)
      #expect(view.previous == [.large], "once, with the previous collection")
      #expect(posted.categories == [.accessibilityLarge])
      #expect(cell.traitCollection.preferredContentSizeCategory.isAccessibilityCategory)
      cell.layoutIfNeeded()
      #expect(cell.configurationUpdateCount == updates + 1)
      #expect(
        cell.configurationState.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
      #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
      #expect(
        UITraitCollection(preferredContentSizeCategory: .small)
          == UITraitCollection(preferredContentSizeCategory: .small))
    }

    @Test("invalidateIntrinsicContentSize marks the superview for layout")
    func invalidationLaysOutTheSuperview() {
      let parent = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      let child = UIView(frame: .zero)
      parent.addSubview(child)
      parent.layoutIfNeeded()
      #expect(!parent.needsLayout)
      child.invalidateIntrinsicContentSize()
      #expect(parent.needsLayout)
    }

    private func collection(_ mode: UICollectionView.SelfSizingInvalidation, source: NoteSource)
      -> UICollectionView
    {
      let layout = UICollectionViewFlowLayout()
      layout.estimatedItemSize = CGSize(width: 100, height: 40)
      let view = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 100, height: 400), collectionViewLayout: layout)
      view.selfSizingInvalidation = mode
      view.register(MeasuredCell.self, forCellWithReuseIdentifier: "note")
      view.dataSource = source
      view.layoutIfNeeded()
      return view
    }

    @Test(
      "collection: an invalidated content view re-measures its cell once, per mode",
      arguments: [
        (UICollectionView.SelfSizingInvalidation.disabled, false, false),
        (.enabled, true, false),
        (.enabledIncludingConstraints, true, true),
      ])
    func collectionInvalidation(
      mode: UICollectionView.SelfSizingInvalidation, resizes: Bool, nestedResizes: Bool
    ) throws {
      let source = NoteSource()
      let view = collection(mode, source: source)
      let path = IndexPath(item: 1, section: 0)
      let cell = try #require(view.cellForItem(at: path) as? MeasuredCell)
      let content = try #require(cell.contentView as? NoteContentView)
      // Two invalidations before a layout pass: one request (the size does not change).
      let asked = cell.asked
      content.invalidateIntrinsicContentSize()
      content.invalidateIntrinsicContentSize()
      view.layoutIfNeeded()
      #expect(cell.asked == asked + (resizes ? 1 : 0), "two invalidations, one request")
      // A new height: the cell takes it when the mode resizes.
      content.height = 90
      content.invalidateIntrinsicContentSize()
      view.layoutIfNeeded()
      #expect(cell.frame.height == (resizes ? 90 : 40))
      // A view inside the content view counts only when Auto Layout changes do.
      let inner = UIView(frame: .zero)
      content.addSubview(inner)
      view.layoutIfNeeded()
      let before = cell.asked
      inner.invalidateIntrinsicContentSize()
      view.layoutIfNeeded()
      #expect(cell.asked == before + (nestedResizes ? 1 : 0))
    }

    @Test(
      "table: an invalidated content view re-measures its self-sizing row, per mode",
      arguments: [
        (UITableView.SelfSizingInvalidation.disabled, false), (.enabled, true),
        (.enabledIncludingConstraints, true),
      ])
    func tableInvalidation(mode: UITableView.SelfSizingInvalidation, resizes: Bool) throws {
      let source = NoteSource()
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 400))
      table.selfSizingInvalidation = mode
      table.register(MeasuredRow.self, forCellReuseIdentifier: "note")
      table.dataSource = source
      table.layoutIfNeeded()
      let path = IndexPath(row: 1, section: 0)
      let cell = try #require(table.cellForRow(at: path))
      let content = try #require(cell.contentView as? NoteContentView)
      #expect(table.rectForRow(at: path).height == 40)
      let measured = table.measureCount
      content.height = 70
      content.invalidateIntrinsicContentSize()
      cell.invalidateIntrinsicContentSize()
      table.layoutIfNeeded()
      #expect(table.measureCount == measured + (resizes ? 1 : 0))
      #expect(table.rectForRow(at: path).height == (resizes ? 70 : 40))
      #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == (resizes ? 110 : 80))
    }
  }
#endif

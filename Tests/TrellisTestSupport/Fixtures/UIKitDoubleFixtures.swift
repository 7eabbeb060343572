// Fixtures over the UIKit double alone (no Trellis host): cells, data sources and views that log
// what the double asks, shared by the double's own tests and the UIKit host tests that drive the
// double directly. Linux only: the double exists there alone.
#if os(Linux)
  import Foundation
  import UIKit

  /// A cell that shows a string and counts its reuses; its height is one 20-point line per
  /// `|`-separated part (for self-sizing).
  @MainActor
  package final class DoubleTextCell: UICollectionViewCell {
    package var text: String?
    package private(set) var reuseCount = 0

    package override func prepareForReuse() {
      super.prepareForReuse()
      reuseCount += 1
      text = nil
    }

    package override func sizeThatFits(_ size: CGSize) -> CGSize {
      CGSize(width: size.width, height: CGFloat(20 * (text ?? "").split(separator: "|").count))
    }
  }

  /// A flow layout that logs the calls the collection view makes to it.
  @MainActor
  package final class LoggingFlowLayout: UICollectionViewFlowLayout {
    package let log: CallLog

    package init(log: CallLog) {
      self.log = log
      super.init()
    }

    package required init?(coder: NSCoder) { nil }

    package override func prepare() {
      log.add("prepare")
      super.prepare()
    }

    package override var collectionViewContentSize: CGSize {
      log.add("contentSize")
      return super.collectionViewContentSize
    }

    package override func layoutAttributesForElements(in rect: CGRect)
      -> [UICollectionViewLayoutAttributes]?
    {
      log.add("elements(in: \(Int(rect.minY))..<\(Int(rect.maxY)))")
      return super.layoutAttributesForElements(in: rect)
    }
  }

  /// A data source of movable ``DoubleTextCell`` items (reuse identifier "text") that records
  /// the interactive moves it is told of and runs `onMove` from inside the move callback.
  @MainActor
  package final class MovableTextSource: NSObject, UICollectionViewDataSource {
    package var items: [String]
    /// The moves, as "from->to" item numbers.
    package private(set) var moves: [String] = []
    /// Runs inside `collectionView(_:moveItemAt:to:)`, after the data moved.
    package var onMove: ((UICollectionView) -> Void)?

    package init(_ items: [String]) { self.items = items }

    package func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int { items.count }

    package func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      collectionView.dequeueReusableCell(withReuseIdentifier: "text", for: indexPath)
    }

    package func collectionView(
      _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
    ) -> Bool { true }

    package func collectionView(
      _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      moves.append("\(sourceIndexPath.item)->\(destinationIndexPath.item)")
      items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
      onMove?(collectionView)
    }

    /// A loaded 100 × 200 collection view over this source: one column of 100 × 50 items.
    package func makeCollectionView() -> UICollectionView {
      let layout = UICollectionViewFlowLayout()
      layout.itemSize = CGSize(width: 100, height: 50)
      layout.minimumLineSpacing = 0
      let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 100, height: 200), collectionViewLayout: layout)
      collectionView.register(DoubleTextCell.self, forCellWithReuseIdentifier: "text")
      collectionView.dataSource = self
      collectionView.layoutIfNeeded()
      return collectionView
    }
  }

  /// A data source and delegate over per-section lists of strings, logging every callback.
  @MainActor
  package final class DoubleSource: NSObject, UICollectionViewDataSource,
    UICollectionViewDelegateFlowLayout, UICollectionViewDataSourcePrefetching
  {
    package var sections: [[String]]
    package let log = CallLog()
    package var logsDisplay = true
    /// When set, the data source returns this cell instead of a dequeued one.
    package var foreignCell: UICollectionViewCell?
    package var allowsHighlight = true

    package init(_ sections: [[String]]) { self.sections = sections }

    package func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    package func collectionView(
      _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    )
      -> Int
    { sections[section].count }

    package func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    )
      -> UICollectionViewCell
    {
      if let foreignCell { return foreignCell }
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "text", for: indexPath)
      (cell as? DoubleTextCell)?.text = sections[indexPath.section][indexPath.item]
      return cell
    }

    package func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }

    package func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      if logsDisplay { log.add("willDisplay \(indexPath.section).\(indexPath.item)") }
    }

    package func collectionView(
      _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      if logsDisplay { log.add("didEndDisplaying \(indexPath.section).\(indexPath.item)") }
    }

    package func collectionView(
      _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
    ) -> Bool { log.add("shouldHighlight \(indexPath.item)", answering: allowsHighlight) }
    package func collectionView(
      _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
    ) { log.add("didHighlight \(indexPath.item)") }
    package func collectionView(
      _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
    ) { log.add("didUnhighlight \(indexPath.item)") }
    package func collectionView(
      _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
    ) -> Bool { log.add("shouldSelect \(indexPath.item)", answering: true) }
    package func collectionView(
      _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
    ) {
      log.add("didSelect \(indexPath.item)")
    }
    package func collectionView(
      _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
    ) { log.add("didDeselect \(indexPath.item)") }

    package func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize { CGSize(width: 100, height: 50) }

    package func scrollViewDidScroll(_ scrollView: UIScrollView) {
      log.add("didScroll \(Int(scrollView.contentOffset.y))")
    }

    package func collectionView(
      _ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]
    ) { log.add("prefetch \(indexPaths.map(\.item))") }
    package func collectionView(
      _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
    ) { log.add("cancel \(indexPaths.map(\.item))") }
  }

  @MainActor
  package func makeDoubleCollection(
    _ source: DoubleSource, layout: UICollectionViewLayout = UICollectionViewFlowLayout(),
    height: CGFloat = 200
  ) -> UICollectionView {
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: height), collectionViewLayout: layout)
    collectionView.register(DoubleTextCell.self, forCellWithReuseIdentifier: "text")
    collectionView.register(
      UICollectionReusableView.self,
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "header")
    collectionView.dataSource = source
    collectionView.delegate = source
    return collectionView
  }

  /// A cell that counts its reuses and answers a height from its text when self-sizing.
  package final class RecordingTableCell: UITableViewCell {
    package var text = ""
    package var reuseCount = 0
    package var lines = 1

    package override func prepareForReuse() {
      super.prepareForReuse()
      reuseCount += 1
    }

    package override func systemLayoutSizeFitting(
      _ targetSize: CGSize,
      withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
      verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
      CGSize(width: targetSize.width, height: CGFloat(20 * lines))
    }
  }

  /// A data source and delegate over `[[String]]` that logs what the table asks.
  @MainActor
  package final class TableRecorder: NSObject, UITableViewDataSource, UITableViewDelegate,
    UITableViewDataSourcePrefetching
  {
    package var sections: [[String]]
    package let log = CallLog()
    package var logsDisplay = true
    package var logsSelection = true
    package var height: CGFloat = 50
    package var returnsForeignCell = false
    package var swipeLog: [String] = []
    package var refuseSelection: Set<IndexPath> = []

    package init(_ sections: [[String]]) { self.sections = sections }

    package func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    package func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      sections[section].count
    }
    package func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      if returnsForeignCell { return RecordingTableCell(style: .default, reuseIdentifier: "cell") }
      let cell =
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath) as! RecordingTableCell
      cell.text = sections[indexPath.section][indexPath.row]
      cell.lines = cell.text.split(separator: "|").count
      return cell
    }
    package func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    {
      height
    }
    package func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      true
    }
    package func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      let moved = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
      sections[destinationIndexPath.section].insert(moved, at: destinationIndexPath.row)
      log.add("moveRowAt \(sourceIndexPath.row) to \(destinationIndexPath.row)")
    }
    package func tableView(
      _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
      if logsDisplay { log.add("willDisplay \((cell as! RecordingTableCell).text)") }
    }
    package func tableView(
      _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
      forRowAt indexPath: IndexPath
    ) {
      if logsDisplay { log.add("didEndDisplaying \((cell as! RecordingTableCell).text)") }
    }
    package func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath)
      -> Bool
    {
      if logsSelection { log.add("shouldHighlight \(indexPath.row)") }
      return true
    }
    package func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
      if logsSelection { log.add("didHighlight \(indexPath.row)") }
    }
    package func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
      if logsSelection { log.add("didUnhighlight \(indexPath.row)") }
    }
    package func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
      -> IndexPath?
    {
      if logsSelection { log.add("willSelect \(indexPath.row)") }
      return refuseSelection.contains(indexPath) ? nil : indexPath
    }
    package func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      if logsSelection { log.add("didSelect \(indexPath.row)") }
    }
    package func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
      -> IndexPath?
    {
      if logsSelection { log.add("willDeselect \(indexPath.row)") }
      return indexPath
    }
    package func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
      if logsSelection { log.add("didDeselect \(indexPath.row)") }
    }
    package func tableView(
      _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      UISwipeActionsConfiguration(actions: [
        UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
          self.swipeLog.append("Delete \(indexPath.row)")
          done(true)
        },
        UIContextualAction(style: .normal, title: "Flag") { _, _, done in
          self.swipeLog.append("Flag \(indexPath.row)")
          done(false)
        },
      ])
    }
    package func tableView(
      _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
      toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
      log.add("targetIndexPath \(proposedDestinationIndexPath.row)")
      return proposedDestinationIndexPath
    }
    package func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
      log.add("prefetch \(indexPaths.map(\.row))")
    }
    package func tableView(
      _ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]
    ) {
      log.add("cancel \(indexPaths.map(\.row))")
    }
  }

  /// A data source that reloads its table while asked for a cell.
  @MainActor
  package final class ReentrantSource: NSObject, UITableViewDataSource {
    package func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      1
    }
    package func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      tableView.reloadData()
      return tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
  }

  @MainActor
  package func makeTable(_ recorder: TableRecorder, height: CGFloat = 200) -> UITableView {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: height), style: .plain)
    table.register(RecordingTableCell.self, forCellReuseIdentifier: "cell")
    table.dataSource = recorder
    table.delegate = recorder
    return table
  }
#endif

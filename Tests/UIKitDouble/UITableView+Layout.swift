import Foundation

// The table's layout pass: counts and heights from the data source and delegate, rows top to
// bottom, display and reuse as the viewport changes, self-sizing, prefetching.
extension UITableView {
  func report(_ message: String) {
    UITableViewViolations.report(message)
  }

  func invalidateData() {
    needsReload = true
    setNeedsLayout()
  }

  /// Asks the data source for counts and the delegate for heights when they are stale.
  func loadIfNeeded() {
    guard needsReload else { return }
    needsReload = false
    endDisplayingEverything()
    prefetched = []
    counts = queryCounts()
    measuredHeights = counts.map { [CGFloat?](repeating: nil, count: $0) }
    selectedRows = selectedRows.filter {
      counts.indices.contains($0.section) && $0.row < counts[$0.section]
    }
    queryHeights()
  }

  func queryCounts() -> [Int] {
    guard let dataSource else { return [] }
    let sections = asking("numberOfSections(in:)") { dataSource.numberOfSections(in: self) }
    guard sections >= 0 else {
      report("the data source answered \(sections) sections")
      return []
    }
    return (0..<sections).map { section in
      let rows = asking("tableView(_:numberOfRowsInSection:)") {
        dataSource.tableView(self, numberOfRowsInSection: section)
      }
      if rows < 0 { report("the data source answered \(rows) rows in section \(section)") }
      return max(0, rows)
    }
  }

  /// Asks the delegate for every height and lays the sections out top to bottom.
  func queryHeights() {
    if measuredWidth != bounds.width {
      measuredWidth = bounds.width
      measuredHeights = counts.map { [CGFloat?](repeating: nil, count: $0) }
    }
    let delegate = tableDelegate
    headerHeights = counts.indices.map { section in
      supplementaryHeight(
        delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight)
    }
    footerHeights = counts.indices.map { section in
      supplementaryHeight(
        delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight)
    }
    rowIsAutomatic = []
    rowHeights = counts.indices.map { section in
      var automatic: [Bool] = []
      let heights = (0..<counts[section]).map { row -> CGFloat in
        let path = IndexPath(row: row, section: section)
        let height = delegate?.tableView(self, heightForRowAt: path) ?? rowHeight
        guard height == UITableView.automaticDimension else {
          automatic.append(false)
          return max(0, height)
        }
        automatic.append(true)
        if let measured = measuredHeights[section][row] { return measured }
        let estimate =
          delegate?.tableView(self, estimatedHeightForRowAt: path) ?? estimatedRowHeight
        return estimate == UITableView.automaticDimension || estimate <= 0 ? 44 : estimate
      }
      rowIsAutomatic.append(automatic)
      return heights
    }
    computeOrigins()
  }

  /// The height a header or footer gets for the delegate's `answer`. Grouped and inset-grouped
  /// tables take 0 as "the style's default height" (reports agree; Apple's page only asks for a
  /// non-negative height), so a section without a header still gets a gap there:
  /// `.leastNonzeroMagnitude` is how a delegate asks for none.
  private func supplementaryHeight(_ answer: CGFloat) -> CGFloat {
    if answer == UITableView.automaticDimension { return 0 }
    if answer <= 0, style != .plain { return Self.groupedDefaultSupplementaryHeight }
    return max(0, answer)
  }

  /// The height a grouped or inset-grouped table gives a header or footer whose delegate answers
  /// 0. UIKit's value is not documented (and varies with the system version); the double only
  /// needs one that is not 0.
  package static let groupedDefaultSupplementaryHeight: CGFloat = 18

  func computeOrigins() {
    var y: CGFloat = 0
    rowOrigins = []
    headerOrigins = []
    footerOrigins = []
    for section in counts.indices {
      headerOrigins.append(y)
      y += headerHeights[section]
      var origins: [CGFloat] = []
      for row in 0..<counts[section] {
        origins.append(y)
        y += rowHeights[section][row]
      }
      rowOrigins.append(origins)
      footerOrigins.append(y)
      y += footerHeights[section]
    }
    contentSize = CGSize(width: bounds.width, height: y)
  }

  /// Ends the display of what left the viewport, requests what entered it, measures self-sizing
  /// cells (laying out again while their answers change), and prefetches what comes next.
  func updateVisibleContent() {
    guard !isInLayout, dataSource != nil || !visibleRows.isEmpty else { return }
    isInLayout = true
    defer { isInLayout = false }
    loadIfNeeded()
    if !isLayingOutForBatch { checkSwipeDeletion() }
    if measuredWidth != bounds.width { queryHeights() }
    var passes = 0
    while true {
      offsetChangedInLayout = false
      var resized = displayVisibleContent()
      if offsetChangedInLayout {
        offsetChangedInLayout = false
        resized = true
      }
      if heightsInvalidatedInLayout {
        heightsInvalidatedInLayout = false
        let before = rowHeights
        queryHeights()
        resized = resized || rowHeights != before
      }
      guard resized else { break }
      passes += 1
      if passes > 20 {
        report("self-sizing cells did not settle after 20 layout passes")
        break
      }
      computeOrigins()
    }
    prefetch()
  }

  /// Returns whether a newly displayed self-sizing cell changed its row's height.
  func displayVisibleContent() -> Bool {
    let viewport = bounds
    var wantedRows: [IndexPath: CGRect] = [:]
    var wantedHeaders: [Int: CGRect] = [:]
    var wantedFooters: [Int: CGRect] = [:]
    // A table without width shows nothing (an empty rectangle meets no other).
    for section in counts.indices where viewport.width > 0 {
      let (header, footer) = supplementaryFrames(ofSection: section, in: viewport)
      if header.height > 0, header.overlapsVertically(viewport) { wantedHeaders[section] = header }
      for row in 0..<counts[section] {
        let frame = CGRect(
          x: 0, y: rowOrigins[section][row], width: bounds.width, height: rowHeights[section][row])
        if frame.overlapsVertically(viewport)
          || (frame.height == 0 && viewport.contains(frame.origin))
        {
          wantedRows[IndexPath(row: row, section: section)] = frame
        }
      }
      if footer.height > 0, footer.overlapsVertically(viewport) { wantedFooters[section] = footer }
    }
    for path in visibleRows.keys.sorted() where wantedRows[path] == nil {
      endDisplayingRow(path, keeping: true)
    }
    for section in visibleHeaders.keys.sorted() where wantedHeaders[section] == nil {
      endDisplayingHeader(section, footer: false)
    }
    for section in visibleFooters.keys.sorted() where wantedFooters[section] == nil {
      endDisplayingHeader(section, footer: true)
    }
    var resized = false
    for section in counts.indices {
      if let frame = wantedHeaders[section] {
        displayHeader(section, frame: frame, footer: false)
      }
      for row in 0..<counts[section] {
        let path = IndexPath(row: row, section: section)
        guard let frame = wantedRows[path] else { continue }
        if let cell = visibleRows[path] {
          cell.frame = frame
          // A self-sizing invalidation dropped the row's height: measure the cell again.
          if selfSizingRequests.remove(ObjectIdentifier(cell)) != nil, measure(cell, at: path) {
            resized = true
            cell.frame = rectForRowUnchecked(path)
          }
          continue
        }
        // A prepared cell is shown again without asking the data source (iOS 15).
        guard let cell = preparedRows.removeValue(forKey: path) ?? requestCell(at: path) else {
          continue
        }
        cell.frame = frame
        if measure(cell, at: path) { resized = true }
        cell.frame = rectForRowUnchecked(path)
        cell.setSelected(selectedRows.contains(path), animated: false)
        visibleRows[path] = cell
        if cell.superview !== self { addSubview(cell) }
        prefetched.remove(path)
        updateEditingControls(of: cell, at: path)
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
      }
      if let frame = wantedFooters[section] {
        displayHeader(section, frame: frame, footer: true)
      }
    }
    return resized
  }

  /// Where the header and footer of `section` are shown. A plain table floats them while their
  /// section scrolls (Apple's `UITableView.Style.plain` page): the header sticks to the top of
  /// the viewport and the footer to its bottom, each kept within its section, so the end of a
  /// section pushes its header out. Grouped styles leave them where the section puts them.
  func supplementaryFrames(ofSection section: Int, in viewport: CGRect) -> (CGRect, CGRect) {
    let headerHeight = headerHeights[section]
    let footerHeight = footerHeights[section]
    var headerY = headerOrigins[section]
    var footerY = footerOrigins[section]
    if style == .plain {
      let top = headerOrigins[section]
      let bottom = footerOrigins[section] + footerHeight
      headerY = max(top, min(max(top, viewport.minY), bottom - headerHeight))
      footerY = max(
        top + headerHeight, min(footerOrigins[section], viewport.maxY - footerHeight))
    }
    return (
      CGRect(x: 0, y: headerY, width: bounds.width, height: headerHeight),
      CGRect(x: 0, y: footerY, width: bounds.width, height: footerHeight)
    )
  }

  func rectForRowUnchecked(_ path: IndexPath) -> CGRect {
    CGRect(
      x: 0, y: rowOrigins[path.section][path.row], width: bounds.width,
      height: rowHeights[path.section][path.row])
  }

  /// Measures a self-sizing row's cell; returns whether its height changed.
  @discardableResult
  func measure(_ cell: UITableViewCell, at path: IndexPath) -> Bool {
    guard rowIsAutomatic[path.section][path.row], measuredHeights[path.section][path.row] == nil
    else { return false }
    measureCount += 1
    cell.frame.size.width = bounds.width
    let size = cell.systemLayoutSizeFitting(
      CGSize(width: bounds.width, height: UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    let height = max(0, size.height.isFinite ? size.height : 0)
    measuredHeights[path.section][path.row] = height
    guard height != rowHeights[path.section][path.row] else { return false }
    rowHeights[path.section][path.row] = height
    return true
  }

  /// Asks the data source for the cell of a row, checking that it was dequeued for it.
  func requestCell(at path: IndexPath) -> UITableViewCell? {
    guard let dataSource else { return nil }
    requestedRow = path
    dequeuedCell = nil
    dequeuedForRequest = 0
    defer {
      requestedRow = nil
      dequeuedCell = nil
    }
    let cell = asking("tableView(_:cellForRowAt:)") {
      dataSource.tableView(self, cellForRowAt: path)
    }
    if dequeuedForRequest > 1 {
      report(
        "\(dequeuedForRequest) cells were dequeued for \(path.shortDescription); dequeue one "
          + "cell per call of tableView(_:cellForRowAt:)")
    }
    if cell !== dequeuedCell {
      report(
        "the cell returned from tableView(_:cellForRowAt:) for \(path.shortDescription) was not "
          + "dequeued from this table for that index path - cells must be retrieved by calling "
          + "dequeueReusableCell(withIdentifier:for:)")
    }
    if let shown = visibleRows.first(where: { $0.value === cell && $0.key != path }) {
      report(
        "the cell returned for \(path.shortDescription) is already visible at "
          + "\(shown.key.shortDescription)")
      return nil
    }
    return cell
  }

  func makeCell(_ identifier: String) -> UITableViewCell {
    createdCellCount += 1
    switch cellRegistrations[identifier] {
    case .cell(let type)?:
      return type.init(_RegisteredViewConstruction(), style: .default, reuseIdentifier: identifier)
    case .nib(let nib)?:
      guard let type = UINib._contentClasses[nib.name] as? UITableViewCell.Type else {
        report(
          "could not load the nib \(nib.name) for identifier \(identifier): it holds no "
            + "UITableViewCell")
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
      }
      return type.init(_RegisteredViewConstruction(), style: .default, reuseIdentifier: identifier)
    default:
      report(
        "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class "
          + "for the identifier or connect a prototype cell in a storyboard")
      return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
  }

  func displayHeader(_ section: Int, frame: CGRect, footer: Bool) {
    if let view = footer ? visibleFooters[section] : visibleHeaders[section] {
      view.frame = frame
      return
    }
    let delegate = tableDelegate
    let call =
      footer ? "tableView(_:viewForFooterInSection:)" : "tableView(_:viewForHeaderInSection:)"
    let answer: UIView? = asking(call) {
      footer
        ? delegate?.tableView(self, viewForFooterInSection: section)
        : delegate?.tableView(self, viewForHeaderInSection: section)
    }
    guard let view = answer else { return }
    view.frame = frame
    if view.superview !== self { addSubview(view) }
    if footer {
      visibleFooters[section] = view
      delegate?.tableView(self, willDisplayFooterView: view, forSection: section)
    } else {
      visibleHeaders[section] = view
      delegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
    }
  }

  /// Ends the display of the row at `path`: its cell goes to the prepared-cell cache when
  /// `keeping` (it scrolled out and may show again without a data source call), else to its
  /// reuse pool.
  func endDisplayingRow(_ path: IndexPath, keeping: Bool = false) {
    guard let cell = visibleRows.removeValue(forKey: path) else { return }
    cell.removeFromSuperview()
    cell.setHighlighted(false, animated: false)
    if keeping && isPrefetchingEnabled {
      preparedRows[path] = cell
    } else {
      // A cell waiting for reuse shows no row: it has no focus (moveFocusForTesting(to:)).
      if cell === focusedCell { focusedCell = nil }
      if let identifier = cell.reuseIdentifier { cellPool[identifier, default: []].append(cell) }
    }
    tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
  }

  /// Returns the prepared cell of the row at `path`, if any, to its reuse pool.
  func discardPreparedRow(_ path: IndexPath) {
    guard let cell = preparedRows.removeValue(forKey: path) else { return }
    if cell === focusedCell { focusedCell = nil }
    if let identifier = cell.reuseIdentifier { cellPool[identifier, default: []].append(cell) }
  }

  /// Cell prefetching (iOS 15, on while `isPrefetchingEnabled`): asks the data source for the
  /// cells of the rows within half the bounds' height above and below them that are not visible,
  /// and keeps them prepared; lets prepared cells whose rows left that range go to their pools.
  func updatePreparedRows() {
    guard isPrefetchingEnabled, dataSource != nil, bounds.width > 0, bounds.height > 0 else {
      for path in preparedRows.keys.sorted() { discardPreparedRow(path) }
      return
    }
    let margin = bounds.height / 2
    let range = CGRect(
      x: 0, y: bounds.minY - margin, width: bounds.width, height: bounds.height + 2 * margin)
    let near = Set(indexPathsForRows(in: range) ?? []).subtracting(visibleRows.keys)
    for path in preparedRows.keys.sorted() where !near.contains(path) { discardPreparedRow(path) }
    for path in near.sorted() where preparedRows[path] == nil {
      guard let cell = requestCell(at: path) else { continue }
      if preparedRows.values.contains(where: { $0 === cell }) {
        report("the cell returned for \(path.shortDescription) is already in use by the table")
        continue
      }
      cell.frame = rectForRowUnchecked(path)
      cell.setSelected(selectedRows.contains(path), animated: false)
      preparedRows[path] = cell
    }
  }

  func endDisplayingHeader(_ section: Int, footer: Bool) {
    guard
      let view = footer
        ? visibleFooters.removeValue(forKey: section) : visibleHeaders.removeValue(forKey: section)
    else { return }
    view.removeFromSuperview()
    if let reusable = view as? UITableViewHeaderFooterView,
      let identifier = reusable.reuseIdentifier
    {
      headerPool[identifier, default: []].append(reusable)
    }
    if footer {
      tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
    } else {
      tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
    }
  }

  func endDisplayingEverything() {
    for path in visibleRows.keys.sorted() { endDisplayingRow(path) }
    for path in preparedRows.keys.sorted() { discardPreparedRow(path) }
    for section in visibleHeaders.keys.sorted() { endDisplayingHeader(section, footer: false) }
    for section in visibleFooters.keys.sorted() { endDisplayingHeader(section, footer: true) }
  }

  /// Prefetches the rows within one viewport below and above the visible ones; cancels those
  /// that left that range without being displayed.
  func prefetch() {
    updatePreparedRows()
    guard isPrefetchingEnabled, let prefetchDataSource else { return }
    let margin = bounds.height
    let range = CGRect(
      x: 0, y: bounds.minY - margin, width: bounds.width, height: bounds.height + 2 * margin)
    let inRange = Set(indexPathsForRows(in: range) ?? []).subtracting(visibleRows.keys)
    let cancelled = prefetched.subtracting(inRange).sorted()
    let new = inRange.subtracting(prefetched).sorted()
    prefetched = inRange
    if !cancelled.isEmpty {
      prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: cancelled)
    }
    if !new.isEmpty { prefetchDataSource.tableView(self, prefetchRowsAt: new) }
  }

  /// Runs a data-source call, marking it so that reentrant updates are reported.
  func asking<T>(_ call: String, _ body: () -> T) -> T {
    let outer = dataSourceCall
    dataSourceCall = call
    defer { dataSourceCall = outer }
    return body()
  }

  func checkNotInsideDataSource(_ operation: String) -> Bool {
    guard let call = dataSourceCall else { return true }
    report(
      "\(operation) was called from inside \(call); UIKit does not accept updates while it asks "
        + "its data source")
    return false
  }
}

extension CGRect {
  /// Whether the two rectangles share more than an edge vertically (CoreGraphics'
  /// `intersects(_:)` on Apple platforms; Linux's Foundation also counts touching edges).
  func overlapsVertically(_ other: CGRect) -> Bool {
    minY < other.maxY && maxY > other.minY
  }
}

extension IndexPath {
  /// `[section, row]`, as UIKit prints an index path in its messages.
  var shortDescription: String { "[\(section), \(row)]" }
}

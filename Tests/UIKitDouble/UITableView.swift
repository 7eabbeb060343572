import Foundation

/// A view that presents data using rows in a single column (UIKit: `UITableView`, iOS 2.0).
///
/// The double pulls what it shows from its data source and delegate as UIKit does: section and
/// row counts, then heights (the delegate's, `rowHeight`, or, for `automaticDimension`, the
/// cell's `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` with
/// the table's width required, measured when the cell is first configured), and cells and
/// header/footer views for what enters the viewport, with `willDisplay` / `didEndDisplaying` as
/// the viewport changes. Cells are reused through `dequeueReusableCell(withIdentifier:for:)`,
/// which calls `prepareForReuse()`. A use UIKit rejects is reported through
/// ``UITableViewViolations``.
///
/// Linux: `delegate` is the scroll view's property (Swift cannot re-type a stored property in a
/// subclass); the table reads it as a `UITableViewDelegate`.
@MainActor
open class UITableView: UIScrollView {
  // MARK: Lifecycle

  /// Initializes and returns a table view object having the given frame and style.
  public init(frame: CGRect, style: UITableView.Style) {
    self.style = style
    super.init(frame: frame)
  }

  /// Creates a plain table view with a frame.
  public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

  /// Creates a table view from data in an unarchiver; the double returns `nil`.
  public required init?(coder: NSCoder) { nil }

  // MARK: Public

  /// Constants for the table view styles.
  public enum Style: Int, Sendable {
    /// A plain table view.
    case plain = 0
    /// A table view whose sections present distinct groups of rows.
    case grouped = 1
    /// A table view where each section has rounded corners (iOS 13.0).
    @available(iOS 13.0, *)
    case insetGrouped = 2
  }

  /// The type of animation to use when inserting or deleting rows.
  public enum RowAnimation: Int, Sendable {
    /// The inserted or deleted rows fade into or out of the table view.
    case fade = 0
    /// The inserted row or rows slide in from the right; the deleted ones slide out to the right.
    case right = 1
    /// The inserted row or rows slide in from the left; the deleted ones slide out to the left.
    case left = 2
    /// The inserted row or rows slide in from the top; the deleted ones slide out toward the top.
    case top = 3
    /// The inserted row or rows slide in from the bottom; the deleted ones slide out toward it.
    case bottom = 4
    /// No animation is performed.
    case none = 5
    /// The table view attempts to keep the old and new cells centered in the space.
    case middle = 6
    /// The table view chooses an appropriate animation style for you (iOS 5.0).
    @available(iOS 5.0, *)
    case automatic = 100
  }

  /// The position in the table view to which the given row is scrolled.
  public enum ScrollPosition: Int, Sendable {
    /// The table view scrolls the row of interest to be fully visible with a minimum of movement.
    case none = 0
    /// The table view scrolls the row of interest to the top of the visible table view.
    case top = 1
    /// The table view scrolls the row of interest to the middle of the visible table view.
    case middle = 2
    /// The table view scrolls the row of interest to the bottom of the visible table view.
    case bottom = 3
  }

  /// A constant representing the default value for a given dimension (iOS 5.0).
  @available(iOS 5.0, *)
  public static let automaticDimension: CGFloat = -1

  /// The style of the table view.
  open private(set) var style: UITableView.Style

  /// The object that acts as the data source of the table view.
  open weak var dataSource: (any UITableViewDataSource)? {
    didSet { invalidateData() }
  }

  /// The object that acts as the prefetching data source for the table view (iOS 10.0).
  @available(iOS 10.0, *)
  open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?

  /// A Boolean value that indicates whether cell and data prefetching are enabled (iOS 15.0);
  /// `true` by default. With it the table keeps prepared cells (see ``cellForRow(at:)``).
  @available(iOS 15.0, *)
  open var isPrefetchingEnabled = true

  /// The default height (in points) of each row in the table view.
  open var rowHeight: CGFloat = UITableView.automaticDimension {
    didSet { invalidateData() }
  }

  /// The estimated height of rows in the table view (iOS 7.0).
  @available(iOS 7.0, *)
  open var estimatedRowHeight: CGFloat = UITableView.automaticDimension

  /// The height of section headers in the table view.
  open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension

  /// The height of section footers in the table view.
  open var sectionFooterHeight: CGFloat = UITableView.automaticDimension

  /// A Boolean value that determines whether users can select cells (iOS 3.0).
  open var allowsSelection = true

  /// A Boolean value that determines whether users can select more than one row outside of
  /// editing mode (iOS 5.0).
  @available(iOS 5.0, *)
  open var allowsMultipleSelection = false

  /// A Boolean value that determines whether the table view allows its rows to become focused
  /// (iOS 15.0). The system chooses the default by platform; the double's is `false`, an iPhone's
  /// without a hardware keyboard.
  @available(iOS 15.0, *)
  open var allowsFocus = false

  /// A Boolean value that triggers an automatic selection when focus moves to a row
  /// (iOS 14.0). The system chooses the default; the double's is `false`.
  @available(iOS 14.0, *)
  open var selectionFollowsFocus = false

  /// The mode that the table view uses for invalidating the size of self-sizing cells
  /// (iOS 16.0).
  ///
  /// Apple documents no default. The double's default is `.disabled`, the strict reading (see
  /// `UICollectionView.selfSizingInvalidation`). When enabled, `invalidateIntrinsicContentSize()`
  /// on a visible cell of a self-sizing row (`automaticDimension`), or on its content view, drops
  /// the row's measured height: the next layout pass measures the cell again. Rows with a height
  /// from the delegate or `rowHeight` are not self-sizing and do not change.
  @available(iOS 16.0, *)
  open var selfSizingInvalidation: UITableView.SelfSizingInvalidation = .disabled

  /// A Boolean value that determines whether the table view is in editing mode.
  open var isEditing: Bool {
    get { editing }
    set { setEditing(newValue, animated: false) }
  }

  /// Toggles the table view into and out of editing mode. The visible cells take their editing
  /// controls: for an editable row (`tableView(_:canEditRowAt:)`), the delegate's editing style
  /// and indentation; `.none` otherwise, and outside editing mode.
  open func setEditing(_ editing: Bool, animated: Bool) {
    self.editing = editing
    for (path, cell) in visibleRows { updateEditingControls(of: cell, at: path) }
  }

  /// Sets the editing controls of `cell`, shown at `path`, as UIKit does in and out of editing
  /// mode.
  func updateEditingControls(of cell: UITableViewCell, at path: IndexPath) {
    guard editing, let dataSource, dataSource.tableView(self, canEditRowAt: path) else {
      cell.editingStyle = .none
      cell.isIndentedForEditing = false
      return
    }
    cell.editingStyle = tableDelegate?.tableView(self, editingStyleForRowAt: path) ?? .delete
    cell.isIndentedForEditing =
      cell.shouldIndentWhileEditing
      && (tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: path) ?? true)
  }

  // MARK: Registration and dequeueing

  /// Registers a class for use in creating new table cells (iOS 6.0).
  @available(iOS 6.0, *)
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    if let cellClass {
      guard let type = cellClass as? UITableViewCell.Type else {
        report("the class \(cellClass) registered for \(identifier) is not a UITableViewCell")
        return
      }
      cellRegistrations[identifier] = .cell(type)
    } else {
      cellRegistrations[identifier] = nil
    }
  }

  /// Registers a nib object containing a cell with the table view under a specified identifier
  /// (iOS 5.0).
  @available(iOS 5.0, *)
  open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
    cellRegistrations[identifier] = nib.map { .nib($0) }
  }

  /// Registers a class for use in creating new table header or footer views (iOS 6.0).
  @available(iOS 6.0, *)
  open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    if let aClass {
      guard let type = aClass as? UITableViewHeaderFooterView.Type else {
        report(
          "the class \(aClass) registered for \(identifier) is not a UITableViewHeaderFooterView")
        return
      }
      headerRegistrations[identifier] = .headerFooter(type)
    } else {
      headerRegistrations[identifier] = nil
    }
  }

  /// Registers a nib object containing a header or footer with the table view under a specified
  /// identifier (iOS 6.0).
  @available(iOS 6.0, *)
  open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
    headerRegistrations[identifier] = nib.map { .nib($0) }
  }

  /// Returns a reusable table-view cell object for the specified reuse identifier and adds it to
  /// the table (iOS 6.0).
  @available(iOS 6.0, *)
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    if requestedRow != indexPath {
      report(
        "a cell with identifier \(identifier) was dequeued for \(indexPath.shortDescription) while "
          + "the table was not asking its data source for that row; dequeue only in "
          + "tableView(_:cellForRowAt:) for the index path it is given")
    }
    dequeuedForRequest += 1
    if let reconfigured = reconfiguring, reconfigured.reuseIdentifier == identifier {
      dequeuedCell = reconfigured
      return reconfigured
    }
    let cell: UITableViewCell
    if let index = cellPool[identifier]?.indices.last, let reused = cellPool[identifier]?[index] {
      cellPool[identifier]?.remove(at: index)
      reused.prepareForReuse()
      cell = reused
    } else {
      cell = makeCell(identifier)
    }
    dequeuedCell = cell
    return cell
  }

  /// Returns a reusable header or footer view after locating it by its identifier (iOS 6.0).
  @available(iOS 6.0, *)
  open func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> UITableViewHeaderFooterView?
  {
    if let index = headerPool[identifier]?.indices.last, let view = headerPool[identifier]?[index] {
      headerPool[identifier]?.remove(at: index)
      view.prepareForReuse()
      return view
    }
    switch headerRegistrations[identifier] {
    case .headerFooter(let type)?:
      return type.init(_RegisteredViewConstruction(), reuseIdentifier: identifier)
    case .nib(let nib)?:
      guard let type = UINib._contentClasses[nib.name] as? UITableViewHeaderFooterView.Type else {
        report("could not load the nib \(nib.name) as a UITableViewHeaderFooterView")
        return nil
      }
      return type.init(_RegisteredViewConstruction(), reuseIdentifier: identifier)
    default: return nil
    }
  }

  // MARK: Reloading

  /// Reloads the rows and sections of the table view.
  open func reloadData() {
    guard checkNotInsideDataSource("reloadData()") else { return }
    invalidateData()
    layoutIfNeeded()
  }

  // MARK: Geometry and visible content

  /// The number of sections for the table view.
  open var numberOfSections: Int {
    loadIfNeeded()
    return counts.count
  }

  /// Returns the number of rows (table cells) in a specified section.
  open func numberOfRows(inSection section: Int) -> Int {
    loadIfNeeded()
    return counts.indices.contains(section) ? counts[section] : 0
  }

  /// The table cells that are visible in the table view.
  open var visibleCells: [UITableViewCell] {
    visibleRows.sorted { $0.key < $1.key }.map(\.value)
  }

  /// An array of index paths, each identifying a visible row in the table view.
  /// `nil` when no row is visible (Apple's page).
  open var indexPathsForVisibleRows: [IndexPath]? {
    visibleRows.isEmpty ? nil : visibleRows.keys.sorted()
  }

  /// Returns the table cell at the index path you specify: a visible cell, or (iOS 15) a prepared
  /// cell the table retains although it is not visible — prefetched and not yet displayed, or
  /// displayed and then scrolled just out of the bounds.
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    visibleRows[indexPath] ?? preparedRows[indexPath]
  }

  /// Returns an index path that represents the row and section of a specified table-view cell;
  /// `nil` for a cell that is not visible (a prepared cell too: stricter than Apple's page, which
  /// says `nil` when "the index path is invalid").
  open func indexPath(for cell: UITableViewCell) -> IndexPath? {
    visibleRows.first { $0.value === cell }?.key
  }

  /// Returns the header view for the specified section (iOS 6.0).
  @available(iOS 6.0, *)
  open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    visibleHeaders[section] as? UITableViewHeaderFooterView
  }

  /// Returns the footer view for the specified section (iOS 6.0).
  @available(iOS 6.0, *)
  open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    visibleFooters[section] as? UITableViewHeaderFooterView
  }

  /// Returns the drawing area for the header of the specified section: where the section puts
  /// it, not where a plain table floats it.
  open func rectForHeader(inSection section: Int) -> CGRect {
    loadIfNeeded()
    guard counts.indices.contains(section) else { return .zero }
    return CGRect(
      x: 0, y: headerOrigins[section], width: bounds.width, height: headerHeights[section])
  }

  /// Returns the drawing area for the footer of the specified section: where the section puts
  /// it, not where a plain table floats it.
  open func rectForFooter(inSection section: Int) -> CGRect {
    loadIfNeeded()
    guard counts.indices.contains(section) else { return .zero }
    return CGRect(
      x: 0, y: footerOrigins[section], width: bounds.width, height: footerHeights[section])
  }

  /// Returns the drawing area for a row that an index path identifies.
  open func rectForRow(at indexPath: IndexPath) -> CGRect {
    loadIfNeeded()
    guard counts.indices.contains(indexPath.section),
      (0..<counts[indexPath.section]).contains(indexPath.row)
    else { return .zero }
    return CGRect(
      x: 0, y: rowOrigins[indexPath.section][indexPath.row], width: bounds.width,
      height: rowHeights[indexPath.section][indexPath.row])
  }

  /// An array of index paths, each representing a row enclosed by a given rectangle.
  open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
    loadIfNeeded()
    var paths: [IndexPath] = []
    for section in counts.indices {
      for row in 0..<counts[section] {
        let frame = CGRect(
          x: 0, y: rowOrigins[section][row], width: bounds.width, height: rowHeights[section][row])
        if frame.overlapsVertically(rect) { paths.append(IndexPath(row: row, section: section)) }
      }
    }
    return paths
  }

  /// Scrolls through the table view until a row that an index path identifies is at a
  /// particular location on the screen.
  open func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool
  ) {
    layoutIfNeeded()
    let frame = rectForRow(at: indexPath)
    guard frame != .zero || numberOfRows(inSection: indexPath.section) > indexPath.row else {
      report("attempt to scroll to an invalid index path: \(indexPath.shortDescription)")
      return
    }
    let height = bounds.height
    var y = contentOffset.y
    switch scrollPosition {
    case .top: y = frame.minY
    case .middle: y = frame.midY - height / 2
    case .bottom: y = frame.maxY - height
    case .none:
      if frame.minY < y {
        y = frame.minY
      } else if frame.maxY > y + height {
        y = frame.maxY - height
      }
    }
    let range = offsetRange
    y = max(range.min.y, min(y, range.max.y))
    setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
  }

  // MARK: Selection

  /// The index paths that represent the selected rows (iOS 5.0).
  @available(iOS 5.0, *)
  open var indexPathsForSelectedRows: [IndexPath]? {
    selectedRows.isEmpty ? nil : selectedRows.sorted()
  }

  /// Selects a row in the table view that an index path identifies, optionally scrolling the row
  /// to a location in the table view. Calls no delegate method, as in UIKit.
  open func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition
  ) {
    guard allowsSelection else { return }
    guard let indexPath else {
      for path in selectedRows { deselectRow(at: path, animated: animated) }
      return
    }
    loadIfNeeded()
    guard counts.indices.contains(indexPath.section),
      (0..<counts[indexPath.section]).contains(indexPath.row)
    else {
      report("attempt to select a row at an invalid index path: \(indexPath.shortDescription)")
      return
    }
    if !allowsMultipleSelection {
      for path in selectedRows where path != indexPath { deselectRow(at: path, animated: animated) }
    }
    selectedRows.insert(indexPath)
    visibleRows[indexPath]?.setSelected(true, animated: animated)
    preparedRows[indexPath]?.setSelected(true, animated: false)
    if scrollPosition != .none {
      scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects a row that an index path identifies, with an option to animate the deselection.
  /// Calls no delegate method, as in UIKit.
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    guard selectedRows.remove(indexPath) != nil else { return }
    visibleRows[indexPath]?.setSelected(false, animated: animated)
    preparedRows[indexPath]?.setSelected(false, animated: false)
  }

  // MARK: Layout

  open override func layoutSubviews() {
    super.layoutSubviews()
    updateVisibleContent()
  }

  override func _didChangeContentOffset() {
    if isInLayout { offsetChangedInLayout = true } else { updateVisibleContent() }
    super._didChangeContentOffset()
  }

  // MARK: Internal

  enum Registration {
    case cell(UITableViewCell.Type)
    case headerFooter(UITableViewHeaderFooterView.Type)
    case nib(UINib)
  }

  var editing = false
  var cellRegistrations: [String: Registration] = [:]
  var headerRegistrations: [String: Registration] = [:]
  var cellPool: [String: [UITableViewCell]] = [:]
  var headerPool: [String: [UITableViewHeaderFooterView]] = [:]

  /// Whether counts and heights must be asked again before the next use.
  var needsReload = true
  var counts: [Int] = []
  var rowHeights: [[CGFloat]] = []
  var rowIsAutomatic: [[Bool]] = []
  /// Heights self-sizing cells answered, kept until their row is reloaded or the width changes.
  var measuredHeights: [[CGFloat?]] = []
  var measuredWidth: CGFloat = -1
  var headerHeights: [CGFloat] = []
  var footerHeights: [CGFloat] = []
  var rowOrigins: [[CGFloat]] = []
  var headerOrigins: [CGFloat] = []
  var footerOrigins: [CGFloat] = []

  var visibleRows: [IndexPath: UITableViewCell] = [:]
  /// Cells prepared for rows that are not visible (iOS 15): prefetched and not yet displayed, or
  /// displayed and then scrolled out but still near the bounds.
  var preparedRows: [IndexPath: UITableViewCell] = [:]
  var visibleHeaders: [Int: UIView] = [:]
  var visibleFooters: [Int: UIView] = [:]
  var selectedRows: Set<IndexPath> = []
  /// The cell the double's focus engine focused (`moveFocusForTesting(to:)`), until focus moves
  /// on or the cell goes to the reuse pool.
  weak var focusedCell: UITableViewCell?
  var prefetched: Set<IndexPath> = []

  var requestedRow: IndexPath?
  var dequeuedCell: UITableViewCell?
  var dequeuedForRequest = 0
  var reconfiguring: UITableViewCell?
  var dataSourceCall: String?
  var isInLayout = false
  /// The visible cells a self-sizing invalidation asked to measure at the next layout pass.
  var selfSizingRequests: Set<ObjectIdentifier> = []
  /// The row of a destructive swipe action that is running or whose completion said it succeeded:
  /// `removed` once a batch deleted it, `hidden` once the table took the row away itself.
  var swipeDeletion: (path: IndexPath, removed: Bool, hidden: Bool)?
  /// Whether the layout pass running now is the one at the start of `performBatchUpdates`.
  var isLayingOutForBatch = false
  /// Whether the content offset changed during the layout pass running now (the content
  /// shrank under it): the pass shows what the new bounds hold before it ends.
  var offsetChangedInLayout = false
  var heightsInvalidatedInLayout = false
  var batch: PendingBatch?

  /// The index paths of the prepared cells the table retains (not visible), for tests.
  package var indexPathsForPreparedRows: [IndexPath] { preparedRows.keys.sorted() }

  /// How many cells the table created (not reused); tests read it.
  package internal(set) var createdCellCount = 0
  /// How many times a self-sizing cell was measured; tests read it.
  package internal(set) var measureCount = 0

  var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

  package override var _snapshotSubviews: [UIView] {
    subviews.sorted { $0.frame.minY < $1.frame.minY }
  }
}

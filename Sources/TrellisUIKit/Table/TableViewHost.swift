#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import TrellisCore
  import TrellisDiff
  import TrellisLayout
  import TrellisList
  import UIKit

  /// A `ListHost` on a `UITableView`: what lets a `ListAdapter` drive a table.
  ///
  ///     let tableView = UITableView(frame: .zero, style: .plain)
  ///     let host = TableViewHost(tableView: tableView)
  ///     let adapter = ListAdapter(host: host)
  ///     adapter.apply(model, animated: true)
  ///
  /// The host installs itself as the table's data source and delegate (the table keeps weak
  /// references: keep the host alive as long as the table shows the list, as
  /// `ListTableViewController` does) and answers from the port: counts, cells and row heights from
  /// `ListHostDataSource`, events to `ListHostDelegate`, swipe actions and reordering from
  /// `ListHostEditingDataSource`. A table shows headers and footers only
  /// (`SupplementaryKind/header`, `SupplementaryKind/footer`) and lays out rows full width with
  /// the height of each item's size.
  ///
  /// ## Self-sizing rows
  /// A cell that is a `SelfSizingView` is asked for its preferred size when it is displayed; when
  /// the answer changes its row's height, the host asks the table for its heights again
  /// (`performBatchUpdates(nil)`, UIKit's way to re-query heights) once the table's layout pass
  /// has ended, on the main actor's next turn: a display callback runs inside that pass, where
  /// UIKit documents no batch.
  ///
  /// ## What it prevents
  /// UIKit raises `NSInternalInconsistencyException` ("Invalid update: invalid number of rows…")
  /// when a batch does not add up against the counts the table holds, and when a table that never
  /// asked its data source receives a batch (it loads the new counts first, then applies the batch
  /// again). The host checks each batch against the counts the table last asked for and throws
  /// `ListHostError/invalidBatch(_:)` instead, and reloads a table that never loaded.
  @MainActor
  public final class TableViewHost: ListHost, _ScrollViewHost {
    // MARK: Lifecycle

    /// Creates a host for `tableView` and installs it as the table's data source and delegate.
    ///
    ///     let host = TableViewHost(tableView: UITableView(frame: bounds, style: .grouped))
    ///
    /// - Parameter tableView: The table to drive; the host keeps it.
    public init(tableView: UITableView) {
      self.tableView = tableView
      bridge.host = self
      tableView.dataSource = bridge
      tableView.delegate = bridge
      startObservingAccessibilityAndKeyboard()
    }

    // MARK: Public

    /// The table the host drives.
    public let tableView: UITableView

    /// Where the host pulls counts, cells and sizes from (the adapter installs itself).
    public weak var dataSource: (any ListHostDataSource)?

    /// Where the host sends display, selection and scroll events (the adapter installs itself).
    public weak var delegate: (any ListHostDelegate)?

    /// `false`: a table's sections scroll with it, none has a band.
    ///
    ///     host.isBandScrolling(ofSection: 0)  // false
    ///
    /// - Parameter section: A section index.
    /// - Returns: `false`.
    public func isBandScrolling(ofSection section: Int) -> Bool { false }

    /// How the table makes room for the software keyboard: by default its bottom inset
    /// follows the keyboard (less the safe area the view adds itself, animated with the
    /// keyboard's duration and curve) and the item whose cell holds the first responder (a text
    /// field) scrolls above it.
    ///
    ///     host.keyboardAvoidance = .insetsOnly  // no scrolling by itself
    ///
    /// Changing it does not undo an inset already applied; it applies from the keyboard's next
    /// change. `.off` leaves `contentInset` to the app.
    public var keyboardAvoidance = ListKeyboardAvoidance.keepsFocusedItemVisible

    // MARK: Internal

    /// The status last reported, the focused items, the keyboard inset and the observers.
    var accessibilityState = _HostAccessibilityState()

    let bridge = _TableViewBridge()

    /// The counts the table last asked its data source for: what a batch starts from.
    var tableCounts: [Int]?

    /// The row or header/footer the table is asking for now, if any.
    var request: _HostRequest?

    /// Registrations the table cannot honour, reported when a view is dequeued for them.
    var rejectedRegistrations: [String: ListHostError] = [:]

    var cellIdentifiers: Set<String> = []

    var headerFooterIdentifiers: [String: SupplementaryKind] = [:]

    var refreshAction: UIAction?

    /// The table's width when it last asked the row heights; see
    /// `measureCellsAgainIfWidthChanged()`.
    var heightsWidth: CGFloat?

    /// The viewport size last reported to the delegate.
    var reportedViewportSize: CGSize?

    /// Whether a height refresh waits for the table's layout pass to end.
    var heightRefreshPending = false

    /// The table, as the scroll view the shared host members drive.
    var scrollView: UIScrollView { tableView }

    /// Asks the table for its heights again once the layout pass running now has ended (a
    /// display callback runs inside it, where UIKit documents no batch): on the main actor's next
    /// turn, once however many cells changed their height in this pass.
    func refreshHeightsAfterLayout() {
      guard !heightRefreshPending else { return }
      heightRefreshPending = true
      Task { @MainActor [weak self] in
        guard let self, self.heightRefreshPending else { return }
        self.heightRefreshPending = false
        self.tableView.performBatchUpdates(nil, completion: nil)
      }
    }
  }
#endif

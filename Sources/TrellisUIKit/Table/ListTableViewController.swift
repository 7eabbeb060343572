#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import TrellisCore
  import TrellisDiff
  import TrellisLayout
  import TrellisList
  import UIKit

  /// A view controller that shows a list in a `UITableView`: it owns the table, its
  /// ``TableViewHost`` and a `ListAdapter`.
  ///
  ///     let controller = ListTableViewController(style: .insetGrouped)
  ///     controller.apply(ListModel(sections: [
  ///       ListSection(id: "settings", items: [ListItem(id: "wifi", content: "Wi-Fi", view: SettingCell.self)])
  ///     ]))
  ///
  /// The three exist from `init`, so a model can be applied before the view loads: the adapter
  /// reloads the table when it first appears in a window (a table off-window gets `reloadData()`).
  /// The table is the controller's `view`. It has the shape of ``ListCollectionViewController``:
  /// the view, the host and the adapter as constants, `apply` forwarded to the adapter.
  @MainActor
  open class ListTableViewController: UIViewController {
    // MARK: Lifecycle

    /// Creates a controller with a table of `style` and an adapter with `configuration`.
    ///
    ///     ListTableViewController(style: .grouped, configuration: .init(reloadThreshold: 200))
    ///
    /// - Parameters:
    ///   - style: The table's style.
    ///   - configuration: The adapter's configuration.
    public init(
      style: UITableView.Style = .plain,
      configuration: ListAdapter.Configuration = ListAdapter.Configuration()
    ) {
      let tableView = UITableView(frame: .zero, style: style)
      self.tableView = tableView
      host = TableViewHost(tableView: tableView)
      adapter = ListAdapter(host: host, configuration: configuration)
      super.init(nibName: nil, bundle: nil)
    }

    /// Storyboards are not supported: returns `nil`.
    public required init?(coder: NSCoder) { nil }

    // MARK: Open

    /// Makes the table the controller's view.
    open override func loadView() {
      view = tableView
    }

    /// Tells the adapter's plugins when the table got another size
    /// (`ListHostDelegate.listHostDidChangeViewportSize(_:)`): a model applied in `viewDidLoad()`,
    /// before the table had a size, is paginated and prefetched once it has one. Call `super` when
    /// you override it.
    open override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      host.reportViewportSizeIfChanged()
    }

    // MARK: Public

    /// The table the controller shows.
    public let tableView: UITableView

    /// The host that lets the adapter drive the table.
    public let host: TableViewHost

    /// The adapter that shows models in the table.
    public let adapter: ListAdapter

    /// Shows `model`, animated or not (`ListAdapter.apply(_:animated:completion:)`).
    ///
    ///     controller.apply(model, animated: false)
    ///
    /// - Parameters:
    ///   - model: The model to show.
    ///   - animated: Whether the change animates.
    ///   - completion: Runs when the model is on screen.
    public func apply(
      _ model: ListModel, animated: Bool = true, completion: (@MainActor () -> Void)? = nil
    ) {
      adapter.apply(model, animated: animated, completion: completion)
    }

    /// Shows `model` and returns when it is on screen (`ListAdapter.applyAndWait(_:animated:)`).
    ///
    ///     await controller.applyAndWait(model)
    ///
    /// - Parameters:
    ///   - model: The model to show.
    ///   - animated: Whether the change animates.
    public func applyAndWait(_ model: ListModel, animated: Bool = true) async {
      await adapter.applyAndWait(model, animated: animated)
    }
  }
#endif

#if canImport(UIKit) && !os(watchOS)
  import TrellisCore
  import TrellisDiff
  import TrellisLayout
  import TrellisList
  import UIKit

  /// A view controller whose view is a collection view driven by a `ListAdapter`: the shortest
  /// way to show a `ListModel` on screen.
  ///
  ///     let controller = ListCollectionViewController()
  ///     controller.adapter.attach(ListRefresher())
  ///     controller.apply(model)
  ///
  /// It owns the `UICollectionView` (its view, laid out by a ``ListCollectionViewLayout`` unless
  /// you pass another layout), the
  /// ``CollectionViewHost`` and the adapter, from `init`, so a model can be applied before the
  /// view loads. Subclass it to configure them in `viewDidLoad()`, or use it as a child view
  /// controller. ``ListTableViewController`` has the same shape for a table.
  @MainActor
  open class ListCollectionViewController: UIViewController {
    // MARK: Lifecycle

    /// Creates the controller, its collection view, host and adapter.
    ///
    ///     ListCollectionViewController(layout: ListCollectionViewLayout(axis: .horizontal))
    ///     ListCollectionViewController(layout: ListCompositionalLayout())  // a feed with bands
    ///
    /// - Parameters:
    ///   - layout: The layout of the collection view: a ``ListCollectionViewLayout`` (the
    ///     default), a ``ListCompositionalLayout`` for rows that scroll sideways, or your own
    ///     (which places the cells while the adapter keeps the data, updates and events).
    ///   - configuration: The adapter's configuration.
    public init(
      layout: UICollectionViewLayout = ListCollectionViewLayout(),
      configuration: ListAdapter.Configuration = ListAdapter.Configuration()
    ) {
      collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
      host = CollectionViewHost(collectionView: collectionView)
      adapter = ListAdapter(host: host, configuration: configuration)
      super.init(nibName: nil, bundle: nil)
    }

    /// Storyboards are not supported: create the controller in code.
    public required init?(coder: NSCoder) { nil }

    // MARK: Open

    /// Makes the collection view the controller's view.
    open override func loadView() {
      view = collectionView
    }

    /// Tells the adapter's plugins when the collection view got another size
    /// (`ListHostDelegate.listHostDidChangeViewportSize(_:)`): a model applied in `viewDidLoad()`,
    /// before the view had a size, is paginated and prefetched once it has one. Call `super` when
    /// you override it.
    open override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      host.reportViewportSizeIfChanged()
    }

    // MARK: Public

    /// The collection view, which is the controller's view.
    public let collectionView: UICollectionView

    /// The host the adapter drives the collection view through.
    public let host: CollectionViewHost

    /// The adapter that shows models in the collection view.
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

#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import TrellisCore
  import TrellisDiff
  import TrellisList
  import UIKit

  /// The placeholder view type of content-configuration items: a ``CollectionViewHost`` shows
  /// them in a ``ListContentConfigurationCell``, a ``TableViewHost`` in a
  /// ``ListContentConfigurationTableCell``; other hosts cannot (the headless hosts reject them
  /// with `ListHostError.cannotCreateView(type:reuseIdentifier:)`).
  ///
  /// Items name it through `ListItem(id:content:configuration:)`; you never use it directly.
  public final class ListContentConfigurationView: ListViewPlaceholder {
    private init() {}

    /// ``ListContentConfigurationCell`` in a collection host, ``ListContentConfigurationTableCell``
    /// in a table host, else `nil`.
    ///
    /// - Parameter host: The host about to register the item's view type.
    /// - Returns: The cell class, or `nil`.
    public static func viewType(in host: any ListHost) -> AnyObject.Type? {
      switch host {
      case is CollectionViewHost: ListContentConfigurationCell.self
      case is TableViewHost: ListContentConfigurationTableCell.self
      default: nil
      }
    }
  }

  /// What a content-configuration item's closure can use besides its content: the item's
  /// identity, and the channel to the item's event handlers.
  ///
  ///     ListItem(id: song.id, content: song) { song, context in
  ///       SongConfiguration(song: song, onPlay: { context.send(Play()) })
  ///     }
  ///     .onEvent(Play.self) { _, item in player.play(item.id) }
  ///
  /// The context resolves the item when an event is sent, so a configuration that keeps it (in
  /// a button's action) reaches the item its cell shows then, never the one it showed before
  /// reuse.
  @MainActor
  public struct ListContentContext {
    /// The identity of the item the configuration is made for.
    public let itemID: AnyListID

    /// The cell the configuration is applied to.
    weak var cell: (any ListEventEmitting)?

    /// The sink of the cell's item, set by the adapter once it binds the cell (after the closure
    /// ran for a newly dequeued cell); `nil` before.
    public var eventSink: ListEventSink? { cell?.eventSink }

    /// Sends `event` to the handlers of the item the cell shows when it is sent (or to the
    /// adapter's unhandled events).
    ///
    /// - Parameter event: The event.
    public func send(_ event: some Sendable) {
      cell?.eventSink?.send(event)
    }
  }

  extension ListItem {
    /// Creates an item whose view is a content configuration (UIKit's `UIContentConfiguration`:
    /// a `UIListContentConfiguration`, SwiftUI's `UIHostingConfiguration`, or your own), shown in
    /// collection and table lists alike.
    ///
    ///     ListItem(id: 1, content: title) { title in
    ///       TitleConfiguration(title: title)  // any UIContentConfiguration
    ///     }
    ///
    /// The cell (``ListContentConfigurationCell`` or ``ListContentConfigurationTableCell``) sizes
    /// itself from the configuration's content view at the list's width, through the adapter's
    /// size cache. A content change reconfigures the visible cell in place. Equality compares the
    /// contents, never the closure (see `ListItem(id:content:placeholder:reuseIdentifier:size:configure:)`).
    ///
    /// - Parameters:
    ///   - id: The item's identity, unique within its model.
    ///   - content: The value the configuration shows; `==` tells whether it changed.
    ///   - reuseIdentifier: The identifier the cells are registered under; by default all
    ///     content-configuration items share one pool.
    ///   - configuration: Makes the configuration for a content.
    public init<Content: Equatable & Sendable>(
      id: some Hashable & Sendable, content: Content, reuseIdentifier: String? = nil,
      configuration: @escaping @MainActor @Sendable (Content) -> any UIContentConfiguration
    ) {
      self.init(id: id, content: content, reuseIdentifier: reuseIdentifier) { content, _ in
        configuration(content)
      }
    }

    /// Creates an item whose view is a content configuration, made with a context that gives
    /// the item's identity and its event sink (``ListContentContext``).
    ///
    ///     ListItem(id: song.id, content: song) { song, context in
    ///       SongConfiguration(song: song, onPlay: { context.send(Play()) })
    ///     }
    ///
    /// - Parameters:
    ///   - id: The item's identity, unique within its model.
    ///   - content: The value the configuration shows; `==` tells whether it changed.
    ///   - reuseIdentifier: The identifier the cells are registered under; by default all
    ///     content-configuration items share one pool.
    ///   - configuration: Makes the configuration for a content and a context.
    public init<Content: Equatable & Sendable>(
      id: some Hashable & Sendable, content: Content, reuseIdentifier: String? = nil,
      configuration:
        @escaping @MainActor @Sendable (Content, ListContentContext) ->
        any UIContentConfiguration
    ) {
      self.init(
        id: id, content: content, placeholder: ListContentConfigurationView.self,
        reuseIdentifier: reuseIdentifier
      ) { view, content, context in
        guard let cell = view as? any _ContentConfigurationCell else { return false }
        let made = configuration(
          content, ListContentContext(itemID: context.itemID, cell: cell))
        cell._show(made)
        return true
      }
    }

    /// Creates an item whose view is a content configuration and whose identity is its
    /// content's `id`.
    ///
    ///     ListItem(song) { song in SongConfiguration(song: song) }
    ///
    /// - Parameters:
    ///   - content: The value the configuration shows; its `id` is the item's identity.
    ///   - reuseIdentifier: The identifier the cells are registered under.
    ///   - configuration: Makes the configuration for a content.
    public init<Content: Identifiable & Equatable & Sendable>(
      _ content: Content, reuseIdentifier: String? = nil,
      configuration: @escaping @MainActor @Sendable (Content) -> any UIContentConfiguration
    ) where Content.ID: Sendable {
      self.init(
        id: content.id, content: content, reuseIdentifier: reuseIdentifier,
        configuration: configuration)
    }

    /// Creates an item whose view is a content configuration made with a context, and whose
    /// identity is its content's `id`.
    ///
    /// - Parameters:
    ///   - content: The value the configuration shows; its `id` is the item's identity.
    ///   - reuseIdentifier: The identifier the cells are registered under.
    ///   - configuration: Makes the configuration for a content and a context.
    public init<Content: Identifiable & Equatable & Sendable>(
      _ content: Content, reuseIdentifier: String? = nil,
      configuration:
        @escaping @MainActor @Sendable (Content, ListContentContext) ->
        any UIContentConfiguration
    ) where Content.ID: Sendable {
      self.init(
        id: content.id, content: content, reuseIdentifier: reuseIdentifier,
        configuration: configuration)
    }
  }

  /// The two content-configuration cells, as the item's closure sees them.
  @MainActor
  protocol _ContentConfigurationCell: ListEventEmitting {
    /// Shows `configuration`, laid out at once.
    func _show(_ configuration: any UIContentConfiguration)
  }

  /// What both content-configuration cells do: show a configuration laid out at once, measure its
  /// content view at a width, and notice when the content view changed its size by itself.
  @MainActor
  struct _ContentConfigurationSizing {
    /// The content view's intrinsic size when the cell last showed or measured it; `nil` before
    /// it shows a configuration.
    var knownIntrinsicSize: CGSize?
    /// The content view's width then: an intrinsic size that follows a new width (a new
    /// container) is the list's re-measure, not a change by itself.
    var knownWidth: CGFloat = 0

    /// Applies `configuration` to `cell` and lays the content view out, so that what it shows
    /// and what it measures are the new content's (a content view that renders on layout would
    /// otherwise be measured with the previous item's).
    mutating func show(
      _ configuration: any UIContentConfiguration, in cell: UIView,
      contentView: () -> UIView, apply: (any UIContentConfiguration) -> Void
    ) {
      apply(configuration)
      let view = contentView()
      view.frame.size = cell.bounds.size
      view.setNeedsLayout()
      view.layoutIfNeeded()
      knownIntrinsicSize = view.intrinsicContentSize
      knownWidth = view.bounds.width
    }

    /// The size `contentView` needs at `width`: laid out first, then measured with the width
    /// required.
    mutating func measure(_ contentView: UIView, width: CGFloat) -> CGSize {
      if contentView.bounds.width != width { contentView.frame.size.width = width }
      contentView.setNeedsLayout()
      contentView.layoutIfNeeded()
      let fitting = contentView.systemLayoutSizeFitting(
        CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
        withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
      knownIntrinsicSize = contentView.intrinsicContentSize
      knownWidth = width
      return CGSize(width: width, height: fitting.height)
    }

    /// Whether `contentView` changed its intrinsic size since the cell showed or measured it (it
    /// invalidated it by itself); remembers the new one.
    mutating func changedByItself(_ contentView: UIView) -> Bool {
      guard let known = knownIntrinsicSize else { return false }
      let current = contentView.intrinsicContentSize
      guard current != known else { return false }
      knownIntrinsicSize = current
      // A new width: the list measures again for the width anyway.
      guard contentView.bounds.width == knownWidth else {
        knownWidth = contentView.bounds.width
        return false
      }
      return true
    }
  }

  /// The collection view cell that shows content-configuration items
  /// (`ListItem(id:content:configuration:)`): it sets the item's configuration as its
  /// `contentConfiguration` and sizes itself from the content view.
  ///
  /// ## Sizing
  /// The cell is a `SelfSizingView`: the height the content view needs at the proposed width,
  /// measured after the content view is laid out, and cached by the adapter per content and
  /// width. A reused cell lays out its new content before anything measures or shows it.
  ///
  /// ## A content view that changes size by itself
  /// When the content view's intrinsic size changes without a new item (it called
  /// `invalidateIntrinsicContentSize()`: a SwiftUI view's state, Dynamic Type), the cell notices
  /// at its next layout pass, or when UIKit asks it for its size again (`selfSizingInvalidation`,
  /// iOS 16): the adapter drops that one item's cached size, measures it once, and lays the
  /// item out again if it changed.
  public final class ListContentConfigurationCell: ListCollectionViewCell, SelfSizingView,
    _ContentConfigurationCell
  {
    private var sizing = _ContentConfigurationSizing()

    /// The height the content view needs at the proposed width.
    ///
    /// - Parameters:
    ///   - proposed: The size the layout gives the item; its width is kept.
    ///   - container: The list's size, used when `proposed` has no width.
    /// - Returns: The proposed width and the content view's height.
    public func preferredSize(fitting proposed: CGSize, in container: CGSize) -> CGSize {
      sizing.measure(contentView, width: proposed.width > 0 ? proposed.width : container.width)
    }

    /// The layout's attributes, sized as the list asks: a content view that changed its size by
    /// itself is measured again first.
    ///
    /// - Parameter layoutAttributes: The attributes the layout proposes.
    /// - Returns: The attributes with the preferred size, or unchanged.
    public override func preferredLayoutAttributesFitting(
      _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
      if sizing.changedByItself(contentView) {
        sizingHost?._contentSizeInvalidated(by: self, remeasure: false)
      }
      return super.preferredLayoutAttributesFitting(layoutAttributes)
    }

    /// Lays out the cell; a content view that changed its size by itself makes the list measure
    /// this item again.
    public override func layoutSubviews() {
      super.layoutSubviews()
      if sizing.changedByItself(contentView) {
        sizingHost?._contentSizeInvalidated(by: self, remeasure: true)
      }
    }

    func _show(_ configuration: any UIContentConfiguration) {
      sizing.show(configuration, in: self, contentView: { contentView }) {
        contentConfiguration = $0
      }
    }
  }

  /// The table view cell that shows content-configuration items
  /// (`ListItem(id:content:configuration:)`), as ``ListContentConfigurationCell`` does in a
  /// collection: the item's configuration is its `contentConfiguration`, its height the content
  /// view's at the row's width, and a content view that changes size by itself makes the table
  /// measure that row again (a table's rows have heights from the list, so UIKit's
  /// `selfSizingInvalidation` does not apply to them).
  public final class ListContentConfigurationTableCell: ListTableViewCell,
    _ContentConfigurationCell
  {
    private var sizing = _ContentConfigurationSizing()

    /// The host that dequeued the cell last.
    weak var sizingHost: TableViewHost?

    /// The height the content view needs at the row's width, measured after it is laid out.
    ///
    /// - Parameters:
    ///   - proposed: The row's current size; its width is kept.
    ///   - container: The table's size, used when `proposed` has no width.
    /// - Returns: The proposed width and the content view's height.
    public override func preferredSize(fitting proposed: CGSize, in container: CGSize) -> CGSize {
      sizing.measure(contentView, width: proposed.width > 0 ? proposed.width : container.width)
    }

    /// Lays out the cell; a content view that changed its size by itself makes the list measure
    /// this row again.
    public override func layoutSubviews() {
      super.layoutSubviews()
      if sizing.changedByItself(contentView) {
        sizingHost?._contentSizeInvalidated(by: self)
      }
    }

    func _show(_ configuration: any UIContentConfiguration) {
      sizing.show(configuration, in: self, contentView: { contentView }) {
        contentConfiguration = $0
      }
    }
  }

  extension CollectionViewHost {
    /// The visible content-configuration `cell` changed its size by itself: the data source
    /// forgets the item's size (and, with `remeasure`, measures it and lays out again).
    func _contentSizeInvalidated(by cell: UICollectionViewCell, remeasure: Bool) {
      guard let indexPath = collectionView.indexPath(for: cell) else { return }
      dataSource?.listHost(
        self, cell: cell, invalidatedSizeOfItemAt: dataPath(ofShown: ItemPath(indexPath)),
        remeasure: remeasure)
    }
  }

  extension TableViewHost {
    /// The visible content-configuration `cell` changed its size by itself: the data source
    /// forgets the row's size and measures the cell again at once; a new height is taken after
    /// the layout pass, as for a cell measured on display (no batch starts inside the table's
    /// layout).
    func _contentSizeInvalidated(by cell: UITableViewCell) {
      guard let indexPath = tableView.indexPath(for: cell), let dataSource else { return }
      let path = ItemPath(indexPath)
      dataSource.listHost(self, cell: cell, invalidatedSizeOfItemAt: path, remeasure: false)
      guard
        let size = dataSource.listHost(
          self, preferredSizeOf: cell, forItemAt: path, proposed: cell.bounds.size),
        size.height != cell.bounds.height
      else { return }
      refreshHeightsAfterLayout()
    }
  }
#endif

import Foundation

/// A view that defines the behavior for all cells and supplementary views presented by a
/// collection view (UIKit: `UICollectionReusableView`, iOS 6.0).
@available(iOS 6.0, *)
@MainActor
open class UICollectionReusableView: UIView {
  /// Creates a reusable view with a frame.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// Creates a reusable view from data in an unarchiver; the double returns `nil`.
  public required init?(coder: NSCoder) { nil }

  /// Not UIKit API: how the collection view creates a registered class, through `init(frame:)`
  /// (the subclass's override, if any); see ``_RegisteredViewConstruction``.
  public required convenience init(_ construction: _RegisteredViewConstruction, frame: CGRect) {
    self.init(frame: frame)
  }

  /// A string that identifies the purpose of the view.
  open var reuseIdentifier: String? { _reuseIdentifier }

  /// Performs any clean up necessary to prepare the view for use again.
  open func prepareForReuse() {}

  /// Applies the specified layout attributes to the view.
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

  /// Gives the cell a chance to modify the attributes provided by the layout object (iOS 8.0).
  ///
  /// Apple's page: the default adjusts the size for a self-sizing cell, that is through Auto
  /// Layout. The double measures the way Auto Layout would: the proposed width is kept, and the
  /// height is what `systemLayoutSizeFitting` answers from the view's `sizeThatFits(_:)`, or, for
  /// a view that does not override `sizeThatFits(_:)`, the bottom of its lowest subview (its
  /// content view's, for a cell; 0 without subviews, as Auto Layout answers for unconstrained
  /// content). A plain cell therefore answers another size than the layout proposed, as a cell
  /// with constraints does on iOS; a layout that keeps sizes from code refuses the answer.
  @available(iOS 8.0, *)
  open func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    let attributes = layoutAttributes._copy()
    _answeredDefaultSizeThatFits = false
    let fitted = systemLayoutSizeFitting(
      layoutAttributes.size, withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    attributes.size =
      _answeredDefaultSizeThatFits
      ? CGSize(width: layoutAttributes.size.width, height: _contentHeight) : fitted
    return attributes
  }

  /// The bottom of the lowest subview of the view's content (its content view for a cell): the
  /// height Auto Layout would give a view whose content is pinned top to bottom.
  var _contentHeight: CGFloat {
    let content = (self as? UICollectionViewCell)?.contentView ?? self
    return content.subviews.reduce(0) { max($0, $1.frame.maxY) }
  }

  package var _reuseIdentifier: String?
  /// The element the view was last dequeued for, as `"kind@section.item"`.
  package var _dequeuedFor: String?
}

/// A single data item when that item is within the collection view's visible bounds (UIKit:
/// `UICollectionViewCell`, iOS 6.0).
@available(iOS 6.0, *)
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
  /// Creates a cell with a frame and its content view.
  public override init(frame: CGRect) {
    contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
    super.init(frame: frame)
    addSubview(contentView)
  }

  /// Creates a cell from data in an unarchiver; the double returns `nil`.
  public required init?(coder: NSCoder) { nil }

  /// The main view to which you add your cell's custom content.
  open private(set) var contentView: UIView

  /// The background view of the cell.
  open var backgroundView: UIView?

  /// The selection state of the cell; a change updates the configuration state.
  open var isSelected = false {
    didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } }
  }

  /// The highlight state of the cell; a change updates the configuration state.
  open var isHighlighted = false {
    didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } }
  }

  /// Keeps the content view the cell's size.
  open override var frame: CGRect {
    didSet { contentView.frame = CGRect(origin: .zero, size: frame.size) }
  }

  // MARK: Content configuration

  /// The current content configuration of the cell (iOS 14.0).
  ///
  /// Setting it applies the configuration to the current content view when that view is
  /// compatible (`UIContentView.supports(_:)`: by default a configuration of the same type), or
  /// replaces `contentView` with a new view from `makeContentView()`. Setting `nil` after a
  /// configuration replaces the content view with a new, empty one.
  @available(iOS 14.0, *)
  @MainActor @preconcurrency public var contentConfiguration: (any UIContentConfiguration)? {
    get { _content.configuration }
    set {
      if let replacement = _content.apply(newValue, to: contentView) {
        _replaceContentView(with: replacement)
      }
    }
  }

  /// A Boolean value that determines whether the cell automatically updates its content
  /// configuration when its state changes (iOS 14.0); `true` by default: on each configuration
  /// update the cell applies `contentConfiguration.updated(for: configurationState)`.
  @available(iOS 14.0, *)
  open var automaticallyUpdatesContentConfiguration = true

  /// The current configuration state of the cell (iOS 14.0).
  @available(iOS 14.0, *)
  @MainActor @preconcurrency public var configurationState: UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: traitCollection)
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    return state
  }

  /// Informs the cell to update its configuration for its current state (iOS 14.0). Requests
  /// coalesce into one `updateConfiguration(using:)`, at the cell's next layout pass.
  @available(iOS 14.0, *)
  open func setNeedsUpdateConfiguration() {
    _content.needsUpdate = true
    setNeedsLayout()
  }

  /// Updates the cell's configuration using the current state (iOS 14.0). Do not call it
  /// yourself: call `setNeedsUpdateConfiguration()`.
  @available(iOS 14.0, *)
  @MainActor @preconcurrency open func updateConfiguration(using state: UICellConfigurationState) {}

  /// The type of block for handling updates to the cell's configuration using the current state
  /// (iOS 15.0).
  @available(iOS 15.0, *)
  public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) ->
    Void

  /// A block for handling updates to the cell's configuration using the current state
  /// (iOS 15.0); it runs after `updateConfiguration(using:)`.
  @available(iOS 15.0, *)
  @MainActor @preconcurrency public var configurationUpdateHandler:
    UICollectionViewCell.ConfigurationUpdateHandler?
  {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// How many configuration updates the cell ran, for tests.
  package var configurationUpdateCount: Int { _content.updateCount }

  /// A trait change changes the configuration state: the cell requests an update.
  @available(iOS, introduced: 8.0, deprecated: 17.0)
  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    setNeedsUpdateConfiguration()
  }

  package override func _willLayoutSubviews() {
    guard _content.needsUpdate else { return }
    _content.needsUpdate = false
    _content.updateCount += 1
    let state = configurationState
    if automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration {
      contentConfiguration = configuration.updated(for: state)
    }
    updateConfiguration(using: state)
    configurationUpdateHandler?(self, state)
  }

  private var _content = _CellContentConfigurationState()

  private func _replaceContentView(with replacement: UIView) {
    let old = contentView
    let index = subviews.firstIndex { $0 === old } ?? subviews.count
    old.removeFromSuperview()
    replacement.frame = CGRect(origin: .zero, size: bounds.size)
    insertSubview(replacement, at: index)
    contentView = replacement
  }

  package override var _snapshotDetail: String? {
    var parts: [String] = []
    if isSelected { parts.append("selected") }
    if isHighlighted { parts.append("highlighted") }
    return parts.isEmpty ? nil : parts.joined(separator: " ")
  }
}

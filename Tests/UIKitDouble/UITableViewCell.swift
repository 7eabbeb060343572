import Foundation

/// The visual representation of a single row in a table view (UIKit: `UITableViewCell`,
/// iOS 2.0).
///
/// The table creates registered cell classes through `init(style:reuseIdentifier:)`, running the
/// subclass's override, as UIKit does (see ``_RegisteredViewConstruction``).
@MainActor
open class UITableViewCell: UIView {
  /// Initializes a table cell with a style and a reuse identifier (iOS 3.0).
  @available(iOS 3.0, *)
  public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    self.contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    addSubview(contentView)
  }

  /// Creates a cell with a frame: a default-style cell without a reuse identifier.
  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// Creates a cell from data in an unarchiver; the double returns `nil`.
  public required init?(coder: NSCoder) { nil }

  /// Not UIKit API: how the table creates a registered class, through
  /// `init(style:reuseIdentifier:)` (the subclass's override, if any); see
  /// ``_RegisteredViewConstruction``.
  public required convenience init(
    _ construction: _RegisteredViewConstruction, style: UITableViewCell.CellStyle,
    reuseIdentifier: String?
  ) {
    self.init(style: style, reuseIdentifier: reuseIdentifier)
  }

  /// An enumeration for the various styles of cells.
  public enum CellStyle: Int, Sendable {
    /// A simple style for a cell with a text label and an optional image view.
    case `default` = 0
    /// A style for a cell with a label on the left side and a label with smaller text on the right.
    case value1 = 1
    /// A style for a cell with a label on the left side and a label with smaller text on the right.
    case value2 = 2
    /// A style for a cell with a left-aligned label across the top and a left-aligned label below.
    case subtitle = 3
  }

  /// A string used to identify a cell that is reusable.
  open private(set) var reuseIdentifier: String?

  /// The content view of the cell object.
  open private(set) var contentView: UIView

  /// A Boolean value that indicates whether the cell is selected; a change updates the
  /// configuration state.
  open var isSelected = false {
    didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } }
  }

  /// A Boolean value that indicates whether the cell is highlighted; a change updates the
  /// configuration state.
  open var isHighlighted = false {
    didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } }
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
  public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) ->
    Void

  /// A block for handling updates to the cell's configuration using the current state
  /// (iOS 15.0); it runs after `updateConfiguration(using:)`.
  @available(iOS 15.0, *)
  @MainActor @preconcurrency public var configurationUpdateHandler:
    UITableViewCell.ConfigurationUpdateHandler?
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
    replacement.frame = bounds
    insertSubview(replacement, at: index)
    contentView = replacement
  }

  /// The editing control used by a cell.
  public enum EditingStyle: Int, Sendable {
    /// The cell has no editing control.
    case none = 0
    /// The cell has the delete editing control.
    case delete = 1
    /// The cell has the insert editing control.
    case insert = 2
  }

  /// The editing style of the cell (iOS 2.0). `.none` (not editable) by default; in editing mode
  /// the table sets it, for an editable row, from its delegate's
  /// `tableView(_:editingStyleForRowAt:)`, which answers `.delete` when not implemented.
  @available(iOS 2.0, *)
  open internal(set) var editingStyle: UITableViewCell.EditingStyle = .none

  /// A Boolean value that controls whether the cell background is indented when the table view is
  /// in editing mode (iOS 2.0); `true` by default. The delegate can override it per row.
  @available(iOS 2.0, *)
  open var shouldIndentWhileEditing = true

  /// Whether the table indents this cell's background now: in editing mode, for an editable row,
  /// when both the cell and the delegate's `tableView(_:shouldIndentWhileEditingRowAt:)` agree.
  package internal(set) var isIndentedForEditing = false

  /// Sets the selected state of the cell, optionally animating the transition between states.
  open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }

  /// Sets the highlighted state of the cell, optionally animating the transition between states.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }

  /// Prepares a reusable cell for reuse by the table view's delegate.
  open func prepareForReuse() {}

  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
  }

  package override var _snapshotDetail: String? {
    [isSelected ? "selected" : nil, isHighlighted ? "highlighted" : nil]
      .compactMap { $0 }.joined(separator: " ").nilIfEmpty
  }
}

/// A reusable view that you place at the top or bottom of a table section (UIKit:
/// `UITableViewHeaderFooterView`, iOS 6.0). The table creates registered classes through
/// `init(reuseIdentifier:)`, as for cells.
@available(iOS 6.0, *)
@MainActor
open class UITableViewHeaderFooterView: UIView {
  /// Initializes a header/footer view with the specified reuse identifier.
  public init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    self.contentView = UIView(frame: .zero)
    super.init(frame: .zero)
    addSubview(contentView)
  }

  /// Creates a header or footer view with a frame and no reuse identifier.
  public override convenience init(frame: CGRect) {
    self.init(reuseIdentifier: nil)
    self.frame = frame
  }

  /// Creates a view from data in an unarchiver; the double returns `nil`.
  public required init?(coder: NSCoder) { nil }

  /// Not UIKit API: how the table creates a registered class, through `init(reuseIdentifier:)`
  /// (the subclass's override, if any); see ``_RegisteredViewConstruction``.
  public required convenience init(
    _ construction: _RegisteredViewConstruction, reuseIdentifier: String?
  ) {
    self.init(reuseIdentifier: reuseIdentifier)
  }

  /// A string used to identify a reusable header or footer.
  open private(set) var reuseIdentifier: String?

  /// The content view of the header or footer.
  open private(set) var contentView: UIView

  /// Prepares a reusable header or footer view for reuse by the table.
  open func prepareForReuse() {}

  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
  }
}

extension String {
  fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}

// A tiny content configuration for tests of content-configuration items
// (`ListItem(id:content:configuration:)`) on the UIKit double. Linux only.
#if os(Linux)
  import Foundation
  import TrellisList
  import TrellisUIKit
  import UIKit

  /// A label-like configuration: lines separated by `|`, 20 points each (40 in an accessibility
  /// content size category, which `updated(for:)` reads from the cell's state), and an action
  /// its content view runs when tapped.
  package struct UIKitLinesConfiguration: UIContentConfiguration {
    package var text: String
    package var onTap: (@MainActor () -> Void)?
    /// Whether the lines are set in an accessibility size (from the state's traits).
    package var isLarge = false

    package init(text: String, onTap: (@MainActor () -> Void)? = nil) {
      self.text = text
      self.onTap = onTap
    }

    package func makeContentView() -> any UIView & UIContentView { UIKitLinesContentView(self) }
    package func updated(for state: any UIConfigurationState) -> UIKitLinesConfiguration {
      var copy = self
      copy.isLarge = state.traitCollection.preferredContentSizeCategory.isAccessibilityCategory
      return copy
    }
  }

  /// The content view of a ``UIKitLinesConfiguration``. Like a view that renders
  /// asynchronously (a hosting view), it shows and measures a new configuration only once laid
  /// out: measured before `layoutIfNeeded()`, it answers the previous content's size.
  package final class UIKitLinesContentView: UIView, UIContentView {
    private var pending: UIKitLinesConfiguration
    private var rendered = UIKitLinesConfiguration(text: "")
    /// Lines the view adds by itself (an expanded state it owns).
    package private(set) var extraLines = 0

    package init(_ configuration: UIKitLinesConfiguration) {
      pending = configuration
      super.init(frame: .zero)
    }

    package required init?(coder: NSCoder) { nil }

    package var configuration: any UIContentConfiguration {
      get { pending }
      set {
        guard let new = newValue as? UIKitLinesConfiguration else { return }
        pending = new
        setNeedsLayout()
      }
    }

    /// The text the view shows (rendered at its last layout pass).
    package var text: String { rendered.text }

    /// Renders the configuration last applied; a new size is announced, as a label does.
    package override func layoutSubviews() {
      super.layoutSubviews()
      let old = height
      rendered = pending
      if height != old { invalidateIntrinsicContentSize() }
    }

    private var height: CGFloat {
      CGFloat(
        (rendered.text.split(separator: "|").count + extraLines) * (rendered.isLarge ? 40 : 20))
    }

    package override var intrinsicContentSize: CGSize {
      CGSize(width: UIView.noIntrinsicMetric, height: height)
    }

    package override func sizeThatFits(_ size: CGSize) -> CGSize {
      CGSize(width: size.width, height: height)
    }

    /// Grows by one line by itself and says so, as a SwiftUI view whose state changed does.
    package func grow() {
      extraLines += 1
      invalidateIntrinsicContentSize()
    }

    /// Runs the shown configuration's action, as a tap would.
    package func tap() { rendered.onTap?() }
  }

  /// What a content-configuration item's view sends when tapped: the text it shows.
  package struct UIKitLinesTapped: Sendable, Equatable {
    package let text: String
  }

  extension ListItem {
    /// A content-configuration item showing `text` as ``UIKitLinesConfiguration`` lines; a tap
    /// sends ``UIKitLinesTapped``.
    package static func lines(_ id: some Hashable & Sendable, _ text: String) -> ListItem {
      ListItem(id: id, content: text) { text, context in
        UIKitLinesConfiguration(text: text) { context.send(UIKitLinesTapped(text: text)) }
      }
    }

    /// Whether this is a content-configuration item.
    package var isContentConfigurationItem: Bool {
      ObjectIdentifier(viewType) == ObjectIdentifier(ListContentConfigurationView.self)
    }
  }

  /// The text a content-configuration cell (collection or table) shows, or `nil` for another
  /// view.
  @MainActor
  package func linesShown(by cell: AnyObject?) -> String? {
    switch cell {
    case let cell as ListContentConfigurationCell:
      (cell.contentView as? UIKitLinesContentView)?.text
    case let cell as ListContentConfigurationTableCell:
      (cell.contentView as? UIKitLinesContentView)?.text
    default: nil
    }
  }
#endif

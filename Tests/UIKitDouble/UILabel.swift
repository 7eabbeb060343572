import Foundation

/// A view that displays one or more lines of informational text (UIKit: `UILabel`, iOS 2.0).
///
/// The double has no fonts. It measures text with a fixed metric so that self-sizing is exact in
/// tests: each character is ``characterWidth`` wide and each line ``lineHeight`` tall; text wraps
/// at character boundaries to the width it is offered when `numberOfLines` is not 1.
@MainActor
open class UILabel: UIView {
  /// Creates a label with a frame.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// Creates a label from data in an unarchiver; the double returns `nil`.
  public required init?(coder: NSCoder) { nil }

  /// The text that the label displays.
  open var text: String?

  /// The color of the text.
  open var textColor: UIColor!

  /// The maximum number of lines for rendering text; 0 means no limit.
  open var numberOfLines = 1

  /// The width of one character in the double's text metric.
  package static let characterWidth: CGFloat = 8

  /// The height of one line in the double's text metric.
  package static let lineHeight: CGFloat = 20

  /// The size of the text laid out in at most `size.width`.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let characters = CGFloat(text?.count ?? 0)
    guard characters > 0 else { return .zero }
    let full = characters * Self.characterWidth
    guard numberOfLines != 1, size.width > 0, full > size.width else {
      return CGSize(width: full, height: Self.lineHeight)
    }
    let perLine = max(1, (size.width / Self.characterWidth).rounded(.down))
    var lines = (characters / perLine).rounded(.up)
    if numberOfLines > 0 { lines = min(lines, CGFloat(numberOfLines)) }
    return CGSize(width: perLine * Self.characterWidth, height: lines * Self.lineHeight)
  }

  /// The text's size on one line.
  open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

  package override var _snapshotDetail: String? { text.map { "\"\($0)\"" } }
}

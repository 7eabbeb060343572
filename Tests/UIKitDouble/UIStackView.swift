import Foundation

/// Keys that specify a horizontal or vertical layout constraint between objects (UIKit:
/// `NSLayoutConstraint.Axis`). The double has no constraints; it declares only the axis enum, which
/// `UIStackView` uses.
@MainActor
open class NSLayoutConstraint: NSObject {
  /// Keys that specify a horizontal or vertical layout constraint between objects.
  public enum Axis: Int, Hashable, Sendable {
    /// The constraint applied when laying out the horizontal relationship between objects.
    case horizontal = 0
    /// The constraint applied when laying out the vertical relationship between objects.
    case vertical = 1
  }
}

/// A streamlined interface for laying out a collection of views in either a column or a row
/// (UIKit: `UIStackView`, iOS 9.0).
///
/// The double keeps UIKit's bookkeeping: arranged subviews are always subviews; adding one makes it
/// a subview (at the end) if it is not already; `removeArrangedSubview(_:)` leaves it a subview; a
/// view removed from its superview leaves the arranged subviews. It has no Auto Layout: a layout
/// pass places the visible arranged subviews along `axis` in order, each as long as its intrinsic
/// size (or, without one, its `sizeThatFits(_:)` for the stack's cross size), separated by
/// `spacing`; across the axis `alignment` fills or positions them. Distributions `fillEqually`
/// and `fillProportionally` share the stack's length; `equalSpacing` and `equalCentering` widen the
/// gaps to fill it; `fill`, having no hugging priorities to decide who stretches, keeps natural
/// lengths and leaves any extra space at the end.
@available(iOS 9.0, *)
@MainActor
open class UIStackView: UIView {
  /// The layout of arranged views perpendicular to the stack view's axis.
  public enum Alignment: Int, Hashable, Sendable {
    /// Resizes the arranged views to fill the space perpendicular to the axis.
    case fill = 0
    /// For vertical stacks, aligns the leading edges of the arranged views.
    case leading = 1
    /// For horizontal stacks, aligns the arranged views on their first baseline (the double
    /// aligns their top edges: it has no baselines).
    case firstBaseline = 2
    /// Aligns the centers of the arranged views with the stack's center across its axis.
    case center = 3
    /// For vertical stacks, aligns the trailing edges of the arranged views.
    case trailing = 4
    /// For horizontal stacks, aligns the arranged views on their last baseline (the double
    /// aligns their bottom edges: it has no baselines).
    case lastBaseline = 5

    /// For horizontal stacks, aligns the top edges of the arranged views (`leading`).
    public static var top: UIStackView.Alignment { .leading }
    /// For horizontal stacks, aligns the bottom edges of the arranged views (`trailing`).
    public static var bottom: UIStackView.Alignment { .trailing }
  }

  /// The layout that defines the size and position of the arranged views along the stack view's
  /// axis.
  public enum Distribution: Int, Hashable, Sendable {
    /// Resizes the arranged views to fill the available space along the axis.
    case fill = 0
    /// Resizes all arranged views to the same size, filling the space along the axis.
    case fillEqually = 1
    /// Resizes the arranged views in proportion to their intrinsic size to fill the axis.
    case fillProportionally = 2
    /// Keeps the arranged views' sizes and pads the spacing between them evenly.
    case equalSpacing = 3
    /// Keeps the arranged views' sizes and spaces their centers evenly.
    case equalCentering = 4
  }

  /// Creates a stack view with the specified frame.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// Returns a new stack view object that manages the provided views.
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// Creates a stack view from data in an unarchiver; the double returns `nil`.
  public required init?(coder: NSCoder) { nil }

  /// The list of views arranged by the stack view.
  open private(set) var arrangedSubviews: [UIView] = []

  /// The axis along which the arranged views lay out.
  open var axis: NSLayoutConstraint.Axis = .horizontal {
    didSet { setNeedsLayout() }
  }

  /// The distance in points between the adjacent edges of the stack view's arranged views.
  open var spacing: CGFloat = 0 {
    didSet { setNeedsLayout() }
  }

  /// The alignment of the arranged subviews perpendicular to the stack view's axis.
  open var alignment: UIStackView.Alignment = .fill {
    didSet { setNeedsLayout() }
  }

  /// The distribution of the arranged views along the stack view's axis.
  open var distribution: UIStackView.Distribution = .fill {
    didSet { setNeedsLayout() }
  }

  /// Adds a view to the end of the arranged subviews array; it becomes a subview (at the end)
  /// unless it already is one, whose order then does not change.
  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Adds the provided view to the array of arranged subviews at the specified index.
  ///
  /// An index past the end stops the test (UIKit raises an exception). Inserting a view that is
  /// already arranged moves it to the index.
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    if let current = arrangedSubviews.firstIndex(where: { $0 === view }) {
      arrangedSubviews.remove(at: current)
    }
    precondition(
      stackIndex >= 0 && stackIndex <= arrangedSubviews.count,
      "UIStackView: insertArrangedSubview(_:at:) index \(stackIndex) is out of bounds for "
        + "\(arrangedSubviews.count) arranged subviews")
    if view.superview !== self { addSubview(view) }
    arrangedSubviews.insert(view, at: stackIndex)
    setNeedsLayout()
  }

  /// Removes the provided view from the stack's array of arranged subviews; it stays a subview.
  open func removeArrangedSubview(_ view: UIView) {
    guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
    arrangedSubviews.remove(at: index)
    setNeedsLayout()
  }

  /// A subview leaving the stack leaves the arranged subviews too.
  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    if let index = arrangedSubviews.firstIndex(where: { $0 === subview }) {
      arrangedSubviews.remove(at: index)
      setNeedsLayout()
    }
  }

  /// Places the visible arranged subviews along the axis.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let frames = arrangedFrames(in: bounds.size)
    for (view, frame) in zip(visibleArrangedSubviews, frames) { view.frame = frame }
  }

  /// The size the visible arranged subviews need: their lengths and gaps along the axis, the
  /// largest of them (or the offered size, when it fills) across it.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let cross = crossLength(of: size)
    let measured = visibleArrangedSubviews.map { natural($0, cross: cross) }
    let mainLength =
      measured.reduce(0) { $0 + main($1) } + spacing * CGFloat(max(0, measured.count - 1))
    var crossFit = measured.map { crossLength(of: $0) }.max() ?? 0
    if alignment == .fill, cross > 0, cross < .greatestFiniteMagnitude { crossFit = cross }
    return axis == .vertical
      ? CGSize(width: crossFit, height: mainLength) : CGSize(width: mainLength, height: crossFit)
  }

  // MARK: Double

  /// Hidden arranged subviews take no space, as in UIKit.
  package var visibleArrangedSubviews: [UIView] { arrangedSubviews.filter { !$0.isHidden } }

  private func main(_ size: CGSize) -> CGFloat { axis == .vertical ? size.height : size.width }
  private func crossLength(of size: CGSize) -> CGFloat {
    axis == .vertical ? size.width : size.height
  }

  /// A view's natural size: its intrinsic size where it has one, else what it fits in `cross`.
  private func natural(_ view: UIView, cross: CGFloat) -> CGSize {
    let fitting = view.sizeThatFits(
      axis == .vertical
        ? CGSize(width: cross, height: .greatestFiniteMagnitude)
        : CGSize(width: .greatestFiniteMagnitude, height: cross))
    let intrinsic = view.intrinsicContentSize
    return CGSize(
      width: intrinsic.width != UIView.noIntrinsicMetric ? intrinsic.width : fitting.width,
      height: intrinsic.height != UIView.noIntrinsicMetric ? intrinsic.height : fitting.height)
  }

  private func arrangedFrames(in size: CGSize) -> [CGRect] {
    let views = visibleArrangedSubviews
    guard !views.isEmpty else { return [] }
    let total = main(size)
    let cross = crossLength(of: size)
    let sizes = views.map { natural($0, cross: cross) }
    var lengths = sizes.map(main)
    var gap = spacing
    let gaps = spacing * CGFloat(views.count - 1)
    let naturalTotal = lengths.reduce(0, +)
    switch distribution {
    case .fill:
      break
    case .fillEqually:
      lengths = Array(repeating: max(0, (total - gaps) / CGFloat(views.count)), count: views.count)
    case .fillProportionally:
      if naturalTotal > 0 {
        let scale = max(0, total - gaps) / naturalTotal
        lengths = lengths.map { $0 * scale }
      }
    case .equalSpacing, .equalCentering:
      if views.count > 1 {
        gap = max(spacing, (total - naturalTotal) / CGFloat(views.count - 1))
      }
    }
    var position: CGFloat = 0
    var frames: [CGRect] = []
    for (index, length) in lengths.enumerated() {
      let fitted = crossLength(of: sizes[index])
      let crossSize = alignment == .fill ? cross : min(fitted, cross)
      let crossOrigin: CGFloat
      switch alignment {
      case .fill, .leading, .firstBaseline: crossOrigin = 0
      case .center: crossOrigin = (cross - crossSize) / 2
      case .trailing, .lastBaseline: crossOrigin = cross - crossSize
      }
      frames.append(
        axis == .vertical
          ? CGRect(x: crossOrigin, y: position, width: crossSize, height: length)
          : CGRect(x: position, y: crossOrigin, width: length, height: crossSize))
      position += length + gap
    }
    return frames
  }
}

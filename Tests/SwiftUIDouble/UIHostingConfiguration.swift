import Foundation
import UIKit

/// A content configuration suitable for hosting a hierarchy of SwiftUI views (SwiftUI:
/// `UIHostingConfiguration`, iOS 16.0).
///
/// Its content view (`makeContentView()`) is a hosting view (README):
/// - Setting its `configuration` gives the graph a new root: a root of the same type is a data
///   update (`@State` below it is kept, the reuse pitfall of airbnb/epoxy-ios#154); `id(_:)` in
///   the content resets it.
/// - Until its next layout pass the content view shows and measures its previous content
///   (airbnb/epoxy-ios#77): call `layoutIfNeeded()` before measuring a new configuration.
/// - When an evaluation changes the content's ideal size at the view's width (a new
///   configuration, a state change inside, Dynamic Type), it calls
///   `invalidateIntrinsicContentSize()`.
///
/// Defaults the stand-in chooses where Apple's pages give no figure: margins of 8 points on each
/// edge (UIView's default layout margins) and a minimum size of 0 × 44 points (a list row's
/// minimum height; `minSize(width: 0, height: 0)` lets the content collapse).
@available(iOS 16.0, *)
public struct UIHostingConfiguration<Content: View, Background: View> {
  let content: Content
  let background: Background
  var margins = EdgeInsets(.all, UIHostingConfigurationDefaults.margin)
  var minWidth: CGFloat?
  var minHeight: CGFloat?

  /// Sets the margins around the content of the configuration.
  public func margins(_ edges: Edge.Set = .all, _ insets: EdgeInsets) -> UIHostingConfiguration<
    Content, Background
  > {
    var copy = self
    copy.margins = insets.replacing(edges, in: margins)
    return copy
  }

  /// Sets the margins around the content of the configuration.
  public func margins(_ edges: Edge.Set = .all, _ length: CGFloat) -> UIHostingConfiguration<
    Content, Background
  > {
    margins(edges, EdgeInsets(.all, length))
  }

  /// Sets the minimum size for the configuration; `nil` keeps the default.
  public func minSize(width: CGFloat? = nil, height: CGFloat? = nil) -> UIHostingConfiguration<
    Content, Background
  > {
    var copy = self
    if let width { copy.minWidth = width }
    if let height { copy.minHeight = height }
    return copy
  }

  /// Sets the background contents for the hosting configuration's enclosing cell.
  public func background<S: ShapeStyle>(_ style: S) -> UIHostingConfiguration<
    Content, _UIHostingConfigurationBackgroundView<S>
  > {
    UIHostingConfiguration<Content, _UIHostingConfigurationBackgroundView<S>>(
      content: content, background: _UIHostingConfigurationBackgroundView(style: style),
      margins: margins, minWidth: minWidth, minHeight: minHeight)
  }

  /// Sets the background contents for the hosting configuration's enclosing cell.
  public func background<B: View>(@ViewBuilder content: () -> B) -> UIHostingConfiguration<
    Content, B
  > {
    UIHostingConfiguration<Content, B>(
      content: self.content, background: content(), margins: margins, minWidth: minWidth,
      minHeight: minHeight)
  }

  /// The view the content view's graph shows: the content inside its margins and minimum size,
  /// over the background.
  var rootView: _HostingConfigurationRoot<Content, Background> {
    _HostingConfigurationRoot(
      content: content, background: background, margins: margins,
      minWidth: minWidth ?? UIHostingConfigurationDefaults.minWidth,
      minHeight: minHeight ?? UIHostingConfigurationDefaults.minHeight)
  }
}

@available(iOS 16.0, *)
extension UIHostingConfiguration where Background == EmptyView {
  /// Creates a hosting configuration with the given contents.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
    self.background = EmptyView()
  }
}

/// The stand-in's defaults where Apple's pages give no figure (README).
enum UIHostingConfigurationDefaults {
  static let margin: CGFloat = 8
  static let minWidth: CGFloat = 0
  static let minHeight: CGFloat = 44
}

/// A view that fills its frame with a shape style: the background of a hosting configuration
/// made with `background(_:)` (SwiftUI: `_UIHostingConfigurationBackgroundView`, the type Apple's
/// page names in that method's result).
public struct _UIHostingConfigurationBackgroundView<S: ShapeStyle> {
  let style: S
}

extension _UIHostingConfigurationBackgroundView: View {
  /// The type of view representing the body of this view.
  public typealias Body = Never
  /// A primitive view.
  public var body: Never { primitiveBody(Self.self) }
}

extension _UIHostingConfigurationBackgroundView: _PrimitiveView {
  func _resolve(in node: ViewNode) -> ResolvedPrimitive {
    ResolvedPrimitive(role: .fill, children: [])
  }
}

/// The content view's root.
struct _HostingConfigurationRoot<Content: View, Background: View> {
  let content: Content
  let background: Background
  let margins: EdgeInsets
  let minWidth: CGFloat
  let minHeight: CGFloat
}

extension _HostingConfigurationRoot: View {
  var body: some View {
    content
      .padding(margins)
      .frame(minWidth: minWidth, minHeight: minHeight)
      .background { background }
  }
}

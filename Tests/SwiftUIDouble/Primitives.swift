import Foundation
import UIKit

/// A view that displays one or more lines of read-only text (SwiftUI: `Text`, iOS 13.0).
///
/// Measured with a fixed advance per character and a fixed line height, both scaled by the
/// environment's `dynamicTypeSize`, wrapping by character to the proposed width (README).
@frozen
public struct Text: Equatable, Sendable {
  let string: String

  /// Creates a text view that displays a stored string without localization.
  public init<S: StringProtocol>(_ content: S) { string = String(content) }

  /// Creates a text view that displays a string literal without localization.
  public init(verbatim content: String) { string = content }
}

extension Text: View {
  /// The type of view representing the body of this view.
  public typealias Body = Never
  /// `Text` is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

/// A view that arranges its subviews in a vertical line (SwiftUI: `VStack`, iOS 13.0).
@frozen
public struct VStack<Content: View> {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  /// Creates an instance with the given spacing and horizontal alignment. A `nil` spacing is
  /// the stand-in's default, 8 points between every pair of children.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
}

extension VStack: View {
  /// The type of view representing the body of this view.
  public typealias Body = Never
  /// `VStack` is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

/// A view that arranges its subviews in a horizontal line (SwiftUI: `HStack`, iOS 13.0).
@frozen
public struct HStack<Content: View> {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  /// Creates a horizontal stack with the given spacing and vertical alignment. A `nil` spacing
  /// is the stand-in's default, 8 points.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
}

extension HStack: View {
  /// The type of view representing the body of this view.
  public typealias Body = Never
  /// `HStack` is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

/// A flexible space that expands along the major axis of its containing stack layout, or on
/// both axes if not contained in a stack (SwiftUI: `Spacer`, iOS 13.0).
@frozen
public struct Spacer: Sendable {
  /// The minimum length this spacer can be shrunk to, along the axis or axes of expansion. `nil`
  /// is the stand-in's default, 8 points.
  public var minLength: CGFloat?

  /// Creates a spacer.
  @inlinable
  public init(minLength: CGFloat? = nil) { self.minLength = minLength }
}

extension Spacer: View {
  /// The type of view representing the body of this view.
  public typealias Body = Never
  /// `Spacer` is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

/// A color or pattern to use when rendering a shape (SwiftUI: `ShapeStyle`, iOS 13.0).
public protocol ShapeStyle: Sendable {}

/// A representation of a color that adapts to a given context (SwiftUI: `Color`, iOS 13.0). As a
/// view it fills the space it is offered (10 × 10 points in an unspecified dimension).
@frozen
public struct Color: Hashable, CustomStringConvertible, Sendable, ShapeStyle {
  let name: String

  /// Creates a color from a UIKit color.
  @available(iOS 15.0, *)
  public init(uiColor: UIColor) { name = uiColor.description }

  init(name: String) { self.name = name }

  /// A textual representation of the color.
  public var description: String { name }

  /// A black color suitable for use in UI elements.
  public static let black = Color(name: "black")
  /// A white color suitable for use in UI elements.
  public static let white = Color(name: "white")
  /// A context-dependent gray color.
  public static let gray = Color(name: "gray")
  /// A context-dependent red color.
  public static let red = Color(name: "red")
  /// A context-dependent green color.
  public static let green = Color(name: "green")
  /// A context-dependent blue color.
  public static let blue = Color(name: "blue")
  /// A clear color suitable for use in UI elements.
  public static let clear = Color(name: "clear")
  /// The color to use for primary content.
  public static let primary = Color(name: "primary")
  /// The color to use for secondary content.
  public static let secondary = Color(name: "secondary")
}

extension Color: View {
  /// The type of view representing the body of this view.
  public typealias Body = Never
  /// `Color` is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

/// A control that initiates an action (SwiftUI: `Button`, iOS 13.0). Tests tap it by its label's
/// text through the hosting view's package inspection.
public struct Button<Label: View> {
  let action: @MainActor () -> Void
  let label: Label

  /// Creates a button that displays a custom label.
  @preconcurrency
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
  }
}

extension Button where Label == Text {
  /// Creates a button that displays a text label.
  @preconcurrency
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.action = action
    self.label = Text(title)
  }
}

extension Button: View {
  /// The type of view representing the body of this view.
  public typealias Body = Never
  /// `Button` is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

// MARK: - How primitives resolve

extension EmptyView: _PrimitiveView {
  func _resolve(in node: ViewNode) -> ResolvedPrimitive {
    ResolvedPrimitive(role: .transparent, children: [])
  }
}

extension TupleView: _PrimitiveView {
  func _resolve(in node: ViewNode) -> ResolvedPrimitive {
    let mirror = Mirror(reflecting: value)
    let views: [any View] =
      mirror.displayStyle == .tuple
      ? mirror.children.compactMap { $0.value as? any View }
      : [value as? any View].compactMap { $0 }
    return ResolvedPrimitive(
      role: .transparent,
      children: views.enumerated().map { ChildSpec(slot: $0.offset, view: $0.element) })
  }
}

extension _ConditionalContent: _PrimitiveView where TrueContent: View, FalseContent: View {
  func _resolve(in node: ViewNode) -> ResolvedPrimitive {
    let child: ChildSpec
    switch storage {
    case .trueContent(let view): child = ChildSpec(slot: true, view: view)
    case .falseContent(let view): child = ChildSpec(slot: false, view: view)
    }
    return ResolvedPrimitive(role: .transparent, children: [child])
  }
}

extension Optional: _PrimitiveView where Wrapped: View {
  func _resolve(in node: ViewNode) -> ResolvedPrimitive {
    ResolvedPrimitive(role: .transparent, children: map { [ChildSpec(slot: 0, view: $0)] } ?? [])
  }
}

extension AnyView: _PrimitiveView {
  func _resolve(in node: ViewNode) -> ResolvedPrimitive {
    ResolvedPrimitive(role: .transparent, children: [ChildSpec(slot: 0, view: storage)])
  }
}

extension Group: _PrimitiveView where Content: View {
  func _resolve(in node: ViewNode) -> ResolvedPrimitive {
    ResolvedPrimitive(role: .transparent, children: [ChildSpec(slot: 0, view: content)])
  }
}

extension ForEach: _PrimitiveView where Content: View {
  func _resolve(in node: ViewNode) -> ResolvedPrimitive {
    ResolvedPrimitive(
      role: .transparent,
      children: data.map { element in
        ChildSpec(slot: AnyHashable(identify(element)), view: content(element))
      })
  }
}

extension Text: _PrimitiveView {
  func _resolve(in node: ViewNode) -> ResolvedPrimitive {
    ResolvedPrimitive(role: .text(string), children: [])
  }
}

extension VStack: _PrimitiveView {
  func _resolve(in node: ViewNode) -> ResolvedPrimitive {
    ResolvedPrimitive(
      role: .stack(.vertical, alignment: alignment.fraction, spacing: spacing),
      children: [ChildSpec(slot: 0, view: content)])
  }
}

extension HStack: _PrimitiveView {
  func _resolve(in node: ViewNode) -> ResolvedPrimitive {
    ResolvedPrimitive(
      role: .stack(.horizontal, alignment: alignment.fraction, spacing: spacing),
      children: [ChildSpec(slot: 0, view: content)])
  }
}

extension Spacer: _PrimitiveView {
  func _resolve(in node: ViewNode) -> ResolvedPrimitive {
    ResolvedPrimitive(role: .spacer(minLength: minLength), children: [])
  }
}

extension Color: _PrimitiveView {
  func _resolve(in node: ViewNode) -> ResolvedPrimitive {
    ResolvedPrimitive(role: .fill, children: [])
  }
}

extension Button: _PrimitiveView {
  func _resolve(in node: ViewNode) -> ResolvedPrimitive {
    ResolvedPrimitive(role: .button(action), children: [ChildSpec(slot: 0, view: label)])
  }
}

import Foundation

/// A type that represents part of your app's user interface (SwiftUI: `View`, iOS 13.0).
///
/// Apple's current page prints `@ContentBuilder` on `body`; the stand-in uses `ViewBuilder`, the
/// builder of every SDK that the package supports (DECLARATIONS.md).
@MainActor
@preconcurrency
public protocol View {
  /// The type of view representing the body of this view.
  associatedtype Body: View

  /// The content and behavior of the view.
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  /// The type for the body of this view.
  public typealias Body = Never

  /// `Never` has no body.
  public var body: Never { fatalError("Never has no body") }
}

/// Traps: a view whose body is `Never` is drawn by the graph, never asked for its body.
func primitiveBody(_ type: Any.Type) -> Never {
  fatalError("\(type) is a primitive view: it has no body")
}

/// A view that doesn't contain any content (SwiftUI: `EmptyView`, iOS 13.0).
@frozen
public struct EmptyView {
  /// Creates an empty view.
  @inlinable
  public init() {}
}

extension EmptyView: View {
  /// The type of view representing the body of this view.
  public typealias Body = Never
  /// `EmptyView` is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

/// A View created from a swift tuple of View values (SwiftUI: `TupleView`, iOS 13.0).
@frozen
public struct TupleView<T> {
  /// The tuple of views.
  public var value: T

  /// Creates a tuple view.
  @inlinable
  public init(_ value: T) { self.value = value }
}

extension TupleView: View {
  /// The type of view representing the body of this view.
  public typealias Body = Never
  /// `TupleView` is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

/// Content that shows one of two branches (SwiftUI: `_ConditionalContent`, built by `if`/`else`
/// and `switch` in a `ViewBuilder`).
@frozen
public struct _ConditionalContent<TrueContent, FalseContent> {
  @usableFromInline
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  @usableFromInline let storage: Storage
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
  /// The type of view representing the body of this view.
  public typealias Body = Never
  /// `_ConditionalContent` is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

extension Optional: View where Wrapped: View {
  /// The type of view representing the body of this view.
  public typealias Body = Never
  /// `Optional` is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

/// A custom parameter attribute that constructs views from closures (SwiftUI: `ViewBuilder`,
/// iOS 13.0). Blocks of any arity build a `TupleView` through parameter packs (iOS 17.0); `if`
/// builds an `Optional`; `if`/`else` and `switch` build `_ConditionalContent`.
@resultBuilder
public struct ViewBuilder {
  /// Builds an empty view from a block containing no statements.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// Passes a single view written as a child view through unmodified.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// Builds a tuple view from the views of a block.
  @available(iOS 17.0, *)
  public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<(repeat each Content)>
  {
    TupleView((repeat each content))
  }

  /// Builds an expression within the builder.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// Produces an optional view for conditional statements in multi-statement closures that's
  /// only visible when the condition evaluates to true.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// Produces content for a conditional statement in a multi-statement closure when the
  /// condition is true.
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// Produces content for a conditional statement in a multi-statement closure when the
  /// condition is false.
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// Processes view content for a conditional compiler-control statement that performs an
  /// availability check.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

/// A type-erased view (SwiftUI: `AnyView`, iOS 13.0). A change of the wrapped view's type is a
/// change of identity: the state below it starts again.
@frozen
public struct AnyView {
  @usableFromInline let storage: any View

  /// Create an instance that type-erases `view`.
  public init<V: View>(_ view: V) { storage = view }

  /// Creates an instance that type-erases the parameter.
  public init<V: View>(erasing view: V) { storage = view }
}

extension AnyView: View {
  /// The type of view representing the body of this view.
  public typealias Body = Never
  /// `AnyView` is primitive.
  public var body: Never { primitiveBody(Self.self) }
}

/// A type that collects multiple instances of a content type into a single unit (SwiftUI:
/// `Group`, iOS 13.0). Its children take part in the enclosing layout one by one.
@frozen
public struct Group<Content> {
  let content: Content
}

extension Group: View where Content: View {
  /// The type of view representing the body of this view.
  public typealias Body = Never
  /// `Group` is primitive.
  public var body: Never { primitiveBody(Self.self) }

  /// Creates a group of views.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

/// A structure that computes views on demand from an underlying collection of identified data
/// (SwiftUI: `ForEach`, iOS 13.0). Each element's identity is its id: state follows the id, not
/// the index.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  /// The collection of underlying identified data that SwiftUI uses to create views dynamically.
  public var data: Data

  /// A function to create content on demand using the underlying data.
  public var content: (Data.Element) -> Content

  let identify: (Data.Element) -> ID
}

extension ForEach: View where Content: View {
  /// The type of view representing the body of this view.
  public typealias Body = Never
  /// `ForEach` is primitive.
  public var body: Never { primitiveBody(Self.self) }

  /// Creates an instance that uniquely identifies and creates views across updates based on the
  /// provided key path to the underlying data's identifier.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
    self.identify = { $0[keyPath: id] }
  }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
  /// Creates an instance that uniquely identifies and creates views across updates based on the
  /// identity of the underlying data.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
    self.identify = { $0.id }
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  /// Creates an instance that computes views on demand over a given constant range.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
    self.identify = { $0 }
  }
}

import Foundation

// The modifiers the glue and its tests use, each returning an opaque view as on Apple's pages.
// The views behind them are internal: their conformance to `View` is declared in an extension so
// that, like Apple's, they are not main-actor types and `nonisolated` modifiers can create them.

extension View {
  /// Adds an equal padding amount to specific edges of this view (iOS 13.0). A `nil` length is
  /// the stand-in's default, 16 points.
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil)
    -> some View
  {
    _PaddingView(content: self, insets: EdgeInsets(edges, length ?? LayoutEngine.defaultPadding))
  }

  /// Adds a specific padding amount to each edge of this view (iOS 13.0).
  nonisolated public func padding(_ length: CGFloat) -> some View {
    _PaddingView(content: self, insets: EdgeInsets(.all, length))
  }

  /// Adds a different padding amount to each edge of this view (iOS 13.0).
  nonisolated public func padding(_ insets: EdgeInsets) -> some View {
    _PaddingView(content: self, insets: insets)
  }

  /// Positions this view within an invisible frame with the specified size (iOS 13.0).
  nonisolated public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    _FrameView(content: self, width: width, height: height, alignment: alignment)
  }

  /// Positions this view within an invisible frame having the specified size constraints
  /// (iOS 13.0).
  nonisolated public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    _FlexibleFrameView(
      content: self,
      frame: FlexibleFrame(
        minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
        idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
  }

  /// Sets the view's background to a style (iOS 15.0). The style fills the view's frame.
  @available(iOS 15.0, *)
  nonisolated public func background<S: ShapeStyle>(
    _ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all
  ) -> some View {
    _BackgroundView(content: self, background: _ShapeStyleView(style: style), alignment: .center)
  }

  /// Layers the views that you specify behind this view (iOS 15.0).
  @available(iOS 15.0, *)
  nonisolated public func background<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    _BackgroundView(content: self, background: content(), alignment: alignment)
  }

  /// Binds a view's identity to the given proxy value (iOS 13.0). A new value is a new identity:
  /// the state below it starts again, and representables below it are dismantled and made anew.
  nonisolated public func id<ID: Hashable>(_ id: ID) -> some View {
    _IDView(content: self, id: id)
  }

  /// Sets the environment value of the specified key path to the given value (iOS 13.0).
  nonisolated public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  ) -> some View {
    _EnvironmentWriterView(content: self) { $0[keyPath: keyPath] = value }
  }

  /// Adds an action to perform before this view appears (iOS 13.0). The stand-in runs it when
  /// the view enters the graph, after the update that inserted it.
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    _AppearanceView(content: self, appearAction: action, disappearAction: nil)
  }

  /// Adds an action to perform after this view disappears (iOS 13.0). The stand-in runs it when
  /// the view leaves the graph, after the update that removed it.
  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    _AppearanceView(content: self, appearAction: nil, disappearAction: action)
  }

  /// Marks this view as refreshable (iOS 15.0): sets `EnvironmentValues.refresh` below it.
  @available(iOS 15.0, *)
  nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
    _EnvironmentWriterView(content: self) { $0.refresh = RefreshAction(action) }
  }
}

struct _PaddingView<Content: View> {
  let content: Content
  let insets: EdgeInsets
}

extension _PaddingView: View, _PrimitiveView {
  var body: Never { primitiveBody(Self.self) }
  func _resolve(in node: ViewNode) -> ResolvedPrimitive {
    ResolvedPrimitive(role: .padding(insets), children: [ChildSpec(slot: 0, view: content)])
  }
}

struct _FrameView<Content: View> {
  let content: Content
  let width: CGFloat?
  let height: CGFloat?
  let alignment: Alignment
}

extension _FrameView: View, _PrimitiveView {
  var body: Never { primitiveBody(Self.self) }
  func _resolve(in node: ViewNode) -> ResolvedPrimitive {
    ResolvedPrimitive(
      role: .frame(width: width, height: height, alignment: alignment),
      children: [ChildSpec(slot: 0, view: content)])
  }
}

struct _FlexibleFrameView<Content: View> {
  let content: Content
  let frame: FlexibleFrame
}

extension _FlexibleFrameView: View, _PrimitiveView {
  var body: Never { primitiveBody(Self.self) }
  func _resolve(in node: ViewNode) -> ResolvedPrimitive {
    ResolvedPrimitive(
      role: .flexibleFrame(frame), children: [ChildSpec(slot: 0, view: content)])
  }
}

struct _BackgroundView<Content: View, Background: View> {
  let content: Content
  let background: Background
  let alignment: Alignment
}

extension _BackgroundView: View, _PrimitiveView {
  var body: Never { primitiveBody(Self.self) }
  func _resolve(in node: ViewNode) -> ResolvedPrimitive {
    ResolvedPrimitive(
      role: .background(alignment),
      children: [ChildSpec(slot: 0, view: content), ChildSpec(slot: 1, view: background)])
  }
}

/// A shape style as a view: it fills its frame.
struct _ShapeStyleView<S: ShapeStyle> {
  let style: S
}

extension _ShapeStyleView: View, _PrimitiveView {
  var body: Never { primitiveBody(Self.self) }
  func _resolve(in node: ViewNode) -> ResolvedPrimitive {
    ResolvedPrimitive(role: .fill, children: [])
  }
}

struct _IDView<Content: View, ID: Hashable> {
  let content: Content
  let id: ID
}

extension _IDView: View, _PrimitiveView {
  var body: Never { primitiveBody(Self.self) }
  func _resolve(in node: ViewNode) -> ResolvedPrimitive {
    ResolvedPrimitive(
      role: .transparent, children: [ChildSpec(slot: AnyHashable(id), view: content)])
  }
}

struct _EnvironmentWriterView<Content: View> {
  let content: Content
  let transform: (inout EnvironmentValues) -> Void
}

extension _EnvironmentWriterView: View, _PrimitiveView {
  var body: Never { primitiveBody(Self.self) }
  func _resolve(in node: ViewNode) -> ResolvedPrimitive {
    var environment = node.environment
    transform(&environment)
    return ResolvedPrimitive(
      role: .transparent,
      children: [ChildSpec(slot: 0, view: content, environment: environment)])
  }
}

/// A view with appearance actions, which the graph runs when it inserts or removes the node.
protocol _AppearanceModifier {
  var appearAction: (() -> Void)? { get }
  var disappearAction: (() -> Void)? { get }
}

struct _AppearanceView<Content: View>: _AppearanceModifier {
  let content: Content
  let appearAction: (() -> Void)?
  let disappearAction: (() -> Void)?
}

extension _AppearanceView: View, _PrimitiveView {
  var body: Never { primitiveBody(Self.self) }
  func _resolve(in node: ViewNode) -> ResolvedPrimitive {
    ResolvedPrimitive(role: .transparent, children: [ChildSpec(slot: 0, view: content)])
  }
}

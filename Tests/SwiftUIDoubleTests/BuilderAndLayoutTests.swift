// The stand-in's builders and its deterministic measurement. Linux only.
#if os(Linux)
  import Foundation
  import Testing
  @testable import SwiftUI
  @testable import UIKit

  @Suite("SwiftUI stand-in: builders")
  @MainActor
  struct ViewBuilderTests {
    @ViewBuilder func empty() -> some View {}
    @ViewBuilder func one() -> some View { Text("a") }
    @ViewBuilder func three() -> some View {
      Text("a")
      Color.red
      Spacer()
    }
    @ViewBuilder func optional(_ flag: Bool) -> some View {
      if flag { Text("a") }
    }
    @ViewBuilder func either(_ flag: Bool) -> some View {
      if flag { Text("a") } else { Color.blue }
    }
    @ViewBuilder func switched(_ value: Int) -> some View {
      switch value {
      case 0: Text("zero")
      case 1: Color.red
      default: EmptyView()
      }
    }

    @Test func blockShapes() {
      #expect(type(of: empty()) == EmptyView.self)
      #expect(type(of: one()) == Text.self)
      #expect(type(of: three()) == TupleView<(Text, Color, Spacer)>.self)
      #expect(type(of: optional(true)) == Text?.self)
      #expect(type(of: either(true)) == _ConditionalContent<Text, Color>.self)
      #expect(
        type(of: switched(0))
          == _ConditionalContent<_ConditionalContent<Text, Color>, EmptyView>.self)
    }

    @Test func conditionsAndForEachRenderWhatTheyHold() {
      let (_, view) = host(
        VStack {
          if true { Text("shown") }
          if false { Text("hidden") }
          ForEach(["x", "y"], id: \.self) { Text($0) }
          ForEach(0..<2) { Text("row \($0)") }
          AnyView(Text("erased"))
          Group {
            Text("g1")
            Text("g2")
          }
        })
      #expect(view.renderedTexts == ["shown", "x", "y", "row 0", "row 1", "erased", "g1", "g2"])
    }
  }

  @Suite("SwiftUI stand-in: measuring")
  @MainActor
  struct MeasuringTests {
    func size<V: View>(_ view: V, _ proposal: ProposedViewSize) -> CGSize {
      let (_, hostingView) = host(view)
      return hostingView.graph.sizeThatFits(proposal)
    }

    @Test func textHasAFixedAdvanceAndLineHeight() {
      #expect(size(Text("Hello"), .unspecified) == CGSize(width: 40, height: 20))
      // 24 points hold 3 characters: "Hello" wraps to two lines.
      #expect(
        size(Text("Hello"), ProposedViewSize(width: 24, height: nil))
          == CGSize(width: 24, height: 40))
      #expect(size(Text("ab\ncde"), .unspecified) == CGSize(width: 24, height: 40))
      #expect(size(Text(""), .unspecified) == .zero)
    }

    @Test func dynamicTypeScalesText() {
      let (_, view) = host(Text("Hello"))
      view.dynamicTypeSizeForTesting = .xxxLarge
      #expect(view.graph.sizeThatFits(.unspecified) == CGSize(width: 40, height: 20))  // not yet
      view.layoutIfNeeded()
      #expect(view.graph.sizeThatFits(.unspecified) == CGSize(width: 55, height: 27.5))
    }

    @Test func stacksUseTheDefaultSpacingAndAlignment() {
      let stack = VStack(alignment: .leading) {
        Text("abc")
        Text("a")
      }
      #expect(size(stack, .unspecified) == CGSize(width: 24, height: 48))
      let row = HStack(spacing: 4) {
        Text("ab")
        Text("c")
      }
      #expect(size(row, .unspecified) == CGSize(width: 28, height: 20))
      let (_, view) = host(stack.frame(width: 100, height: 100, alignment: .topLeading))
      #expect(view.renderedTextFrames.map(\.1).map(\.minX) == [110, 110])
    }

    @Test func spacersTakeWhatIsLeftAlongTheStackAxis() {
      let row = HStack {
        Text("ab")
        Spacer()
        Text("c")
      }
      #expect(
        size(row, ProposedViewSize(width: 200, height: nil)) == CGSize(width: 200, height: 20))
      #expect(size(row, .unspecified) == CGSize(width: 16 + 8 + 8 + 8 + 8, height: 20))
      #expect(size(Spacer(minLength: 30), .unspecified) == CGSize(width: 30, height: 30))
    }

    @Test func paddingFramesAndBackgrounds() {
      #expect(size(Text("ab").padding(10), .unspecified) == CGSize(width: 36, height: 40))
      #expect(size(Text("ab").padding(), .unspecified) == CGSize(width: 48, height: 52))
      #expect(
        size(Text("ab").padding(.horizontal, 5), .unspecified) == CGSize(width: 26, height: 20))
      #expect(
        size(
          Text("ab").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)), .unspecified)
          == CGSize(width: 22, height: 24))
      #expect(size(Text("ab").frame(width: 50), .unspecified) == CGSize(width: 50, height: 20))
      #expect(size(Text("ab").frame(height: 7), .unspecified) == CGSize(width: 16, height: 7))
      #expect(
        size(Text("ab").frame(maxWidth: .infinity), ProposedViewSize(width: 300, height: 100))
          == CGSize(width: 300, height: 20))
      #expect(
        size(Text("ab").frame(minHeight: 44), .unspecified) == CGSize(width: 16, height: 44))
      #expect(size(Text("ab").background(Color.red), .unspecified) == CGSize(width: 16, height: 20))
      #expect(size(Color.red, .unspecified) == CGSize(width: 10, height: 10))
    }

    @Test func hostingControllerMeasuresWithUnboundedDimensionsUnspecified() {
      let controller = UIHostingController(rootView: Text("Hello world"))
      #expect(
        controller.sizeThatFits(
          in: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .infinity))
          == CGSize(width: 88, height: 20))
      #expect(
        controller.sizeThatFits(in: CGSize(width: 40, height: CGFloat.infinity))
          == CGSize(width: 40, height: 60))
    }
  }
#endif

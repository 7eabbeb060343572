// UIHostingController: sizing options, intrinsic size and observation in representables. Linux only.
#if os(Linux)
  import Foundation
  import Observation
  import Testing
  @testable import SwiftUI
  @testable import UIKit

  @Suite("SwiftUI stand-in: hosting controller")
  @MainActor
  struct HostingControllerTests {
    struct Row: View {
      @State var length = 3
      var body: some View {
        VStack {
          Text(String(repeating: "x", count: length))
          Button("+") { length += 1 }
          Button("=") { length = length + 0 }
        }
      }
    }

    @Test func theViewInvalidatesItsIntrinsicSizeOnlyWithTheSizingOption() {
      let (plain, plainView) = host(Row())
      plainView.tapButton(titled: "+")
      plainView.layoutIfNeeded()
      #expect(plain.sizingOptions.isEmpty)
      #expect(plainView.intrinsicSizeInvalidationCount == 0)

      let (sized, sizedView) = host(Row())
      sized.sizingOptions = .intrinsicContentSize
      #expect(sizedView.intrinsicContentSize == CGSize(width: 24, height: 76))
      // An update that keeps the size: no invalidation.
      sizedView.tapButton(titled: "=")
      sizedView.layoutIfNeeded()
      #expect(sizedView.updateCount == 1)
      #expect(sizedView.intrinsicSizeInvalidationCount == 0)
      // One character wider.
      sizedView.tapButton(titled: "+")
      sizedView.layoutIfNeeded()
      #expect(sizedView.intrinsicSizeInvalidationCount == 1)
      #expect(sizedView.intrinsicContentSize == CGSize(width: 32, height: 76))
    }

    @Test func dynamicTypeFollowsTheWindowsContentSizeCategory() throws {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      let controller = UIHostingController(rootView: Text("Hello"))
      window.rootViewController = controller
      window.makeKeyAndVisible()
      window.layoutIfNeeded()
      let view = try #require(controller.view.swiftUIHostingView)
      #expect(view.intrinsicContentSize == CGSize(width: 40, height: 20))
      window.setPreferredContentSizeCategory(.accessibilityMedium)
      #expect(view.hasPendingUpdate)
      #expect(view.intrinsicContentSize == CGSize(width: 40, height: 20))
      window.layoutIfNeeded()
      #expect(view.dynamicTypeSizeForTesting == .accessibility1)
      #expect(view.intrinsicContentSize == CGSize(width: 65, height: 32.5))
      // A size set for testing holds while the traits stay the same, even in another window.
      view.dynamicTypeSizeForTesting = .xSmall
      let other = UIWindow(frame: window.frame)
      other.setPreferredContentSizeCategory(.accessibilityMedium)
      other.addSubview(view)
      view.layoutIfNeeded()
      #expect(view.dynamicTypeSizeForTesting == .xSmall)
      // A window of another category is a trait change.
      UIWindow(frame: window.frame).addSubview(view)
      #expect(view.dynamicTypeSizeForTesting == .large)
    }

    @Test func dynamicTypeSizesFromContentSizeCategories() {
      let categories: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge,
        .extraExtraExtraLarge, .accessibilityMedium, .accessibilityLarge,
        .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
      ]
      #expect(categories.map { DynamicTypeSize($0) } == DynamicTypeSize.allCases)
      #expect(DynamicTypeSize(.unspecified) == nil)
      #expect(DynamicTypeSize.allCases.filter(\.isAccessibilitySize).count == 5)
    }

    @Test func defaultsOfTheOptions() {
      let controller = UIHostingController(rootView: EmptyView())
      #expect(controller.sizingOptions == [])
      #expect(controller.safeAreaRegions == .all)
      controller.safeAreaRegions = .container
      #expect(!controller.safeAreaRegions.contains(.keyboard))
    }

    @Test func anObservableReadInUpdateReachesTheRepresentable() throws {
      let model = Model()
      struct Reading: UIViewControllerRepresentable {
        let model: Model
        func makeUIViewController(context: Context) -> LoggingController { LoggingController() }
        func updateUIViewController(_ controller: LoggingController, context: Context) {
          controller.title = model.title
          controller.updates += 1
        }
      }
      let (controller, view) = host(Reading(model: model))
      let child = try #require(controller.children.first as? LoggingController)
      #expect(child.title == "first")
      model.title = "second"
      model.title = "third"
      view.layoutIfNeeded()
      #expect(child.title == "third")
      #expect(child.updates == 2)
    }

    @Test func theTransactionOfAnObservableChangeReachesTheContext() {
      let model = Model()
      var seen: [Bool] = []
      struct Reading: UIViewControllerRepresentable {
        let model: Model
        let seen: @MainActor (Context) -> Void
        func makeUIViewController(context: Context) -> LoggingController { LoggingController() }
        func updateUIViewController(_ controller: LoggingController, context: Context) {
          controller.title = model.title
          seen(context)
        }
      }
      struct Screen: View {
        let model: Model
        let seen: @MainActor (Reading.Context) -> Void
        var body: some View {
          VStack {
            Text(model.title)
            Reading(model: model, seen: seen)
          }
        }
      }
      let (_, view) = host(Screen(model: model) { seen.append($0.transaction.disablesAnimations) })
      var quiet = Transaction()
      quiet.disablesAnimations = true
      withTransaction(quiet) { model.title = "quiet" }
      view.layoutIfNeeded()
      model.title = "loud"
      view.layoutIfNeeded()
      #expect(seen == [false, true, false])
      #expect(view.renderedTexts == ["loud"])
    }

    @Test func aUIViewRepresentableUsesItsViewsIntrinsicSize() {
      final class Sized: UIView {
        override var intrinsicContentSize: CGSize {
          CGSize(width: 33, height: UIView.noIntrinsicMetric)
        }
      }
      struct Wrapped: UIViewRepresentable {
        func makeUIView(context: Context) -> Sized { Sized() }
        func updateUIView(_ view: Sized, context: Context) {}
      }
      let (_, view) = host(Wrapped())
      #expect(
        view.graph.sizeThatFits(ProposedViewSize(width: 100, height: 60))
          == CGSize(width: 33, height: 60))
      #expect(view.subviews.first is Sized)
    }
  }
#endif

// UIHostingConfiguration: content views, the stale-size pitfall, state on reuse, margins and
// minimum size, invalidation of the intrinsic size, and cells. Linux only.
#if os(Linux)
  import Foundation
  import Testing
  @testable import SwiftUI
  @testable import UIKit

  @Suite("SwiftUI stand-in: hosting configurations")
  @MainActor
  struct HostingConfigurationTests {
    /// A configuration whose content is `text`, without margins or minimum size.
    func plain(_ text: String) -> UIHostingConfiguration<Text, EmptyView> {
      UIHostingConfiguration { Text(text) }.margins(.all, 0).minSize(width: 0, height: 0)
    }

    /// Measures as a self-sizing cell does: the width required, the height fitting.
    func measure(_ view: UIView, width: CGFloat = 80) -> CGSize {
      view.systemLayoutSizeFitting(
        CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
    }

    @Test func aNewContentViewShowsItsContentAtOnce() throws {
      let contentView = plain("hello").makeContentView()
      let hosting = try #require(contentView.swiftUIHostingView)
      #expect(hosting.renderedTexts == ["hello"])
      #expect(measure(contentView) == CGSize(width: 80, height: 20))
      #expect(hosting.measureCount == 1)
    }

    @Test func aNewConfigurationIsShownAndMeasuredOnlyAfterTheNextLayoutPass() throws {
      // The stale-size pitfall (airbnb/epoxy-ios#77), reproduced on purpose.
      let contentView = plain("short").makeContentView()
      contentView.frame = CGRect(x: 0, y: 0, width: 80, height: 20)
      contentView.layoutIfNeeded()
      let hosting = try #require(contentView.swiftUIHostingView)
      contentView.configuration = plain("a much longer text")  // 18 characters: 2 lines of 10
      #expect(hosting.renderedTexts == ["short"])
      #expect(measure(contentView) == CGSize(width: 80, height: 20))
      #expect(
        contentView.sizeThatFits(CGSize(width: 80, height: 1000)) == CGSize(width: 40, height: 20))
      #expect(contentView.intrinsicContentSize == CGSize(width: 40, height: 20))
      #expect(hosting.intrinsicSizeInvalidationCount == 0)
      contentView.layoutIfNeeded()
      #expect(hosting.renderedTexts == ["a much longer text"])
      #expect(measure(contentView) == CGSize(width: 80, height: 40))
      // The ideal size at its width changed: it invalidated its intrinsic size once.
      #expect(hosting.intrinsicSizeInvalidationCount == 1)
    }

    @Test func theSameRootTypeKeepsStateAndAnIDResetsIt() throws {
      func counter(_ label: String) -> UIHostingConfiguration<Counter, EmptyView> {
        UIHostingConfiguration { Counter(label: label) }
      }
      let contentView = counter("first").makeContentView()
      let hosting = try #require(contentView.swiftUIHostingView)
      hosting.tapButton(titled: "Increment first")
      contentView.layoutIfNeeded()
      contentView.configuration = counter("second")
      contentView.layoutIfNeeded()
      // Epoxy #154: the reused content view shows the previous item's state.
      #expect(hosting.renderedTexts.first == "second 1")

      func identified(_ label: String) -> UIHostingConfiguration<some View, EmptyView> {
        UIHostingConfiguration { Counter(label: label).id(label) }
      }
      let keyed = identified("first").makeContentView()
      let keyedHosting = try #require(keyed.swiftUIHostingView)
      keyedHosting.tapButton(titled: "Increment first")
      keyed.layoutIfNeeded()
      keyed.configuration = identified("second")
      keyed.layoutIfNeeded()
      #expect(keyedHosting.renderedTexts.first == "second 0")
    }

    @Test func aStateChangeThatResizesInvalidatesTheIntrinsicSize() throws {
      struct Growing: View {
        @State var lines = 1
        var body: some View {
          VStack(spacing: 0) {
            ForEach(0..<lines, id: \.self) { Text("line \($0)") }
            Button("more") { lines += 1 }
          }
        }
      }
      let contentView = UIHostingConfiguration { Growing() }.margins(.all, 0).makeContentView()
      contentView.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
      contentView.layoutIfNeeded()
      let hosting = try #require(contentView.swiftUIHostingView)
      #expect(measure(contentView, width: 100).height == 44)  // 40, raised to the 44 minimum
      hosting.tapButton(titled: "more")
      contentView.layoutIfNeeded()
      #expect(hosting.intrinsicSizeInvalidationCount == 1)
      #expect(measure(contentView, width: 100).height == 60)
    }

    @Test func aDynamicTypeChangeRemeasuresAfterTheNextLayoutPass() throws {
      let contentView = plain("hello").makeContentView()
      contentView.frame = CGRect(x: 0, y: 0, width: 200, height: 20)
      contentView.layoutIfNeeded()
      let hosting = try #require(contentView.swiftUIHostingView)
      hosting.dynamicTypeSizeForTesting = .accessibility2
      #expect(measure(contentView, width: 200).height == 20)
      contentView.layoutIfNeeded()
      #expect(hosting.intrinsicSizeInvalidationCount == 1)
      #expect(measure(contentView, width: 200) == CGSize(width: 200, height: 40))
    }

    @Test func marginsAndMinimumSizeDefaults() {
      let text = { Text("ab") }
      #expect(measure(UIHostingConfiguration(content: text).makeContentView()).height == 44)
      #expect(
        measure(UIHostingConfiguration(content: text).minSize(height: 0).makeContentView())
          == CGSize(width: 80, height: 36))
      #expect(
        measure(
          UIHostingConfiguration(content: text).margins(.vertical, 2).minSize(width: 0, height: 0)
            .makeContentView()) == CGSize(width: 80, height: 24))
      #expect(
        measure(
          UIHostingConfiguration(content: text).margins(
            .top, EdgeInsets(top: 10, leading: 99, bottom: 99, trailing: 99)
          ).minSize(height: 0).makeContentView()) == CGSize(width: 80, height: 38))
      let background = UIHostingConfiguration(content: text).background(Color.red)
        .margins(.all, 0).minSize(height: 0)
      #expect(measure(background.makeContentView()) == CGSize(width: 80, height: 20))
      let custom = UIHostingConfiguration(content: text).background { Text("behind") }
      #expect(custom.makeContentView().swiftUIHostingView?.renderedTexts == ["ab", "behind"])
    }

    @Test func updatedForStateReturnsTheConfiguration() throws {
      let configuration = plain("same")
      let updated = configuration.updated(
        for: UICellConfigurationState(traitCollection: UITraitCollection()))
      #expect(updated.makeContentView().swiftUIHostingView?.renderedTexts == ["same"])
    }

    @Test func aCellKeepsItsContentViewForAConfigurationOfTheSameType() throws {
      let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 80, height: 44))
      cell.contentConfiguration = plain("one")
      let first = try #require(cell.contentView.swiftUIHostingView)
      #expect(first.renderedTexts == ["one"])
      cell.contentConfiguration = plain("two")
      #expect(cell.contentView === first)
      #expect(first.renderedTexts == ["one"])  // until the next layout pass
      cell.layoutIfNeeded()
      #expect(first.renderedTexts == ["two"])
      cell.contentConfiguration = UIHostingConfiguration { Color.red }
      #expect(cell.contentView !== first)
    }

    @Test func aRepresentableInAContentViewHasNoParentController() throws {
      let log = EventLog()
      let contentView = UIHostingConfiguration { LoggingRepresentable(log: log) }
        .makeContentView()
      let hosting = try #require(contentView.swiftUIHostingView)
      let controllerView = try #require(hosting.subviews.first)
      #expect(log.events == ["makeCoordinator", "make", "update 0"])
      #expect((controllerView.next as? UIViewController)?.parent == nil)
    }
  }
#endif

// swift-format-ignore-file

// The examples of TrellisUIKit's doc comments about cells, controllers and internal helpers,
// compiled on the UIKit double (DocSnippetTests checks that each appears here verbatim).
#if os(Linux)
  import Clocks
  import Foundation
  import TrellisCore
  import TrellisDiff
  import TrellisList
  import TrellisPresenter
  import TrellisTestSupport
  @testable import TrellisUIKit
  import UIKit

  @MainActor
  enum UIKitCellDocs {
    struct Tapped: Sendable {}
    struct Quantity: Sendable { let value: Double }

    final class CommentCell: ListCollectionViewCell, ConfigurableView, SelfSizingView {
      let label = UILabel()
      func configure(with content: String) { label.text = content }
      func preferredSize(fitting proposed: CGSize, in container: CGSize) -> CGSize {
        CGSize(width: proposed.width, height: label.sizeThatFits(proposed).height + 16)
      }
    }

    static func headerSection(_ stories: [ListItem]) -> ListSection {
      final class TitleHeader: ListCollectionReusableView, ConfigurableView, SelfSizingView {
        let label = UILabel()
        func configure(with content: String) { label.text = content }
        func preferredSize(fitting proposed: CGSize, in container: CGSize) -> CGSize {
          CGSize(width: proposed.width, height: label.sizeThatFits(proposed).height + 16)
        }
      }

      let news = ListSection(id: "news", items: stories)
        .header(ListItem(id: "news-title", content: "Top stories", view: TitleHeader.self))
      return news
    }

    final class BasketCell: ListCollectionViewCell {
      let addButton = UIControl()
      let stepper = UIStepper()
      func tapped() {
        send(Tapped())
        forward(.valueChanged, of: stepper) { Quantity(value: $0.value) }
      }
    }

    enum FeedState { case loading, ready }
    final class SpinnerViewController: UIViewController {}
    final class FeedViewController: UIViewController {}

    final class FeedScreen: StateViewController<FeedState> {
      let spinner = SpinnerViewController()
      let feed = FeedViewController()
      override func loadAppearanceState() -> FeedState { .loading }
      override func children(for state: FeedState) -> [UIViewController] {
        state == .loading ? [spinner] : [feed]
      }
    }

    final class CachedFeedScreen: StateViewController<FeedState> {
      var cache: [String] = []
      let feed = FeedViewController()
      func log(_ state: FeedState?) {}
      override func loadAppearanceState() -> FeedState { cache.isEmpty ? .loading : .ready }
      override func children(for state: FeedState) -> [UIViewController] { [feed] }
      override func willTransition(to next: FeedState, animated: Bool) { title = "\(next)" }
      override func didTransition(from previous: FeedState?, animated: Bool) { log(previous) }
    }

    static func screens() {
      let screen = FeedScreen()                      // animations on ContinuousClock
      let testable = FeedScreen(clock: TestClock())  // in tests
      _ = testable
      docValues {
        screen.setNeedsTransition(to: .ready, animated: true)
        screen.currentState  // .ready, even while the animation runs
        screen.isTransitioning  // false once the last animation ended
        screen.visibleViewControllers.last  // the topmost page
      }
    }

    struct Profile: Equatable { var title = "" }
    final class ProfileView: UIView {}
    final class ProfilePresenter: ViewStatePresenter<ProfileView, Profile> {
      init() { super.init(state: Profile()) }
    }

    final class ProfileController: PresenterViewController<ProfilePresenter> {
      init() {
        super.init(page: PagePresenter(root: ProfilePresenter())) { ProfileView() }
      }
      required init?(coder: NSCoder) { nil }
    }

    final class FeedView: UIView {}
    final class FeedPresenter: ViewPresenter<FeedView> {}
    final class CardView: UIView {}
    final class CardPresenter: ViewPresenter<CardView> {}
    struct Expandable: Equatable { var expanded = false }

    static func controllers(
      controller: ProfileController, page: PagePresenter<CardPresenter>, view: UIView,
      presenter: ViewStatePresenter<CardView, Expandable>
    ) {
      docValues {
        PresenterViewController(page: PagePresenter(root: FeedPresenter())) { FeedView() }
      }
      controller.page.root.setState { $0.title = "Profile" }
      controller.rootView?.backgroundColor = .systemBackground
      let card = CardView()                 // a UIView with a UILabel somewhere inside
      page.load(view: card)                 // a ViewPresenter<UILabel> child binds that label
      docValues {
        view.subviewsForBinding.count == view.subviews.count  // true
      }
      presenter.setState(UpdateContext(layoutIfNeeded: true)) { $0.expanded = true }
    }

    static func internals(control: UIRefreshControl, scrollView: UIScrollView, update: BatchUpdate) {
      control.beginRefreshing()
      scrollView._revealRefreshControl(control)
      let (issued, violation) = update._issuable(from: [2], to: [3])
      _ = (issued, violation)
    }

    static func reordering(host: CollectionViewHost, path: ItemPath, showDropTargets: () -> Void) {
      if host.beginMovingItem(at: path) { showDropTargets() }
    }

    static func trap() -> Never {
      _trap("TableViewHost", "tableView(_:cellForRowAt:) for row [0, 3] threw: …")
    }
  }
#endif

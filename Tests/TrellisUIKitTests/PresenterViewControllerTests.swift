// Presenters bound to UIKit: a page hosted by a view controller, view presenters bound to views
// found in its view tree. Only real UIKit API: these run on iOS too.
#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import Testing
  import TrellisCore
  import TrellisLayout
  import TrellisList
  import TrellisPresenter
  import TrellisTestSupport
  import TrellisUIKit

  // On Linux a plain `import UIKit` next to `import Testing` looks for Swift Testing's UIKit
  // cross-import overlay, which only Apple platforms ship; the double is imported `@testable`.
  #if os(Linux)
    @testable import UIKit
  #else
    import UIKit
  #endif

  /// A card: a title and a subtitle label inside a container view.
  @MainActor
  private final class CardView: UIView {
    let title = UILabel()
    let subtitle = UILabel()
    let body = UIView()
    init() {
      super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
      addSubview(body)
      body.addSubview(title)
      body.addSubview(subtitle)
    }
    required init?(coder: NSCoder) { nil }
  }

  @MainActor
  private final class CardPresenter: LoggingViewPresenter<CardView> {
    override func onBindView(_ view: CardView) { log.add("card bind") }
    override func onUpdate(view: CardView, context: UpdateContext) {
      log.add("card update\(context.isBindingView ? " binding" : "")")
    }
    override func onUnbindView(_ view: CardView) { log.add("card unbind") }
  }

  @MainActor
  private final class LabelPresenter: ViewStatePresenter<UILabel, String> {
    let log: CallLog
    init(_ text: String, log: CallLog) {
      self.log = log
      super.init(state: text)
    }
    override func onUpdate(view: UILabel, context: UpdateContext) {
      view.text = state
      log.add("label \(state)")
    }
  }

  /// A presenter that keeps a call log.
  @MainActor
  protocol LogKeeping: Presenter {
    /// Where the presenter and its page log.
    var log: CallLog { get }
  }

  /// A page that logs its loading, attaching and detaching in its root's log.
  @MainActor
  final class LoggingPage<Root: LogKeeping>: PagePresenter<Root> {
    override func didLoad() { root.log.add("page didLoad") }
    override func onAttach() { root.log.add("page attach") }
    override func onDetach() { root.log.add("page detach") }
  }

  /// A view presenter that keeps a call log.
  @MainActor
  class LoggingViewPresenter<View: AnyObject>: ViewPresenter<View>, LogKeeping {
    let log: CallLog
    init(log: CallLog) {
      self.log = log
      super.init()
    }
  }

  private typealias CardPage = LoggingPage<CardPresenter>

  @MainActor
  private final class CardController: PresenterViewController<CardPresenter> {
    let log: CallLog
    init(page: CardPage, log: CallLog) {
      self.log = log
      super.init(page: page) { CardView() }
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
      log.add("viewDidLoad before super")
      super.viewDidLoad()
      log.add("viewDidLoad after super")
    }
  }

  @MainActor
  private func makeController(log: CallLog, scheduler: ManualUpdateScheduler) -> (
    CardController, title: LabelPresenter, subtitle: LabelPresenter
  ) {
    let root = CardPresenter(log: log)
    let title = LabelPresenter("Title", log: log)
    let subtitle = LabelPresenter("Subtitle", log: log)
    root.add(child: title)
    root.add(child: subtitle)
    let page = CardPage(root: root, scheduler: scheduler)
    return (CardController(page: page, log: log), title, subtitle)
  }

  @Suite("Presenters bound to UIKit")
  @MainActor
  struct PresenterViewControllerTests {
    @Test("the page loads with the view: didLoad, attach, then the tree binds the view tree")
    func loadOrder() throws {
      let log = CallLog()
      let (controller, _, _) = makeController(log: log, scheduler: ManualUpdateScheduler())
      #expect(!controller.page.isLoaded)
      controller.loadViewIfNeeded()
      #expect(
        log.take() == [
          "viewDidLoad before super",
          "page didLoad",
          "page attach",
          "card bind",
          "label Title",
          "label Subtitle",
          "card update binding",
          "viewDidLoad after super",
        ])
      let view = try #require(controller.rootView)
      #expect(controller.view === view)
      // The children found the labels level by level, each its own.
      #expect(view.title.text == "Title")
      #expect(view.subtitle.text == "Subtitle")
    }

    @Test("appearance attaches and detaches the page")
    func appearance() {
      let log = CallLog()
      let (controller, _, _) = makeController(log: log, scheduler: ManualUpdateScheduler())
      // Playing the container: UIKit's appearance transition does not load the view.
      controller.loadViewIfNeeded()
      controller.beginAppearanceTransition(true, animated: false)
      controller.endAppearanceTransition()
      _ = log.take()
      #expect(controller.page.isAttached)
      controller.beginAppearanceTransition(false, animated: false)
      controller.endAppearanceTransition()
      #expect(log.take() == ["page detach"])
      #expect(!controller.page.isAttached)
      controller.beginAppearanceTransition(true, animated: false)
      controller.endAppearanceTransition()
      #expect(log.take() == ["page attach"])
    }

    @Test("setState renders into the bound label in the next pass, coalesced")
    func setStateRenders() throws {
      let log = CallLog()
      let scheduler = ManualUpdateScheduler()
      let (controller, title, _) = makeController(log: log, scheduler: scheduler)
      controller.loadViewIfNeeded()
      _ = log.take()
      title.setState { $0 = "Draft" }
      title.setState { $0 = "Final" }
      let view = try #require(controller.rootView)
      #expect(view.title.text == "Title")
      scheduler.flush()
      #expect(view.title.text == "Final")
      #expect(log.take() == ["label Final"])
    }

    @Test("releasing the controller frees it, its page, presenters and views")
    func teardown() {
      weak var weakController: CardController?
      weak var weakRoot: CardPresenter?
      weak var weakTitle: LabelPresenter?
      weak var weakView: UIView?
      weak var weakLabel: UILabel?
      let log = CallLog()
      do {
        let (controller, title, _) = makeController(log: log, scheduler: ManualUpdateScheduler())
        controller.loadViewIfNeeded()
        weakController = controller
        weakRoot = controller.page.root
        weakTitle = title
        weakView = controller.rootView
        weakLabel = controller.rootView?.title
        _ = log.take()
      }
      #expect(weakController == nil)
      #expect(weakRoot == nil)
      #expect(weakTitle == nil)
      #expect(weakView == nil)
      #expect(weakLabel == nil)
      #expect(log.take() == ["card unbind", "page detach"])
    }

    @Test("an explicit tearDown unbinds and detaches once; the view stays the controller's")
    func explicitTearDown() {
      let log = CallLog()
      let (controller, title, _) = makeController(log: log, scheduler: ManualUpdateScheduler())
      controller.loadViewIfNeeded()
      _ = log.take()
      controller.page.tearDown()
      controller.page.tearDown()
      #expect(log.take() == ["card unbind", "page detach"])
      #expect(!title.isBound)
      #expect(controller.rootView != nil)
    }
  }
#endif

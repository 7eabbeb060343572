import Observation
import Testing
import TrellisPresenter

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@Observable
@MainActor
private final class Cart {
  var items: [String] = []
  var coupon = ""
  var showsCoupon = false
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor
private final class CartBadgePresenter: ObservingPresenter<FakeView> {
  let cart: Cart
  var updateCount = 0

  init(cart: Cart) {
    self.cart = cart
  }

  override func onUpdate(view: FakeView, context: UpdateContext) {
    updateCount += 1
    view.text = cart.showsCoupon ? cart.coupon : "\(cart.items.count)"
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@Observable
@MainActor
private final class TitlePresenter: ObservingPresenter<FakeView> {
  var title = "Hello"
  var subtitle = "unused"
  @ObservationIgnored var updateCount = 0

  override func onUpdate(view: FakeView, context: UpdateContext) {
    updateCount += 1
    view.text = title
  }
}

/// Not isolated: changed off the main actor by the test, one task at a time.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@Observable
private final class Feed: @unchecked Sendable {
  var count = 0
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor
private final class FeedPresenter: ObservingPresenter<FakeView> {
  let feed: Feed
  init(feed: Feed) { self.feed = feed }
  override func onUpdate(view: FakeView, context: UpdateContext) { view.text = "\(feed.count)" }
}

@Suite("ObservingPresenter")
@MainActor
struct ObservingPresenterTests {
  @Test("a change to state the update read re-renders; several changes render once")
  func readChangeRerenders() {
    guard #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) else { return }
    let cart = Cart()
    let (page, scheduler) = makePage(CartBadgePresenter(cart: cart))
    let view = FakeView("badge")
    page.load(view: view)
    #expect(view.text == "0" && page.root.updateCount == 1)
    cart.items.append("pen")
    cart.items.append("ink")
    #expect(page.root.needsUpdate && scheduler.pendingCount == 1)
    scheduler.flush()
    #expect(view.text == "2" && page.root.updateCount == 2)
    cart.items.removeAll()
    scheduler.flush()
    #expect(view.text == "0" && page.root.updateCount == 3)
    withExtendedLifetime(page) {}
  }

  @Test("a change to state the update did not read renders nothing")
  func unreadChangeIgnored() {
    guard #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) else { return }
    let cart = Cart()
    let (page, scheduler) = makePage(CartBadgePresenter(cart: cart))
    page.load(view: FakeView("badge"))
    cart.coupon = "SALE"
    #expect(!page.root.needsUpdate && scheduler.pendingCount == 0)
    cart.showsCoupon = true
    scheduler.flush()
    #expect(page.root.view?.text == "SALE" && page.root.updateCount == 2)
    cart.items.append("pen")
    #expect(!page.root.needsUpdate)
    cart.coupon = "WINTER"
    scheduler.flush()
    #expect(page.root.view?.text == "WINTER" && page.root.updateCount == 3)
    withExtendedLifetime(page) {}
  }

  @Test("an @Observable presenter re-renders on its own read properties only")
  func observablePresenter() {
    guard #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) else { return }
    let (page, scheduler) = makePage(TitlePresenter())
    let view = FakeView("title")
    page.load(view: view)
    page.root.subtitle = "still unused"
    #expect(scheduler.pendingCount == 0)
    page.root.title = "Bye"
    scheduler.flush()
    #expect(view.text == "Bye" && page.root.updateCount == 2)
    withExtendedLifetime(page) {}
  }

  @Test("changes while unbound wait for the next bind")
  func unboundWaits() {
    guard #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) else { return }
    let cart = Cart()
    let (page, scheduler) = makePage(CartBadgePresenter(cart: cart))
    page.load(view: FakeView("first"))
    page.root.unbindView()
    cart.items.append("pen")
    #expect(page.root.needsUpdate && scheduler.pendingCount == 0)
    let view = FakeView("second")
    page.root.bind(view)
    #expect(view.text == "1" && page.root.updateCount == 2 && !page.root.needsUpdate)
    cart.items.append("ink")
    scheduler.flush()
    #expect(view.text == "2")
    withExtendedLifetime(page) {}
  }

  @Test("a change made off the main actor marks the presenter dirty on the main actor")
  func offMainChange() async {
    guard #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) else { return }
    let feed = Feed()
    let (page, scheduler) = makePage(FeedPresenter(feed: feed))
    page.load(view: FakeView("feed"))
    await Task.detached { feed.count = 3 }.value
    var yields = 0
    while scheduler.pendingCount == 0 && yields < 1_000 {
      await Task.yield()
      yields += 1
    }
    scheduler.flush()
    #expect(page.root.view?.text == "3")
    withExtendedLifetime(page) {}
  }
}

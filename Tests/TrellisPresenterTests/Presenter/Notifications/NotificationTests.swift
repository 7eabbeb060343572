import Testing
import TrellisPresenter
import TrellisTestSupport

@MainActor
private protocol Pinging: AnyObject {
  func ping()
}

@MainActor
private protocol Ponging: AnyObject {
  func pong()
}

@MainActor
private class PingPresenter: LoggedPresenter, Pinging {
  func ping() { log.add(name) }
}

@MainActor
private final class HolderPresenter: PingPresenter, ItemHolding {
  var extras: [Presenter] = []
  var reusablePresenters: [Presenter] { extras }
}

@MainActor
private final class Listener: Pinging, Ponging {
  let name: String
  let log: CallLog
  init(_ name: String, _ log: CallLog) {
    self.name = name
    self.log = log
  }
  func ping() { log.add(name) }
  func pong() { log.add("\(name).pong") }
}

/// R → [A → [H → [p1 → [q], p2], S (silent)], B]; H also reports `e`, outside the tree.
@MainActor
private struct Tree {
  let log = CallLog()
  let root: PingPresenter
  let a, b, p1, p2, q, e: PingPresenter
  let h: HolderPresenter
  let page: PagePresenter<PingPresenter>
  let l1, l2: Listener

  init() {
    root = PingPresenter("R", log)
    (a, b) = (PingPresenter("A", log), PingPresenter("B", log))
    (p1, p2, q, e) = (
      PingPresenter("p1", log), PingPresenter("p2", log), PingPresenter("q", log),
      PingPresenter("e", log)
    )
    h = HolderPresenter("H", log)
    h.extras = [e, p2]
    root.add(child: a)
    root.add(child: b)
    a.add(child: h)
    a.add(child: LoggedPresenter("S", log))
    h.add(child: p1)
    h.add(child: p2)
    p1.add(child: q)
    page = makePage(root).page
    page.load()
    (l1, l2) = (Listener("L1", log), Listener("L2", log))
    page.addListener(l1, for: (any Pinging).self)
    page.addListener(l2, for: (any Pinging).self)
    _ = log.take()
  }

  func send(from sender: Presenter, _ scope: NotificationScope) -> [String] {
    sender.notify((any Pinging).self, scope: scope) { $0.ping() }
    return log.take()
  }
}

@Suite("Notifications")
@MainActor
struct NotificationTests {
  @Test("ref 33: global reaches listeners, then the tree in order, without the sender")
  func global() {
    let tree = Tree()
    #expect(
      tree.send(from: tree.b, .global) == ["L1", "L2", "R", "A", "H", "p1", "q", "p2"])
    #expect(tree.send(from: tree.q, .global) == ["L1", "L2", "R", "A", "H", "p1", "p2", "B"])
  }

  @Test("ref 34 (fixed): children excludes the sender; childrenAndSelf includes it")
  func children() {
    let tree = Tree()
    #expect(tree.send(from: tree.a, .children) == ["H", "p1", "q", "p2"])
    #expect(tree.send(from: tree.a, .childrenAndSelf) == ["A", "H", "p1", "q", "p2"])
    #expect(tree.send(from: tree.b, .children).isEmpty)
  }

  @Test("ref 35: parents go up nearest first, with the listeners just before the root")
  func parents() {
    let tree = Tree()
    #expect(tree.send(from: tree.q, .parents) == ["p1", "H", "A", "L1", "L2", "R"])
    #expect(tree.send(from: tree.a, .parents) == ["L1", "L2", "R"])
  }

  @Test("ref 36: reusable reaches the nearest holder, its subtree and its cell presenters")
  func reusable() {
    let tree = Tree()
    #expect(tree.send(from: tree.p1, .reusable) == ["H", "q", "p2", "e"])
    #expect(tree.send(from: tree.q, .reusable) == ["H", "p1", "p2", "e"])
    #expect(tree.send(from: tree.e, .reusable).isEmpty)
  }

  @Test("ref 37: reusable with no holder above behaves as global; the holder itself looks up")
  func reusableWithoutHolder() {
    let tree = Tree()
    #expect(tree.send(from: tree.b, .reusable) == tree.send(from: tree.b, .global))
    #expect(tree.send(from: tree.h, .reusable) == ["L1", "L2", "R", "A", "p1", "q", "p2", "B"])
  }

  @Test(
    "ref 38 (fixed): a listener that is also in the tree is notified once; manual is listeners only"
  )
  func listenerInTree() {
    let tree = Tree()
    tree.page.addListener(tree.b, for: (any Pinging).self)
    #expect(tree.send(from: tree.a, .global) == ["L1", "L2", "B", "R", "H", "p1", "q", "p2"])
    #expect(tree.send(from: tree.a, .manual) == ["L1", "L2", "B"])
    #expect(tree.send(from: tree.b, .manual) == ["L1", "L2"])
  }

  @Test("ref 39: outside a page global reaches nobody, children still works")
  func detached() {
    let tree = Tree()
    tree.root.remove(child: tree.a)
    _ = tree.log.take()
    #expect(tree.send(from: tree.h, .global).isEmpty)
    #expect(tree.send(from: tree.p1, .reusable) == ["H", "q", "p2", "e"])
    #expect(tree.send(from: tree.a, .reusable).isEmpty)
    #expect(tree.send(from: tree.q, .parents) == ["p1", "H", "A"])
    #expect(tree.send(from: tree.a, .manual).isEmpty)
    #expect(tree.send(from: tree.h, .children) == ["p1", "q", "p2"])
  }

  @Test("sent by the root: parents and manual reach the listeners, the rest the whole tree")
  func sentByRoot() {
    let tree = Tree()
    let everyone = ["L1", "L2", "A", "H", "p1", "q", "p2", "B"]
    #expect(tree.send(from: tree.root, .global) == everyone)
    #expect(tree.send(from: tree.root, .reusable) == everyone)
    #expect(tree.send(from: tree.root, .children) == everyone)
    #expect(
      tree.send(from: tree.root, .childrenAndSelf) == ["L1", "L2", "R"] + everyone.dropFirst(2))
    #expect(tree.send(from: tree.root, .parents) == ["L1", "L2"])
    #expect(tree.send(from: tree.root, .manual) == ["L1", "L2"])
  }

  @Test("sent by the page: nobody is excluded")
  func sentByPage() {
    let tree = Tree()
    tree.page.notify((any Pinging).self, scope: .global) { $0.ping() }
    #expect(tree.log.take() == ["L1", "L2", "R", "A", "H", "p1", "q", "p2", "B"])
    tree.page.notify((any Pinging).self, scope: .parents) { $0.ping() }
    #expect(tree.log.take() == ["L1", "L2", "R"])
  }

  @Test("1.10 (fixed): any number of listeners per protocol, weak, removable and re-addable")
  func manualListeners() {
    let tree = Tree()
    var l3: Listener? = Listener("L3", tree.log)
    tree.page.addListener(l3!, for: (any Pinging).self)
    tree.page.addListener(tree.l1, for: (any Pinging).self)
    tree.page.addListener(tree.l2, for: (any Ponging).self)
    #expect(tree.send(from: tree.b, .manual) == ["L1", "L2", "L3"])
    l3 = nil
    tree.page.removeListener(tree.l1, for: (any Pinging).self)
    #expect(tree.send(from: tree.b, .manual) == ["L2"])
    tree.page.removeListener(tree.l2, for: (any Pinging).self)
    #expect(tree.send(from: tree.b, .manual).isEmpty)
    tree.b.addListener(tree.l1, for: (any Pinging).self)
    tree.q.addListener(tree.l2, for: (any Pinging).self)
    #expect(tree.send(from: tree.b, .manual) == ["L1", "L2"])
    tree.b.notify((any Ponging).self, scope: .manual) { $0.pong() }
    #expect(tree.log.take() == ["L2.pong"])
    tree.q.removeListener(tree.l2, for: (any Pinging).self)
    #expect(tree.send(from: tree.b, .manual) == ["L1"])
    #expect(!PingPresenter("x", tree.log).addListener(tree.l1, for: (any Pinging).self))
  }

  @Test("recipients are fixed before the first is notified")
  func recipientsSnapshot() {
    let tree = Tree()
    var removed = false
    tree.a.notify((any Pinging).self, scope: .childrenAndSelf) { listener in
      listener.ping()
      if !removed {
        removed = true
        tree.h.remove(child: tree.p2)
      }
    }
    #expect(
      tree.log.take() == [
        "A", "p2.unbind", "p2.detachFrom(H)", "p2.detachFromRoot", "H", "p1", "q", "p2",
      ])
  }

  @Test("a non-class listener traps")
  func valueListenerTraps() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        struct Value: Sendable {}
        let page = PagePresenter(root: Presenter())
        page.addListener(Value(), for: Value.self)
      }
    }
  }
}

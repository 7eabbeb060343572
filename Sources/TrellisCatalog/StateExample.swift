import Foundation
import Trellis
import TrellisTesting

/// The states of a screen that loads its content.
enum LoadState: String, Equatable, Sendable {
  case loading, ready, failed
}

/// A child showing one message.
@MainActor
final class MessageChild: StateChild {
  let message: String
  var log: [String] = []
  init(_ message: String) { self.message = message }
  func didAppear(animated: Bool) { log.append("didAppear") }
}

/// A container that switches loading → ready → error → ready.
@MainActor
final class LoadingContainer: StateContainer<LoadState> {
  let spinner = MessageChild("Loading…")
  let failure = MessageChild("Couldn't load the list. Press r to retry.")
  let listChild: ListChild
  /// The states shown, in order.
  private(set) var history: [LoadState] = []

  init(list: ListExample) {
    listChild = ListChild(list)
    super.init()
  }

  override func children(for state: LoadState) -> [any StateChild] {
    switch state {
    case .loading: [spinner]
    case .ready: [listChild]
    case .failed: [failure]
    }
  }

  override func didTransition(from previousState: LoadState?, animated: Bool) {
    if history.last != currentState { history.append(currentState) }
  }
}

/// The ready state's child: the list.
@MainActor
final class ListChild: StateChild {
  let list: ListExample
  init(_ list: ListExample) { self.list = list }
}

/// A state container switching loading → ready → error → ready.
@MainActor
final class StateExample: CatalogExample {
  static let name = "state"
  static let summary = "a state container: loading → ready → error → ready"
  static let demo: [CatalogKey] = [.tick, .down, .action, .retry, .tick]

  private let container: LoadingContainer
  private let list: ListExample
  private var loads = 0

  init(viewport: CGSize) throws {
    list = ListExample(host: HeadlessCollectionView(viewportSize: viewport))
    container = LoadingContainer(list: list)
    container.setNeedsTransition(to: .loading, animated: false)
    container.containerWillAppear(animated: false)
    container.containerDidAppear(animated: false)
  }

  var status: String {
    "state \(container.currentState.rawValue) · last: "
      + container.history.suffix(4).map(\.rawValue).joined(separator: " → ")
  }

  func handle(_ key: CatalogKey) throws {
    switch (key, container.currentState) {
    case (.tick, .loading):  // the load finishes after a second
      loads += 1
      list.adapter.apply(
        ListModel {
          ListSection(id: "news", 1...12) { n in
            ListItem(
              id: n, content: "Story \(n) (load \(loads))", view: TextCell.self,
              size: { _, container in CGSize(width: container.width, height: 36) }
            ) { cell, text in cell.configure(with: text) }
          }
        }, animated: false)
      container.setNeedsTransition(to: .ready, animated: false)
    case (.action, .ready):  // a refresh that fails
      container.setNeedsTransition(to: .failed, animated: false)
    case (.retry, .failed):
      container.setNeedsTransition(to: .loading, animated: false)
    case (_, .ready):
      _ = try list.handleListKey(key)
    default:
      break
    }
  }

  func draw(into canvas: inout Canvas) {
    for child in container.visibleChildren {
      if let message = child as? MessageChild {
        let size = canvas.viewportSize
        canvas.box(
          CGRect(x: 16, y: 24, width: size.width - 32, height: 36), origin: .zero,
          text: message.message)
      } else if child is ListChild {
        list.drawHost(into: &canvas)
      }
    }
  }
}

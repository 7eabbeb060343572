// The snippets of Trellis.docc/MigratingFromEpoxy.md, compiled and run.
import Foundation
import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite("Doc: Migrating from Epoxy")
struct MigratingFromEpoxySnippets {
  /// A message of the guide's inbox.
  struct Message: Identifiable, Equatable, Sendable {
    let id: Int
    var sender: String
    var subject: String
    var isUnread: Bool
  }

  /// What the guide's handlers do, recorded.
  @MainActor final class Inbox {
    var opened: [Int] = []
    var archived: [Int] = []
    var archivedSelections = 0
    func open(_ id: Int) { opened.append(id) }
    func archive(_ id: Int) { archived.append(id) }
    func archiveSelection() { archivedSelections += 1 }
  }

  @Test("rows of messages: typed selection and typed events instead of behaviours")
  func inbox() throws {
    let host = docHost()
    let inbox = Inbox()
    let messages = [
      Message(id: 1, sender: "Ann", subject: "Lunch?", isUnread: true),
      Message(id: 2, sender: "Bob", subject: "Minutes", isUnread: false),
    ]

    struct Archive: Sendable {}

    // A UICollectionViewCell in an app:
    final class MessageRow: HeadlessCell, ConfigurableView, ListEventEmitting {
      struct Content: Equatable, Sendable {
        var sender: String
        var subject: String
        var isUnread: Bool
      }
      var eventSink: ListEventSink?
      var text = ""
      func configure(with content: Content) {
        text = (content.isUnread ? "• " : "") + "\(content.sender): \(content.subject)"
      }
      func archiveTapped() { eventSink?.send(Archive()) }
    }

    func inboxModel(_ messages: [Message]) -> ListModel {
      ListModel {
        ListSection(id: "messages", messages) { message in
          TypedListItem(
            id: message.id,
            content: MessageRow.Content(
              sender: message.sender, subject: message.subject, isUnread: message.isUnread),
            view: MessageRow.self
          )
          .onSelect { _, _ in inbox.open(message.id) }
          .onEvent(Archive.self) { _, _, _ in inbox.archive(message.id) }
        }
      }
    }

    let adapter = ListAdapter(host: host)
    adapter.apply(inboxModel(messages), animated: false)

    let rows = host.indexPathsForVisibleItems.sorted().compactMap {
      host.cellForItem(at: $0) as? MessageRow
    }
    #expect(rows.map(\.text) == ["• Ann: Lunch?", "Bob: Minutes"])
    try host.tapItem(at: ItemPath(item: 1, section: 0))
    #expect(inbox.opened == [2])
    rows[0].archiveTapped()
    #expect(inbox.archived == [1])
  }

  @Test("a bar stack is a stack adapter over the same kind of model")
  func bars() {
    let stack = HeadlessStackView(axis: .vertical)
    let inbox = Inbox()
    let selection: Set<Int> = [1, 2]

    struct BarTapped: Sendable {}

    // A UIView and StackItemView in an app:
    final class ButtonBar: HeadlessCell, ConfigurableView, ListEventEmitting {
      var eventSink: ListEventSink?
      var title = ""
      func configure(with content: String) { title = content }
      func tapped() { eventSink?.send(BarTapped()) }
    }

    let stackAdapter = ListStackAdapter(host: stack)  // StackViewHost(stackView:) in an app
    stackAdapter.apply(
      ListModel {
        ListSection(id: "bottom bars") {
          if !selection.isEmpty {
            ListItem(id: "archive", content: "Archive \(selection.count)", view: ButtonBar.self)
              .onEvent(BarTapped.self) { _, _ in inbox.archiveSelection() }
          }
        }
      })

    let bar = stack.arrangedViews.first as? ButtonBar
    #expect(bar?.title == "Archive 2")
    bar?.tapped()
    #expect(inbox.archivedSelections == 1)
  }
}

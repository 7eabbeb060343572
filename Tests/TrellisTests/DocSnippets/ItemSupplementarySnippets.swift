// The Swift snippets about supplementary views per item, in the TrellisList article "The List
// Model and Its DSL" and the CollectionModel and SSCollectionViewPresenter migration guides,
// compiled and run: each function below holds a snippet verbatim.
import Foundation
import Testing
import Trellis
import TrellisTestSupport
import TrellisTesting

/// The articles' mail cell: it shows the subject bare, 44 points tall.
typealias MailCell = PlainTextCell

final class CountBadge: HeadlessSupplementaryView, ConfigurableView {
  var count = 0
  func configure(with content: Int) { count = content }
  override var snapshotText: String { "\(count)" }
  nonisolated static func size(for content: Int, fitting container: CGSize) -> CGSize? {
    CGSize(width: 20, height: 20)
  }
}

struct Mail: Identifiable, Sendable {
  let id: String
  var subject: String
  var unread: Int
}

func inboxSection(_ mails: [Mail]) -> ListSection {
  let inbox = ListSection(id: "inbox", mails) { mail in
    ListItem(id: mail.id, content: mail.subject, view: MailCell.self)
      .supplementary(
        "badge", ListItem(id: "unread", content: mail.unread, view: CountBadge.self),
        placement: .corner(.topTrailing, dx: 6, dy: -6))
  }
  return inbox
}

@MainActor
func showInbox(_ mails: [Mail], on host: HeadlessCollectionView) async -> ListAdapter {
  let adapter = ListAdapter(host: host)
  await adapter.applyAndWait(ListModel { inboxSection(mails) }, animated: false)
  return adapter
}

@MainActor
@Suite("Doc snippets: supplementary views per item")
struct ItemSupplementarySnippetTests {
  @Test("every row of the inbox has its own badge, at the row's path, moving with the row")
  func inbox() async throws {
    let host = HeadlessCollectionView(viewportSize: CGSize(width: 320, height: 200))
    let mails = [
      Mail(id: "a", subject: "Hello", unread: 2), Mail(id: "b", subject: "Invoice", unread: 5),
    ]
    let adapter = await showInbox(mails, on: host)
    #expect(
      host.snapshot() == """
        viewport 0,0 320x200 content 320x98
        item [0, 0] 0,0 320x44 "Hello"
        badge [0, 0] 306,-6 20x20 "2"
        item [0, 1] 0,54 320x44 "Invoice"
        badge [0, 1] 306,48 20x20 "5"
        """)
    #expect(
      host.frameForSupplementary(ofKind: "badge", ofItemAt: ItemPath(item: 1, section: 0))
        == CGRect(x: 306, y: 48, width: 20, height: 20))
    let badge = host.supplementaryView(ofKind: "badge", at: ItemPath(item: 1, section: 0))
    #expect(badge is CountBadge)
    // The badge travels with its row.
    await adapter.applyAndWait(ListModel { inboxSection(mails.reversed()) }, animated: false)
    #expect(host.supplementaryView(ofKind: "badge", at: ItemPath(item: 0, section: 0)) === badge)
  }
}

// swift-format-ignore-file
// The examples of ListItem's doc comments (content, supplementaries, hooks, editing) and of
// AnyListID's, compiled and run (DocSnippetTests checks that each appears here verbatim).
import Foundation
import Testing
import Trellis
import TrellisTestSupport
import TrellisTesting

/// The content, views and services of ListItem's doc-comment examples.
@MainActor
enum ItemDocs {
  typealias Product = DocPricedProduct
  typealias Track = DocTrack
  typealias TitleCell = DocTitleCell
  struct Image: Equatable, Sendable {
    var url: String
    var pixels = 0
  }
  struct Mail: Identifiable, Equatable, Sendable {
    let id: Int
  }

  final class ProductCell: HeadlessCell, ConfigurableView {
    var title = ""
    func configure(with content: Product) { title = content.title }
  }
  final class LabelCell: HeadlessCell {
    var text = ""
  }
  final class ImageCell: HeadlessCell {
    private(set) var shown: Image?
    func show(_ image: Image) { shown = image }
  }
  final class BadgeView: HeadlessSupplementaryView, ConfigurableView {
    func configure(with content: String) {}
  }
  final class RowBackground: HeadlessSupplementaryView, ConfigurableView {
    func configure(with content: String) {}
  }
  typealias TrackCell = DocTrackCell
  final class MailCell: HeadlessCell, ConfigurableView {
    func configure(with content: Mail) {}
  }
  final class PlayerCell: HeadlessCell, ConfigurableView {
    private(set) var paused = false
    func configure(with content: String) {}
    func pause() { paused = true }
  }

  /// Records what the hooks of the examples do.
  final class Recorder: Sendable {
    let entries = DocLockedLog()
    func impression(_ id: AnyListID) { entries.append("impression \(id)") }
    func pause(_ id: AnyListID) { entries.append("pause \(id)") }
    func open(_ id: AnyListID) { entries.append("open \(id)") }
    func remove(_ id: AnyListID) { entries.append("remove \(id)") }
    func delete(_ id: AnyListID) { entries.append("delete \(id)") }
  }
}

/// A log that `@Sendable` hooks append to.
final class DocLockedLog: @unchecked Sendable {
  // @unchecked Sendable: `entries` is only read or written under `lock`.
  private let lock = NSLock()
  private var entries: [String] = []
  /// Appends `entry`.
  func append(_ entry: String) { lock.withLock { entries.append(entry) } }
  /// The entries so far.
  var all: [String] { lock.withLock { entries } }
}

extension ItemDocs {
  @Suite("Doc-comment examples: ListItem and AnyListID")
  @MainActor
  struct ListItemDocCommentTests {
    let product = Product(id: 1, title: "Apple", price: 2)

    @Test("items: identity, content and configuration")
    func items() throws {
      let image = ItemDocs.Image(url: "a.png")
      let items = docValues {
        ListItem(id: product.id, content: product.title, view: TitleCell.self)
        ListItem(product, view: ProductCell.self)   // identity from `Identifiable` content
        ListItem(id: "greeting", content: "Hello", view: TitleCell.self)
        ListItem(product, view: ProductCell.self)
        ListItem(id: 1, content: "Hi", view: LabelCell.self) { cell, text in cell.text = text }
        ListItem(id: 1, content: image, view: ImageCell.self,
                 isContentEqual: { $0.url == $1.url }) { cell, image in cell.show(image) }
      }
      #expect(items.count == 6)
      let item = ListItem(product, view: ProductCell.self)
      let price = docValues {
        item.content(as: Product.self)?.price
      }
      #expect(price.first as? Double == 2)
      let cell = ImageCell()
      #expect(throws: ViewTypeMismatch.self) {
        try item.configure(cell)  // ViewTypeMismatch: item "a" is shown by TitleCell, not ImageCell
      }
    }

    @Test("an item's supplementary views")
    func supplementaries() {
      let values = docValues {
        ListItem(id: "inbox", content: "Inbox", view: TitleCell.self)
          .supplementary("badge", ListItem(id: "inbox-badge", content: "3", view: BadgeView.self),
                         placement: .corner(.topTrailing, dx: 6, dy: -6))
      }
      #expect(values.count == 1)
      let item =
      ListItem(id: "inbox", content: "Inbox", view: TitleCell.self)
        .supplementary("badge", ListItem(id: "inbox-badge", content: "3", view: BadgeView.self))
        .supplementary("selection",
                       ListItem(id: "inbox-bg", content: "", view: RowBackground.self),
                       placement: .behind())
      let kinds = docValues {
        item.supplementaries.map(\.kind)  // ["badge", "selection"]
        item.supplementary(ofKind: "badge")?.item.content(as: String.self)  // "3"
      }
      #expect(kinds[0] as? [SupplementaryKind] == ["badge", "selection"])
      #expect(kinds[1] as? String == "3")
    }

    @Test("an item's hooks")
    func hooks() {
      let recorder = ItemDocs.Recorder()
      let (analytics, player, router, basket) = (recorder, recorder, recorder, recorder)
      var log: [String] = []
      let isEditing = false
      let item = ListItem(product, view: ProductCell.self)
      let hooked = docValues {
        ListItem(product, view: ProductCell.self)
          .onWillDisplay { item, cell in analytics.impression(item.id) }
        item.onDidEndDisplaying { item, cell in player.pause(item.id) }
        item.onHighlight { item in log.append("highlight \(item.id)") }
        item.onUnhighlight { item in log.append("unhighlight \(item.id)") }
        ListItem(product, view: ProductCell.self)
          .onSelect { item in router.open(item.id) }
        item.onDeselect { item in basket.remove(item.id) }
        item.shouldHighlight { _ in isEditing == false }
        ListItem(id: "title", content: "Fruit", view: TitleCell.self).shouldSelect { _ in false }
      }
      #expect(hooked.count == 8 && log.isEmpty)
    }

    @Test("swipe actions, moving and non-reusable items")
    func editing() {
      let recorder = ItemDocs.Recorder()
      let store = recorder
      func archive(_ id: AnyListID) { recorder.pause(id) }
      func remove(_ id: AnyListID) { recorder.remove(id) }
      let mail = ItemDocs.Mail(id: 1)
      let track = Track(id: 2)
      let video = "intro.mp4"
      let item = ListItem(id: "a", content: "A", view: TitleCell.self)
      let values = docValues {
        ListItem(mail, view: MailCell.self).swipeActions([
          ListSwipeAction("Delete", style: .destructive) { item in store.delete(item.id) }
        ])
        ListSwipeAction("Archive") { item in archive(item.id) }
        item.swipeActions([ListSwipeAction("Delete", style: .destructive) { remove($0.id) }])
        item.swipeActions.map(\.title)  // ["Delete"]
        ListItem(track, view: TrackCell.self).movable()
        ListItem(track, view: TrackCell.self).movable { $0.content(as: Track.self)!.isEditable }
        TypedListItem(track, view: TrackCell.self).movable { track in track.isEditable }  // typed
        item.movable().canMove  // true
        ListItem(id: "player", content: video, view: PlayerCell.self).nonReusable()
        item.nonReusable().isReusable  // false
      }
      #expect(values[7] as? Bool == true && values[9] as? Bool == false)
    }

    /// Compiled, not run: a non-reusable view, found by its item.
    func pausePlayer(adapter: ListAdapter) {
      (adapter.view(forNonReusableItem: "player") as? PlayerCell)?.pause()
    }

    @Test("AnyListID")
    func identities() {
      let values = docValues {
        let a = AnyListID("feed")
        a == AnyListID("feed")   // true
        a == AnyListID(42)       // false: different values
        AnyListID(1) == AnyListID(Int64(1))  // false: identities are type-strict
        AnyListID("feed").base(as: String.self)  // "feed"
      }
      #expect(values.map { "\($0)" } == ["true", "false", "false", "Optional(\"feed\")"])
    }
  }
}

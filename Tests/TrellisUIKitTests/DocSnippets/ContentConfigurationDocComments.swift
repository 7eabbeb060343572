// swift-format-ignore-file

// The examples of the content-configuration items' doc comments (TrellisList's
// ListViewPlaceholder, TrellisUIKit's ListItem(id:content:configuration:) family and
// ListContentContext) and of the article "Items whose view is a content configuration", compiled
// on the UIKit double (DocSnippetTests checks that each appears here verbatim) and run.
#if os(Linux)
  import Foundation
  import Testing
  import TrellisCore
  import TrellisDiff
  import TrellisLayout
  import TrellisList
  import TrellisTestSupport
  import TrellisUIKit
  @testable import UIKit

  /// The types the examples name.
  @MainActor
  enum ContentConfigurationDocs {
    struct Song: Identifiable, Equatable, Sendable {
      let id: Int
      let title: String
    }

    struct Play: Sendable {}

    /// Shows a title as lines (the test-support content view).
    struct TitleConfiguration: UIContentConfiguration {
      var title: String
      func makeContentView() -> any UIView & UIContentView {
        UIKitLinesConfiguration(text: title).makeContentView()
      }
      func updated(for state: any UIConfigurationState) -> TitleConfiguration { self }
    }

    /// Shows a song's title; its content view's tap runs `onPlay`.
    struct SongConfiguration: UIContentConfiguration {
      var song: Song
      var onPlay: (@MainActor () -> Void)? = nil
      func makeContentView() -> any UIView & UIContentView {
        UIKitLinesConfiguration(text: song.title, onTap: onPlay).makeContentView()
      }
      func updated(for state: any UIConfigurationState) -> SongConfiguration { self }
    }

    final class Player { var played: [AnyListID] = []; func play(_ id: AnyListID) { played.append(id) } }

    @MainActor protocol BannerShowing: AnyObject { func show(_ text: String) }
    final class BannerCollectionCell: ListCollectionViewCell, BannerShowing {
      var text = ""
      func show(_ text: String) { self.text = text }
    }
    final class BannerTableCell: ListTableViewCell, BannerShowing {
      var text = ""
      func show(_ text: String) { self.text = text }
    }

    /// ListViewPlaceholder's example, and ListItem(id:content:placeholder:…)'s.
    static func bannerItem() -> ListItem {
      let box = ListCellDocExamples.ItemBox()
      final class Banner: ListViewPlaceholder {
        static func viewType(in host: any ListHost) -> AnyObject.Type? {
          switch host {
          case is CollectionViewHost: BannerCollectionCell.self
          case is TableViewHost: BannerTableCell.self
          default: nil
          }
        }
      }

      ListItem(id: 1, content: "Hello", placeholder: Banner.self) { view, text, _ in
        guard let view = view as? any BannerShowing else { return false }
        view.show(text)
        return true
      }
      .store(in: box)
      return box.item!
    }

    /// ListContentContext's example (and the article's second).
    static func songItem(_ song: Song, player: Player) -> ListItem {
      ListItem(id: song.id, content: song) { song, context in
        SongConfiguration(song: song, onPlay: { context.send(Play()) })
      }
      .onEvent(Play.self) { _, item in player.play(item.id) }
    }

    /// ListItem(id:content:configuration:)'s example.
    static func titleItem(_ title: String) -> ListItem {
      ListItem(id: 1, content: title) { title in
        TitleConfiguration(title: title)  // any UIContentConfiguration
      }
    }

    /// The Identifiable overload's example.
    static func identifiedItem(_ song: Song) -> ListItem {
      ListItem(song) { song in SongConfiguration(song: song) }
    }

    /// The article's first example.
    static func songsSection(_ songs: [Song]) -> ListSection {
      ListSection(id: "songs", items: songs.map { song in
        ListItem(id: song.id, content: song.title) { title in
          TitleConfiguration(title: title)  // any UIContentConfiguration
        }
      })
    }
  }

  @MainActor
  @Suite("Doc examples: content-configuration items")
  struct ContentConfigurationDocExampleTests {
    @Test("the examples show their content in a collection and a table, and send events")
    func examplesRun() async {
      typealias Docs = ContentConfigurationDocs
      let player = Docs.Player()
      let song = Docs.Song(id: 7, title: "Song")
      let section = Docs.songsSection([Docs.Song(id: 1, title: "One")])
      let model = ListModel(sections: [
        ListSection(
          id: "s",
          items: [
            Docs.bannerItem(), Docs.songItem(song, player: player), Docs.titleItem("Title"),
            Docs.identifiedItem(Docs.Song(id: 9, title: "Nine")),
          ]), section,
      ])
      let (shown, violations) = await withTableFixture { fixture in
        await fixture.show(model)
        let table = fixture.tableView
        (table.cellForRow(at: IndexPath(row: 1, section: 0))?.contentView
          as? UIKitLinesContentView)?.tap()
        return [
          (table.cellForRow(at: IndexPath(row: 0, section: 0)) as? Docs.BannerTableCell)?.text,
          linesShown(by: table.cellForRow(at: IndexPath(row: 2, section: 0))),
          linesShown(by: table.cellForRow(at: IndexPath(row: 3, section: 0))),
          linesShown(by: table.cellForRow(at: IndexPath(row: 0, section: 1))),
        ]
      }
      #expect(violations.isEmpty)
      #expect(shown == ["Hello", "Title", "Nine", "One"])
      #expect(player.played == [AnyListID(7)])
      let (banner, collectionViolations) = await withCollectionFixture { fixture in
        await fixture.show(ListModel(sections: [ListSection(id: "s", items: [Docs.bannerItem()])]))
        return (fixture.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
          as? Docs.BannerCollectionCell)?.text
      }
      #expect(collectionViolations.isEmpty)
      #expect(banner == "Hello")
    }
  }
#endif

// swift-format-ignore-file

// The examples of TrellisUIKit's doc comments about hosts, controllers, layouts and the stack
// host, compiled on the UIKit double (DocSnippetTests checks that each appears here verbatim) and
// run where cheap.
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

  /// The cells and views of TrellisUIKit's doc-comment examples.
  @MainActor
  enum UIKitDocs {
    final class SettingCell: ListTableViewCell, ConfigurableView {
      var text = ""
      func configure(with content: String) { text = content }
    }
    final class NoteCell: ListTableViewCell {}
    final class TitleView: UITableViewHeaderFooterView {}

    final class FieldRow: UIView, ConfigurableView, StackItemView {
      func configure(with content: String) { accessibilityIdentifier = content }
    }
  }

  extension UIKitDocs {
    @Suite("Doc-comment examples: TrellisUIKit hosts and controllers")
    @MainActor
    struct TrellisUIKitHostsDocCommentTests {
      let model = ListModel {
        ListSection(id: "notes") { ListItem(id: 1, content: "Note", view: UIKitTextCell.self) }
      }

      @Test("collection hosts, layouts and controllers")
      func collections() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        do {
          let collectionView = UICollectionView(
            frame: view.bounds, collectionViewLayout: ListCollectionViewLayout())
          let host = CollectionViewHost(collectionView: collectionView)
          let adapter = ListAdapter(host: host)
          adapter.apply(model)
          #expect(adapter.host != nil)
        }
        do {
          let layout = ListCollectionViewLayout()
          let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
          let host = CollectionViewHost(collectionView: collectionView)
          let refresh = docValues {
            host.isRefreshControlEnabled  // false
          }
          #expect(refresh.first as? Bool == false)
          let path = ItemPath(IndexPath(item: 2, section: 0))
          #expect(path == ItemPath(item: 2, section: 0))
          let values = docValues {
            collectionView.cellForItem(at: IndexPath(ItemPath(item: 2, section: 0)))
          }
          #expect(values.count == 1)
          let indexPath = IndexPath(item: 1, section: 0)
          do {
            let path = ItemPath(indexPath)
            #expect(path.item == 1)
          }
        }
        do {
          let collectionView = UICollectionView(
            frame: .zero, collectionViewLayout: ListCollectionViewLayout())
          let host = CollectionViewHost(collectionView: collectionView)
          #expect(!host.isRefreshControlEnabled)
        }
        let layouts = docValues {
          ListCollectionViewLayout(axis: .vertical, defaultSection: .table(TableSection()))
          ListCollectionViewController(layout: ListCollectionViewLayout(axis: .horizontal))
          ListCollectionViewController(layout: ListCompositionalLayout())  // a feed with bands
        }
        #expect(layouts.count == 3)
        #expect(
          (layouts.last as? ListCollectionViewController)?.collectionView.collectionViewLayout
            is ListCompositionalLayout)
        let controller = ListCollectionViewController()
        controller.adapter.attach(ListRefresher())
        controller.apply(model)
        controller.apply(model, animated: false)
      }

      @Test("the awaiting apply of the controllers")
      func awaitingApply() async {
        do {
          let controller = ListCollectionViewController()
          await controller.applyAndWait(model)
        }
        let controller = ListTableViewController()
        await controller.applyAndWait(model)
      }

      @Test("table hosts and controllers")
      func tables() throws {
        let bounds = CGRect(x: 0, y: 0, width: 320, height: 480)
        do {
          let tableView = UITableView(frame: .zero, style: .plain)
          let host = TableViewHost(tableView: tableView)
          let adapter = ListAdapter(host: host)
          adapter.apply(model, animated: true)
          host.registerCell(NoteCell.self, as: .class, reuseIdentifier: "note")
          host.registerSupplementaryView(TitleView.self, as: .class, kind: .header,
                                         reuseIdentifier: "title")
          let refresh = docValues {
            host.isRefreshControlEnabled  // false
          }
          #expect(refresh.first as? Bool == false)
          let bands = docValues {
            host.isBandScrolling(ofSection: 0)  // false
          }
          #expect(bands.first as? Bool == false)
        }
        do {
          let host = TableViewHost(tableView: UITableView(frame: bounds, style: .grouped))
          #expect(host.tableView.style == .grouped)
        }
        do {
          let controller = ListTableViewController(style: .insetGrouped)
          controller.apply(ListModel(sections: [
            ListSection(id: "settings", items: [ListItem(id: "wifi", content: "Wi-Fi", view: SettingCell.self)])
          ]))
          controller.apply(model, animated: false)
        }
        let grouped =
          ListTableViewController(style: .grouped, configuration: .init(reloadThreshold: 200))
        #expect(grouped.adapter.configuration.reloadThreshold == 200)
      }

      @Test("the stack host")
      func stacks() throws {
        let formStack = UIStackView()
        formStack.axis = .vertical
        do {
          let host = StackViewHost(stackView: formStack)
          let adapter = ListStackAdapter(host: host)
          adapter.apply(ListModel { ListSection(id: "form") { ListItem(id: 1, content: "Name", view: FieldRow.self) } })
          let values = try docValues {
            host.stackView.spacing = 8
            host.axis  // .vertical for a stack whose axis is .vertical
            host.arrangedViews.count  // one per header, item and footer
            try host.makeView(of: FieldRow.self, registration: .class)
          }
          #expect(values[1] as? ScrollDirection == .vertical && values[2] as? Int == 1)
        }
        let host = StackViewHost(stackView: UIStackView())
        let row = FieldRow()
        host.insertArrangedView(row, at: 0)
        host.removeArrangedView(row)
        #expect(host.arrangedViews.isEmpty)
      }
    }
  }
#endif

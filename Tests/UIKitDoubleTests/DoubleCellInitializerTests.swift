// How the double's table and collection views create registered classes: through the class's
// designated initialiser (`init(frame:)`, `init(style:reuseIdentifier:)`,
// `init(reuseIdentifier:)`), as UIKit does, with the subclass's override running. The subclasses
// are written as on iOS, where those initialisers are not `required`. Linux only.
#if os(Linux)
  import Foundation
  import Testing
  import TrellisTestSupport
  @testable import UIKit

  /// A cell with a stored property of its own, set in `override init(frame:)`.
  final class BadgeCell: UICollectionViewCell {
    let badge: UILabel

    override init(frame: CGRect) {
      badge = UILabel()
      super.init(frame: frame)
      contentView.addSubview(badge)
    }

    required init?(coder: NSCoder) { nil }
  }

  /// A supplementary view with a stored property of its own, set in `override init(frame:)`.
  final class BadgeHeader: UICollectionReusableView {
    let title: UILabel

    override init(frame: CGRect) {
      title = UILabel()
      super.init(frame: frame)
      addSubview(title)
    }

    required init?(coder: NSCoder) { nil }
  }

  /// A table cell with a stored property of its own, set in its `init(style:reuseIdentifier:)`.
  final class BadgeRow: UITableViewCell {
    let badge: UILabel

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      badge = UILabel()
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      contentView.addSubview(badge)
    }

    required init?(coder: NSCoder) { nil }
  }

  /// A table header with a stored property of its own, set in its `init(reuseIdentifier:)`.
  final class BadgeRowHeader: UITableViewHeaderFooterView {
    let title: UILabel

    override init(reuseIdentifier: String?) {
      title = UILabel()
      super.init(reuseIdentifier: reuseIdentifier)
      contentView.addSubview(title)
    }

    required init?(coder: NSCoder) { nil }
  }

  /// One section of `count` badge cells under a badge header, in a collection and a table.
  @MainActor
  final class BadgeSource: NSObject, UICollectionViewDataSource, UITableViewDataSource,
    UITableViewDelegate
  {
    let count: Int
    init(count: Int) { self.count = count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueReusableCell(withReuseIdentifier: "badge", for: indexPath)
    }

    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "badge", for: indexPath)
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
      tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
      30
    }
  }

  @Suite("UIKit double: creating registered classes")
  @MainActor
  struct DoubleCellInitializerTests {
    @Test("the collection view creates a registered cell and header through their init(frame:)")
    func collectionCreatesThroughInitFrame() {
      let source = BadgeSource(count: 2)
      let layout = UICollectionViewFlowLayout()
      layout.itemSize = CGSize(width: 100, height: 50)
      layout.headerReferenceSize = CGSize(width: 100, height: 30)
      let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 100, height: 200), collectionViewLayout: layout)
      collectionView.register(BadgeCell.self, forCellWithReuseIdentifier: "badge")
      collectionView.register(
        BadgeHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
        withReuseIdentifier: "header")
      collectionView.dataSource = source
      collectionView.layoutIfNeeded()
      let cells = collectionView.visibleCells.compactMap { $0 as? BadgeCell }
      #expect(cells.count == 2)
      #expect(cells.allSatisfy { $0.badge.superview === $0.contentView })
      let header = collectionView.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: 0))
      #expect((header as? BadgeHeader).map { $0.title.superview === $0 } == true)
    }

    @Test("the table creates a registered cell and header through their designated initialisers")
    func tableCreatesThroughDesignatedInit() {
      let source = BadgeSource(count: 2)
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
      table.register(BadgeRow.self, forCellReuseIdentifier: "badge")
      table.register(BadgeRowHeader.self, forHeaderFooterViewReuseIdentifier: "header")
      table.dataSource = source
      table.delegate = source
      table.layoutIfNeeded()
      let rows = table.visibleCells.compactMap { $0 as? BadgeRow }
      #expect(rows.count == 2)
      #expect(
        rows.allSatisfy { $0.badge.superview === $0.contentView && $0.reuseIdentifier == "badge" })
      let header = table.headerView(forSection: 0) as? BadgeRowHeader
      #expect(
        header.map { $0.title.superview === $0.contentView && $0.reuseIdentifier == "header" }
          == true)
    }
  }
#endif

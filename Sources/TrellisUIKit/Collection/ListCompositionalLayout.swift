#if canImport(UIKit) && !os(watchOS)
  import TrellisCore
  import TrellisDiff
  import TrellisLayout
  import TrellisList
  import UIKit

  /// Apple's compositional layout, built from a ``CollectionViewHost``'s section descriptions: the
  /// layout to use when a list has orthogonally scrolling rows (bands), such as a paging banner row
  /// above a grid.
  ///
  ///     let layout = ListCompositionalLayout()
  ///     let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
  ///     let host = CollectionViewHost(collectionView: collectionView)
  ///     let adapter = ListAdapter(host: host)
  ///     adapter.apply(ListModel(sections: [
  ///       ListSection(id: "banners", items: banners)
  ///         .layout(.carousel(GridSection(itemWidth: .fractional(0.85), itemHeight: .fixed(160)),
  ///                           scrolling: .groupPaging)),
  ///       ListSection(id: "products", items: products)
  ///         .layout(.grid(GridSection(columns: 2, itemHeight: .fixed(220), interitemSpacing: 8,
  ///                                   groupSpacing: 8))),
  ///     ]))
  ///
  /// Its section provider turns each section's description (a `MixedSection`, from
  /// `ListHostDataSource.listHost(_:layoutOfSection:)`) into an `NSCollectionLayoutSection`:
  ///
  /// - **Grid**: groups of `columns` items (`horizontal` or `vertical(layoutSize:repeatingSubitem:
  ///   count:)`), `interitemSpacing` between items, `groupSpacing` between groups, the insets as
  ///   the section's content insets. A one-column grid of `.derived` or `.fractional(f)` width is a
  ///   `.fractionalWidth(1)` or `.fractionalWidth(f)` group; other widths are absolute, computed
  ///   from the environment's width as `GridLayout` computes them. `.fixed`
  ///   heights are absolute; `.measured` heights are estimated and then measured (below).
  /// - **Carousel** (a grid with orthogonal scrolling): the same groups, in a section whose
  ///   `orthogonalScrollingBehavior` matches the description's.
  /// - **Table**: one full-width row per group, the row height absolute or estimated; a plain
  ///   table pins its header and footer.
  /// - **Flow** and **waterfall**: one custom group (`NSCollectionLayoutGroup.custom`) whose item
  ///   frames are TrellisLayout's (`FlowLayout`,
  ///   `WaterfallLayout`), from the data source's item sizes.
  /// - **Headers and footers**: boundary supplementary items at the data source's heights, pinned
  ///   where the description pins them; `.estimated` where the view sizes itself (a
  ///   ``ListCollectionReusableView`` that is a `SelfSizingView`), `.absolute` otherwise. As in
  ///   every compositional layout, they lie inside the section's side insets.
  /// - **An item's own views** (`ListItem` supplementaries): `NSCollectionLayoutSupplementaryItem`s
  ///   of the section's item, for kinds that every item of a grid, carousel or table section has
  ///   with the same size and placement (a compositional item's supplementary items belong to
  ///   its definition, shared by the section); other item views are not shown on this layout.
  ///
  /// Estimated items are measured through `preferredLayoutAttributesFitting(_:)`: a
  /// ``ListCollectionViewCell`` answers with what its `SelfSizingView` measures (through the
  /// list's size cache) or, for another cell, the size the data source gives.
  ///
  /// Each band's position is read through its section's `visibleItemsInvalidationHandler`
  /// (orthogonal sections send no scroll-view callbacks): the layout records a band's offset and
  /// visible items, and announces an offset only when it changed.
  ///
  /// ## Choosing a layout
  ///
  /// Use this layout when a list has bands: on iOS only a compositional section can scroll
  /// sideways inside a vertical list. Otherwise prefer ``ListCollectionViewLayout``: it keeps
  /// TrellisLayout's exact geometry for every section kind (flow lines as UIKit's flow layout,
  /// full-width headers, grouped tables' leading spacing, backgrounds, per-item views), and an
  /// update recomputes only the sections it changes, where a compositional layout asks its
  /// section provider for every section again.
  @MainActor
  public final class ListCompositionalLayout: UICollectionViewCompositionalLayout {
    // MARK: Lifecycle

    /// Creates a vertically scrolling compositional layout whose sections the host's data source
    /// describes.
    ///
    ///     ListCompositionalLayout(defaultSection: .table(TableSection()), sectionSpacing: 16)
    ///
    /// - Parameters:
    ///   - defaultSection: How sections whose data source answers `nil` are laid out.
    ///   - sectionSpacing: The space between sections (the configuration's
    ///     `interSectionSpacing`).
    public init(
      defaultSection: MixedSection = .flow(FlowSection(itemCount: 0)), sectionSpacing: CGFloat = 0
    ) {
      let box = _SectionProviderBox()
      let configuration = UICollectionViewCompositionalLayoutConfiguration()
      configuration.scrollDirection = .vertical
      configuration.interSectionSpacing = sectionSpacing
      self.defaultSection = defaultSection
      self.box = box
      super.init(
        sectionProvider: { section, environment in
          MainActor.assumeIsolated { box.layout?.makeSection(section, environment: environment) }
        }, configuration: configuration)
      box.layout = self
    }

    /// Creates a layout from an archive; Trellis's layout is created in code only.
    public required init?(coder: NSCoder) { nil }

    // MARK: Public

    /// How sections whose data source answers `nil` are laid out.
    public let defaultSection: MixedSection

    /// Makes room for every section's band before the pass (the visible-items handlers write
    /// into it without allocating).
    public override func prepare() {
      bands.reserve(sections: collectionView?.numberOfSections ?? 0)
      super.prepare()
    }

    // MARK: Internal

    /// The host whose data source describes the sections; set by ``CollectionViewHost``.
    weak var host: CollectionViewHost?

    /// Each band's offset and visible items.
    let bands = _BandTracker()

    /// The section provider: the `NSCollectionLayoutSection` for `section`'s description.
    func makeSection(_ section: Int, environment: any NSCollectionLayoutEnvironment)
      -> NSCollectionLayoutSection
    {
      var description = host?._layoutDescription(ofSection: section) ?? defaultSection
      let count = collectionView?.numberOfItems(inSection: section) ?? 0
      description.itemCount = count
      let builder = _CompositionalSectionBuilder(
        section: section, count: count, width: environment.container.effectiveContentSize.width,
        host: host)
      let result = builder.section(for: description)
      if description.orthogonalScrolling != .none {
        result.visibleItemsInvalidationHandler = bands.handler(forSection: section)
      } else {
        // A section that no longer scrolls sideways (or took a band's index) has no band.
        bands.forget(section: section)
      }
      return result
    }

    // MARK: Private

    private let box: _SectionProviderBox
  }

  /// Holds the layout for its own section provider, which is created before the layout is.
  @MainActor
  final class _SectionProviderBox {
    weak var layout: ListCompositionalLayout?
  }

  /// Each orthogonal section's band: its offset and visible items, as its
  /// `visibleItemsInvalidationHandler` reports them on every layout pass (every frame of a
  /// sideways scroll).
  ///
  /// The handler stores what UIKit hands it and allocates nothing: the layout makes room for
  /// every section before the pass. A repeated offset changes nothing and announces nothing;
  /// a new one is announced through ``offsetDidChange``.
  @MainActor
  final class _BandTracker {
    /// One band's last report.
    struct Band {
      var offset: CGFloat
      var visibleItems: [any NSCollectionLayoutVisibleItem]
    }

    /// Called with a section and its band's new offset, once per change.
    var offsetDidChange: ((Int, CGFloat) -> Void)?

    /// How many offset changes were announced (for tests of the handler's cost).
    private(set) var announcements = 0

    /// The band of each section that reported one, by section index.
    private var bands: [Band?] = []

    /// The band's offset along the cross axis, or `nil` when `section` has no band (yet).
    func offset(ofSection section: Int) -> CGFloat? {
      bands.indices.contains(section) ? bands[section]?.offset : nil
    }

    /// The paths of the band's visible items, in order; empty without a band.
    func visibleItems(inSection section: Int) -> [ItemPath] {
      guard bands.indices.contains(section), let band = bands[section] else { return [] }
      return band.visibleItems.filter { $0.representedElementCategory == .cell }
        .map { ItemPath($0.indexPath) }.sorted()
    }

    /// Makes room for `sections` bands; forgets the bands of sections that no longer exist.
    func reserve(sections: Int) {
      if bands.count < sections {
        bands.append(contentsOf: repeatElement(nil, count: sections - bands.count))
      } else if bands.count > sections {
        bands.removeLast(bands.count - sections)
      }
    }

    /// Forgets the band of `section`, which has none.
    func forget(section: Int) {
      if bands.indices.contains(section) { bands[section] = nil }
    }

    /// The handler of `section`'s band.
    func handler(forSection section: Int)
      -> NSCollectionLayoutSectionVisibleItemsInvalidationHandler
    {
      { [weak self] items, offset, _ in
        MainActor.assumeIsolated { self?.record(items, offset: offset.x, inSection: section) }
      }
    }

    /// Records a report of the band of `section`; announces the offset when it changed.
    func record(
      _ items: [any NSCollectionLayoutVisibleItem], offset: CGFloat, inSection section: Int
    ) {
      guard bands.indices.contains(section) else { return }
      let previous = bands[section]?.offset
      bands[section] = Band(offset: offset, visibleItems: items)
      guard previous != offset else { return }
      announcements += 1
      offsetDidChange?(section, offset)
    }
  }
#endif

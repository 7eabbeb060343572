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
  /// ## Bands
  ///
  /// Each band's position is read through its section's `visibleItemsInvalidationHandler`
  /// (orthogonal sections send no scroll-view callbacks): the layout records a band's offset and
  /// visible items, and announces an offset only when it changed
  /// (`ListHostDelegate.listHost(_:bandDidScroll:)`). UIKit tells nobody when a band stops
  /// either, so the layout infers it: a band is at rest
  /// (`ListHostDelegate.listHost(_:bandDidEndScrolling:)`) once its offset has not changed for
  /// 100 ms on the layout's clock while at a resting point of its behaviour — a multiple of the
  /// page for `.paging`, a group's edge for `.groupPaging` and
  /// `.continuousGroupLeadingBoundary`, a centred group for `.groupPagingCentered`, either end
  /// of the band, anywhere for `.continuous` (as they were when it got there: an update may move
  /// them). A finger held still on a band between resting points is not a rest, and the band
  /// counts as scrolling (`ListHost.isBandScrolling(ofSection:)`) until it moves again and rests,
  /// or until it has been still there for a second (a deceleration that ended where the band's
  /// content, changed during the flight, has no resting point); held still on one for 100 ms, it
  /// rests (no public API tells a drag from a rest). A non-animated `ListHost.scrollToItem(at:at:animated:)` on a band's item rests at
  /// once; an animated one counts as scrolling from its start and rests where it ends (a rest an
  /// earlier move waited for is not reported before the scroll moves the band). The handler
  /// itself only stores what it gets and sets a flag: one timer runs per
  /// movement, none per frame.
  ///
  /// ## Choosing a layout
  ///
  /// Use this layout when a list has bands: on iOS only a compositional section can scroll
  /// sideways inside a vertical list. Otherwise prefer ``ListCollectionViewLayout``: it keeps
  /// TrellisLayout's exact geometry for every section kind (flow lines as UIKit's flow layout,
  /// full-width headers, grouped tables' leading spacing, per-item views that differ from item
  /// to item in flow, waterfall and measured sections), and an
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
    ///   - clock: The clock a band's rest is measured on (see "Bands" above); tests pass a test
    ///     clock.
    public init(
      defaultSection: MixedSection = .flow(FlowSection(itemCount: 0)), sectionSpacing: CGFloat = 0,
      clock: any Clock<Duration> = ContinuousClock()
    ) {
      bands = _BandTracker(clock: clock)
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

    /// Each band's offset, visible items and resting points.
    let bands: _BandTracker

    /// Ends now every band rest whose delay has passed on the clock (see "Bands" above): the
    /// layout does this by itself when its clock wakes it; tests call it after advancing a test
    /// clock, like `HeadlessListView.settleAnimations()`.
    package func settleBandRests() { bands.settleRests() }

    /// Whether a band moved and has not been reported at rest yet.
    package var hasBandsInMotion: Bool { bands.hasPendingRests }

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
        bands.setStops(
          _BandStops(
            description, count: count, width: environment.container.effectiveContentSize.width),
          forSection: section)
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

#endif

#if canImport(UIKit)
  import UIKit
  import Trellis

  /// A `UICollectionViewLayout` that places a ``CollectionViewHost``'s sections with
  /// TrellisLayout's engines: each section as its data source describes it
  /// (`ListHostDataSource.listHost(_:layoutOfSection:)`, a `MixedSection`), items at the sizes
  /// the data source gives, headers and footers at their sizes, sticky headers where a section
  /// pins them.
  ///
  ///     let layout = ListCollectionViewLayout()
  ///     let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
  ///     let host = CollectionViewHost(collectionView: collectionView)
  ///
  /// It recomputes only what an invalidation context names: items (self-sizing, or
  /// `ListHost.invalidateLayout(ofItemsAt:)`), the sections of named supplementary views
  /// (`ListHost.invalidateLayout(ofSections:)`), or everything (a new width, new counts).
  /// Rect queries (`layoutAttributesForElements(in:)`) cost what the rectangle holds.
  @MainActor
  public final class ListCollectionViewLayout: UICollectionViewLayout {
    /// Creates a layout.
    ///
    ///     ListCollectionViewLayout(scrollDirection: .vertical, defaultSection: .table(TableSection()))
    ///
    /// - Parameters:
    ///   - scrollDirection: The axis sections stack along; horizontal layouts take flow
    ///     sections only.
    ///   - defaultSection: How sections whose data source answers `nil` are laid out.
    public init(
      scrollDirection: ScrollDirection = .vertical,
      defaultSection: MixedSection = .flow(FlowSection(itemCount: 0))
    ) {
      self.scrollDirection = scrollDirection
      self.defaultSection = defaultSection
      super.init()
    }

    /// Creates a layout from an archive; Trellis's layout is created in code only.
    public required init?(coder: NSCoder) { nil }

    /// The axis sections stack along.
    public let scrollDirection: ScrollDirection

    /// How sections whose data source answers `nil` are laid out.
    public let defaultSection: MixedSection

    /// The host whose data source describes the sections; set by ``CollectionViewHost``.
    weak var host: CollectionViewHost?

    // MARK: UICollectionViewLayout

    /// Computes what the last invalidations named: everything, some sections, or some items.
    public override func prepare() {
      super.prepare()
      guard let collectionView, let host else {
        computed = nil
        return
      }
      let container = collectionView.bounds.size
      // A scroll invalidates with an empty context (sticky headers move): nothing to compute.
      if let computed, !pending.everything, pending.sections.isEmpty, pending.items.isEmpty,
        computed.containerSize == container
      {
        return
      }
      let counts = (0..<collectionView.numberOfSections).map {
        collectionView.numberOfItems(inSection: $0)
      }
      let asked = host._itemSizeProvider()
      let preferred = preferredSizes
      let sizes: ItemSizeProvider = { path, fitting in preferred[path] ?? asked(path, fitting) }
      if var layout = computed, !pending.everything, layout.containerSize == container,
        layout.numberOfSections == counts.count
      {
        if !pending.sections.isEmpty {
          for section in pending.sections.sorted() where section < counts.count {
            layout.replaceSection(
              at: section, with: describe(section, count: counts[section]), sizes: sizes)
          }
        }
        let items = pending.items.filter {
          $0.section < counts.count && $0.item < counts[$0.section]
            && !pending.sections.contains($0.section)
        }
        if !items.isEmpty { layout.invalidateItems(at: items, sizes: sizes) }
        computed = layout
      } else {
        let engine = MixedLayout(
          containerSize: container, scrollDirection: scrollDirection,
          defaultSection: defaultSection)
        computed = ListLayout(
          engine, sections: counts.indices.map { describe($0, count: counts[$0]) }, sizes: sizes)
      }
      pending = Pending()
    }

    /// The size of all content.
    public override var collectionViewContentSize: CGSize { computed?.contentSize ?? .zero }

    /// The attributes of the elements meeting `rect`, sticky headers pinned within it.
    public override func layoutAttributesForElements(in rect: CGRect)
      -> [UICollectionViewLayoutAttributes]?
    {
      guard let computed else { return [] }
      return computed.visibleElements(in: rect).compactMap(attributes(for:))
    }

    /// The attributes of the item at `indexPath`.
    public override func layoutAttributesForItem(at indexPath: IndexPath)
      -> UICollectionViewLayoutAttributes?
    {
      computed?.attributes(for: .item(ItemPath(indexPath))).flatMap(attributes(for:))
    }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`.
    public override func layoutAttributesForSupplementaryView(
      ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      let element = LayoutElement(
        kind: .supplementary(CollectionViewHost.supplementaryKind(elementKind)),
        path: ItemPath(indexPath))
      return computed?.attributes(for: element).flatMap(attributes(for:))
    }

    /// Every bounds change is relaid: a new size recomputes everything, a scroll only moves
    /// sticky headers (an empty context).
    public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
      guard let collectionView else { return false }
      return newBounds != collectionView.bounds
    }

    /// A context naming everything when the size changes, nothing for a scroll.
    public override func invalidationContext(forBoundsChange newBounds: CGRect)
      -> UICollectionViewLayoutInvalidationContext
    {
      let context = super.invalidationContext(forBoundsChange: newBounds)
      if let collectionView, newBounds.size != collectionView.bounds.size {
        pending.everything = true
      }
      return context
    }

    /// A cell whose preferred size differs from its frame invalidates that item; the layout
    /// keeps the size until the counts change or the host asks for the item's size again (as
    /// UIKit's layouts keep self-sized attributes).
    public override func shouldInvalidateLayout(
      forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
      withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
      guard originalAttributes.representedElementCategory == .cell,
        preferredAttributes.frame.size != originalAttributes.frame.size
      else { return false }
      preferredSizes[ItemPath(originalAttributes.indexPath)] = preferredAttributes.frame.size
      return true
    }

    /// Records what `context` names, for the next `prepare()`.
    public override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
      if context.invalidateEverything || context.invalidateDataSourceCounts {
        pending.everything = true
      }
      if context.invalidateDataSourceCounts { preferredSizes = [:] }
      for indexPath in context.invalidatedItemIndexPaths ?? [] {
        pending.items.insert(ItemPath(indexPath))
      }
      for paths in (context.invalidatedSupplementaryIndexPaths ?? [:]).values {
        for indexPath in paths { pending.sections.insert(indexPath.section) }
      }
      super.invalidateLayout(with: context)
    }

    // MARK: Internal

    /// The computed layout, for the host's rect queries (natural frames).
    private(set) var computed: ListLayout<MixedLayout>?

    /// Forgets the self-sized sizes of `paths`, whose content changed: the next layout asks the
    /// data source, and the cells are measured again.
    func forgetPreferredSizes(of paths: [ItemPath]) {
      for path in paths { preferredSizes[path] = nil }
    }

    /// The sizes self-sizing cells asked for, by item.
    private var preferredSizes: [ItemPath: CGSize] = [:]

    // MARK: Private

    private struct Pending {
      var everything = false
      var sections: Set<Int> = []
      var items: Set<ItemPath> = []
    }

    private var pending = Pending(everything: true)

    private func describe(_ section: Int, count: Int) -> MixedSection {
      var description = host?._layoutDescription(ofSection: section) ?? defaultSection
      if scrollDirection == .horizontal, case .flow = description {
      } else if scrollDirection == .horizontal {
        preconditionFailure(
          "ListCollectionViewLayout: section \(section) is not a flow section; only flow "
            + "sections scroll horizontally")
      }
      description.itemCount = count
      let header = host?._supplementarySize(.header, inSection: section) ?? .zero
      let footer = host?._supplementarySize(.footer, inSection: section) ?? .zero
      description.headerLength = scrollDirection == .vertical ? header.height : header.width
      description.footerLength = scrollDirection == .vertical ? footer.height : footer.width
      return description
    }

    private func attributes(for element: LayoutAttributes) -> UICollectionViewLayoutAttributes? {
      let indexPath = IndexPath(element.path)
      let result: UICollectionViewLayoutAttributes
      switch element.kind {
      case .item:
        result = UICollectionViewLayoutAttributes(forCellWith: indexPath)
      case .supplementary(let kind):
        result = UICollectionViewLayoutAttributes(
          forSupplementaryViewOfKind: CollectionViewHost.elementKind(kind), with: indexPath)
      case .decoration:
        return nil
      }
      result.frame = element.frame
      result.zIndex = element.zIndex
      return result
    }
  }
#endif

#if canImport(UIKit) && !os(watchOS)
  import TrellisCore
  import TrellisDiff
  import TrellisLayout
  import TrellisList
  import UIKit

  /// Builds one `NSCollectionLayoutSection` from a section's description, for
  /// ``ListCompositionalLayout``'s section provider (see its documentation for the mapping).
  @MainActor
  struct _CompositionalSectionBuilder {
    /// The section's index.
    let section: Int
    /// The number of items in the section.
    let count: Int
    /// The layout's effective content width (the bounds less the content insets).
    let width: CGFloat
    /// The host whose data source gives sizes and supplementary views.
    let host: CollectionViewHost?

    /// The section for `description`.
    func section(for description: MixedSection) -> NSCollectionLayoutSection {
      switch description {
      case .grid(let options): grid(options)
      case .table(let options, let style): table(options, style: style)
      case .flow(let options): flow(options)
      case .waterfall(let options): waterfall(options)
      }
    }

    // MARK: Kinds

    private func grid(_ options: GridSection) -> NSCollectionLayoutSection {
      let columns = max(1, options.columns)
      let spacing = options.interitemSpacing
      let available = max(0, width - options.insets.left - options.insets.right)
      let itemWidth: CGFloat =
        switch (options.itemWidth, options.groupAxis) {
        case (.fixed(let fixed), _): fixed
        case (.fractional(let fraction), _): available * fraction
        case (.derived, .horizontal):
          max(0, ((available - CGFloat(columns - 1) * spacing) / CGFloat(columns)).rounded(.down))
        case (.derived, .vertical): available
        }
      // A lone item of a derived or fractional width is what compositional layouts write: a
      // group as a fraction of the section, the item filling it.
      let fractionalGroup: CGFloat? =
        switch options.itemWidth {
        case .derived: 1
        case .fractional(let fraction): fraction
        case .fixed: nil
        }
      let alone = columns == 1 || options.groupAxis == .vertical
      let groupWidth: NSCollectionLayoutDimension =
        if alone, let fractionalGroup {
          .fractionalWidth(fractionalGroup)
        } else if options.groupAxis == .horizontal {
          .absolute(CGFloat(columns) * itemWidth + CGFloat(columns - 1) * spacing)
        } else {
          .absolute(itemWidth)
        }
      let itemWidthDimension: NSCollectionLayoutDimension =
        alone && fractionalGroup != nil ? .fractionalWidth(1) : .absolute(itemWidth)
      let itemHeight: NSCollectionLayoutDimension
      let groupHeight: NSCollectionLayoutDimension
      switch options.itemHeight {
      case .fixed(let height):
        itemHeight = .absolute(height)
        groupHeight =
          options.groupAxis == .horizontal
          ? .absolute(height)
          : .absolute(CGFloat(columns) * height + CGFloat(columns - 1) * spacing)
      case .measured:
        let estimate = estimatedItemHeight()
        itemHeight = .estimated(estimate)
        groupHeight = .estimated(estimate)
      }
      let fixedSize: CGSize? =
        if case .fixed(let height) = options.itemHeight {
          CGSize(width: itemWidth, height: height)
        } else { nil }
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: itemWidthDimension, heightDimension: itemHeight),
        supplementaryItems: itemSupplementaries(itemSize: fixedSize))
      let groupSize = NSCollectionLayoutSize(
        widthDimension: groupWidth, heightDimension: groupHeight)
      let group: NSCollectionLayoutGroup =
        options.groupAxis == .horizontal
        ? .horizontal(layoutSize: groupSize, repeatingSubitem: item, count: columns)
        : .vertical(layoutSize: groupSize, repeatingSubitem: item, count: columns)
      group.interItemSpacing = .fixed(spacing)
      let result = NSCollectionLayoutSection(group: group)
      result.interGroupSpacing = options.groupSpacing
      result.contentInsets = Self.insets(options.insets)
      result.orthogonalScrollingBehavior = Self.behavior(options.orthogonalScrolling)
      result.boundarySupplementaryItems = boundaryItems(
        pinsHeader: options.pinsHeader, pinsFooter: options.pinsFooter)
      return result
    }

    private func table(_ options: TableSection, style: TableStyle) -> NSCollectionLayoutSection {
      let height: NSCollectionLayoutDimension =
        options.rowHeight.map { .absolute($0) } ?? .estimated(estimatedItemHeight())
      let size = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: height)
      let fixedSize = options.rowHeight.map { CGSize(width: width, height: $0) }
      let item = NSCollectionLayoutItem(
        layoutSize: size, supplementaryItems: itemSupplementaries(itemSize: fixedSize))
      let result = NSCollectionLayoutSection(
        group: .horizontal(layoutSize: size, subitems: [item]))
      let isPlain = style == .plain
      if case .grouped(let spacing) = style {
        result.contentInsets = NSDirectionalEdgeInsets(
          top: spacing, leading: 0, bottom: 0, trailing: 0)
      }
      result.boundarySupplementaryItems = boundaryItems(pinsHeader: isPlain, pinsFooter: isPlain)
      return result
    }

    private func flow(_ options: FlowSection) -> NSCollectionLayoutSection {
      var local = options
      local.insets = .zero
      local.headerLength = 0
      local.footerLength = 0
      local.itemCount = count
      return custom(
        insets: options.insets, pinsHeader: options.pinsHeader, pinsFooter: options.pinsFooter
      ) { available in
        FlowLayout(containerSize: CGSize(width: available, height: 0), axis: .vertical)
          .layout(local, at: section, sizes: sizes())
      }
    }

    private func waterfall(_ options: WaterfallSection) -> NSCollectionLayoutSection {
      var local = options
      local.insets = .zero
      local.headerLength = 0
      local.footerLength = 0
      local.itemCount = count
      return custom(
        insets: options.insets, pinsHeader: options.pinsHeader, pinsFooter: options.pinsFooter
      ) { available in
        WaterfallLayout(containerSize: CGSize(width: available, height: 0))
          .layout(local, at: section, sizes: sizes())
      }
    }

    // MARK: Parts

    /// One custom group holding every item at the frame TrellisLayout computed: `layout` gets the
    /// width left between the section's side insets.
    private func custom(
      insets: LayoutInsets, pinsHeader: Bool, pinsFooter: Bool,
      layout: (_ available: CGFloat) -> SectionLayout
    ) -> NSCollectionLayoutSection {
      let geometry = layout(max(0, width - insets.left - insets.right))
      let frames = geometry.itemFrames
      let group = NSCollectionLayoutGroup.custom(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(geometry.length))
      ) { _ in frames.map { NSCollectionLayoutGroupCustomItem(frame: $0) } }
      let result = NSCollectionLayoutSection(group: group)
      result.contentInsets = Self.insets(insets)
      result.boundarySupplementaryItems = boundaryItems(
        pinsHeader: pinsHeader, pinsFooter: pinsFooter)
      return result
    }

    /// The header and footer the data source gives sizes for: full width, at that height. A
    /// header or footer that sizes itself (the data source says its size is an estimate) has an
    /// `.estimated` height, which its view's answer replaces (a ``ListCollectionReusableView``
    /// answers through the list's size cache); any other has an `.absolute` one (a header view
    /// may be any `UICollectionReusableView`, which does not answer for the list, so an estimate
    /// would be measured by Auto Layout).
    private func boundaryItems(pinsHeader: Bool, pinsFooter: Bool)
      -> [NSCollectionLayoutBoundarySupplementaryItem]
    {
      guard let host else { return [] }
      var items: [NSCollectionLayoutBoundarySupplementaryItem] = []
      for (kind, pins) in [(SupplementaryKind.header, pinsHeader), (.footer, pinsFooter)] {
        let length = host._supplementarySize(kind, inSection: section).height
        guard length > 0 else { continue }
        let height: NSCollectionLayoutDimension =
          host._estimatesSupplementary(kind, inSection: section)
          ? .estimated(length) : .absolute(length)
        let item = NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: height),
          elementKind: CollectionViewHost.elementKind(kind),
          alignment: kind == .header ? .top : .bottom)
        item.pinToVisibleBounds = pins
        items.append(item)
      }
      return items
    }

    /// The views every item of the section has, of the same size and placement, as supplementary
    /// items of the section's item; `itemSize` is the items' size when it is known.
    private func itemSupplementaries(itemSize: CGSize?) -> [NSCollectionLayoutSupplementaryItem] {
      guard let host, count > 0 else { return [] }
      var seen: Set<SupplementaryKind> = []
      var shared = host._itemSupplementaries(at: ItemPath(item: 0, section: section)).filter {
        $0.kind != .header && $0.kind != .footer && seen.insert($0.kind).inserted
      }
      var item = 1
      while !shared.isEmpty, item < count {
        let layouts = host._itemSupplementaries(at: ItemPath(item: item, section: section))
        shared = shared.filter { layouts.contains($0) }
        item += 1
      }
      return shared.map { layout in
        let kind = CollectionViewHost.elementKind(layout.kind)
        switch layout.placement {
        case .corner(let corner, let dx, let dy):
          let edges: NSDirectionalRectEdge =
            switch corner {
            case .topLeading: [.top, .leading]
            case .topTrailing: [.top, .trailing]
            case .bottomLeading: [.bottom, .leading]
            case .bottomTrailing: [.bottom, .trailing]
            }
          let supplementary = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(
              widthDimension: .absolute(layout.size.width),
              heightDimension: .absolute(layout.size.height)),
            elementKind: kind,
            containerAnchor: NSCollectionLayoutAnchor(
              edges: edges, absoluteOffset: CGPoint(x: dx, y: dy)))
          supplementary.zIndex = 1
          return supplementary
        case .behind(let outset):
          // Grown by the outset where the item's size is known; as large as the item otherwise.
          let grown = itemSize.map {
            CGSize(width: $0.width + 2 * outset, height: $0.height + 2 * outset)
          }
          let size =
            grown.map {
              NSCollectionLayoutSize(
                widthDimension: .absolute(max(0, $0.width)),
                heightDimension: .absolute(max(0, $0.height)))
            }
            ?? NSCollectionLayoutSize(
              widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
          let offset = grown == nil ? CGPoint.zero : CGPoint(x: -outset, y: -outset)
          let supplementary = NSCollectionLayoutSupplementaryItem(
            layoutSize: size, elementKind: kind,
            containerAnchor: NSCollectionLayoutAnchor(
              edges: [.top, .leading], absoluteOffset: offset))
          supplementary.zIndex = -1
          return supplementary
        }
      }
    }

    /// The estimate of a measured height: the data source's size of the section's first item
    /// (each item's own answer replaces it), or 44 points for an empty section.
    private func estimatedItemHeight() -> CGFloat {
      guard count > 0 else { return 44 }
      let height = sizes()(
        ItemPath(item: 0, section: section), CGSize(width: width, height: .infinity)
      )
      .height
      return height.isFinite && height > 0 ? height : 44
    }

    /// Item sizes from the host's data source.
    private func sizes() -> ItemSizeProvider {
      host?._itemSizeProvider() ?? { _, _ in .zero }
    }

    private static func insets(_ insets: LayoutInsets) -> NSDirectionalEdgeInsets {
      NSDirectionalEdgeInsets(
        top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    }

    private static func behavior(_ scrolling: OrthogonalScrolling)
      -> UICollectionLayoutSectionOrthogonalScrollingBehavior
    {
      switch scrolling {
      case .none: .none
      case .continuous: .continuous
      case .continuousGroupLeadingBoundary: .continuousGroupLeadingBoundary
      case .paging: .paging
      case .groupPaging: .groupPaging
      case .groupPagingCentered: .groupPagingCentered
      }
    }
  }
#endif

import Foundation

/// Resolves a compositional section into frames (the double's engine behind
/// `UICollectionViewCompositionalLayout.prepare()`).
///
/// Groups are laid out bottom-up into fragments (a size and the elements inside, relative to the
/// fragment's origin), which the containing group or section then positions. A fraction refers to
/// the containing group's size after the group's content insets; a top-level group's container is
/// the section's effective content size (the layout's, minus the section's content insets).
@MainActor
struct _SectionBuilder {
  typealias Placed = UICollectionViewCompositionalLayout._Placed
  typealias SectionGeometry = UICollectionViewCompositionalLayout._SectionGeometry
  typealias ElementKey = UICollectionViewCompositionalLayout._ElementKey

  let vertical: Bool
  let measured: [ElementKey: CGSize]
  let environment: any NSCollectionLayoutEnvironment
  /// The item definition behind each cell and supplementary view, for self-sizing.
  var leaves: [ElementKey: NSCollectionLayoutItem] = [:]

  init(
    vertical: Bool, measured: [ElementKey: CGSize], environment: any NSCollectionLayoutEnvironment
  ) {
    self.vertical = vertical
    self.measured = measured
    self.environment = environment
  }

  /// What a group or item lays out: its size, and its elements relative to its origin.
  @MainActor
  struct Fragment {
    var size: CGSize = .zero
    var elements: [UICollectionViewLayoutAttributes] = []
    var consumed = 0

    mutating func append(_ other: Fragment, at origin: CGPoint) {
      for attributes in other.elements {
        attributes.frame.origin.x += origin.x
        attributes.frame.origin.y += origin.y
        elements.append(attributes)
      }
      consumed += other.consumed
    }
  }

  // MARK: Sections

  func mainLength(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }
  func crossLength(_ size: CGSize) -> CGFloat { vertical ? size.width : size.height }
  func point(main: CGFloat, cross: CGFloat) -> CGPoint {
    vertical ? CGPoint(x: cross, y: main) : CGPoint(x: main, y: cross)
  }

  /// Headers (placed before the content) and footers (after it): a footer is aligned to the
  /// bottom edge (the trailing edge when the layout scrolls horizontally).
  func partition(_ items: [NSCollectionLayoutBoundarySupplementaryItem]) -> (
    headers: [NSCollectionLayoutBoundarySupplementaryItem],
    footers: [NSCollectionLayoutBoundarySupplementaryItem]
  ) {
    let footerEdge: NSDirectionalRectEdge = vertical ? .bottom : .trailing
    return (
      items.filter { !$0.alignment._edges.contains(footerEdge) },
      items.filter { $0.alignment._edges.contains(footerEdge) }
    )
  }

  /// The item's size in `container`; estimated axes take the measured size of the element at
  /// `key`, when it has one.
  func size(of item: NSCollectionLayoutItem, in container: CGSize, key: ElementKey? = nil)
    -> CGSize
  {
    let measured = key.flatMap { self.measured[$0] }
    return CGSize(
      width: item.layoutSize.widthDimension._resolved(in: container, measured: measured?.width),
      height: item.layoutSize.heightDimension._resolved(in: container, measured: measured?.height))
  }

  /// A boundary supplementary item at `main` along the main axis, aligned across `container`
  /// (which starts at `crossStart`) by its alignment, then moved by its offset.
  mutating func boundary(
    _ item: NSCollectionLayoutBoundarySupplementaryItem, at main: CGFloat, crossStart: CGFloat,
    container: CGSize, indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes {
    let key = ElementKey(kind: item.elementKind, indexPath: indexPath)
    leaves[key] = item
    let size = size(of: item, in: container, key: key)
    let edges = item.alignment._edges
    let available = crossLength(container)
    let length = crossLength(size)
    let cross: CGFloat
    if edges.contains(vertical ? .leading : .top) {
      cross = crossStart
    } else if edges.contains(vertical ? .trailing : .bottom) {
      cross = crossStart + available - length
    } else {
      cross = crossStart + (available - length) / 2
    }
    let attributes = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: item.elementKind, with: indexPath)
    let origin = point(main: main, cross: cross)
    attributes.frame = CGRect(
      x: origin.x + item.offset.x, y: origin.y + item.offset.y, width: size.width,
      height: size.height)
    attributes.zIndex = item.zIndex
    return attributes
  }

  /// Lays out one section from `start` along the main axis; `start` ends after it.
  mutating func layOut(
    _ definition: NSCollectionLayoutSection, section: Int, count: Int, start: inout CGFloat,
    container layoutSize: CGSize
  ) -> SectionGeometry {
    var result = SectionGeometry()
    result.definition = definition
    result.isOrthogonal = definition.orthogonalScrollingBehavior != .none
    let insets = definition.contentInsets
    let mainLeading = vertical ? insets.top : insets.leading
    let mainTrailing = vertical ? insets.bottom : insets.trailing
    let crossLeading = vertical ? insets.leading : insets.top
    let crossTrailing = vertical ? insets.trailing : insets.bottom
    let container = CGSize(
      width: max(0, layoutSize.width - insets.leading - insets.trailing),
      height: max(0, layoutSize.height - insets.top - insets.bottom))
    let path = IndexPath(item: 0, section: section)
    let (headers, footers) = partition(definition.boundarySupplementaryItems)
    var cursor = start
    var boundaryElements: [(Placed, NSCollectionLayoutBoundarySupplementaryItem)] = []
    for header in headers {
      let attributes = boundary(
        header, at: cursor, crossStart: crossLeading, container: container, indexPath: path)
      boundaryElements.append((Placed(attributes: attributes), header))
      if header.extendsBoundary { cursor += mainLength(attributes.size) }
    }
    let contentStart = cursor
    cursor += mainLeading
    var next = 0
    var depth: CGFloat = 0
    var crossCursor = crossLeading
    while next < count {
      let fragment = layOut(
        definition._group, container: container, section: section, next: next, count: count)
      guard fragment.consumed > 0 else { break }
      let origin =
        result.isOrthogonal
        ? point(main: cursor, cross: crossCursor)
        : point(main: cursor + depth, cross: crossLeading)
      var placed = Fragment()
      placed.append(fragment, at: origin)
      for attributes in placed.elements {
        result.elements.append(Placed(attributes: attributes, inBand: result.isOrthogonal))
      }
      result.groupFrames.append(CGRect(origin: origin, size: fragment.size))
      if result.isOrthogonal {
        crossCursor += crossLength(fragment.size) + definition.interGroupSpacing
        depth = max(depth, mainLength(fragment.size))
      } else {
        depth += mainLength(fragment.size) + definition.interGroupSpacing
      }
      next += fragment.consumed
    }
    if !result.isOrthogonal, !result.groupFrames.isEmpty { depth -= definition.interGroupSpacing }
    cursor += depth + mainTrailing
    let contentEnd = cursor
    if result.isOrthogonal {
      let last = result.groupFrames.last.map { vertical ? $0.maxX : $0.maxY } ?? crossLeading
      result.bandLength = last + crossTrailing
      result.bandLeadingInset = crossLeading
    }
    for footer in footers {
      let length = mainLength(
        size(of: footer, in: container, key: ElementKey(kind: footer.elementKind, indexPath: path)))
      let at = footer.extendsBoundary ? cursor : contentEnd - length
      let attributes = boundary(
        footer, at: at, crossStart: crossLeading, container: container, indexPath: path)
      boundaryElements.append((Placed(attributes: attributes), footer))
      if footer.extendsBoundary { cursor += length }
    }
    for (var placed, item) in boundaryElements {
      if item.pinToVisibleBounds {
        placed.pin = (contentStart, contentEnd, headers.contains { $0 === item })
      }
      result.elements.append(placed)
    }
    start = cursor
    return result
  }

  // MARK: Groups and items

  /// Lays out `item` (a group or a leaf) in a container of `container`'s size, taking items from
  /// index `next` of `count`.
  mutating func layOut(
    _ item: NSCollectionLayoutItem, container: CGSize, section: Int, next: Int, count: Int
  ) -> Fragment {
    if let group = item as? NSCollectionLayoutGroup {
      return layOutGroup(group, container: container, section: section, next: next, count: count)
    }
    let indexPath = IndexPath(item: next, section: section)
    let width = item.layoutSize.widthDimension
    let height = item.layoutSize.heightDimension
    let size = self.size(of: item, in: container, key: ElementKey(kind: nil, indexPath: indexPath))
    let frame = Self.inset(
      CGRect(origin: .zero, size: size), by: item.contentInsets,
      horizontally: !width.isEstimated, vertically: !height.isEstimated)
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = frame
    leaves[ElementKey(kind: nil, indexPath: indexPath)] = item
    var fragment = Fragment(size: size, elements: [attributes], consumed: 1)
    for supplementary in item.supplementaryItems {
      fragment.elements.append(anchor(supplementary, to: frame, indexPath: indexPath))
    }
    return fragment
  }

  private mutating func layOutGroup(
    _ group: NSCollectionLayoutGroup, container: CGSize, section: Int, next: Int, count: Int
  ) -> Fragment {
    let width = group.layoutSize.widthDimension
    let height = group.layoutSize.heightDimension
    var size = CGSize(
      width: width._resolved(in: container, measured: nil),
      height: height._resolved(in: container, measured: nil))
    let insets = group.contentInsets
    let innerFrame = Self.inset(
      CGRect(origin: .zero, size: size), by: insets, horizontally: !width.isEstimated,
      vertically: !height.isEstimated)
    var fragment = Fragment()
    switch group._arrangement {
    case .custom(let provider):
      let groupEnvironment = _CompositionalEnvironment(
        container: _CompositionalContainer(contentSize: innerFrame.size, contentInsets: .zero))
      var extent = CGSize.zero
      for (offset, custom) in provider(groupEnvironment).enumerated() where next + offset < count {
        let attributes = UICollectionViewLayoutAttributes(
          forCellWith: IndexPath(item: next + offset, section: section))
        attributes.frame = custom.frame.offsetBy(dx: innerFrame.minX, dy: innerFrame.minY)
        attributes.zIndex = custom.zIndex
        leaves[ElementKey(kind: nil, indexPath: attributes.indexPath)] = nil
        fragment.elements.append(attributes)
        fragment.consumed += 1
        extent.width = max(extent.width, custom.frame.maxX)
        extent.height = max(extent.height, custom.frame.maxY)
      }
      if width.isEstimated { size.width = extent.width }
      if height.isEstimated { size.height = extent.height }
    case .horizontal(let subitems):
      size = layOutLine(
        group, subitems: subitems, repeatCount: nil, horizontal: true, size: size,
        inner: innerFrame, section: section, next: next, count: count, into: &fragment)
    case .vertical(let subitems):
      size = layOutLine(
        group, subitems: subitems, repeatCount: nil, horizontal: false, size: size,
        inner: innerFrame, section: section, next: next, count: count, into: &fragment)
    case .repeating(let horizontal, let subitem, let repeatCount):
      size = layOutLine(
        group, subitems: [subitem], repeatCount: repeatCount, horizontal: horizontal, size: size,
        inner: innerFrame, section: section, next: next, count: count, into: &fragment)
    }
    fragment.size = size
    if fragment.consumed > 0 {
      let path = IndexPath(item: next, section: section)
      for supplementary in group.supplementaryItems {
        fragment.elements.append(
          anchor(supplementary, to: CGRect(origin: .zero, size: size), indexPath: path))
      }
    }
    return fragment
  }

  /// Lays out a horizontal or vertical group's items along its axis; returns the group's size
  /// (grown to its content on estimated axes).
  private mutating func layOutLine(
    _ group: NSCollectionLayoutGroup, subitems: [NSCollectionLayoutItem], repeatCount: Int?,
    horizontal: Bool, size: CGSize, inner: CGRect, section: Int, next: Int, count: Int,
    into fragment: inout Fragment
  ) -> CGSize {
    guard !subitems.isEmpty else { return size }
    let axisEstimated =
      horizontal
      ? group.layoutSize.widthDimension.isEstimated : group.layoutSize.heightDimension.isEstimated
    let crossEstimated =
      horizontal
      ? group.layoutSize.heightDimension.isEstimated : group.layoutSize.widthDimension.isEstimated
    let axisLength = horizontal ? inner.width : inner.height
    let spacing = group.interItemSpacing
    let gap = spacing?.spacing ?? 0
    func along(_ size: CGSize) -> CGFloat { horizontal ? size.width : size.height }
    func across(_ size: CGSize) -> CGFloat { horizontal ? size.height : size.width }
    func leadingEdge(_ item: NSCollectionLayoutItem) -> NSCollectionLayoutSpacing? {
      horizontal ? item.edgeSpacing?.leading : item.edgeSpacing?.top
    }
    func trailingEdge(_ item: NSCollectionLayoutItem) -> NSCollectionLayoutSpacing? {
      horizontal ? item.edgeSpacing?.trailing : item.edgeSpacing?.bottom
    }
    func crossLeadingEdge(_ item: NSCollectionLayoutItem) -> NSCollectionLayoutSpacing? {
      horizontal ? item.edgeSpacing?.top : item.edgeSpacing?.leading
    }
    func crossTrailingEdge(_ item: NSCollectionLayoutItem) -> NSCollectionLayoutSpacing? {
      horizontal ? item.edgeSpacing?.bottom : item.edgeSpacing?.trailing
    }
    var children: [(item: NSCollectionLayoutItem, fragment: Fragment)] = []
    var used = next
    var extent: CGFloat = 0
    var index = 0
    while used < count {
      if let repeatCount, index >= repeatCount { break }
      if repeatCount == nil, axisEstimated, index >= subitems.count { break }
      let item = subitems[index % subitems.count]
      let child = layOut(item, container: inner.size, section: section, next: used, count: count)
      guard child.consumed > 0 else { break }
      let length =
        (leadingEdge(item)?.spacing ?? 0) + along(child.size) + (trailingEdge(item)?.spacing ?? 0)
      let needed = extent + (children.isEmpty ? 0 : gap) + length
      if repeatCount == nil, !axisEstimated, !children.isEmpty, needed > axisLength + 0.001 {
        break
      }
      children.append((item, child))
      extent = needed
      used += child.consumed
      index += 1
    }
    if let repeatCount, !axisEstimated, extent > axisLength + 0.001 {
      UICollectionViewViolations.report(
        "NSCollectionLayoutGroup: \(repeatCount) repeated subitems need \(extent) points but the "
          + "\(horizontal ? "horizontal" : "vertical") group is \(axisLength) points "
          + "\(horizontal ? "wide" : "tall") (section \(section)); with "
          + "\(horizontal ? "horizontal" : "vertical")(layoutSize:repeatingSubitem:count:) the "
          + "caller must make sure that count items fit the group's size")
    }
    // Flexible spacings share what is left along the axis.
    var flexibleSlots = 0
    if spacing?.isFlexible == true { flexibleSlots += max(0, children.count - 1) }
    for child in children {
      if leadingEdge(child.item)?.isFlexible == true { flexibleSlots += 1 }
      if trailingEdge(child.item)?.isFlexible == true { flexibleSlots += 1 }
    }
    let leftover = axisEstimated ? 0 : max(0, axisLength - extent)
    let share = flexibleSlots > 0 ? leftover / CGFloat(flexibleSlots) : 0
    let crossAvailable =
      crossEstimated
      ? children.map {
        (crossLeadingEdge($0.item)?.spacing ?? 0) + across($0.fragment.size)
          + (crossTrailingEdge($0.item)?.spacing ?? 0)
      }.max() ?? 0
      : (horizontal ? inner.height : inner.width)
    var cursor: CGFloat = 0
    for (offset, child) in children.enumerated() {
      if offset > 0 { cursor += gap + (spacing?.isFlexible == true ? share : 0) }
      if let leading = leadingEdge(child.item) {
        cursor += leading.spacing + (leading.isFlexible ? share : 0)
      }
      let crossLeading = crossLeadingEdge(child.item)
      let crossTrailing = crossTrailingEdge(child.item)
      let childCross = across(child.fragment.size)
      var crossPosition = crossLeading?.spacing ?? 0
      let room =
        crossAvailable - childCross - (crossLeading?.spacing ?? 0)
        - (crossTrailing?.spacing ?? 0)
      switch (crossLeading?.isFlexible == true, crossTrailing?.isFlexible == true) {
      case (true, true): crossPosition += max(0, room) / 2
      case (true, false): crossPosition += max(0, room)
      default: break
      }
      let origin =
        horizontal
        ? CGPoint(x: inner.minX + cursor, y: inner.minY + crossPosition)
        : CGPoint(x: inner.minX + crossPosition, y: inner.minY + cursor)
      fragment.append(child.fragment, at: origin)
      cursor += along(child.fragment.size)
      if let trailing = trailingEdge(child.item) {
        cursor += trailing.spacing + (trailing.isFlexible ? share : 0)
      }
    }
    var result = size
    if axisEstimated {
      if horizontal { result.width = cursor } else { result.height = cursor }
    }
    if crossEstimated {
      if horizontal { result.height = crossAvailable } else { result.width = crossAvailable }
    }
    return result
  }

  /// A supplementary item anchored to `container` (an item's or a group's frame): the point of the
  /// container its anchor names meets the same point of the supplementary item (or the point its
  /// item anchor names), so by default it sits inside the anchored edges.
  private mutating func anchor(
    _ supplementary: NSCollectionLayoutSupplementaryItem, to container: CGRect,
    indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes {
    let key = ElementKey(kind: supplementary.elementKind, indexPath: indexPath)
    leaves[key] = supplementary
    let size = size(of: supplementary, in: container.size, key: key)
    let anchor = supplementary.containerAnchor
    let edges = anchor.edges
    let x =
      edges.contains(.leading)
      ? container.minX : edges.contains(.trailing) ? container.maxX : container.midX
    let y =
      edges.contains(.top)
      ? container.minY : edges.contains(.bottom) ? container.maxY : container.midY
    let own = supplementary.itemAnchor?.edges ?? edges
    var origin = CGPoint(
      x: own.contains(.leading) ? x : own.contains(.trailing) ? x - size.width : x - size.width / 2,
      y: own.contains(.top) ? y : own.contains(.bottom) ? y - size.height : y - size.height / 2)
    for anchor in [anchor, supplementary.itemAnchor].compactMap({ $0 }) {
      let scale = anchor.isFractionalOffset ? size : CGSize(width: 1, height: 1)
      origin.x += anchor.offset.x * scale.width
      origin.y += anchor.offset.y * scale.height
    }
    let attributes = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: supplementary.elementKind, with: indexPath)
    attributes.frame = CGRect(origin: origin, size: size)
    attributes.zIndex = supplementary.zIndex
    return attributes
  }

  static func inset(
    _ rect: CGRect, by insets: NSDirectionalEdgeInsets, horizontally: Bool, vertically: Bool
  ) -> CGRect {
    var result = rect
    if horizontally {
      result.origin.x += insets.leading
      result.size.width = max(0, rect.width - insets.leading - insets.trailing)
    }
    if vertically {
      result.origin.y += insets.top
      result.size.height = max(0, rect.height - insets.top - insets.bottom)
    }
    return result
  }

  /// Whether two rectangles share area (as `CGRectIntersectsRect`; touching edges do not count).
  nonisolated static func meets(_ a: CGRect, _ b: CGRect) -> Bool {
    a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
  }
}

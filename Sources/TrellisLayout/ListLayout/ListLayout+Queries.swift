import Foundation
import TrellisDiff

extension ListLayout {
  // MARK: Public

  /// The number of sections.
  ///
  ///     layout.numberOfSections  // 3
  public var numberOfSections: Int { sections.count }

  /// The number of items in `section`.
  ///
  ///     layout.numberOfItems(inSection: 0)
  ///
  /// - Parameter section: A section index.
  /// - Returns: The section's item count.
  /// - Precondition: `section` is a valid section index.
  public func numberOfItems(inSection section: Int) -> Int {
    _checkSection(section)
    return sections[section].itemCount
  }

  /// One section's geometry as its engine computed it, section-local along the scroll axis.
  ///
  ///     layout.geometry(ofSection: 0).lanes.count  // 1 for flow, columns for a waterfall
  ///
  /// - Parameter section: A section index.
  /// - Returns: The section's frames, runs and supplementary views before the section's offset.
  /// - Precondition: `section` is a valid section index.
  public func geometry(ofSection section: Int) -> SectionLayout {
    _checkSection(section)
    return _geometry[section]
  }

  /// How `section` scrolls on its own across the scroll axis: its
  /// ``SectionLayout/orthogonalScrolling``, or `nil` for a section that scrolls with the content.
  ///
  ///     let engine = MixedLayout(containerSize: CGSize(width: 320, height: 480))
  ///     let layout = ListLayout(engine, sections: [
  ///       .carousel(GridSection(itemCount: 5, itemWidth: .fixed(200), itemHeight: .fixed(100)),
  ///                 scrolling: .paging)
  ///     ]) { _, _ in .zero }
  ///     layout.orthogonalScrolling(ofSection: 0)?.pageLength  // 320
  ///
  /// - Parameter section: A section index.
  /// - Returns: The section's record, or `nil` when it has no band or no such section exists.
  /// - Complexity: O(1).
  public func orthogonalScrolling(ofSection section: Int) -> OrthogonalScrollingInfo? {
    _hasSection(section) ? _geometry[section].orthogonalScrolling : nil
  }

  /// The band a section occupies: its whole extent along the scroll axis, across the container.
  ///
  ///     layout.frame(ofSection: 1).minY  // where section 1 starts in a vertical layout
  ///
  /// - Parameter section: A section index.
  /// - Returns: The section's rectangle in content coordinates.
  /// - Precondition: `section` is a valid section index.
  public func frame(ofSection section: Int) -> CGRect {
    _checkSection(section)
    return _axes.rect(
      main: _starts[section], cross: 0, mainLength: _geometry[section].length,
      crossLength: _axes.cross(contentSize))
  }

  /// The frame of the item at `path`.
  ///
  ///     layout.frame(ofItem: ItemPath(item: 0, section: 0))
  ///
  /// - Parameter path: An item's path.
  /// - Returns: The item's frame in content coordinates, or `nil` when no item has that path.
  /// - Complexity: O(1).
  public func frame(ofItem path: ItemPath) -> CGRect? {
    guard _hasSection(path.section),
      _geometry[path.section].itemFrames.indices.contains(path.item)
    else { return nil }
    return _axes.shifted(_geometry[path.section].itemFrames[path.item], by: _starts[path.section])
  }

  /// The natural (unpinned) frame of a section's supplementary or decoration view of `kind`.
  ///
  ///     layout.frame(of: .header, inSection: 1)
  ///
  /// - Parameters:
  ///   - kind: The view's kind, such as `.header`, `.footer` or `.background`.
  ///   - section: A section index.
  /// - Returns: The frame in content coordinates, or `nil` when the section has no such view (a
  ///   header of length zero is not laid out) or no such section exists.
  /// - Complexity: O(*v*) for *v* views of the section.
  public func frame(of kind: SupplementaryKind, inSection section: Int) -> CGRect? {
    guard _hasSection(section),
      let view = _geometry[section].supplementaries.first(where: { $0.kind == kind })
    else { return nil }
    return _axes.shifted(view.frame, by: _starts[section])
  }

  /// The attributes of one element at its natural (unpinned) place.
  ///
  ///     layout.attributes(for: .header(inSection: 0))?.zIndex
  ///
  /// - Parameter element: An item, supplementary or decoration element.
  /// - Returns: The element's attributes, or `nil` when the layout has no such element.
  /// - Complexity: O(1) for items, O(*v*) for supplementary views.
  public func attributes(for element: LayoutElement) -> LayoutAttributes? {
    switch element.kind {
    case .item:
      return frame(ofItem: element.path).map {
        LayoutAttributes(element: element, frame: $0, zIndex: LayoutAttributes.itemZIndex)
      }
    case .supplementary(let kind), .decoration(let kind):
      let section = element.path.section
      guard _hasSection(section), element.path.item == 0,
        let view = _geometry[section].supplementaries.first(where: {
          $0.kind == kind && $0.elementKind == element.kind
        })
      else { return nil }
      return _attributes(of: view, inSection: section, frame: view.frame, isPinned: false)
    }
  }

  /// The elements whose natural frames meet `rect`: what intersects a rectangle of the content.
  ///
  ///     let onScreen = layout.elements(in: CGRect(origin: contentOffset, size: viewportSize))
  ///
  /// Frames are natural: pinned headers and footers appear where they would be without pinning
  /// (use `visibleElements(in:)` for what a scrolled viewport shows). Elements come in section
  /// order; within a section, its supplementary and decoration views (background, header, footer)
  /// come first, then its items in item order. "Meets" is `CGRect.meets(_:)`: edges that only touch
  /// do not count.
  ///
  /// - Parameter rect: A rectangle in content coordinates.
  /// - Returns: Every element whose frame meets `rect`.
  /// - Complexity: O(log *n* + *k*) for *n* items and *k* results, in each lane of the sections
  ///   crossed (one lane for flow, grid and table; one per column for a waterfall).
  public func elements(in rect: CGRect) -> [LayoutAttributes] {
    var result: [LayoutAttributes] = []
    for section in _sections(meeting: rect) {
      _appendElements(ofSection: section, in: rect, pinningIn: nil, to: &result)
    }
    return result
  }

  // MARK: Internal

  /// Whether `section` names a section (a comparison: in unspecialized generic code, `indices`
  /// would look up the array type's metadata on every call).
  @inline(__always)
  func _hasSection(_ section: Int) -> Bool { section >= 0 && section < sections.count }

  func _checkSection(_ section: Int, file: StaticString = #fileID, line: UInt = #line) {
    precondition(
      _hasSection(section),
      "Section \(section) is out of range: the layout has \(sections.count) sections",
      file: file, line: line)
  }

  /// The sections whose bands may meet `rect` along the scroll axis (a conservative filter).
  func _sections(meeting rect: CGRect) -> Range<Int> {
    let tolerance = Self._tolerance
    let low = _axes.mainMin(rect) - tolerance
    let high = _axes.mainMax(rect) + tolerance
    // Section ends never decrease: find the first one past `low`.
    var lower = 0
    var upper = _starts.count
    while lower < upper {
      let middle = (lower + upper) / 2
      if _starts[middle] + _geometry[middle].length > low {
        upper = middle
      } else {
        lower = middle + 1
      }
    }
    var end = lower
    while end < _starts.count && _starts[end] < high { end += 1 }
    return lower..<end
  }

  /// Attributes for a supplementary view placed at `frame` (content coordinates).
  func _attributes(
    of view: SupplementaryLayout, inSection section: Int, frame: CGRect, isPinned: Bool
  ) -> LayoutAttributes {
    let zIndex =
      view.isDecoration
      ? LayoutAttributes.decorationZIndex
      : view.pinning == .none ? LayoutAttributes.supplementaryZIndex : LayoutAttributes.pinnedZIndex
    return LayoutAttributes(
      element: LayoutElement(kind: view.elementKind, path: ItemPath(item: 0, section: section)),
      frame: frame, zIndex: zIndex, isPinned: isPinned)
  }

  /// Appends the elements of `section` that meet `rect`; with `bounds`, pinnable views are placed
  /// where they stick within those visible bounds.
  func _appendElements(
    ofSection section: Int, in rect: CGRect, pinningIn bounds: CGRect?,
    to result: inout [LayoutAttributes]
  ) {
    let start = _starts[section]
    let geometry = _geometry[section]
    for view in geometry.supplementaries {
      var frame = _axes.shifted(view.frame, by: start)
      var isPinned = false
      if let bounds, view.pinning != .none {
        let pinned = _pinnedFrame(of: view, natural: frame, sectionStart: start, in: bounds)
        isPinned = pinned != frame
        frame = pinned
      }
      if frame.meets(rect) {
        result.append(_attributes(of: view, inSection: section, frame: frame, isPinned: isPinned))
      }
    }
    let tolerance = Self._tolerance
    let low = _axes.mainMin(rect) - start - tolerance
    let high = _axes.mainMax(rect) - start + tolerance
    if geometry.lanes.count == 1 {
      _forEachItem(in: geometry.lanes[0], from: low, to: high) { item in
        let frame = _axes.shifted(geometry.itemFrames[item], by: start)
        if frame.meets(rect) {
          result.append(
            LayoutAttributes(
              element: .item(ItemPath(item: item, section: section)), frame: frame,
              zIndex: LayoutAttributes.itemZIndex))
        }
      }
    } else {
      // Lanes interleave items (waterfall columns): collect every lane, then restore item order.
      let first = result.count
      for lane in geometry.lanes {
        _forEachItem(in: lane, from: low, to: high) { item in
          let frame = _axes.shifted(geometry.itemFrames[item], by: start)
          if frame.meets(rect) {
            result.append(
              LayoutAttributes(
                element: .item(ItemPath(item: item, section: section)), frame: frame,
                zIndex: LayoutAttributes.itemZIndex))
          }
        }
      }
      result[first...].sort { $0.path.item < $1.path.item }
    }
  }

  /// Calls `body` with the items of the runs in `lane` whose bands reach into `low..<high`
  /// (section-local): a binary search for the first run, then a scan.
  func _forEachItem(
    in lane: [LayoutRun], from low: CGFloat, to high: CGFloat, _ body: (Int) -> Void
  ) {
    var lower = 0
    var upper = lane.count
    while lower < upper {
      let middle = (lower + upper) / 2
      if lane[middle].end > low { upper = middle } else { lower = middle + 1 }
    }
    var index = lower
    while index < lane.count && lane[index].start < high {
      for item in lane[index].items { body(item) }
      index += 1
    }
  }
}

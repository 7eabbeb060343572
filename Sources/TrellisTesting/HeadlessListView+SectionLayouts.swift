import Foundation
import TrellisCore
import TrellisDiff
import TrellisLayout
import TrellisList

extension HeadlessListView {
  // MARK: Public

  /// Asks the data source again for the layout descriptions and the sizes of `sections` and
  /// recomputes those sections only; their views stay, later sections move, and views that enter
  /// or leave the viewport are displayed or ended.
  ///
  ///     source.layouts[1] = .grid(GridSection(columns: 3))  // a layout-only model change
  ///     try host.invalidateLayout(ofSections: [1])
  ///
  /// With a per-section layout (``HeadlessLayout/perSection(axis:default:)``,
  /// ``HeadlessLayout/table(style:)``) each named section is replaced in the kept
  /// `ListLayout<MixedLayout>` with `ListLayout.replaceSection(at:with:sizes:)`, so no other
  /// section is computed; with a template layout (flow, grid, waterfall) the sizes of the named
  /// sections are asked again and the layout is rebuilt. UIKit: an invalidation context naming
  /// the sections' items and supplementary views.
  ///
  /// - Parameter sections: Indices of displayed sections, in any order; duplicates count once.
  /// - Throws: `ListHostError.itemOutOfRange(_:)` (item 0 of the section) for a section that is
  ///   not displayed, with nothing changed; `ListHostError.invalidDataSourceAnswer(_:)` for a
  ///   description this layout cannot place; `ListHostError.reentrantCall(operation:during:)`
  ///   from inside a data source call; or what views that become visible break.
  /// - Complexity: O(*m* + *s*) layout work for *m* items in the named sections and *s* sections.
  public func invalidateLayout(ofSections sections: [Int]) throws(ListHostError) {
    try checkNotInsideDataSource("invalidateLayout(ofSections:)")
    layoutInvalidationCount += 1
    guard let counts, !sections.isEmpty else { return }
    let named = Set(sections).sorted()
    for section in named where !counts.indices.contains(section) {
      throw .itemOutOfRange(ItemPath(item: 0, section: section))
    }
    for section in named {
      itemSizes[section] = try (0..<counts[section]).map { item throws(ListHostError) in
        try askSize(ofItemAt: ItemPath(item: item, section: section))
      }
      var rejection: ListHostError?
      itemSupplementaries[section] = (0..<counts[section]).map { item in
        askSupplementaries(ofItemAt: ItemPath(item: item, section: section), noting: &rejection)
      }
      deferRejection(rejection)
      for supplementaries in itemSupplementaries[section] {
        noteItemSupplementaries(supplementaries)
      }
      supplementarySizes[section] = try askSupplementarySizes(inSection: section)
    }
    if let perSection = layout.perSection, var kept = sectionLayout {
      let descriptions = try named.map { section throws(ListHostError) in
        try describe(section: section, perSection)
      }
      let sizes = itemSizes
      for (section, description) in zip(named, descriptions) {
        kept.replaceSection(at: section, with: description, sizes: _sizeProvider(sizes))
      }
      sectionLayout = kept
      currentLayout = kept
    } else {
      try layOut()
    }
    try reconcileVisibleViews()
    try throwDeferredRejection()
  }

  // MARK: Internal

  /// Builds a fresh `ListLayout<MixedLayout>` from every section's description and keeps it.
  func layOutEverySection(_ perSection: HeadlessLayout._PerSection) throws(ListHostError) {
    guard let counts else { return }
    let descriptions = try counts.indices.map { section throws(ListHostError) in
      try describe(section: section, perSection)
    }
    let sizes = itemSizes
    let engine = MixedLayout(
      containerSize: viewportSize, axis: perSection.axis,
      defaultSection: perSection.defaultSection)
    let built = ListLayout(engine, sections: descriptions, sizes: _sizeProvider(sizes))
    sectionLayout = built
    currentLayout = built
  }

  /// After a batch, turns the kept layout into the layout of the data after it: sections the
  /// batch deletes are removed and moved ones moved, without computing anything; inserted
  /// sections, and surviving ones whose description or item sizes changed, are computed; every
  /// other section keeps its geometry. A section's geometry depends on its description and its
  /// item sizes only, so the result equals a fresh layout of the same data.
  func relayOutSections(
    _ perSection: HeadlessLayout._PerSection, across mapping: BatchUpdate.IndexMapping,
    firstChangedItem: (_ target: Int, _ source: Int) -> Int?
  ) throws(ListHostError) {
    guard let counts, var result = sectionLayout else { return }
    let descriptions = try counts.indices.map { section throws(ListHostError) in
      try describe(section: section, perSection)
    }
    let sizes = itemSizes
    let provider: ItemSizeProvider = _sizeProvider(sizes)
    // Taken from the host first, the layout is the only owner of its storage and changes in
    // place.
    sectionLayout = nil
    currentLayout = nil
    result.carrySections(
      across: mapping, to: descriptions, sizes: provider, firstChangedItem: firstChangedItem)
    sectionLayout = result
    currentLayout = result
  }

  /// The description `section` is laid out with: the data source's answer (or the layout's
  /// default) with the displayed item count and the header and footer lengths the host holds.
  func describe(section: Int, _ perSection: HeadlessLayout._PerSection) throws(ListHostError)
    -> MixedSection
  {
    let answer = try call("layoutOfSection") {
      dataSource?.listHost(self, layoutOfSection: section)
    }
    var description = answer ?? perSection.defaultSection
    if let violation = perSection.rule(description) {
      throw .invalidDataSourceAnswer("\(violation), for section \(section)")
    }
    description.itemCount = counts?[section] ?? 0
    description.headerLength = _length(
      supplementarySizes[section].header, along: perSection.axis)
    description.footerLength = _length(
      supplementarySizes[section].footer, along: perSection.axis)
    return description
  }
}

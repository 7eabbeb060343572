import Foundation

/// The counts of a ``SizeCache``'s work, for tests that prove sizes are measured once.
///
///     #expect(adapter.sizeCache.statistics.measurements == 1)
public struct SizeCacheStatistics: Hashable, Sendable {
  /// Lookups answered from the cache.
  public var hits = 0
  /// Lookups that had to measure (no entry, changed content, or another container size).
  public var misses = 0
  /// Sizes computed: by the view type's static size function or by the measuring closure,
  /// including the answers of self-sizing views.
  public var measurements = 0
  /// Configured views asked for the size they need (``SelfSizingView``): the part of
  /// ``measurements`` that self-sizing did.
  public var selfSizingMeasurements = 0

  /// Creates statistics with the given counts.
  ///
  /// - Parameters:
  ///   - hits: Lookups answered from the cache.
  ///   - misses: Lookups that had to measure.
  ///   - measurements: Sizes computed.
  ///   - selfSizingMeasurements: Configured views asked for their size.
  public init(
    hits: Int = 0, misses: Int = 0, measurements: Int = 0, selfSizingMeasurements: Int = 0
  ) {
    self.hits = hits
    self.misses = misses
    self.measurements = measurements
    self.selfSizingMeasurements = selfSizingMeasurements
  }
}

/// Item sizes by (item identity, content, container size, text size), invalidated precisely.
///
///     let size = cache.size(of: item, fitting: container) { measure(item, container) }
///
/// - An entry answers only for the same identity, equal content (``ListItem/isContentEqual(to:)``,
///   the item's supplementary views left out: a badge's change does not re-measure its cell) and
///   the same container size: a content change re-measures that item only.
/// - A size answers only at the text size (``ListContentSizeCategory``, Dynamic Type) it was
///   measured at: a lookup at another category measures again, and the first lookup at a new
///   category drops every entry, as a new width does.
/// - A new container size re-measures every item; the old entries are dropped at once, so a
///   rotation does not keep two generations of sizes. A self-sizing view's answer
///   (``preferredSize(of:key:fitting:category:measure:)``) depends on the container's width only: a
///   height-only change (a keyboard, a toolbar) keeps it.
/// - An entry holds either an estimate (a size from code, which ``size(of:key:fitting:category:measure:)``
///   computes) or a view's own answer, which replaces the estimate and is what
///   ``size(of:key:fitting:category:measure:)`` returns from then on.
///
/// The list adapter owns one; tests read ``statistics``.
@MainActor
public final class SizeCache {
  private struct Entry {
    /// The measured item's content (its storage: what ``ListItem/isCellContentEqual(to:)``
    /// compares). One reference instead of a whole ``ListItem`` (identity, hooks, supplementary
    /// views): copying an entry out of the dictionary retains and releases one object.
    var content: any _ItemStorage
    var size: CGSize
    /// Whether a self-sizing view answered `size` (else it is computed from code).
    var isPreferred: Bool
    /// The text size the entry was measured at.
    var category: ListContentSizeCategory
  }

  private var entries: [AnyListID: Entry] = [:]
  private var container: CGSize?
  private var category: ListContentSizeCategory?

  /// The cache's work so far.
  public private(set) var statistics = SizeCacheStatistics()

  /// Creates an empty cache.
  public init() {}

  /// The number of cached sizes.
  public var count: Int { entries.count }

  /// Returns the cached size of `item` in `container`, or measures it and caches the result.
  ///
  /// - Parameters:
  ///   - item: The item; its identity keys the entry, its content validates it.
  ///   - key: The identity to cache under; defaults to the item's own. Items that share an
  ///     identity (duplicates) share an entry, which their content validates: a lookup with other
  ///     content measures again.
  ///   - container: The size the item is laid out in.
  ///   - category: The text size the item is shown at; the default is the default setting.
  ///   - measure: Computes the size on a miss.
  /// - Returns: The item's size.
  /// - Complexity: O(1) expected, plus `measure` on a miss.
  public func size(
    of item: ListItem, key: AnyListID? = nil, fitting container: CGSize,
    category: ListContentSizeCategory = .large, measure: () -> CGSize
  ) -> CGSize {
    prepare(for: container, category: category)
    let key = key ?? item.id
    if let entry = entries[key], entry.category == category,
      entry.content.isContentEqual(to: item.storage)
    {
      statistics.hits += 1
      return entry.size
    }
    statistics.misses += 1
    statistics.measurements += 1
    let size = measure()
    entries[key] = Entry(content: item.storage, size: size, isPreferred: false, category: category)
    return size
  }

  /// Returns the size a self-sizing view answered for `item` in a container of `container`'s
  /// width, or asks it (`measure`) and caches the answer, which replaces an estimate.
  ///
  ///     let size = cache.preferredSize(of: item, fitting: container) {
  ///       cell.preferredSize(fitting: estimate, in: container)
  ///     }
  ///
  /// - Parameters:
  ///   - item: The item the view is configured with; its identity keys the entry, its content
  ///     validates it.
  ///   - key: The identity to cache under; defaults to the item's own.
  ///   - container: The size the item is laid out in; only its width must match.
  ///   - category: The text size the view shows its content at; the default is the default
  ///     setting.
  ///   - measure: Asks the configured view on a miss; counted in
  ///     ``SizeCacheStatistics/selfSizingMeasurements``.
  /// - Returns: The view's size.
  /// - Complexity: O(1) expected, plus `measure` on a miss.
  public func preferredSize(
    of item: ListItem, key: AnyListID? = nil, fitting container: CGSize,
    category: ListContentSizeCategory = .large, measure: () -> CGSize
  ) -> CGSize {
    prepare(for: container, category: category)
    let key = key ?? item.id
    if let entry = entries[key], entry.isPreferred, entry.category == category,
      entry.content.isContentEqual(to: item.storage)
    {
      statistics.hits += 1
      return entry.size
    }
    statistics.misses += 1
    statistics.measurements += 1
    statistics.selfSizingMeasurements += 1
    let size = measure()
    entries[key] = Entry(content: item.storage, size: size, isPreferred: true, category: category)
    return size
  }

  /// Drops the entry of one identity, so the next lookup measures again.
  ///
  /// - Parameter key: The identity the entry was cached under.
  public func invalidate(_ key: AnyListID) {
    entries[key] = nil
  }

  /// Drops every entry.
  public func invalidateAll() {
    entries.removeAll()
  }

  /// Resets ``statistics`` to zero, keeping the entries.
  public func resetStatistics() {
    statistics = SizeCacheStatistics()
  }

  // MARK: Internal

  /// The size cached under `key` for `item`'s content in `container`, or `nil`; never measures.
  /// Lets the adapter tell whether an item whose content changed in place changed size.
  func cachedSize(
    of item: ListItem, key: AnyListID, fitting container: CGSize,
    category: ListContentSizeCategory
  ) -> CGSize? {
    guard self.container == container, self.category == category, let entry = entries[key],
      entry.category == category, entry.content.isContentEqual(to: item.storage)
    else { return nil }
    return entry.size
  }

  /// ``cachedSize(of:key:fitting:category:)`` of `old`, then, when it has one,
  /// ``size(of:key:fitting:category:measure:)`` of `new` under the same key: what an in-place
  /// content change asks, with two hashes instead of three when `new` is measured.
  ///
  /// - Returns: Both sizes, or `nil` when `old` has no cached size (`new` is not asked then).
  func cachedSize(
    of old: ListItem, thenSizeOf new: ListItem, key: AnyListID, fitting container: CGSize,
    category: ListContentSizeCategory, measure: () -> CGSize
  ) -> (old: CGSize, new: CGSize)? {
    guard self.container == container, self.category == category,
      let index = entries.index(forKey: key)
    else { return nil }
    let entry = entries.values[index]
    guard entry.category == category, entry.content.isContentEqual(to: old.storage) else {
      return nil
    }
    // As `size(of:key:fitting:category:measure:)`, whose preparation has nothing to do: the
    // container and the category are those of the entries.
    if entry.content.isContentEqual(to: new.storage) {
      statistics.hits += 1
      return (entry.size, entry.size)
    }
    statistics.misses += 1
    statistics.measurements += 1
    let size = measure()
    entries[key] = Entry(content: new.storage, size: size, isPreferred: false, category: category)
    return (entry.size, size)
  }

  /// Drops the entry under `key` if a self-sizing view answered it, so the next lookup measures
  /// the view again; an estimate or a size from code stays.
  func invalidatePreferredSize(_ key: AnyListID) {
    if entries[key]?.isPreferred == true { entries[key] = nil }
  }

  // MARK: Private

  /// Starts using `container` at `category`: a new text size or a new width drops every entry; a
  /// new height with the same width keeps the self-sizing views' answers (they follow the width)
  /// and drops the sizes from code (they may follow the height).
  private func prepare(for container: CGSize, category: ListContentSizeCategory) {
    if self.category != category {
      if self.category != nil { entries.removeAll(keepingCapacity: true) }
      self.category = category
    }
    guard self.container != container else { return }
    if let old = self.container, old.width == container.width {
      entries = entries.filter { $0.value.isPreferred }
    } else {
      entries.removeAll(keepingCapacity: true)
    }
    self.container = container
  }
}

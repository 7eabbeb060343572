import Foundation

/// The counts of a ``SizeCache``'s work, for tests that prove sizes are measured once.
///
///     #expect(adapter.sizeCache.statistics.measurements == 1)
public struct SizeCacheStatistics: Hashable, Sendable {
  /// Lookups answered from the cache.
  public var hits = 0
  /// Lookups that had to measure (no entry, changed content, or another container size).
  public var misses = 0
  /// Sizes computed: by the view type's static size function or by the measuring closure.
  public var measurements = 0

  /// Creates statistics with the given counts.
  ///
  /// - Parameters:
  ///   - hits: Lookups answered from the cache.
  ///   - misses: Lookups that had to measure.
  ///   - measurements: Sizes computed.
  public init(hits: Int = 0, misses: Int = 0, measurements: Int = 0) {
    self.hits = hits
    self.misses = misses
    self.measurements = measurements
  }
}

/// Item sizes by (item identity, content, container size), invalidated precisely.
///
///     let size = cache.size(of: item, fitting: container) { measure(item, container) }
///
/// - An entry answers only for the same identity, equal content (``ListItem/isContentEqual(to:)``,
///   the item's supplementary views left out: a badge's change does not re-measure its cell) and
///   the same container size: a content change re-measures that item only.
/// - A new container size re-measures every item; the old entries are dropped at once, so a
///   rotation does not keep two generations of sizes.
///
/// The list adapter owns one; tests read ``statistics``.
@MainActor
public final class SizeCache {
  private struct Entry {
    var item: ListItem
    var size: CGSize
  }

  private var entries: [AnyListID: Entry] = [:]
  private var container: CGSize?

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
  ///   - measure: Computes the size on a miss.
  /// - Returns: The item's size.
  /// - Complexity: O(1) expected, plus `measure` on a miss.
  public func size(
    of item: ListItem, key: AnyListID? = nil, fitting container: CGSize,
    measure: () -> CGSize
  ) -> CGSize {
    if self.container != container {
      entries.removeAll(keepingCapacity: true)
      self.container = container
    }
    let key = key ?? item.id
    if let entry = entries[key], entry.item.isCellContentEqual(to: item) {
      statistics.hits += 1
      return entry.size
    }
    statistics.misses += 1
    statistics.measurements += 1
    let size = measure()
    entries[key] = Entry(item: item, size: size)
    return size
  }

  /// The size cached under `key` for `item`'s content in `container`, or `nil`; never measures.
  /// Lets the adapter tell whether an item whose content changed in place changed size.
  func cachedSize(of item: ListItem, key: AnyListID, fitting container: CGSize) -> CGSize? {
    guard self.container == container, let entry = entries[key],
      entry.item.isCellContentEqual(to: item)
    else { return nil }
    return entry.size
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
}

/// The pairs of elements with the same identity in two sequences: the *k*-th occurrence of an
/// identity in the source matches its *k*-th occurrence in the target.
@usableFromInline
internal struct _Matching {
  /// For each source position, the matching target position, or -1. Covers only the middle
  /// (index 0 is source position ``prefix``) when matched `middleOnly`.
  @usableFromInline internal var sourceToTarget: ContiguousArray<Int32>
  /// For each target position, the matching source position, or -1. Covers only the middle
  /// (index 0 is target position ``prefix``) when matched `middleOnly`.
  @usableFromInline internal var targetToSource: ContiguousArray<Int32>
  /// The length of the common identity prefix (matched position by position).
  @usableFromInline internal var prefix: Int
  /// The length of the common identity suffix (matched position by position).
  @usableFromInline internal var suffix: Int
  /// Source positions, ascending, of prefix and suffix pairs whose content differs (only when
  /// asked for).
  @usableFromInline internal var changed: ContiguousArray<Int32>

  @inlinable
  internal init(
    sourceToTarget: ContiguousArray<Int32>, targetToSource: ContiguousArray<Int32>, prefix: Int,
    suffix: Int, changed: ContiguousArray<Int32>
  ) {
    self.sourceToTarget = sourceToTarget
    self.targetToSource = targetToSource
    self.prefix = prefix
    self.suffix = suffix
    self.changed = changed
  }

  /// What a match stopped by its interruption returns: nothing matched; the caller discards it.
  @inlinable
  internal static var abandoned: _Matching {
    _Matching(sourceToTarget: [], targetToSource: [], prefix: 0, suffix: 0, changed: [])
  }
}

/// Slot layout of the identity table: the high 32 bits of the identity's hash (a tag that spares
/// most `==` calls), a consumed flag, and the position + 1 (so that 0 means empty).
@usableFromInline internal let _tagMask: UInt64 = 0xFFFF_FFFF_0000_0000
@usableFromInline internal let _consumedBit: UInt64 = 0x8000_0000
@usableFromInline internal let _positionMask: UInt64 = 0x7FFF_FFFF

/// The 64-bit hash of an identity: `hashValue`, computed once per identity.
@inlinable @inline(__always)
internal func _hash<ID: Hashable>(_ id: ID) -> UInt64 {
  UInt64(UInt(bitPattern: id.hashValue))
}

/// The number of slots for `count` keys: a power of two with a load factor of at most 2/3.
@inlinable
internal func _tableCapacity(for count: Int) -> Int {
  var capacity = 16
  while capacity < count &+ count / 2 { capacity &<<= 1 }
  return capacity
}

/// Matches identities of `source` and `target` (*k*-th occurrence to *k*-th occurrence).
///
/// Trims the common prefix (exact for the occurrence rule) and the common suffix (kept only when
/// none of its identities occurs in the middle of either side, which the table then checks), and
/// hashes only the middle: one `hashValue` per identity, into an open-addressing table of 64-bit
/// slots. Duplicates chain through an `Int32` array allocated only when one occurs.
///
/// - Complexity: O(*n* + *m*) expected.
@inlinable
internal func _matchIdentities<Element: Diffable>(
  _ source: UnsafeBufferPointer<Element>, _ target: UnsafeBufferPointer<Element>,
  checksContent: Bool = false, middleOnly: Bool = false, trimSuffix: Bool = true,
  interruption: _Interruption? = nil
) -> _Matching {
  let sourceCount = source.count
  let targetCount = target.count
  let common = Swift.min(sourceCount, targetCount)
  // Prefix and suffix pairs are compared for content in the same pass (one walk over memory).
  var changed = ContiguousArray<Int32>()
  var prefix = 0
  while prefix < common {
    let left = source[prefix]
    let right = target[prefix]
    guard left.diffID == right.diffID, !interruption.shouldStop(at: prefix) else { break }
    if checksContent, !left.isContentEqual(to: right) {
      changed.append(Int32(truncatingIfNeeded: prefix))
    }
    prefix &+= 1
  }
  if interruption.stopped { return .abandoned }
  var suffix = 0
  if trimSuffix {
    let changedInPrefix = changed.count
    while suffix < common &- prefix {
      let left = source[sourceCount &- 1 &- suffix]
      let right = target[targetCount &- 1 &- suffix]
      guard left.diffID == right.diffID, !interruption.shouldStop(at: suffix) else { break }
      if checksContent, !left.isContentEqual(to: right) {
        changed.append(Int32(truncatingIfNeeded: sourceCount &- 1 &- suffix))
      }
      suffix &+= 1
    }
    if interruption.stopped { return .abandoned }
    changed[changedInPrefix...].reverse()
  }
  let sourceEnd = sourceCount &- suffix
  let targetEnd = targetCount &- suffix

  // One write per position: prefix and suffix pairs (unless middle only), -1 in the middle.
  let base = middleOnly ? prefix : 0
  func references(count: Int, end: Int, otherEnd: Int) -> ContiguousArray<Int32> {
    if middleOnly { return ContiguousArray(repeating: -1, count: end &- prefix) }
    return ContiguousArray(unsafeUninitializedCapacity: count) { buffer, initialized in
      for position in 0..<prefix { buffer[position] = Int32(truncatingIfNeeded: position) }
      for position in prefix..<end { buffer[position] = -1 }
      for position in end..<count {
        buffer[position] = Int32(truncatingIfNeeded: position &- end &+ otherEnd)
      }
      initialized = count
    }
  }
  var sourceToTarget = references(count: sourceCount, end: sourceEnd, otherEnd: targetEnd)
  var targetToSource = references(count: targetCount, end: targetEnd, otherEnd: sourceEnd)
  if prefix == sourceEnd, prefix == targetEnd {
    return _Matching(
      sourceToTarget: sourceToTarget, targetToSource: targetToSource, prefix: prefix,
      suffix: suffix, changed: changed)
  }
  let suffixIsSafe = sourceToTarget.withUnsafeMutableBufferPointer { sourceRefs in
    targetToSource.withUnsafeMutableBufferPointer { targetRefs in
      var matcher = _MiddleMatcher(
        source: source, target: target, sourceRange: prefix..<sourceEnd,
        targetRange: prefix..<targetEnd, referenceBase: base, filtersSuffix: suffix > 0,
        interruption: interruption)
      defer { matcher.deallocate() }
      matcher.match(sourceRefs, targetRefs, recordMisses: suffix > 0)
      return suffix == 0 || interruption.stopped
        || matcher.suffixIsSafe(sourceEnd..<sourceCount)
    }
  }
  if interruption.stopped { return .abandoned }
  guard suffixIsSafe else {
    return _matchIdentities(
      source, target, checksContent: checksContent, middleOnly: middleOnly, trimSuffix: false,
      interruption: interruption)
  }
  return _Matching(
    sourceToTarget: sourceToTarget, targetToSource: targetToSource, prefix: prefix,
    suffix: suffix, changed: changed)
}

/// Matches the middles of two sequences through a hash table over the source middle.
@usableFromInline
internal struct _MiddleMatcher<Element: Diffable> {
  @usableFromInline internal let source: UnsafeBufferPointer<Element>
  @usableFromInline internal let target: UnsafeBufferPointer<Element>
  @usableFromInline internal let sourceRange: Range<Int>
  @usableFromInline internal let targetRange: Range<Int>
  /// The position that index 0 of the reference buffers stands for (0, or the prefix length).
  @usableFromInline internal let referenceBase: Int
  /// The table over the source middle (empty when the source middle is).
  @usableFromInline internal var slots: UnsafeMutableBufferPointer<UInt64>
  /// For each source position, the next source position with the same identity, or -1.
  @usableFromInline internal var next: UnsafeMutableBufferPointer<Int32>
  /// Target positions of the middle that matched nothing, when recorded.
  @usableFromInline internal var misses: ContiguousArray<Int32>
  /// The hashes of `misses`.
  @usableFromInline internal var missHashes: ContiguousArray<UInt64>
  /// One bit per hash (from its high bits) of the source middle and the misses, about 16 bits
  /// per key: most suffix identities are cleared with one cache-friendly load instead of a probe
  /// of the table. Allocated only when a suffix is to be checked.
  @usableFromInline internal var filter: UnsafeMutableBufferPointer<UInt64>
  /// Whether to fill ``filter``.
  @usableFromInline internal let filtersSuffix: Bool
  /// The caller's cancellation check, if any: the table's build and the match stop when it
  /// answers `true`.
  @usableFromInline internal let interruption: _Interruption?

  @inlinable
  internal init(
    source: UnsafeBufferPointer<Element>, target: UnsafeBufferPointer<Element>,
    sourceRange: Range<Int>, targetRange: Range<Int>, referenceBase: Int, filtersSuffix: Bool,
    interruption: _Interruption? = nil
  ) {
    self.interruption = interruption
    self.referenceBase = referenceBase
    self.filtersSuffix = filtersSuffix
    self.source = source
    self.target = target
    self.sourceRange = sourceRange
    self.targetRange = targetRange
    slots = UnsafeMutableBufferPointer(start: nil, count: 0)
    next = UnsafeMutableBufferPointer(start: nil, count: 0)
    misses = []
    missHashes = []
    filter = UnsafeMutableBufferPointer(start: nil, count: 0)
    if filtersSuffix {
      var words = 8
      while words &* 4 < sourceRange.count &+ targetRange.count { words &<<= 1 }
      filter = .allocate(capacity: words)
      filter.initialize(repeating: 0)
    }
  }

  @inlinable
  internal mutating func deallocate() {
    slots.deallocate()
    next.deallocate()
    filter.deallocate()
  }

  /// Sets the filter bit of `hash`.
  @inlinable @inline(__always)
  internal func addToFilter(_ hash: UInt64) {
    let bit = Int(truncatingIfNeeded: hash &>> 32) & (filter.count &* 64 &- 1)
    filter[bit &>> 6] |= 1 &<< UInt64(bit & 63)
  }

  /// Whether the filter bit of `hash` is set (false: no key of the filter has this hash).
  @inlinable @inline(__always)
  internal func filterContains(_ hash: UInt64) -> Bool {
    let bit = Int(truncatingIfNeeded: hash &>> 32) & (filter.count &* 64 &- 1)
    return filter[bit &>> 6] & (1 &<< UInt64(bit & 63)) != 0
  }

  /// Builds the table over the source middle, in reverse so that duplicate chains ascend.
  @inlinable
  internal mutating func buildTable() {
    let capacity = _tableCapacity(for: sourceRange.count)
    slots = .allocate(capacity: capacity)
    slots.initialize(repeating: 0)
    let mask = capacity &- 1
    var position = sourceRange.upperBound
    while position > sourceRange.lowerBound {
      position &-= 1
      if interruption.shouldStop(at: position) { return }
      let id = source[position].diffID
      let hash = _hash(id)
      if filtersSuffix { addToFilter(hash) }
      let tag = hash & _tagMask
      var bucket = Int(truncatingIfNeeded: hash) & mask
      while true {
        let slot = slots[bucket]
        if slot == 0 {
          slots[bucket] = tag | UInt64(truncatingIfNeeded: position &+ 1)
          break
        }
        if slot & _tagMask == tag {
          let other = Int(truncatingIfNeeded: slot & _positionMask) &- 1
          if source[other].diffID == id {
            if next.baseAddress == nil {
              next = .allocate(capacity: source.count)
              next.initialize(repeating: -1)
            }
            next[position] = Int32(truncatingIfNeeded: other)
            slots[bucket] = tag | UInt64(truncatingIfNeeded: position &+ 1)
            break
          }
        }
        bucket = (bucket &+ 1) & mask
      }
    }
  }

  /// Matches every target of the middle with the first unconsumed source of its identity.
  @inlinable
  internal mutating func match(
    _ sourceRefs: UnsafeMutableBufferPointer<Int32>,
    _ targetRefs: UnsafeMutableBufferPointer<Int32>, recordMisses: Bool
  ) {
    if targetRange.isEmpty { return }
    if recordMisses {
      misses.reserveCapacity(targetRange.count)
      missHashes.reserveCapacity(targetRange.count)
    }
    if sourceRange.isEmpty {
      if recordMisses { for position in targetRange { recordMiss(position, hash: nil) } }
      return
    }
    buildTable()
    if interruption.stopped { return }
    let mask = slots.count &- 1
    for position in targetRange {
      if interruption.shouldStop(at: position) { return }
      let id = target[position].diffID
      let hash = _hash(id)
      let tag = hash & _tagMask
      var bucket = Int(truncatingIfNeeded: hash) & mask
      while true {
        let slot = slots[bucket]
        if slot == 0 {
          if recordMisses { recordMiss(position, hash: hash) }
          break
        }
        if slot & _tagMask == tag {
          let found = Int(truncatingIfNeeded: slot & _positionMask) &- 1
          if source[found].diffID == id {
            if slot & _consumedBit != 0 {
              if recordMisses { recordMiss(position, hash: hash) }
              break
            }
            sourceRefs[found &- referenceBase] = Int32(truncatingIfNeeded: position)
            targetRefs[position &- referenceBase] = Int32(truncatingIfNeeded: found)
            let following = next.baseAddress == nil ? -1 : next[found]
            slots[bucket] =
              following >= 0
              ? tag | UInt64(truncatingIfNeeded: Int(following) &+ 1) : slot | _consumedBit
            break
          }
        }
        bucket = (bucket &+ 1) & mask
      }
    }
  }

  @inlinable
  internal mutating func recordMiss(_ position: Int, hash: UInt64?) {
    misses.append(Int32(truncatingIfNeeded: position))
    missHashes.append(hash ?? _hash(target[position].diffID))
  }

  /// Whether trimming `suffix` (source positions) keeps the occurrence rule: true when none of
  /// its identities occurs in the source middle or among the unmatched target middle.
  @inlinable
  internal mutating func suffixIsSafe(_ suffix: Range<Int>) -> Bool {
    let checks = sourceRange.count &+ misses.count
    if checks == 0 { return true }
    if checks <= 8 {
      for position in suffix {
        let id = source[position].diffID
        for other in sourceRange where source[other].diffID == id { return false }
        for other in misses where target[Int(other)].diffID == id { return false }
      }
      return true
    }
    var missTable = UnsafeMutableBufferPointer<UInt64>(start: nil, count: 0)
    defer { missTable.deallocate() }
    if !misses.isEmpty {
      missTable = .allocate(capacity: _tableCapacity(for: misses.count))
      missTable.initialize(repeating: 0)
      let mask = missTable.count &- 1
      for index in misses.indices {
        let hash = missHashes[index]
        var bucket = Int(truncatingIfNeeded: hash) & mask
        while missTable[bucket] != 0 { bucket = (bucket &+ 1) & mask }
        missTable[bucket] = (hash & _tagMask) | UInt64(truncatingIfNeeded: Int(misses[index]) &+ 1)
      }
    }
    if slots.baseAddress == nil, !sourceRange.isEmpty { buildTable() }
    for hash in missHashes { addToFilter(hash) }
    for position in suffix {
      let id = source[position].diffID
      let hash = _hash(id)
      guard filterContains(hash) else { continue }
      if Self.contains(id, hash, in: slots, source) { return false }
      if Self.contains(id, hash, in: missTable, target) { return false }
    }
    return true
  }

  /// Whether `table` holds a position of `elements` with identity `id`.
  @inlinable
  internal static func contains(
    _ id: Element.DiffID, _ hash: UInt64, in table: UnsafeMutableBufferPointer<UInt64>,
    _ elements: UnsafeBufferPointer<Element>
  ) -> Bool {
    if table.isEmpty { return false }
    let mask = table.count &- 1
    let tag = hash & _tagMask
    var bucket = Int(truncatingIfNeeded: hash) & mask
    while true {
      let slot = table[bucket]
      if slot == 0 { return false }
      if slot & _tagMask == tag,
        elements[Int(truncatingIfNeeded: slot & _positionMask) &- 1].diffID == id
      {
        return true
      }
      bucket = (bucket &+ 1) & mask
    }
  }
}

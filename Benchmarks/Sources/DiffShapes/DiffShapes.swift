import Foundation
import TrellisDiff

extension UUID: @retroactive Diffable {}

/// A deterministic generator for shuffles and identities (SplitMix64), so every run diffs the
/// same inputs.
public struct ShapeGenerator: RandomNumberGenerator {
  private var state: UInt64

  /// Creates a generator from a seed.
  public init(seed: UInt64) { state = seed }

  /// The next value.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A fresh UUID drawn from the generator.
  public mutating func uuid() -> UUID {
    let a = next()
    let b = next()
    return withUnsafeBytes(of: (a, b)) { bytes in
      UUID(uuid: bytes.load(as: uuid_t.self))
    }
  }
}

/// The edits of DifferenceKit's published benchmark: 5,000 elements with 1,000 deleted, 1,000
/// inserted and 200 shuffled; 100,000 elements with 10,000 deleted, 10,000 inserted and 2,000
/// shuffled.
public struct PublishedEdit: Sendable {
  /// The source positions deleted.
  public var delete: Range<Int>
  /// The positions of the new elements in the target.
  public var insert: Range<Int>
  /// The target positions shuffled.
  public var shuffle: Range<Int>

  /// The published edit of `count` elements (5,000 or 100,000; any other count gets the
  /// 100,000 edit scaled: 10 % deleted, 10 % inserted, 2 % shuffled).
  public init(count: Int) {
    switch count {
    case 5_000:
      (delete, insert, shuffle) = (2_000..<3_000, 3_000..<4_000, 0..<200)
    default:
      let block = count / 10
      (delete, insert, shuffle) =
        ((2 * block)..<(3 * block), (3 * block)..<(4 * block), 0..<(count / 50))
    }
  }
}

/// One benchmark input: a source and a target, flat and in sections.
public struct DiffShape: Sendable {
  /// The shape's name in tables.
  public var name: String
  /// The flat source.
  public var source: [UUID]
  /// The flat target.
  public var target: [UUID]
  /// The number of sections to split source and target into, or nil for a flat diff.
  public var sectionCount: Int?

  /// The source split into `sectionCount` equal sections (models 0, 1, 2, ...).
  public var sourceSections: [ArraySection<Int, UUID>] { Self.split(source, sectionCount ?? 1) }
  /// The target split into `sectionCount` equal sections.
  public var targetSections: [ArraySection<Int, UUID>] { Self.split(target, sectionCount ?? 1) }

  static func split(_ items: [UUID], _ count: Int) -> [ArraySection<Int, UUID>] {
    let size = (items.count + count - 1) / count
    return (0..<count).map { index in
      let start = Swift.min(index * size, items.count)
      let end = Swift.min(start + size, items.count)
      return ArraySection(model: index, elements: items[start..<end])
    }
  }

  /// DifferenceKit's benchmark edit of `count` elements: delete `edit.delete`, insert
  /// `edit.insert.count` new elements at `edit.insert` of the result, shuffle `edit.shuffle`.
  public static func published(count: Int, name: String, sections: Int? = nil) -> DiffShape {
    let edit = PublishedEdit(count: count)
    var rng = ShapeGenerator(seed: UInt64(count))
    let source = (0..<count).map { _ in rng.uuid() }
    var target = source
    target.removeSubrange(edit.delete)
    target.insert(
      contentsOf: edit.insert.map { _ in rng.uuid() }, at: edit.insert.lowerBound)
    target[edit.shuffle].shuffle(using: &rng)
    return DiffShape(name: name, source: source, target: target, sectionCount: sections)
  }

  /// `count` elements and one new element at the end.
  public static func appendOne(count: Int) -> DiffShape {
    var rng = ShapeGenerator(seed: 1)
    let source = (0..<count).map { _ in rng.uuid() }
    return DiffShape(
      name: "append one (100k)", source: source, target: source + [rng.uuid()])
  }

  /// `count` elements and one new element at the start.
  public static func prependOne(count: Int) -> DiffShape {
    var rng = ShapeGenerator(seed: 2)
    let source = (0..<count).map { _ in rng.uuid() }
    return DiffShape(
      name: "prepend one (100k)", source: source, target: [rng.uuid()] + source)
  }

  /// `count` elements, unchanged (a separate copy of the same values).
  public static func unchanged(count: Int) -> DiffShape {
    var rng = ShapeGenerator(seed: 3)
    let source = (0..<count).map { _ in rng.uuid() }
    return DiffShape(name: "unchanged (100k)", source: source, target: source.map { $0 })
  }

  /// `count` elements, all replaced by new ones.
  public static func allReplaced(count: Int) -> DiffShape {
    var rng = ShapeGenerator(seed: 4)
    let source = (0..<count).map { _ in rng.uuid() }
    let target = (0..<count).map { _ in rng.uuid() }
    return DiffShape(name: "all replaced (100k)", source: source, target: target)
  }

  /// The names of every shape of issue 3, in table order.
  public static let names = [
    "flat 5k", "flat 100k", "append one (100k)", "prepend one (100k)", "unchanged (100k)",
    "all replaced (100k)", "100k in 100 sections", "100k in 10,000 sections",
  ]

  /// The shape called `name` (one of ``names``).
  public static func named(_ name: String) -> DiffShape? {
    switch name {
    case "flat 5k": .published(count: 5_000, name: name)
    case "flat 100k": .published(count: 100_000, name: name)
    case "append one (100k)": .appendOne(count: 100_000)
    case "prepend one (100k)": .prependOne(count: 100_000)
    case "unchanged (100k)": .unchanged(count: 100_000)
    case "all replaced (100k)": .allReplaced(count: 100_000)
    case "100k in 100 sections": .published(count: 100_000, name: name, sections: 100)
    case "100k in 10,000 sections": .published(count: 100_000, name: name, sections: 10_000)
    default: nil
    }
  }

  /// Every shape of issue 3, in table order.
  public static func all() -> [DiffShape] { names.compactMap(named) }
}

/// The dictionary floor: build a `Dictionary` over the source identities (sized up front) and
/// look up every target identity. Returns a checksum so the work cannot be optimized away.
@inline(never)
public func dictionaryFloor(source: [UUID], target: [UUID]) -> Int {
  var table = [UUID: Int](minimumCapacity: source.count)
  for (index, id) in source.enumerated() { table[id] = index }
  var checksum = 0
  for id in target { checksum &+= table[id] ?? -1 }
  return checksum
}

/// The flat diff of a shape; returns a checksum of the stages.
@inline(never)
public func flatDiff(_ shape: DiffShape) -> Int {
  let stages = StagedChangeset(source: shape.source, target: shape.target)
  return stages.reduce(0) { $0 &+ $1.update.changeCount }
}

/// The sectioned diff of pre-split sections; returns a checksum of the stages.
@inline(never)
public func sectionedDiff(
  _ source: [ArraySection<Int, UUID>], _ target: [ArraySection<Int, UUID>]
) -> Int {
  let stages = StagedChangeset(source: source, target: target)
  return stages.reduce(0) { $0 &+ $1.update.changeCount }
}

/// The published 100k edit with `Int` identities: hashing and `==` are inlinable here, so this
/// shape shows what cross-module specialization of the diff buys.
public struct IntShape: Sendable {
  /// The source.
  public var source: [Int]
  /// The target.
  public var target: [Int]

  /// The published edit of `count` integers (new ones numbered from `count`).
  public static func published(count: Int) -> IntShape {
    let edit = PublishedEdit(count: count)
    var rng = ShapeGenerator(seed: 5)
    let source = Array(0..<count)
    var target = source
    target.removeSubrange(edit.delete)
    target.insert(
      contentsOf: count..<(count + edit.insert.count), at: edit.insert.lowerBound)
    target[edit.shuffle].shuffle(using: &rng)
    return IntShape(source: source, target: target)
  }
}

/// The dictionary floor for integers.
@inline(never)
public func dictionaryFloor(source: [Int], target: [Int]) -> Int {
  var table = [Int: Int](minimumCapacity: source.count)
  for (index, id) in source.enumerated() { table[id] = index }
  var checksum = 0
  for id in target { checksum &+= table[id] ?? -1 }
  return checksum
}

/// The flat diff of integers; returns a checksum of the stages.
@inline(never)
public func flatDiff(_ source: [Int], _ target: [Int]) -> Int {
  StagedChangeset(source: source, target: target).reduce(0) { $0 &+ $1.update.changeCount }
}

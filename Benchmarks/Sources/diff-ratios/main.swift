// Times every shape of issue 3 against the dictionary floor, in one process, and prints a
// Markdown table of best-of-N times and ratios. Build in release:
//
//     swift run -c release diff-ratios [rounds]
import DiffShapes
import Foundation
@_spi(Benchmarks) import TrellisDiff

/// Nanoseconds of one call.
func time(_ body: () -> Int) -> (Double, Int) {
  let clock = ContinuousClock()
  var result = 0
  let duration = clock.measure { result = body() }
  let (seconds, attoseconds) = duration.components
  return (Double(seconds) * 1e9 + Double(attoseconds) / 1e9, result)
}

func milliseconds(_ nanoseconds: Double) -> String { String(format: "%.3f", nanoseconds / 1e6) }

// `diff-ratios profile SHAPE COUNT` runs one diff COUNT times, for perf or callgrind:
// SHAPE is a shape name from the table, "int" (100k) or "int 5k", or "floor:" followed by one.
if CommandLine.arguments.count == 4, CommandLine.arguments[1] == "profile" {
  let name = CommandLine.arguments[2]
  let count = Int(CommandLine.arguments[3]) ?? 1
  var sink = 0
  let isFloor = name.hasPrefix("floor:")
  let intCounts = ["int": 100_000, "int 5k": 5_000]
  if let intCount = intCounts[isFloor ? String(name.dropFirst("floor:".count)) : name] {
    let ints = IntShape.published(count: intCount)
    for _ in 0..<count {
      sink &+=
        !isFloor
        ? flatDiff(ints.source, ints.target)
        : dictionaryFloor(source: ints.source, target: ints.target)
    }
  } else if let shape = DiffShape.all().first(where: {
    $0.name == name || "floor:" + $0.name == name
  }) {
    let sourceSections = shape.sourceSections
    let targetSections = shape.targetSections
    for _ in 0..<count {
      if name.hasPrefix("floor:") {
        sink &+= dictionaryFloor(source: shape.source, target: shape.target)
      } else if shape.sectionCount != nil {
        sink &+= sectionedDiff(sourceSections, targetSections)
      } else {
        sink &+= flatDiff(shape)
      }
    }
  }
  print("checksum \(sink)")
  exit(0)
}

// `diff-ratios shapes` prints each flat shape's edit: elements, deleted and inserted identities,
// and the moves of its diff.
if CommandLine.arguments.count == 2, CommandLine.arguments[1] == "shapes" {
  print("| shape | elements | deleted | inserted | moves in the diff |")
  print("|---|---:|---:|---:|---:|")
  for shape in DiffShape.all() where shape.sectionCount == nil {
    let source = Set(shape.source)
    let target = Set(shape.target)
    let moves = StagedChangeset(source: shape.source, target: shape.target)
      .reduce(0) { $0 + $1.update.itemMoves.count }
    print(
      "| \(shape.name) | \(shape.source.count) | \(source.subtracting(target).count)"
        + " | \(target.subtracting(source).count) | \(moves) |")
  }
  exit(0)
}

let rounds = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 25
var sink = 0
var rows: [(name: String, floor: Double, diff: Double, opaque: Double)] = []
for shape in DiffShape.all() {
  let sourceSections = shape.sourceSections
  let targetSections = shape.targetSections
  let diff: () -> Int
  let opaque: () -> Int
  if shape.sectionCount != nil {
    diff = { sectionedDiff(sourceSections, targetSections) }
    opaque = {
      StagedChangeset._unspecialized(source: sourceSections, target: targetSections).count
    }
  } else {
    diff = { flatDiff(shape) }
    opaque = { StagedChangeset._unspecialized(source: shape.source, target: shape.target).count }
  }
  let floor = { dictionaryFloor(source: shape.source, target: shape.target) }
  let repeats = shape.source.count <= 5_000 ? rounds * 8 : rounds
  var best = (floor: Double.infinity, diff: Double.infinity, opaque: Double.infinity)
  for _ in 0..<repeats {
    let (f, a) = time(floor)
    let (d, b) = time(diff)
    let (o, c) = time(opaque)
    sink &+= a &+ b &+ c
    best = (min(best.floor, f), min(best.diff, d), min(best.opaque, o))
  }
  rows.append((shape.name, best.floor, best.diff, best.opaque))
}

for count in [5_000, 100_000] {
  let ints = IntShape.published(count: count)
  var best = (floor: Double.infinity, diff: Double.infinity, opaque: Double.infinity)
  for _ in 0..<(count <= 5_000 ? rounds * 8 : rounds) {
    let (f, a) = time { dictionaryFloor(source: ints.source, target: ints.target) }
    let (d, b) = time { flatDiff(ints.source, ints.target) }
    let (o, c) = time {
      StagedChangeset._unspecialized(source: ints.source, target: ints.target).count
    }
    sink &+= a &+ b &+ c
    best = (min(best.floor, f), min(best.diff, d), min(best.opaque, o))
  }
  rows.append(("flat \(count / 1000)k, Int identities", best.floor, best.diff, best.opaque))
}

let flat100k = rows.first { $0.name == "flat 100k" }?.diff ?? .nan
print("| shape | dictionary floor (ms) | diff (ms) | diff / floor | without specialization (ms) |")
print("|---|---:|---:|---:|---:|")
for row in rows {
  var ratio = String(format: "%.2fx", row.diff / row.floor)
  if row.name.hasPrefix("append") || row.name.hasPrefix("unchanged") {
    ratio += String(format: " (%.1f %% of flat 100k)", 100 * row.diff / flat100k)
  }
  print(
    "| \(row.name) | \(milliseconds(row.floor)) | \(milliseconds(row.diff)) | \(ratio) |"
      + " \(milliseconds(row.opaque)) |")
}
print("best of \(rounds) rounds (5k: \(rounds * 8)); checksum \(sink & 0xFF)")

// Standard value types are their own identity and content (the `Hashable` and `Equatable`
// defaults of `Diffable`), so that `[Int]`, `[String]` and the like diff out of the box:
//
//     StagedChangeset(source: ["a", "b"], target: ["b", "c"])

extension Int: Diffable {}
extension Int8: Diffable {}
extension Int16: Diffable {}
extension Int32: Diffable {}
extension Int64: Diffable {}
extension UInt: Diffable {}
extension UInt8: Diffable {}
extension UInt16: Diffable {}
extension UInt32: Diffable {}
extension UInt64: Diffable {}
extension Bool: Diffable {}
extension String: Diffable {}
extension Substring: Diffable {}
extension Character: Diffable {}
extension Unicode.Scalar: Diffable {}

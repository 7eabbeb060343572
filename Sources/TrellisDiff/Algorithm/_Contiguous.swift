/// Calls `body` with the collection's elements in contiguous memory: its own storage when it has
/// some (`Array`, `ContiguousArray`, array slices), a temporary copy otherwise.
///
/// - Complexity: O(1) for contiguous collections, O(*n*) otherwise.
@inlinable
internal func _withContiguousElements<C: Collection, Result>(
  of collection: C, _ body: (UnsafeBufferPointer<C.Element>) -> Result
) -> Result {
  if let result = collection.withContiguousStorageIfAvailable(body) { return result }
  let copy = ContiguousArray(collection)
  return copy.withUnsafeBufferPointer(body)
}

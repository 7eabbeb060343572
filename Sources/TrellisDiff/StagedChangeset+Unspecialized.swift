// Entry points that no caller specializes, so that a caller in another module runs the generic
// code a non-`@inlinable` diff would give it (witness tables, no inlining of `diffID`, `hash` or
// `==`). SwiftPM's default cross-module optimization would otherwise specialize them too. The
// benchmarks call them to measure what `@inlinable` buys; they are SPI, not API.

extension StagedChangeset where Data.Element: Diffable {
  /// The flat diff, deliberately opaque to cross-module specialization (benchmarks only).
  ///
  ///     @_spi(Benchmarks) import TrellisDiff
  ///     let stages = StagedChangeset._unspecialized(source: old, target: new)
  ///
  /// - Parameters:
  ///   - source: The collection currently shown.
  ///   - target: The collection to show.
  /// - Returns: The same stages as ``init(source:target:)``.
  @_spi(Benchmarks) @inline(never) @_semantics("optimize.sil.specialize.generic.never")
  public static func _unspecialized(source: Data, target: Data) -> Self {
    Self(source: source, target: target)
  }
}

extension StagedChangeset where Data.Element: DiffableSection {
  /// The sectioned diff, deliberately opaque to cross-module specialization (benchmarks only).
  ///
  ///     @_spi(Benchmarks) import TrellisDiff
  ///     let stages = StagedChangeset._unspecialized(source: old, target: new)
  ///
  /// - Parameters:
  ///   - source: The sections currently shown.
  ///   - target: The sections to show.
  /// - Returns: The same stages as ``init(source:target:)``.
  @_spi(Benchmarks) @inline(never) @_semantics("optimize.sil.specialize.generic.never")
  public static func _unspecialized(source: Data, target: Data) -> Self {
    Self(source: source, target: target)
  }
}

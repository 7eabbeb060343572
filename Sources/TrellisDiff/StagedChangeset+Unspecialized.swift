// Entry points compiled only inside TrellisDiff, so that a caller in another module runs the
// generic, unspecialized code (witness tables, no inlining of `diffID` or `==`). The benchmarks
// call them to measure what `@inlinable` buys; they are SPI, not API.

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
  @_spi(Benchmarks)
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
  @_spi(Benchmarks)
  public static func _unspecialized(source: Data, target: Data) -> Self {
    Self(source: source, target: target)
  }
}

// Diffs that stop when their caller no longer needs them: a list diffing a large model off the
// main thread drops a diff as soon as a newer model arrives.

extension StagedChangeset where Data.Element: Diffable {
  // MARK: Lifecycle

  /// Computes the stages that turn the flat collection `source` into `target`, unless
  /// `isCancelled` answers `true` first.
  ///
  ///     let stages = try StagedChangeset(source: old, target: new) { Task.isCancelled }
  ///
  /// The diff asks `isCancelled` between its phases and every 4,096 elements inside its loops
  /// (matching identities, comparing content), so a cancelled diff of *n* elements stops after
  /// at most a few thousand more element steps. Once `isCancelled` answered `true` the diff
  /// stops and does not ask again. A diff that is not cancelled gives the same stages as
  /// `init(source:target:)`.
  ///
  /// - Parameters:
  ///   - source: The collection currently shown.
  ///   - target: The collection to show.
  ///   - isCancelled: Whether the caller still needs the result; called on the diff's thread.
  /// - Throws: `CancellationError` when `isCancelled` answered `true`.
  /// - Complexity: That of `init(source:target:)`, plus one call of `isCancelled` per 4,096
  ///   elements.
  @inlinable
  public init(source: Data, target: Data, isCancelled: () -> Bool) throws(CancellationError) {
    let stages: [Changeset<Data>]? = withoutActuallyEscaping(isCancelled) { check in
      let interruption = _Interruption(check)
      let stages = _withContiguousElements(of: source) { sourceElements in
        _withContiguousElements(of: target) { targetElements in
          _flatStages(sourceElements, targetElements, target: target, interruption: interruption)
        }
      }
      return interruption.stopped ? nil : stages
    }
    guard let stages else { throw CancellationError() }
    self.init(stages)
  }
}

extension StagedChangeset where Data.Element: DiffableSection {
  // MARK: Lifecycle

  /// Computes the stages that turn the sectioned collection `source` into `target`, unless
  /// `isCancelled` answers `true` first.
  ///
  ///     let stages = try StagedChangeset(source: shown, target: next) { job.isCancelled }
  ///
  /// The diff asks `isCancelled` between its phases (flattening, matching sections, matching
  /// items, comparing content, planning, building each stage's data) and every 4,096 items
  /// inside its loops. Once `isCancelled` answered `true` the diff stops and does not ask again.
  /// A diff that is not cancelled gives the same stages as `init(source:target:)`.
  ///
  /// - Parameters:
  ///   - source: The sections currently shown.
  ///   - target: The sections to show.
  ///   - isCancelled: Whether the caller still needs the result; called on the diff's thread.
  /// - Throws: `CancellationError` when `isCancelled` answered `true`.
  /// - Complexity: That of `init(source:target:)`, plus one call of `isCancelled` per 4,096
  ///   items and per phase.
  @inlinable
  public init(source: Data, target: Data, isCancelled: () -> Bool) throws(CancellationError) {
    let stages: [Changeset<Data>]? = withoutActuallyEscaping(isCancelled) { check in
      let interruption = _Interruption(check)
      let stages = _sectionedStages(source: source, target: target, interruption: interruption)
      return interruption.stopped ? nil : stages
    }
    guard let stages else { throw CancellationError() }
    self.init(stages)
  }
}

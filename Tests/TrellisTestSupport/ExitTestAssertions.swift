import Testing

/// Expects the standard error of a process that stopped on a `precondition` to contain
/// `message`. Only debug builds check it: `precondition` prints its message there, while release
/// builds stop silently.
///
///     let result = try await #require(
///       processExitsWith: .failure, observing: [\.standardErrorContent]
///     ) { _ = FlowSection(itemCount: 1, columns: 0) }
///     expectStopMessage(result, contains: "FlowSection.columns must be at least 1")
public func expectStopMessage(
  _ result: ExitTest.Result, contains message: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #if DEBUG
    let output = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(output.contains(message), sourceLocation: sourceLocation)
  #endif
}

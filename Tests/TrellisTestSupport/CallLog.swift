import TrellisCore
import TrellisList

/// An ordered record of callbacks, shared by the objects of one test.
///
///     let log = CallLog()
///     log.add("child.willAppear")
///     #expect(log.take() == ["child.willAppear"])
@MainActor
public final class CallLog {
  /// The entries so far, oldest first.
  public var entries: [String] = []

  /// Creates an empty log.
  public init() {}

  /// Appends an entry.
  ///
  /// - Parameter entry: The entry.
  public func add(_ entry: String) { entries.append(entry) }

  /// Appends an entry and returns `answer`: the body of a logging `should…` callback.
  ///
  /// - Parameters:
  ///   - entry: The entry.
  ///   - answer: What the callback answers.
  /// - Returns: `answer`.
  public func add(_ entry: String, answering answer: Bool) -> Bool {
    add(entry)
    return answer
  }

  /// Returns the entries so far and starts over.
  public func take() -> [String] {
    defer { entries.removeAll() }
    return entries
  }
}

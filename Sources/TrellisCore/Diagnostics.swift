import Foundation

/// A problem Trellis recovered from: bad runtime data (a duplicate identity from a server), a
/// view that does not match its item, an update loop in a presenter tree.
///
///     adapter.diagnostics = Diagnostics { diagnostic in logger.warning("\(diagnostic)") }
///
/// Every module of Trellis reports through ``Diagnostics``; each has its own conforming type
/// (`ListDiagnostic`, `PresenterDiagnostic`) whose cases tests can match:
///
///     if case .duplicateItemID(let id, _, _)? = diagnostic as? ListDiagnostic { print(id) }
///
/// A diagnostic never means Trellis crashed or lost data: its description says what it did
/// instead.
public protocol Diagnostic: Sendable, CustomStringConvertible {}

/// Where Trellis reports the problems it recovers from: one mechanism for every module.
///
///     let adapter = ListAdapter(host: host)
///     adapter.diagnostics = .ignore                          // silence
///     adapter.diagnostics = Diagnostics { print($0) }        // your logger
///
/// By default (``default``) diagnostics are loud in debug builds — written to standard error,
/// prefixed `Trellis:` — and silent in release builds, so a duplicate identity from a server is
/// seen while developing and costs nothing in production.
public struct Diagnostics: Sendable {
  // MARK: Lifecycle

  /// Creates diagnostics that hand every problem to `handler`.
  ///
  ///     Diagnostics { diagnostic in collected.withLock { $0.append(diagnostic) } }
  ///
  /// - Parameter handler: Receives each diagnostic, on the thread that found it.
  public init(_ handler: @escaping @Sendable (any Diagnostic) -> Void) {
    self.handler = handler
  }

  // MARK: Public

  /// Diagnostics that drop everything.
  ///
  ///     adapter.diagnostics = .ignore
  public static let ignore = Diagnostics { _ in }

  /// Diagnostics that write each problem's description to standard error, prefixed `Trellis:`.
  ///
  ///     adapter.diagnostics = .standardError   // loud in release builds too
  public static let standardError = Diagnostics { diagnostic in
    FileHandle.standardError.write(Data("Trellis: \(diagnostic)\n".utf8))
  }

  /// ``standardError`` in debug builds, ``ignore`` in release builds.
  ///
  ///     ListAdapter(host: host).diagnostics  // .default
  public static var `default`: Diagnostics {
    #if DEBUG
      standardError
    #else
      ignore
    #endif
  }

  /// Reports `diagnostic`.
  ///
  ///     diagnostics.report(ListDiagnostic.duplicateSectionID("a", first: 0, duplicate: 2))
  ///
  /// - Parameter diagnostic: The problem and what was done about it.
  public func report(_ diagnostic: any Diagnostic) { handler(diagnostic) }

  // MARK: Private

  private let handler: @Sendable (any Diagnostic) -> Void
}

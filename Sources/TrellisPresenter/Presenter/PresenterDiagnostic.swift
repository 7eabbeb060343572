import TrellisCore

/// A problem the presenter machinery recovered from, reported to the page's `Diagnostics`.
///
///     let page = PagePresenter(root: root, diagnostics: Diagnostics { logger.error("\($0)") })
public enum PresenterDiagnostic: Diagnostic, Equatable {
  /// An update pass kept finding new work after `rounds` rounds — usually a presenter whose update
  /// changes state that makes it (or another) update again, forever. The pass stopped instead of
  /// hanging: the listed presenters' remaining changes were dropped unrendered and their
  /// completions ran.
  case updateLoop(rounds: Int, presenters: [String])

  // MARK: Public

  /// A sentence naming the problem and what was done about it.
  ///
  ///     print(PresenterDiagnostic.updateLoop(rounds: 100, presenters: ["Row"]))
  public var description: String {
    switch self {
    case .updateLoop(let rounds, let presenters):
      return "the update pass still had work after \(rounds) rounds, so it stopped; "
        + "an update probably changes state that updates it again. Dropped the pending changes "
        + "of: \(presenters.joined(separator: ", "))."
    }
  }
}

extension Diagnostics {
  /// Reports a presenter diagnostic (lets call sites write `.updateLoop(…)`).
  func report(_ diagnostic: PresenterDiagnostic) { report(diagnostic as any Diagnostic) }
}

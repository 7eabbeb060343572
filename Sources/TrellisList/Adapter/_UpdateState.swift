import TrellisDiff

// The update engine's state: one enum for what it is doing, and one slot for what waits.
//
// Every request (`apply`, `reload`, `reloadItems`, `setNeedsTransform`) becomes an
// `_UpdateRequest`. An idle engine starts it at once; a busy one merges it into the single queued
// slot — the newer model wins, item reloads and completions accumulate in request order — so a
// stale model can never run after a newer one.

/// What the update engine is doing.
enum _UpdateState {
  /// The host never asked for counts: the first request reloads it.
  case unloaded
  /// Nothing in flight: a request starts at once.
  case idle
  /// The host is reloading; requests made meanwhile (from display hooks) wait.
  case reloading
  /// An update's diff runs on the scheduler; the host shows the previous data.
  case diffing(_PendingDiff)
  /// The stages of an update are being applied, one batch at a time.
  case applying(_Application)
}

/// An update whose diff runs off the main actor: what to show once the diff is delivered.
struct _PendingDiff {
  /// The diff.
  var job: ListDiffJob
  /// The model shown when the update ends (after the plugins' transforms).
  var model: ListModel
  /// Whether the update's batches animate.
  var animated: Bool
  /// The item reloads and completions to run once this update is on screen.
  var rest: _UpdateRequest
}

/// One request to the update engine, or several merged while the engine was busy.
package struct _UpdateRequest {
  package typealias Completion = @MainActor () -> Void

  /// The model to show, before the plugins' transforms; `nil` when the request only reloads items
  /// or waits for completions.
  package var model: ListModel?
  /// Whether the model's batches animate; `nil` reloads the host instead.
  package var animated: Bool?
  /// Identities of items to reload after the model is shown, in request order.
  package var itemReloads: [AnyListID] = []
  /// The requests' completions, in request order.
  package var completions: [Completion] = []

  /// Adds a newer request: its model, if any, replaces this one's (latest wins); its item
  /// reloads and completions follow this one's.
  package mutating func merge(_ newer: _UpdateRequest) {
    if let model = newer.model {
      self.model = model
      animated = newer.animated
    } else if model == nil {
      animated = newer.animated
    }
    itemReloads += newer.itemReloads
    completions += newer.completions
  }
}

/// One update in progress: the model shown when it ends, its stages, and what is left of its
/// request.
struct _Application {
  /// The model shown when the last stage is on screen (after the plugins' transforms).
  var model: ListModel
  var stages: [Changeset<[ListSection]>]
  var next = 0
  var animated: Bool
  /// Whether item reloads are explicit requests to honour, never turned into reconfigurations.
  var reloadsItems = false
  /// The item reloads and completions to run once this update is on screen.
  var rest: _UpdateRequest
  /// Sections of the last stage whose layout description changed; the host lays them out again
  /// when the last stage is on screen.
  var relayoutSections: [Int] = []
}

/// Completions due to run, and whether they are running (a completion may request again; its
/// own completion then runs after the ones already due).
struct _CompletionQueue {
  var due: [_UpdateRequest.Completion] = []
  var isRunning = false
}

extension _UpdateRequest {
  /// An empty request: no model, no item reloads, no completions.
  package static var empty: _UpdateRequest { _UpdateRequest() }
}

// MARK: - Invariants

extension ListAdapter {
  /// Traps, naming every broken rule, when the update engine's state is inconsistent; does
  /// nothing in release builds (not API; swift-collections' `_checkInvariants()`).
  package func _checkInvariants() {
    #if DEBUG
      let violations = _invariantViolations()
      precondition(
        violations.isEmpty,
        "ListAdapter broke its invariants: \(violations.joined(separator: "; "))")
    #endif
  }

  /// The update engine's broken rules, described; always empty in release builds. Checked
  /// between requests (never from inside a host callback):
  ///
  /// - an update in progress has stages, and its next stage is one of them;
  /// - an idle engine has nothing queued (unless a start waits for a host's move callback) and no
  ///   completion left due;
  /// - an idle engine's identity counts are those of the sections the data source answers from,
  ///   and its number of repeated identities is that of the counts;
  /// - the data source answers no more sections than the displayed model holds (duplicates are
  ///   dropped, never added).
  ///
  /// - Complexity: O(*n*) for *n* displayed items, in debug builds.
  package func _invariantViolations() -> [String] {
    #if DEBUG
      var violations: [String] = []
      switch state {
      case .applying(let application):
        if application.stages.isEmpty {
          violations.append("an update is in progress with no stages")
        } else if !application.stages.indices.contains(application.next)
          && application.next != application.stages.count
        {
          violations.append(
            "the next stage is \(application.next) of \(application.stages.count)")
        }
      case .idle:
        if queued != nil, !isStartDeferred, !isInsideHostMove {
          violations.append("the engine is idle, but a request is queued")
        }
        if !completions.due.isEmpty, !completions.isRunning {
          violations.append("\(completions.due.count) completions are due, none running")
        }
        var counts: [AnyListID: Int] = [:]
        for section in sections {
          for item in section.items { counts[item.id, default: 0] += 1 }
        }
        if counts != identityCounts {
          let wrong = Set(counts.keys).union(identityCounts.keys).filter {
            counts[$0] != identityCounts[$0]
          }
          let sample = wrong.prefix(3).map {
            "\($0): \(identityCounts[$0] ?? 0) counted, \(counts[$0] ?? 0) shown"
          }
          violations.append(
            "the identity counts disagree with the sections for \(wrong.count) identities ("
              + sample.joined(separator: ", ") + ")")
        }
        let repeated = identityCounts.values.count { $0 > 1 }
        if repeated != repeatedIdentities {
          violations.append(
            "\(repeatedIdentities) identities are counted as repeated, \(repeated) are")
        }
        if sections.count > displayedModel.sections.count {
          violations.append(
            "the data source answers \(sections.count) sections, the displayed model holds "
              + "\(displayedModel.sections.count)")
        }
      case .diffing(let pending):
        if pending.job.isCancelled {
          violations.append("the diff in progress was cancelled")
        }
        if queued?.model != nil, !isStartDeferred, !isInsideHostMove {
          violations.append("a newer model waits while an older one diffs")
        }
      case .unloaded, .reloading:
        break
      }
      return violations
    #else
      return []
    #endif
  }
}

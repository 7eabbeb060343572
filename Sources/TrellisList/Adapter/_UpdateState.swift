import TrellisDiff

// The update engine's state: one enum for what it is doing, and one slot for what waits.
//
// Every request (`apply`, `reload`, `reloadItems`, `setNeedsTransform`) becomes an
// `_UpdateRequest`. An idle engine starts it at once; a busy one merges it into the single queued
// slot — the newer model wins, item reloads and completions accumulate in request order — so a
// stale model can never run after a newer one (Epoxy's `queuedUpdate`, Listable's
// `ListChangesQueue`).

/// What the update engine is doing.
enum _UpdateState {
  /// The host never asked for counts: the first request reloads it.
  case unloaded
  /// Nothing in flight: a request starts at once.
  case idle
  /// The host is reloading; requests made meanwhile (from display hooks) wait.
  case reloading
  /// The stages of an update are being applied, one batch at a time.
  case applying(_Application)
}

/// One request to the update engine, or several merged while the engine was busy.
struct _UpdateRequest {
  typealias Completion = @MainActor () -> Void

  /// The model to show, before the plugins' transforms; `nil` when the request only reloads items
  /// or waits for completions.
  var model: ListModel?
  /// Whether the model's batches animate; `nil` reloads the host instead.
  var animated: Bool?
  /// Identities of items to reload after the model is shown, in request order.
  var itemReloads: [AnyListID] = []
  /// The requests' completions, in request order.
  var completions: [Completion] = []

  /// Adds a newer request: its model, if any, replaces this one's (latest wins); its item
  /// reloads and completions follow this one's.
  mutating func merge(_ newer: _UpdateRequest) {
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

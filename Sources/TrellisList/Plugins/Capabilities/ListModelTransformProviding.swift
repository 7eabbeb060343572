/// A plugin that adds to the model the host shows: rows or copies that are the plugin's, not the
/// caller's (a paginator's loading and error items, an infinite carousel's copies).
///
///     final class Banner: ListAdapterPlugin, ListModelTransformProviding {
///       var message: String? { didSet { adapter?.setNeedsTransform(animated: true) } }
///       weak var adapter: ListAdapter?
///       func didAttach(to adapter: ListAdapter) { self.adapter = adapter }
///       func transform(_ model: ListModel, in adapter: ListAdapter) -> ListModel {
///         guard let message else { return model }
///         var model = model
///         model.sections.insert(ListSection(id: "banner") { ListItem(id: "m", content: message, view: BannerCell.self) }, at: 0)
///         return model
///       }
///     }
///
/// Callers always hand their own model to ``ListAdapter/apply(_:animated:completion:)``; the
/// adapter keeps it and runs every attached transforming plugin on it, in attach order (each gets
/// the previous one's result), before the diff. When a plugin's own state changes, it calls
/// ``ListAdapter/setNeedsTransform(animated:)``: the adapter runs the stage again on the latest
/// model requested, through the same latest-wins queue as `apply`. Attaching or detaching a
/// transforming plugin runs the stage again too, so a detached plugin's rows go.
///
/// ✅ Add sections or items whose identities are your own, and leave the caller's alone.
/// 🚫 Apply a model yourself: two plugins doing so overwrite each other's rows.
@MainActor
public protocol ListModelTransformProviding: ListAdapterPlugin {
  /// Returns `model` with this plugin's additions.
  ///
  /// - Parameters:
  ///   - model: The caller's model, after the transforms of the plugins attached before this one.
  ///   - adapter: The adapter that will show the result.
  /// - Returns: The model to show (or to hand to the next transform).
  /// - Complexity: Should be O(*s*) for the *s* sections (or items) the plugin touches: it runs
  ///   on every update.
  func transform(_ model: ListModel, in adapter: ListAdapter) -> ListModel
}

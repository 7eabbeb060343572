import TrellisCore
import TrellisPresenter
import TrellisTestSupport

/// Something with a name to log.
@MainActor
protocol Named: AnyObject {
  var name: String { get }
}

@MainActor
func label(of presenter: Presenter?) -> String {
  guard let presenter else { return "nil" }
  return (presenter as? any Named)?.name ?? "\(type(of: presenter))"
}

/// A fake view: a name, text, subviews, and a count of layouts.
@MainActor
final class FakeView: SubviewProviding, LayoutIfNeededProviding {
  let name: String
  var text = ""
  var subviews: [AnyObject]
  private(set) var layoutCount = 0

  init(_ name: String, _ subviews: [AnyObject] = []) {
    self.name = name
    self.subviews = subviews
  }

  var subviewsForBinding: [AnyObject] { subviews }
  func layoutIfNeeded() { layoutCount += 1 }
}

/// Another view type, to test that auto-binding matches types.
@MainActor
final class LabelView {
  let name: String
  var text = ""
  init(_ name: String) { self.name = name }
}

/// Options shared by the logging presenters.
@MainActor
struct LogOptions {
  /// Log the context flags of every update.
  var logsContext = false
}

/// A view-less presenter that logs every callback as "name.callback".
@MainActor
class LoggedPresenter: Presenter, Named {
  let name: String
  let log: CallLog
  var updateCount = 0
  var options = LogOptions()
  /// Runs inside every update, after logging.
  var whenUpdated: ((UpdateContext) -> Void)?
  /// Runs inside onDetachFromRoot, after logging.
  var whenDetachedFromRoot: (() -> Void)?

  init(_ name: String, _ log: CallLog) {
    self.name = name
    self.log = log
  }

  override func onAttach(to parent: Presenter) { log.add("\(name).attachTo(\(label(of: parent)))") }
  override func onAttachToRoot(_ root: Presenter) { log.add("\(name).attachToRoot") }
  override func onBindView() { log.add("\(name).bind") }
  override func onUpdate(context: UpdateContext) {
    updateCount += 1
    log.add("\(name).update\(describe(context, options))")
    whenUpdated?(context)
  }
  override func onLayout(context: UpdateContext) { log.add("\(name).layout") }
  override func onUnbindView() { log.add("\(name).unbind") }
  override func onDetach(from parent: Presenter) {
    let listed = parent.children.contains { $0 === self }
    log.add("\(name).detachFrom(\(label(of: parent)))\(listed ? "" : " unlisted")")
  }
  override func onDetachFromRoot(_ root: Presenter) {
    log.add("\(name).detachFromRoot")
    whenDetachedFromRoot?()
  }
}

/// A view presenter over ``FakeView`` that logs every callback, with the view's name.
@MainActor
class LoggedViewPresenter<View: AnyObject>: ViewPresenter<View>, Named {
  let name: String
  let log: CallLog
  var updateCount = 0
  var options = LogOptions()
  var whenUpdated: ((UpdateContext) -> Void)?

  init(_ name: String, _ log: CallLog) {
    self.name = name
    self.log = log
  }

  override func onAttach(to parent: Presenter) { log.add("\(name).attachTo(\(label(of: parent)))") }
  override func onAttachToRoot(_ root: Presenter) { log.add("\(name).attachToRoot") }
  override func onBindView(_ view: View) { log.add("\(name).bind(\(viewName(view)))") }
  override func onUpdate(view: View, context: UpdateContext) {
    updateCount += 1
    log.add("\(name).update\(describe(context, options))")
    whenUpdated?(context)
  }
  override func onLayout(context: UpdateContext) {
    super.onLayout(context: context)
    log.add("\(name).layout")
  }
  override func onUnbindView(_ view: View) { log.add("\(name).unbind(\(viewName(view)))") }
  override func onDetach(from parent: Presenter) {
    log.add("\(name).detachFrom(\(label(of: parent)))")
  }
  override func onDetachFromRoot(_ root: Presenter) { log.add("\(name).detachFromRoot") }
}

@MainActor
private func viewName(_ view: AnyObject) -> String {
  (view as? FakeView)?.name ?? (view as? LabelView)?.name ?? "?"
}

private func describe(_ context: UpdateContext, _ options: LogOptions) -> String {
  var flags: [String] = []
  if context.isBindingView { flags.append("binding") }
  if options.logsContext {
    if context.isAnimated { flags.append("animated") }
    if context.disablesAnimation { flags.append("noAnimation") }
    if context.layoutIfNeeded { flags.append("layout") }
  }
  return flags.isEmpty ? "" : "(\(flags.joined(separator: ",")))"
}

/// A page over `root` with a manual scheduler and a fallback container of its own.
@MainActor
func makePage<Root: Presenter>(
  _ root: Root, animations: any UpdateAnimating = UnanimatedUpdates(),
  fallback: ServiceContainer = ServiceContainer(), maximumUpdateRounds: Int = 100,
  diagnostics: Diagnostics = .ignore
) -> (page: PagePresenter<Root>, scheduler: ManualUpdateScheduler) {
  let scheduler = ManualUpdateScheduler()
  let page = PagePresenter(
    root: root, scheduler: scheduler, animations: animations, fallbackServices: fallback,
    maximumUpdateRounds: maximumUpdateRounds, diagnostics: diagnostics)
  return (page, scheduler)
}

/// A logged root "R" under a page made by `makePage`, loaded or not, and the log its tree shares.
@MainActor
func loggedTree(loaded: Bool) -> (
  log: CallLog, root: LoggedPresenter, page: PagePresenter<LoggedPresenter>
) {
  let log = CallLog()
  let root = LoggedPresenter("R", log)
  let (page, _) = makePage(root)
  if loaded { page.load() }
  return (log, root, page)
}

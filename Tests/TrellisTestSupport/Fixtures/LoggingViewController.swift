// A view controller that logs UIKit's callbacks, for the containment tests on the double.
#if os(Linux)
  import Foundation
  import UIKit

  /// A view controller that logs its view loading, appearance and containment callbacks as
  /// `"<name> <callback>"`, e.g. `"feed viewDidAppear animated in parent true"`.
  @MainActor
  public final class LoggingViewController: UIViewController {
    /// The name that starts each entry.
    public let name: String
    /// Where entries go.
    public let log: CallLog
    /// How `willMove(toParent:)` and `didMove(toParent:)` entries name a parent.
    public let parentName: String
    /// Whether appearance entries say `animated` and, once done, whether the view is in its
    /// parent's view (`in parent true`).
    public let detailed: Bool
    /// The callbacks logged (`"viewDidLoad"`, `"viewWillAppear"`, …); `nil` logs every one.
    public let only: Set<String>?

    /// Creates a controller that logs into `log`.
    public init(
      _ name: String, log: CallLog, parentName: String = "container", detailed: Bool = true,
      only: Set<String>? = nil
    ) {
      self.name = name
      self.log = log
      self.parentName = parentName
      self.detailed = detailed
      self.only = only
      super.init(nibName: nil, bundle: nil)
    }

    /// Unavailable: not archived.
    public required init?(coder: NSCoder) { nil }

    /// Whether the view is a direct subview of its parent's view.
    public var isInParentView: Bool {
      guard let parent, let view = viewIfLoaded else { return false }
      return view.superview === parent.viewIfLoaded
    }

    /// Logs `viewDidLoad`.
    public override func viewDidLoad() { add("viewDidLoad") }
    /// Logs `viewWillAppear`.
    public override func viewWillAppear(_ animated: Bool) { add("viewWillAppear", animated) }
    /// Logs `viewDidAppear`.
    public override func viewDidAppear(_ animated: Bool) {
      add("viewDidAppear", animated, inParent: true)
    }
    /// Logs `viewWillDisappear`.
    public override func viewWillDisappear(_ animated: Bool) { add("viewWillDisappear", animated) }
    /// Logs `viewDidDisappear`.
    public override func viewDidDisappear(_ animated: Bool) {
      add("viewDidDisappear", animated, inParent: true)
    }
    /// Logs `willMove(toParent:)`.
    public override func willMove(toParent parent: UIViewController?) {
      add("willMove", parent: parent)
    }
    /// Logs `didMove(toParent:)`.
    public override func didMove(toParent parent: UIViewController?) {
      add("didMove", parent: parent)
    }

    private func add(_ callback: String, _ animated: Bool = false, inParent: Bool = false) {
      guard only?.contains(callback) ?? true else { return }
      var entry = "\(name) \(callback)"
      if detailed && animated { entry += " animated" }
      if detailed && inParent { entry += " in parent \(isInParentView)" }
      log.add(entry)
    }

    private func add(_ callback: String, parent: UIViewController?) {
      guard only?.contains(callback) ?? true else { return }
      log.add("\(name) \(callback)(toParent: \(parent == nil ? "nil" : parentName))")
    }
  }
#endif

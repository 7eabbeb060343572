#if canImport(UIKit) && !os(watchOS)
  import TrellisCore
  import TrellisList
  import UIKit

  /// The `UIAction`s a list cell added to its controls to send typed events, one per control, so
  /// that wiring a control again replaces its action instead of sending twice. Both cell base
  /// classes (``ListCollectionViewCell``, ``ListTableViewCell``) keep one.
  @MainActor
  final class _ControlEventForwarder {
    private var actions: [ObjectIdentifier: (action: UIAction, events: UIControl.Event)] = [:]

    /// Has `control` send the event `makeEvent` builds to `sink()` on `controlEvents`, replacing
    /// what an earlier call wired on the same control.
    func forward<Control: UIControl, Event: Sendable>(
      _ controlEvents: UIControl.Event, of control: Control,
      to sink: @escaping @MainActor () -> ListEventSink?,
      as makeEvent: @escaping @MainActor (Control) -> Event
    ) {
      let key = ObjectIdentifier(control)
      if let old = actions[key] { control.removeAction(old.action, for: old.events) }
      let action = UIAction { [weak control] _ in
        guard let control else { return }
        sink()?.send(makeEvent(control))
      }
      control.addAction(action, for: controlEvents)
      actions[key] = (action, controlEvents)
    }
  }
#endif

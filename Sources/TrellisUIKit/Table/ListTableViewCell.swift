#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import TrellisCore
  import TrellisList
  import UIKit

  /// A `UITableViewCell` base for list items: it sizes itself from its content view and sends
  /// typed events from its controls to the item it shows, with the same API as
  /// ``ListCollectionViewCell``.
  ///
  ///     final class StepperCell: ListTableViewCell, ConfigurableView {
  ///       struct Changed: Sendable { let value: Double }
  ///       let stepper = UIStepper()
  ///       func configure(with content: Double) { stepper.value = content }
  ///       override func didMoveToSuperview() {
  ///         forward(.valueChanged, of: stepper) { Changed(value: $0.value) }
  ///       }
  ///     }
  ///
  ///     ListItem(id: "qty", content: 1.0, view: StepperCell.self)
  ///       .onEvent(StepperCell.Changed.self) { event, _ in cart.quantity = event.value }
  ///
  /// ## Sizing
  /// As a `SelfSizingView` the cell answers the height its content view needs at the row's
  /// width: `contentView.systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
  /// with the width required (Auto Layout on iOS). Override ``preferredSize(fitting:in:)`` to
  /// compute it yourself. ``TableViewHost`` asks it when the cell is displayed and after each
  /// content change, and the adapter caches each answer per content and width.
  @MainActor
  open class ListTableViewCell: UITableViewCell, ListEventEmitting, SelfSizingView {
    /// Where the cell sends its events; the adapter sets it each time it binds the cell.
    public var eventSink: ListEventSink?

    /// The size the cell needs at the proposed width (the row's), from its content view.
    ///
    /// - Parameters:
    ///   - proposed: The row's current size; its width is kept.
    ///   - container: The table's size, used when `proposed` has no width.
    /// - Returns: The proposed width and the height the content view needs.
    open func preferredSize(fitting proposed: CGSize, in container: CGSize) -> CGSize {
      let width = proposed.width > 0 ? proposed.width : container.width
      let fitting = contentView.systemLayoutSizeFitting(
        CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
        withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
      return CGSize(width: width, height: fitting.height)
    }

    /// Sends `event` to the handlers of the item the cell shows now.
    ///
    ///     send(Tapped())
    ///
    /// - Parameter event: The event.
    public func send(_ event: some Sendable) {
      eventSink?.send(event)
    }

    /// Sends the event `makeEvent` builds each time `control` sends one of `controlEvents`
    /// (through a closure `UIAction`, iOS 14, which the cell keeps so that calling this again
    /// for the same control replaces it).
    ///
    ///     forward(.touchUpInside, of: likeButton) { _ in Liked() }
    ///
    /// - Parameters:
    ///   - controlEvents: The control events that send.
    ///   - control: A control inside the cell, usually in the content view.
    ///   - makeEvent: Builds the event from the control's state, when the control fires.
    public func forward<Control: UIControl, Event: Sendable>(
      _ controlEvents: UIControl.Event, of control: Control,
      as makeEvent: @escaping @MainActor (Control) -> Event
    ) {
      forwarder.forward(
        controlEvents, of: control, to: { [weak self] in self?.eventSink }, as: makeEvent)
    }

    private let forwarder = _ControlEventForwarder()
  }
#endif

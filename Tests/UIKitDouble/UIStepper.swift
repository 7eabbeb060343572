import Foundation

/// A control for incrementing or decrementing a value (UIKit: `UIStepper`, iOS 5.0).
///
/// The double keeps the value model Apple's property pages describe: `value` is clamped to
/// `minimumValue...maximumValue`; `minimumValue` must stay below `maximumValue` and `stepValue`
/// above 0, where UIKit raises `NSInvalidArgumentException` (the double traps). Setting `value` in
/// code sends no action, as for every control; a tap on a button (``_tapIncrement()``,
/// ``_tapDecrement()``, test-only) moves the value by `stepValue`, clamped, and sends
/// `.valueChanged` when it changed. Press-and-hold, `wraps` and `isContinuous` are not modelled.
@available(iOS 5.0, *)
@MainActor
open class UIStepper: UIControl {
  /// Creates a stepper with a frame.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// Creates a stepper from data in an unarchiver; the double returns `nil`.
  public required init?(coder: NSCoder) { nil }

  /// The numeric value of the stepper; `0` by default, clamped to `minimumValue` and
  /// `maximumValue`.
  open var value: Double {
    get { _value }
    set { _value = min(max(newValue, minimumValue), maximumValue) }
  }

  /// The lowest possible numeric value for the stepper; `0` by default. Must be less than
  /// `maximumValue`.
  open var minimumValue: Double = 0 {
    didSet {
      precondition(
        minimumValue < maximumValue,
        "UIStepper: minimumValue \(minimumValue) must be less than maximumValue \(maximumValue)")
      value = _value
    }
  }

  /// The highest possible numeric value for the stepper; `100` by default. Must be greater than
  /// `minimumValue`.
  open var maximumValue: Double = 100 {
    didSet {
      precondition(
        maximumValue > minimumValue,
        "UIStepper: maximumValue \(maximumValue) must be greater than minimumValue \(minimumValue)")
      value = _value
    }
  }

  /// The step, or increment, value for the stepper; `1` by default. Must be greater than `0`.
  open var stepValue: Double = 1 {
    didSet { precondition(stepValue > 0, "UIStepper: stepValue \(stepValue) must be above 0") }
  }

  private var _value: Double = 0

  // MARK: Double

  /// Simulates a tap on the stepper's + button: the value grows by `stepValue`, up to
  /// `maximumValue`, and the stepper sends `.valueChanged` if it changed.
  package func _tapIncrement() { _step(by: stepValue) }

  /// Simulates a tap on the stepper's − button: the value shrinks by `stepValue`, down to
  /// `minimumValue`, and the stepper sends `.valueChanged` if it changed.
  package func _tapDecrement() { _step(by: -stepValue) }

  private func _step(by delta: Double) {
    guard isEnabled else { return }
    let old = value
    value = old + delta
    if value != old { sendActions(for: .valueChanged) }
  }
}

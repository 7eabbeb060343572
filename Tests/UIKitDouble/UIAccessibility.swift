import Foundation

/// The accessibility settings, notifications and functions of UIKit (UIKit: `UIAccessibility`, a
/// namespace in the Swift overlay). The double declares the members TrellisUIKit and its tests use,
/// in extensions of this enum, one file per area.
public enum UIAccessibility {}

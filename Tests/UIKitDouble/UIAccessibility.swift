import Foundation

/// The accessibility namespace of UIKit (UIKit: `UIAccessibility`, an enumeration without cases
/// that groups accessibility functions, notifications and settings).
///
/// Its members are declared in extensions, one file per area (`UIAccessibility+Actions.swift`:
/// notifications and posting).
public enum UIAccessibility {}

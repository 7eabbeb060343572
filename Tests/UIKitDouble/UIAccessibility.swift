import Foundation

/// The accessibility namespace of UIKit (UIKit: `UIAccessibility`, an enumeration without cases
/// that groups accessibility functions, notifications and settings).
///
/// The double declares the members TrellisUIKit and its tests use, in extensions of this enum, one
/// file per area (`UIAccessibility+Actions.swift`: notifications and posting;
/// `UIAccessibility+Status.swift`: VoiceOver and Reduce Motion status).
public enum UIAccessibility {}

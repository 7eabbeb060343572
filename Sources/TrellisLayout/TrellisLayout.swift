import Foundation

/// The namespace of Trellis's layout engines: pure geometry, no UIKit.
///
/// Geometry uses CoreGraphics' value types (`CGFloat`, `CGPoint`, `CGSize`, `CGRect`), which
/// Foundation provides on every platform, so frames computed here reach UIKit unchanged.
public enum TrellisLayout {}

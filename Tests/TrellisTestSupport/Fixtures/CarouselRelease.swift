import Foundation

/// A carousel release: drag from `start` by `translation`, lift at `velocity`, expect the content
/// to rest at `rest`. The same cases run against every host kind's carousel.
public struct CarouselRelease: CustomStringConvertible, Sendable {
  /// The offset the drag starts at.
  public var start: CGFloat
  /// How far the finger moves (positive: towards later pages).
  public var translation: CGFloat
  /// The velocity at lift-off, in points per millisecond.
  public var velocity: CGFloat
  /// Where the content must come to rest.
  public var rest: CGFloat

  /// Creates a release.
  public init(start: CGFloat, translation: CGFloat, velocity: CGFloat, rest: CGFloat) {
    self.start = start
    self.translation = translation
    self.velocity = velocity
    self.rest = rest
  }

  /// `from <start> by <translation> at <velocity> rests at <rest>`.
  public var description: String {
    "from \(start) by \(translation) at \(velocity) rests at \(rest)"
  }

  /// Leading-aligned pages of 300 + 10 spacing in a 375-wide viewport, five items: pages rest at
  /// 0, 310, 620, 930 and 1165 (the last clamped to the content's end).
  public static let leadingPages: [CarouselRelease] = [
    CarouselRelease(start: 0, translation: 100, velocity: 0, rest: 0),
    CarouselRelease(start: 0, translation: 200, velocity: 0, rest: 310),
    CarouselRelease(start: 0, translation: 100, velocity: 0.5, rest: 310),
    CarouselRelease(start: 0, translation: 400, velocity: 0.5, rest: 620),
    CarouselRelease(start: 0, translation: 400, velocity: -0.5, rest: 310),
    CarouselRelease(start: 0, translation: 400, velocity: 5, rest: 930),
    CarouselRelease(start: 930, translation: 70, velocity: 2, rest: 1165),
  ]
}

import Foundation
import TrellisCore
import TrellisList

/// Checks a `ListCarousel`'s page callbacks as they arrive: a page will-appears only when none is
/// current, did-appears once after it, will-disappears only after it appeared, and did-disappears
/// last; the fuzz asks after each settle whether the current page appeared. With
/// ``restingPage``, a page did-appears only once it is settled: the page the band rests on, never
/// during a move, so each settled page appears once.
@MainActor
package final class CarouselCallbackChecker {
  /// Subscribes to `carousel`'s page events.
  package init(_ carousel: ListCarousel) {
    carousel.pageWillAppear += { [weak self] in self?.willAppear($0) }
    carousel.pageDidAppear += { [weak self] in self?.didAppear($0) }
    carousel.pageWillDisappear += { [weak self] in self?.willDisappear($0) }
    carousel.pageDidDisappear += { [weak self] in self?.didDisappear($0) }
  }

  /// The page the carousel's content rests on when a page did-appears; set by the driver.
  package var restingPage: (() -> RestingPage)?

  /// What ``restingPage`` answers.
  package enum RestingPage: Equatable {
    /// The content rests on this page.
    case page(Int)
    /// The content is moving: a programmatic move, or a band decelerating after a flick.
    case moving
    /// No page can be told (a collapsed viewport, no items).
    case unknown
  }

  /// The callbacks that broke the order, described.
  package private(set) var violations: [String] = []
  /// The page announced last, until it disappears.
  package private(set) var current: Int?
  /// Whether `current` did appear.
  package private(set) var appeared = false
  /// How many pages appeared.
  package private(set) var appearances = 0

  private var willDisappearSent = false

  private func willAppear(_ page: Int) {
    if let current { violations.append("willAppear \(page) while \(current) is current") }
    current = page
    appeared = false
    willDisappearSent = false
  }

  private func didAppear(_ page: Int) {
    if page != current || appeared {
      violations.append("didAppear \(page) (current \(current.map(String.init) ?? "none"))")
    }
    switch restingPage?() {
    case .page(let resting) where resting != page:
      violations.append("didAppear \(page) while the content rests on page \(resting)")
    case .moving:
      violations.append("didAppear \(page) while the content moves")
    default:
      break
    }
    appeared = true
    appearances += 1
  }

  private func willDisappear(_ page: Int) {
    if page != current || !appeared || willDisappearSent {
      violations.append("willDisappear \(page) of a page that did not appear")
    }
    willDisappearSent = true
  }

  private func didDisappear(_ page: Int) {
    if page != current || (appeared && !willDisappearSent) {
      violations.append("didDisappear \(page) without its willDisappear")
    }
    current = nil
    appeared = false
    willDisappearSent = false
  }
}

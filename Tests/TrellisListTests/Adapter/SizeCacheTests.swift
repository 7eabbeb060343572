import Foundation
import Testing
import TrellisCore
import TrellisList
import TrellisTestSupport

/// `SizeCache` on its own: estimates from code, self-sizing answers, and what invalidates each.
@MainActor
@Suite("Size cache")
struct SizeCacheTests {
  static let container = CGSize(width: 320, height: 480)

  @Test("a self-sizing answer replaces the estimate and is what later lookups return")
  func answerReplacesEstimate() {
    let cache = SizeCache()
    let item = ListItem.text(1, "a")
    let estimate = cache.size(of: item, fitting: Self.container) { CGSize(width: 320, height: 44) }
    #expect(estimate.height == 44)
    let answer = cache.preferredSize(of: item, fitting: Self.container) {
      CGSize(width: 320, height: 60)
    }
    #expect(answer.height == 60)
    #expect(cache.size(of: item, fitting: Self.container) { .zero }.height == 60)
    #expect(cache.preferredSize(of: item, fitting: Self.container) { .zero }.height == 60)
    #expect(
      cache.statistics
        == SizeCacheStatistics(hits: 2, misses: 2, measurements: 2, selfSizingMeasurements: 1))
  }

  @Test("a content change asks the view again; another item's answer stays")
  func contentChange() {
    let cache = SizeCache()
    for id in 0..<3 {
      _ = cache.preferredSize(of: .text(id, "a"), fitting: Self.container) {
        CGSize(width: 1, height: 1)
      }
    }
    _ = cache.preferredSize(of: .text(1, "b"), fitting: Self.container) {
      CGSize(width: 1, height: 2)
    }
    _ = cache.preferredSize(of: .text(0, "a"), fitting: Self.container) {
      CGSize(width: 1, height: 9)
    }
    #expect(cache.statistics.selfSizingMeasurements == 4)
    #expect(cache.statistics.hits == 1)
  }

  @Test(
    "a height-only change keeps the answers and drops the sizes from code; a width change drops all"
  )
  func containerChanges() {
    let cache = SizeCache()
    let sized = ListItem.text(1, "a")
    let coded = ListItem.text(2, "b")
    _ = cache.preferredSize(of: sized, fitting: Self.container) { CGSize(width: 320, height: 60) }
    _ = cache.size(of: coded, fitting: Self.container) { CGSize(width: 320, height: 44) }
    cache.resetStatistics()

    let taller = CGSize(width: 320, height: 800)
    #expect(cache.size(of: sized, fitting: taller) { .zero }.height == 60)
    #expect(cache.size(of: coded, fitting: taller) { CGSize(width: 320, height: 45) }.height == 45)
    #expect(cache.statistics == SizeCacheStatistics(hits: 1, misses: 1, measurements: 1))

    let narrower = CGSize(width: 200, height: 800)
    #expect(
      cache.size(of: sized, fitting: narrower) { CGSize(width: 200, height: 44) }.height == 44)
    #expect(cache.count == 1)
  }
}

import Foundation
import TrellisCore
import TrellisLayout

extension ListCarousel {
  // MARK: Internal

  /// Reports a carousel on a band that cannot snap (`.continuous`), once per description.
  func checkBandBehavior(in adapter: ListAdapter) {
    guard let section = sectionIndex else { return }
    let layout = adapter.sections[section].layout
    guard let layout, layout.orthogonalScrolling == .continuous else {
      reportedBandLayout = nil
      return
    }
    guard layout != reportedBandLayout else { return }
    reportedBandLayout = layout
    adapter.diagnostics.report(.carouselBandDoesNotSnap(sectionID: sectionID))
  }
}

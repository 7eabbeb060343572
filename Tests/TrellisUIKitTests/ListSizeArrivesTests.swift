// The documented pattern applies the first model in `viewDidLoad`, while the collection view is
// still 0 × 0. Pagination and prefetching must not decide then, and must decide once the list
// gets its size.
#if os(Linux)
  import Clocks
  import Foundation
  import Testing
  import TrellisCore
  import TrellisDiff
  import TrellisLayout
  import TrellisList
  import TrellisPresenter
  import TrellisTestSupport
  import TrellisUIKit
  @testable import UIKit

  /// A gallery that applies forty 44-point rows in `viewDidLoad`, with a paginator that loads
  /// within 600 points of the end and a prefetcher.
  @MainActor
  final class SizeArrivesGallery: ListCollectionViewController {
    let paginator = ListPaginator(distance: .points(600))
    let prefetcher = ListPrefetcher()
    var log: [String] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      paginator.pageRequested += { [weak self] request in self?.log.append("load \(request.page)") }
      prefetcher.prefetchRequested += { [weak self] items in
        self?.log.append("prefetch \(items.map { "\($0.id.base)" }.joined(separator: ","))")
      }
      adapter.attach(paginator)
      adapter.attach(prefetcher)
      let items = (0..<40).map { ListItem(id: $0, content: "\($0)", view: UIKitTextCell.self) }
      apply(
        ListModel(sections: [ListSection(id: "s", items: items)], page: 1, hasNext: true),
        animated: false)
    }
  }

  @MainActor
  @Suite("TrellisUIKit: pagination and prefetching wait for the list's size")
  struct ListSizeArrivesTests {
    @Test("nothing is decided at 0 × 0; the first size prefetches what follows the viewport")
    func controllerGetsItsSize() async {
      let ((atLoad, atSize), violations) = await withDouble { _ in
        let controller = SizeArrivesGallery(
          layout: ListCollectionViewLayout(
            defaultSection: .flow(FlowSection(itemCount: 0, lineSpacing: 0))))
        controller.loadViewIfNeeded()
        let atLoad = controller.log
        _ = shown(controller, height: 440)
        controller.view.layoutIfNeeded()
        return (atLoad, controller.log)
      }
      #expect(violations.isEmpty)
      #expect(atLoad.isEmpty)
      // Rows 0 to 9 are visible; the next viewport (10 to 19) is prefetched; the end is far.
      #expect(atSize == ["prefetch 10,11,12,13,14,15,16,17,18,19"])
    }
  }
#endif

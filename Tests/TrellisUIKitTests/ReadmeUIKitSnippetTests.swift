// The README's UIKit snippet, compiled and run. Only real UIKit API: it runs on iOS too.
#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import Testing
  import TrellisUIKit

  // On Linux a plain `import UIKit` next to `import Testing` looks for Swift Testing's UIKit
  // cross-import overlay, which only Apple platforms ship; the double is imported `@testable`.
  #if os(Linux)
    @testable import UIKit
  #else
    import TrellisCore
    import TrellisList
    import TrellisPresenter
    import UIKit
  #endif

  enum FeedState { case loading, ready }

  final class FeedScreen: StateViewController<FeedState> {
    let spinner = UIViewController()
    let feed = UIViewController()
    override func loadAppearanceState() -> FeedState { .loading }
    override func children(for state: FeedState) -> [UIViewController] {
      state == .loading ? [spinner] : [feed]
    }
  }

  @Suite("README: UIKit")
  @MainActor
  struct ReadmeUIKitSnippetTests {
    @Test("the README's state screen shows the spinner, then the feed")
    func feedScreen() {
      let screen = FeedScreen()
      // Playing the window: UIKit's appearance transition does not load the view.
      screen.loadViewIfNeeded()
      screen.beginAppearanceTransition(true, animated: false)
      screen.endAppearanceTransition()
      #expect(screen.children == [screen.spinner])
      screen.setNeedsTransition(to: .ready, animated: false)
      #expect(screen.children == [screen.feed])
      #expect(screen.feed.view.superview === screen.view)
      #expect(screen.spinner.parent == nil)
    }
  }
#endif

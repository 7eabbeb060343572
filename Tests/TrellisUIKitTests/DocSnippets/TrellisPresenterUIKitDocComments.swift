// swift-format-ignore-file

// The examples of TrellisPresenter's doc comments that need UIKit, compiled on the UIKit double
// (DocSnippetTests checks that each appears here verbatim).
#if os(Linux)
  import TrellisPresenter
  import UIKit

  struct UIKitAnimations: UpdateAnimating {
    func animate(_ context: UpdateContext, _ changes: () -> Void) {
      guard context.animates else { return UIView.performWithoutAnimation(changes) }
      withoutActuallyEscaping(changes) { UIView.animate(withDuration: 0.3, animations: $0) }
    }
  }
#endif

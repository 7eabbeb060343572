// swift-format-ignore-file

// The examples of TrellisPresenter's doc comments on view resolving, compiled (DocSnippetTests
// checks that each appears here verbatim).
import Trellis

final class BadgePresenter: Presenter {}
@MainActor final class CardView { let badge = CardLabel(); let title = CardLabel() }
@MainActor final class CardLabel {}

extension CardView: ViewResolving {
  func view<V: AnyObject>(ofType type: V.Type, for presenter: Presenter) -> V? {
    presenter is BadgePresenter ? badge as? V : nil
  }
}

extension CardView: SubviewProviding {
  var subviewsForBinding: [AnyObject] { [title, badge] }
}

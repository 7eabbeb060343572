// The state screen as an iOS app writes it: a StateViewController whose states show child view
// controllers. The terminal catalog runs this file on Linux through the UIKit test double
// (UIKitStateScreen).
#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import Trellis
  import TrellisUIKit
  import UIKit

  /// A child that shows one message on a card.
  final class MessageViewController: UIViewController {
    let card = UIView()
    let messageLabel = UILabel()

    init(message: String) {
      super.init(nibName: nil, bundle: nil)
      messageLabel.text = message
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      card.backgroundColor = .systemBackground
      card.addSubview(messageLabel)
      view.addSubview(card)
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      card.frame = CGRect(x: 16, y: 24, width: view.bounds.width - 32, height: 36)
      messageLabel.frame = card.bounds.insetBy(dx: 8, dy: 8)
    }
  }

  /// A row of the stories list: one line of text.
  final class StoryCell: ListCollectionViewCell, ConfigurableView {
    private(set) lazy var titleLabel: UILabel = {
      let label = UILabel()
      contentView.addSubview(label)
      return label
    }()

    func configure(with content: String) { titleLabel.text = content }

    override func layoutSubviews() {
      super.layoutSubviews()
      titleLabel.frame = contentView.bounds.insetBy(dx: 8, dy: 8)
    }

    nonisolated static func size(for content: String, fitting container: CGSize) -> CGSize? {
      CGSize(width: container.width, height: 36)
    }
  }

  /// The ready state's child: the list of stories.
  final class StoriesViewController: ListCollectionViewController {
    init() {
      super.init(
        layout: ListCollectionViewLayout(
          defaultSection: .flow(FlowSection(lineSpacing: 10, interitemSpacing: 10))))
    }

    required init?(coder: NSCoder) { nil }

    /// Shows the stories.
    func show(_ stories: [String]) {
      apply(
        ListModel {
          ListSection(id: "news", stories) { story in
            ListItem(id: story, content: story, view: StoryCell.self)
          }
        }, animated: false)
    }
  }

  /// A screen that loads its stories: a spinner while loading, the list when ready, a message
  /// when the load failed.
  final class StoriesScreenViewController: StateViewController<LoadState> {
    let spinner = MessageViewController(message: "Loading…")
    let failure = MessageViewController(message: "Couldn't load the list. Press r to retry.")
    let stories = StoriesViewController()
    /// The states shown, in order.
    private(set) var history: [LoadState] = []

    override func loadAppearanceState() -> LoadState { .loading }

    override func children(for state: LoadState) -> [UIViewController] {
      switch state {
      case .loading: [spinner]
      case .ready: [stories]
      case .failed: [failure]
      }
    }

    override func didTransition(from previousState: LoadState?, animated: Bool) {
      if history.last != currentState { history.append(currentState) }
    }
  }
#endif

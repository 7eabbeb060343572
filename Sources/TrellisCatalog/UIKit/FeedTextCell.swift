// The one-line text cell of the catalog's UIKit feeds (home and sections).
#if canImport(UIKit) && !os(watchOS)
  import Trellis
  import TrellisUIKit
  import UIKit

  /// A cell that shows one line of text, inset by 8 points: a banner of a banner row (the row's
  /// layout makes it one page wide), a tile or a row of the sections feed.
  final class FeedTextCell: ListCollectionViewCell, ConfigurableView {
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
  }
#endif

#if canImport(UIKit) && !os(watchOS)
  import TrellisCore
  import TrellisList
  import UIKit

  /// A base class for collection view headers and footers that Trellis measures, as
  /// ``ListCollectionViewCell`` is for cells: its self-sizing answer comes from the list
  /// (`ListHostDataSource.listHost(_:preferredSizeOfSupplementary:ofKind:inSection:proposed:)`,
  /// which `ListAdapter` answers from a `SelfSizingView` view and caches), so UIKit's self-sizing
  /// pass and Trellis's size cache agree.
  ///
  ///     final class TitleHeader: ListCollectionReusableView, ConfigurableView, SelfSizingView {
  ///       let label = UILabel()
  ///       func configure(with content: String) { label.text = content }
  ///       func preferredSize(fitting proposed: CGSize, in container: CGSize) -> CGSize {
  ///         CGSize(width: proposed.width, height: label.sizeThatFits(proposed).height + 16)
  ///       }
  ///     }
  ///
  ///     let news = ListSection(id: "news", items: stories)
  ///       .header(ListItem(id: "news-title", content: "Top stories", view: TitleHeader.self))
  ///
  /// The header is laid out at its estimate (its view type's size from code, or the adapter's
  /// fallback size), measured when it is displayed, and laid out again at its answer; the answer
  /// is cached per section identity, kind, content and container width, so an unrelated update
  /// measures nothing and a content change measures the header once. On a
  /// ``ListCompositionalLayout`` it is an `.estimated` boundary supplementary item.
  ///
  /// A view that is not a `SelfSizingView` keeps the size the data source gives.
  @MainActor
  open class ListCollectionReusableView: UICollectionReusableView {
    /// The layout's attributes, sized as the list's data source asks for this header or footer.
    ///
    /// - Parameter layoutAttributes: The attributes the layout proposes.
    /// - Returns: The attributes with the preferred size, or unchanged.
    open override func preferredLayoutAttributesFitting(
      _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
      guard let sizingHost, let elementKind = layoutAttributes.representedElementKind,
        let size = sizingHost.preferredSize(
          ofSupplementary: self, elementKind: elementKind, at: layoutAttributes.indexPath,
          proposed: layoutAttributes.size)
      else { return layoutAttributes }
      layoutAttributes.size = size
      return layoutAttributes
    }

    /// The host that dequeued the view last.
    weak var sizingHost: CollectionViewHost?
  }
#endif

import Foundation
import UIKit

@available(iOS 16.0, *)
extension UIHostingConfiguration: UIContentConfiguration {
  /// Creates a new instance of the content view using this configuration.
  @MainActor
  public func makeContentView() -> any UIView & UIContentView {
    _UIHostingConfigurationContentView(configuration: self)
  }

  /// Returns the configuration itself: a hosting configuration takes no state defaults.
  public func updated(for state: any UIConfigurationState) -> UIHostingConfiguration<
    Content, Background
  > {
    self
  }
}

/// The content view of a `UIHostingConfiguration` (see its documentation for the timing).
@available(iOS 16.0, *)
final class _UIHostingConfigurationContentView<Content: View, Background: View>:
  _UIHostingViewBase, UIContentView
{
  private var current: UIHostingConfiguration<Content, Background>

  init(configuration: UIHostingConfiguration<Content, Background>) {
    current = configuration
    super.init(rootView: configuration.rootView, hostController: nil)
  }

  required init?(coder: NSCoder) { nil }

  /// The current configuration. Setting another hosting configuration of the same type is a
  /// data update of the graph, shown at the next layout pass; a configuration of another type is
  /// a programming error (a cell makes a new content view for it).
  var configuration: any UIContentConfiguration {
    get { current }
    set {
      guard let configuration = newValue as? UIHostingConfiguration<Content, Background> else {
        preconditionFailure(
          "UIHostingConfiguration content view: cannot apply \(type(of: newValue)); "
            + "make a new content view for it")
      }
      current = configuration
      graph.setRootView(configuration.rootView)
    }
  }

  override func idealSizeDidChange() { invalidateIntrinsicSize() }
}

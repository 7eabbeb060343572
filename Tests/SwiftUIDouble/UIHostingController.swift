import Foundation
import UIKit

/// A UIKit view controller that manages a SwiftUI view hierarchy (SwiftUI: `UIHostingController`,
/// iOS 13.0).
///
/// Its view is a hosting view (`_UIHostingViewBase`) created when the view loads; representables
/// in the content become its child view controllers. Setting `rootView` is a change like any
/// other: it is evaluated at the hosting view's next layout pass (README, "Update timing").
@MainActor
@preconcurrency
open class UIHostingController<Content: View>: UIViewController {
  private var storedRootView: Content
  private var hostingView: _UIHostingViewBase?

  /// Creates a hosting controller object that wraps the specified SwiftUI view.
  @preconcurrency
  public init(rootView: Content) {
    storedRootView = rootView
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a hosting controller object from an archive; the stand-in has no archives.
  @preconcurrency
  public required init?(coder aDecoder: NSCoder) { nil }

  /// The root view of the SwiftUI view hierarchy managed by this view controller.
  @preconcurrency
  public var rootView: Content {
    get { storedRootView }
    set {
      storedRootView = newValue
      hostingView?.graph.setRootView(newValue)
    }
  }

  /// Creates the hosting view.
  override open func loadView() {
    let view = _UIHostingController_View(rootView: storedRootView, hostController: self)
    view.frame = UIViewController.defaultViewFrame
    hostingView = view
    self.view = view
  }

  /// Calculates and returns the most appropriate size for the current view (from the content as
  /// last evaluated).
  @preconcurrency
  public func sizeThatFits(in size: CGSize) -> CGSize {
    loadViewIfNeeded()
    return hostingView?.graph.sizeThatFits(_UIHostingViewBase.proposal(size)) ?? .zero
  }

  /// The options for how the hosting controller tracks changes to the size of its SwiftUI
  /// content (iOS 16.0). Default: empty.
  @available(iOS 16.0, *)
  @preconcurrency
  public var sizingOptions: UIHostingControllerSizingOptions = []

  /// The safe area regions that this view controller adds to its view (iOS 16.4). Default
  /// `.all`. The stand-in has no safe areas: the value is stored only.
  @available(iOS 16.4, *)
  @preconcurrency
  public var safeAreaRegions: SafeAreaRegions = .all
}

/// The hosting controller's view: it invalidates its intrinsic size on an ideal-size change when
/// its controller's `sizingOptions` contain `.intrinsicContentSize`.
final class _UIHostingController_View: _UIHostingViewBase {
  weak var controller: UIViewController?

  init(rootView: any View, hostController: UIViewController) {
    controller = hostController
    super.init(rootView: rootView, hostController: hostController)
  }

  required init?(coder: NSCoder) { nil }

  override func idealSizeDidChange() {
    guard let options = (controller as? any _SizingOptionsProviding)?.sizingOptionsForView,
      options.contains(.intrinsicContentSize)
    else { return }
    invalidateIntrinsicSize()
  }
}

/// Lets the view read its generic controller's sizing options.
@MainActor
protocol _SizingOptionsProviding {
  var sizingOptionsForView: UIHostingControllerSizingOptions { get }
}

extension UIHostingController: _SizingOptionsProviding {
  var sizingOptionsForView: UIHostingControllerSizingOptions { sizingOptions }
}

/// Options for how a hosting controller tracks its content's size (SwiftUI:
/// `UIHostingControllerSizingOptions`, iOS 16.0).
@available(iOS 16.0, *)
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
  /// The raw value.
  public let rawValue: Int

  /// Creates a new option set from a raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The hosting controller's view automatically invalidates its intrinsic content size when its
  /// ideal size changes.
  public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 0)

  /// The hosting controller tracks its content's ideal size in its preferred content size. (The
  /// stand-in stores the option only: the UIKit double has no `preferredContentSize`.)
  public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 1)
}

/// A set of symbolic safe area regions (SwiftUI: `SafeAreaRegions`, iOS 14.0).
@frozen
public struct SafeAreaRegions: OptionSet, Sendable {
  /// The raw value.
  public let rawValue: UInt

  /// Creates a new set of regions from a raw value.
  @inlinable
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The safe area defined by the device and containers within the user interface.
  public static let container = SafeAreaRegions(rawValue: 1 << 0)
  /// The safe area matching the current extent of any software keyboard displayed over the view
  /// content.
  public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
  /// All safe area regions.
  public static let all = SafeAreaRegions(rawValue: .max)
}

#if canImport(UIKit) && !os(watchOS)
  import TrellisList
  import UIKit

  /// A list view whose cells can take keyboard focus: `UICollectionView` and `UITableView`
  /// (`allowsFocus`, iOS 15; `selectionFollowsFocus`, iOS 14, not on tvOS).
  @MainActor
  protocol _FocusableListView: AnyObject {
    /// Whether the cells can take focus.
    var allowsFocus: Bool { get set }
    #if !os(tvOS)
      /// Whether focusing a cell selects it.
      var selectionFollowsFocus: Bool { get set }
    #endif
  }

  extension UICollectionView: _FocusableListView {}
  extension UITableView: _FocusableListView {}

  extension ListFocusBehavior {
    /// The behaviour `view` is set to: `.none` unless its cells can take focus, and
    /// `.selectionFollowsFocus` when focusing selects (never on tvOS, which has no such
    /// property).
    @MainActor
    init(of view: some _FocusableListView) {
      guard view.allowsFocus else {
        self = .none
        return
      }
      #if os(tvOS)
        self = .allowsFocus
      #else
        self = view.selectionFollowsFocus ? .selectionFollowsFocus : .allowsFocus
      #endif
    }

    /// Sets `view`'s `allowsFocus` and (not on tvOS) `selectionFollowsFocus` to this behaviour.
    @MainActor
    func apply(to view: some _FocusableListView) {
      view.allowsFocus = self != .none
      #if !os(tvOS)
        view.selectionFollowsFocus = self == .selectionFollowsFocus
      #endif
    }
  }
#endif

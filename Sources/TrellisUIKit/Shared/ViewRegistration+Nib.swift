#if canImport(UIKit) && !os(watchOS)
  import TrellisCore
  import TrellisList
  import UIKit

  extension ViewRegistration {
    /// The nib a UIKit host registers for `viewType`, loaded from the type's bundle, or `nil` when
    /// the view is created from its class: `.nib(name: "NoteCell")` gives the nib named
    /// `NoteCell` in `NoteCell`'s bundle.
    func nib(for viewType: AnyClass) -> UINib? {
      guard case .nib(let name) = self else { return nil }
      return UINib(nibName: name, bundle: Bundle(for: viewType))
    }
  }
#endif

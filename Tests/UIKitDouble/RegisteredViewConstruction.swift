import Foundation

/// The argument of the double's only initializers that UIKit does not declare, one on each class a
/// table or collection view creates from a registered class (`UICollectionReusableView`,
/// `UITableViewCell`, `UITableViewHeaderFooterView`). Not UIKit API: only the double can create
/// one, so no code outside it can call those initializers.
///
/// UIKit creates a registered class with `init(frame:)` (or `init(style:reuseIdentifier:)`,
/// `init(reuseIdentifier:)`) through the Objective-C runtime, running the subclass's override.
/// Swift can only call an initializer on a metatype if it is `required`, and making the designated
/// initializer `required` would make `override init(frame:)` fail to compile in a subclass, where
/// iOS accepts it. So each of those classes has a `required convenience` initializer taking this
/// token that delegates to the designated one: a subclass inherits it whenever it inherits
/// convenience initializers (it declares no designated initializer, or overrides all of them;
/// overriding one means also writing `init?(coder:)`, required as on iOS), and the delegation
/// dispatches to the subclass's override, as UIKit's runtime call does.
public struct _RegisteredViewConstruction: Sendable {
  package init() {}
}

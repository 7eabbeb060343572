// The SwiftUI stand-in's module file. See README.md.
//
// Foundation is re-exported (`CGFloat`, `CGSize`, `CGRect` are Foundation types on Linux), as
// SwiftUI makes them visible on Apple platforms. UIKit is deliberately NOT re-exported: no Apple
// page says that `import SwiftUI` re-exports UIKit, so files that name UIKit types import UIKit
// themselves (the stricter reading; see README.md, "Imports").
@_exported import Foundation

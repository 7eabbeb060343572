// The SwiftUI stand-in's module file. See README.md, "Imports".
//
// The stand-in re-exports nothing: not Foundation (its `CGFloat`, `CGSize` and `CGRect` on Linux),
// not UIKit, not Observation. No Apple page says what `import SwiftUI` re-exports; a file that
// names a type of another module imports that module, which compiles on iOS either way (the
// strict reading). Only the umbrella module may re-export (ArchitectureTests).
import Foundation

// UIKit re-exports Foundation on iOS (`import UIKit` alone gives `IndexPath`, `CGRect`, `Bundle`),
// so the double does too: code that forgets `import Foundation` compiles, or fails, alike on both.
@_exported import Foundation

#if canImport(UIKit)
  import UIKit
  import Trellis
#endif

#if canImport(UIKit) && !os(watchOS)
  import UIKit
  import Trellis
#endif

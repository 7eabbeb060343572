#if canImport(UIKit) && !os(watchOS)
  import UIKit
#endif

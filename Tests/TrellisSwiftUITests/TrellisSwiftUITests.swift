#if canImport(SwiftUI) && canImport(UIKit)
  import Testing
  import TrellisSwiftUI
#endif

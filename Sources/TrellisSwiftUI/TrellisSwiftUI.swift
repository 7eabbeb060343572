// TrellisSwiftUI: SwiftUI views as list items, and Trellis lists inside SwiftUI (issue 22).
#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import SwiftUI
  import TrellisList
  import TrellisUIKit
#endif

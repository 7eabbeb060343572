#if canImport(UIKit)
  import UIKit
  import Trellis

  /// The namespace of Trellis's UIKit binding.
  public enum TrellisUIKit {}
#endif

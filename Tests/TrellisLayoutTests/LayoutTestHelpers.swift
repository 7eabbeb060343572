import Foundation
import TrellisDiff
import TrellisLayout

/// Shorthand for an item path in tests.
func path(_ item: Int, _ section: Int = 0) -> ItemPath { ItemPath(item: item, section: section) }

/// Shorthand for a rectangle in tests.
func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}

/// Shorthand for a size in tests.
func size(_ width: CGFloat, _ height: CGFloat) -> CGSize { CGSize(width: width, height: height) }

extension ListLayout {
  /// Every item frame of `section`, in order.
  func itemFrames(inSection section: Int = 0) -> [CGRect] {
    (0..<numberOfItems(inSection: section)).map { frame(ofItem: path($0, section))! }
  }
}

/// A size provider reading from arrays.
func sizes(_ array: [[CGSize]]) -> (ItemPath, CGSize) -> CGSize {
  { path, _ in array[path.section][path.item] }
}

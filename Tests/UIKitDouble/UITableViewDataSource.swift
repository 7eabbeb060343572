import Foundation

/// The methods that an object adopts to manage data and provide cells for a table view (UIKit:
/// `UITableViewDataSource`, iOS 2.0). Optional methods are requirements with default
/// implementations here (Linux has no Objective-C runtime).
@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
  /// Tells the data source to return the number of rows in a given section of a table view.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// Asks the data source for a cell to insert in a particular location of the table view.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// Asks the data source to return the number of sections in the table view.
  func numberOfSections(in tableView: UITableView) -> Int
  /// Asks the data source to verify that the given row is editable.
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
  /// Asks the data source whether a given row can be moved to another location in the table view.
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
  /// Tells the data source to move a row at a specific location in the table view to another
  /// location.
  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
  /// One section.
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  /// Every row is editable.
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }
  /// UIKit's default when the data source does not implement `tableView(_:moveRowAt:to:)`: no
  /// row can move. A data source that implements the move should implement this too.
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
}

/// A protocol that provides advance warning of the data requirements for a table view (UIKit:
/// `UITableViewDataSourcePrefetching`, iOS 10.0).
@available(iOS 10.0, *)
@MainActor
public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
  /// Instructs your prefetch data source object to begin preparing data for the cells at the
  /// supplied index paths.
  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
  /// Cancels a previously triggered data prefetch request.
  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

@available(iOS 10.0, *)
extension UITableViewDataSourcePrefetching {
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]
  ) {}
}

#if canImport(UIKit) && !os(watchOS)
  /// Stops the program where a UIKit host cannot go on: a data source callback of UIKit's cannot
  /// throw or return nothing, so a port error there (an unregistered identifier, a view of the
  /// wrong class) has no other way out. The message names the host and the broken rule, as UIKit's
  /// own exceptions do.
  ///
  ///     _trap("TableViewHost", "tableView(_:cellForRowAt:) for row [0, 3] threw: …")
  ///
  /// - Parameters:
  ///   - host: The host's type name.
  ///   - rule: What happened and which rule it breaks.
  func _trap(_ host: String, _ rule: String) -> Never {
    preconditionFailure("\(host): \(rule)")
  }
#endif

#if canImport(UIKit) && !os(watchOS)
  import TrellisCore
  import TrellisDiff
  import TrellisLayout
  import TrellisList
  import UIKit

  extension CollectionViewHost {
    // MARK: Registration and reuse

    /// Registers a cell type by class or by nib under `reuseIdentifier`.
    ///
    /// A type that is not a `UICollectionViewCell` is remembered, and dequeuing it throws
    /// `ListHostError/cannotCreateView(type:reuseIdentifier:)`.
    ///
    /// - Parameters:
    ///   - viewType: A `UICollectionViewCell` subclass.
    ///   - registration: Its class, or the nib to load it from (in the type's bundle).
    ///   - reuseIdentifier: The identifier to dequeue it with.
    public func registerCell(
      _ viewType: AnyObject.Type, as registration: ViewRegistration, reuseIdentifier: String
    ) {
      let key = Registered(kind: nil, identifier: reuseIdentifier)
      guard let cellType = accept(viewType, as: UICollectionViewCell.self, for: key) else { return }
      if let nib = registration.nib(for: cellType) {
        collectionView.register(nib, forCellWithReuseIdentifier: reuseIdentifier)
      } else {
        collectionView.register(cellType, forCellWithReuseIdentifier: reuseIdentifier)
      }
    }

    /// Registers a supplementary view type of `kind` by class or by nib under `reuseIdentifier`.
    ///
    /// - Parameters:
    ///   - viewType: A `UICollectionReusableView` subclass.
    ///   - registration: Its class, or the nib to load it from (in the type's bundle).
    ///   - kind: The supplementary kind; `.header` and `.footer` are UIKit's section header and
    ///     footer kinds.
    ///   - reuseIdentifier: The identifier to dequeue it with.
    public func registerSupplementaryView(
      _ viewType: AnyObject.Type, as registration: ViewRegistration, kind: SupplementaryKind,
      reuseIdentifier: String
    ) {
      let key = Registered(kind: kind, identifier: reuseIdentifier)
      guard let viewClass = accept(viewType, as: UICollectionReusableView.self, for: key) else {
        return
      }
      let elementKind = Self.elementKind(kind)
      if let nib = registration.nib(for: viewClass) {
        collectionView.register(
          nib, forSupplementaryViewOfKind: elementKind, withReuseIdentifier: reuseIdentifier)
      } else {
        collectionView.register(
          viewClass, forSupplementaryViewOfKind: elementKind, withReuseIdentifier: reuseIdentifier)
      }
    }

    /// Dequeues a cell for `path` from the collection view.
    ///
    /// - Parameters:
    ///   - reuseIdentifier: An identifier registered with
    ///     ``registerCell(_:as:reuseIdentifier:)``.
    ///   - path: The path the data source is asked for.
    /// - Returns: The cell.
    /// - Throws: `ListHostError/unregisteredReuseIdentifier(_:kind:)` or
    ///   `ListHostError/cannotCreateView(type:reuseIdentifier:)`.
    public func dequeueCell(withReuseIdentifier reuseIdentifier: String, for path: ItemPath)
      throws(ListHostError) -> AnyObject
    {
      try check(Registered(kind: nil, identifier: reuseIdentifier))
      try checkDequeue(.item(path), reuseIdentifier: reuseIdentifier)
      let cell = collectionView.dequeueReusableCell(
        withReuseIdentifier: reuseIdentifier, for: IndexPath(shownPath(ofData: path)))
      (cell as? ListCollectionViewCell)?.sizingHost = self
      return cell
    }

    /// Dequeues a supplementary view of `kind` for `path` from the collection view.
    ///
    /// - Parameters:
    ///   - kind: The supplementary kind.
    ///   - reuseIdentifier: An identifier registered for `kind`.
    ///   - path: `[section, 0]` for headers and footers.
    /// - Returns: The view.
    /// - Throws: `ListHostError/unregisteredReuseIdentifier(_:kind:)` or
    ///   `ListHostError/cannotCreateView(type:reuseIdentifier:)`.
    public func dequeueSupplementaryView(
      ofKind kind: SupplementaryKind, withReuseIdentifier reuseIdentifier: String,
      for path: ItemPath
    ) throws(ListHostError) -> AnyObject {
      try check(Registered(kind: kind, identifier: reuseIdentifier))
      try checkDequeue(.supplementary(kind, path), reuseIdentifier: reuseIdentifier)
      let shown = kind == .header || kind == .footer ? path : shownPath(ofData: path)
      let view = collectionView.dequeueReusableSupplementaryView(
        ofKind: Self.elementKind(kind), withReuseIdentifier: reuseIdentifier, for: IndexPath(shown))
      (view as? ListCollectionReusableView)?.sizingHost = self
      return view
    }

    // MARK: Internal

    func check(_ key: Registered) throws(ListHostError) {
      if let typeName = registered[key] {
        throw .cannotCreateView(type: typeName, reuseIdentifier: key.identifier)
      }
      guard valid.contains(key) else {
        throw .unregisteredReuseIdentifier(key.identifier, kind: key.kind)
      }
    }

    /// The UIKit element kind of a Trellis supplementary kind.
    static func elementKind(_ kind: SupplementaryKind) -> String {
      switch kind {
      case .header: UICollectionView.elementKindSectionHeader
      case .footer: UICollectionView.elementKindSectionFooter
      default: kind.rawValue
      }
    }

    /// The Trellis supplementary kind of a UIKit element kind.
    static func supplementaryKind(_ elementKind: String) -> SupplementaryKind {
      switch elementKind {
      case UICollectionView.elementKindSectionHeader: .header
      case UICollectionView.elementKindSectionFooter: .footer
      default: SupplementaryKind(rawValue: elementKind)
      }
    }

    // MARK: Private

    /// Remembers whether `key` registers a type UIKit can create, and returns `viewType` as a
    /// `View` subclass, or `nil` when it is not one (dequeuing it then throws).
    private func accept<View: UICollectionReusableView>(
      _ viewType: AnyObject.Type, as _: View.Type, for key: Registered
    ) -> View.Type? {
      guard let type = viewType as? View.Type else {
        registered[key] = "\(viewType)"
        return nil
      }
      registered[key] = nil
      valid.insert(key)
      return type
    }
  }
#endif

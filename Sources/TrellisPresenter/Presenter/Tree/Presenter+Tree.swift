extension Presenter {
  // MARK: Public

  /// Appends `child` to ``children``, attaching (and, under a bound parent, binding) it.
  ///
  ///     page.root.add(child: header)
  ///
  /// If `child` is already a child of this presenter it only moves to the end, and no callback
  /// fires. If it has another parent, it is first fully removed from it (unbind, detach) — a
  /// presenter never has two parents.
  ///
  /// - Parameter child: The presenter to add.
  /// - Precondition: `child` is not this presenter or one of its ancestors (no cycles), and is
  ///   not a page's root.
  /// - Complexity: O(*n*) in the size of `child`'s subtree, plus what its callbacks do.
  public func add(child: Presenter) {
    if child.parent === self {
      move(child, to: children.count - 1)
    } else {
      insert(child, at: children.count)
    }
  }

  /// Inserts `child` at `index` in ``children``, attaching (and, under a bound parent, binding) it.
  ///
  ///     section.insert(banner, at: 0)
  ///
  /// If `child` is already a child of this presenter it only moves to `index`, with no callbacks.
  ///
  /// - Parameters:
  ///   - child: The presenter to insert.
  ///   - index: Its position among the children after insertion.
  /// - Precondition: `index` is in `0...children.count` (`0..<children.count` for a child that is
  ///   already here); `child` is not this presenter or an ancestor; `child` is not a page's root.
  /// - Complexity: O(*n*) in the size of `child`'s subtree, plus what its callbacks do.
  public func insert(_ child: Presenter, at index: Int) {
    precondition(child !== self, "Presenter tree: a presenter cannot be its own child")
    precondition(
      !isDescendant(of: child), "Presenter tree: adding an ancestor as a child would make a cycle")
    precondition(child._runtime == nil, "Presenter tree: a page's root cannot have a parent")
    if child.parent === self {
      move(child, to: index)
      return
    }
    child.parent?.remove(child: child)
    precondition(
      (0...children.count).contains(index),
      "Presenter tree: index \(index) is out of range (valid: 0...\(children.count))")
    children.insert(child, at: index)
    child.parent = self
    child.onAttach(to: self)
    if let root, child.parent === self {
      child._attachToRoot(root)
    }
    if isBound, bindsChildViews, child.parent === self {
      child._autoBind()
    }
  }

  /// Moves one of ``children`` to `index`; no callback fires.
  ///
  ///     section.move(row, to: 0)
  ///
  /// - Parameters:
  ///   - child: A child of this presenter.
  ///   - index: Its position after the move.
  /// - Precondition: `child` is a child of this presenter and `index` is in
  ///   `0..<children.count`.
  /// - Complexity: O(*n*) in the number of children.
  public func move(_ child: Presenter, to index: Int) {
    guard let from = children.firstIndex(where: { $0 === child }) else {
      preconditionFailure("Presenter tree: only a child can be moved")
    }
    precondition(
      children.indices.contains(index),
      "Presenter tree: index \(index) is out of range (valid: 0..<\(children.count))")
    children.remove(at: from)
    children.insert(child, at: index)
  }

  /// Removes `child`: it unbinds, detaches from this presenter, then from the root (its
  /// descendants first), and only then leaves ``children``.
  ///
  ///     section.remove(child: row)
  ///
  /// Removing a presenter that is not a child does nothing. Work `child` had not rendered stays
  /// with it and renders when it binds again.
  ///
  /// - Parameter child: The child to remove.
  /// - Complexity: O(*n*) in the size of `child`'s subtree plus the number of children.
  public func remove(child: Presenter) {
    guard child.parent === self else { return }
    child.unbindView()
    child.onDetach(from: self)
    if let root = child.root {
      child._detachFromRoot(root)
    }
    if let index = children.firstIndex(where: { $0 === child }) {
      children.remove(at: index)
    }
    child.parent = nil
  }

  /// Removes this presenter from its parent, if it has one.
  ///
  ///     row.removeFromParent()
  ///
  /// - Complexity: As ``remove(child:)``.
  public func removeFromParent() {
    parent?.remove(child: self)
  }

  /// Removes every child, first to last, as ``remove(child:)`` does.
  ///
  ///     section.removeAllChildren()
  ///
  /// - Complexity: O(*n*) in the size of the subtree.
  public func removeAllChildren() {
    for child in children {
      remove(child: child)
    }
  }

  /// Whether `ancestor` is this presenter's parent, or its parent's parent, and so on.
  ///
  ///     row.isDescendant(of: page.root)   // true
  ///     row.isDescendant(of: row)         // false
  ///
  /// - Parameter ancestor: The presenter to look for above this one.
  /// - Returns: `true` if `ancestor` is a strict ancestor.
  /// - Complexity: O(*d*) in the depth of this presenter.
  public func isDescendant(of ancestor: Presenter) -> Bool {
    var node = parent
    while let current = node {
      if current === ancestor { return true }
      node = current.parent
    }
    return false
  }

  // MARK: Internal

  /// This presenter, then its descendants, depth first in ``children`` order.
  func _preorder() -> [Presenter] {
    var result: [Presenter] = []
    var stack: [Presenter] = [self]
    while let node = stack.popLast() {
      result.append(node)
      stack.append(contentsOf: node.children.reversed())
    }
    return result
  }

  /// Joins `root`'s page: this presenter first, then its descendants.
  func _attachToRoot(_ root: Presenter) {
    self.root = root
    onAttachToRoot(root)
    for child in children where child.parent === self {
      child._attachToRoot(root)
    }
    _requestUpdateIfReady()
  }

  /// Leaves `root`'s page: descendants first; references are cleared after each callback.
  func _detachFromRoot(_ root: Presenter) {
    for child in children where child.parent === self && child.root != nil {
      child._detachFromRoot(root)
    }
    onDetachFromRoot(root)
    self.root = nil
  }
}

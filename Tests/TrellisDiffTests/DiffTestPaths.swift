import TrellisDiff

/// The path of `item` in `section`: section first, as the diff tests write their expectations.
func path(_ section: Int, _ item: Int) -> ItemPath {
  ItemPath(item: item, section: section)
}

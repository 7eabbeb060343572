import Trellis

// The catalog of example screens. Until the headless host draws them, it prints the model of the
// home feed screen, section by section.

let model = HomeFeed.model(page: 2, hasNext: true)
print("Trellis catalog — home feed (page \(model.page), more pages: \(model.hasNext))")
print("\(model.sectionCount) sections, \(model.itemCount) items\n")
for (index, section) in model.sections.enumerated() {
  print("section \(index) \(section.id)")
  for kind in section.supplementaryKinds {
    print("  \(kind): \(section[supplementary: kind]!)")
  }
  for (itemIndex, item) in section.items.enumerated() {
    print("  \(ItemPath(item: itemIndex, section: index)) \(item)")
  }
}

import Testing
import Trellis

@Test("the core module links") func coreModuleLinks() {
  #expect(ItemPath(item: 0, section: 0).description == "[0, 0]")
}

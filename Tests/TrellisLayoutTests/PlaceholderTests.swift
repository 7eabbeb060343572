import Testing
import TrellisLayout

@Test("the layout module links") func layoutModuleLinks() {
  #expect(String(describing: TrellisLayout.self) == "TrellisLayout")
}

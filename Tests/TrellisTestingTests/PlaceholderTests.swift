import Testing
import TrellisTesting

@Test("the testing module links") func testingModuleLinks() {
  #expect(String(describing: TrellisTesting.self) == "TrellisTesting")
}

import Foundation
import Testing
import TrellisList

@Suite("Keyboard avoidance arithmetic")
struct KeyboardAvoidanceTests {
  @Test("the inset is the part of the list the keyboard covers, less the safe area's bottom")
  func inset() {
    let list = CGRect(x: 0, y: 0, width: 390, height: 844)
    let shown = CGRect(x: 0, y: 500, width: 390, height: 344)
    #expect(
      ListKeyboardAvoidance.keyboardInset(keyboardFrame: shown, listFrame: list, safeAreaBottom: 34)
        == 310)
    // A list that ends above the keyboard, a hidden keyboard, one that covers only the safe area.
    #expect(
      ListKeyboardAvoidance.keyboardInset(
        keyboardFrame: shown, listFrame: CGRect(x: 0, y: 0, width: 390, height: 400),
        safeAreaBottom: 0) == 0)
    #expect(
      ListKeyboardAvoidance.keyboardInset(
        keyboardFrame: CGRect(x: 0, y: 844, width: 390, height: 344), listFrame: list,
        safeAreaBottom: 34) == 0)
    #expect(
      ListKeyboardAvoidance.keyboardInset(
        keyboardFrame: CGRect(x: 0, y: 820, width: 390, height: 24), listFrame: list,
        safeAreaBottom: 34) == 0)
    // A list lower on screen (a sheet): only its covered part counts.
    #expect(
      ListKeyboardAvoidance.keyboardInset(
        keyboardFrame: shown, listFrame: CGRect(x: 0, y: 300, width: 390, height: 400),
        safeAreaBottom: 0) == 200)
  }

  @Test("the focused item scrolls the least that shows it above the keyboard")
  func keepVisible() {
    let item = CGRect(x: 0, y: 600, width: 390, height: 44)
    #expect(
      ListKeyboardAvoidance.offsetKeepingVisible(
        item, contentOffset: .zero, viewportHeight: 844, keyboardInset: 344)
        == CGPoint(x: 0, y: 144))
    // Already above the keyboard: no scroll.
    #expect(
      ListKeyboardAvoidance.offsetKeepingVisible(
        item, contentOffset: CGPoint(x: 0, y: 300), viewportHeight: 844, keyboardInset: 344)
        == CGPoint(x: 0, y: 300))
    // Above the viewport: its top comes to the top.
    #expect(
      ListKeyboardAvoidance.offsetKeepingVisible(
        item, contentOffset: CGPoint(x: 0, y: 700), viewportHeight: 844, keyboardInset: 344)
        == CGPoint(x: 0, y: 600))
  }
}

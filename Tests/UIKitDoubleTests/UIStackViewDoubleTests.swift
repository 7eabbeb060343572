// The double's UIStackView: UIKit's bookkeeping of arranged subviews, and its layout without Auto
// Layout. Linux only: on iOS, Auto Layout places the views.
#if os(Linux)
  import Foundation
  import Testing
  @testable import UIKit

  @MainActor
  private func label(_ text: String) -> UILabel {
    let label = UILabel()
    label.text = text
    return label
  }

  @Suite("UIKit double: UIStackView")
  @MainActor
  struct UIStackViewDoubleTests {
    @Test(
      "arranged subviews are always subviews; removal keeps the subview, removeFromSuperview not")
    func bookkeeping() {
      let a = label("a")
      let b = label("b")
      let c = label("c")
      let stack = UIStackView(arrangedSubviews: [a, b])
      #expect(stack.arrangedSubviews == [a, b] && stack.subviews == [a, b])
      // Arranging a view that already is a subview does not reorder the subviews.
      stack.addSubview(c)
      stack.insertArrangedSubview(c, at: 0)
      #expect(stack.arrangedSubviews == [c, a, b] && stack.subviews == [a, b, c])
      stack.removeArrangedSubview(a)
      #expect(stack.arrangedSubviews == [c, b] && a.superview === stack)
      b.removeFromSuperview()
      #expect(stack.arrangedSubviews == [c])
      // Inserting an arranged view moves it.
      stack.addArrangedSubview(a)
      stack.insertArrangedSubview(a, at: 0)
      #expect(stack.arrangedSubviews == [a, c])
    }

    @Test("a vertical stack places views along y by their size, spacing between, filling x")
    func verticalLayout() {
      let stack = UIStackView(arrangedSubviews: [label("one"), label("three"), label("hidden")])
      stack.arrangedSubviews[2].isHidden = true
      stack.axis = .vertical
      stack.spacing = 4
      stack.frame = CGRect(x: 0, y: 0, width: 100, height: 300)
      stack.layoutIfNeeded()
      #expect(
        stack.arrangedSubviews.prefix(2).map(\.frame) == [
          CGRect(x: 0, y: 0, width: 100, height: 20), CGRect(x: 0, y: 24, width: 100, height: 20),
        ])
      #expect(
        stack.sizeThatFits(CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude))
          == CGSize(width: 100, height: 44))
    }

    @Test("a horizontal stack aligns across its axis and distributes along it")
    func horizontalLayout() {
      let stack = UIStackView(arrangedSubviews: [label("ab"), label("abcd")])
      stack.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
      stack.alignment = .center
      stack.layoutIfNeeded()
      #expect(
        stack.arrangedSubviews.map(\.frame) == [
          CGRect(x: 0, y: 10, width: 16, height: 20), CGRect(x: 16, y: 10, width: 32, height: 20),
        ])
      stack.distribution = .fillEqually
      stack.spacing = 10
      stack.alignment = .bottom
      stack.layoutIfNeeded()
      #expect(
        stack.arrangedSubviews.map(\.frame) == [
          CGRect(x: 0, y: 20, width: 55, height: 20), CGRect(x: 65, y: 20, width: 55, height: 20),
        ])
      stack.distribution = .equalSpacing
      stack.layoutIfNeeded()
      #expect(stack.arrangedSubviews.map(\.frame.minX) == [0, 88])
    }

  }
#endif

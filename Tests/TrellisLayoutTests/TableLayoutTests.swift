import Foundation
import Testing
import TrellisDiff
@_spi(Testing) import TrellisLayout

@Suite("Table layout")
struct TableLayoutTests {
  let sections = [
    TableSection(itemCount: 3, headerLength: 28, footerLength: 20),
    TableSection(itemCount: 2, headerLength: 28, rowHeight: 60),
  ]

  @Test("plain tables stack full-width rows between headers and footers")
  func plain() {
    let layout = ListLayout(TableLayout(width: 375), sections: sections) { path, fitting in
      #expect(fitting == size(375, .infinity))
      return size(0, 44 + CGFloat(path.item))
    }
    #expect(layout.frame(of: .header, inSection: 0) == rect(0, 0, 375, 28))
    #expect(
      layout.itemFrames(inSection: 0) == [
        rect(0, 28, 375, 44), rect(0, 72, 375, 45), rect(0, 117, 375, 46),
      ])
    #expect(layout.frame(of: .footer, inSection: 0) == rect(0, 163, 375, 20))
    #expect(layout.frame(of: .header, inSection: 1) == rect(0, 183, 375, 28))
    #expect(layout.itemFrames(inSection: 1) == [rect(0, 211, 375, 60), rect(0, 271, 375, 60)])
    #expect(layout.contentSize == size(375, 331))
    #expect(layout.sizesQueried == 3)  // fixed row heights are not asked
  }

  @Test(
    "plain headers stick to the top and footers to the bottom",
    arguments: [
      (0 as CGFloat, rect(0, 0, 375, 28), rect(0, 80, 375, 20)),
      (50, rect(0, 50, 375, 28), rect(0, 130, 375, 20)),
      (150, rect(0, 132, 375, 28), rect(0, 160, 375, 20)),
    ] as [(CGFloat, CGRect, CGRect)])
  func sticky(offset: CGFloat, header: CGRect, footer: CGRect) {
    let layout = ListLayout(TableLayout(width: 375), sections: sections) { _, _ in size(0, 44) }
    // Rows of section 0 span 28..<160; its footer's natural place is 160..<180.
    let bounds = rect(0, offset, 375, 100)
    #expect(layout.pinnedFrame(of: .header, inSection: 0, in: bounds) == header)
    #expect(layout.pinnedFrame(of: .footer, inSection: 0, in: bounds) == footer)
  }

  @Test("grouped tables space sections and never pin")
  func grouped() {
    let layout = ListLayout(
      TableLayout(width: 375, style: .grouped(sectionSpacing: 35)), sections: sections
    ) { _, _ in size(0, 44) }
    #expect(layout.frame(of: .header, inSection: 0) == rect(0, 35, 375, 28))
    #expect(layout.frame(ofItem: path(0)) == rect(0, 63, 375, 44))
    #expect(layout.frame(of: .header, inSection: 1) == rect(0, 35 + 28 + 132 + 20 + 35, 375, 28))
    let bounds = rect(0, 100, 375, 100)
    #expect(layout.pinnedFrame(of: .header, inSection: 0, in: bounds) == rect(0, 35, 375, 28))
    #expect(layout.visibleElements(in: bounds).allSatisfy { !$0.isPinned })
  }

  @Test("a table of no sections is empty")
  func empty() {
    let layout = ListLayout(TableLayout(width: 375), sections: []) { _, _ in .zero }
    #expect(layout.contentSize == size(375, 0))
    #expect(layout.elements(in: rect(0, 0, 375, 1000)).isEmpty)
  }
}

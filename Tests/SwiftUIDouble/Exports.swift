// The SwiftUI stand-in's module file. Its declarations arrive with issue 22; see README.md.
@_exported import Foundation

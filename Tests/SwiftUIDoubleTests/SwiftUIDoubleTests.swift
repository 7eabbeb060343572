import SwiftUI
import Testing

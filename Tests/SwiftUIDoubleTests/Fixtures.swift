// Shared fixtures for the SwiftUI stand-in's tests. Linux only.
#if os(Linux)
  import Foundation
  import Observation
  @testable import SwiftUI
  @testable import UIKit

  /// What the fixtures did, in order.
  @MainActor
  final class EventLog {
    var events: [String] = []
    func record(_ event: String) { events.append(event) }
  }

  /// A child controller the representable makes.
  final class LoggingController: UIViewController {
    var updates = 0
  }

  /// A coordinator that logs its creation.
  @MainActor
  final class LoggingCoordinator {
    init(log: EventLog) { log.record("makeCoordinator") }
  }

  /// A representable that records its lifecycle and the transactions it is updated with.
  struct LoggingRepresentable: UIViewControllerRepresentable {
    let log: EventLog
    var value: Int = 0
    var fixedSize: CGSize? = nil
    var onUpdate: (@MainActor (Context) -> Void)? = nil

    func makeCoordinator() -> LoggingCoordinator { LoggingCoordinator(log: log) }

    func makeUIViewController(context: Context) -> LoggingController {
      log.record("make")
      return LoggingController()
    }

    func updateUIViewController(_ controller: LoggingController, context: Context) {
      controller.updates += 1
      log.record("update \(value)")
      onUpdate?(context)
    }

    static func dismantleUIViewController(
      _ controller: LoggingController, coordinator: LoggingCoordinator
    ) {
      controller.title = "dismantled"
    }

    func sizeThatFits(
      _ proposal: ProposedViewSize, uiViewController: LoggingController, context: Context
    ) -> CGSize? {
      fixedSize
    }
  }

  /// A counter whose state the tests follow through updates.
  struct Counter: View {
    let label: String
    var log: EventLog? = nil
    @State private var count = 0

    var body: some View {
      log?.record("body \(label)")
      return VStack {
        Text("\(label) \(count)")
        Button("Increment \(label)") { count += 1 }
      }
    }
  }

  /// An observable model a body reads.
  @Observable
  @MainActor
  final class Model {
    var title = "first"
    var unrelated = 0
  }

  /// Hosts `view` in a controller whose view is 320 × 480, laid out once.
  @MainActor
  func host<V: View>(_ view: V, width: CGFloat = 320, height: CGFloat = 480)
    -> (UIHostingController<V>, _UIHostingViewBase)
  {
    let controller = UIHostingController(rootView: view)
    let hostingView = controller.view.swiftUIHostingView!
    hostingView.frame = CGRect(x: 0, y: 0, width: width, height: height)
    hostingView.layoutIfNeeded()
    return (controller, hostingView)
  }
#endif

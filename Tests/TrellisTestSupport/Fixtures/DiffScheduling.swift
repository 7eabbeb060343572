import TrellisList
import TrellisTesting

extension ListAdapter.Configuration {
  /// This configuration with a `TestListDiffScheduler` in place of the default background one,
  /// so that a fixture's large updates diff only when the test settles (any other scheduler is
  /// kept).
  package var withTestDiffScheduler: Self {
    guard diffScheduler is BackgroundListDiffScheduler else { return self }
    var configuration = self
    configuration.diffScheduler = TestListDiffScheduler()
    return configuration
  }
}

extension ListAdapter {
  /// The adapter's test scheduler, when it has one.
  package var testDiffScheduler: TestListDiffScheduler? {
    configuration.diffScheduler as? TestListDiffScheduler
  }

  /// Runs every diff the adapter's test scheduler holds (and those their deliveries start);
  /// does nothing with another scheduler.
  package func runPendingDiffs() {
    testDiffScheduler?.runAll()
  }
}

import Trellis

/// The namespace of Trellis's testing support: headless hosts that enforce UIKit's contract.
public enum TrellisTesting {}

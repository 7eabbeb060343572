@_exported import TrellisDiagnostics
@_exported import TrellisDiff
@_exported import TrellisLayout

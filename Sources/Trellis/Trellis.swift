@_exported import TrellisDiagnostics
@_exported import TrellisDiff
@_exported import TrellisLayout
@_exported import TrellisList
@_exported import TrellisPresenter

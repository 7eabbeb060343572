@_exported import TrellisDiff
@_exported import TrellisLayout

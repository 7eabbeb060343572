@_exported import TrellisDiagnostics

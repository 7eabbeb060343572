// The umbrella: `import Trellis` brings in every library module of the framework, and this module
// holds nothing else. Each module can also be imported alone; see the Architecture article.
@_exported import TrellisCore
@_exported import TrellisDiff
@_exported import TrellisLayout
@_exported import TrellisList
@_exported import TrellisListPresenters
@_exported import TrellisPresenter

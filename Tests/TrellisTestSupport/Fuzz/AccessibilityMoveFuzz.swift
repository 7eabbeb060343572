import Foundation
import TrellisCore
import TrellisList

extension ListModel {
  /// This model with every item movable for VoiceOver's "Move up" and "Move down" (and a drag):
  /// items at even positions of their section across sections, the others within their section,
  /// so that both of the drag's rules are exercised.
  public var accessiblyMovable: ListModel {
    var model = self
    for section in model.sections.indices {
      model.sections[section].items = model.sections[section].items.enumerated().map {
        index, item in item.movable(acrossSections: index.isMultiple(of: 2))
      }
    }
    return model
  }
}

/// The draws of the accessibility-move operation of the update-sequence fuzz
/// (``FuzzFeatures/accessibilityMoves``).
public enum AccessibilityMoveFuzz {
  /// A custom action's name: "Move up" or "Move down".
  public static func actionName(using rng: inout SeededGenerator) -> String {
    Bool.random(using: &rng) ? ListHostCustomActionNames.moveUp : ListHostCustomActionNames.moveDown
  }
}

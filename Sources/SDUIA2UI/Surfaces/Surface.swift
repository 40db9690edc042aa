import SDUIDocument

/// One surface as the message processor holds it: its catalog and theme,
/// whether its data model goes back with every message, its components
/// by id (in the order they first came), and its data model.
package final class Surface {
  /// Its id.
  package let id: String
  /// The catalog it renders with.
  package let catalog: A2UICatalog
  /// The theme it was created with, as sent.
  package let theme: JSONValue?
  /// Whether the renderer sends its data model with each message to the agent.
  package let sendsDataModel: Bool
  /// Its components, as sent, by id.
  package private(set) var components: [String: JSONValue] = [:]
  /// The ids of its components, in the order each first came.
  package private(set) var componentOrder: [String] = []
  /// Its data model.
  package let dataModel: DataModel

  /// Creates an empty surface.
  package init(
    id: String, catalog: A2UICatalog, theme: JSONValue?, sendsDataModel: Bool, budget: DataModelBudget
  ) throws(DataModelError) {
    self.id = id
    self.catalog = catalog
    self.theme = theme
    self.sendsDataModel = sendsDataModel
    dataModel = try DataModel([:], budget: budget)
  }

  /// The component of an id, as held.
  package func component(_ id: String) -> JSONValue? { components[id] }

  /// Holds `definition` under `id`, replacing what was there.
  func hold(_ definition: JSONValue, as id: String) {
    if components.updateValue(definition, forKey: id) == nil { componentOrder.append(id) }
  }

  /// The components in the order they first came.
  package var orderedComponents: [JSONValue] { componentOrder.compactMap { components[$0] } }
}

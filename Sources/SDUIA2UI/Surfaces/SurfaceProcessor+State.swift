import SDUIDocument

extension SurfaceProcessor {
  /// What the processor holds, as JSON (`sdui-term tree --format json`):
  /// the catalogs it knows, and each surface in the order it was created
  /// with its catalog, theme, `sendDataModel`, its components as held
  /// (each the last definition sent under its id, in the order the ids
  /// first came) and its data model.
  package var heldState: JSONValue {
    [
      "catalogs": JSONValue(.array(catalogOrder.map { JSONValue(.string($0)) })),
      "surfaces": JSONValue(.array(surfaceOrder.compactMap { surfaces[$0]?.heldState })),
    ]
  }
}

extension Surface {
  /// The surface as ``SurfaceProcessor/heldState`` shows it.
  var heldState: JSONValue {
    [
      "surfaceId": JSONValue(.string(id)),
      "catalogId": JSONValue(.string(catalog.id)),
      "theme": theme ?? .null,
      "sendDataModel": JSONValue(.bool(sendsDataModel)),
      "components": JSONValue(.array(orderedComponents)),
      "dataModel": dataModel.value(at: .root) ?? [:],
    ]
  }
}

import SDUIDocument

/// Maps the Beagle 1.x shapes that are cheap to read onto 2.x, reporting
/// each: a list's single `template` becomes `templates: [{view}]`, and a
/// navigation-bar item's `action` becomes an `onPress` list while its
/// `_beagleComponent_` tag is dropped (decoders ignore it).
enum BeagleLegacy {
  /// The member whose items may have the 1.x shape, on any node.
  static let navigationBar = "navigationBar"
  /// The items inside it.
  static let navigationBarItems = "navigationBarItems"
  /// An item's 1.x action, read as ``itemEvent`` unless the item has one.
  static let itemAction = "action"
  /// An item's event.
  static let itemEvent = "onPress"

  static func normalize(
    _ members: [JSONMember], component: String?, path: JSONPath, context: DecodingContext
  ) -> [JSONMember] {
    members.map { member in
      var member = member
      let memberPath = path.appending(member.key)
      if member.key == "template", let component, BeagleBuiltins.lists.contains(component),
        !members.contains(where: { $0.key == "templates" })
      {
        context.report(
          .legacyShape(description: "'template'", replacement: "'templates' with one template"),
          at: member.keyLocation, path: memberPath)
        let view = JSONMember(key: "view", keyLocation: member.keyLocation, value: member.value)
        member.key = "templates"
        member.value = JSONValue(
          .array([JSONValue(.object([view]), at: member.value.location)]), at: member.value.location)
      } else if member.key == navigationBar, var bar = member.value.objectMembers,
        let itemsIndex = bar.firstIndex(where: { $0.key == navigationBarItems }),
        let items = bar[itemsIndex].value.arrayElements
      {
        let itemsPath = memberPath.appending(navigationBarItems)
        let mapped = items.enumerated().map { index, item in
          normalizeItem(item, path: itemsPath.appending(index), context: context)
        }
        bar[itemsIndex].value = JSONValue(.array(mapped), at: bar[itemsIndex].value.location)
        member.value = JSONValue(.object(bar), at: member.value.location)
      }
      return member
    }
  }

  private static func normalizeItem(_ item: JSONValue, path: JSONPath, context: DecodingContext) -> JSONValue {
    guard var members = item.objectMembers else { return item }
    if let tag = members.firstIndex(where: { $0.key == "_beagleComponent_" }) {
      context.report(
        .legacyShape(
          description: "a navigation bar item tagged '\(members[tag].value.stringValue ?? "")'",
          replacement: "a plain item"),
        at: members[tag].keyLocation, path: path.appending("_beagleComponent_"))
      members.remove(at: tag)
    }
    if let action = members.firstIndex(where: { $0.key == itemAction }),
      !members.contains(where: { $0.key == itemEvent })
    {
      context.report(
        .legacyShape(description: "a navigation bar item's 'action'", replacement: "'onPress' with that action"),
        at: members[action].keyLocation, path: path.appending(itemAction))
      let value = members[action].value
      members[action].key = itemEvent
      if value.arrayElements == nil {
        members[action].value = JSONValue(.array([value]), at: value.location)
      }
    }
    return JSONValue(.object(members), at: item.location)
  }
}

import SDUIDocument

/// What a screen node's title bar shows, as its dialect writes it: the
/// title, whether a back button may stand before it, and the items at its
/// end.
package struct ScreenChrome: Sendable {
  /// One item at the bar's end, drawn as a button.
  package struct Item: Sendable {
    /// Its text.
    package var text: String
    /// What a screen reader says of it.
    package var label: String?
    /// The name of its picture, when it shows one (which a terminal cannot).
    package var picture: String?
    /// Whether it shows a picture.
    package var hasPicture: Bool
    /// Its id, as written.
    package var id: JSONValue

    /// Creates an item.
    package init(text: String, label: String?, picture: String?, hasPicture: Bool, id: JSONValue) {
      self.text = text
      self.label = label
      self.picture = picture
      self.hasPicture = hasPicture
      self.id = id
    }
  }

  /// The title; `nil` for none (or an empty one).
  package var title: String?
  /// Whether the screen lets a back button stand before the title.
  package var showsBackButton: Bool
  /// The items at the bar's end.
  package var items: [Item]

  /// Creates what a screen's bar shows.
  package init(title: String?, showsBackButton: Bool, items: [Item] = []) {
    self.title = title.flatMap { $0.isEmpty ? nil : $0 }
    self.showsBackButton = showsBackButton
    self.items = items
  }
}

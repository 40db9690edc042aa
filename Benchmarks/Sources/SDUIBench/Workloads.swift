import SDUICore
import SDUIDialects
import SDUIDocument

/// Screens generated deterministically for the benchmark.
enum Workloads {
  /// A screen of about `nodes` components in `dialect`: a counter (text
  /// and button bound to one state, which Beagle's default shrink would
  /// squeeze to nothing in a screen this full, so they do not shrink) over groups of a literal text, a text
  /// bound to a state that never changes, and a button.
  static func screen(nodes: Int, dialect: Dialect) -> String {
    var groups: [String] = []
    var count = 4
    var index = 0
    while count + 4 <= nodes {
      index += 1
      groups.append(dialect == .nimbus ? nimbusGroup(index) : beagleGroup(index))
      count += 4
    }
    let body = groups.joined(separator: ",")
    switch dialect {
    case .nimbus:
      return """
        {"_:component": "layout:column", "state": {"counter": 0, "label": "item"}, "children": [
          {"_:component": "layout:text", "id": "count", "properties": {"text": "Counter: @{counter}"}},
          {"_:component": "layout:touchable", "id": "increment", "properties": {"onPress": [
            {"_:action": "setState", "properties": {"path": "counter", "value": "@{sum(counter, 1)}"}}]},
           "children": [{"_:component": "layout:text", "properties": {"text": "+"}}]},
          \(body)]}
        """
    default:
      return """
        {"_beagleComponent_": "beagle:container", "context": {"id": "page", "value": {"counter": 0, "label": "item"}},
         "children": [
          {"_beagleComponent_": "beagle:text", "id": "count", "text": "Counter: @{page.counter}",
           "style": {"flex": {"shrink": 0}}},
          {"_beagleComponent_": "beagle:button", "id": "increment", "text": "+", "style": {"flex": {"shrink": 0}},
           "onPress": [
            {"_beagleAction_": "beagle:setContext", "contextId": "page", "path": "counter",
             "value": "@{sum(page.counter, 1)}"}]},
          \(body)]}
        """
    }
  }

  private static func nimbusGroup(_ index: Int) -> String {
    """
    {"_:component": "layout:column", "children": [
      {"_:component": "layout:text", "properties": {"text": "Group \(index)"}},
      {"_:component": "layout:text", "properties": {"text": "@{label} \(index)"}},
      {"_:component": "layout:touchable", "id": "button-\(index)", "properties": {"onPress": [
        {"_:action": "setState", "properties": {"path": "label", "value": "pressed"}}]}}]}
    """
  }

  private static func beagleGroup(_ index: Int) -> String {
    """
    {"_beagleComponent_": "beagle:container", "children": [
      {"_beagleComponent_": "beagle:text", "text": "Group \(index)"},
      {"_beagleComponent_": "beagle:text", "text": "@{page.label} \(index)"},
      {"_beagleComponent_": "beagle:button", "id": "button-\(index)", "text": "ok", "onPress": [
        {"_beagleAction_": "beagle:setContext", "contextId": "page", "path": "label", "value": "pressed"}]}]}
    """
  }

  /// A Nimbus lazy column of `items` rows from one `forEach`.
  static func lazyList(items: Int) -> String {
    let values = (1...items).map { "\"Item \($0)\"" }.joined(separator: ",")
    return """
      {"_:component": "layout:column", "state": {"items": [\(values)]}, "children": [
        {"_:component": "layout:lazyColumn", "properties": {"width": "expand", "height": "expand"}, "children": [
          {"_:component": "forEach", "properties": {"items": "@{items}"}, "children": [
            {"_:component": "layout:text", "properties": {"text": "@{item}"}}]}]}]}
      """
  }

  /// A Nimbus screen whose touchable pushes the screen again, by its URL
  /// (`/chain` on the server that serves it): figure 17 stacks ten pages.
  static let pushesItself = """
    {"_:component": "layout:column", "children": [
      {"_:component": "layout:text", "properties": {"text": "a page of the chain"}},
      {"_:component": "layout:touchable", "id": "next", "properties": {"onPress": [
        {"_:action": "push", "properties": {"url": "/chain"}}]},
       "children": [{"_:component": "layout:text", "properties": {"text": "next page"}}]}]}
    """

  /// A Beagle screen whose button asks `serve`'s demo API for its
  /// products and shows how many there are: figure 23's baseline round trip.
  static let requestButton = """
    {"_beagleComponent_": "beagle:container", "context": {"id": "answer", "value": "not asked"}, "children": [
      {"_beagleComponent_": "beagle:text", "text": "@{answer}"},
      {"_beagleComponent_": "beagle:button", "text": "Ask", "onPress": [
        {"_beagleAction_": "beagle:sendRequest", "url": "/api/products?page=1&size=10", "method": "GET",
         "onSuccess": [{"_beagleAction_": "beagle:setContext", "contextId": "answer",
                        "value": "@{onSuccess.data.total} products"}]}]}]}
    """

  /// A Beagle form whose text input is echoed as you type, as a sign-in
  /// form's greeting is: the field's `onChange` sets the context, a text
  /// counts its characters and another wraps it whole under the field.
  /// The field starts with `text`.
  static func echoForm(text: String) -> String {
    let value = JSONValue(.string(text)).jsonText
    return """
      {"_beagleComponent_": "beagle:screenComponent", "navigationBar": {"title": "Echo"}, "child": {
       "_beagleComponent_": "beagle:container", "context": {"id": "form", "value": {"text": \(value)}}, "children": [
        {"_beagleComponent_": "beagle:text", "id": "count", "text": "@{length(form.text)} characters",
         "style": {"flex": {"shrink": 0}}},
        {"_beagleComponent_": "beagle:textInput", "id": "field", "placeholder": "Type here", "value": "@{form.text}",
         "style": {"flex": {"shrink": 0}}, "onChange": [
          {"_beagleAction_": "beagle:setContext", "contextId": "form", "path": "text", "value": "@{onChange.value}"}]},
        {"_beagleComponent_": "beagle:text", "id": "echo", "text": "You typed: @{form.text}"}]}}
      """
  }

  /// Words as a person types them, `count` characters of them.
  static func typedText(count: Int) -> String {
    let words = "the quick brown fox jumps over the lazy dog and types on "
    return String(String(repeating: words, count: count / words.count + 1).prefix(count))
  }
}

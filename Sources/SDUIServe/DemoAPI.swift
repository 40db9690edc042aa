import SDUIDocument

/// The demo backend's API, with its state in memory: sign-in, a paged
/// product list, a cart, orders, and fault endpoints for demos and tests.
///
/// | Endpoint | Does |
/// | --- | --- |
/// | `POST /api/login` `{email, password}` | 200 `{token, name}`; 400 `{message, errors: {email?, password?}}`; 401 |
/// | `GET /api/products?page=1&size=10` | `{items, page, pages, total, hasMore}` |
/// | `GET /api/products/{id}` | one product, 404 when unknown |
/// | `GET /api/cart`, `POST /api/cart` `{id}`, `DELETE /api/cart/{id}` | the cart `{items, count, total, totalText}` |
/// | `GET /api/orders`, `POST /api/orders` `{address, payment}` | orders; placing one empties the cart |
/// | `GET /fault/slow?ms=N` | a small screen after N ms (at most 60000) |
/// | `GET /fault/status/{code}` | that status with a text body |
/// | `GET /fault/invalid-json`, `/fault/truncated`, `/fault/huge?mb=N`, `/fault/redirect-loop`, `/fault/drip` | broken answers |
package actor DemoAPI {
  /// One product of the catalogue.
  struct Product {
    let id: Int
    let title: String
    let price: Int
    let description: String
    /// Its picture, under the served directory (`Screens/images/products`,
    /// drawn by `Screens/assets/make_pictures.py`).
    let image: String
  }

  /// The sign-in that works.
  package static let email = "ann@example.com"
  /// Its password.
  package static let password = "sdui-term"

  let products: [Product]
  private var cart: [(id: Int, quantity: Int)] = []
  private var orders: [JSONValue] = []
  private var nextOrder = 1001

  /// Creates the API with its catalogue of 48 products.
  package init() {
    let names = [
      "Espresso cup", "Pour-over kettle", "Ceramic mug", "Bamboo tray", "Linen napkin", "Oak board", "Tea tin",
      "Glass jar", "Copper spoon", "Wool coaster", "Stone mortar", "Cast-iron pan",
    ]
    let colors = ["", " (blue)", " (sand)", " (black)"]
    // Every format the pictures come in, in turn.
    let formats = ["png", "jpg", "webp", "gif"]
    var made: [Product] = []
    for index in 0..<48 {
      let kind = index % names.count
      let name = names[kind] + colors[index / names.count]
      let slug = names[kind].lowercased().split(separator: " ").joined(separator: "-")
      made.append(
        Product(
          id: index + 1, title: name, price: 490 + (index * 735) % 5200,
          description: "\(name), item \(index + 1) of the 48 in the demo store.",
          image: "/images/products/\(slug).\(formats[kind % formats.count])"))
    }
    products = made
  }

  /// Answers a request under `/api/` or `/fault/`; `nil` for other paths.
  package func reply(method: String, path: String, query: [String: String], body: [UInt8]) -> ServeReply? {
    let segments = path.split(separator: "/").map(String.init)
    guard let area = segments.first, area == "api" || area == "fault" else { return nil }
    let rest = Array(segments.dropFirst())
    if area == "fault" { return DemoFaults.reply(rest, query: query) }
    let json = (try? JSONParser.parse(body)) ?? .null
    switch (method, rest.first, rest.count) {
    case ("POST", "login", 1): return login(json)
    case ("GET", "products", 1): return productPage(query)
    case ("GET", "products", 2): return product(rest[1])
    case ("GET", "cart", 1): return .json(200, cartJSON().jsonText)
    case ("POST", "cart", 1): return addToCart(json)
    case ("DELETE", "cart", 2): return removeFromCart(rest[1])
    case ("GET", "orders", 1): return .json(200, JSONValue(.array(orders)).jsonText)
    case ("POST", "orders", 1): return placeOrder(json)
    case (_, "login", _), (_, "products", _), (_, "cart", _), (_, "orders", _):
      return .json(405, #"{"message": "\#(method) is not allowed on \#(path)"}"#)
    default:
      return .json(404, #"{"message": "no API endpoint \#(path)"}"#)
    }
  }

  private func login(_ json: JSONValue) -> ServeReply {
    let email = json["email"]?.stringValue ?? ""
    let password = json["password"]?.stringValue ?? ""
    var errors: [JSONMember] = []
    if email.isEmpty {
      errors.append(JSONMember(key: "email", value: "Enter your email"))
    } else if !email.contains("@") || !email.contains(".") {
      errors.append(JSONMember(key: "email", value: JSONValue(.string("'\(email)' is not an email address"))))
    }
    if password.count < 6 { errors.append(JSONMember(key: "password", value: "At least 6 characters")) }
    if !errors.isEmpty {
      let reply: JSONValue = ["message": "Please check the form", "errors": JSONValue(.object(errors))]
      return .json(400, reply.jsonText)
    }
    guard email.lowercased() == Self.email, password == Self.password else {
      return .json(401, #"{"message": "Wrong email or password", "errors": {}}"#)
    }
    return .json(200, #"{"token": "demo-token-ann", "name": "Ann"}"#)
  }

  private func productPage(_ query: [String: String]) -> ServeReply {
    let size = min(50, max(1, Int(query["size"] ?? "") ?? 10))
    let pages = (products.count + size - 1) / size
    let page = min(max(1, Int(query["page"] ?? "") ?? 1), pages)
    let items = products[((page - 1) * size)..<min(products.count, page * size)].map(productJSON)
    let reply: JSONValue = [
      "items": JSONValue(.array(items)), "page": JSONValue(.number(.integer(page))),
      "pages": JSONValue(.number(.integer(pages))), "total": JSONValue(.number(.integer(products.count))),
      "hasMore": JSONValue(.bool(page < pages)),
    ]
    return .json(200, reply.jsonText)
  }

  private func product(_ id: String) -> ServeReply {
    guard let product = products.first(where: { String($0.id) == id }) else {
      return .json(404, #"{"message": "no product \#(id)"}"#)
    }
    return .json(200, productJSON(product).jsonText)
  }

  private func addToCart(_ json: JSONValue) -> ServeReply {
    guard let id = json["id"].flatMap(Self.integer),
      products.contains(where: { $0.id == id })
    else { return .json(400, #"{"message": "send {\"id\": <a product id>}"}"#) }
    if let index = cart.firstIndex(where: { $0.id == id }) {
      cart[index].quantity += 1
    } else {
      cart.append((id, 1))
    }
    return .json(200, cartJSON().jsonText)
  }

  private func removeFromCart(_ id: String) -> ServeReply {
    cart.removeAll { String($0.id) == id }
    return .json(200, cartJSON().jsonText)
  }

  private func placeOrder(_ json: JSONValue) -> ServeReply {
    guard !cart.isEmpty else { return .json(400, #"{"message": "the cart is empty"}"#) }
    let total = cartTotal()
    let order: JSONValue = [
      "id": JSONValue(.string("A-\(nextOrder)")), "total": JSONValue(.number(.integer(total))),
      "totalText": JSONValue(.string(Self.money(total))),
      "items": JSONValue(.number(.integer(cart.reduce(0) { $0 + $1.quantity }))),
      "address": json["address"] ?? .null, "payment": json["payment"] ?? .null,
    ]
    nextOrder += 1
    orders.append(order)
    cart.removeAll()
    return .json(201, order.jsonText)
  }

  private func cartTotal() -> Int {
    cart.reduce(0) { sum, line in sum + line.quantity * (products.first { $0.id == line.id }?.price ?? 0) }
  }

  private func cartJSON() -> JSONValue {
    let items = cart.compactMap { line -> JSONValue? in
      guard let product = products.first(where: { $0.id == line.id }) else { return nil }
      let quantity = JSONMember(key: "quantity", value: JSONValue(.number(.integer(line.quantity))))
      return JSONValue(.object((productJSON(product).objectMembers ?? []) + [quantity]))
    }
    let total = cartTotal()
    return [
      "items": JSONValue(.array(items)), "count": JSONValue(.number(.integer(cart.reduce(0) { $0 + $1.quantity }))),
      "total": JSONValue(.number(.integer(total))), "totalText": JSONValue(.string(Self.money(total))),
    ]
  }

  private func productJSON(_ product: Product) -> JSONValue {
    [
      "id": JSONValue(.number(.integer(product.id))), "title": JSONValue(.string(product.title)),
      "price": JSONValue(.number(.integer(product.price))), "priceText": JSONValue(.string(Self.money(product.price))),
      "description": JSONValue(.string(product.description)), "image": JSONValue(.string(product.image)),
    ]
  }

  /// A whole number from a JSON number or numeric string.
  static func integer(_ value: JSONValue) -> Int? {
    switch value.kind {
    case .number(let number): Int(exactly: number.doubleValue)
    case .string(let text): Int(text)
    default: nil
    }
  }

  /// `$12.90` for 1290 cents.
  static func money(_ cents: Int) -> String {
    let fraction = cents % 100
    return "$\(cents / 100).\(fraction < 10 ? "0" : "")\(fraction)"
  }
}

import SDUICore
import SDUIDocument
import SDUILayout
import SDUIRender

/// The app components and operations the Nimbus Store sample (the real
/// screens in `../shared/conformance/nimbus/store-*`) expects its app to
/// provide: `store:button`, `store:textInput`, `store:spinner`,
/// `formatPrice(value, currency)` and `sumProducts(list)`.
public enum StoreLibrary {
  /// The library.
  public static let library = UILibrary("store")
    .addComponent("button", Button.self, children: .none)
    .addComponent("textInput", TextInput.self, children: .none)
    .addComponent("spinner", Spinner.self, children: .none)
    .addOperation("formatPrice", FormatPrice.self)
    .addOperation("sumProducts", SumProducts.self)

  /// `[ text ]`, dim when disabled; Enter runs `onPress` when enabled.
  struct Button: TerminalComponent, Decodable {
    var text: String
    @SDUI.Default<SDUI.True> var enabled: Bool
    @SDUI.Event var onPress: ComponentEvent

    var isFocusable: Bool { true }

    func measure(maxWidth: Int?) -> Size {
      Size(width: DisplayWidth.of(TerminalText.sanitized(text)) + 4, height: 1)
    }

    func paint(into grid: inout CellGrid, in rect: Rect, focused: Bool) {
      grid.write(
        "[ \(TerminalText.sanitized(text)) ]", at: rect.origin, style: CellStyle(bold: enabled, dim: !enabled),
        clip: rect)
    }

    func handle(_ key: Key) -> Bool {
      guard key == .enter || key == .space else { return false }
      if enabled { onPress() }
      return true
    }
  }

  /// A text input: its label (else placeholder) shows while it is empty;
  /// `type: password` hides what is typed.
  struct TextInput: TerminalComponent, Decodable {
    var value: String?
    var label: String?
    var placeholder: String?
    var type: String?

    var kind: TerminalComponentKind {
      .textInput(
        value: value ?? "", placeholder: label ?? placeholder ?? "", secure: type?.lowercased() == "password")
    }
  }

  /// A loading indicator.
  struct Spinner: TerminalComponent, Decodable {
    func measure(maxWidth: Int?) -> Size { Size(width: 10, height: 1) }

    func paint(into grid: inout CellGrid, in rect: Rect, focused: Bool) {
      grid.write("⠋ Loading", at: rect.origin, style: CellStyle(dim: true), clip: rect)
    }
  }

  /// `formatPrice(12.9, 'BRL')` → `R$ 12,90`; `USD` → `$12.90`; other
  /// currencies → `12.90 EUR`.
  struct FormatPrice: DecodableOperation {
    static let properties = ["value", "currency"]
    var value: Double
    var currency: String

    func execute() -> String {
      guard let cents = Int(exactly: (value * 100).rounded()) else { return "\(value) \(currency)" }
      let fraction = abs(cents % 100)
      let amount = "\(cents / 100)" + "\(currency == "BRL" ? "," : ".")" + (fraction < 10 ? "0" : "") + "\(fraction)"
      switch currency.uppercased() {
      case "BRL": return "R$ " + amount
      case "USD": return "$" + amount
      default: return amount + " " + currency
      }
    }
  }

  /// The total of a list of products: `price` times `quantity` (1 when
  /// absent) for each.
  struct SumProducts: DecodableOperation {
    static let properties = ["products"]
    var products: [Product]

    struct Product: Decodable {
      var price: Double
      var quantity: Double?
    }

    func execute() -> Double {
      products.reduce(0) { $0 + $1.price * ($1.quantity ?? 1) }
    }
  }
}

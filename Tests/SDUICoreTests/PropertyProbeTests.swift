import Testing

@testable import SDUICore
@testable import SDUIDocument

/// The properties a Decodable app component or action reads, as the
/// registry lists them.
@Suite("Property probe")
struct PropertyProbeTests {
  struct Input: Decodable {
    var value: String?
    var label: String?
    var count: Int
    @SDUI.Default<SDUI.True> var enabled: Bool
    @SDUI.Event var onPress: ComponentEvent
    @SDUI.StatefulEvent var onChange: ComponentEvent.WithValue<String>
    @SDUI.Children var children: [ResolvedNode]
  }

  @Test func everyPropertyWithItsTypeWhetherRequiredAndItsDefault() {
    let specs = PropertyProbe.specs(of: Input.self)
    #expect(specs.map(\.name) == ["value", "label", "count", "enabled", "onPress", "onChange"])
    #expect(
      specs.map { RegistryListing.typeName($0.type) } == [
        "string", "string", "integer", "boolean", "actions", "actions",
      ])
    #expect(specs.map(\.isRequired) == [false, false, true, false, false, false])
    #expect(specs[3].defaultValue == true)
  }
}

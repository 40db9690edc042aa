import SDUIDocument
import Testing

@testable import SDUIA2UI

/// The message processor's state as `tree --format json` prints it.
@Suite("A2UI processor state")
struct HeldStateTests {
  @Test func eachSurfaceIsItsCatalogThemeComponentsAsHeldAndDataModel() throws {
    let catalog = "https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json"
    let stream = """
      {"version": "v0.9", "createSurface": {"surfaceId": "gone", "catalogId": "\(catalog)"}}
      {"version": "v0.9", "createSurface": {"surfaceId": "s", "catalogId": "\(catalog)", \
      "theme": {"primaryColor": "#00AA00"}, "sendDataModel": true}}
      {"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [\
      {"id": "root", "component": "Text", "text": "first"}, {"id": "b", "component": "Divider"}]}}
      {"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [\
      {"id": "root", "component": "Text", "text": {"path": "/greeting"}}]}}
      {"version": "v0.9", "updateDataModel": {"surfaceId": "s", "path": "/greeting", "value": "hi"}}
      {"version": "v0.9", "deleteSurface": {"surfaceId": "gone"}}
      """
    let (processor, issues) = ExampleStreamTests.apply(Array(stream.utf8), strict: false)
    #expect(issues.isEmpty)
    let surfaces = try #require(processor.heldState["surfaces"]?.arrayElements)
    #expect(surfaces.count == 1)
    #expect(
      surfaces.first?.jsonText == """
        {"surfaceId":"s","catalogId":"\(catalog)","theme":{"primaryColor":"#00AA00"},"sendDataModel":true,\
        "components":[{"id":"root","component":"Text","text":{"path":"/greeting"}},\
        {"id":"b","component":"Divider"}],"dataModel":{"greeting":"hi"}}
        """)
    #expect(processor.heldState["catalogs"]?.arrayElements?.count == 2)
  }
}

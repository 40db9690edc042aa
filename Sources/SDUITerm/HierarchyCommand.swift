import ArgumentParser
import SDUIFlows

/// `sdui-term hierarchy SOURCE`
struct HierarchyCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "hierarchy",
    abstract: "Print the elements a flow sees on a screen, as 'maestro hierarchy' prints a device's.",
    discussion: """
      Each element is a component (or a text or button the app draws itself: the title bar, \
      navigation bar items, tabs, a dialog's title, message and buttons, the error view's), with \
      Maestro's attributes: text (the whole text), hintText (a field's placeholder), \
      accessibilityText (its accessibility label), resource-id (the id the screen gave it), \
      bounds in points as [x1,y1][x2,y2], clickable, enabled, focused, checked, selected, and \
      class (the component's type). A flow's text selector matches text, hintText or \
      accessibilityText whole. --keys presses keys first, as render does.
      """
  )

  @OptionGroup var headless: HeadlessRun

  @OptionGroup var screen: ScreenOptions

  @OptionGroup var colors: ColorOptions

  @OptionGroup var network: NetworkOptions

  @OptionGroup var samples: LibraryOptions

  @OptionGroup var pictures: PictureOptions

  @MainActor
  func run() async throws {
    let (app, _, _, _) = try await headless.run(
      groups: HeadlessRun.Groups(
        screen: screen, colors: colors, network: network, samples: samples, pictures: pictures),
      snapshot: true)
    StandardOutput.write(ElementHierarchy(of: app).json)
  }
}

import SDUIDocument

/// The status of every property of every Nimbus built-in, held against
/// nimbus-layout-compose (`NC`) and nimbus-layout-swiftui (`NS`).
enum NimbusSupportTable {
  typealias Statuses = [String: PropertySupport]

  static let size: Statuses = [
    "width": .honoured("points through the scale; expand fills the parent (NS Size.swift, NC size.kt)"),
    "height": .honoured("points through the scale; expand fills the parent (NS Size.swift, NC size.kt)"),
    "minWidth": .honoured("a minimum (NS Size.swift, NC size.kt widthIn)"),
    "minHeight": .honoured("a minimum (NS Size.swift, NC size.kt heightIn)"),
    "maxWidth": .honoured("a maximum (NS Size.swift, NC size.kt widthIn)"),
    "maxHeight": .honoured("a maximum (NS Size.swift, NC size.kt heightIn)"),
    "clipped": .honoured("children are cut at its edges (NS .clipped(), NC clipToBounds)"),
  ]

  static let box: Statuses = size.merging(edges("margin", "outside the box (NS Margin.swift; SwiftUI's precedence)")) {
    $1
  }.merging(edges("padding", "inside the box (NS Padding.swift, NC Padding.kt)")) { $1 }.merging([
    "borderWidth": .honoured("over 0 draws a border one cell wide, which takes a cell of layout (NS Border.swift)"),
    "borderColor": .honoured("the border's colour (NS Border.swift, NC border.kt)"),
    "cornerRadius": .honoured("rounded corners on a drawn border (NS Border.swift)"),
    "borderDashLength": .notDrawn("box-drawing dashes have one length: only dashed or not shows"),
    "borderDashSpacing": .honoured("over 0 draws the border dashed (NS Border.swift StrokeStyle.dash)"),
    "backgroundColor": .honoured("fills the box (NS Box.swift .background, NC box.kt)"),
    "shadow": .notDrawn("a cell cannot be shaded under another (NS Shadow.swift, NC shadow.kt)"),
    "accessibility": .ignoredByPhones("not part of a container's box on either phone (NS Box.swift, NC Box.kt)"),
  ]) { $1 }

  static func edges(_ prefix: String, _ source: String) -> Statuses {
    Dictionary(
      uniqueKeysWithValues: ["", "Start", "End", "Top", "Bottom", "Horizontal", "Vertical"].map {
        (prefix + $0, PropertySupport.honoured(source))
      })
  }

  static let container: Statuses = box.merging([
    "mainAxisAlignment": .honoured("justifies the children (NS Container.swift, NC MainAxisAlignment.kt)"),
    "crossAxisAlignment": .honoured("aligns the children across (NS Container.swift, NC Alignment)"),
  ]) { $1 }

  static let accessibility = PropertySupport.honoured(
    "label is what the status line, render --format outline and flows read for the element, and an image "
      + "stand-in's label (NS Accessibility.swift, NC accessibility/modifier.kt); isHeader with a label reads it as "
      + "a heading, as NC applies it (docs/accessibility.md)")

  static let imageScale = PropertySupport.honoured(
    "how the picture fits its box; center when absent (NS BaseImage.swift)")

  /// Each component's properties.
  static let table: [String: Statuses] = [
    "if": ["condition": .honoured("then or else is shown (the Nimbus core's structural if)")],
    "then": [:],
    "else": [:],
    "forEach": [
      "items": .honoured("one copy of the children per item (the Nimbus core's forEach)"),
      "iteratorName": .honoured("the item's name in the copies (Nimbus core)"),
      "indexName": .honoured("the index's name in the copies (Nimbus core)"),
      "key": .honoured("copies are kept by it and their ids suffixed with it (Nimbus core)"),
    ],
    "fragment": [:],
    "layout:column": container,
    "layout:row": container,
    "layout:flowColumn": box,
    "layout:flowRow": box,
    "layout:lazyColumn": container,
    "layout:lazyRow": container,
    "layout:stack": box,
    "layout:positioned": box.merging([
      "alignment": .honoured("where the child sits in the stack (NS Stack.swift, NC Positioned.kt)"),
      "x": .honoured("an offset in points (NS .offset, NC absoluteOffset)"),
      "y": .honoured("an offset in points (NS .offset, NC absoluteOffset)"),
    ]) { $1 },
    "layout:scrollView": box.mapValues { _ in
      PropertySupport.ignoredByPhones(
        "neither NS Scroll.swift nor NC ScrollView.kt applies a box to a scroll view; sdui-term still does")
    }.merging(
      size.filter { ["width", "height"].contains($0.key) }.mapValues { _ in
        PropertySupport.honoured(
          "a SwiftUI ScrollView takes all the room it is offered (NS Scroll.swift), which expand asks for here")
      }
    ) { $1 }.merging([
      "direction": .honoured("the scroll axis; both scrolls vertically (NS Scroll.swift, NC ScrollView.kt)"),
      "scrollIndicator": .honoured(
        "false hides the scroll bar and frees its column (NS showsIndicators, NC modifier.kt)"),
    ]) { $1 },
    "layout:screen": [
      "title": .honoured("the title bar, shown when the title is not empty (NS Screen.swift, NC Screen.kt)"),
      "showBackButton": .honoured("‹ in the title bar when there is a screen to go back to (NC Screen.kt)"),
      "ignoreSafeArea": .notDrawn("a terminal has no safe-area insets (NS SafeArea.swift)"),
      "safeAreaTopBackground": .notDrawn("a terminal has no status bar to colour (NC Screen.kt setStatusBarColor)"),
      "statusBarColorScheme": .notDrawn("the terminal's own colours rule (see --theme); a terminal has no status bar"),
    ],
    "layout:text": [
      "text": .honoured("wrapped to the box by display width (NS Text.swift, NC Text.kt)"),
      "size": .notDrawn("a terminal has one font size: the phone's wrapping at other sizes differs"),
      "weight": .honoured("semiBold and heavier are bold, light and thinner dim (NS Text.swift, NC Text.kt)"),
      "color": .honoured("the text's colour (NS Text.swift, NC Text.kt)"),
      "alignment": .honoured("start, centre or end of each line (NS multilineTextAlignment, NC textAlign)"),
      "iosAdaptiveSize": .honoured("text always takes its wrapped height here, as iOS does with it (NS UIText.swift)"),
    ],
    "layout:touchable": [
      "onPress": .honoured("Enter or a click runs it (NS Touchable.swift onTapGesture, NC Touchable.kt clickable)"),
      "accessibility": accessibility,
    ],
    "layout:lifecycle": ["onInit": .honoured("runs once (NS Lifecycle.swift onLoad, NC Lifecycle.kt)")],
    "layout:localImage": size.merging([
      "id": .honoured("the app's picture of that name from the asset folder (NS LocalImage.swift)"),
      "scale": imageScale,
      "accessibility": accessibility,
    ]) { $1 },
    "layout:remoteImage": size.merging([
      "url": .honoured("the picture fetched (NS RemoteImage.swift, NC ImageRenderer.kt)"),
      "placeholder": .honoured("a local picture shown while url loads (NS RemoteImage.swift)"),
      "scale": imageScale,
      "accessibility": accessibility,
    ]) { $1 },
  ]
}

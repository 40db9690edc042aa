import SDUIDocument

/// The status of every property of every basic catalog component in a
/// terminal, held against the basic catalog's implementation guide (`IG`).
enum A2UISupportTable {
  typealias Statuses = [String: PropertySupport]

  static let common: Statuses = [
    "accessibility": .honoured(
      "label and description feed the status line, the outline and the audit (IG, renderer guide)"),
    "weight": .honoured("flex-grow in a Row or Column (IG Row, Column)"),
  ]

  static let checkable: Statuses = [
    "checks": .honoured("the first failing check's message shows under an input and disables a button (IG Button)")
  ]

  static func with(_ statuses: Statuses, checks: Bool = false) -> Statuses {
    statuses.merging(common) { $1 }.merging(checks ? checkable : [:]) { $1 }
  }

  /// The nodes sdui-term makes of a surface (``SurfaceTreeBuilder``).
  static let made: [String: Statuses] = [
    "a2ui:surfaces": [:],
    "a2ui:surface": [
      "title": .honoured("the surface's id, which names it where several are shown"),
      "waiting": .honoured("true until the surface has a root: it then says it waits for one"),
      "sendDataModel": .honoured("createSurface's: its data model goes with every action, as a2uiClientDataModel"),
    ],
    "a2ui:template": [
      "items": .honoured("the array a ChildList template's path reads, its component repeated over it"),
      "iteratorName": .honoured("the name its item is read by, by depth (item1, item2, ...)"),
      "indexName": .honoured("the name its index is read by, by depth"),
    ],
    "a2ui:chips": [:],
    "a2ui:filter": [
      "value": .honoured("what is typed in a filterable picker's filter"),
      "onChange": .honoured("keeps what is typed as the picker's own state"),
    ],
    "a2ui:pending": ["awaited": .honoured("a child that has not come yet, drawn as … (renderer guide)")],
    "a2ui:choice": [
      "label": .honoured("an option's label"), "selected": .honoured("whether the picker's value holds it"),
      "exclusive": .honoured("(•) for one choice of several, [x] for any number"),
      "chip": .honoured("drawn as a chip, ‹label› when chosen"),
      "shown": .honoured("false when a filterable picker's filter is not in its label: the option is hidden"),
      "onPress": .honoured("chooses the option, writing the picker's value"),
    ],
  ]

  static let table: [String: Statuses] = made.merging(catalog) { $1 }

  static let catalog: [String: Statuses] = [
    "Text": with([
      "text": .honoured(
        "Markdown read by cmark-gfm: its markers gone, emphasis italic and strong emphasis bold within the line, list items indented (IG Text)"
      ),
      "variant": .honoured("h1 to h5 bold, caption dim: cells have one size of type (IG Text)"),
    ]),
    "Image": with([
      "url": .honoured("drawn through Chafa as the other dialects' images"),
      "description": .honoured("the stand-in's words and the screen reader's label"),
      "fit": .honoured("contain, cover, fill, none and scaleDown map onto the picture's fit (IG Image)"),
      "variant": .honoured(
        "icon and avatar 2 rows by 4 columns, small 4 by 8, medium 6 rows at most 24 columns wide, large and header 8 rows the whole width (IG Image's sizes)"
      ),
    ]),
    "Icon": with(["name": .honoured("a glyph for the catalog's names, else the name itself (IG Icon)")]),
    "Video": with(["url": .notDrawn("a video is not played in a terminal: a labelled stand-in shows its URL")]),
    "AudioPlayer": with([
      "url": .notDrawn("audio is not played in a terminal: a labelled stand-in shows its URL"),
      "description": .honoured("the stand-in's words"),
    ]),
    "Row": with([
      "justify": .honoured("justify-content (IG Row)"), "align": .honoured("align-items (IG Row)"),
    ]),
    "Column": with([
      "justify": .honoured("justify-content (IG Column)"), "align": .honoured("align-items (IG Column)"),
    ]),
    "List": with([
      "direction": .honoured("a vertical or horizontal scroll view (IG List)"),
      "align": .honoured("align-items (IG List)"),
    ]),
    "Card": with([:]),
    "Tabs": with(["titles": .honoured("the tab strip; the selected tab's child is shown (IG Tabs)")]),
    "Modal": with([
      "trigger": .honoured("drawn where the Modal stands"),
      "content": .honoured(
        "a dialog over the screen, which a press on the trigger opens and Esc, Backspace or a click beside it closes (IG Modal)"
      ),
    ]),
    "Divider": with(["axis": .honoured("a rule across or down its container (IG Divider)")]),
    "Button": with(
      [
        "variant": .honoured(
          "borderless drawn as bold words without brackets; default and primary as a button, which a terminal cannot fill with the theme's colour (IG Button)"
        ),
        "label": .honoured("the words of its Text child, drawn in the button"),
        "onPress": .honoured("the button's action, made from its `action`"),
      ], checks: true),
    "TextField": with(
      [
        "label": .honoured("the empty field's placeholder"), "value": .honoured("bound both ways (IG TextField)"),
        "variant": .honoured("obscured masked; longText, number and shortText typed as text (IG TextField)"),
        "validationRegexp": .honoured("a value it does not match shows an error under the field, through RE2"),
        "onChange": .honoured("writes the typed text to the value's path"),
      ], checks: true),
    "CheckBox": with(
      [
        "label": .honoured("shown beside the box"), "value": .honoured("bound both ways; Enter toggles it"),
        "onPress": .honoured("writes the toggled value to its path"),
      ], checks: true),
    "ChoicePicker": with(
      [
        "label": .honoured("a text above the options"),
        "options": .honoured("each a line with its mark"),
        "value": .honoured("the chosen options' values, bound both ways"),
        "variant": .honoured("one choice or several (IG ChoicePicker)"),
        "displayStyle": .honoured("checkbox marks a line each, or chips wrapping in a row (IG ChoicePicker)"),
        "filterable": .honoured(
          "a field above the options; those whose label does not hold what is typed, in either case, are hidden (IG ChoicePicker)"
        ),
        "onPress": .honoured("chooses the next option"),
      ], checks: true),
    "Slider": with(
      [
        "label": .honoured("shown before the track"), "min": .honoured("the track's start"),
        "max": .honoured("the track's end"), "value": .honoured("the thumb's place and the number beside it"),
        "onPress": .honoured("Enter steps the value a tenth of the range, wrapping at the end"),
        AdjustableEvents.increment: .honoured("Right steps the value a tenth of the range up, to max at most"),
        AdjustableEvents.decrement: .honoured("Left steps the value a tenth of the range down, to min at least"),
      ], checks: true),
    "DateTimeInput": with(
      [
        "value": .honoured("typed as ISO 8601 text, bound both ways"),
        "enableDate": .honoured("the placeholder names the date part"),
        "enableTime": .honoured("the placeholder names the time part"),
        "min": .honoured("a typed value before it is said under the field"),
        "max": .honoured("a typed value after it is said under the field"),
        "label": .honoured("the empty field's placeholder, with the date or time shape it takes"),
        "onChange": .honoured("writes the typed text to the value's path"),
      ], checks: true),
  ]
}

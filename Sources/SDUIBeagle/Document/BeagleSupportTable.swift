import SDUIDocument

/// The status of every property of every built-in component, held against
/// the renderers' sources: beagle-android (`BA`, `beagle/src/main/kotlin/
/// br/com/zup/beagle/android/`), beagle-ios (`BI`, `Sources/Beagle/Sources/`),
/// nimbus-layout-compose (`NC`) and nimbus-layout-swiftui (`NS`).
/// This file holds Beagle's; `RegistryTests` fails when a registered
/// property has none, and docs/properties.md is the dialects' tables,
/// written by `sdui-term components --format markdown`.
enum BeagleSupportTable {
  typealias Statuses = [String: PropertySupport]

  static let nativeStyle = PropertySupport.notDrawn(
    "names a style compiled into the app (BA StyleManager.kt, BI ViewConfigurator.swift applyStyle), not in the screen")

  /// Properties every Beagle widget takes.
  static let widget: Statuses = [
    "style": .honoured(
      "Yoga through BI BeagleRenderer.swift and BA FlexMapper.kt; background, border (one cell wide, and it takes a "
        + "cell of layout), rounded corners when bordered"),
    "accessibility": .honoured(
      "accessibilityLabel is what the status line, render --format outline and flows read for the element, an "
        + "image stand-in's label and the text of a button with none (BA AccessibilitySetup.kt contentDescription, "
        + "BI ViewConfigurator.swift applyAccessibility); accessible: false leaves the element out of the outline; "
        + "isHeader (Beagle Flutter) with a label reads it as a heading (docs/accessibility.md)"),
    "styleId": nativeStyle,
  ]

  static let list: Statuses = [
    "dataSource": .honoured("one item per element (BA ListView.kt, BI ListViewUIComponent.swift)"),
    "templates": .honoured("the first template whose case holds (BA ListViewHolder.kt, BI ListViewCell.swift)"),
    "iteratorName": .honoured("the item's implicit context (BA ListViewHolder.kt)"),
    "indexName": .honoured("the index's implicit context, an integer as on Android (BA ListViewHolder.kt)"),
    "key": .honoured("item ids are suffixed with it and items reused by it (BI ListViewCell.swift)"),
    "direction": .honoured("the scroll axis (BA ListView.kt, BI ListViewUIComponent.swift)"),
    "onInit": .honoured("runs once (BA OnInitiableComponentImpl, BI executeOnInit)"),
    "onScrollEnd": .honoured("runs when the end is in view, once per list length (BA ListView.kt)"),
    "scrollEndThreshold": .notDrawn(
      "a terminal scrolls by whole cells with no fling: onScrollEnd runs when the end is in view, as at 100"),
    "isScrollIndicatorVisible": .honoured(
      "false hides the scroll bar (BA ListView.kt isVerticalScrollBarEnabled, BI showsVerticalScrollIndicator); "
        + "when it is absent the bar is drawn, the terminal's only sign that a list scrolls"),
    "useParentScroll": .notDrawn("iOS only (BI ListViewUIComponent.swift): the list stays its own scroll view"),
  ]

  /// `style` where neither phone reads it (BI: not a StyleComponent; BA: a
  /// ViewConvertable or a GhostComponent laid out by its child's style).
  static let styleIgnored: Statuses = [
    "style": .ignoredByPhones(
      "neither BA nor BI styles this component (BA ViewConvertable or GhostComponent, BI not a StyleComponent); "
        + "sdui-term still lays it out by it"),
    "accessibility": .ignoredByPhones("neither BA nor BI applies it to this component"),
  ]

  /// Each component's properties.
  static let table: [String: Statuses] = [
    "beagle:screenComponent": widget.merging([
      "navigationBar": .honoured(
        "a title bar: title, ‹ when showBackButton and there is a screen to go back to, navigationBarItems as "
          + "buttons at its end that run onPress, labelled by text or, for an image item, its accessibilityLabel "
          + "(BI NavigationBar+UIKit.swift, BA ToolbarManager.kt); styleId and the items' icons are not drawn"),
      "safeArea": .notDrawn("a terminal has no notch, status bar or home indicator (BI LayoutManager.swift)"),
    ]) { $1 },
    "beagle:container": widget.merging(["onInit": .honoured("runs once (BA Container.kt, BI Container.swift)")]) {
      $1
    },
    "beagle:scrollView": widget.merging([
      "scrollDirection": .honoured("the scroll axis (BA ScrollView.kt, BI ScrollView+Extensions.swift)"),
      "scrollBarEnabled": .honoured("false hides the scroll bar and frees its column (BA ScrollView.kt)"),
    ]) { $1 },
    "beagle:pageView": widget.merging([
      "currentPage": .honoured("the page shown (BA PageView.kt setCurrentItem, BI PageViewUIComponent.swift)"),
      "onPageChange": .honoured(
        "runs with the new page's index when the user turns the page: ←/→ at a page's side, a flow's swipe "
          + "(BI PageViewUIComponent.swift didFinishAnimating, BA PageView.kt onPageSelected)"),
      "showArrow": .ignoredByPhones("web only: neither BA PageView.kt nor BI PageView.swift reads it"),
    ]) { $1 }.merging(styleIgnored) { $1 },
    "beagle:pageIndicator": widget.merging([
      "selectedColor": .honoured("the current dot's colour, #808080 when absent (BI PageIndicator+Extensions.swift)"),
      "unselectedColor": .honoured("the other dots' colour, #D3D3D3 when absent (BI PageIndicator+Extensions.swift)"),
      "numberOfPages": .honoured("one dot per page (BA BeaglePageIndicatorView.kt setCount)"),
      "currentPage": .honoured("the filled dot (BA PageIndicator.kt, BI PageIndicator+Extensions.swift)"),
    ]) { $1 }.merging(styleIgnored) { $1 },
    "beagle:tabBar": widget.merging([
      "items": .honoured(
        "one tab per item, titled by title (BA TabBar.kt, BI TabBarUIComponent.swift); an icon is not drawn, and a "
          + "tab with only an icon shows its name"),
      "currentTab": .honoured("the highlighted tab, until the user chooses another (BI TabBarUIComponent.swift)"),
      "onTabSelection": .honoured(
        "←/→ or a click on a title chooses the tab, as a tap does, and runs it with the tab's index (BA TabBar.kt "
          + "onTabSelected)"),
    ]) { $1 },
    "beagle:touchable": widget.merging([
      "onPress": .honoured(
        "Enter or a click runs it (BA Touchable.kt setOnClickListener, BI Touchable+Extensions.swift)")
    ]) { $1 }.merging(styleIgnored) { $1 },
    "beagle:lazyComponent": widget.merging([
      "path": .honoured("fetched once; the answer replaces initialState (BA LazyComponent.kt)"),
      "initialState": .honoured("shown until path answers (BA LazyComponent.kt, BI LazyComponent+Extensions.swift)"),
    ]) { $1 },
    "beagle:pullToRefresh": widget.merging([
      "onPull": .honoured(
        "runs on a pull at the top of its content: Up with nowhere to go, r, a flow's swipe down (BA PullToRefresh.kt "
          + "setOnRefreshListener, BI PullToRefresh+Extensions.swift valueChanged)"),
      "isRefreshing": .honoured(
        "true shows ↻ at the top of the content, as the phones show a spinner (BA PullToRefresh.kt)"),
      "color": .notDrawn("the spinner's tint: the terminal's ↻ keeps the text colour"),
    ]) { $1 },
    "beagle:simpleForm": widget.merging([
      "onSubmit": .honoured(
        "submitForm runs it when no textInput inside has an error (BA SubmitForm.kt, BI SubmitForm+Extensions.swift)"),
      "onValidationError": .honoured(
        "submitForm runs it instead when a textInput inside has an error (BA SimpleForm.kt)"),
    ]) { $1 },
    "beagle:text": widget.merging([
      "text": .honoured("wrapped to the box by display width (BA Text.kt, BI Text+Extensions.swift)"),
      "textColor": .honoured("the text's colour (BA Text.kt setTextColor)"),
      "alignment": .honoured("start, centre or end of each line (BA Text.kt gravity, BI textAlignment)"),
    ]) { $1 },
    "beagle:button": widget.merging([
      "text": .honoured("[ text ] (BA Button.kt, BI Button+Extensions.swift)"),
      "onPress": .honoured("Enter or a click runs it (BA Button.kt setOnClickListener, BI touchUpInside)"),
      "enabled": .honoured(
        "false draws it dimmed, skips it in the focus order and a press does nothing (BA Button.kt isEnabled, "
          + "BI Button+Extensions.swift isEnabled)"),
    ]) { $1 },
    "beagle:image": widget.merging([
      "path": .honoured(
        "the local or remote picture, and path.placeholder while it loads (BA Image.kt, BI Image+Extensions.swift)"),
      "mode": .honoured("how the picture fits its box (BA Image.kt ScaleType, BI ImageContentMode+Extensions.swift)"),
    ]) { $1 },
    "beagle:textInput": widget.merging([
      "value": .honoured("the field's text until the user types (BA TextInput.kt, BI TextInput+Extensions.swift)"),
      "placeholder": .honoured("shown dimmed while the field is empty (BA TextInput.kt hint)"),
      "enabled": .honoured("false draws it dimmed; it takes no focus and no typing (BA TextInput.kt isEnabled)"),
      "readOnly": .honoured(
        "true: it takes no focus and no typing, and flows see it disabled (BA and BI isEnabled = !readOnly)"),
      "type": .honoured("PASSWORD shows dots, NUMBER takes digits only (BI TextInput+Extensions.swift keyboardType)"),
      "error": .honoured(
        "shown in red under the field while showError is true (BI TextInput+Extensions.swift validationLabel)"),
      "showError": .honoured("shows or hides error (BI validationLabel.isHidden, BA EditText.error)"),
      "onChange": .honoured("runs on every edit with {value} (BA TextInput.kt doOnTextChanged)"),
      "onFocus": .honoured("runs when the field takes the focus, with {value} (BA OnFocusChangeListener)"),
      "onBlur": .honoured("runs when the field loses the focus, with {value} (BA OnFocusChangeListener)"),
    ]) { $1 },
    "beagle:webView": widget.merging([
      "url": .notDrawn("a terminal has no HTML engine: a stand-in shows the URL (BA WebView.kt)")
    ]) { $1 },
    "beagle:listView": widget.merging(list) { $1 },
    "beagle:gridView": widget.merging(list) { $1 }.merging([
      "spanCount": .honoured("items per line (BA GridView.kt GridLayoutManager, BI GridView+Extensions.swift)"),
      "numColumns": .ignoredByPhones("the Beagle 1.8 name; sdui-term reads it only when spanCount is absent"),
      "itemAspectRatio": .ignoredByPhones("read by neither BA GridView.kt nor BI GridView.swift"),
    ]) { $1 },
  ]
}

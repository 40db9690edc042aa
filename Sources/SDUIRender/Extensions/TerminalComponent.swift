import SDUICore
import SDUIDocument
import SDUILayout

/// How an app's own component shows in the terminal: a leaf that measures
/// itself and paints its rectangle, a container whose children the flex
/// engine lays out with a style it chooses (and a frame it may draw), or a
/// text input that the key model edits. It can take focus and handle keys.
///
/// ```swift
/// struct Badge: TerminalComponent, Decodable {
///   var text: String
///   func measure(maxWidth: Int?) -> Size { Size(width: text.count + 2, height: 1) }
///   func paint(into grid: inout CellGrid, in rect: Rect, focused: Bool) {
///     grid.write("(\(text))", at: rect.origin, style: CellStyle(bold: true), clip: rect)
///   }
/// }
/// ```
public protocol TerminalComponent: SendableMetatype {
  /// What kind of box it is; a leaf by default.
  var kind: TerminalComponentKind { get }
  /// Whether it takes focus (`Tab` stops on it); false by default.
  var isFocusable: Bool { get }
  /// A leaf's size in cells for at most `maxWidth` columns (`nil`: any).
  func measure(maxWidth: Int?) -> Size
  /// Paints a leaf into its rectangle, or a container's decoration under
  /// its children; `focused` tells whether it has the focus.
  func paint(into grid: inout CellGrid, in rect: Rect, focused: Bool)
  /// Handles a key while focused; returns whether it used it (then the
  /// key model does nothing else with it).
  @MainActor func handle(_ key: Key) -> Bool
  /// Whether it is checked, for a component with that state (a checkbox,
  /// a switch); `nil` by default. A flow's `checked:` selector reads it.
  var isChecked: Bool? { get }
  /// Whether it is selected, for a component with that state (a chip, a
  /// segment); `nil` by default. A flow's `selected:` selector reads it.
  var isSelected: Bool? { get }
}

/// The three kinds of custom component.
public enum TerminalComponentKind: Sendable {
  /// Measures itself and paints its rectangle.
  case leaf
  /// Lays its children out with a flex style in cells, optionally inside
  /// a frame (which takes one cell on each side).
  case container(FlexStyle, frame: ContainerFrame?)
  /// A text input that the key model edits, running the component's
  /// `onChange`, `onFocus` and `onBlur`.
  case textInput(value: String, placeholder: String, secure: Bool)
}

/// A frame around a custom container's children.
public struct ContainerFrame: Sendable, Equatable {
  /// A title drawn in the top line.
  public var title: String?
  /// Rounded corners.
  public var rounded: Bool

  /// Creates a frame.
  public init(title: String? = nil, rounded: Bool = true) {
    self.title = title
    self.rounded = rounded
  }
}

extension TerminalComponent {
  /// A leaf.
  public var kind: TerminalComponentKind { .leaf }
  /// Not focusable.
  public var isFocusable: Bool { false }
  /// No size.
  public func measure(maxWidth: Int?) -> Size { Size(width: 0, height: 0) }
  /// Paints nothing.
  public func paint(into grid: inout CellGrid, in rect: Rect, focused: Bool) {}
  /// Uses no key.
  @MainActor public func handle(_ key: Key) -> Bool { false }
  /// No checked state.
  public var isChecked: Bool? { nil }
  /// No selected state.
  public var isSelected: Bool? { nil }
}

/// A custom component on its way through layout and painting; compared by
/// identity.
package final class CustomComponentBox: @unchecked Sendable, Equatable {
  /// The component.
  package let component: any TerminalComponent

  init(_ component: any TerminalComponent) {
    self.component = component
  }

  /// Whether both are the same box.
  package static func == (lhs: CustomComponentBox, rhs: CustomComponentBox) -> Bool { lhs === rhs }
}

// What an app team needs to write its components, actions and operations,
// and to drive a screen headless, comes with `import SDUITerm`, one
// declaration at a time: the engine's modules are not re-exported whole, so
// their other names stay out of an app's namespace. The property wrappers
// and default providers are under `SDUI` (`@SDUI.Event`,
// `@SDUI.Default<SDUI.Empty>`).
//
// By module: SDUIDocument (values, libraries, property specs, decoding a
// screen), SDUICore (registration, actions, operations, decoding a node's
// properties, sessions), SDUILayout (geometry), SDUIRender (cells, drawing,
// keys) and SDUIInteraction (the key model).

@_exported import struct SDUICore.ActionContext
@_exported import enum SDUICore.ActionFailure
@_exported import typealias SDUICore.ActionHandler
@_exported import struct SDUICore.ActionTrigger
@_exported import protocol SDUICore.CaseInsensitiveEnum
@_exported import struct SDUICore.ComponentEvent
@_exported import protocol SDUICore.DecodableAction
@_exported import protocol SDUICore.DecodableOperation
@_exported import protocol SDUICore.DefaultValue
@_exported import protocol SDUICore.JSONRepresentable
@_exported import enum SDUICore.OperationFailure
@_exported import typealias SDUICore.OperationFunction
@_exported import struct SDUICore.Problem
@_exported import enum SDUICore.ProblemKind
@_exported import class SDUICore.ProblemLog
@_exported import class SDUICore.PropertyDecoder
@_exported import struct SDUICore.PropertyDecodingError
@_exported import struct SDUICore.ResolvedNode
@_exported import enum SDUICore.SDUI
@_exported import class SDUICore.Scope
@_exported import class SDUICore.ScreenSession
@_exported import class SDUICore.StateCell
@_exported import typealias SDUICore.UILibrary
@_exported import struct SDUIDocument.DecodedScreen
@_exported import struct SDUIDocument.Dialect
@_exported import struct SDUIDocument.JSONValue
@_exported import struct SDUIDocument.Library
@_exported import struct SDUIDocument.PropertySpec
@_exported import struct SDUIDocument.RGBAColor
@_exported import struct SDUIDocument.ScreenDecoder
@_exported import class SDUIInteraction.ScreenController
@_exported import struct SDUILayout.FlexStyle
@_exported import struct SDUILayout.Point
@_exported import struct SDUILayout.Rect
@_exported import struct SDUILayout.Size
@_exported import struct SDUIRender.CellGrid
@_exported import struct SDUIRender.CellStyle
@_exported import struct SDUIRender.ComponentBuildContext
@_exported import struct SDUIRender.ContainerFrame
@_exported import enum SDUIRender.Key
@_exported import struct SDUIRender.ScreenRenderer
@_exported import protocol SDUIRender.TerminalComponent
@_exported import enum SDUIRender.TerminalComponentKind

// What an app team needs to write its components, actions and operations
// comes with `import SDUITerm`: the engine's registration API (SDUICore),
// cells and geometry (SDUILayout), drawing (SDUIRender) and the key model
// (SDUIInteraction).
@_exported import SDUICore
@_exported import SDUIInteraction
@_exported import SDUILayout
@_exported import SDUIRender

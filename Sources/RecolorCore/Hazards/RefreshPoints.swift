/// Where UIKit and AppKit run code again when the appearance changes, with the current trait
/// collection (or drawing appearance) set to the view's: what is resolved there stays right.
/// The one list the hazard detectors and `fix --hazards` read.
package enum RefreshPoints {
    /// Methods the frameworks call again after an appearance change (WWDC 2019 "Implementing Dark
    /// Mode on iOS": draw, layout and the trait-change callbacks; AppKit's updateLayer, layout and
    /// viewDidChangeEffectiveAppearance; a representable's update, which runs when its environment
    /// changes).
    package static let methods: Set<String> = [
        "draw", "layoutSubviews", "layoutSublayers", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
        "traitCollectionDidChange", "tintColorDidChange",
        "updateLayer", "layout", "viewWillLayout", "viewDidLayout", "viewDidChangeEffectiveAppearance",
        "updateUIView", "updateNSView", "updateUIViewController", "updateNSViewController",
        // A cell's `updateConfiguration(using:)`: its configuration state holds the trait
        // collection, and UIKit calls it again when that changes (Loop's warning cell).
        "updateConfiguration",
    ]

    /// A call whose trailing closure (or `handler:` closure) UIKit runs on a trait change:
    /// `registerForTraitChanges([…]) { … }` (iOS 17).
    package static let handlerRegistrations: Set<String> = ["registerForTraitChanges"]

    /// Calls that make a trait collection or appearance current for a closure: right once, where
    /// they run; fresh only inside a refresh point.
    package static let currentMakers: Set<String> = ["performAsCurrent", "performAsCurrentDrawingAppearance"]

    /// The trait-change callback whose color work wants the `hasDifferentColorAppearance` guard.
    package static let traitChange = "traitCollectionDidChange"

    /// What a trait-change callback compares to know colors changed.
    package static let colorAppearanceGuards: Set<String> = ["hasDifferentColorAppearance", "userInterfaceStyle"]

    /// Whether a method `name` of `type` runs again on an appearance change. A view's
    /// `layoutSublayers(of:)` is part of its layout pass; a layer's own `layoutSublayers()` (a
    /// `CALayer` subclass) is not re-run by a trait change (GoMap's map layers kept the launch
    /// CGColor there, and the hook hid it).
    package static func isRefreshMethod(_ name: String, in type: Scope? = nil) -> Bool {
        guard methods.contains(name) else { return false }
        if name == "layoutSublayers", let type, isLayer(type) { return false }
        return true
    }

    /// A `CALayer` subclass (or a type named as one, its superclass elsewhere in the tree).
    static func isLayer(_ type: Scope) -> Bool {
        (type.inherited + [type.name ?? ""]).contains { $0 == "CALayer" || ($0.hasSuffix("Layer") && $0 != "CALayerDelegate") }
    }
}

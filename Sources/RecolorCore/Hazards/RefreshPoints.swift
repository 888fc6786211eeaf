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
    /// `function`: the method's own scope, where known: a class method the framework calls
    /// (`overriddenHooks`) counts only as an `override`.
    package static func isRefreshMethod(_ name: String, in type: Scope? = nil, function: Scope? = nil) -> Bool {
        guard methods.contains(name) else { return false }
        if name == "layoutSublayers", let type, isLayer(type) { return false }
        if let function, overriddenHooks.contains(name), !function.modifiers.contains("override") { return false }
        return true
    }

    /// The refresh points that are methods of UIKit's and AppKit's own classes (`UIView`,
    /// `UIViewController`, `NSView`, a cell): a subclass implements them with `override`, so
    /// a method of the name without it is the app's own, which the framework never calls.
    /// Sileo's `func traitCollectionDidChange(_: UITraitCollection)` (no `override`, a
    /// non-optional parameter) was taken for the hook: its color work got a guard and the stale
    /// CGColor of the method it calls was not reported (session 18's audit, F12). The others
    /// (`draw(_:in:)`, `layoutSublayers(of:)`, a representable's `updateUIView`) are protocol
    /// methods, written without `override`.
    package static let overriddenHooks: Set<String> = [
        "traitCollectionDidChange", "tintColorDidChange", "layoutSubviews", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
        "updateLayer", "layout", "viewWillLayout", "viewDidLayout", "viewDidChangeEffectiveAppearance", "updateConfiguration",
    ]

    /// A `CALayer` subclass (or a type named as one, its superclass elsewhere in the tree).
    static func isLayer(_ type: Scope) -> Bool {
        (type.inherited + [type.name ?? ""]).contains { $0 == "CALayer" || ($0.hasSuffix("Layer") && $0 != "CALayerDelegate") }
    }
}

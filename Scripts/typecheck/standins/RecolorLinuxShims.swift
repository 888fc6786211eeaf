// What Linux lacks for Apple-platform Swift that is not a UI framework: the Objective-C selector.
// Scripts/typecheck.sh turns `#selector(` into `_selector(` (same length, so columns stay) in the copies it
// type-checks, and blanks `@objc`, `@IBOutlet`, `@IBAction`, `@IBInspectable`, `@IBDesignable`, `@NSManaged`:
// Linux's Swift has no Objective-C interop. Whether a member is @objc is not checked here.
@_exported import Foundation

public struct Selector: Hashable, Sendable {
    public init(_ name: String) {}
}

public func _selector<T>(_ method: T) -> Selector { fatalError() }
public func _selector<T>(getter property: T) -> Selector { fatalError() }
public func _selector<T>(setter property: T) -> Selector { fatalError() }

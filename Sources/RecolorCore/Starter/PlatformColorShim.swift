#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A tree that declares `typealias UIColor = NSColor` (or `NSColor = UIColor`): a cross-platform
/// shim (KSPlayer's `AppKitExtend.swift` under `#if !canImport(UIKit)`), so one `UIColor` in shared
/// code is UIKit's on iOS and AppKit's on macOS. A UIKit system color (`UIColor.label`) is then no
/// member on macOS (NSColor's is `labelColor`), and `generate` refused the draft naming the alias
/// (session 25, intent25: KSPlayer's `label` token, exit 2, fix refused). What a user expects is a
/// draft that generates and compiles on both sides: every token a member of the table's own
/// (`Semantic.label`, from the system color's values), declared for UIKit and AppKit alike, so
/// the shared code's `UIColor` finds it on either platform.
enum PlatformColorShim {
    /// `path: typealias UIColor = NSColor` for the first such declaration in the tree, or nil.
    static func find(run: RunOptions) -> String? {
        var walker = FileWalker(excludes: run.excludes, cwd: run.cwd)
        walker.tableExcludes = TableExcludes(configuration: run.configuration, cwd: run.cwd)
        let needles = [ByteFinder("typealias UIColor"), ByteFinder("typealias NSColor")]
        for path in walker.collect(run.paths, threads: run.threads).files where SourceKind.claiming(path) == .swift {
            let disk = path.hasPrefix("/") ? path : PathText.join(run.cwd, path)
            guard case .success(let bytes) = TextFile.read(disk, shownAs: path), needles.contains(where: { $0.occurs(in: bytes) }) else { continue }
            if let alias = declaration(in: SwiftSource(path: path, bytes: bytes)) { return "\(path): \(alias)" }
        }
        return nil
    }

    /// `typealias UIColor = NSColor` (either way round) as written in `file`, or nil.
    static func declaration(in file: SwiftSource) -> String? {
        for k in 0..<max(0, file.code.count - 3) where file.codeIs(k, "typealias") {
            let name = file.text(code: k + 1), target = file.text(code: k + 3)
            guard file.codeIs(k + 2, "="), let a = BaseColorType(rawValue: name), let b = BaseColorType(rawValue: target),
                  Set([a, b]) == [.uiColor, .nsColor] else { continue }
            return "typealias \(name) = \(target)"
        }
        return nil
    }

    /// Each token's UIKit and AppKit expressions made one member of the table's own, declared for
    /// both: a system color's path (`UIColor.label`, `NSColor.labelColor`, and their `.cgColor`)
    /// becomes `Semantic.<token>`; an own member declared for one side only is declared for the other.
    static func apply(_ tokens: inout [StarterDraft.Token], shim: String?) {
        guard shim != nil else { return }
        for k in tokens.indices {
            let own = "Semantic." + tokens[k].name
            for f in [Framework.uikit, .appkit, .coregraphics, .coreimage] {
                guard let e = tokens[k].expressions[f], let system = systemPath(at: e) else { continue }
                tokens[k].expressions[f] = own + e.dropFirst(system.count)
            }
            let uikit = tokens[k].expressions[.uikit], appkit = tokens[k].expressions[.appkit]
            if let uikit, appkit == nil, MemberPath.components(of: uikit) != nil { tokens[k].expressions[.appkit] = uikit }
            if let appkit, uikit == nil, MemberPath.components(of: appkit) != nil { tokens[k].expressions[.uikit] = appkit }
        }
    }

    /// `UIColor.label` at the start of `expression` when it names a system color of that type.
    static func systemPath(at expression: String) -> String? {
        let parts = expression.split(separator: ".", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count >= 2, let base = BaseColorType(rawValue: String(parts[0])) else { return nil }
        let member = String(parts[1].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        guard member.count == parts[1].count, SystemColorNames.contains(member, on: base) else { return nil }
        return "\(parts[0]).\(member)"
    }
}

import RecolorCore

enum Help {
    static let version = "recolor \(RecolorVersion.number)"

    static let overview = """
    recolor: find hard-coded colors in Swift code and move them to semantic tokens.
    Sources: .swift files, Interface Builder documents (.xib, .storyboard) and asset-catalog
    color sets (*.xcassets/**/*.colorset/Contents.json).

    USAGE: recolor <command> [options] [PATH...]

    COMMANDS:
      check [PATH...]       Report every hard-coded color (exit 1 if any remain).
      fix [PATH...]         Rewrite every finding the mapping table resolves.
      fix --diff [PATH...]  Print the rewrite as a unified diff; write nothing.
      scan [PATH...]        Inventory: each distinct color, its count, contexts and token.
      init [PATH...]        Write a starter .recolor.json from what scan finds.
      lock [PATH...]        Make palette members fileprivate once nothing else uses them.
      generate [--check]    Write the Swift file and asset catalog that declare the tokens.
      contrast [PATH...]    WCAG contrast of token pairs in every appearance (exit 1 below, 4 none).
      tokens FILE...        Print the tokens of files (for tests and bug reports).

    Workflow: `recolor scan` to see what is there, `recolor init` for a first `.recolor.json`
    (rename its tokens; see mappings/README.md), `recolor generate` to declare them,
    review `recolor fix --diff`, run `recolor fix`, check pairs with `recolor contrast`, then
    guard with `recolor check` in CI (`--baseline` during a migration) and `recolor lock` the palette.

    Run `recolor <command> --help` for a command's options.
    """

    static let exitCodes = "EXIT CODES:\n" + ExitCode.meanings.map { "  \($0.0) \($0.1)" }.joined(separator: "\n")

    /// A command's help (`recolor help NAME`, `recolor NAME --help`): the command's own.
    static func forCommand(_ command: String) -> String? {
        CommandTable.named(command)?.help
    }
}

extension CheckCommand {
    static var help: String {
        """
        USAGE: recolor check [options] [PATH...]

        Reports every hard-coded color and palette reference under PATH (default: .), as
        `path:line:col: warning: message [kind]`, with the token the mapping table proposes.
        Exit 1 when findings remain: use it as a guard in CI or a pre-commit hook.

        Kinds: rgb-constructor, hex-constructor, color-literal, named-color, palette-reference;
        ib-color (a literal or fixed system <color> in a .xib or .storyboard), asset-color (an
        asset-catalog color set without a dark appearance). Appearance hazards, counted apart:
        stale-color (a dynamic color made a fixed CGColor where no appearance change re-applies
        it), global-appearance, attributed-text-color, unguarded-trait-change, fixed-spinner-style
        (UIActivityIndicatorView style .gray/.white/.whiteLarge: one color in every appearance).
        Silence one line with `// recolor:ignore`, a region with `// recolor:disable` ... `// recolor:enable`.

        \(OptionTable.help(of: name))

        EXAMPLES:
          recolor check Sources
          recolor check --staged                        # in .git/hooks/pre-commit
          recolor check --format sarif --output recolor.sarif
          recolor check --write-baseline .recolor-baseline.json
          recolor check --baseline .recolor-baseline.json Sources

        \(Help.exitCodes)
        """
    }
}

extension FixCommand {
    static var help: String {
        """
        USAGE: recolor fix [--diff] [options] [PATH...]

        Rewrites in place every finding a rule of the mapping table maps to a token with an
        expression for the finding's framework. Writes are atomic and keep permissions; a file
        that changed while recolor ran is skipped. What it leaves unmapped is summarised on stderr.
        In a .xib or .storyboard a mapped <color> becomes name="<the token's asset>" (the token
        needs a light value for the document's named-color cache); a color set without a dark
        appearance gets the token's dark (and high-contrast) variants.
        Running it twice changes nothing the second time. Where `recolor generate` refuses the
        table, it writes nothing (exit 2) if a rewrite names what generate would declare.

        \(OptionTable.help(of: name))

        EXAMPLES:
          recolor fix --diff samples/uikit-shop > migration.patch
          recolor fix Sources

        \(Help.exitCodes)
        """
    }
}

extension ScanCommand {
    static var help: String {
        """
        USAGE: recolor scan [options] [PATH...]

        Inventory of every distinct color and palette member: count, contexts, files, and the
        mapped token or the nearest token (CIEDE2000). Start here when writing .recolor.json.

        \(OptionTable.help(of: name))

        \(Help.exitCodes)
        """
    }
}

extension InitCommand {
    static var help: String {
        """
        USAGE: recolor init [options] [PATH...]

        Writes a starter .recolor.json in the current folder from what `scan` finds, a draft
        that is already safe to `fix` and `generate` with:
        - tokens named after the role a color plays where it is used
          (\(ColorRole.named.map(\.rawValue).joined(separator: ", ")))
          and a qualifier (`primaryText`, `secondaryBackground`, `blueTint`), never after the
          code's identifiers nor a member the tree already declares;
        - a color equal to an Apple system color in a fitting role proposed as it
          (`UIColor.systemBackground`, `UIColor.label`), with Apple's published dark values;
        - colors of one role merged into one token when every two are within ΔE00 2.0 (never
          a chain), each keeping its rule;
        - a color with alpha its own token, its rule before the opaque one's;
        - a `dark` value (and `darkElevated` for backgrounds) proposed for every token,
          in OKLCH (lightness remapped by role, hue and chroma kept), marked in its
          `description` for review; every pair the views show (Interface Builder, UIKit,
          SwiftUI) that reads in light reads in dark: the side that moves least moves (a
          colored badge under white text is darkened) and its description names the pair;
          a pair no value serves is said on stderr and written to "pairs";
        - names a designer reads: no ordinal beyond quaternary, no number; a hue word only
          for that hue; the app's own names (palette members, color sets) kept;
        - palette members of unknown value listed, undecodable literals named on stderr.
        Other tokens are replaced by `Semantic.<token>` in UIKit and AppKit code and
        `Color.<token>` in SwiftUI code: `recolor generate` declares them.
        Palettes and palette files come from --config, if given; --exclude is written to the
        table's `exclude`.

        \(OptionTable.help(of: name))

        EXIT CODES: 0 written; 2 the file exists (without --force), or a usage or
        configuration error; 3 the file could not be written.
        """
    }
}

extension LockCommand {
    static var help: String {
        """
        USAGE: recolor lock [options] [PATH...]

        The fileprivate technique: when no member of a palette (`palettes` in .recolor.json)
        is used outside the file that declares it, marks the members `fileprivate`, so that
        the compiler refuses any new use. Otherwise writes nothing and lists the uses.
        Uses in `paletteFiles` count too. Members of `extension UIColor/NSColor/Color` declared
        in `paletteFiles` are palettes too.
        \(OptionTable.help(of: name))

        EXIT CODES: 0 locked (or already locked); 1 uses remain; 2 no palettes configured, a
        palette with no member found (nothing is written), or a usage or configuration error;
        3 a file could not be read or written.
        """
    }
}

extension GenerateCommand {
    static var help: String {
        """
        USAGE: recolor generate [--check] [options] [PATH...]

        Writes what defines the table's tokens, where its "generate" key says (paths relative
        to the table's folder):
          "generate": { "swift": "Sources/DesignSystem/SemanticColors.swift",
                        "assetCatalog": "Resources/Colors.xcassets" }
        The Swift file declares every token expression (uikit, appkit, swiftui, coregraphics)
        that is a member path the code does not declare yet: in an extension of the type the
        code (or the framework) declares, in new enum namespaces for the rest of the path.
        System colors (UIColor.systemBackground), conversions (.cgColor) and expressions that
        are not member paths are left alone; members the code declares are kept (named on
        stderr). UIKit colors resolve through the trait collection (dark, elevated, high
        contrast), AppKit colors through the appearance; a value the token lacks falls back
        (darkElevated to dark to light; high contrast to normal). The asset catalog holds one
        color set per token with a light value (Any, Dark, High Contrast). The tree's
        declarations are read under PATH (default: the table's folder).
        Writes only what changed; a second run writes nothing.

        \(OptionTable.help(of: name))


        EXAMPLES:
          recolor generate
          recolor generate --check              # in CI, after editing .recolor.json

        EXIT CODES: 0 written or up to date; 1 missing or stale (--check); 2 no table, no
        "generate" key, or a token expression that cannot be declared; 3 I/O error.
        """
    }
}

extension ContrastCommand {
    static var help: String {
        """
        USAGE: recolor contrast [options] [PATH...]

        WCAG 2.x contrast ratio ((L1 + 0.05) / (L2 + 0.05), relative luminance from sRGB) of
        foreground/background token pairs, in every appearance the pair's tokens define (light,
        dark, lightElevated, darkElevated, lightHighContrast, darkHighContrast); a value a token
        lacks falls back as `generate` does (darkElevated -> dark -> light; high contrast -> normal).
        An app that forces Dark (overrideUserInterfaceStyle, UIUserInterfaceStyle) is checked in
        dark only (a fixed token's one value is what it draws there; an app forcing Light is
        checked both ways, the dark side being what the migration adds); a pair seen
        only in a watch app's or a Dark-forcing target's files, in dark only.

        Pairs: the table's "pairs" ([{ "foreground": "primaryText", "background": "background",
        "min": 4.5 }]), and those the code under PATH shows: a text token (textColor,
        foregroundColor, foregroundStyle, titleColor, setTitleColor; tintColor, tint) and a
        background token (backgroundColor, background, barTintColor, fill) set on the same
        receiver in one { } scope, or on one SwiftUI view chain (a view with no background of
        its own is drawn over its innermost container's: HStack { Text(…).foregroundColor(X) }
        .background(Y)). A color is a token's where a rule maps it, or where the code writes
        the token's expression (after `fix`).

        Minimum: the pair's "min", else 4.5 for text, 3 where the pair only tints (icons,
        controls) or all its text is large (18 pt, or 14 pt bold, as the document's font or
        the code's font on the same view says): WCAG AA, SC 1.4.3 and 1.4.11. A table pair
        without "min" counts as text.
        Alpha: a translucent background is drawn over white in light appearances and over
        black in dark ones (the window it usually sits on); a translucent foreground over
        that background. Ratios are rounded to 2 decimals, never up to a minimum they miss.

        \(OptionTable.help(of: name))

        EXAMPLES:
          recolor contrast                             # after `recolor generate`, in CI next to check
          recolor contrast --format html -o contrast.html

        Pairs from UIKit code's view tree: a text or tint color on a view over the background of
        the view it is added to (addSubview, addArrangedSubview, insertSubview), a cell's
        contentView (its textLabel too), a controller's view; a stored view is one view across
        its type's init, viewDidLoad and property closures. A declared constant (let
        titleColor = …) colors no view.
        Pairs from Interface Builder: a text color (textColor, a button state's titleColor, a
        text field's text, an attributed string's color) or a tintColor on a view, over the
        background of the nearest view that sets an opaque one: itself, else an ancestor through
        subviews, within its scene. Each pair is shown with both file:lines.

        No pair found is not a pass: with tokens in the table and no pair, `contrast` says which
        roles it saw and why nothing paired, and exits 4, unless the table says "pairs": [].

        EXIT CODES: 0 every pair passes in every appearance; 1 a pair is below its minimum;
        2 usage or configuration error (a pair naming an unknown token); 3 I/O error;
        4 nothing checked (tokens, but no pair in the table or the code).
        """
    }
}

extension TokensCommand {
    static var help: String {
        """
        USAGE: recolor tokens FILE...

        Prints each file's tokens as `<byteOffset> <byteLength> <kind>`, one line per token and
        comment, after a `# <path>` header and ending with `<length> 0 eof`: the format of
        lexer-oracle (swift-syntax), for comparing tokenizers and for bug reports.

        \(OptionTable.help(of: name))
        """
    }
}

/// Whether a replacement may be written where a finding stands: every API of the availability
/// table it calls must exist on every platform the site compiles for, at the site's lowest OS
/// there, and none may be one an enclosing `#available` check guards when the site is in that
/// check's `else` branch. The platforms are narrowed to those that have the replaced code's
/// framework (the code compiles there now: a UIColor site is not built for macOS).
package enum AvailabilityGate {
    /// What is known at one site.
    package struct Site: Sendable, Equatable {
        package var compilation: Compilation
        /// In the `else` branch of `#available(P V, *)`: P → V (the code runs below V).
        package var belowCheck: [ApplePlatform: PlatformVersion] = [:]

        package init(compilation: Compilation, belowCheck: [ApplePlatform: PlatformVersion] = [:]) {
            self.compilation = compilation
            self.belowCheck = belowCheck
        }
    }

    /// Whether a declined reason is this gate's (and not a comment in the span).
    package static func isAvailabilityReason(_ reason: String) -> Bool {
        reason.hasPrefix("pre-") || reason.contains("the site compiles for")
    }

    /// Why `expression` cannot replace the finding at `site`, or nil when it can.
    package static func refusal(expression: String, implicitType: String?, framework: Framework?, site: Site) -> String? {
        refusal(expression: expression, implicitType: implicitType, framework: framework) { site }
    }

    /// The same, the site read only when the expression calls an API of the table (a file's
    /// syntax tree is built for those alone).
    static func refusal(expression: String, implicitType: String?, framework: Framework?, site siteOf: () -> Site) -> String? {
        let apis = ExpressionAPIs.apis(in: expression, implicitType: implicitType)
        guard !apis.isEmpty else { return nil }
        let site = siteOf()
        for api in apis {
            for (platform, check) in site.belowCheck.sorted(by: { $0.key < $1.key }) {
                if let since = platform.introduction(in: api.introduced), since >= check {
                    return "pre-\(platform.rawValue) \(check.major) branch: \(api.api) needs \(platform.rawValue) \(since), which the #available check guards (\(api.source))"
                }
            }
        }
        guard !site.compilation.assumed else { return nil }
        var platforms = site.compilation.platforms
        if let framework, let having = ApplePlatform.having(framework) {
            platforms = platforms.filter { having.contains($0.key) }
        }
        for api in apis {
            for (platform, lowest) in platforms.sorted(by: { $0.key < $1.key }) {
                guard let since = platform.introduction(in: api.introduced) else {
                    return "\(api.api) is not available on \(platform.displayName) (Apple's documentation: \(api.platformsText); \(api.source)); the site compiles for \(site.compilation.described)"
                }
                if since > lowest {
                    return "\(api.api) needs \(platform.displayName) \(since) (\(api.source)); the site compiles for \(site.compilation.described)"
                }
            }
        }
        return nil
    }
}

extension ApplePlatform {
    /// The platforms whose SDK has the framework's color type; nil: every platform.
    static func having(_ framework: Framework) -> Set<ApplePlatform>? {
        switch framework {
        case .uikit: [.iOS, .macCatalyst, .tvOS, .watchOS, .visionOS]
        case .appkit: [.macOS]
        case .coreimage: [.iOS, .macCatalyst, .tvOS, .macOS, .visionOS]
        case .swiftui, .coregraphics: nil
        }
    }
}

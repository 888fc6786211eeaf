/// How a language writes a token at one of its findings: the one thing the resolver cannot know.
/// The resolver finds the rule and its token (or why the finding stays, or the nearest token);
/// the language says what replaces the finding and which bytes it covers (a Swift expression, an
/// Interface Builder `<color>` element, a color set's added appearances), or why it cannot.
protocol TokenWriter {
    /// The token `token`, which `rule` maps `finding` to, as written at the finding.
    func write(_ token: Configuration.SemanticToken, rule: Configuration.Rule, at finding: Finding) -> WrittenToken
    /// The resolution of a written replacement, checked where the finding stands: declined with
    /// the reason when it cannot be applied there (a comment in its span, a platform that lacks
    /// the color), or written as the site needs it. A language without such checks returns it as is.
    func checked(_ resolution: Resolution, at finding: Finding) -> Resolution
}

extension TokenWriter {
    func checked(_ resolution: Resolution, at finding: Finding) -> Resolution { resolution }
}

/// A token as a language writes it at a finding.
enum WrittenToken {
    /// The text that replaces the bytes `range`.
    case replacement(String, range: Range<Int>)
    /// Not written, and why (a token without the value the file needs, an element that cannot hold it).
    case unmapped(String)
    /// Left as it is on purpose, and why (a token fixed in every appearance).
    case kept(String)
    /// The token has nothing for the finding (no expression for its framework).
    case nothing
}

/// A "preview" of a link, a text or a comment is a card of text (a title, a domain, a small
/// thumbnail), not a picture: beam's `PostLinkPreviewView` and `CommentLinkPreviewView` in its
/// cell documents had their backgrounds kept as media surfaces (session 22's review, F20). A
/// name whose only media word is `preview` and that says what is previewed as text names no media.
enum TextPreviewNames {
    /// What a previewed text is called.
    static let textWords: Set<String> = ["link", "url", "text", "comment", "message", "markdown", "note", "post", "reply"]

    /// Controls that draw their own paint, never a picture: Recast's `miniPlayerSlider` track was
    /// kept as a "media surface" for the player word in its name (session 29's review, A4).
    static let controlWords: Set<String> = ["slider", "label", "switch", "stepper", "field"]

    /// Whether `words` (a name's, lowercased) name media by `mediaWords`, a text's preview and a
    /// control named for the player (`playerSlider`) excepted.
    static func namesMedia(_ words: [String], mediaWords: Set<String>) -> Bool {
        if words.contains(where: controlWords.contains) { return false }
        let media = Set(words).intersection(mediaWords)
        guard !media.isEmpty else { return false }
        return !(media == ["preview"] && !Set(words).isDisjoint(with: textWords))
    }
}

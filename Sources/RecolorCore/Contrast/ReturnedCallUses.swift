/// A token a function returns is drawn where the function's calls are assigned whole, in any file
/// of the run: Hakumai's badge fill `UIHelper.debugMessageBgColor()` is returned by a cell's private
/// `color(for:)`, and `configure` does `coloredView.fillColor = color(for: message)`; the fill of
/// the view its xib puts the white label in was no pair, exit 4 (session 29's review, B4). The
/// calls are `init`'s (`ReturnFlows`): the same type's function only. Read for the colors the code
/// sets on documents' views.
enum ReturnedCallUses {
    /// By file path, the uses to add: one per returned token use at each call assigned whole.
    static func uses(_ files: [SwiftSource], uses: [[TokenUse]]) -> [String: [TokenUse]] {
        var index = ReturnFlows.CallIndex(files: files)
        var out: [String: [TokenUse]] = [:]
        let byPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        for (n, file) in files.enumerated() where !uses[n].isEmpty {
            var tree: SyntaxTree?
            for use in uses[n] where use.elsewhere == nil {
                // A member's use may start at its name: back over its qualifiers (`UIHelper.`, `Styles.`).
                var start = use.code
                while file.isChar(start - 1, "."), file.isWord(start - 2) { start -= 2 }
                guard ComputedMemberUses.isReturned(start, in: file) else { continue }
                if tree == nil { tree = SyntaxTree(file) }
                guard let function = ReturnFlows.returningFunction(at: start, in: file, tree: tree!) else { continue }
                var seen: Set<ReturnFlows.Function> = []
                // A case of a switch over the function's parameter reaches only the calls selecting it (`SelectedCaseCalls`).
                let selection = SelectedCaseCalls.selection(ofReturnAt: start, in: file, tree: tree!)
                for call in ReturnFlows.assignedCalls(of: function, index: &index, seen: &seen) {
                    if let selection, let caller = byPath[call.path],
                       !SelectedCaseCalls.reaches(selection, callAt: call.start, name: function.name, in: caller) { continue }
                    out[call.path, default: []].append(TokenUse(token: use.token, code: call.start))
                }
            }
        }
        return out
    }
}


/// Reads a `project.pbxproj` in one pass over its bytes, keeping only the objects' keys recolor
/// uses (`PBXField`) and skipping every other value unread, but checked: a file the old-style
/// property list grammar rejects is an error with the same line and message whatever key it is in.
/// Reading the whole file into a tree of dictionaries first, then its targets from the tree, cost
/// 430 M of the 1,290 M instructions of a `check --jobs 1` of purchases-ios (callgrind, session 16;
/// the tree's strings and dictionaries 213 M, freeing it 42 M).
enum PBXReader {
    static func read(_ bytes: [UInt8]) throws(PlistError) -> PBXDocument {
        let result: Result<PBXDocument, PlistError> = bytes.withUnsafeBufferPointer { buffer in
            var cursor = PBXCursor(buffer)
            do throws(PlistError) {
                return .success(try cursor.document())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}

extension PBXCursor {
    /// The whole file: one value, the root dictionary, and nothing after it but trivia.
    mutating func document() throws(PlistError) -> PBXDocument {
        skipTrivia()
        guard !atEnd else { throw fail("the file ends inside nothing (truncated?)") }
        var document = PBXDocument()
        if open(PBXByte.openBrace) {
            try entries { (c: inout PBXCursor, key: PBXScalar) throws(PlistError) in
                if c.isWord(key, "objects") {
                    document.objects = try c.objects()
                } else if c.isWord(key, "rootObject") {
                    document.rootObject = try c.stringValue()
                } else {
                    try c.skipValue()
                }
            }
        } else {
            try skipValue()
        }
        skipTrivia()
        if !atEnd { throw fail("unexpected '\(current)' after the end of the property list") }
        return document
    }

    /// A string value; nil (the value skipped) for an array or a dictionary.
    mutating func stringValue() throws(PlistError) -> String? {
        guard !peek(PBXByte.openBrace), !peek(PBXByte.openParen) else {
            try skipValue()
            return nil
        }
        return text(try scalar())
    }

    /// The `objects` dictionary; nil (the value skipped) when it is none.
    mutating func objects() throws(PlistError) -> PBXObjects? {
        guard open(PBXByte.openBrace) else {
            try skipValue()
            return nil
        }
        var objects = PBXObjects()
        try entries { (c: inout PBXCursor, id: PBXScalar) throws(PlistError) in
            let name = c.text(id)
            if c.open(PBXByte.openBrace) {
                objects.set(name, try c.object())
            } else {
                try c.skipValue()
                objects.set(name, PBXObject(isDictionary: false))
            }
        }
        return objects
    }

    /// One object whose `{` was read: its kept keys.
    mutating func object() throws(PlistError) -> PBXObject {
        var object = PBXObject(isDictionary: true)
        try entries { (c: inout PBXCursor, key: PBXScalar) throws(PlistError) in
            if let field = PBXField.named(key, in: c) {
                object.set(field, try c.fieldValue())
            } else {
                try c.skipValue()
            }
        }
        return object
    }

    /// A kept key's value (`PBXValue`).
    mutating func fieldValue() throws(PlistError) -> PBXValue {
        if open(PBXByte.openBrace) {
            var table: [String: String] = [:]
            try entries { (c: inout PBXCursor, key: PBXScalar) throws(PlistError) in
                table[c.text(key)] = try c.joinedStrings()
            }
            return .table(table)
        }
        if open(PBXByte.openParen) { return .list(try listStrings()) }
        return .string(text(try scalar()))
    }

    /// The strings of an array whose `(` was read; its arrays and dictionaries skipped.
    mutating func listStrings() throws(PlistError) -> [String] {
        var out: [String] = []
        try elements { (c: inout PBXCursor) throws(PlistError) in
            if c.peek(PBXByte.openBrace) || c.peek(PBXByte.openParen) {
                try c.skipValue()
            } else {
                out.append(c.text(try c.scalar()))
            }
        }
        return out
    }

    /// A setting's value: a string, an array's strings joined by a space, or nothing for a dictionary.
    mutating func joinedStrings() throws(PlistError) -> String {
        if peek(PBXByte.openBrace) {
            try skipValue()
            return ""
        }
        if open(PBXByte.openParen) { return try listStrings().joined(separator: " ") }
        return text(try scalar())
    }
}

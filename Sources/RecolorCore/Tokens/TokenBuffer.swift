/// The lexer's output while it runs: tokens written straight into memory it owns. An array
/// appended to from inside the lexer's struct asks the runtime whether its storage is unique on
/// every token (3 % of tokenizing); this asks nothing, and the result is an array of exactly
/// the tokens read, copied once at the end (a kept file's tokens take no slack).
struct TokenBuffer {
    private var base: UnsafeMutablePointer<Token>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(16, capacity)
        base = UnsafeMutablePointer<Token>.allocate(capacity: self.capacity)
    }

    @inline(__always)
    mutating func append(_ token: Token) {
        if count == capacity { grow() }
        (base + count).initialize(to: token)
        count &+= 1
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Token>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }

    /// The tokens, as an array; the buffer is freed and must not be used again.
    mutating func take() -> [Token] {
        // One memcpy: `Array(UnsafeBufferPointer(…))` copied token by token.
        let tokens = [Token](unsafeUninitializedCapacity: count) { storage, initialized in
            if let target = storage.baseAddress { target.initialize(from: base, count: count) }
            initialized = count
        }
        base.deallocate()
        count = 0
        capacity = 0
        return tokens
    }
}

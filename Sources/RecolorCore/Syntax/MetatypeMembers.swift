/// The members Swift gives every type: `T.self` (the metatype value), `T.Type` and `T.Protocol`
/// (metatype types). After a type name they name the type itself, never a member it declares:
/// wireguard-apple picks a syntax theme as `ConfTextAquaColorTheme.self`, which was read as a
/// palette member of unknown value, and init wrote a token `generate` refused (session 24, L4).
enum MetatypeMembers {
    static let names: Set<String> = ["self", "Type", "Protocol"]
}

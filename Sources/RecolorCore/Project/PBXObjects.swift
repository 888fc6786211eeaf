/// The keys of a project's objects that recolor reads (`XcodeProjectFile`): a target's name,
/// kind, configurations, build phases and synchronized folders; a phase's files; a file
/// reference's or group's path, place and children; a configuration's settings and `.xcconfig`.
/// Every other key's value is skipped unread.
enum PBXField: String, CaseIterable, Sendable {
    case isa, name, path, sourceTree, children, productType, projectDirPath, targets
    case buildConfigurationList, buildConfigurations, buildSettings, buildPhases, files, fileRef
    case baseConfigurationReference, baseConfigurationReferenceAnchor, baseConfigurationReferenceRelativePath
    case fileSystemSynchronizedGroups, exceptions, target, membershipExceptions

    /// The field a key's bytes spell, if any: the fields of the key's length, each compared.
    static func named(_ key: PBXScalar, in cursor: PBXCursor) -> PBXField? {
        let length = key.decoded.map(\.utf8.count) ?? key.end - key.start
        guard length < byLength.count else { return nil }
        for field in byLength[length] where cursor.isWord(key, field.spelling) { return field }
        return nil
    }

    private static let byLength: [[PBXField]] = {
        var out = [[PBXField]](repeating: [], count: 40)
        for field in allCases { out[field.rawValue.utf8.count].append(field) }
        return out
    }()

    /// The key as a static string, for comparing bytes without making a String.
    var spelling: StaticString {
        switch self {
        case .isa: "isa"
        case .name: "name"
        case .path: "path"
        case .sourceTree: "sourceTree"
        case .children: "children"
        case .productType: "productType"
        case .projectDirPath: "projectDirPath"
        case .targets: "targets"
        case .buildConfigurationList: "buildConfigurationList"
        case .buildConfigurations: "buildConfigurations"
        case .buildSettings: "buildSettings"
        case .buildPhases: "buildPhases"
        case .files: "files"
        case .fileRef: "fileRef"
        case .baseConfigurationReference: "baseConfigurationReference"
        case .baseConfigurationReferenceAnchor: "baseConfigurationReferenceAnchor"
        case .baseConfigurationReferenceRelativePath: "baseConfigurationReferenceRelativePath"
        case .fileSystemSynchronizedGroups: "fileSystemSynchronizedGroups"
        case .exceptions: "exceptions"
        case .target: "target"
        case .membershipExceptions: "membershipExceptions"
        }
    }
}

/// A kept key's value, as recolor reads it: a string, an array's strings (containers in it
/// left out), or a dictionary's entries each as its strings joined by a space (build settings:
/// `OTHER_SWIFT_FLAGS = ("-D", "A")` is `-D A`).
enum PBXValue: Sendable, Equatable {
    case string(String)
    case list([String])
    case table([String: String])

    var string: String? { if case .string(let s) = self { s } else { nil } }
    /// A string is a list of one (build settings and lists take both); a dictionary none.
    var strings: [String] {
        switch self {
        case .string(let s): [s]
        case .list(let l): l
        case .table: []
        }
    }
    var table: [String: String]? { if case .table(let t) = self { t } else { nil } }
}

/// One entry of the project's `objects`: its kept keys and their values (a few, searched in
/// turn), or no key at all when the entry is no dictionary.
struct PBXObject: Sendable, Equatable {
    struct Entry: Sendable, Equatable {
        var field: PBXField
        var value: PBXValue
    }

    var isDictionary: Bool
    private(set) var entries: [Entry] = []

    init(isDictionary: Bool, entries: [Entry] = []) {
        self.isDictionary = isDictionary
        self.entries = entries
    }

    subscript(field: PBXField) -> PBXValue? {
        for entry in entries where entry.field == field { return entry.value }
        return nil
    }

    /// A key given twice keeps its last value, as a dictionary would.
    mutating func set(_ field: PBXField, _ value: PBXValue) {
        if let k = entries.firstIndex(where: { $0.field == field }) { entries[k].value = value } else { entries.append(Entry(field: field, value: value)) }
    }
}

/// The project's `objects` by identifier, in the order the file first gives each.
struct PBXObjects: Sendable, Equatable {
    private(set) var ids: [String] = []
    private(set) var objects: [PBXObject] = []
    private var index: [String: Int] = [:]

    subscript(id: String) -> PBXObject? { index[id].map { objects[$0] } }

    /// An identifier given twice keeps its last object, as a dictionary would.
    mutating func set(_ id: String, _ object: PBXObject) {
        if let k = index[id] {
            objects[k] = object
        } else {
            index[id] = objects.count
            ids.append(id)
            objects.append(object)
        }
    }
}

/// What a `project.pbxproj` says that recolor reads: its objects (nil when `objects` is no
/// dictionary) and the identifier of its project object.
struct PBXDocument: Sendable, Equatable {
    var objects: PBXObjects?
    var rootObject: String?
}

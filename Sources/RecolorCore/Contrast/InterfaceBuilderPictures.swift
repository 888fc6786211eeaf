#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The image views of a document that show a picture: one given an image (`image="header"`), or
/// one with none that an outlet reaches (the code gives it its picture at run time). A title laid
/// over either lies on the picture, not on the background of the view around it: sphinx-ios's
/// podcast player draws its white chevron over the episode artwork (`episodeImageView`, an outlet,
/// no image in the xib), and it was read on the header's `HeaderBG`, 1.00:1 (session 22).
/// An image view with no image that no code reaches shows nothing: what lies on it is on what is under it.
/// A container view shows another controller's view (its embed segue's), drawn at run time: what lies on it
/// is on that, unknown as a picture is. Krypton's pairing screen lays its tinted scan frame over a container
/// holding the camera scanner; the tint was paired with the screen's white (Pair.storyboard:157 on :165,
/// session 33, pairs33).
struct InterfaceBuilderPictures {
    private var given: Set<Int> = []
    private var blank: [String: Int] = [:]
    private var outletTargets: Set<String> = []

    /// Notes what tag `tag` (node `node`) says of the document's image views.
    mutating func read(_ tag: XMLTag, node: Int) {
        switch tag.name {
        case "imageView":
            if tag.attribute("image") != nil { given.insert(node) }
            else if let id = tag.attribute("id") { blank[id] = node }
        case "containerView":
            given.insert(node)
        case "outlet", "outletCollection":
            if let destination = tag.attribute("destination") { outletTargets.insert(destination) }
        default:
            break
        }
    }

    /// The image views showing a picture, once the whole document is read (outlets follow the views).
    func nodes() -> Set<Int> {
        given.union(blank.filter { outletTargets.contains($0.key) }.map(\.value))
    }
}

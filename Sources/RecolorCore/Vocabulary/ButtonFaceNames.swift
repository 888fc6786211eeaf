#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What gives a UIKit button a title or an image, in code and in Interface Builder: a title
/// color is drawn only where the button shows a title. focus-ios's find bar sets `.white` as the
/// title color of three buttons it gives only an image (`setImage(.findPrevious, for: [])`), and
/// GoMap's help button is an `infoLight` button (a system glyph in the tint): both were paired
/// with the bar's background, a failing pair of a color nobody sees (session 21 audit F8, F22).
package enum ButtonFaceNames {
    /// The members that give a button a title (`setTitle(_:for:)`, a configuration's `title`,
    /// `titleLabel?.text`): a receiver named with any of them is taken as titled.
    static let titleGivers: Set<String> = ["setTitle", "setAttributedTitle", "title", "attributedTitle", "titleLabel"]
    /// The setter that gives a button an image.
    static let imageSetter = "setImage"
    /// The setter of a title's color, whose first argument is drawn only on a titled button.
    static let titleColorSetter = "setTitleColor"
    /// The setter that gives a button a background image, drawn under its title.
    static let backgroundImageSetter = "setBackgroundImage"
    /// The button types that draw a system glyph in the tint and no title (`UIButton(type:
    /// .infoLight)`, Interface Builder's `buttonType="infoLight"`).
    static let glyphTypes: Set<String> = ["infoLight", "infoDark", "detailDisclosure", "contactAdd", "close"]
}

/// The background of a media view laid out in Interface Builder: a view whose `customClass`
/// names a player, video, camera, preview or artwork view (ReadingList's ScanBarcode.storyboard:
/// `<view customClass="PreviewView">` with a black `backgroundColor`, under the camera's
/// `AVCaptureVideoPreviewLayer`). The picture does not follow the appearance, so neither does
/// the black around it; read as a light value, it became a token white in Dark Mode
/// (session 20's notes). The document's finding carries the class as its place
/// (`InterfaceBuilderLanguage`), and the keep rule is limited to it.
enum InterfaceBuilderMedia {
    /// Words of a class that draws media over its background. `image` is left out: an image
    /// view's subclass is as often an icon or an avatar as a picture.
    static let classWords: Set<String> = ["player", "video", "camera", "preview", "artwork", "movie", "media", "capture",
                                          "avplayer", "playback", "photo", "thumbnail", "poster", "picture"]

    /// The intent of a document's color: the achromatic background of a view of a media class.
    static func intent(of finding: Finding) -> FixedIntentSite? {
        // The background of an image view showing the app's own picture is the picture's matte, of
        // whatever hue: FrameGrabber's pink band around its `authorization` illustration (an image
        // set with no dark appearance) became #421D29 in Dark, a dark band around a light picture
        // (session 30's evidence). A system symbol's or an empty image view's background adapts.
        if finding.kind == .ibColor, finding.context == "backgroundColor", let picture = finding.matteOf,
           let c = finding.color, c.alpha > 0 {
            return FixedIntentSite(intent: .mediaSurface, evidence: "the matte of image view showing \"\(picture)\", a picture that does not follow the appearance")
        }
        // (An outlet's name, `playerView@PlayerViewController`, is no class: left to the view's own class.)
        guard finding.kind == .ibColor, finding.context == "backgroundColor", let owner = finding.place, !owner.contains("@"),
              let c = finding.color, c.alpha > 0, FixedIntentReader.isAchromatic(c),
              TextPreviewNames.namesMedia(FixedIntentReader.words(owner), mediaWords: classWords) else { return nil }
        // A controller's root view (`InterfaceBuilderDocument.ColorElement.controllerClass`) is its
        // backdrop only where dark: Papr's `PhotoDetailsViewController` root is the photo viewer's
        // black; a `PhotoSettingsViewController`'s white root is a page that adapts. So is a media
        // view's own: RADAR-base's white `QRPreviewView`, the camera's letterbox and the whole frame
        // before the session runs, kept white, was a white box on the screen gone black in Dark
        // (session 36's held-out check, verify36y V1).
        if WCAG.relativeLuminance(c) > 0.05 { return nil }
        return FixedIntentSite(intent: .mediaSurface, evidence: "the backgroundColor of a \(owner), a media view")
    }
}

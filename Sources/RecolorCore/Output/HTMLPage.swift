/// What the HTML reports share: escaping, one inline style sheet (no network, no fonts, no
/// script), and the swatch, a bordered chip over a checkerboard so that white stays visible and
/// a translucent color looks translucent.
enum HTMLPage {
    /// Text and attribute values: `&`, `<`, `>`, `"` and `'` escaped.
    static func esc(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for ch in s.unicodeScalars {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(ch)
            }
        }
        return out
    }

    /// A path escaped, with a line-break opportunity after each `/`, so a long path wraps
    /// between folders rather than inside a name.
    static func breakable(_ path: String) -> String {
        esc(path).replacing("/", with: "/<wbr>")
    }

    /// A relative link to a file: each byte but the unreserved ones and `/` percent-encoded
    /// (a `#` or `?` in a file name stays part of the path), then escaped for the attribute.
    static func href(_ path: String) -> String {
        var out = ""
        for b in path.utf8 {
            let c = Character(Unicode.Scalar(b))
            if b < 128 && (c.isLetter || c.isNumber || "-._~/".contains(c)) { out.append(c) } else { out += cFormat("%%%02X", b) }
        }
        return esc(out)
    }

    /// `rgba(r, g, b, a)` with the alpha to 3 decimals, as a browser's computed style gives it back.
    static func css(_ c: RGBA) -> String {
        c.alpha == 255 ? "rgb(\(c.red), \(c.green), \(c.blue))"
            : "rgba(\(c.red), \(c.green), \(c.blue), \(cFormat("%.3g", Double(c.alpha) / 255)))"
    }

    /// A swatch: `data-color` says what the chip must show (checked in a browser by Scripts/html-check.sh).
    static func swatch(_ color: RGBA?, size: String = "", title: String? = nil) -> String {
        let label = esc(title ?? color?.description ?? "unknown value")
        guard let color else {
            return "<span class=\"swatch unknown \(size)\" data-color=\"none\" title=\"\(label)\"><span class=\"chip\"></span></span>"
        }
        return "<span class=\"swatch \(size)\" data-color=\"\(color.description)\" title=\"\(label)\"><span class=\"chip\" style=\"background-color:\(css(color))\"></span></span>"
    }

    static func page(title: String, body: String) -> String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(esc(title))</title>
        <style>
        \(style)
        </style>
        </head>
        <body>
        <main>
        \(body)
        </main>
        </body>
        </html>

        """
    }

    static let style = """
    :root { --ink: #1d2330; --muted: #5b6275; --line: #d8dce6; --card: #ffffff; --page: #f4f5f8; --pass: #1d7a3a; --fail: #b3261e; }
    * { box-sizing: border-box; }
    body { margin: 0; background: var(--page); color: var(--ink); font: 15px/1.45 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
    main { max-width: 1200px; margin: 0 auto; padding: 24px 16px 48px; }
    h1 { font-size: 26px; margin: 0 0 4px; }
    h2 { font-size: 19px; margin: 32px 0 12px; padding-bottom: 6px; border-bottom: 1px solid var(--line); }
    h3 { font-size: 15px; margin: 0; overflow-wrap: anywhere; }
    p.lead { color: var(--muted); margin: 0 0 16px; }
    code, .mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace; font-size: 13px; }
    a { color: #2350c8; }
    .summary { display: grid; grid-template-columns: repeat(auto-fill, minmax(140px, 1fr)); gap: 10px; margin: 16px 0; }
    .stat { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 10px 12px; }
    .stat b { display: block; font-size: 22px; }
    .stat span { color: var(--muted); font-size: 13px; }
    .stat.bad b { color: var(--fail); }
    .cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(330px, 1fr)); gap: 12px; }
    .group { border: 2px dashed #c3a25b; border-radius: 12px; padding: 10px; margin: 0 0 12px; background: #fffaf0; }
    .group > p { margin: 0 0 8px; color: #6b5423; font-size: 13px; }
    .card { background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 12px; display: flex; gap: 12px; min-width: 0; }
    .card .info { min-width: 0; flex: 1; }
    .meta { color: var(--muted); font-size: 13px; margin: 2px 0; overflow-wrap: anywhere; }
    .tags { display: flex; flex-wrap: wrap; gap: 4px; margin: 6px 0; }
    .tag { background: #eef0f5; border-radius: 10px; padding: 1px 8px; font-size: 12px; }
    .token { display: flex; align-items: center; gap: 6px; flex-wrap: wrap; margin: 6px 0; font-size: 13px; }
    .values { display: flex; gap: 8px; flex-wrap: wrap; }
    .value { display: flex; flex-direction: column; align-items: center; font-size: 11px; color: var(--muted); }
    .sites { margin: 6px 0 0; padding: 0; list-style: none; font-size: 12px; }
    .sites li { overflow-wrap: anywhere; }
    details summary { cursor: pointer; font-size: 12px; color: var(--muted); }
    .swatch { display: inline-block; flex: none; width: 22px; height: 22px; border: 1px solid #8a90a0; border-radius: 5px; overflow: hidden;
      background-color: #fff; background-image: linear-gradient(45deg, #c8ccd6 25%, transparent 25%, transparent 75%, #c8ccd6 75%),
      linear-gradient(45deg, #c8ccd6 25%, transparent 25%, transparent 75%, #c8ccd6 75%);
      background-size: 10px 10px; background-position: 0 0, 5px 5px; vertical-align: middle; }
    .swatch.big { width: 56px; height: 56px; border-radius: 8px; }
    .swatch .chip { display: block; width: 100%; height: 100%; }
    .swatch.unknown .chip { background-image: repeating-linear-gradient(135deg, transparent 0 6px, rgba(179, 38, 30, .35) 6px 8px); }
    .badge { display: inline-block; border-radius: 10px; padding: 0 8px; font-size: 12px; font-weight: 600; color: #fff; }
    .badge.pass { background: var(--pass); }
    .badge.fail { background: var(--fail); }
    .scroll { overflow-x: auto; background: var(--card); border: 1px solid var(--line); border-radius: 10px; }
    table { border-collapse: collapse; width: 100%; }
    th, td { text-align: left; padding: 8px 10px; border-bottom: 1px solid var(--line); vertical-align: top; }
    th { font-size: 12px; color: var(--muted); font-weight: 600; white-space: nowrap; }
    tr:last-child td { border-bottom: none; }
    .sample { display: block; min-width: 96px; border: 1px solid #8a90a0; border-radius: 6px; padding: 6px 8px; font-weight: 600; font-size: 16px; margin-bottom: 4px; }
    .sample small { font-weight: 400; font-size: 12px; }
    .cell-fail .sample { outline: 3px solid var(--fail); outline-offset: 1px; }
    .empty { color: var(--muted); font-style: italic; }
    footer { margin-top: 32px; color: var(--muted); font-size: 12px; }
    @media (max-width: 520px) {
      main { padding: 16px 10px 32px; }
      h1 { font-size: 22px; }
      .cards { grid-template-columns: 1fr; }
      .swatch.big { width: 44px; height: 44px; }
      th, td { padding: 6px; }
    }
    """
}

#!/usr/bin/env python3
"""Renders recolor's HTML pages in headless Chromium and checks them from inside the page.

For each page: a copy with a check script injected before </body> is loaded with --dump-dom at
a desktop and a phone width; the script measures every swatch (its chip must have a size and show
the color its data-color names, translucent ones included), every contrast sample (its text and
background colors), and whether the page overflows sideways, and writes the findings into the
DOM. The page as shipped (no script) is loaded once more with Chromium's logging on, and any
console message fails the check. Then a full-height screenshot is taken.

    html_check.py CHROMIUM OUTDIR PAGE.html...
"""
import json
import os
import re
import subprocess
import sys
import tempfile

CHECK_SCRIPT = r"""
<script>
(function () {
  function parse(css) {
    var m = css.match(/rgba?\(([^)]*)\)/);
    if (!m) return null;
    var p = m[1].split(/[ ,\/]+/).filter(Boolean).map(Number);
    return { r: p[0], g: p[1], b: p[2], a: p.length > 3 ? p[3] : 1 };
  }
  function fromHex(h) {
    if (h === "none") return { r: 0, g: 0, b: 0, a: 0 };
    var v = h.replace("#", "");
    return { r: parseInt(v.substr(0, 2), 16), g: parseInt(v.substr(2, 2), 16), b: parseInt(v.substr(4, 2), 16),
             a: v.length > 6 ? parseInt(v.substr(6, 2), 16) / 255 : 1 };
  }
  function same(a, b) {
    if (!a || !b) return false;
    if (a.a === 0 && b.a === 0) return true;
    return a.r === b.r && a.g === b.g && a.b === b.b && Math.abs(a.a - b.a) < 0.01;
  }
  var problems = [], swatches = 0, samples = 0;
  document.querySelectorAll(".swatch").forEach(function (s, k) {
    swatches++;
    var chip = s.querySelector(".chip");
    var box = s.getBoundingClientRect(), cbox = chip ? chip.getBoundingClientRect() : { width: 0, height: 0 };
    if (!(box.width > 0 && box.height > 0 && cbox.width > 0 && cbox.height > 0))
      problems.push("swatch " + k + " (" + s.dataset.color + ") has no size");
    var shown = chip ? getComputedStyle(chip).backgroundColor : "";
    if (!same(parse(shown), fromHex(s.dataset.color || "")))
      problems.push("swatch " + k + " should show " + s.dataset.color + " but shows " + shown);
    var border = getComputedStyle(s);
    if (parseFloat(border.borderTopWidth) < 1) problems.push("swatch " + k + " has no border");
    if (s.dataset.color !== "none" && fromHex(s.dataset.color).a < 1 && border.backgroundImage.indexOf("gradient") < 0)
      problems.push("translucent swatch " + k + " has no checkerboard under it");
  });
  document.querySelectorAll(".sample").forEach(function (s, k) {
    samples++;
    var cs = getComputedStyle(s), box = s.getBoundingClientRect();
    if (!(box.width > 0 && box.height > 0)) problems.push("sample " + k + " has no size");
    if (!same(parse(cs.color), fromHex(s.dataset.fg))) problems.push("sample " + k + " text should be " + s.dataset.fg + " but is " + cs.color);
    if (!same(parse(cs.backgroundColor), fromHex(s.dataset.bg))) problems.push("sample " + k + " background should be " + s.dataset.bg + " but is " + cs.backgroundColor);
  });
  var doc = document.documentElement;
  if (doc.scrollWidth > window.innerWidth + 1)
    problems.push("the page is " + doc.scrollWidth + " px wide in a " + window.innerWidth + " px window");
  var out = document.createElement("pre");
  out.id = "recolor-check";
  out.textContent = JSON.stringify({ swatches: swatches, samples: samples, problems: problems,
                                     height: Math.ceil(doc.scrollHeight), width: window.innerWidth });
  // In the phone frame (srcdoc, same origin) the result goes to the page around it.
  (window.parent !== window ? window.parent.document : document).body.appendChild(out);
})();
</script>
"""


def chromium(binary, args, timeout=120):
    profile = tempfile.mkdtemp(prefix="recolor-chromium-")
    cmd = [binary, "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
           "--disable-extensions", "--disable-background-networking", "--force-device-scale-factor=1",
           "--user-data-dir=" + profile] + args
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    subprocess.run(["rm", "-rf", profile])
    return r


def dom_check(binary, page, width, height):
    """Runs the check script in a copy of the page. Headless Chromium's window is never narrower
    than 500 px, so a phone width is given by a frame of that width (srcdoc: same origin)."""
    html = open(page, encoding="utf-8").read()
    assert "</body>" in html, page + ": no </body>"
    checked = html.replace("</body>", CHECK_SCRIPT + "</body>", 1)
    copy = page[:-len(".html")] + ".check.html"
    with open(copy, "w", encoding="utf-8") as f:
        if width >= 500:
            f.write(checked)
        else:
            frame = checked.replace("&", "&amp;").replace('"', "&quot;")
            f.write('<!doctype html><html><body style="margin:0"><iframe style="border:0;width:%dpx;height:%dpx" srcdoc="%s"></iframe></body></html>'
                    % (width, height, frame))
    window = (width, height) if width >= 500 else (1200, 900)
    r = chromium(binary, ["--window-size=%d,%d" % window, "--dump-dom", "file://" + os.path.abspath(copy)])
    os.remove(copy)
    m = re.search(r'<pre id="recolor-check">(.*?)</pre>', r.stdout, re.S)
    if not m:
        return None, "the check script left no result (stderr: %s)" % r.stderr[-500:]
    text = m.group(1).replace("&quot;", '"').replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")
    return json.loads(text), None


def console_messages(binary, page):
    """Console messages of the page as shipped, from Chromium's log (a line with CONSOLE)."""
    r = chromium(binary, ["--enable-logging=stderr", "--v=0", "--window-size=1200,900", "--dump-dom",
                          "file://" + os.path.abspath(page)])
    return [line for line in r.stderr.splitlines() if ":CONSOLE" in line or "Uncaught" in line]


def main():
    binary, outdir, pages = sys.argv[1], sys.argv[2], sys.argv[3:]
    failures = 0
    # The console detector must see an error where there is one, or its silence proves nothing.
    probe = os.path.join(outdir, "console-probe.html")
    with open(probe, "w") as f:
        f.write("<!doctype html><title>probe</title><body><script>console.error('recolor probe');</script></body>")
    if not console_messages(binary, probe):
        print("FAIL: Chromium's log shows no console error for a page that makes one; the console check cannot work")
        failures += 1
    os.remove(probe)
    for page in pages:
        name = os.path.basename(page)
        desktop, err = dom_check(binary, page, 1200, 900)
        phone, err2 = dom_check(binary, page, 390, 844)
        problems = []
        if err or err2:
            problems.append(err or err2)
        else:
            problems += desktop["problems"] + ["at 390 px: " + p for p in phone["problems"]]
            if desktop["swatches"] == 0:
                problems.append("no swatch on the page")
        problems += ["console: " + m for m in console_messages(binary, page)]
        if problems:
            failures += 1
            print("FAIL %s:" % name)
            for p in problems[:20]:
                print("  " + p)
            continue
        shot = os.path.join(outdir, name[:-len(".html")] + ".png")
        height = min(desktop["height"], 12000)
        chromium(binary, ["--window-size=1200,%d" % height, "--screenshot=" + shot, "file://" + os.path.abspath(page)])
        # A narrow screenshot: 500 px, the narrowest window headless Chromium makes.
        phone_shot = os.path.join(outdir, name[:-len(".html")] + "-narrow.png")
        chromium(binary, ["--window-size=500,%d" % min(phone["height"], 12000), "--screenshot=" + phone_shot,
                          "file://" + os.path.abspath(page)])
        print("ok   %s: %d swatches and %d contrast samples as expected at 1200 and 390 px, no console message; %s (1200x%d), %s"
              % (name, desktop["swatches"], desktop["samples"], shot, height, phone_shot))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

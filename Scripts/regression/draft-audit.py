#!/usr/bin/env python3
"""draft-audit.py BIN APPDIR [OUTDIR] -- reads init's draft and contrast's pairs the way issue 25/22's judges do.

Runs on a fresh copy of APPDIR: init, contrast --format json. Reports per app:
  pairs per source, pairs broken by the draft (light passes, dark fails), names with ordinals / numeric
  suffixes / hue words the light value does not have, merged groups that chain (two members > ΔE00 2.0),
  IB documents present but no IB pair, contrast's exit code.
"""
import argparse, json, math, os, re, shutil, subprocess, sys, tempfile

def hex_rgb(h):
    h = h.lstrip('#')
    return tuple(int(h[i:i + 2], 16) / 255 for i in (0, 2, 4))

def lin(c):
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

def oklch(h):
    r, g, b = (lin(c) for c in hex_rgb(h))
    l = 0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b
    m = 0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b
    s = 0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b
    l, m, s = (x ** (1 / 3) if x > 0 else 0 for x in (l, m, s))
    L = 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s
    a = 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s
    bb = 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
    C = math.hypot(a, bb)
    H = math.degrees(math.atan2(bb, a)) % 360
    return L, C, H

def lab(h):
    r, g, b = (lin(c) for c in hex_rgb(h))
    X = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    Y = (0.2126 * r + 0.7152 * g + 0.0722 * b)
    Z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
    f = lambda t: t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116
    fx, fy, fz = f(X), f(Y), f(Z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)

def de00(h1, h2):
    L1, a1, b1 = lab(h1); L2, a2, b2 = lab(h2)
    C1 = math.hypot(a1, b1); C2 = math.hypot(a2, b2); Cb = (C1 + C2) / 2
    G = 0.5 * (1 - math.sqrt(Cb ** 7 / (Cb ** 7 + 25 ** 7)))
    a1p, a2p = (1 + G) * a1, (1 + G) * a2
    C1p, C2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360; h2p = math.degrees(math.atan2(b2, a2p)) % 360
    dL = L2 - L1; dC = C2p - C1p
    if C1p * C2p == 0: dh = 0
    elif abs(h2p - h1p) <= 180: dh = h2p - h1p
    elif h2p - h1p > 180: dh = h2p - h1p - 360
    else: dh = h2p - h1p + 360
    dH = 2 * math.sqrt(C1p * C2p) * math.sin(math.radians(dh / 2))
    Lb = (L1 + L2) / 2; Cbp = (C1p + C2p) / 2
    if C1p * C2p == 0: hb = h1p + h2p
    elif abs(h1p - h2p) <= 180: hb = (h1p + h2p) / 2
    elif h1p + h2p < 360: hb = (h1p + h2p + 360) / 2
    else: hb = (h1p + h2p - 360) / 2
    T = (1 - 0.17 * math.cos(math.radians(hb - 30)) + 0.24 * math.cos(math.radians(2 * hb))
         + 0.32 * math.cos(math.radians(3 * hb + 6)) - 0.20 * math.cos(math.radians(4 * hb - 63)))
    dth = 30 * math.exp(-(((hb - 275) / 25) ** 2))
    Rc = 2 * math.sqrt(Cbp ** 7 / (Cbp ** 7 + 25 ** 7))
    Sl = 1 + 0.015 * (Lb - 50) ** 2 / math.sqrt(20 + (Lb - 50) ** 2)
    Sc = 1 + 0.045 * Cbp; Sh = 1 + 0.015 * Cbp * T
    Rt = -math.sin(math.radians(2 * dth)) * Rc
    return math.sqrt((dL / Sl) ** 2 + (dC / Sc) ** 2 + (dH / Sh) ** 2 + Rt * (dC / Sc) * (dH / Sh))

# Hue words and the OKLCH hues they may name (wide on purpose: only clear lies are flagged).
HUES = {
    'red': [(340, 360), (0, 45)], 'orange': [(25, 85)], 'yellow': [(70, 125)], 'gold': [(55, 110)],
    'green': [(100, 175)], 'lime': [(95, 145)], 'mint': [(130, 200)], 'teal': [(160, 235)],
    'cyan': [(170, 240)], 'aqua': [(170, 240)], 'turquoise': [(160, 230)], 'blue': [(200, 295)],
    'navy': [(220, 290)], 'sky': [(200, 265)], 'indigo': [(245, 310)], 'purple': [(270, 345)],
    'violet': [(260, 340)], 'lavender': [(255, 340)], 'magenta': [(300, 360), (0, 10)],
    'pink': [(300, 360), (0, 50)], 'rose': [(320, 360), (0, 40)], 'brown': [(10, 100)],
    'coral': [(10, 60)], 'salmon': [(10, 60)], 'olive': [(85, 140)], 'maroon': [(340, 360), (0, 40)],
    'beige': [(40, 110)],
}
ORDINALS = re.compile(r'(quinary|senary|septenary|octonary|nonary|denary|level\d|\d)', re.I)

def words(name):
    return [w.lower() for w in re.findall(r'[A-Z]?[a-z]+|\d+', name)]

def hue_lie(name, light):
    if not light or not re.fullmatch(r'#[0-9A-Fa-f]{6}([0-9A-Fa-f]{2})?', light):
        return None
    L, C, H = oklch(light[:7])
    # Words after `Or` name the dark side (`whiteOrBlackColor`): read only the light part here;
    # the `Or` itself is flagged as ODDNAME (iAPS's whiteOrBlackColor was counted twice, session 31).
    light_part = re.split(r'(?<=[a-z])Or(?=[A-Z])', name)[0]
    for w in words(light_part):
        if w in ('gray', 'grey', 'silver'):
            if C > 0.045: return f'{w} but chroma {C:.3f} hue {H:.0f}'
        elif w == 'white':
            if L < 0.85 or C > 0.05: return f'white but L {L:.2f} C {C:.3f}'
        elif w == 'black':
            if L > 0.35 or C > 0.05: return f'black but L {L:.2f} C {C:.3f}'
        elif w in HUES:
            if C < 0.03 and not ({'gray', 'grey', 'slate'} & set(words(name))): return f'{w} but gray (C {C:.3f})'
            if not any(a <= H <= b for a, b in HUES[w]): return f'{w} but hue {H:.0f} (C {C:.3f}, L {L:.2f})'
            if w == 'brown' and L > 0.70: return f'brown but L {L:.2f}'
            if w == 'lavender' and L < 0.65: return f'lavender but L {L:.2f}'
    return None

def run(cmd, cwd):
    p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=1800)
    return p.returncode, p.stdout, p.stderr

def arguments(argv):
    # `--help` (or a missing argument) used to crash with an IndexError on sys.argv (session 33's held-out check, V12).
    parser = argparse.ArgumentParser(
        prog='draft-audit.py',
        description=__doc__.split('\n', 1)[1].strip(),
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('bin', metavar='BIN', help='the recolor binary to run')
    parser.add_argument('app', metavar='APPDIR', help='the app folder (copied first; the folder itself is not touched)')
    parser.add_argument('out', metavar='OUTDIR', nargs='?', default=None,
                        help="where to keep the app's .recolor.json, contrast JSON and init's stderr")
    args = parser.parse_args(argv)
    if not (os.path.isfile(args.bin) and os.access(args.bin, os.X_OK)):
        parser.error(f'BIN {args.bin}: not an executable file')
    if not os.path.isdir(args.app):
        parser.error(f'APPDIR {args.app}: not a folder')
    return os.path.abspath(args.bin), args.app.rstrip('/'), args.out

def main():
    binp, app, out = arguments(sys.argv[1:])
    name = os.path.basename(app)
    w = tempfile.mkdtemp(prefix='judge-')
    copy = os.path.join(w, name)
    shutil.copytree(app, copy, symlinks=True, ignore=shutil.ignore_patterns('.git', '*.mp4', '*.mov', '*.png', '*.jpg', '*.pdf', '.recolor.json', '.build'))
    rc, o, e = run([binp, 'init', '--force', '.'], copy)
    if rc != 0:
        print(f'{name}: init failed rc={rc}: {e.strip().splitlines()[-1:]}'); return
    table = json.load(open(os.path.join(copy, '.recolor.json')))
    crc, co, ce = run([binp, 'contrast', '--format', 'json', '.'], copy)
    try:
        cj = json.loads(co)
    except Exception:
        print(f'{name}: contrast json unreadable rc={crc} {ce[-300:]}'); return
    ib_docs = sum(1 for r, _, fs in os.walk(copy) for f in fs if f.endswith(('.storyboard', '.xib')))
    sources = {}
    broken, lights_failing = [], 0
    for p in cj.get('pairs', []):
        for s in p.get('seen', []):
            sources[s.get('source')] = sources.get(s.get('source'), 0) + 1
        ap = {a['appearance']: a for a in p.get('appearances', [])}
        l, d = ap.get('light'), ap.get('dark')
        if l and d and l.get('pass') and d.get('pass') is False:
            seen = p.get('seen', [{}])[0]
            broken.append(f"{p['foreground']} on {p['background']} light {l['ratio']} dark {d['ratio']} "
                          f"(min {p['min']}; {seen.get('file')}:{seen.get('line')} on :{seen.get('backgroundLine')})")
        if l and l.get('pass') is False: lights_failing += 1
    tokens = table.get('tokens', {})
    tok = dict(tokens.items() if isinstance(tokens, dict) else tokens)
    proposed = {k for k, t in tok.items() if 'dark proposed' in (t.get('description') or '')}
    broken = [b for b in broken if b.split(' on ')[0] in proposed or b.split(' on ')[1].split(' light ')[0] in proposed]
    ordinal, lies, chains, odd = [], [], [], []
    for tname, t in tok.items():
        desc = t.get('description') or ''
        if 'asset' in t or "the app's own name" in desc or "equals Apple's" in desc:
            # A set's token named otherwise than its set (two sets of one name) is recolor's name: judged too.
            own = re.sub(r'[^0-9A-Za-z]+(.)', lambda m: m.group(1).upper(), t.get('asset', ''))
            if 'asset' in t and tname.lower() != own.lower() and re.search(r'[a-z](Or|Variant)[A-Z]', tname): odd.append(tname)
            continue
        if t.get('source') == 'code' and 'light and dark from code' not in desc:
            continue
        if ORDINALS.search(tname): ordinal.append(tname)
        if re.search(r'[a-z]Or[A-Z]', tname): odd.append(tname)
        lie = hue_lie(tname, t.get('light'))
        if lie: lies.append(f'{tname} {t.get("light")}: {lie}')
        merged = re.findall(r'#[0-9A-Fa-f]{6}', desc.split('merged', 1)[1].split(';')[0]) if 'merged' in desc else []
        members = ([t['light'][:7]] if t.get('light', '').startswith('#') else []) + merged
        worst = max((de00(a, b) for i, a in enumerate(members) for b in members[i + 1:]), default=0)
        if worst > 2.0 + 1e-6: chains.append(f'{tname}: {members} worst ΔE00 {worst:.2f}')
    ntok = len(tokens)
    flags = []
    if broken: flags.append(f'BROKEN {len(broken)}')
    if ordinal: flags.append(f'ORDINAL {len(ordinal)}')
    if lies: flags.append(f'HUE {len(lies)}')
    if chains: flags.append(f'CHAIN {len(chains)}')
    if odd: flags.append(f'ODDNAME {len(odd)}')
    if ib_docs >= 3 and not sources.get('interface-builder') and ntok: flags.append('NO-IB-PAIR')
    if not cj.get('pairs') and ntok and crc != 4: flags.append(f'NOTHING-CHECKED-rc{crc}')
    print(f"{name}: tokens {ntok} rules {len(table.get('rules', []))} pairs {len(cj.get('pairs', []))} "
          f"{sources} lightFails {lights_failing} ib {ib_docs} rc {crc} :: {' '.join(flags) or 'ok'}")
    for x in broken: print('   broken:', x)
    for x in ordinal: print('   ordinal:', x)
    for x in lies: print('   hue:', x)
    for x in chains: print('   chain:', x)
    for x in odd: print('   oddname:', x)
    if out:
        os.makedirs(out, exist_ok=True)
        shutil.copy(os.path.join(copy, '.recolor.json'), os.path.join(out, name + '.table.json'))
        open(os.path.join(out, name + '.contrast.json'), 'w').write(co)
        open(os.path.join(out, name + '.init.err'), 'w').write(e)
    shutil.rmtree(w, ignore_errors=True)

if __name__ == '__main__':
    main()

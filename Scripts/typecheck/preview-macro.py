#!/usr/bin/env python3
"""Stand-in for Xcode's PreviewsMacros plugin, so `#Preview { … }` type-checks on Linux.

swiftc speaks to a macro plugin over stdin/stdout: each message is an 8-byte little-endian length and
a JSON document (swift-syntax's HostToPluginMessage / PluginToHostMessage). `#Preview("name") { body }`
expands to a private type whose `@ViewBuilder` property holds the body, so the body is type-checked
as a view, as it is on Apple platforms. The body is found textually: what follows the macro's
arguments, from the first `{` to the last `}`.
"""
import json
import re
import struct
import sys

def read_message():
    header = sys.stdin.buffer.read(8)
    if len(header) < 8:
        return None
    (size,) = struct.unpack("<Q", header)
    data = sys.stdin.buffer.read(size)
    return json.loads(data) if size and len(data) == size else None


def write_message(message):
    data = json.dumps(message).encode()
    sys.stdout.buffer.write(struct.pack("<Q", len(data)) + data)
    sys.stdout.buffer.flush()


def skip_arguments(text, i):
    """Index after the balanced `( … )` starting at text[i], skipping string literals."""
    depth, in_string = 0, False
    while i < len(text):
        c = text[i]
        if in_string:
            if c == "\\":
                i += 1
            elif c == '"':
                in_string = False
        elif c == '"':
            in_string = True
        elif c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return i


def expand(source, discriminator):
    # A name made as swift-syntax's makeUniqueName makes it: the compiler accepts it as the macro's own.
    name = discriminator + "7PreviewfMu_"
    rest = source.strip()
    rest = rest[len("#Preview"):].lstrip() if rest.startswith("#Preview") else rest
    if rest.startswith("("):
        rest = rest[skip_arguments(rest, 0):]
    start, end = rest.find("{"), rest.rfind("}")
    body = rest[start + 1:end] if 0 <= start < end else ""
    return ("@MainActor enum %s {\n"
            "    @ViewBuilder static var body: some View {%s}\n"
            "}" % (name, body))


def main():
    while True:
        message = read_message()
        if message is None:
            return
        if "getCapability" in message:
            write_message({"getCapabilityResult": {"capability": {"protocolVersion": 7}}})
        elif "expandFreestandingMacro" in message:
            request = message["expandFreestandingMacro"]
            expansion = expand(request["syntax"]["source"], request["discriminator"])
            write_message({"expandMacroResult": {"expandedSource": expansion, "diagnostics": []}})
        else:
            write_message({"expandMacroResult": {"expandedSource": None, "diagnostics": []}})


if __name__ == "__main__":
    main()

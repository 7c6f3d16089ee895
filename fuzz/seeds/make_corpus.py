#!/usr/bin/env python3
"""Seed corpora for the fuzz targets, taken from the tests' own texts.

Run from the repository root: python3 fuzz/seeds/make_corpus.py
It writes fuzz/seeds/<target>/seed-HASH; runs add what they find to fuzz/corpus/<target>.
"""
import hashlib
import os
import re
import subprocess
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
LIT = re.compile(r'r#"(.*?)"#|"((?:[^"\\]|\\.)*)"', re.S)


def unescape(body):
    out, i = [], 0
    while i < len(body):
        c = body[i]
        if c == "\\" and i + 1 < len(body):
            n = body[i + 1]
            if n == "\n":  # a line continuation: skip the following indentation
                i += 2
                while i < len(body) and body[i] in " \t":
                    i += 1
                continue
            out.append({"n": "\n", "t": "\t", "r": "\r", "0": "\0", '"': '"', "\\": "\\"}.get(n, "\\" + n))
            i += 2
        else:
            out.append(c)
            i += 1
    return "".join(out)


def literals(paths):
    for path in paths:
        text = open(os.path.join(ROOT, path), encoding="utf-8").read()
        for m in LIT.finditer(text):
            yield m.group(1) if m.group(1) is not None else unescape(m.group(2))


def write(target, seeds):
    folder = os.path.join(ROOT, "fuzz", "seeds", target)
    os.makedirs(folder, exist_ok=True)
    n = 0
    for seed in seeds:
        name = hashlib.sha1(seed).hexdigest()[:16]
        with open(os.path.join(folder, "seed-" + name), "wb") as f:
            f.write(seed)
        n += 1
    print(f"{target}: {n} seeds")


def files(folder, suffix):
    base = os.path.join(ROOT, folder)
    return [os.path.join(folder, f) for f in sorted(os.listdir(base)) if f.endswith(suffix)]


record_sources = files("crates/morris-core/tests", ".rs") + [
    "crates/morris-core/src/record/mod.rs",
    "crates/morris-core/src/record/foreign.rs",
    "crates/morris-i18n/src/records.rs",
    "crates/morris-ai/tests/review.rs",
]
records = sorted({s for s in literals(record_sources)
                  if ("1." in s or s.lstrip().startswith("[")) and len(s) > 3})
write("record_reader", [r.encode() for r in records])
write("record_import", [bytes([k]) + r.encode() for r in records for k in range(4)])

position_sources = files("crates/morris-core/tests", ".rs") + [
    "crates/morris-core/src/position_text.rs",
    "crates/morris-core/src/position.rs",
]
shipped = [line.split('"')[1] for line in open(os.path.join(ROOT, "crates/morris-core/src/catalog.rs"))
           if line.strip().startswith('"') and line.strip().endswith('",')]
ids = ["nine-mens-morris"] + [s for s in shipped if s != "nine-mens-morris"]
positions = sorted({s for s in literals(position_sources)
                    if re.fullmatch(r"[WBX.]+ [wb] \d+ \d+( .*)?", s)})
seeds = []
for p in positions:
    for k in range(len(ids)):
        seeds.append(bytes([k]) + p.encode())
write("position_text", seeds)

engine_sources = files("crates/morris-uci/tests", ".rs") if os.path.isdir(os.path.join(ROOT, "crates/morris-uci/tests")) else []
engine_sources += files("crates/morris-uci/src", ".rs") + files("crates/morris-cli/tests/cases", ".rs")
words = ("uci", "isready", "position", "go", "setoption", "ucinewgame", "stop", "quit", "d ")
sessions = sorted({s for s in literals(engine_sources) if s.split(" ")[0].strip() in words or s.startswith(words)})
write("engine_session", [s.encode() for s in sessions])

# A sound table of Three Men's Morris, then the same cut short and changed.
with tempfile.TemporaryDirectory() as cache:
    env = dict(os.environ, MORRIS_CACHE_DIR=cache)
    subprocess.run(["cargo", "run", "-q", "-p", "morris-cli", "--", "solve", "three-mens-morris"],
                   cwd=ROOT, env=env, check=True, capture_output=True)
    [name] = [f for f in os.listdir(cache) if f.endswith(".morristable")]
    table = open(os.path.join(cache, name), "rb").read()
write("table_decoder", [table, table[:len(table) // 2], table[:64], table[:-1] + b"\x00"])

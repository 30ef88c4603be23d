"""`--verify-diagnostics`: check emitted diagnostics against `expected-*` comments.

This is MLIR's `SourceMgrDiagnosticVerifierHandler` (mlir/lib/IR/Diagnostics.cpp)
as mlir-opt 22 runs it; tests/corpus/errors/NOTES.md section 4 lists the
observed behaviour and the `vd_*` cases record it.

Diagnostics reach a *handler*. Everything that emits diagnostics (the parser,
the verifier, passes, the transform interpreter) should hand each finished
`Diagnostic` to `handler.emit(diag)` instead of printing it:

* `PrintingHandler` prints it (mlir-opt's `SourceMgrDiagnosticHandler`);
* `DiagnosticVerifier` matches it, and its notes one by one, against the
  expectations found in the input, printing `unexpected ...` errors as it goes
  and the expectations never met at `finish()`.

Summary of the rules (all checked against mlir-opt-22):

* An expectation is a line matching
  `expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *{{(.*)}}$`
  (after trailing whitespace is stripped). Only one per line; the text runs to
  the *last* `}}` of the line.
* `@+N`/`@-N`: relative line (N read as a C integer with automatic radix, so
  `010` is 8; an unparsable or out-of-range N such as `09` reuses the last N
  read in the file, or 0: MLIR leaves its `int offset` unassigned then; line
  arithmetic is unsigned 32-bit). `@above`: the last line before that is not an
  expectation. `@below`: the next such line (a dangling one gets the line count
  of the file, which no diagnostic reaches in practice). `@unknown`: matches
  diagnostics without a file location.
* A diagnostic matches the first expectation on its line (any expectation for
  unknown locations) whose text is a substring (or regex match, for `-re`) of
  the message and whose severity is the same, matched before or not. If none
  does but one differs only by severity, the last such one is reported as
  `'<got>' diagnostic emitted when expecting a '<want>'` at the expectation;
  otherwise `unexpected <sev>: <message>` is reported at the diagnostic's
  location. With `=only-expected` neither is reported.
* `finish()` runs MLIR's `verify()` twice (once explicitly, once in the
  handler's destructor): every unmet expectation is reported as
  `expected <sev> "<text>" was not produced` with a `~` range as long as the
  text; unknown-location expectations are not cleared by the first pass, so
  they are reported twice.
* A file named by a diagnostic location that is not loaded yet is read from
  disk, and its expectations join in (like `SourceMgr::AddIncludeFile`).
  Unmet expectations are reported file by file in `llvm::StringMap` order
  (by the xxh3 hash of the file name), which `_StringMapOrder` reproduces.
* mlir-opt 22 keeps one verifier for the whole run: with `--split-input-file`
  the expectations come from the whole file, so one written in a chunk may be
  met by a diagnostic of another chunk, and the unmet ones are all reported
  after the last chunk.

Regexes: MLIR uses `llvm::Regex`, a POSIX extended regex (Henry Spencer's
engine). `compile_ere` is a port of that parser (llvm/lib/Support/regcomp.c)
that gives its exact error messages and translates the pattern to a Python
`re` bytes pattern with the same meaning. The differences it takes care of:

* `\\c` is always the literal `c` (so `\\d`, `\\w`, `\\n` are the letters), except
  `\\1`..`\\9`, back-references to a closed group;
* `{` is literal unless a digit follows; counts go up to 255; `a{0}` alone is
  an "empty (sub)expression"; `a**`, `a*?`, `a+?` are errors, not lazy;
* bracket expressions take `\\` literally, `]` first is literal, and support
  `[:class:]`, `[=c=]`, `[.name.]`; ranges compare signed chars; the POSIX
  word-boundary kludges `[[:<:]]` and `[[:>:]]` are supported;
* `.` matches any byte (newlines too), `$` only the very end, `(?...)` and
  empty alternatives are errors.

Matching works on the UTF-8 bytes of the message, as llvm::Regex does.
Python's engine is backtracking where llvm's is leftmost-longest, but only
*whether* a match exists is used, which both agree on.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Final, Protocol, TextIO

from pdlx.ir.diagnostics import (
    Diagnostic,
    Severity,
    SourceManager,
    find_file_loc,
    render,
    render_one,
)
from pdlx.ir.location import Location, Source

__all__ = [
    "DiagnosticHandler",
    "DiagnosticVerifier",
    "ExpectedDiag",
    "Level",
    "PrintingHandler",
    "RegexError",
    "compile_ere",
    "ere_matcher",
    "llvm_regex_escape",
    "parse_expectations",
    "print_message",
    "xxh3_64bits",
]


# ----------------------------------------------------------------------
# Handlers
# ----------------------------------------------------------------------


class DiagnosticHandler(Protocol):
    """Where emitted diagnostics go (MLIR's diagnostic engine handler)."""

    def emit(self, diag: Diagnostic) -> None:
        """Handle one diagnostic."""


class PrintingHandler:
    """Render each diagnostic to `stream` (MLIR's `SourceMgrDiagnosticHandler`)."""

    def __init__(self, stream: TextIO, sources: SourceManager | None = None) -> None:
        self.stream = stream
        self.sources = sources if sources is not None else SourceManager()
        self.had_error = False

    def emit(self, diag: Diagnostic) -> None:
        """Render `diag` to the stream; remember whether it was an error."""
        if diag.severity is Severity.ERROR:
            self.had_error = True
        self.stream.write(render(diag, self.sources))


# ----------------------------------------------------------------------
# llvm::SourceMgr::PrintMessage
# ----------------------------------------------------------------------


def _encode(text: str) -> bytes:
    return text.encode("utf-8", "surrogateescape")


def _decode(data: bytes) -> str:
    return data.decode("utf-8", "surrogateescape")


def print_message(
    name: str,
    buf: bytes | None,
    offset: int | None,
    kind: str,
    msg: str,
    range_len: int | None = None,
    line_no: int | None = None,
) -> str:
    """`llvm::SourceMgr::PrintMessage` at byte `offset` of `buf` (named `name`),
    with an optional range of `range_len` bytes starting at the location.
    `offset=None` is an invalid SMLoc: `<unknown>:0: kind: msg`. `line_no`,
    when the caller knows it, is the 1-based line of `offset` (counting it
    costs a scan of the buffer up to `offset`)."""
    if offset is None or buf is None:
        return f"<unknown>:0: {kind}: {msg}\n"
    line_start = offset
    while line_start > 0 and buf[line_start - 1] not in (10, 13):
        line_start -= 1
    line_end = offset
    n = len(buf)
    while line_end < n and buf[line_end] not in (10, 13):
        line_end += 1
    if line_no is None:
        line_no = buf.count(b"\n", 0, offset) + 1
    col = offset - line_start  # 0-based
    shown = "<stdin>" if name == "-" else name
    out = [f"{shown}:{line_no}:{col + 1}: {kind}: {msg}\n"]
    line = buf[line_start:line_end]
    ranges: list[tuple[int, int]] = []
    if range_len is not None:
        r_start, r_end = offset, offset + range_len
        if not (r_start > line_end or r_end < line_start):
            r_start = max(r_start, line_start)
            r_end = min(r_end, line_end)
            ranges.append((r_start - line_start, r_end - line_start))
    out.append(source_and_caret(line, col, ranges))
    return "".join(out)


def source_and_caret(line: bytes, col: int, ranges: Iterable[tuple[int, int]] = ()) -> str:
    """`llvm::SMDiagnostic::print`'s source line and caret line: tabs expand to
    multiples of 8, `~` under the ranges, `^` at `col` (0-based), trailing
    spaces dropped; no caret line when the line holds a non-ASCII byte."""
    if line.isascii() and 9 not in line:  # the common case: no tab to expand
        num = len(line)
        marks = [" "] * (num + 1)
        for a, b in ranges:
            end = min(b, num)
            if a < end:
                marks[a:end] = "~" * (end - a)
        marks[col if col <= num else num] = "^"
        return line.decode("ascii") + "\n" + "".join(marks).rstrip(" ") + "\n"
    expanded = bytearray()
    for b in line:
        if b == 9:
            expanded += b" " * (8 - len(expanded) % 8)
        else:
            expanded.append(b)
    text = _decode(bytes(expanded)) + "\n"
    if any(b >= 0x80 for b in line):
        return text
    num = len(line)
    caret = [" "] * (num + 1)
    for a, b in ranges:
        for i in range(a, min(b, num)):
            caret[i] = "~"
    caret[col if col <= num else num] = "^"
    caret_s = "".join(caret).rstrip(" ")
    out: list[str] = []
    out_col = 0
    for i, ch in enumerate(caret_s):
        if i >= num or line[i] != 9:
            out.append(ch)
            out_col += 1
            continue
        while True:
            out.append(ch)
            out_col += 1
            if out_col % 8 == 0:
                break
    return text + "".join(out) + "\n"


# ----------------------------------------------------------------------
# POSIX extended regular expressions, as llvm::Regex compiles them
# ----------------------------------------------------------------------

_REG_MESSAGES = {
    "ECOLLATE": "invalid collating element",
    "ECTYPE": "invalid character class",
    "EESCAPE": "trailing backslash (\\)",
    "ESUBREG": "invalid backreference number",
    "EBRACK": "brackets ([ ]) not balanced",
    "EPAREN": "parentheses not balanced",
    "EBRACE": "braces not balanced",
    "BADBR": "invalid repetition count(s)",
    "ERANGE": "invalid character range",
    "BADRPT": "repetition-operator operand invalid",
    "EMPTY": "empty (sub)expression",
}


class RegexError(Exception):
    """An llvm::Regex compile error; `str()` is `llvm_regerror`'s text."""

    def __init__(self, code: str) -> None:
        self.code = code
        super().__init__(_REG_MESSAGES[code])


_DUPMAX = 255
_INFINITY = _DUPMAX + 1
_WORD = rb"[A-Za-z0-9_]"

_CCLASSES: dict[bytes, bytes] = {
    b"alnum": b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789",
    b"alpha": b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
    b"blank": b" \t",
    b"cntrl": b"\a\b\t\n\v\f\r\x01\x02\x03\x04\x05\x06\x0e\x0f\x10\x11\x12\x13\x14"
    b"\x15\x16\x17\x18\x19\x1a\x1b\x1c\x1d\x1e\x1f\x7f",
    b"digit": b"0123456789",
    b"graph": b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
    b"!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~",
    b"lower": b"abcdefghijklmnopqrstuvwxyz",
    b"print": b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
    b"!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~ ",
    b"punct": b"!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~",
    b"space": b"\t\n\v\f\r ",
    b"upper": b"ABCDEFGHIJKLMNOPQRSTUVWXYZ",
    b"xdigit": b"0123456789ABCDEFabcdef",
}

_CNAMES: dict[bytes, int] = {
    b"NUL": 0, b"SOH": 1, b"STX": 2, b"ETX": 3, b"EOT": 4, b"ENQ": 5, b"ACK": 6,
    b"BEL": 7, b"alert": 7, b"BS": 8, b"backspace": 8, b"HT": 9, b"tab": 9,
    b"LF": 10, b"newline": 10, b"VT": 11, b"vertical-tab": 11, b"FF": 12,
    b"form-feed": 12, b"CR": 13, b"carriage-return": 13, b"SO": 14, b"SI": 15,
    b"DLE": 16, b"DC1": 17, b"DC2": 18, b"DC3": 19, b"DC4": 20, b"NAK": 21,
    b"SYN": 22, b"ETB": 23, b"CAN": 24, b"EM": 25, b"SUB": 26, b"ESC": 27,
    b"IS4": 28, b"FS": 28, b"IS3": 29, b"GS": 29, b"IS2": 30, b"RS": 30,
    b"IS1": 31, b"US": 31, b"space": 32, b"exclamation-mark": 33,
    b"quotation-mark": 34, b"number-sign": 35, b"dollar-sign": 36,
    b"percent-sign": 37, b"ampersand": 38, b"apostrophe": 39,
    b"left-parenthesis": 40, b"right-parenthesis": 41, b"asterisk": 42,
    b"plus-sign": 43, b"comma": 44, b"hyphen": 45, b"hyphen-minus": 45,
    b"period": 46, b"full-stop": 46, b"slash": 47, b"solidus": 47, b"zero": 48,
    b"one": 49, b"two": 50, b"three": 51, b"four": 52, b"five": 53, b"six": 54,
    b"seven": 55, b"eight": 56, b"nine": 57, b"colon": 58, b"semicolon": 59,
    b"less-than-sign": 60, b"equals-sign": 61, b"greater-than-sign": 62,
    b"question-mark": 63, b"commercial-at": 64, b"left-square-bracket": 91,
    b"backslash": 92, b"reverse-solidus": 92, b"right-square-bracket": 93,
    b"circumflex": 94, b"circumflex-accent": 94, b"underscore": 95,
    b"low-line": 95, b"grave-accent": 96, b"left-brace": 123,
    b"left-curly-bracket": 123, b"vertical-line": 124, b"right-brace": 125,
    b"right-curly-bracket": 125, b"tilde": 126, b"DEL": 127,
}  # fmt: skip


def _signed(b: int) -> int:
    return b - 256 if b >= 128 else b


def _isdigit(b: int | None) -> bool:
    return b is not None and 48 <= b <= 57


def _isalpha(b: int) -> bool:
    return 65 <= b <= 90 or 97 <= b <= 122


@dataclass(frozen=True)
class _Node:
    """The parsed regex, for the linear-time matcher (`_Nfa`): a byte
    `set`, `cat`/`alt` of `kids`, `rep` of its kid `lo` to `hi` times (-1:
    no bound), the anchors `bol`/`eol`, `word_start`/`word_end`, or a
    `backref` (which only the backtracking engine handles)."""

    kind: str
    chars: frozenset[int] = frozenset()
    kids: tuple[_Node, ...] = ()
    lo: int = 0
    hi: int = 0


_EMPTY: Final = _Node("cat")
_ALL_BYTES: Final = frozenset(range(256))
_WORD_BYTES: Final = frozenset(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_")


class _Nfa:
    """A Thompson NFA of a regex, searched by simulating all its states at
    once (with the sets of states met cached as DFA states): time linear in
    the message whatever the regex, as llvm::Regex's matcher (Python's
    backtracking engine takes exponential time on `(a+)+b`)."""

    def __init__(self, node: _Node) -> None:
        # State i: kinds[i] is "set" (consumes a byte in chars[i]), "split"
        # (epsilon to each of outs[i]), an anchor (epsilon when it holds),
        # or "match"; outs[i] are its successors.
        self.kinds: list[str] = ["match"]
        self.chars: list[frozenset[int]] = [frozenset()]
        self.outs: list[list[int]] = [[]]
        self.asserts = False
        self.start = self._build(node, 0)
        # DFA states: closed sets of NFA states, with their byte-consuming
        # states and whether they hold the match state; and the moves
        # between them (on a byte, to a position of a context). Filled as
        # messages are searched (by any thread: entries never change).
        self._sets: dict[frozenset[int], tuple[tuple[int, ...], bool]] = {}
        self._steps: dict[tuple[frozenset[int], int, int], frozenset[int]] = {}

    def _new(self, kind: str, outs: list[int], chars: frozenset[int] = frozenset()) -> int:
        self.kinds.append(kind)
        self.chars.append(chars)
        self.outs.append(outs)
        return len(self.kinds) - 1

    def _build(self, node: _Node, nxt: int) -> int:
        """The entry state of `node` followed by state `nxt`."""
        kind = node.kind
        if kind == "set":
            return self._new("set", [nxt], node.chars)
        if kind == "cat":
            for kid in reversed(node.kids):
                nxt = self._build(kid, nxt)
            return nxt
        if kind == "alt":
            return self._new("split", [self._build(kid, nxt) for kid in node.kids])
        if kind == "rep":
            kid = node.kids[0]
            if node.hi < 0:
                loop = self._new("split", [])
                self.outs[loop] += [self._build(kid, loop), nxt]
                entry = loop
            else:
                entry = nxt
                for _ in range(node.hi - node.lo):
                    entry = self._new("split", [self._build(kid, entry), nxt])
            for _ in range(node.lo):
                entry = self._build(kid, entry)
            return entry
        assert kind in ("bol", "eol", "word_start", "word_end"), kind
        self.asserts = True
        return self._new(kind, [nxt])

    def _holds(self, kind: str, ctx: int) -> bool:
        # ctx bits: 1 at the start, 2 at the end, 4 after a word byte, 8 before one
        if kind == "bol":
            return bool(ctx & 1)
        if kind == "eol":
            return bool(ctx & 2)
        if kind == "word_start":
            return ctx & 12 == 8
        return ctx & 12 == 4  # word_end

    def _close(self, seeds: Iterable[int], ctx: int) -> frozenset[int]:
        """The DFA state of `seeds` and the start state, closed over epsilon
        moves at a position of context `ctx`."""
        kinds, outs = self.kinds, self.outs
        seen: set[int] = set()
        stack = [self.start, *seeds]
        while stack:
            st = stack.pop()
            if st in seen:
                continue
            seen.add(st)
            k = kinds[st]
            if k == "split" or (k not in ("set", "match") and self._holds(k, ctx)):
                stack.extend(outs[st])
        key = frozenset(seen)
        if key not in self._sets:
            consuming = tuple(sorted(st for st in seen if kinds[st] == "set"))
            self._sets[key] = (consuming, 0 in seen)
        return key

    def _ctx(self, msg: bytes, pos: int) -> int:
        if not self.asserts:
            return 0
        n = len(msg)
        return (
            (pos == 0)
            | (pos == n) << 1
            | (pos > 0 and msg[pos - 1] in _WORD_BYTES) << 2
            | (pos < n and msg[pos] in _WORD_BYTES) << 3
        )

    def search(self, msg: bytes) -> bool:
        """Whether the regex matches somewhere in `msg`."""
        state = self._close((), self._ctx(msg, 0))
        sets, steps = self._sets, self._steps
        if sets[state][1]:
            return True
        for pos, byte in enumerate(msg):
            ctx = self._ctx(msg, pos + 1)
            key = (state, byte, ctx)
            nxt = steps.get(key)
            if nxt is None:
                chars, outs = self.chars, self.outs
                seeds = [outs[st][0] for st in sets[state][0] if byte in chars[st]]
                nxt = steps[key] = self._close(seeds, ctx)
            state = nxt
            if sets[state][1]:
                return True
        return False


def _has_backref(node: _Node) -> bool:
    return node.kind == "backref" or any(_has_backref(k) for k in node.kids)


def _lit(b: int) -> bytes:
    return b"\\x%02x" % b


class _ERE:
    """A port of regcomp.c's ERE parser (p_ere and friends) that emits Python."""

    def __init__(self, pat: bytes) -> None:
        self.p = pat
        self.i = 0
        self.n = len(pat)
        self.nsub = 0
        self.closed: set[int] = set()  # groups 1-9 already closed (pend != 0)

    # -- helpers mirroring the C macros --
    def more(self) -> bool:
        return self.i < self.n

    def more2(self) -> bool:
        return self.n - self.i > 1

    def peek(self) -> int | None:
        return self.p[self.i] if self.i < self.n else None

    def peek2(self) -> int | None:
        return self.p[self.i + 1] if self.i + 1 < self.n else None

    def see(self, c: int) -> bool:
        return self.more() and self.p[self.i] == c

    def seetwo(self, a: int, b: int) -> bool:
        return self.more2() and self.p[self.i] == a and self.p[self.i + 1] == b

    def eat(self, c: int) -> bool:
        if self.see(c):
            self.i += 1
            return True
        return False

    def eattwo(self, a: int, b: int) -> bool:
        if self.seetwo(a, b):
            self.i += 2
            return True
        return False

    def getnext(self) -> int:
        c = self.p[self.i]
        self.i += 1
        return c

    @staticmethod
    def require(cond: bool, code: str) -> None:
        if not cond:
            raise RegexError(code)

    # -- grammar --
    def parse(self) -> bytes:
        return self.p_ere(None)[0]

    def p_ere(self, stop: int | None) -> tuple[bytes, _Node]:
        alts: list[bytes] = []
        alt_nodes: list[_Node] = []
        while True:
            parts: list[bytes] = []
            nodes: list[_Node] = []
            emitted = False
            while self.more() and (c := self.p[self.i]) != 0x7C and c != stop:
                frag, em, node = self.p_ere_exp()
                parts.append(frag)
                nodes.append(node)
                emitted = emitted or em
            self.require(emitted, "EMPTY")
            alts.append(b"".join(parts))
            alt_nodes.append(_Node("cat", kids=tuple(nodes)))
            if not self.eat(0x7C):
                break
        node = alt_nodes[0] if len(alt_nodes) == 1 else _Node("alt", kids=tuple(alt_nodes))
        return b"|".join(alts), node

    def p_ere_exp(self) -> tuple[bytes, bool, _Node]:
        c = self.getnext()
        wascaret = False
        atom: bytes
        node: _Node
        if c == 0x28:  # (
            self.require(self.more(), "EPAREN")
            self.nsub += 1
            subno = self.nsub
            inner, node = (b"", _EMPTY) if self.see(0x29) else self.p_ere(0x29)
            if subno < 10:
                self.closed.add(subno)
            self.require(self.more() and self.getnext() == 0x29, "EPAREN")
            atom = b"(" + inner + b")"
        elif c == 0x29:  # )
            raise RegexError("EPAREN")
        elif c == 0x5E:  # ^
            atom = b"^"
            node = _Node("bol")
            wascaret = True
        elif c == 0x24:  # $
            atom = rb"\Z"
            node = _Node("eol")
        elif c == 0x7C:  # |
            raise RegexError("EMPTY")
        elif c in (0x2A, 0x2B, 0x3F):  # * + ?
            raise RegexError("BADRPT")
        elif c == 0x2E:  # .
            atom = b"."
            node = _Node("set", _ALL_BYTES)
        elif c == 0x5B:  # [
            atom, node = self.p_bracket()
        elif c == 0x5C:  # backslash
            self.require(self.more(), "EESCAPE")
            c = self.getnext()
            if 0x31 <= c <= 0x39:
                num = c - 0x30
                if num not in self.closed:
                    raise RegexError("ESUBREG")
                atom = b"(?:\\%d)" % num
                node = _Node("backref")
            else:
                atom = _lit(c)
                node = _Node("set", frozenset((c,)))
        elif c == 0x7B:  # {
            self.require(not self.more() or not _isdigit(self.peek()), "BADRPT")
            atom = _lit(c)
            node = _Node("set", frozenset((c,)))
        else:
            atom = _lit(c)
            node = _Node("set", frozenset((c,)))

        emitted = True
        if not self.more():
            return atom, emitted, node
        c = self.p[self.i]
        if not (c in (0x2A, 0x2B, 0x3F) or (c == 0x7B and self.more2() and _isdigit(self.peek2()))):
            return atom, emitted, node
        self.i += 1
        self.require(not wascaret, "BADRPT")
        if c == 0x2A:
            quant = b"*"
            lo, hi = 0, -1
        elif c == 0x2B:
            quant = b"+"
            lo, hi = 1, -1
        elif c == 0x3F:
            quant = b"?"
            lo, hi = 0, 1
        else:
            count = self.p_count()
            if self.eat(0x2C):
                if _isdigit(self.peek()):
                    count2 = self.p_count()
                    self.require(count <= count2, "BADBR")
                else:
                    count2 = _INFINITY
            else:
                count2 = count
            if not self.eat(0x7D):
                while self.more() and self.p[self.i] != 0x7D:
                    self.i += 1
                self.require(self.more(), "EBRACE")
                raise RegexError("BADBR")
            if count2 == _INFINITY:
                quant = b"{%d,}" % count
            elif count == count2:
                quant = b"{%d}" % count
            else:
                quant = b"{%d,%d}" % (count, count2)
            lo, hi = count, -1 if count2 == _INFINITY else count2
            if count2 == 0:
                emitted = False  # repeat() drops the operand
        atom = b"(?:" + atom + b")" + quant
        node = _Node("rep", kids=(node,), lo=lo, hi=hi)
        if not self.more():
            return atom, emitted, node
        c = self.p[self.i]
        if c in (0x2A, 0x2B, 0x3F) or (c == 0x7B and self.more2() and _isdigit(self.peek2())):
            raise RegexError("BADRPT")
        return atom, emitted, node

    def p_count(self) -> int:
        count = 0
        ndigits = 0
        while self.more() and _isdigit(self.peek()) and count <= _DUPMAX:
            count = count * 10 + (self.getnext() - 0x30)
            ndigits += 1
        self.require(ndigits > 0 and count <= _DUPMAX, "BADBR")
        return count

    def p_bracket(self) -> tuple[bytes, _Node]:
        if self.n - self.i > 5:
            six = self.p[self.i : self.i + 6]
            if six == b"[:<:]]":
                self.i += 6
                return b"(?<!" + _WORD + b")(?=" + _WORD + b")", _Node("word_start")
            if six == b"[:>:]]":
                self.i += 6
                return b"(?<=" + _WORD + b")(?!" + _WORD + b")", _Node("word_end")
        cs: set[int] = set()
        invert = self.eat(0x5E)
        if self.eat(0x5D):
            cs.add(0x5D)
        elif self.eat(0x2D):
            cs.add(0x2D)
        while self.more() and self.p[self.i] != 0x5D and not self.seetwo(0x2D, 0x5D):
            self.p_b_term(cs)
        if self.eat(0x2D):
            cs.add(0x2D)
        self.require(self.more() and self.getnext() == 0x5D, "EBRACK")
        if invert:
            cs = set(range(256)) - cs
        node = _Node("set", frozenset(cs))
        if len(cs) == 1:
            return _lit(next(iter(cs))), node
        if not cs:
            return b"(?!)", node
        return b"[" + _class_ranges(cs) + b"]", node

    def p_b_term(self, cs: set[int]) -> None:
        c0 = self.peek()
        if c0 == 0x5B:
            c = self.peek2() if self.more2() else 0
        elif c0 == 0x2D:
            raise RegexError("ERANGE")
        else:
            c = 0
        if c == 0x3A:  # [:class:]
            self.i += 2
            self.require(self.more(), "EBRACK")
            c = self.p[self.i]
            self.require(c != 0x2D and c != 0x5D, "ECTYPE")
            sp = self.i
            while self.more() and _isalpha(self.p[self.i]):
                self.i += 1
            chars = _CCLASSES.get(self.p[sp : self.i])
            if chars is None:
                raise RegexError("ECTYPE")
            cs.update(chars)
            self.require(self.more(), "EBRACK")
            self.require(self.eattwo(0x3A, 0x5D), "ECTYPE")
        elif c == 0x3D:  # [=c=]
            self.i += 2
            self.require(self.more(), "EBRACK")
            c = self.p[self.i]
            self.require(c != 0x2D and c != 0x5D, "ECOLLATE")
            cs.add(self.p_b_coll_elem(0x3D))
            self.require(self.more(), "EBRACK")
            self.require(self.eattwo(0x3D, 0x5D), "ECOLLATE")
        else:
            start = self.p_b_symbol()
            if self.see(0x2D) and self.more2() and self.p[self.i + 1] != 0x5D:
                self.i += 1
                finish = 0x2D if self.eat(0x2D) else self.p_b_symbol()
            else:
                finish = start
            s, f = _signed(start), _signed(finish)
            self.require(s <= f, "ERANGE")
            for v in range(s, f + 1):
                cs.add(v & 0xFF)

    def p_b_symbol(self) -> int:
        self.require(self.more(), "EBRACK")
        if not self.eattwo(0x5B, 0x2E):
            return self.getnext()
        value = self.p_b_coll_elem(0x2E)
        self.require(self.eattwo(0x2E, 0x5D), "ECOLLATE")
        return value

    def p_b_coll_elem(self, endc: int) -> int:
        sp = self.i
        while self.more() and not self.seetwo(endc, 0x5D):
            self.i += 1
        if not self.more():
            raise RegexError("EBRACK")
        name = self.p[sp : self.i]
        code = _CNAMES.get(name)
        if code is not None:
            return code
        if len(name) == 1:
            return name[0]
        raise RegexError("ECOLLATE")


def _class_ranges(cs: set[int]) -> bytes:
    vals = sorted(cs)
    out: list[bytes] = []
    i = 0
    while i < len(vals):
        j = i
        while j + 1 < len(vals) and vals[j + 1] == vals[j] + 1:
            j += 1
        out.append(_lit(vals[i]) if i == j else _lit(vals[i]) + b"-" + _lit(vals[j]))
        i = j + 1
    return b"".join(out)


_ERE_CACHE: dict[bytes, re.Pattern[bytes] | RegexError] = {}


def compile_ere(pattern: bytes | str) -> re.Pattern[bytes]:
    """Compile a POSIX extended regex the way `llvm::Regex` does; raise
    `RegexError` with llvm's message when llvm would reject it."""
    if isinstance(pattern, str):
        pattern = _encode(pattern)
    got = _ERE_CACHE.get(pattern)
    if got is None:
        try:
            got = re.compile(_ERE(pattern).parse(), re.DOTALL)
        except RegexError as e:
            got = e
        _ERE_CACHE[pattern] = got
    if isinstance(got, RegexError):
        raise got
    return got


_MATCHER_CACHE: dict[bytes, Callable[[bytes], bool]] = {}


def ere_matcher(pattern: bytes | str) -> Callable[[bytes], bool]:
    """Whether a message holds a match of a POSIX extended regex, as
    `llvm::Regex::match` answers it, in time linear in the message (see
    `_Nfa`; a regex with back-references uses `compile_ere`'s pattern).
    Raises `RegexError` as `compile_ere` does."""
    if isinstance(pattern, str):
        pattern = _encode(pattern)
    got = _MATCHER_CACHE.get(pattern)
    if got is None:
        compiled = compile_ere(pattern)
        node = _ERE(pattern).p_ere(None)[1]
        if _has_backref(node):

            def got(message: bytes) -> bool:
                return compiled.search(message) is not None

        else:
            got = _Nfa(node).search
        _MATCHER_CACHE[pattern] = got
    return got


_REGEX_METACHARS = frozenset(b"()^$|*+?.[]\\{}\0")


def llvm_regex_escape(s: bytes) -> bytes:
    """`llvm::Regex::escape` (NUL is escaped too, as `strchr` finds the terminator)."""
    out = bytearray()
    for b in s:
        if b in _REGEX_METACHARS:
            out.append(0x5C)
        out.append(b)
    return bytes(out)


# ----------------------------------------------------------------------
# Expectations
# ----------------------------------------------------------------------


class Level:
    """`--verify-diagnostics=` levels: check every diagnostic, or only the expected ones."""

    ALL = "all"
    ONLY_EXPECTED = "only-expected"


_SEVERITIES = {
    b"error": Severity.ERROR,
    b"warning": Severity.WARNING,
    b"remark": Severity.REMARK,
    b"note": Severity.NOTE,
}

_DESIGNATOR = re.compile(
    rb"expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *\{\{(.*)\}\}$",
    re.DOTALL,
)

_U32 = 1 << 32


@dataclass(eq=False)
class ExpectedDiag:
    """One `expected-*` designator."""

    severity: Severity
    line: int  # 1-based target line (unsigned 32-bit arithmetic)
    offset: int | None  # byte offset of `expected-` in its file; None for @unknown
    substring: bytes
    filename: str = ""
    buf: bytes | None = None  # the file's bytes, for reporting
    regex: re.Pattern[bytes] | None = None
    regex_invalid: bool = False  # the combined regex did not compile: never matches
    is_regex: bool = False
    matched: bool = False
    src_line: int | None = None  # 1-based line of `offset` (for reporting)
    matcher: Callable[[bytes], bool] | None = None  # for a regex: `ere_matcher`

    @property
    def text(self) -> str:
        """The expected message text, as written in the source."""
        return _decode(self.substring)

    def match(self, message: bytes) -> bool:
        """Whether an emitted message (as bytes) satisfies this expectation."""
        if self.is_regex:
            return self.matcher is not None and self.matcher(message)
        return self.substring in message

    def compute_regex(self) -> str | None:
        """MLIR's `ExpectedDiag::computeRegex`: text outside `{{...}}` is literal.
        Returns an error message (to report at the designator) or None."""
        self.is_regex = True
        parts = bytearray()
        rest = self.substring
        while rest:
            start = rest.find(b"{{")
            if start < 0:
                parts += llvm_regex_escape(rest)
                break
            parts += llvm_regex_escape(rest[:start])
            rest = rest[start + 2 :]
            end = rest.find(b"}}")
            if end < 0:
                return "found start of regex with no end '}}'"
            block = rest[:end]
            try:
                compile_ere(block)
            except RegexError as e:
                return f"invalid regex: {e}"
            parts += b"(" + block + b")"
            rest = rest[end + 2 :]
        try:
            self.regex = compile_ere(bytes(parts))
            self.matcher = ere_matcher(bytes(parts))
        except RegexError:
            # llvm::Regex::match on an invalid regex returns false (an empty
            # pattern, or a back-reference renumbered by the added groups).
            self.regex = None
            self.regex_invalid = True
        return None

    def report(self, msg: str, with_range: bool = True) -> str:
        """`ExpectedDiag::emitError`: at the `expected-` word, `~` as long as the text."""
        if self.offset is None:
            return print_message(self.filename, None, None, "error", msg)
        return print_message(
            self.filename, self.buf, self.offset, "error", msg,
            len(self.substring) if with_range else None, self.src_line,
        )  # fmt: skip


def _parse_offset(digits: bytes) -> int | None:
    """`StringRef::getAsInteger(0, int&)`: automatic radix (`010` is 8); None
    when it fails (`09`, or more than INT_MAX)."""
    s = digits
    radix = 10
    if len(s) > 1 and s[0] == 0x30 and _isdigit(s[1]):
        s, radix = s[1:], 8
    try:
        v = int(s, radix)
    except ValueError:
        return None
    return v if v <= 0x7FFFFFFF else None


def parse_expectations(
    name: str, buf: bytes, report: Callable[[str], object]
) -> tuple[list[ExpectedDiag], list[ExpectedDiag], bool]:
    """MLIR's `computeExpectedDiags` over one buffer. Returns the file-located
    expectations, the `@unknown` ones, and False if a regex was rejected
    (the error text is passed to `report` as it is found)."""
    ok = True
    found: list[ExpectedDiag] = []
    unknown: list[ExpectedDiag] = []
    if b"expected-" not in buf:  # every payload without expectations: skip the line scan
        return found, unknown, ok
    lines = buf.split(b"\n")
    e = len(lines)
    last_non_designator = 0
    for_next_line: list[int] = []
    # MLIR's uninitialized `int offset` local: a failed parse leaves it as
    # the last one that succeeded in this scan (0 at first), as mlir-opt-22
    # shows (`@+09` acts as the previous `@+N`, or as `@+0`).
    offset = 0
    pos = 0
    for line_no, raw in enumerate(lines):
        line_start = pos
        pos += len(raw) + 1
        m = _DESIGNATOR.search(raw.rstrip(b" \t\n\v\f\r"))
        if m is None:
            for idx in for_next_line:
                found[idx].line = line_no + 1
            for_next_line.clear()
            last_non_designator = line_no
            continue
        record = ExpectedDiag(
            _SEVERITIES[m.group(1)], line_no + 1, line_start + m.start(), m.group(5), name, buf
        )
        record.src_line = line_no + 1
        if m.group(2):
            err = record.compute_regex()
            if err is not None:
                report(record.report(err))
                ok = False
                continue
        where = m.group(3)
        if where:
            where = where[1:]
            if where[0] in b"+-":
                parsed = _parse_offset(where[1:])
                if parsed is not None:
                    offset = parsed
                record.line = (
                    record.line + offset if where[0] == 0x2B else record.line - offset
                ) % _U32
            elif where == b"unknown":
                record.offset = None
                unknown.append(record)
                continue
            elif where == b"above":
                record.line = last_non_designator + 1
            else:
                for_next_line.append(len(found))
                record.line = e
        found.append(record)
    return found, unknown, ok


# ----------------------------------------------------------------------
# llvm::StringMap iteration order (expectations are kept per file name in one)
# ----------------------------------------------------------------------

_M64 = (1 << 64) - 1
_P64_1 = 11400714785074694791
_P64_2 = 14029467366897019727
_P64_3 = 1609587929392839161
_P64_4 = 9650029242287828579
_P64_5 = 2870177450012600261
_P32_1, _P32_2, _P32_3 = 0x9E3779B1, 0x85EBCA77, 0xC2B2AE3D
_MX1, _MX2 = 0x165667919E3779F9, 0x9FB21C651E98DF25
_SECRET = bytes.fromhex(
    "b8fe6c3923a44bbe7c01812cf721ad1cded46de9839097db7240a4a4b7b3671f"
    "cb79e64eccc0e578825ad07dccff7221b8084674f743248ee03590e6813a264c"
    "3c2852bb91c300cb88d0658b1b532ea371644897a20df94e3819ef46a9deacd8"
    "a8fa763fe39c343ff9dcbbc7c70b4f1d8a51e04bcdb45931c89f7ec9d9787364"
    "eac5ac8334d3ebc3c581a0fffa1363eb170ddd51b7f0da49d316552629d4689e"
    "2b16be587d47a1fc8ff8b8d17ad031ce45cb3a8f95160428afd7fbcabb4b407e"
)


def _r64(b: bytes, i: int) -> int:
    return int.from_bytes(b[i : i + 8], "little")


def _r32(b: bytes, i: int) -> int:
    return int.from_bytes(b[i : i + 4], "little")


def _rotl64(x: int, r: int) -> int:
    return ((x << r) | (x >> (64 - r))) & _M64


def _bswap64(x: int) -> int:
    return int.from_bytes(x.to_bytes(8, "little"), "big")


def _fold64(a: int, b: int) -> int:
    p = a * b
    return (p ^ (p >> 64)) & _M64


def _xxh64_avalanche(h: int) -> int:
    h ^= h >> 33
    h = (h * _P64_2) & _M64
    h ^= h >> 29
    h = (h * _P64_3) & _M64
    return h ^ (h >> 32)


def _xxh3_avalanche(h: int) -> int:
    h ^= h >> 37
    h = (h * _MX1) & _M64
    return h ^ (h >> 32)


def _mix16(data: bytes, i: int, s: int) -> int:
    return _fold64(_r64(data, i) ^ _r64(_SECRET, s), _r64(data, i + 8) ^ _r64(_SECRET, s + 8))


def _acc512(acc: list[int], data: bytes, i: int, s: int) -> None:
    for k in range(8):
        v = _r64(data, i + 8 * k)
        key = v ^ _r64(_SECRET, s + 8 * k)
        acc[k ^ 1] = (acc[k ^ 1] + v) & _M64
        acc[k] = (acc[k] + (key & 0xFFFFFFFF) * (key >> 32)) & _M64


def xxh3_64bits(data: bytes) -> int:
    """`llvm::xxh3_64bits` (XXH3, 64-bit, seed 0, default secret)."""
    n = len(data)
    if n <= 16:
        if n > 8:
            lo = (_r64(_SECRET, 24) ^ _r64(_SECRET, 32)) ^ _r64(data, 0)
            hi = (_r64(_SECRET, 40) ^ _r64(_SECRET, 48)) ^ _r64(data, n - 8)
            return _xxh3_avalanche((n + _bswap64(lo) + hi + _fold64(lo, hi)) & _M64)
        if n >= 4:
            acc = (_r64(_SECRET, 8) ^ _r64(_SECRET, 16)) ^ (
                _r32(data, n - 4) | (_r32(data, 0) << 32)
            )
            acc ^= _rotl64(acc, 49) ^ _rotl64(acc, 24)
            acc = (acc * _MX2) & _M64
            acc ^= (acc >> 35) + n
            acc = (acc * _MX2) & _M64
            return acc ^ (acc >> 28)
        if n:
            combined = (data[0] << 16) | (data[n >> 1] << 24) | data[n - 1] | (n << 8)
            return _xxh64_avalanche(combined ^ (_r32(_SECRET, 0) ^ _r32(_SECRET, 4)))
        return _xxh64_avalanche(_r64(_SECRET, 56) ^ _r64(_SECRET, 64))
    if n <= 128:
        acc = n * _P64_1
        acc_end = _mix16(data, n - 16, 16)
        acc += _mix16(data, 0, 0)
        if n > 32:
            acc += _mix16(data, 16, 32)
            acc_end += _mix16(data, n - 32, 48)
            if n > 64:
                acc += _mix16(data, 32, 64)
                acc_end += _mix16(data, n - 48, 80)
                if n > 96:
                    acc += _mix16(data, 48, 96)
                    acc_end += _mix16(data, n - 64, 112)
        return _xxh3_avalanche((acc + acc_end) & _M64)
    if n <= 240:
        acc = (n * _P64_1) & _M64
        for k in range(8):
            acc = (acc + _mix16(data, 16 * k, 16 * k)) & _M64
        acc = _xxh3_avalanche(acc)
        for k in range(8, n // 16):
            acc = (acc + _mix16(data, 16 * k, 16 * (k - 8) + 3)) & _M64
        acc = (acc + _mix16(data, n - 16, 136 - 17)) & _M64
        return _xxh3_avalanche(acc)
    stripes_per_block = (len(_SECRET) - 64) // 8
    block_len = 64 * stripes_per_block
    nb_blocks = (n - 1) // block_len
    accs = [_P32_3, _P64_1, _P64_2, _P64_3, _P64_4, _P32_2, _P64_5, _P32_1]
    for b in range(nb_blocks):
        for k in range(stripes_per_block):
            _acc512(accs, data, b * block_len + 64 * k, 8 * k)
        for k in range(8):
            a = accs[k]
            a ^= a >> 47
            a ^= _r64(_SECRET, len(_SECRET) - 64 + 8 * k)
            accs[k] = (a * _P32_1) & _M64
    stripes = (n - 1 - block_len * nb_blocks) // 64
    for k in range(stripes):
        _acc512(accs, data, nb_blocks * block_len + 64 * k, 8 * k)
    _acc512(accs, data, n - 64, len(_SECRET) - 64 - 7)
    result = (n * _P64_1) & _M64
    for k in range(4):
        result += _fold64(
            accs[2 * k] ^ _r64(_SECRET, 11 + 16 * k),
            accs[2 * k + 1] ^ _r64(_SECRET, 11 + 16 * k + 8),
        )
    return _xxh3_avalanche(result & _M64)


class _StringMapOrder:
    """The bucket layout of an `llvm::StringMap<...>` that only grows (and is
    cleared): enough to iterate its keys in LLVM's order."""

    def __init__(self) -> None:
        self.buckets: list[tuple[str, int] | None] = []
        self.items = 0

    def insert(self, key: str) -> None:
        if not self.buckets:
            self.buckets = [None] * 16
        full = xxh3_64bits(_encode(key)) & 0xFFFFFFFF
        mask = len(self.buckets) - 1
        no, probe = full & mask, 1
        while self.buckets[no] is not None:
            if self.buckets[no] == (key, full):
                return
            no = (no + probe) & mask
            probe += 1
        self.buckets[no] = (key, full)
        self.items += 1
        if self.items * 4 > len(self.buckets) * 3:
            old, size = self.buckets, len(self.buckets) * 2
            self.buckets = [None] * size
            for entry in old:
                if entry is None:
                    continue
                nb, p = entry[1] & (size - 1), 1
                while self.buckets[nb] is not None:
                    nb = (nb + p) & (size - 1)
                    p += 1
                self.buckets[nb] = entry

    def names(self) -> list[str]:
        return [b[0] for b in self.buckets if b is not None]

    def clear(self) -> None:
        self.buckets = [None] * len(self.buckets)
        self.items = 0


# ----------------------------------------------------------------------
# The verifying handler
# ----------------------------------------------------------------------


@dataclass
class _State:
    status: bool = True
    per_file: dict[str, list[ExpectedDiag]] = field(default_factory=dict)
    order: _StringMapOrder = field(default_factory=_StringMapOrder)
    unknown: list[ExpectedDiag] = field(default_factory=list)


class DiagnosticVerifier:
    """MLIR's `SourceMgrDiagnosticVerifierHandler`, one per mlir-opt run (it
    spans every `--split-input-file` chunk). Feed it with `emit`; call
    `finish()` once at the end for the exit status."""

    def __init__(
        self,
        main: Source,
        stream: TextIO,
        level: str = Level.ALL,
        sources: SourceManager | None = None,
    ) -> None:
        self.stream = stream
        self.level = level
        self.sources = sources if sources is not None else SourceManager([main])
        self.sources.add(main)
        self._bufs: dict[str, bytes] = {}
        self._state = _State()
        self._load(main.name, main)

    # -- expectations per file --
    def _load(self, name: str, source: Source) -> list[ExpectedDiag]:
        buf = self._bufs.get(name)
        if buf is None:
            buf = self._bufs[name] = _encode(source.text)
        found, unknown, ok = parse_expectations(name, buf, self.stream.write)
        if not ok:
            self._state.status = False
        self._state.unknown.extend(unknown)
        self._state.per_file[name] = found
        self._state.order.insert(name)
        return found

    def _expectations_for(self, filename: str) -> list[ExpectedDiag]:
        got = self._state.per_file.get(filename)
        if got is not None:
            return got
        src = self.sources.get(filename)
        if src is None:
            return []
        return self._load(filename, src)

    # -- handler interface --
    def emit(self, diag: Diagnostic) -> None:
        """Process a diagnostic and then each of its notes."""
        self.process(diag.loc, diag.message, diag.severity)
        for note in diag.notes:
            self.process(note.loc, note.message, note.severity)

    def emit_all(self, diags: Iterable[Diagnostic]) -> None:
        """Process each diagnostic (see `emit`)."""
        for d in diags:
            self.emit(d)

    def process(self, loc: Location, message: str, severity: Severity) -> None:
        """Check one emitted diagnostic against the expectations of its location's line."""
        file_loc = find_file_loc(loc)
        if file_loc is not None:
            candidates = self._expectations_for(file_loc.filename)
            line = file_loc.line % _U32
        else:
            candidates = self._state.unknown
            line = None
        msg = _encode(message)
        near_miss: ExpectedDiag | None = None
        for e in candidates:
            if line is not None and e.line != line:
                continue
            if e.match(msg):
                if e.severity is severity:
                    e.matched = True
                    return
                near_miss = e
        if self.level == Level.ONLY_EXPECTED:
            return
        if near_miss is not None:
            self.stream.write(
                near_miss.report(
                    f"'{severity.value}' diagnostic emitted when expecting a "
                    f"'{near_miss.severity.value}'",
                    with_range=False,
                )
            )
        else:
            out: list[str] = []
            render_one(
                loc, f"unexpected {severity.value}: {message}", "error", self.sources, True, out
            )
            self.stream.write("".join(out))
        self._state.status = False

    def verify(self) -> bool:
        """MLIR's `verify()`: report every unmet expectation; forget the
        file-located ones (not the `@unknown` ones)."""
        st = self._state
        for name in st.order.names():
            for e in st.per_file[name]:
                if not e.matched:
                    st.status = False
                    self.stream.write(
                        e.report(f'expected {e.severity.value} "{e.text}" was not produced')
                    )
        for e in st.unknown:
            if not e.matched:
                st.status = False
                self.stream.write(
                    e.report(f'expected {e.severity.value} "{e.text}" was not produced')
                )
        st.per_file.clear()
        st.order.clear()
        return st.status

    def finish(self) -> bool:
        """What mlir-opt does at the end: `verify()`, then the handler's
        destructor calls `verify()` again. Returns success."""
        ok = self.verify()
        self.verify()
        return ok

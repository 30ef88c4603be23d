"""The text of an assembly format, read into a small tree (`Node`) with
lark: a grammar of the ODS format vocabulary. Only this module knows lark;
the checks and the compilers work on `Node`s.

Why lark here and not in the IR parser: this runs once per op definition,
where clear grammar and error positions matter more than speed.

The trees lark makes of the core dialects' formats are stored next to this
module (`format_trees.json`, with the grammar they were read with;
`tests/ods/test_format_trees.py` checks them against lark and rewrites
them), so that a run reading only core formats neither imports lark nor
builds its tables (~50 ms of every `pdlx-opt` process that reads or prints
a custom form). Any other format, or any format when the stored grammar is
not this one, is read by lark, imported then."""

from __future__ import annotations

import os
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import lark


class FormatError(ValueError):
    """A malformed assembly format, reported when the op is defined."""

    def __init__(self, owner: str, fmt: str, pos: int, message: str, note: str = "") -> None:
        line = fmt.replace("\n", " ")
        text = (
            f"{owner}: invalid assembly format at position {pos}: {message}\n"
            f"  {line}\n  {' ' * pos}^"
        )
        if note:
            text += f"\n  note: {note}"
        super().__init__(text)
        self.owner = owner
        self.format = fmt
        self.pos = pos
        self.message = message


_GRAMMAR = r"""
start: _element*
_element: literal | variable | string | directive | group
literal: LITERAL
variable: VARIABLE
string: STRING
group: "(" group_item+ ")" else_group? "?"
else_group: ":" "(" group_item+ ")"
group_item: _element ANCHOR?
directive: ATTR_DICT_KW -> attr_dict_kw
         | ATTR_DICT -> attr_dict
         | PROP_DICT -> prop_dict
         | "operands" -> operands
         | "results" -> results
         | "regions" -> regions
         | "successors" -> successors
         | "type" "(" _element ")" -> type_dir
         | "qualified" "(" _element ")" -> qualified
         | "functional-type" "(" _element "," _element ")" -> functional_type
         | "ref" "(" _element ")" -> ref
         | "custom" "<" IDENT ">" "(" _element ("," _element)* ")" -> custom
         | "oilist" "(" clause ("|" clause)* ")" -> oilist
         | "params" -> params
         | "struct" "(" _element ("," _element)* ")" -> struct
clause: literal _element*
ATTR_DICT_KW.3: "attr-dict-with-keyword"
ATTR_DICT.2: "attr-dict"
PROP_DICT.2: "prop-dict"
ANCHOR: "^"
LITERAL: /`[^`]*`/
VARIABLE: /\$[a-zA-Z_][a-zA-Z0-9_]*/
STRING: /"(\\.|[^"\\])*"/
IDENT: /[a-zA-Z_][a-zA-Z0-9_]*/
%ignore /[ \t\r\n]+/
"""


@cache
def _lark() -> lark.Lark:
    import lark

    return lark.Lark(_GRAMMAR, parser="lalr", propagate_positions=True, maybe_placeholders=False)


@dataclass(frozen=True, slots=True)
class Node:
    """A rule of a format's tree (`kind` its name, `children`) or a token
    (`kind` its terminal name, `text`); `pos` is the offset in the format,
    which errors point at."""

    kind: str
    pos: int
    children: tuple[Node, ...] = ()
    text: str = ""
    token: bool = False


def _node(x: lark.Tree[lark.Token] | lark.Token) -> Node:
    import lark

    if isinstance(x, lark.Token):
        return Node(x.type, x.start_pos or 0, (), str(x), True)
    pos = x.meta.start_pos if not x.meta.empty else 0
    return Node(str(x.data), pos, tuple(_node(c) for c in x.children))


USE_STORED_TREES = True
"""Whether `parse_format` takes a stored tree when there is one (tests turn
it off to compare the stored trees with lark's)."""

STORED_TREES = os.path.join(os.path.dirname(__file__), "format_trees.json")
"""The stored trees: {"grammar": the grammar, "trees": {format: tree}}, a
tree as [kind, pos, text, token, [children]]."""


@cache
def _stored_trees() -> dict[str, object]:
    """The stored trees by format text ({} when the file is missing, not
    readable, or was written for another grammar)."""
    import json

    try:
        with open(STORED_TREES, encoding="utf-8") as f:
            data = json.load(f)
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict) or data.get("grammar") != _GRAMMAR:
        return {}
    trees = data.get("trees")
    return trees if isinstance(trees, dict) else {}


def _decode(x: object) -> Node:
    if not (isinstance(x, list) and len(x) == 5):
        raise ValueError("not a stored format tree")
    kind, pos, text, token, children = x
    if not (
        isinstance(kind, str)
        and isinstance(pos, int)
        and isinstance(text, str)
        and isinstance(token, bool)
        and isinstance(children, list)
    ):
        raise ValueError("not a stored format tree")
    return Node(kind, pos, tuple(_decode(c) for c in children), text, token)


def encode_tree(node: Node) -> list[object]:
    """`node` as `STORED_TREES` keeps it."""
    return [node.kind, node.pos, node.text, node.token, [encode_tree(c) for c in node.children]]


def stored_trees_document(trees: dict[str, Node]) -> dict[str, object]:
    """The content of `STORED_TREES` for `trees` (format -> its tree)."""
    return {"grammar": _GRAMMAR, "trees": {f: encode_tree(t) for f, t in sorted(trees.items())}}


def parse_format(owner: str, fmt: str) -> Node:
    """The tree of `fmt` (rule `start`); a FormatError naming `owner` and
    the position if it is not in the format vocabulary."""
    if USE_STORED_TREES:
        stored = _stored_trees().get(fmt)
        if stored is not None:
            try:
                return _decode(stored)
            except ValueError:
                pass  # a damaged file: lark reads the format
    import lark

    try:
        tree = _lark().parse(fmt)
    except lark.UnexpectedCharacters as e:
        raise FormatError(owner, fmt, e.pos_in_stream or 0, "unexpected character") from None
    except lark.UnexpectedToken as e:
        pos = e.token.start_pos if e.token.start_pos is not None else len(fmt)
        if e.token.type == "$END":
            msg = "unexpected end of format"
        else:
            msg = f"unexpected '{e.token}'"
        raise FormatError(owner, fmt, pos, msg) from None
    except lark.UnexpectedEOF:
        raise FormatError(owner, fmt, len(fmt), "unexpected end of format") from None
    return _node(tree)

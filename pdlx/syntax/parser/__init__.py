"""MLIR text -> Snapshot: recursive descent over the lazy scanner.

Modelled on MLIR's own parser (`mlir/lib/AsmParser`) so that its error
messages and locations can match mlir-opt's, and split as it is, by what
each part parses (lowest first):

* `core`: the token cursor, errors, the state of one parse (`Parser.cpp`);
* `affine`: affine maps and integer sets (`AffineParser.cpp`);
* `types`: builtin and dialect types (`TypeParser.cpp`);
* `elements`: `dense<...>`, `dense_resource<...>`, `array<...>`;
* `attributes`: builtin and dialect attributes (`AttributeParser.cpp`);
* `locations`: locations (`LocationParser.cpp`);
* `ops`: operations, regions, blocks, SSA names, and the payload fast paths;
* `module`: a whole file (aliases, resources) and the entry `parse`.

Each part is a class stacked on the one below; `Parser` is the whole.
"""

from pdlx.syntax.parser.affine import AffineParser as AffineParser
from pdlx.syntax.parser.affine import parse_affine_attr as parse_affine_attr
from pdlx.syntax.parser.affine import parse_affine_map_or_set as parse_affine_map_or_set
from pdlx.syntax.parser.core import ParseError as ParseError
from pdlx.syntax.parser.core import ParserBase as ParserBase
from pdlx.syntax.parser.module import Parser as Parser
from pdlx.syntax.parser.module import parse as parse
from pdlx.syntax.parser.ops import InherentAttrVerifier as InherentAttrVerifier
from pdlx.syntax.parser.ops import OpState as OpState

"""The persistent IR: ids, records, snapshots, views, rewriter.

MLIR integers are arbitrary precision (i16777215 exists); Python refuses to
convert integers of more than 4300 decimal digits to or from text unless
told otherwise. pdlx never lifts that limit (it guards the host against
CVE-2020-10735): it converts in pieces under it (`pdlx.support.bigint`)."""

from pdlx.ir.attributes import (
    ArrayAttr,
    Attribute,
    BoolAttr,
    DictionaryAttr,
    FloatAttr,
    IntegerAttr,
    OpaqueAttr,
    StringAttr,
    SymbolRefAttr,
    TypeAttr,
    UnitAttr,
)
from pdlx.ir.location import (
    CallSiteLoc,
    FileLineColLoc,
    FileLoc,
    FusedLoc,
    Location,
    NameLoc,
    UnknownLoc,
)
from pdlx.ir.rewriter import IRError, Listener, Rewriter, empty_module
from pdlx.ir.snapshot import Snapshot
from pdlx.ir.types import (
    ComplexType,
    FloatType,
    FunctionType,
    IndexType,
    IntegerType,
    MemRefType,
    NoneType,
    OpaqueType,
    RankedTensorType,
    TupleType,
    Type,
    UnrankedMemRefType,
    UnrankedTensorType,
    VectorType,
)
from pdlx.ir.views import Block, Operation, Region, Value

__all__ = [
    "ArrayAttr",
    "Attribute",
    "Block",
    "BoolAttr",
    "CallSiteLoc",
    "ComplexType",
    "DictionaryAttr",
    "FileLineColLoc",
    "FileLoc",
    "FloatAttr",
    "FloatType",
    "FunctionType",
    "FusedLoc",
    "IRError",
    "IndexType",
    "IntegerAttr",
    "IntegerType",
    "Listener",
    "Location",
    "MemRefType",
    "NameLoc",
    "NoneType",
    "OpaqueAttr",
    "OpaqueType",
    "Operation",
    "RankedTensorType",
    "Region",
    "Rewriter",
    "Snapshot",
    "StringAttr",
    "SymbolRefAttr",
    "TupleType",
    "Type",
    "TypeAttr",
    "UnitAttr",
    "UnknownLoc",
    "UnrankedMemRefType",
    "UnrankedTensorType",
    "Value",
    "VectorType",
    "empty_module",
]

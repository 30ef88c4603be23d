"""`--canonicalize` against mlir-opt-22, byte for byte: one small function
per arith folder and pattern, per scf pattern and per rule of MLIR's
OperationFolder (where constants go, in which order, which location they
keep), and a seeded random campaign of small arith/scf functions
(`tests/canon_fuzz.py`). Skipped with a reason where mlir-opt-22 is absent.
"""

from __future__ import annotations

import io
import os
import re
import subprocess
from pathlib import Path

import canon_fuzz
import pytest

from pdlx.cli import run

pytestmark = pytest.mark.skipif(
    canon_fuzz.MLIR_OPT is None, reason="mlir-opt-22 not installed: differential tests skipped"
)

SIG = "%a: i32, %b: i32, %p: i1, %q: i1, %n: index, %n2: index, %x: f32, %y: f32, %s: i8"


def fn(body: str, results: str) -> str:
    """A function of the usual arguments returning `results` (`v : t, ...`)."""
    vals = ", ".join(r.split(":")[0].strip() for r in results.split(","))
    types = ", ".join(r.split(":")[1].strip() for r in results.split(","))
    return f"func.func @f({SIG}) -> ({types}) {{\n{body.rstrip()}\n  return {vals} : {types}\n}}\n"


def c(name: str, value: str) -> str:
    return f"  %{name} = arith.constant {value}\n"


CASES: dict[str, str] = {
    # -- addi / subi / muli -------------------------------------------------
    "addi_zero": fn(c("z", "0 : i32") + "  %r = arith.addi %a, %z : i32", "%r : i32"),
    "addi_const": fn(c("k", "7 : i32") + c("l", "-9 : i32") + "  %r = arith.addi %k, %l : i32",
                     "%r : i32"),
    "addi_wraps_i8": fn(c("k", "127 : i8") + "  %r = arith.addi %k, %k : i8", "%r : i8"),
    "addi_sub_rhs": fn("  %t = arith.subi %a, %b : i32\n  %r = arith.addi %t, %b : i32",
                       "%r : i32"),
    "addi_sub_lhs": fn("  %t = arith.subi %a, %b : i32\n  %r = arith.addi %b, %t : i32",
                       "%r : i32"),
    "addi_const_to_rhs": fn(c("k", "5 : i32") + "  %r = arith.addi %k, %a : i32", "%r : i32"),
    "subi_same": fn("  %r = arith.subi %n, %n : index", "%r : index"),
    "subi_zero": fn(c("z", "0 : index") + "  %r = arith.subi %n, %z : index", "%r : index"),
    "subi_of_add": fn("  %t = arith.addi %a, %b : i32\n  %r = arith.subi %t, %b : i32\n"
                      "  %u = arith.subi %t, %a : i32", "%r : i32, %u : i32"),
    "muli_zero_one": fn(c("z", "0 : i32") + c("o", "1 : i32")
                        + "  %r = arith.muli %a, %z : i32\n  %u = arith.muli %o, %b : i32",
                        "%r : i32, %u : i32"),
    "muli_const": fn(c("k", "-3 : index") + c("l", "5 : index")
                     + "  %r = arith.muli %k, %l : index", "%r : index"),
    # -- divisions and remainders ----------------------------------------------
    "divui_one_zero": fn(c("o", "1 : i32") + c("z", "0 : i32")
                         + "  %r = arith.divui %a, %o : i32\n  %u = arith.divui %a, %z : i32",
                         "%r : i32, %u : i32"),
    "divui_of_mul_nuw": fn("  %t = arith.muli %a, %b overflow<nuw> : i32\n"
                           "  %r = arith.divui %t, %b : i32\n  %u = arith.divsi %t, %b : i32",
                           "%r : i32, %u : i32"),
    "divsi_of_mul_nsw": fn("  %t = arith.muli %a, %b overflow<nsw> : i32\n"
                           "  %r = arith.divsi %t, %a : i32", "%r : i32"),
    "divsi_consts": fn(c("k", "-7 : i32") + c("l", "2 : i32") + c("mn", "-2147483648 : i32")
                       + c("m1", "-1 : i32") + "  %r = arith.divsi %k, %l : i32\n"
                       "  %u = arith.divsi %mn, %m1 : i32\n  %v = arith.divui %k, %l : i32",
                       "%r : i32, %u : i32, %v : i32"),
    "ceil_floor_div": fn(c("k", "-7 : i32") + c("l", "2 : i32") + c("j", "7 : i32")
                         + c("m", "-2 : i32")
                         + "  %r = arith.ceildivsi %k, %l : i32\n"
                         "  %u = arith.floordivsi %k, %l : i32\n"
                         "  %v = arith.ceildivui %j, %l : i32\n"
                         "  %w = arith.ceildivsi %j, %m : i32\n"
                         "  %z = arith.floordivsi %j, %m : i32",
                         "%r : i32, %u : i32, %v : i32, %w : i32, %z : i32"),
    "rem_consts": fn(c("k", "-7 : i32") + c("l", "3 : i32") + c("o", "1 : i32")
                     + "  %r = arith.remsi %k, %l : i32\n  %u = arith.remui %k, %l : i32\n"
                     "  %v = arith.remsi %a, %o : i32", "%r : i32, %u : i32, %v : i32"),
    # -- bitwise -------------------------------------------------------------
    "andi_folds": fn(c("z", "0 : i32") + c("o", "-1 : i32")
                     + "  %r = arith.andi %a, %z : i32\n  %u = arith.andi %a, %o : i32\n"
                     "  %nt = arith.xori %a, %o : i32\n  %v = arith.andi %a, %nt : i32\n"
                     "  %w = arith.andi %a, %a : i32",
                     "%r : i32, %u : i32, %v : i32, %w : i32"),
    "andi_of_andi": fn("  %t = arith.andi %a, %b : i32\n  %r = arith.andi %a, %t : i32",
                       "%r : i32"),
    "ori_folds": fn(c("z", "0 : i1") + c("o", "true")
                    + "  %r = arith.ori %p, %z : i1\n  %u = arith.ori %p, %o : i1\n"
                    "  %nt = arith.xori %q, %o : i1\n  %v = arith.ori %nt, %q : i1",
                    "%r : i1, %u : i1, %v : i1"),
    "xori_folds": fn("  %t = arith.xori %a, %b : i32\n  %r = arith.xori %t, %b : i32\n"
                     "  %u = arith.xori %a, %a : i32\n  %v = arith.xori %b, %t : i32",
                     "%r : i32, %u : i32, %v : i32"),
    "shifts": fn(c("k", "3 : i8") + c("w", "8 : i8") + c("h", "-128 : i8")
                 + "  %r = arith.shli %k, %k : i8\n  %u = arith.shrsi %h, %k : i8\n"
                 "  %v = arith.shrui %h, %k : i8\n  %z = arith.shli %k, %w : i8",
                 "%r : i8, %u : i8, %v : i8, %z : i8"),
    "min_max_int": fn(c("mx", "2147483647 : i32") + c("mn", "-2147483648 : i32")
                      + c("k", "-5 : i32") + c("l", "3 : i32")
                      + "  %r = arith.maxsi %a, %mx : i32\n  %u = arith.minsi %mn, %a : i32\n"
                      "  %v = arith.maxui %k, %l : i32\n  %w = arith.minui %k, %l : i32\n"
                      "  %z = arith.maxsi %a, %a : i32",
                      "%r : i32, %u : i32, %v : i32, %w : i32, %z : i32"),
    # -- cmpi ---------------------------------------------------------------
    "cmpi_same": fn("  %r = arith.cmpi sle, %a, %a : i32\n  %u = arith.cmpi ult, %n, %n : index",
                    "%r : i1, %u : i1"),
    "cmpi_swap": fn(c("k", "5 : i32")
                    + "  %r = arith.cmpi slt, %k, %a : i32\n  %u = arith.cmpi uge, %k, %a : i32\n"
                    "  %v = arith.cmpi eq, %k, %a : i32", "%r : i1, %u : i1, %v : i1"),
    "cmpi_consts": fn(c("k", "-5 : i32") + c("l", "3 : i32")
                      + "  %r = arith.cmpi slt, %k, %l : i32\n  %u = arith.cmpi ult, %k, %l : i32",
                      "%r : i1, %u : i1"),
    "cmpi_i1": fn(c("z", "0 : i32") + c("f", "false") + c("t", "true")
                  + "  %e = arith.extui %p : i1 to i32\n  %r = arith.cmpi ne, %e, %z : i32\n"
                  "  %u = arith.cmpi ne, %q, %f : i1\n  %v = arith.cmpi eq, %q, %t : i1",
                  "%r : i1, %u : i1, %v : i1"),
    "cmpi_ext": fn("  %e = arith.extsi %s : i8 to i32\n  %g = arith.extsi %s : i8 to i32\n"
                   "  %h = arith.extui %s : i8 to i32\n  %r = arith.cmpi ne, %e, %a : i32\n"
                   "  %t = arith.extsi %p : i1 to i32\n  %w = arith.extsi %q : i1 to i32\n"
                   "  %u = arith.cmpi eq, %t, %w : i32", "%r : i1, %u : i1"),
    # -- select -------------------------------------------------------------
    "select_folds": fn(c("t", "true") + c("f", "false")
                       + "  %r = arith.select %p, %a, %a : i32\n"
                       "  %u = arith.select %t, %a, %b : i32\n"
                       "  %v = arith.select %p, %t, %f : i1\n"
                       "  %e = arith.cmpi eq, %a, %b : i32\n"
                       "  %w = arith.select %e, %a, %b : i32",
                       "%r : i32, %u : i32, %v : i1, %w : i32"),
    "select_patterns": fn(c("t", "true") + c("f", "false") + c("o", "1 : i32") + c("z", "0 : i32")
                          + "  %r = arith.select %p, %f, %t : i1\n"
                          "  %u = arith.select %p, %o, %z : i32\n"
                          "  %v = arith.select %p, %z, %o : i32\n"
                          "  %nt = arith.xori %q, %t : i1\n"
                          "  %w = arith.select %nt, %a, %b : i32\n"
                          "  %in = arith.select %p, %a, %b : i32\n"
                          "  %y2 = arith.select %p, %in, %a : i32",
                          "%r : i1, %u : i32, %v : i32, %w : i32, %y2 : i32"),
    # -- casts ---------------------------------------------------------------
    "ext_chains": fn("  %e = arith.extui %p : i1 to i8\n  %r = arith.extui %e : i8 to i32\n"
                     "  %f = arith.extsi %s : i8 to i32\n  %u = arith.extsi %f : i32 to i64\n"
                     "  %g = arith.extui %s : i8 to i32\n  %v = arith.extsi %g : i32 to i64",
                     "%r : i32, %u : i64, %v : i64"),
    "trunci_folds": fn("  %e = arith.extsi %s : i8 to i64\n  %r = arith.trunci %e : i64 to i32\n"
                       "  %f = arith.extui %s : i8 to i32\n  %u = arith.trunci %f : i32 to i8\n"
                       "  %g = arith.trunci %a : i32 to i8\n  %v = arith.trunci %g : i8 to i1\n"
                       "  %h = arith.extsi %p : i1 to i32\n  %w = arith.trunci %h : i32 to i8",
                       "%r : i32, %u : i8, %v : i1, %w : i8"),
    "trunci_shrsi": fn(c("k", "24 : i32") + "  %t = arith.shrsi %a, %k : i32\n"
                       "  %r = arith.trunci %t : i32 to i8", "%r : i8"),
    "int_cast_consts": fn(c("k", "-2 : i8") + "  %r = arith.extui %k : i8 to i32\n"
                          "  %u = arith.extsi %k : i8 to i32\n"
                          "  %v = arith.index_cast %k : i8 to index\n"
                          "  %w = arith.index_castui %k : i8 to index\n"
                          "  %z = arith.trunci %u : i32 to i1",
                          "%r : i32, %u : i32, %v : index, %w : index, %z : i1"),
    "index_cast_roundtrip": fn("  %t = arith.index_cast %a : i32 to index\n"
                               "  %r = arith.index_cast %t : index to i32\n"
                               "  %e = arith.extsi %s : i8 to i32\n"
                               "  %u = arith.index_cast %e : i32 to index",
                               "%r : i32, %u : index"),
    "bitcasts": fn(c("k", "1065353216 : i32") + c("h", "-2.5 : f32")
                   + "  %r = arith.bitcast %k : i32 to f32\n  %u = arith.bitcast %h : f32 to i32\n"
                   "  %t = arith.bitcast %a : i32 to f32\n  %v = arith.bitcast %t : f32 to i32",
                   "%r : f32, %u : i32, %v : i32"),
    "int_float_casts": fn(c("k", "-3 : i32") + c("h", "-2.75 : f32") + c("big", "3.0e10 : f32")
                          + "  %r = arith.sitofp %k : i32 to f32\n"
                          "  %u = arith.uitofp %k : i32 to f32\n"
                          "  %v = arith.fptosi %h : f32 to i32\n"
                          "  %w = arith.fptoui %h : f32 to i32\n"
                          "  %z = arith.fptosi %big : f32 to i32",
                          "%r : f32, %u : f32, %v : i32, %w : i32, %z : i32"),
    "float_width_casts": fn(c("h", "0.1 : f32") + c("o", "1.5 : f32")
                            + "  %r = arith.extf %h : f32 to f64\n"
                            "  %u = arith.truncf %r : f64 to f32\n"
                            "  %v = arith.truncf %h : f32 to f16\n"
                            "  %w = arith.truncf %o : f32 to bf16\n"
                            "  %e = arith.extf %x : f32 to f64\n  %z = arith.truncf %e : f64 to f32",
                            "%r : f64, %u : f32, %v : f16, %w : bf16, %z : f32"),
    # -- floats ---------------------------------------------------------------
    "addf_zeros": fn(c("nz", "-0.0 : f32") + c("pz", "0.0 : f32")
                     + "  %r = arith.addf %x, %nz : f32\n  %u = arith.addf %x, %pz : f32\n"
                     "  %v = arith.subf %x, %pz : f32\n  %w = arith.subf %x, %nz : f32\n"
                     "  %z = arith.addf %nz, %nz : f32\n  %z2 = arith.addf %nz, %pz : f32",
                     "%r : f32, %u : f32, %v : f32, %w : f32, %z : f32, %z2 : f32"),
    "addf_const": fn(c("k", "1.0 : f32") + c("l", "-1.0 : f32") + c("t", "0.1 : f32")
                     + c("u", "0.2 : f32")
                     + "  %r = arith.addf %k, %l : f32\n  %v = arith.addf %t, %u : f32\n"
                     "  %w = arith.subf %k, %k : f32\n  %s2 = arith.addf %k, %x : f32",
                     "%r : f32, %v : f32, %w : f32, %s2 : f32"),
    "mulf_folds": fn(c("o", "1.0 : f32") + c("z", "0.0 : f32") + c("m", "-1.0 : f32")
                     + "  %r = arith.mulf %x, %o : f32\n  %u = arith.mulf %x, %z : f32\n"
                     "  %v = arith.mulf %x, %z fastmath<nnan,nsz> : f32\n"
                     "  %w = arith.mulf %m, %z : f32\n  %k = arith.mulf %o, %x : f32",
                     "%r : f32, %u : f32, %v : f32, %w : f32, %k : f32"),
    "divf_remf": fn(c("o", "1.0 : f32") + c("z", "0.0 : f32") + c("t", "7.5 : f32")
                    + c("w2", "-2.0 : f32")
                    + "  %r = arith.divf %x, %o : f32\n  %u = arith.divf %o, %z : f32\n"
                    "  %v = arith.divf %z, %z : f32\n  %w = arith.remf %t, %w2 : f32\n"
                    "  %k = arith.divf %t, %w2 : f32",
                    "%r : f32, %u : f32, %v : f32, %w : f32, %k : f32"),
    "negf": fn(c("k", "2.5 : f32") + "  %r = arith.negf %k : f32\n  %t = arith.negf %x : f32\n"
               "  %u = arith.negf %t : f32\n  %n1 = arith.negf %y : f32\n"
               "  %v = arith.mulf %t, %n1 : f32\n  %w = arith.divf %t, %n1 : f32",
               "%r : f32, %u : f32, %v : f32, %w : f32"),
    "float_min_max": fn(c("nan", "0x7FC00000 : f32") + c("ninf", "0xFF800000 : f32")
                        + c("pinf", "0x7F800000 : f32") + c("pz", "0.0 : f32")
                        + c("nz", "-0.0 : f32")
                        + "  %r = arith.maximumf %x, %ninf : f32\n"
                        "  %u = arith.minimumf %x, %pinf : f32\n"
                        "  %v = arith.maxnumf %x, %nan : f32\n"
                        "  %w = arith.minnumf %nan, %x : f32\n"
                        "  %k = arith.maximumf %pz, %nz : f32\n"
                        "  %l = arith.minimumf %pz, %nz : f32\n"
                        "  %z = arith.maximumf %nan, %pz : f32\n"
                        "  %e = arith.maximumf %x, %x : f32",
                        "%r : f32, %u : f32, %v : f32, %w : f32, %k : f32, %l : f32, %z : f32, "
                        "%e : f32"),
    "cmpf_consts": fn(c("nan", "0x7FC00000 : f32") + c("k", "1.0 : f32") + c("l", "2.0 : f32")
                      + "  %r = arith.cmpf olt, %k, %l : f32\n"
                      "  %u = arith.cmpf uno, %nan, %x : f32\n"
                      "  %v = arith.cmpf oeq, %x, %nan : f32\n"
                      "  %w = arith.cmpf une, %k, %k : f32",
                      "%r : i1, %u : i1, %v : i1, %w : i1"),
    "cmpf_int_to_fp": fn(c("h", "4.5 : f32") + c("nh", "-4.5 : f32") + c("big", "1.0e10 : f32")
                         + "  %t = arith.sitofp %a : i32 to f32\n"
                         "  %r = arith.cmpf olt, %t, %h : f32\n"
                         "  %u = arith.cmpf uge, %t, %nh : f32\n"
                         "  %v = arith.cmpf ogt, %t, %big : f32\n"
                         "  %e = arith.uitofp %s : i8 to f32\n"
                         "  %w = arith.cmpf ord, %e, %h : f32\n"
                         "  %z = arith.cmpf oeq, %e, %h : f32",
                         "%r : i1, %u : i1, %v : i1, %w : i1, %z : i1"),
    "float_f64_f16": fn(c("k", "0.1 : f64") + c("l", "0.2 : f64") + c("h", "1.5 : f16")
                        + "  %r = arith.addf %k, %l : f64\n  %u = arith.mulf %h, %h : f16",
                        "%r : f64, %u : f16"),
    # -- extended arithmetic --------------------------------------------------
    "extended": fn(c("z", "0 : i32") + c("o", "1 : i32") + c("k", "-1 : i32")
                   + "  %s1, %o1 = arith.addui_extended %a, %z : i32, i1\n"
                   "  %s2, %o2 = arith.addui_extended %k, %k : i32, i1\n"
                   "  %l1, %h1 = arith.mulsi_extended %k, %k : i32\n"
                   "  %l2, %h2 = arith.mului_extended %k, %k : i32\n"
                   "  %l3, %h3 = arith.mului_extended %a, %o : i32\n"
                   "  %l4, %h4 = arith.mulsi_extended %a, %o : i32\n"
                   "  %s5, %o5 = arith.addui_extended %a, %b : i32, i1",
                   "%s1 : i32, %o1 : i1, %s2 : i32, %o2 : i1, %l1 : i32, %h1 : i32, "
                   "%l2 : i32, %h2 : i32, %l3 : i32, %h3 : i32, %l4 : i32, %h4 : i32, "
                   "%s5 : i32"),
    # -- the declarative patterns -------------------------------------------------
    "addi_add_sub_constant": fn(c("k", "3 : i32") + c("l", "10 : i32")
                                + "  %t = arith.addi %a, %k overflow<nsw, nuw> : i32\n"
                                "  %r = arith.addi %t, %l overflow<nsw> : i32\n"
                                "  %s1 = arith.subi %b, %k : i32\n"
                                "  %u = arith.addi %s1, %l : i32\n"
                                "  %s2 = arith.subi %k, %a : i32\n"
                                "  %v = arith.addi %s2, %l : i32",
                                "%r : i32, %u : i32, %v : i32"),
    "subi_constant_patterns": fn(c("k", "3 : i32") + c("l", "10 : i32")
                                 + "  %t = arith.addi %a, %k : i32\n"
                                 "  %r = arith.subi %t, %l : i32\n"
                                 "  %u = arith.subi %l, %t : i32\n"
                                 "  %s1 = arith.subi %b, %k : i32\n"
                                 "  %v = arith.subi %s1, %l : i32\n"
                                 "  %w = arith.subi %l, %s1 : i32\n"
                                 "  %s2 = arith.subi %k, %b : i32\n"
                                 "  %x2 = arith.subi %s2, %l : i32\n"
                                 "  %y2 = arith.subi %l, %s2 : i32\n"
                                 "  %s3 = arith.subi %a, %b : i32\n"
                                 "  %z = arith.subi %s3, %a : i32",
                                 "%r : i32, %u : i32, %v : i32, %w : i32, %x2 : i32, %y2 : i32, "
                                 "%z : i32"),
    "addi_mul_neg_one": fn(c("m", "-1 : i32")
                           + "  %t = arith.muli %b, %m : i32\n  %r = arith.addi %a, %t : i32\n"
                           "  %u = arith.addi %t, %a : i32", "%r : i32, %u : i32"),
    "muli_muli_constant": fn(c("k", "3 : index") + c("l", "5 : index")
                             + "  %t = arith.muli %n, %k : index\n"
                             "  %r = arith.muli %t, %l : index", "%r : index"),
    "xori_patterns": fn(c("t", "true") + "  %e = arith.cmpi ult, %a, %b : i32\n"
                        "  %r = arith.xori %e, %t : i1\n"
                        "  %u1 = arith.extui %p : i1 to i32\n  %u2 = arith.extui %q : i1 to i32\n"
                        "  %u = arith.xori %u1, %u2 : i32\n  %v = arith.andi %u1, %u2 : i32\n"
                        "  %w = arith.ori %u1, %u2 : i32",
                        "%r : i1, %u : i32, %v : i32, %w : i32"),
    "truncf_of_itofp": fn("  %t = arith.sitofp %a : i32 to f64\n"
                          "  %r = arith.truncf %t : f64 to f32\n"
                          "  %e = arith.uitofp %b : i32 to f64\n"
                          "  %u = arith.truncf %e : f64 to f32", "%r : f32, %u : f32"),
    # -- splat vectors (MLIR's matchers and constFoldBinaryOp see through splats)
    "vector_splats": (
        "func.func @f(%v: vector<4xi32>, %w: vector<2xf32>, %p: i1) -> (vector<4xi32>, "
        "vector<4xi32>, vector<4xi32>, vector<2xf32>, vector<2xf32>, vector<4xi1>, "
        "vector<4xi32>) {\n"
        "  %c = arith.constant dense<2> : vector<4xi32>\n"
        "  %d = arith.constant dense<3> : vector<4xi32>\n"
        "  %z = arith.constant dense<0> : vector<4xi32>\n"
        "  %0 = arith.muli %c, %d : vector<4xi32>\n"
        "  %1 = arith.addi %z, %v : vector<4xi32>\n"
        "  %2 = arith.subi %v, %v : vector<4xi32>\n"
        "  %h = arith.constant dense<0.5> : vector<2xf32>\n"
        "  %nz = arith.constant dense<-0.0> : vector<2xf32>\n"
        "  %3 = arith.addf %h, %h : vector<2xf32>\n"
        "  %4 = arith.addf %w, %nz : vector<2xf32>\n"
        "  %5 = arith.cmpi slt, %c, %v : vector<4xi32>\n"
        "  %t = arith.constant dense<true> : vector<4xi1>\n"
        "  %6 = arith.select %t, %v, %c : vector<4xi1>, vector<4xi32>\n"
        "  return %0, %1, %2, %3, %4, %5, %6 : vector<4xi32>, vector<4xi32>, vector<4xi32>, "
        "vector<2xf32>, vector<2xf32>, vector<4xi1>, vector<4xi32>\n}\n"
    ),
    # -- scf.if ------------------------------------------------------------------
    "if_static_condition": fn(c("t", "true") + c("f", "false")
                              + "  %r = scf.if %t -> (i32) {\n    %k = arith.addi %a, %b : i32\n"
                              "    scf.yield %k : i32\n  } else {\n    scf.yield %a : i32\n  }\n"
                              "  %u = scf.if %f -> (i32) {\n    scf.yield %a : i32\n  } else {\n"
                              "    %k = arith.muli %a, %b : i32\n    scf.yield %k : i32\n  }\n"
                              '  scf.if %f {\n    "test.op"() : () -> ()\n  }',
                              "%r : i32, %u : i32"),
    "if_to_select": fn(c("k", "1.5 : f32")
                       + "  %r, %u = scf.if %p -> (f32, i32) {\n"
                       "    %t = arith.addi %a, %b : i32\n    scf.yield %k, %t : f32, i32\n"
                       "  } else {\n    scf.yield %x, %a : f32, i32\n  }",
                       "%r : f32, %u : i32"),
    "if_unused_results": fn("  %r, %u = scf.if %p -> (i32, i32) {\n"
                            '    %t = "test.op"() : () -> i32\n    scf.yield %t, %t : i32, i32\n'
                            "  } else {\n"
                            '    %t = "test.op2"() : () -> i32\n    scf.yield %t, %a : i32, i32\n'
                            "  }", "%r : i32"),
    "if_condition_propagation": fn("  scf.if %p {\n"
                                   '    "test.use"(%p) : (i1) -> ()\n  } else {\n'
                                   '    "test.use"(%p) : (i1) -> ()\n  }', "%a : i32"),
    "if_yield_condition": fn(c("t", "true") + c("f", "false")
                             + "  %r, %u, %v = scf.if %p -> (i1, i1, i32) {\n"
                             '    "test.op"() : () -> ()\n'
                             "    scf.yield %t, %f, %a : i1, i1, i32\n  } else {\n"
                             "    scf.yield %f, %t, %a : i1, i1, i32\n  }",
                             "%r : i1, %u : i1, %v : i32"),
    "if_combine": fn('  scf.if %p {\n    "test.a"() : () -> ()\n  }\n'
                     '  %r = scf.if %p -> (i32) {\n    %t = "test.b"() : () -> i32\n'
                     "    scf.yield %t : i32\n  } else {\n    scf.yield %a : i32\n  }",
                     "%r : i32"),
    "if_nested": fn('  scf.if %p {\n    scf.if %q {\n      "test.a"() : () -> ()\n    }\n  }',
                    "%a : i32"),
    "if_empty_else": fn('  scf.if %p {\n    "test.a"() : () -> ()\n  } else {\n  }', "%a : i32"),
    "if_not_condition": fn(c("t", "true") + "  %c = arith.xori %p, %t : i1\n"
                           '  scf.if %c {\n    "test.a"() : () -> ()\n  } else {\n'
                           '    "test.b"() : () -> ()\n  }', "%a : i32"),
    # -- scf.for ------------------------------------------------------------------
    "for_zero_trips": fn(c("c0", "0 : index") + c("c4", "4 : index") + c("cm", "-1 : index")
                         + "  %r = scf.for %i = %c4 to %c0 step %n2 iter_args(%t = %a) -> (i32) {\n"
                         "    %k = arith.addi %t, %t : i32\n    scf.yield %k : i32\n  }\n"
                         "  %u = scf.for %i = %c0 to %n step %c0 iter_args(%t = %b) -> (i32) {\n"
                         "    %k = arith.addi %t, %t : i32\n    scf.yield %k : i32\n  }\n"
                         "  %v = scf.for %i = %n to %n2 step %cm iter_args(%t = %x) -> (f32) {\n"
                         "    %k = arith.addf %t, %t : f32\n    scf.yield %k : f32\n  }\n"
                         "  %w = scf.for %i = %n to %n step %n2 iter_args(%t = %y) -> (f32) {\n"
                         "    %k = arith.addf %t, %t : f32\n    scf.yield %k : f32\n  }",
                         "%r : i32, %u : i32, %v : f32, %w : f32"),
    "for_one_trip": fn(c("c0", "0 : index") + c("c4", "4 : index") + c("c8", "8 : index")
                       + "  %r = scf.for %i = %c0 to %c4 step %c8 iter_args(%t = %a) -> (i32) {\n"
                       "    %j = arith.index_cast %i : index to i32\n"
                       "    %k = arith.addi %t, %j : i32\n    scf.yield %k : i32\n  }\n"
                       "  %u = arith.addi %n, %c4 overflow<nsw> : index\n"
                       "  %v = scf.for %i = %n to %u step %c4 iter_args(%t = %b) -> (i32) {\n"
                       "    %k = arith.muli %t, %t : i32\n    scf.yield %k : i32\n  }",
                       "%r : i32, %v : i32"),
    "for_iter_args": fn(c("c0", "0 : index") + c("c1", "1 : index")
                        + "  %r, %u, %v = scf.for %i = %c0 to %n step %c1 "
                        "iter_args(%t = %a, %w = %b, %z = %x) -> (i32, i32, f32) {\n"
                        '    "test.use"(%w) : (i32) -> ()\n'
                        "    %k = arith.addi %w, %w : i32\n"
                        "    scf.yield %t, %k, %y : i32, i32, f32\n  }",
                        "%r : i32, %u : i32"),
    "for_empty_body": fn(c("c0", "0 : index") + c("c1", "1 : index") + c("c9", "9 : index")
                         + "  %r = scf.for %i = %c0 to %c9 step %c1 iter_args(%t = %a) -> (i32) {\n"
                         "    scf.yield %b : i32\n  }", "%r : i32"),
    "for_unsigned": fn(c("lo", "-5 : i32") + c("hi", "10 : i32") + c("st", "20 : i32")
                       + "  %r = scf.for unsigned %i = %lo to %hi step %st iter_args(%t = %x)"
                       " -> (f32) : i32 {\n"
                       "    %k = arith.addf %t, %t : f32\n    scf.yield %k : f32\n  }",
                       "%r : f32"),
    "execute_region": fn("  %r = scf.execute_region -> i32 {\n"
                         "    %t = arith.addi %a, %b : i32\n    scf.yield %t : i32\n  }",
                         "%r : i32"),
    # -- dense constants that are not splats ----------------------------------------
    "dense_non_splat": (
        "func.func @f() -> (vector<4xi1>, vector<4xi32>, vector<4xi64>, vector<4xi8>,"
        " vector<4xf32>, vector<2xf32>, vector<4xi32>, vector<4xi64>, vector<2xf64>,"
        " vector<2xf32>) {\n"
        "  %a = arith.constant dense<[1, -2, 3, 4]> : vector<4xi32>\n"
        "  %b = arith.constant dense<[1, 2, -3, 5]> : vector<4xi32>\n"
        "  %c = arith.cmpi slt, %a, %b : vector<4xi32>\n"
        "  %s = arith.select %c, %a, %b : vector<4xi1>, vector<4xi32>\n"
        "  %e = arith.extsi %a : vector<4xi32> to vector<4xi64>\n"
        "  %t = arith.trunci %b : vector<4xi32> to vector<4xi8>\n"
        "  %fp = arith.sitofp %a : vector<4xi32> to vector<4xf32>\n"
        "  %fv = arith.constant dense<[1.5, -2.0]> : vector<2xf32>\n"
        "  %n = arith.negf %fv : vector<2xf32>\n"
        "  %sp = arith.constant dense<7> : vector<4xi32>\n"
        "  %spe = arith.extui %sp : vector<4xi32> to vector<4xi64>\n"
        "  %x = arith.extf %fv : vector<2xf32> to vector<2xf64>\n"
        "  %d = arith.divsi %a, %b : vector<4xi32>\n"
        "  %m = arith.mulf %fv, %n : vector<2xf32>\n"
        "  %z = arith.constant dense<[1, 0, 1, 1]> : vector<4xi32>\n"
        "  %nofold = arith.divui %a, %z : vector<4xi32>\n"
        "  return %c, %s, %e, %t, %fp, %n, %d, %spe, %x, %m : vector<4xi1>, vector<4xi32>,"
        " vector<4xi64>, vector<4xi8>, vector<4xf32>, vector<2xf32>, vector<4xi32>,"
        " vector<4xi64>, vector<2xf64>, vector<2xf32>\n}\n"
    ),
    # MLIR's shift and floordivsi folders reassign their "may fold" flag per
    # element (only the last lane decides); the division ones keep it.
    "dense_lane_flags": (
        'func.func @f() -> (vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>) {\n'
        '  %a = arith.constant dense<[-16, 5]> : vector<2xi32>\n'
        '  %b = arith.constant dense<[40, 1]> : vector<2xi32>\n'
        '  %c = arith.constant dense<[1, 40]> : vector<2xi32>\n'
        '  %z = arith.constant dense<[0, 4]> : vector<2xi32>\n'
        '  %z2 = arith.constant dense<[4, 0]> : vector<2xi32>\n'
        '  %0 = arith.shli %a, %b : vector<2xi32>\n'
        '  %1 = arith.shrsi %a, %b : vector<2xi32>\n'
        '  %2 = arith.shrui %a, %b : vector<2xi32>\n'
        '  %3 = arith.shli %a, %c : vector<2xi32>\n'
        '  %4 = arith.floordivsi %a, %z : vector<2xi32>\n'
        '  %5 = arith.divsi %a, %z : vector<2xi32>\n'
        '  %6 = arith.ceildivsi %a, %z : vector<2xi32>\n'
        '  %7 = arith.remsi %a, %z : vector<2xi32>\n'
        '  %8 = arith.divui %a, %z : vector<2xi32>\n'
        '  %9 = arith.ceildivui %a, %z : vector<2xi32>\n'
        '  %10 = arith.remui %a, %z : vector<2xi32>\n'
        '  %11 = arith.floordivsi %a, %z2 : vector<2xi32>\n'
        '  %12 = arith.shrsi %a, %c : vector<2xi32>\n'
        '  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12 : vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>\n'
        '}\n'
    ),
    "dense_lane_flags_i8": (
        'func.func @g() -> (vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>) {\n'
        '  %a = arith.constant dense<[-128, 6]> : vector<2xi8>\n'
        '  %b = arith.constant dense<[-1, 4]> : vector<2xi8>\n'
        '  %m = arith.constant dense<[-128, -128]> : vector<2xi8>\n'
        '  %mm = arith.constant dense<[-1, 0]> : vector<2xi8>\n'
        '  %0 = arith.floordivsi %a, %b : vector<2xi8>\n'
        '  %1 = arith.divsi %a, %b : vector<2xi8>\n'
        '  %2 = arith.ceildivsi %a, %b : vector<2xi8>\n'
        '  %3 = arith.remsi %a, %b : vector<2xi8>\n'
        '  %4 = arith.ceildivsi %m, %b : vector<2xi8>\n'
        '  %5 = arith.ceildivui %b, %b : vector<2xi8>\n'
        '  %6 = arith.ceildivsi %b, %m : vector<2xi8>\n'
        '  return %0, %1, %2, %3, %4, %5, %6 : vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>\n'
        '}\n'
    ),
    "dense_lane_flags_i64": (
        'func.func @h(%v: i64) -> (vector<2xi64>, vector<2xi64>, i64, vector<2xi64>, vector<2xi64>) {\n'
        '  %a = arith.constant dense<[-3, 9]> : vector<2xi64>\n'
        '  %s = arith.constant dense<64> : vector<2xi64>\n'
        '  %big = arith.constant dense<[2, -1]> : vector<2xi64>\n'
        '  %k = arith.constant -1 : i64\n'
        '  %one = arith.constant dense<1> : vector<2xi64>\n'
        '  %0 = arith.shrsi %a, %s : vector<2xi64>\n'
        '  %1 = arith.shli %a, %big : vector<2xi64>\n'
        '  %2 = arith.shli %v, %k : i64\n'
        '  %3 = arith.shrsi %big, %a : vector<2xi64>\n'
        '  %4 = arith.floordivsi %a, %one : vector<2xi64>\n'
        '  return %0, %1, %2, %3, %4 : vector<2xi64>, vector<2xi64>, i64, vector<2xi64>, vector<2xi64>\n'
        '}\n'
    ),
    # -- cf.switch (MLIR 22's SwitchOp patterns) -------------------------------------
    "switch_only_default": (
        'func.func @only_default(%f: i32, %x: i32) -> i32 {\n'
        '  cf.switch %f : i32, [\n'
        '    default: ^b1(%x : i32)\n'
        '  ]\n'
        '^b1(%v: i32):\n'
        '  return %v : i32\n'
        '}\n'
    ),
    "switch_drop_default_cases": (
        'func.func @drop_default_cases(%f: i32, %x: i32, %y: i32) {\n'
        '  cf.switch %f : i32, [\n'
        '    default: ^b1(%x : i32),\n'
        '    1: ^b1(%x : i32),\n'
        '    2: ^b1(%y : i32),\n'
        '    3: ^b2,\n'
        '    4: ^b1(%x : i32)\n'
        '  ]\n'
        '^b1(%v: i32):\n'
        '  "test.use"(%v) : (i32) -> ()\n'
        '  return\n'
        '^b2:\n'
        '  "test.other"() : () -> ()\n'
        '  return\n'
        '}\n'
    ),
    "switch_const_flag": (
        'func.func @const_flag(%x: i32, %y: i32) -> (i32, i32) {\n'
        '  %c = arith.constant -3 : i8\n'
        '  %d = arith.constant 9 : i8\n'
        '  cf.switch %c : i8, [\n'
        '    default: ^b1(%x : i32),\n'
        '    5: ^b1(%y : i32),\n'
        '    253: ^b2(%y : i32)\n'
        '  ]\n'
        '^b1(%v: i32):\n'
        '  cf.switch %d : i8, [\n'
        '    default: ^b3(%v : i32),\n'
        '    5: ^b2(%x : i32)\n'
        '  ]\n'
        '^b2(%w: i32):\n'
        '  return %w, %w : i32, i32\n'
        '^b3(%u: i32):\n'
        '  return %u, %x : i32, i32\n'
        '}\n'
    ),
    "switch_pass_through": (
        'func.func @pass_through(%f: i64, %x: i32, %y: i32) {\n'
        '  cf.switch %f : i64, [\n'
        '    default: ^b4,\n'
        '    10: ^b2(%x : i32),\n'
        '    -20: ^b3\n'
        '  ]\n'
        '^b2(%a: i32):\n'
        '  cf.br ^b5(%a, %y : i32, i32)\n'
        '^b3:\n'
        '  cf.br ^b5(%y, %x : i32, i32)\n'
        '^b4:\n'
        '  cf.br ^b6\n'
        '^b5(%p: i32, %q: i32):\n'
        '  "test.use"(%p, %q) : (i32, i32) -> ()\n'
        '  return\n'
        '^b6:\n'
        '  "test.other"() : () -> ()\n'
        '  return\n'
        '}\n'
    ),
    "switch_same_condition": (
        'func.func @same_condition(%f: i32, %x: i32) {\n'
        '  cf.switch %f : i32, [\n'
        '    default: ^b1,\n'
        '    42: ^b2,\n'
        '    43: ^b3\n'
        '  ]\n'
        '^b1:\n'
        '  cf.switch %f : i32, [\n'
        '    default: ^b4,\n'
        '    42: ^b5,\n'
        '    43: ^b5,\n'
        '    44: ^b6\n'
        '  ]\n'
        '^b2:\n'
        '  cf.switch %f : i32, [\n'
        '    default: ^b4,\n'
        '    42: ^b6\n'
        '  ]\n'
        '^b3:\n'
        '  cf.switch %f : i32, [\n'
        '    default: ^b5,\n'
        '    42: ^b6\n'
        '  ]\n'
        '^b4:\n'
        '  "test.a"() : () -> ()\n'
        '  return\n'
        '^b5:\n'
        '  "test.b"() : () -> ()\n'
        '  return\n'
        '^b6:\n'
        '  "test.c"() : () -> ()\n'
        '  return\n'
        '}\n'
    ),
    "switch_not_single_pred": (
        'func.func @not_single_pred(%f: i32, %g: i32) {\n'
        '  cf.switch %f : i32, [\n'
        '    default: ^b1,\n'
        '    1: ^b1,\n'
        '    2: ^b2\n'
        '  ]\n'
        '^b1:\n'
        '  cf.switch %f : i32, [\n'
        '    default: ^b2,\n'
        '    1: ^b3\n'
        '  ]\n'
        '^b2:\n'
        '  "test.a"() : () -> ()\n'
        '  return\n'
        '^b3:\n'
        '  cf.switch %g : i32, [\n'
        '    default: ^b2,\n'
        '    1: ^b2,\n'
        '    5: ^b3\n'
        '  ]\n'
        '}\n'
    ),
    # -- scf.while -----------------------------------------------------------------
    "while_false_condition": fn(c("f", "false")
                                + "  %r = scf.while (%i = %a) : (i32) -> i32 {\n"
                                "    scf.condition(%f) %i : i32\n  } do {\n"
                                "  ^bb0(%j: i32):\n    scf.yield %j : i32\n  }", "%r : i32"),
    "while_invariant_args": fn("  %r:2 = scf.while (%i = %a, %k = %b) : (i32, i32) -> (i32, i32) {\n"
                               "    %t = arith.cmpi slt, %i, %k : i32\n"
                               "    scf.condition(%t) %i, %k : i32, i32\n  } do {\n"
                               "  ^bb0(%j: i32, %l: i32):\n"
                               "    %o = arith.constant 1 : i32\n"
                               "    %u = arith.addi %j, %o : i32\n"
                               "    scf.yield %u, %l : i32, i32\n  }", "%r#0 : i32"),
    "while_condition_truth": fn("  %r = scf.while (%i = %p) : (i1) -> i1 {\n"
                                '    %t = "test.cond"(%i) : (i1) -> i1\n'
                                "    scf.condition(%t) %t : i1\n  } do {\n"
                                "  ^bb0(%j: i1):\n"
                                '    "test.use"(%j) : (i1) -> ()\n'
                                "    scf.yield %j : i1\n  }", "%r : i1"),
    "while_cmp_cond": fn("  %r = scf.while (%i = %a) : (i32) -> i32 {\n"
                         "    %t = arith.cmpi slt, %i, %b : i32\n"
                         "    scf.condition(%t) %i : i32\n  } do {\n"
                         "  ^bb0(%j: i32):\n"
                         "    %u = arith.cmpi slt, %j, %b : i32\n"
                         "    %v = arith.cmpi sge, %j, %b : i32\n"
                         '    "test.use"(%u, %v) : (i1, i1) -> ()\n'
                         "    scf.yield %j : i32\n  }", "%r : i32"),
    "while_duplicates_and_order": fn("  %r:3 = scf.while (%i = %a, %k = %b) : (i32, i32) -> (i32, i32, i32) {\n"
                                     '    %t = "test.cond"(%i, %k) : (i32, i32) -> i1\n'
                                     "    scf.condition(%t) %k, %i, %k : i32, i32, i32\n"
                                     "  } do {\n"
                                     "  ^bb0(%j: i32, %l: i32, %m: i32):\n"
                                     '    %u = "test.op"(%j, %l, %m) : (i32, i32, i32) -> i32\n'
                                     "    scf.yield %u, %l : i32, i32\n  }",
                                     "%r#0 : i32, %r#1 : i32, %r#2 : i32"),
    "while_move_if_down": fn("  scf.while : () -> () {\n"
                             '    %t = "test.cond"() : () -> i1\n'
                             '    %v = "test.val"() : () -> i32\n'
                             "    scf.if %t {\n"
                             '      "test.use"(%v) : (i32) -> ()\n    }\n'
                             "    scf.condition(%t)\n  } do {\n    scf.yield\n  }", "%a : i32"),
    # -- OperationFolder ---------------------------------------------------------
    "constants_hoisted_in_order": fn(c("k1", "1 : i32") + "  %t = arith.addi %a, %k1 : i32\n"
                                     + c("k2", "2 : i32") + "  %u = arith.muli %t, %k2 : i32\n"
                                     + c("k1b", "1 : i32") + "  %v = arith.subi %u, %k1b : i32\n"
                                     + c("k3", "2.0 : f32") + "  %w = arith.mulf %x, %k3 : f32",
                                     "%v : i32, %w : f32"),
    "constants_in_unregistered_region": fn(c("k", "3 : i32")
                                           + '  %r = "test.region"() ({\n'
                                           + "  " + c("k7", "7 : i32")
                                           + "    %t = arith.addi %a, %k7 : i32\n"
                                           + '    "test.use"(%t, %k) : (i32, i32) -> ()\n'
                                           + "  }) : () -> i32\n"
                                           + "  scf.if %p {\n  " + c("k9", "9 : i32")
                                           + '    "test.use"(%k9) : (i32) -> ()\n  }',
                                           "%r : i32"),
}  # fmt: skip

DEBUGINFO_CASES: dict[str, str] = {
    # The declarative patterns locate what they make at their matched ops,
    # a nested op with a constant operand standing there by that constant.
    "pattern_fused_locations": """func.func @f(%a: i32, %b: i32, %p: i1, %s: i8, %x: f32, %y: f32) -> (i32, i32, i1, i1, i32, index, i8, f32, i32, i32) {
  %c1 = arith.constant 1 : i32 loc("c1")
  %c2 = arith.constant 2 : i32 loc("c2")
  %0 = arith.addi %a, %c1 : i32 loc("inner")
  %1 = arith.subi %0, %c2 : i32 loc("outer")
  %m1 = arith.constant -1 : i32 loc("m1")
  %2 = arith.muli %b, %m1 : i32 loc("mul")
  %3 = arith.addi %a, %2 : i32 loc("add")
  %t = arith.constant true loc("t")
  %4 = arith.cmpi slt, %a, %b : i32 loc("cmp")
  %5 = arith.xori %4, %t : i1 loc("xor")
  %e1 = arith.extsi %s : i8 to i32 loc("e1")
  %e2 = arith.extsi %s : i8 to i32 loc("e2")
  %6 = arith.cmpi eq, %e1, %e2 : i32 loc("cmpe")
  %7 = arith.select %p, %a, %b : i32 loc("sel1")
  %8 = arith.select %p, %7, %b : i32 loc("sel2")
  %9 = arith.index_cast %e1 : i32 to index loc("ic")
  %c24 = arith.constant 24 : i32 loc("c24")
  %10 = arith.shrsi %a, %c24 : i32 loc("shr")
  %11 = arith.trunci %10 : i32 to i8 loc("tr")
  %n1 = arith.negf %x : f32 loc("n1")
  %n2 = arith.negf %y : f32 loc("n2")
  %12 = arith.mulf %n1, %n2 : f32 loc("mulf")
  %u1 = arith.extui %p : i1 to i32 loc("u1")
  %u2 = arith.extui %p : i1 to i32 loc("u2")
  %13 = arith.xori %u1, %u2 : i32 loc("xu")
  %s3 = arith.subi %a, %b : i32 loc("s3")
  %14 = arith.subi %s3, %a : i32 loc("s4")
  return %1, %3, %5, %6, %8, %9, %11, %12, %13, %14 : i32, i32, i1, i1, i32, index, i8, f32, i32, i32
}
""",
    # A moved constant keeps its location; merged ones lose theirs.
    "locations": (
        "func.func @f(%a: i32) -> (i32, i32, i32) {\n"
        '  %0 = arith.addi %a, %a : i32 loc("add")\n'
        '  %c1 = arith.constant 1 : i32 loc("c1")\n'
        '  %1 = arith.addi %0, %c1 : i32 loc("add2")\n'
        '  %c1b = arith.constant 1 : i32 loc("c1b")\n'
        '  %c2 = arith.constant 2 : i32 loc("c2")\n'
        '  %2 = arith.addi %c1b, %c2 : i32 loc("add3")\n'
        '  %c3 = arith.constant 3 : i32 loc("c3")\n'
        '  %3 = arith.muli %1, %c3 : i32 loc("mul")\n'
        "  return %3, %2, %c3 : i32, i32, i32\n}\n"
    ),
    "pattern_locations": (
        "func.func @f(%a: i32) -> i32 {\n"
        '  %c1 = arith.constant 1 : i32 loc("c1")\n'
        '  %c2 = arith.constant 2 : i32 loc("c2")\n'
        '  %0 = arith.addi %a, %c1 : i32 loc("inner")\n'
        '  %1 = arith.addi %0, %c2 : i32 loc("outer")\n'
        "  return %1 : i32\n}\n"
    ),
}


def _pdlx(text: str, flags: list[str], pass_flag: str = "--canonicalize") -> str:
    out, err = io.StringIO(), io.StringIO()
    tmp = Path(os.environ.get("TMPDIR", "/tmp")) / f"pdlx-canon-{os.getpid()}.mlir"
    tmp.write_text(text)
    try:
        rc = run([pass_flag, "--allow-unregistered-dialect", *flags, str(tmp)],
                 stdout=out, stderr=err)  # fmt: skip
    finally:
        tmp.unlink()
    assert rc == 0, err.getvalue()
    return out.getvalue().rstrip("\n") + "\n"


def _mlir_opt(texts: list[str], flags: list[str], pass_flag: str = "--canonicalize") -> list[str]:
    assert canon_fuzz.MLIR_OPT is not None
    p = subprocess.run(
        [canon_fuzz.MLIR_OPT, pass_flag, "--split-input-file",
         "--allow-unregistered-dialect", *flags, "-"],
        input="\n// -----\n".join(texts).encode(), capture_output=True, check=True,
    )  # fmt: skip
    outs = p.stdout.decode().split("\n// -----\n")
    assert len(outs) == len(texts)
    return [o.rstrip("\n") + "\n" for o in outs]


@pytest.fixture(scope="module")
def expected() -> dict[str, str]:
    """mlir-opt-22's output for every case (one process per flag set)."""
    out = dict(zip(CASES, _mlir_opt(list(CASES.values()), []), strict=True))
    for k, text in DEBUGINFO_CASES.items():  # one run each: lines count from 1
        out[f"debuginfo:{k}"] = _mlir_opt([text], ["--mlir-print-debuginfo"])[0]
    return out


@pytest.mark.parametrize("name", sorted(CASES))
def test_case_matches_mlir_opt(name: str, expected: dict[str, str]) -> None:
    assert _pdlx(CASES[name], []) == expected[name]


@pytest.mark.parametrize("name", sorted(DEBUGINFO_CASES))
def test_locations_match_mlir_opt(name: str, expected: dict[str, str]) -> None:
    got = _pdlx(DEBUGINFO_CASES[name], ["--mlir-print-debuginfo"])
    # The file name differs (a temporary file here, stdin for mlir-opt).
    want = expected[f"debuginfo:{name}"].replace('"<stdin>"', '"FILE"')
    assert _normalize_file(got) == want


def _normalize_file(text: str) -> str:
    return re.sub(r'loc\("[^"]*pdlx-canon-\d+\.mlir"', 'loc("FILE"', text)


def test_bottom_up_option_matches_mlir_opt() -> None:
    """`--canonicalize=top-down=false` seeds the worklist post-order: the
    constants it leaves come in another order."""
    text = CASES["constants_hoisted_in_order"]
    flag = "--canonicalize=top-down=false"
    want = _mlir_opt([text], [], flag)[0]
    assert _pdlx(text, [], flag) == want


def test_seeded_random_functions_match_mlir_opt() -> None:
    """A bounded, deterministic campaign: 380 generated functions."""
    cases = (
        canon_fuzz.generate(150, 2026, 8)
        + canon_fuzz.generate(100, 2027, 8, True)
        + canon_fuzz.generate(50, 2028, 8, False, True)
        + canon_fuzz.generate(80, 2029, 6, True, False, True)
    )
    checked, bad = canon_fuzz.compare(cases)
    assert checked == len(cases)
    assert not bad, f"{len(bad)} mismatches; first:\n{bad[0].case}\n--- mlir-opt\n" + (
        f"{bad[0].expected}\n--- pdlx\n{bad[0].actual}"
    )

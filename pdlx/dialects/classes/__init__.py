"""Typed op classes of the core dialects, generated from their ODS
definitions (`python -m pdlx.gen_classes`; `pdlx.dialects.build`)."""

"""mkdocs hooks (mkdocs.yml `hooks:`): pages link to files of the repository
outside docs/ (`../matchers/ch4_chain.mlir`), which read well on a forge but
are not part of a built site. The hooks copy each such file into the site
under `repo/` and point the link there, so `mkdocs build --strict` still
fails on a link whose target does not exist."""

from __future__ import annotations

import posixpath
import re
from pathlib import Path
from typing import Any

from mkdocs.structure.files import File, Files
from mkdocs.structure.pages import Page

REPO = Path(__file__).resolve().parents[2]
DOCS = REPO / "docs"
_LINK = re.compile(r"\]\((\.\./[^)#\s]+)\)")


def _repo_file(page_src: str, target: str) -> str | None:
    """The site path for `target` linked from the page at `page_src`, when it
    is an existing repository file outside docs/."""
    src = (Path(page_src).parent / target).resolve()
    if src.is_file() and REPO in src.parents and DOCS not in src.parents:
        return "repo/" + src.relative_to(REPO).as_posix()
    return None


def on_files(files: Files, config: Any) -> Files:
    """Add the linked repository files to the site."""
    for f in list(files.documentation_pages()):
        assert f.abs_src_path is not None
        for target in _LINK.findall(Path(f.abs_src_path).read_text(encoding="utf-8")):
            uri = _repo_file(f.abs_src_path, target)
            if uri is not None and files.get_file_from_path(uri) is None:
                src = (Path(f.abs_src_path).parent / target).resolve()
                files.append(File.generated(config, uri, abs_src_path=str(src)))
    return files


def on_page_markdown(markdown: str, page: Page, config: Any, files: Files) -> str:
    """Point links to repository files at their copies."""
    src_path = page.file.abs_src_path
    if src_path is None:
        return markdown

    def sub(m: re.Match[str]) -> str:
        uri = _repo_file(src_path, m.group(1))
        if uri is None:
            return m.group(0)
        return f"]({posixpath.relpath(uri, posixpath.dirname(page.file.src_uri) or '.')})"

    return _LINK.sub(sub, markdown)

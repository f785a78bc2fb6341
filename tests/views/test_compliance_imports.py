"""The compliance workspace's modules import one way: the pane imports its parts, a part never
imports the pane (nor a module that leads back to itself), type-checking imports included (a
circle there is still a circle: the parts knew the pane only through ``TYPE_CHECKING``)."""

from __future__ import annotations

from pathlib import Path

import grimp

PACKAGE = "app.views.compliance"


def circles(graph: grimp.ImportGraph, package: str) -> list[list[str]]:
    """The import circles among ``package``'s modules (strongly connected groups of two or
    more), each sorted, found by Tarjan's algorithm without recursion."""
    modules = sorted(m for m in graph.modules if m.startswith(f"{package}."))
    edges = {
        m: sorted(n for n in graph.find_modules_directly_imported_by(m) if n in modules)
        for m in modules
    }
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in modules:
        if root in index:
            continue
        work = [(root, iter(edges[root]))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, following = work[-1]
            step = next(following, None)
            if step is None:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    group = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        group.append(member)
                        if member == node:
                            break
                    if len(group) > 1:
                        found.append(sorted(group))
            elif step not in index:
                index[step] = low[step] = len(index)
                stack.append(step)
                on_stack.add(step)
                work.append((step, iter(edges[step])))
            elif step in on_stack:
                low[node] = min(low[node], index[step])
    return found


def test_the_finder_sees_a_circle() -> None:
    graph = grimp.ImportGraph()
    for name in ("pkg.a", "pkg.b", "pkg.c", "pkg.d"):
        graph.add_module(name)
    graph.add_import(importer="pkg.a", imported="pkg.b")
    graph.add_import(importer="pkg.b", imported="pkg.c")
    graph.add_import(importer="pkg.c", imported="pkg.a")
    graph.add_import(importer="pkg.c", imported="pkg.d")
    assert circles(graph, "pkg") == [["pkg.a", "pkg.b", "pkg.c"]]


def test_no_import_circles_in_the_compliance_workspace() -> None:
    graph = grimp.build_graph("app", exclude_type_checking_imports=False)
    assert circles(graph, PACKAGE) == []


def test_no_compliance_module_passes_400_lines() -> None:
    """A module past ~400 lines does more than one job (document_viewer.py and case_report.py
    did: the render thread's conversation, the report's opening and decision)."""
    folder = Path(__file__).parents[2] / "app" / "views" / "compliance"
    long = {p.name: n for p in folder.glob("*.py") if (n := len(p.read_text().splitlines())) > 400}
    assert long == {}

//! The modules of morris-core import one another in layers: no file reaches,
//! through its imports, a file that imports it back. Read from the sources, so
//! a new import that closes a circle fails here.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The module a source file belongs to: its first path segment under `src/`
/// (`record/file.rs` belongs to `record`).
fn module_of(relative: &Path) -> String {
    let first = relative.components().next().unwrap();
    let name = first.as_os_str().to_string_lossy();
    name.trim_end_matches(".rs").to_string()
}

/// The code of a file without comments (doc links name modules they do not
/// use) and without its test module (tests may reach anything).
fn code_of(text: &str) -> String {
    let mut out = String::new();
    for line in text.lines() {
        if line.trim_start().starts_with("#[cfg(test)]") {
            break;
        }
        let code = line.split("//").next().unwrap_or("");
        out.push_str(code);
        out.push('\n');
    }
    out
}

/// The words that follow `prefix` in `code`: `crate::position::X` gives `position`.
fn names_after<'a>(code: &'a str, prefix: &str) -> Vec<&'a str> {
    let mut out = Vec::new();
    let mut rest = code;
    while let Some(at) = rest.find(prefix) {
        let before = rest[..at].chars().next_back();
        rest = &rest[at + prefix.len()..];
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue;
        }
        let end = rest
            .find(|c: char| !(c.is_alphanumeric() || c == '_'))
            .unwrap_or(rest.len());
        out.push(&rest[..end]);
    }
    out
}

/// Items re-exported at the crate root (`pub use position::{Position, ...}`),
/// by the module that defines them.
fn root_exports(lib: &str) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    for statement in code_of(lib).split(';') {
        let Some(path) = statement.trim().strip_prefix("pub use ") else {
            continue;
        };
        let Some((module, items)) = path.split_once("::") else {
            continue;
        };
        let items = items.trim_matches(|c: char| c == '{' || c == '}' || c.is_whitespace());
        for item in items.split(',') {
            let item = item.trim();
            if !item.is_empty() {
                out.insert(item.to_string(), module.trim().to_string());
            }
        }
    }
    out
}

/// Every module's imports of other modules of the crate.
fn import_graph() -> BTreeMap<String, BTreeSet<String>> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let lib = std::fs::read_to_string(src.join("lib.rs")).unwrap();
    let exports = root_exports(&lib);
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut files = vec![src.clone()];
    while let Some(dir) = files.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                files.push(path);
                continue;
            }
            let relative = path.strip_prefix(&src).unwrap();
            if relative == Path::new("lib.rs") || path.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let module = module_of(relative);
            let code = code_of(&std::fs::read_to_string(&path).unwrap());
            // Grouped imports would hide their modules from `names_after`.
            let top = relative.components().count() == 1;
            assert!(
                !(code.contains("crate::{") || top && code.contains("super::{")),
                "{}: import from one module per `use`, so that this test reads it",
                relative.display()
            );
            let mut used: Vec<String> = names_after(&code, "crate::")
                .into_iter()
                .map(|name| exports.get(name).cloned().unwrap_or(name.to_string()))
                .collect();
            // In a file at the top, `super` is the crate.
            if top {
                used.extend(names_after(&code, "super::").into_iter().map(String::from));
            }
            let edges = graph.entry(module.clone()).or_default();
            edges.extend(used.into_iter().filter(|m| *m != module));
        }
    }
    graph
}

/// A circle of imports, as the modules along it, if there is one.
fn find_circle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    #[derive(Clone, Copy, PartialEq)]
    enum Mark {
        Open,
        Done,
    }
    fn visit(
        module: &str,
        graph: &BTreeMap<String, BTreeSet<String>>,
        marks: &mut BTreeMap<String, Mark>,
        path: &mut Vec<String>,
    ) -> Option<Vec<String>> {
        match marks.get(module) {
            Some(Mark::Done) => return None,
            Some(Mark::Open) => {
                let start = path.iter().position(|m| m == module).unwrap();
                let mut circle = path[start..].to_vec();
                circle.push(module.to_string());
                return Some(circle);
            }
            None => {}
        }
        marks.insert(module.to_string(), Mark::Open);
        path.push(module.to_string());
        for next in graph.get(module).into_iter().flatten() {
            if let Some(circle) = visit(next, graph, marks, path) {
                return Some(circle);
            }
        }
        path.pop();
        marks.insert(module.to_string(), Mark::Done);
        None
    }
    let mut marks = BTreeMap::new();
    graph
        .keys()
        .find_map(|module| visit(module, graph, &mut marks, &mut Vec::new()))
}

#[test]
fn no_module_imports_in_a_circle() {
    let graph = import_graph();
    if let Some(circle) = find_circle(&graph) {
        panic!(
            "modules import each other in a circle: {}",
            circle.join(" -> ")
        );
    }
}

#[test]
fn the_import_reader_sees_imports_and_root_exports() {
    let graph = import_graph();
    // Sanity: the reader finds real edges, so an empty graph cannot pass.
    assert!(graph["position_text"].contains("position"), "{graph:?}");
    assert!(graph["record"].contains("game"), "{graph:?}");
    let exports = root_exports("pub use a::{B, C};\npub use d::E;\n// pub use f::G;");
    assert_eq!(exports["B"], "a");
    assert_eq!(exports["E"], "d");
    assert!(!exports.contains_key("G"));
}

#[test]
fn the_circle_finder_finds_a_circle() {
    let edge = |a: &str, b: &[&str]| (a.to_string(), b.iter().map(|s| s.to_string()).collect());
    let graph = BTreeMap::from([edge("a", &["b"]), edge("b", &["c"]), edge("c", &["a"])]);
    assert_eq!(find_circle(&graph).unwrap(), ["a", "b", "c", "a"]);
    let layered = BTreeMap::from([edge("a", &["b", "c"]), edge("b", &["c"]), edge("c", &[])]);
    assert_eq!(find_circle(&layered), None);
}

//! Every crate's modules stand in declared layers: a module imports only
//! from layers below its own, and no files import one another in a circle.
//! The sources are read with a real Rust parser (syn): `use` trees, paths in
//! code and types, `super` and `self`, and names a module re-exports are all
//! followed to the file that defines them. Test modules are left out (a test
//! may reach anything), and so are re-exports (`pub use`: a module's face,
//! not what its code uses) and a child module's uses of its parent (Rust's
//! nesting: `record/file.rs` may use what `record/mod.rs` holds).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use syn::visit::Visit;

/// Each crate's top-level modules, bottom layer first. A module may import
/// from its own layer (without a circle) and the layers before, never from a
/// later one. A top-level module stands for every file under it, but for a
/// file named on its own (`"play::turns"`), which stands in its own layer:
/// a folder's files need not all stand together.
const LAYERS: &[(&str, &[&[&str]])] = &[
    // The rules file and the rules it describes (how a game ends among
    // them); positions, their text and games under those rules; compiling
    // (which makes rules with everything below it, the position's hash keys
    // among them) and records on top.
    (
        "morris-core",
        &[
            &["color", "point", "random", "safe_file"],
            &["rules_file", "rules"],
            &["position", "notation", "game"],
            &["compile", "record"],
        ],
    ),
    (
        "morris-testkit",
        &[
            &[
                "feature_cases",
                "forwarder",
                "minimax",
                "perft_data",
                "records",
                "rng",
            ],
            &["play", "variants"],
        ],
    ),
    (
        "morris-ai",
        &[&["stop"], &["solve"], &["search"], &["budgets", "review"]],
    ),
    (
        "morris-i18n",
        &[
            &["numbers", "prompt_words"],
            &["words"],
            &["coach", "describe", "drills", "online", "records", "spoken"],
            &["errors", "learn", "puzzles"],
        ],
    ),
    (
        "morris-online",
        &[
            &["rating_range"],
            &["lobby_message", "message", "refusal"],
            &["client", "link", "room_rules"],
            &["online_game"],
            &["room_session"],
        ],
    ),
    // The tactical prover, what a turn does, the proofs the lessons of play
    // ask (forced), a goal, the search for a position where it can be met,
    // the lesson; puzzles and drills stand apart beside them, and so does
    // the coach; a text's place in a file and the player's files are below.
    ("morris-explorer", &[&["records_text"]]),
    (
        "morris-learn",
        &[
            &["data_file", "tactics", "text_place", "turn_facts"],
            &["forced"],
            &["goal"],
            &["search"],
            &["lesson", "puzzles", "drills", "coach"],
        ],
    ),
    // The sheet in millimetres, then what is drawn from it: the laser's
    // file, and the print (which lays the laser's board on paper); what a
    // front end asks for on top.
    (
        "morris-make",
        &[
            &["error", "paper", "sheet"],
            &["laser"],
            &["print"],
            &["request"],
        ],
    ),
    (
        "morris-site",
        &[&["encoding"], &["site"], &["answer"], &["http"]],
    ),
    (
        "morris-uci",
        &[
            &[
                "forfeit", "opening", "options", "output", "protocol", "tally", "tokens", "words",
            ],
            &["clock", "elo", "sprt", "worker"],
            &["limits", "match_config", "match_report"],
            &["player", "session"],
            &["child", "referee"],
            &["match_events"],
            &["matches"],
        ],
    ),
    (
        "morris-server",
        &[
            &[
                "hold_back",
                "limits",
                "password",
                "player_name",
                "pool",
                "room_event",
                "room_rules",
                "room_settings",
                "rules_cache",
                "secret",
            ],
            &["room_state", "store"],
            &["live_room"],
            &["hub", "lobby"],
            &["connection"],
            &["routes"],
        ],
    ),
    (
        "morris-cli",
        &[
            &["cli", "exit", "player_file", "records", "text"],
            &["describe", "error_words", "setup", "style"],
            &["ai", "board"],
            &["commands"],
        ],
    ),
    // What the app remembers and the variants it offers; the game at the
    // table (its state, the turn entered, the status line); the board drawn
    // from it, and the computer thinking about it. Then each thing a player
    // does, without the app (a dialog, a room, an exercise, the editor, a
    // review's notes...); the app, whose state holds them; and on top each
    // one's screen, an `impl MorrisApp` block: the app's frame calls it,
    // and it reaches what the app holds.
    (
        "morris-gui",
        &[
            &["settings", "variant"],
            &["table"],
            &["board", "computer"],
            &[
                "access", "editor", "files", "lobby", "make", "online", "page", "play", "practice",
                "review",
            ],
            &["app"],
            &[
                "access::keyboard",
                "access::live",
                "editor::screen",
                "files::open_save",
                "files::download",
                "lobby::explorer_view",
                "lobby::window",
                "make::window",
                "online::follow",
                "online::panel",
                "play::dialogs",
                "play::leave_game",
                "play::move_list",
                "play::panels",
                "play::toolbar",
                "play::turns",
                "practice::coach",
                "practice::view",
                "review::view",
            ],
        ],
    ),
    (
        "morris-web",
        &[
            &[
                "backing_store",
                "bench",
                "mirror_tree",
                "page_app",
                "web_fetch",
                "web_socket",
                "web_thinking",
            ],
            &["worker_ask"],
            &[
                "access_mirror",
                "page_access",
                "plain_page",
                "worker_make",
                "worker_proof",
                "worker_puzzles",
            ],
            &["browser_page", "worker_side"],
            &["start"],
        ],
    ),
    (
        "xtask",
        &[&["checks", "postgres", "site", "slurm", "tools"]],
    ),
];

/// A module of a crate, as the path of names from the crate's root.
type ModPath = Vec<String>;

#[derive(Debug, Default)]
struct Crate {
    /// Every module's file, by module path.
    files: BTreeMap<ModPath, PathBuf>,
    /// Names each module re-exports (`pub use a::B;` in `m` makes `m::B` lead to `a`).
    reexports: BTreeMap<ModPath, BTreeMap<String, ModPath>>,
    /// Which modules each module's code names.
    imports: BTreeMap<ModPath, BTreeSet<ModPath>>,
}

/// The module path of a source file under `src/` (`a/mod.rs` and `a.rs` are `a`).
fn module_path(relative: &Path) -> ModPath {
    let mut names: ModPath = relative
        .iter()
        .map(|part| part.to_string_lossy().trim_end_matches(".rs").to_string())
        .collect();
    if matches!(
        names.last().map(String::as_str),
        Some("mod" | "lib" | "main")
    ) {
        names.pop();
    }
    names
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            if path.file_name().is_some_and(|n| n != "bin") {
                rust_files(&path, out);
            }
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// Is `attrs` a `#[cfg(test)]`?
fn is_test_only(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|a| {
        a.path().is_ident("cfg")
            && a.parse_args::<syn::Meta>()
                .is_ok_and(|m| m.path().is_ident("test"))
    })
}

/// The paths a file's code names, each as written (`crate::a::B`, `super::c`).
#[derive(Default)]
struct Paths {
    found: Vec<Vec<String>>,
    /// `use` paths that are re-exported (`pub use`), with the name they give.
    exported: Vec<(String, Vec<String>)>,
}

impl Paths {
    fn use_tree(&mut self, prefix: &mut Vec<String>, tree: &syn::UseTree, public: bool) {
        match tree {
            syn::UseTree::Path(p) => {
                prefix.push(p.ident.to_string());
                self.use_tree(prefix, &p.tree, public);
                prefix.pop();
            }
            syn::UseTree::Name(n) => self.used(prefix, &n.ident.to_string(), None, public),
            syn::UseTree::Rename(r) => self.used(
                prefix,
                &r.ident.to_string(),
                Some(r.rename.to_string()),
                public,
            ),
            syn::UseTree::Glob(_) => self.found.push(prefix.clone()),
            syn::UseTree::Group(g) => {
                for tree in &g.items {
                    self.use_tree(prefix, tree, public);
                }
            }
        }
    }

    fn used(&mut self, prefix: &[String], name: &str, rename: Option<String>, public: bool) {
        let mut path = prefix.to_vec();
        if name != "self" {
            path.push(name.to_string());
        }
        if public {
            let given = rename.unwrap_or_else(|| path.last().cloned().unwrap_or_default());
            self.exported.push((given, path));
        } else {
            self.found.push(path);
        }
    }
}

impl<'ast> Visit<'ast> for Paths {
    fn visit_item_mod(&mut self, item: &'ast syn::ItemMod) {
        if !is_test_only(&item.attrs) {
            syn::visit::visit_item_mod(self, item);
        }
    }

    fn visit_item_fn(&mut self, item: &'ast syn::ItemFn) {
        if !is_test_only(&item.attrs) {
            syn::visit::visit_item_fn(self, item);
        }
    }

    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        if is_test_only(&item.attrs) {
            return;
        }
        let public = !matches!(item.vis, syn::Visibility::Inherited);
        self.use_tree(&mut Vec::new(), &item.tree, public);
    }

    fn visit_path(&mut self, path: &'ast syn::Path) {
        if path.segments.len() > 1 {
            let names = path.segments.iter().map(|s| s.ident.to_string()).collect();
            self.found.push(names);
        }
        syn::visit::visit_path(self, path);
    }
}

impl Crate {
    fn read(src: &Path) -> Crate {
        let mut files = Vec::new();
        rust_files(src, &mut files);
        // A program with a library: main.rs is a crate of its own that uses the library by name.
        if src.join("lib.rs").exists() {
            files.retain(|f| f != &src.join("main.rs"));
        }
        let mut krate = Crate::default();
        let mut paths = BTreeMap::new();
        for file in files {
            let module = module_path(file.strip_prefix(src).unwrap());
            let text = std::fs::read_to_string(&file).unwrap();
            let syntax =
                syn::parse_file(&text).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
            let mut found = Paths::default();
            found.visit_file(&syntax);
            krate.files.insert(module.clone(), file);
            paths.insert(module, found);
        }
        for (module, found) in &paths {
            let exports = found
                .exported
                .iter()
                .filter_map(|(name, path)| Some((name.clone(), krate.resolve(module, path)?)))
                .collect();
            krate.reexports.insert(module.clone(), exports);
        }
        for (module, found) in &paths {
            // A re-export is a module's face, not its own import.
            let targets = found
                .found
                .iter()
                .filter_map(|path| krate.resolve(module, path))
                // A child uses what its parent module holds: Rust's nesting, not a circle.
                .filter(|target| !module.starts_with(target))
                .collect();
            krate.imports.insert(module.clone(), targets);
        }
        krate
    }

    /// The module of this crate that `path`, written in `from`, leads to.
    fn resolve(&self, from: &ModPath, path: &[String]) -> Option<ModPath> {
        let mut at: ModPath;
        let mut rest = path;
        match rest.first().map(String::as_str) {
            Some("crate") => {
                at = Vec::new();
                rest = &rest[1..];
            }
            Some("self" | "super") => {
                at = from.clone();
                while let Some(first) = rest.first() {
                    match first.as_str() {
                        "self" => {}
                        "super" => {
                            at.pop()?;
                        }
                        _ => break,
                    }
                    rest = &rest[1..];
                }
            }
            // A child module of `from`, or else not ours (another crate, an item).
            Some(first) => {
                let mut child = from.clone();
                child.push(first.to_string());
                if !self.files.contains_key(&child) {
                    return None;
                }
                at = child;
                rest = &rest[1..];
            }
            None => return None,
        }
        self.follow(at, rest, 0)
    }

    /// From module `at`, goes down `rest` through modules and re-exports.
    fn follow(&self, mut at: ModPath, mut rest: &[String], depth: usize) -> Option<ModPath> {
        while let Some(name) = rest.first() {
            let mut child = at.clone();
            child.push(name.clone());
            if self.files.contains_key(&child) {
                at = child;
            } else if let Some(target) = self.reexports.get(&at).and_then(|r| r.get(name)) {
                if depth > 8 || *target == at {
                    break;
                }
                return self.follow(target.clone(), &rest[1..], depth + 1);
            } else {
                break;
            }
            rest = &rest[1..];
        }
        Some(at)
    }
}

fn workspace() -> BTreeMap<String, Crate> {
    let crates = Path::new(env!("CARGO_MANIFEST_DIR")).join("crates");
    let mut out = BTreeMap::new();
    for entry in std::fs::read_dir(crates).unwrap() {
        let dir = entry.unwrap().path();
        if dir.join("src").is_dir() {
            let name = dir.file_name().unwrap().to_string_lossy().to_string();
            out.insert(name, Crate::read(&dir.join("src")));
        }
    }
    out
}

/// A circle of imports among `graph`'s modules, if there is one.
fn find_circle<N: Ord + Clone>(graph: &BTreeMap<N, BTreeSet<N>>) -> Option<Vec<N>> {
    fn visit<N: Ord + Clone>(
        node: &N,
        graph: &BTreeMap<N, BTreeSet<N>>,
        done: &mut BTreeSet<N>,
        path: &mut Vec<N>,
    ) -> Option<Vec<N>> {
        if let Some(start) = path.iter().position(|n| n == node) {
            let mut circle = path[start..].to_vec();
            circle.push(node.clone());
            return Some(circle);
        }
        if done.contains(node) {
            return None;
        }
        path.push(node.clone());
        for next in graph.get(node).into_iter().flatten() {
            if let Some(circle) = visit(next, graph, done, path) {
                return Some(circle);
            }
        }
        path.pop();
        done.insert(node.clone());
        None
    }
    let mut done = BTreeSet::new();
    graph
        .keys()
        .find_map(|node| visit(node, graph, &mut done, &mut Vec::new()))
}

fn shown(module: &ModPath) -> String {
    if module.is_empty() {
        "(root)".to_string()
    } else {
        module.join("::")
    }
}

#[test]
fn no_files_import_one_another_in_a_circle() {
    let mut circles = Vec::new();
    for (name, krate) in workspace() {
        if let Some(circle) = find_circle(&krate.imports) {
            let circle: Vec<String> = circle.iter().map(shown).collect();
            circles.push(format!("{name}: {}", circle.join(" -> ")));
        }
    }
    assert!(
        circles.is_empty(),
        "modules import each other in a circle:\n{}",
        circles.join("\n")
    );
}

#[test]
fn every_module_imports_only_from_the_layers_below_its_own() {
    let crates = workspace();
    let mut wrong = Vec::new();
    for (name, layers) in LAYERS {
        let krate = &crates[*name];
        // The layer of `module` and the declared name it stands under: the
        // longest that leads to it.
        let layer_of = |module: &ModPath| {
            let leads_to = |declared: &str| {
                let declared: Vec<&str> = declared.split("::").collect();
                declared.len() <= module.len()
                    && declared.iter().zip(module).all(|(d, m)| *d == m.as_str())
            };
            layers
                .iter()
                .enumerate()
                .flat_map(|(i, layer)| layer.iter().map(move |declared| (i, *declared)))
                .filter(|(_, declared)| leads_to(declared))
                .max_by_key(|(_, declared)| declared.split("::").count())
        };
        for declared in layers.iter().flat_map(|layer| layer.iter()) {
            let module: ModPath = declared.split("::").map(String::from).collect();
            if !krate.files.contains_key(&module) {
                wrong.push(format!("{name}: {declared} is declared, but is no module"));
            }
        }
        for module in krate.files.keys().filter(|m| !m.is_empty()) {
            if layer_of(module).is_none() {
                wrong.push(format!("{name}: {} has no declared layer", shown(module)));
            }
        }
        for (module, targets) in &krate.imports {
            let Some((from, under)) = layer_of(module) else {
                continue;
            };
            for target in targets {
                match layer_of(target) {
                    Some((to, target_under)) if to <= from || target_under == under => {}
                    _ => wrong.push(format!(
                        "{name}: {} imports {}, which is not in a layer below",
                        shown(module),
                        shown(target)
                    )),
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// The engine (the compiled rules' parts, positions, notation, games) keeps
/// types of its own: the rules file's format ends at `compile`.
#[test]
fn the_engine_imports_nothing_of_the_rules_file_format() {
    let crates = workspace();
    let core = &crates["morris-core"];
    let engine = ["rules", "position", "notation", "game"];
    let format: ModPath = vec!["rules_file".into(), "ruleset".into()];
    let wrong: Vec<String> = core
        .imports
        .iter()
        .filter(|(module, _)| {
            module
                .first()
                .is_some_and(|top| engine.contains(&top.as_str()))
        })
        .filter(|(_, targets)| targets.iter().any(|t| t.starts_with(&format)))
        .map(|(module, _)| shown(module))
        .collect();
    assert!(
        wrong.is_empty(),
        "these engine modules import the rules file's format: {}",
        wrong.join(", ")
    );
}

#[test]
fn the_reader_follows_uses_paths_and_reexports() {
    let crates = workspace();
    let core = &crates["morris-core"];
    let path = |p: &str| p.split("::").map(String::from).collect::<ModPath>();
    // `use crate::Position` in a file leads through the root's re-export.
    assert!(core.imports[&path("game")].contains(&path("position")));
    assert!(core.imports[&path("notation::position_text")].contains(&path("position")));
    // `super::` and grouped uses.
    assert!(
        core.imports[&path("record::file")]
            .iter()
            .any(|m| m.first().is_some_and(|f| f == "record"))
    );
    let circle = BTreeMap::from([
        (1, BTreeSet::from([2])),
        (2, BTreeSet::from([3])),
        (3, BTreeSet::from([1])),
    ]);
    assert_eq!(find_circle(&circle), Some(vec![1, 2, 3, 1]));
    let layered = BTreeMap::from([(1, BTreeSet::from([2, 3])), (2, BTreeSet::from([3]))]);
    assert_eq!(find_circle(&layered), None);
}

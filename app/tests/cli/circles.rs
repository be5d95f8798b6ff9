//! No import circles: within each crate (`core`, `designer`, `app`) no two
//! files import each other, directly or round a circle; and inside each
//! game's folder (`core/src/games/<game>`, `designer/src/games/<game>`,
//! `app/src/desktop/tables/<game>`) the files import one way only, the
//! folder's `mod.rs` included.
//!
//! A file imports another when one of its paths starting `crate::`,
//! `super::` or `self::` — in a `use` declaration (braces expanded), in
//! code or in a macro's text (`$crate::`) — names a module the other file
//! is, or an item in it; the longest part of the path that names a file
//! counts. A `mod.rs` that declares its children and re-exports them does
//! not import them by that, except inside a game's folder, where its paths
//! starting with a child's name count too. Comments, strings and test
//! modules (`#[cfg(test)] mod …`) are left out.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::sync::LazyLock;

use crate::layers::{Token, rust_files, tokens};

/// The crates whose files are checked, by folder.
const CRATES: [&str; 3] = ["core", "designer", "app"];

/// The workspace's folder.
fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// A crate's files: each by its path, with its module path inside the
/// crate (`["bots", "mcts"]` for `bots/mcts.rs`, `["bots"]` for
/// `bots/mod.rs`, none for the crate's root) and its tokens.
struct Sources {
    files: BTreeMap<PathBuf, (Vec<String>, Vec<Token>)>,
}

impl Sources {
    /// The sources `(path, text)` of a crate whose `src` folder is `src`
    /// (paths start with it).
    fn new(src: &Path, files: impl IntoIterator<Item = (PathBuf, String)>) -> Self {
        let files = files
            .into_iter()
            .map(|(path, text)| {
                let module = module_of(path.strip_prefix(src).expect("a file under src"));
                (path, (module, tokens(&text)))
            })
            .collect();
        Self { files }
    }

    /// The sources of the crate in folder `name` of the workspace, each
    /// path relative to the workspace.
    fn of_crate(name: &str) -> Self {
        let root = workspace();
        let src = Path::new(name).join("src");
        let files = rust_files(&root.join(&src)).into_iter().map(|file| {
            let text = std::fs::read_to_string(&file).expect("a readable source file");
            (file.strip_prefix(&root).expect("under the workspace").to_path_buf(), text)
        });
        Self::new(&src, files)
    }

    /// The file a module path names: the longest part of it that is a
    /// file's module (never the crate's root).
    fn file_of(&self, parts: &[String]) -> Option<&PathBuf> {
        (1..=parts.len())
            .rev()
            .find_map(|k| self.files.iter().find(|(_, (module, _))| module.as_slice() == &parts[..k]).map(|(p, _)| p))
    }

    /// Each file with the files it imports; in the folders `whole` names,
    /// a `mod.rs` imports the children its paths start with too.
    fn imports(&self, whole: &dyn Fn(&Path) -> bool) -> BTreeMap<PathBuf, BTreeSet<PathBuf>> {
        let mut imports = BTreeMap::new();
        for (path, (module, tokens)) in &self.files {
            let code = without_tests(tokens);
            let mut paths = paths(&code);
            let is_mod = path.file_name().is_some_and(|n| n == "mod.rs");
            if is_mod && path.parent().is_some_and(whole) {
                let children = declared_children(&code);
                paths.extend(
                    child_paths(&code, &children)
                        .into_iter()
                        .map(|p| std::iter::once("self".to_owned()).chain(p).collect::<Vec<_>>()),
                );
            }
            let targets = paths
                .iter()
                .filter_map(|p| resolve(module, p))
                .filter_map(|parts| self.file_of(&parts))
                .filter(|target| *target != path)
                .cloned()
                .collect();
            imports.insert(path.clone(), targets);
        }
        imports
    }
}

/// The module path of a file at `path` under a crate's `src`.
fn module_of(path: &Path) -> Vec<String> {
    let mut parts: Vec<String> = path.with_extension("").iter().map(|p| p.to_string_lossy().into_owned()).collect();
    if parts.last().is_some_and(|p| p == "mod") || parts == ["lib"] || parts == ["main"] {
        parts.pop();
    }
    parts
}

/// `tokens` without the test modules: each `#[cfg(test)]` followed by a
/// `mod` with a body is left out, body and all.
fn without_tests(tokens: &[Token]) -> Vec<&Token> {
    let word = |i: usize, w: &str| matches!(tokens.get(i), Some(Token::Word(x, _)) if x == w);
    let mark = |i: usize, m: &'static str| tokens.get(i) == Some(&Token::Mark(m));
    let mut kept = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        let cfg_test = mark(i, "#")
            && mark(i + 1, "[")
            && word(i + 2, "cfg")
            && mark(i + 3, "(")
            && word(i + 4, "test")
            && mark(i + 5, ")")
            && mark(i + 6, "]");
        if cfg_test {
            // Past any other attributes and `pub`, to `mod NAME {`.
            let mut j = i + 7;
            while mark(j, "#") {
                while j < tokens.len() && !mark(j, "]") {
                    j += 1;
                }
                j += 1;
            }
            if word(j, "pub") {
                j += 1;
            }
            if word(j, "mod") && mark(j + 2, "{") {
                let mut depth = 0usize;
                j += 2;
                while j < tokens.len() {
                    if mark(j, "{") {
                        depth += 1;
                    } else if mark(j, "}") {
                        depth -= 1;
                        if depth == 0 {
                            break;
                        }
                    }
                    j += 1;
                }
                i = j + 1;
                continue;
            }
        }
        kept.push(&tokens[i]);
        i += 1;
    }
    kept
}

/// Every path `code` names starting `crate`, `super` or `self`: those in
/// `use` declarations, braces expanded, and those standing in code.
fn paths(code: &[&Token]) -> Vec<Vec<String>> {
    let mut found = Vec::new();
    let mut i = 0;
    while i < code.len() {
        if matches!(code[i], Token::Word(w, _) if w == "use") {
            let end = (i..code.len()).find(|&j| *code[j] == Token::Mark(";")).unwrap_or(code.len());
            found.extend(use_tree(&code[i + 1..end]).into_iter().filter(|p| is_rooted(p)));
            i = end;
            continue;
        }
        if let Token::Word(head, _) = code[i]
            && matches!(head.as_str(), "crate" | "super" | "self")
            && code.get(i + 1) == Some(&&Token::Mark("::"))
        {
            let mut path = vec![head.clone()];
            let mut j = i + 1;
            while code.get(j) == Some(&&Token::Mark("::")) {
                match code.get(j + 1) {
                    Some(Token::Word(w, _)) => path.push(w.clone()),
                    _ => break,
                }
                j += 2;
            }
            found.push(path);
            i = j;
            continue;
        }
        i += 1;
    }
    found
}

/// Whether `path` starts where the crate's own paths do.
fn is_rooted(path: &[String]) -> bool {
    path.first().is_some_and(|h| matches!(h.as_str(), "crate" | "super" | "self"))
}

/// The paths a `use` tree names (`a::{b, c::d as e}` is `a::b` and
/// `a::c::d`); `self` inside braces names the path before them.
fn use_tree(tokens: &[&Token]) -> Vec<Vec<String>> {
    /// Reads one tree from `at`, below `prefix`, into `out`; returns where it ends.
    fn tree(tokens: &[&Token], mut at: usize, prefix: &[String], out: &mut Vec<Vec<String>>) -> usize {
        let mut path = prefix.to_vec();
        loop {
            match tokens.get(at) {
                // `x as y` names x; `a::{self}` names a.
                Some(Token::Word(w, _)) if w == "as" => at += 2,
                Some(Token::Word(w, _)) if w == "self" && !path.is_empty() => at += 1,
                Some(Token::Word(w, _)) => {
                    path.push(w.clone());
                    at += 1;
                }
                Some(Token::Mark("::" | "*")) => at += 1,
                Some(Token::Mark("{")) => {
                    at += 1;
                    while tokens.get(at).is_some_and(|t| **t != Token::Mark("}")) {
                        at = tree(tokens, at, &path, out);
                        if tokens.get(at) == Some(&&Token::Mark(",")) {
                            at += 1;
                        }
                    }
                    return at + 1;
                }
                _ => {
                    if !path.is_empty() {
                        out.push(path);
                    }
                    return at;
                }
            }
        }
    }
    // `pub use`, `pub(crate) use`: the tree starts after `use`; a leading `::` is an outside crate.
    let mut out = Vec::new();
    if tokens.first() != Some(&&Token::Mark("::")) {
        tree(tokens, 0, &[], &mut out);
    }
    out
}

/// The module path `path`, written in the module `here`, stands for.
fn resolve(here: &[String], path: &[String]) -> Option<Vec<String>> {
    let (head, mut rest) = path.split_first()?;
    let mut base: Vec<String> = match head.as_str() {
        "crate" => Vec::new(),
        "self" => here.to_vec(),
        "super" => here.get(..here.len().checked_sub(1)?)?.to_vec(),
        _ => return None,
    };
    while let Some((first, more)) = rest.split_first()
        && first == "super"
    {
        base.pop()?;
        rest = more;
    }
    base.extend(rest.iter().filter(|p| *p != "self").cloned());
    (!base.is_empty()).then_some(base)
}

/// The modules `code` declares with a file of their own (`mod name;`).
fn declared_children(code: &[&Token]) -> BTreeSet<String> {
    let mut children = BTreeSet::new();
    for i in 0..code.len() {
        if matches!(code[i], Token::Word(w, _) if w == "mod")
            && let Some(Token::Word(name, _)) = code.get(i + 1)
            && code.get(i + 2) == Some(&&Token::Mark(";"))
        {
            children.insert(name.clone());
        }
    }
    children
}

/// The paths of `code` that start with one of `children`: `child::item`
/// in code, `use child::…` trees.
fn child_paths(code: &[&Token], children: &BTreeSet<String>) -> Vec<Vec<String>> {
    let mut found = Vec::new();
    let mut i = 0;
    while i < code.len() {
        if matches!(code[i], Token::Word(w, _) if w == "use") {
            let end = (i..code.len()).find(|&j| *code[j] == Token::Mark(";")).unwrap_or(code.len());
            found.extend(
                use_tree(&code[i + 1..end]).into_iter().filter(|p| p.first().is_some_and(|h| children.contains(h))),
            );
            i = end;
            continue;
        }
        let after_path = i > 0 && *code[i - 1] == Token::Mark("::");
        if let Token::Word(name, _) = code[i]
            && children.contains(name)
            && !after_path
            && code.get(i + 1) == Some(&&Token::Mark("::"))
        {
            found.push(vec![name.clone()]);
        }
        i += 1;
    }
    found
}

/// The circles among `imports`: each strongly connected set of two or
/// more files, its files in order.
fn circles(imports: &BTreeMap<PathBuf, BTreeSet<PathBuf>>) -> Vec<Vec<PathBuf>> {
    // Tarjan's algorithm, without recursion.
    let nodes: Vec<&PathBuf> = imports.keys().collect();
    let index_of: BTreeMap<&PathBuf, usize> = nodes.iter().enumerate().map(|(i, n)| (*n, i)).collect();
    let next: Vec<Vec<usize>> =
        nodes.iter().map(|n| imports[*n].iter().filter_map(|t| index_of.get(t).copied()).collect()).collect();
    let (mut index, mut low, mut on) = (vec![usize::MAX; nodes.len()], vec![0; nodes.len()], vec![false; nodes.len()]);
    let (mut stack, mut found, mut counter) = (Vec::new(), Vec::new(), 0);
    for start in 0..nodes.len() {
        if index[start] != usize::MAX {
            continue;
        }
        let mut walk = vec![(start, 0usize)];
        index[start] = counter;
        low[start] = counter;
        counter += 1;
        stack.push(start);
        on[start] = true;
        while let Some(&mut (v, ref mut edge)) = walk.last_mut() {
            if let Some(&w) = next[v].get(*edge) {
                *edge += 1;
                if index[w] == usize::MAX {
                    index[w] = counter;
                    low[w] = counter;
                    counter += 1;
                    stack.push(w);
                    on[w] = true;
                    walk.push((w, 0));
                } else if on[w] {
                    low[v] = low[v].min(index[w]);
                }
                continue;
            }
            walk.pop();
            if let Some(&(parent, _)) = walk.last() {
                low[parent] = low[parent].min(low[v]);
            }
            if low[v] == index[v] {
                let mut circle = Vec::new();
                while let Some(w) = stack.pop() {
                    on[w] = false;
                    circle.push(nodes[w].clone());
                    if w == v {
                        break;
                    }
                }
                if circle.len() > 1 {
                    circle.sort();
                    found.push(circle);
                }
            }
        }
    }
    found.sort();
    found
}

/// The games, by their folders' names in `core/src/games`.
static GAMES: LazyLock<BTreeSet<String>> = LazyLock::new(|| {
    std::fs::read_dir(workspace().join("core/src/games"))
        .expect("the games' folder")
        .flatten()
        .filter(|e| e.path().is_dir())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect()
});

/// Whether `folder` is a game's folder: a folder of `core/src/games`, or
/// the folder of the same name in the designer's games or the app's tables.
fn is_game_folder(folder: &Path) -> bool {
    let name = folder.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let parent = folder.parent().unwrap_or(folder);
    GAMES.contains(&name)
        && [Path::new("core/src/games"), Path::new("designer/src/games"), Path::new("app/src/desktop/tables")]
            .contains(&parent)
}

/// The circles of every crate, as lists of files relative to the workspace.
fn every_circle() -> Vec<Vec<String>> {
    let mut found = Vec::new();
    for name in CRATES {
        let sources = Sources::of_crate(name);
        assert!(sources.files.len() > 10, "the sources of {name} are found");
        for circle in circles(&sources.imports(&|_| false)) {
            found.push(circle.iter().map(|p| p.display().to_string()).collect());
        }
    }
    found
}

#[test]
fn no_two_files_of_a_crate_import_each_other_round_a_circle() {
    let found = every_circle();
    assert!(found.is_empty(), "files that import each other round a circle: {found:#?}");
}

#[test]
fn inside_each_games_folder_the_files_import_one_way_only() {
    let mut folders = BTreeSet::new();
    for name in CRATES {
        let sources = Sources::of_crate(name);
        folders.extend(
            sources.files.keys().filter_map(|p| p.parent()).filter(|f| is_game_folder(f)).map(Path::to_path_buf),
        );
        let imports = sources.imports(&is_game_folder);
        // Only the imports between files of one game's folder.
        let inside: BTreeMap<PathBuf, BTreeSet<PathBuf>> = imports
            .into_iter()
            .filter(|(file, _)| file.parent().is_some_and(is_game_folder))
            .map(|(file, targets)| {
                let targets = targets.into_iter().filter(|t| t.parent() == file.parent()).collect();
                (file, targets)
            })
            .collect();
        let found = circles(&inside);
        assert!(found.is_empty(), "files of a game's folder that import each other: {found:#?}");
    }
    assert!(folders.len() >= 13, "the games' folders are found: {folders:?}");
}

/// `(path under src, text)` pairs as sources.
fn sources(files: &[(&str, &str)]) -> Sources {
    Sources::new(Path::new(""), files.iter().map(|(p, t)| (PathBuf::from(p), (*t).to_owned())))
}

/// The circles of `files`, as paths under src; in `whole` folders a
/// `mod.rs` imports the children its paths start with.
fn circles_of(files: &[(&str, &str)], whole: &str) -> Vec<Vec<String>> {
    let imports = sources(files).imports(&|folder: &Path| folder == Path::new(whole));
    circles(&imports).into_iter().map(|c| c.iter().map(|p| p.display().to_string()).collect()).collect()
}

#[test]
fn imports_are_read_from_paths_in_braces_macros_and_supers_not_from_comments_strings_or_tests() {
    let circle = [["a/b.rs", "a/mod.rs"]];
    let base = ("a/mod.rs", "mod b;\nuse self::b::Thing;\npub struct Kept;\n");
    for child in [
        "use super::{Kept, other};",
        "use crate::a::Kept;",
        "fn f() { let _ = crate::a::Kept; }",
        "use super::super::a::{self, Kept};",
        "macro_rules! m { () => { $crate::a::Kept } }",
        "pub(crate) use crate::{a::{Kept as K}, x};",
    ] {
        assert_eq!(circles_of(&[base, ("a/b.rs", child)], ""), circle, "{child}");
    }
    for child in [
        "// use super::Kept;",
        "/* crate::a::Kept */ fn f() {}",
        "const S: &str = \"crate::a::Kept\";",
        "use std::fmt;\n#[cfg(test)]\nmod tests {\n    use super::super::Kept;\n}",
        "use ::a::Kept;",
        "use super::c::Thing;",
    ] {
        assert!(circles_of(&[base, ("a/b.rs", child), ("a/c.rs", "")], "").is_empty(), "{child}");
    }
    // A parent that names its child bare imports it only inside a game's folder.
    let named = [("a/mod.rs", "mod b;\nfn f() { b::g() }\npub const K: u8 = 1;\n"), ("a/b.rs", "use super::K;\n")];
    assert!(circles_of(&named, "").is_empty());
    assert_eq!(circles_of(&named, "a"), circle);
    // Round three files.
    let three =
        [("x.rs", "use crate::y::Y;"), ("y.rs", "use crate::z::Z;"), ("z.rs", "use crate::x::X;"), ("lib.rs", "")];
    assert_eq!(circles_of(&three, ""), [["x.rs", "y.rs", "z.rs"]]);
}

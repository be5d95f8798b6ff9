//! Art that travels with a design saved into another folder: the pictures
//! its file names (relative to the file's folder, `art/…` as a rule), and
//! its typeface file, are copied beside the new file, so the preview, the
//! table and `parlour validate` find them where it lands. A picture already there is never
//! replaced: the same bytes are taken as they are, different ones are kept
//! and named in the message.

use std::path::{Path, PathBuf};

/// What carrying a design's art to another folder did.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Carried {
    /// The pictures copied into the new folder (full paths).
    pub copied: Vec<PathBuf>,
    /// Files the new folder held already by the same path with other
    /// contents: left as they were, the design's copied beside them under
    /// a free name — each path as the design named it, and its new one.
    pub renamed: Vec<(String, String)>,
    /// Art paths that could not be copied, each with the reason.
    pub failed: Vec<String>,
}

impl Carried {
    /// What happened, in words to add to "Saved …" — empty when every
    /// picture was there or was copied without a word to say.
    pub fn words(&self) -> String {
        self.words_of("picture")
    }

    /// [`Carried::words`], the files copied counted as `noun`s ("picture",
    /// "typeface").
    pub fn words_of(&self, noun: &str) -> String {
        let mut parts = Vec::new();
        if !self.copied.is_empty() {
            parts.push(format!("copied {} beside it", parlour_core::text::counted(self.copied.len(), noun)));
        }
        for (old, new) in &self.renamed {
            parts.push(format!("copied {old} as {new}, the folder's own {old} being another"));
        }
        if !self.failed.is_empty() {
            parts.push(format!("could not copy {}", self.failed.join("; ")));
        }
        parts.join("; ")
    }
}

/// Whether `a` and `b` are the same folder (or both cannot be looked up
/// and are written alike).
fn same_folder(a: &Path, b: &Path) -> bool {
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => a == b,
    }
}

/// Copies the pictures `art` (paths relative to `from`, the folder the
/// design was in) to the same paths under `to`, the folder it is saved in,
/// making the folders they need. Nothing is done when the folders are the
/// same; a file `to` has already is never replaced: the same bytes are
/// taken as they are, others are copied beside it under a free name
/// (`drake-2.png`), which the design must then name ([`Carried::renamed`]).
pub fn carry(from: &Path, to: &Path, art: &[&str]) -> Carried {
    let mut carried = Carried::default();
    if same_folder(from, to) {
        return carried;
    }
    let mut seen: Vec<&str> = Vec::new();
    for &relative in art {
        if seen.contains(&relative) || Path::new(relative).is_absolute() {
            continue;
        }
        seen.push(relative);
        let Ok(source) = parlour_designer::print::art::resolve_file(from, relative, "file") else {
            // Not there to carry: the file names it as before, and the
            // preview and `validate` say it cannot be read.
            continue;
        };
        let mut relative_to = relative.to_owned();
        let mut target = to.join(relative);
        let bytes = std::fs::read(&source).ok();
        let (stem, extension) = relative.rsplit_once('.').unwrap_or((relative, ""));
        let mut n = 1;
        while target.exists() {
            if std::fs::read(&target).ok() == bytes {
                break;
            }
            n += 1;
            relative_to = format!("{stem}-{n}.{extension}");
            target = to.join(&relative_to);
        }
        if target.exists() {
            if relative_to != relative {
                carried.renamed.push((relative.to_owned(), relative_to));
            }
            continue;
        }
        if relative_to != relative {
            carried.renamed.push((relative.to_owned(), relative_to.clone()));
        }
        let copied = target.parent().map_or(Ok(()), std::fs::create_dir_all).and_then(|()| {
            let partial = target.with_extension("partial");
            std::fs::copy(&source, &partial)?;
            std::fs::rename(&partial, &target)
        });
        match copied {
            Ok(()) => carried.copied.push(target),
            Err(e) => carried.failed.push(format!("{relative}: {e}")),
        }
    }
    carried
}

#[cfg(test)]
mod tests {
    use super::*;

    fn folder() -> tempfile::TempDir {
        tempfile::Builder::new().prefix("parlour-carry-").tempdir().expect("a temporary folder")
    }

    #[test]
    fn pictures_are_copied_beside_the_new_file_and_one_there_already_is_kept() {
        let (old, new) = (folder(), folder());
        std::fs::create_dir_all(old.path().join("art")).expect("made");
        std::fs::write(old.path().join("art/whale.png"), b"whale").expect("written");
        std::fs::write(old.path().join("art/drake.png"), b"drake").expect("written");
        std::fs::create_dir_all(new.path().join("art")).expect("made");
        std::fs::write(new.path().join("art/drake.png"), b"another drake").expect("written");
        let carried = carry(old.path(), new.path(), &["art/whale.png", "art/drake.png", "art/gone.png"]);
        assert_eq!(std::fs::read(new.path().join("art/whale.png")).expect("copied"), b"whale");
        assert_eq!(std::fs::read(new.path().join("art/drake.png")).expect("kept"), b"another drake");
        assert_eq!(std::fs::read(new.path().join("art/drake-2.png")).expect("beside it"), b"drake");
        assert_eq!(carried.renamed, vec![("art/drake.png".to_owned(), "art/drake-2.png".to_owned())]);
        assert_eq!(carried.copied.len(), 2);
        assert_eq!(
            carried.words(),
            "copied 2 pictures beside it; copied art/drake.png as art/drake-2.png, the folder's own art/drake.png being another"
        );
        let again = carry(old.path(), new.path(), &["art/drake.png"]);
        assert_eq!(again.renamed, carried.renamed, "the copy made before is taken again, not made twice");
        assert!(again.copied.is_empty());
        assert_eq!(carry(old.path(), old.path(), &["art/whale.png"]), Carried::default(), "same folder");
    }
}

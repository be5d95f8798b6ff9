//! Every face of a print job as its own PNG image —
//! the trim and the bleed at the resolution asked — for print shops that
//! take one image per card: fronts numbered in order, each copy its own
//! file, and each distinct back once.

use std::path::Path;

use anyhow::Result;
use parlour_core::text::counted;
use parlour_designer::print::job::Job;
use parlour_designer::print::layout::Face;
use parlour_designer::print::raster::{ArtShelf, Raster, face_pixels};

use super::Written;
use crate::files::{file_safe, prepare_folder, write_atomically};

/// What to write: each file's name and the face drawn in it.
fn files(job: &Job) -> (Vec<(String, &Face)>, usize) {
    let mut files = Vec::new();
    let fronts = job.sections.iter().flat_map(|s| &s.faces);
    for (i, face) in fronts.enumerate() {
        files.push((format!("{:03}-front-{}.png", i + 1, file_safe(&face.name, "face")), face));
    }
    let count = files.len();
    let mut backs: Vec<&Face> = Vec::new();
    for back in job.sections.iter().filter_map(|s| s.back.as_ref()) {
        if !backs.contains(&back) {
            files.push((super::back_file(backs.len()), back));
            backs.push(back);
        }
    }
    (files, count)
}

/// The images in `folder` named as this export names faces — a numbered
/// front, a back — that are not among `names`: an earlier export's.
fn earlier_faces(folder: &Path, names: &[String]) -> Vec<String> {
    let face = |name: &str| {
        let numbered = name.get(..3).is_some_and(|n| n.bytes().all(|b| b.is_ascii_digit()))
            && name.get(3..).is_some_and(|rest| rest.starts_with("-front-"));
        let png = Path::new(name).extension().is_some_and(|e| e == "png");
        png && (numbered || name == "back.png" || name.starts_with("back-"))
    };
    let Ok(entries) = std::fs::read_dir(folder) else { return Vec::new() };
    let mut earlier: Vec<String> = entries
        .flatten()
        .filter(|entry| entry.file_type().is_ok_and(|t| t.is_file()))
        .filter_map(|entry| entry.file_name().into_string().ok())
        .filter(|name| face(name) && !names.contains(name))
        .collect();
    earlier.sort();
    earlier
}

/// Writes each face of `job`, `bleed` mm past its trim, at `dpi` into
/// `folder`, replacing files of the same names only when `replace` is set.
pub fn write(job: &Job, folder: &Path, dpi: f32, bleed: f32, replace: bool) -> Result<Written> {
    let (files, fronts) = files(job);
    anyhow::ensure!(!files.is_empty(), "there is nothing to draw");
    let names: Vec<String> = files.iter().map(|(name, _)| name.clone()).collect();
    // Every size is checked before anything is written: a face too large is refused with the folder untouched.
    for (_, face) in &files {
        let [w, h] = face_pixels(&face.bled(bleed), dpi);
        Raster::blank(w, h)?;
    }
    // An earlier export's faces this one does not write (a design renamed
    // or taken out) are in the way too: left there, a print shop sent the
    // folder would print them.
    let earlier = earlier_faces(folder, &names);
    prepare_folder(folder, &[names.as_slice(), earlier.as_slice()].concat(), replace)?;
    let mut shelf = ArtShelf::new(job.folder.clone());
    // Copies lie side by side: each is drawn once.
    let mut last: Option<(&Face, Vec<u8>)> = None;
    for (name, face) in &files {
        if last.as_ref().is_none_or(|(drawn, _)| drawn != face) {
            let raster = Raster::face_at(&face.bled(bleed), dpi, &mut shelf)?;
            last = Some((face, raster.png(dpi)?));
        }
        if let Some((_, png)) = &last {
            write_atomically(&folder.join(name), png)?;
        }
    }
    let sizes: Vec<[u32; 2]> = files.iter().map(|(_, face)| face_pixels(&face.bled(bleed), dpi)).collect();
    let size = match sizes.first() {
        Some(&[w, h]) if sizes.iter().all(|s| *s == [w, h]) => format!("{w} × {h} px at {dpi} dpi"),
        _ => format!("at {dpi} dpi"),
    };
    let written = match files.len() - fronts {
        0 => counted(fronts, "front"),
        backs => format!("{} and {}", counted(fronts, "front"), counted(backs, "back")),
    };
    let removed = earlier.iter().filter(|name| std::fs::remove_file(folder.join(name.as_str())).is_ok()).count();
    let removed = match removed {
        0 => String::new(),
        n => format!("; took away {} of an earlier export", counted(n, "image")),
    };
    let summary = format!("wrote {written} to {}, {size}{removed}", folder.display());
    Ok(Written { summary, warnings: shelf.warnings().to_vec() })
}

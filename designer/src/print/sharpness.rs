//! Whether art prints sharp: a picture of too few pixels for the room it
//! fills on a face comes out soft or blocky, however the file is written.
//! Print shops ask for 300 pixels per inch; below [`SHARP_PPI`] a print
//! shows it, and each face whose art falls below says so, naming the
//! design, the file and its pixels.

use std::collections::HashMap;

use parlour_core::face_layout::Crop;

use crate::print::art;
use crate::print::job::Job;
use crate::print::layout::{Area, Face, Primitive};

/// The fewest pixels per inch art may print at and still look sharp.
pub const SHARP_PPI: f32 = 150.0;

/// How many of the art's pixels fall on an inch of `area`, the art being
/// `pixels` large: fitted whole inside it, or covering it at the crop's zoom.
pub fn pixels_per_inch(area: &Area, pixels: (u32, u32), cover: Option<&Crop>) -> f32 {
    let (w, h) = (pixels.0.max(1) as f32, pixels.1.max(1) as f32);
    let (across, down) = (area.width() / w, area.height() / h);
    let mm_per_pixel = match cover {
        None => across.min(down),
        Some(crop) => across.max(down) * f32::from(crop.zoom.max(1)) / 100.0,
    };
    25.4 / mm_per_pixel.max(f32::EPSILON)
}

/// Notes on each face of `job` whose art prints below [`SHARP_PPI`] at the
/// size it is printed; each file is looked at once, from its header.
pub fn note_soft_art(job: &mut Job) {
    let Some(folder) = job.folder.clone() else { return };
    let mut sizes: HashMap<String, Option<(u32, u32)>> = HashMap::new();
    let mut pixels = |file: &str| {
        *sizes
            .entry(file.to_owned())
            .or_insert_with(|| art::resolve(&folder, file).ok().and_then(|path| art::check(&path).ok()))
    };
    for face in job.sections.iter_mut().flat_map(|s| s.faces.iter_mut().chain(s.back.as_mut())) {
        let notes = soft_art(face, &mut pixels);
        face.warnings.extend(notes);
    }
}

/// What of `face`'s art prints below [`SHARP_PPI`], in words naming the
/// design, the file and its pixels; `pixels` tells a file's pixels (by its
/// path as the design names it), `None` when it cannot be read.
pub fn soft_art(face: &Face, mut pixels: impl FnMut(&str) -> Option<(u32, u32)>) -> Vec<String> {
    let mut notes = Vec::new();
    for primitive in &face.primitives {
        let Primitive::Image { area, art: file, cover } = primitive else { continue };
        let Some((w, h)) = pixels(file) else { continue };
        let ppi = pixels_per_inch(area, (w, h), cover.as_ref());
        if ppi < SHARP_PPI {
            notes.push(format!(
                "the art of {} ({file}, {w} × {h} px) prints at {ppi:.0} pixels per inch at this size and will look \
                 soft: a print shop asks for 300, and {SHARP_PPI:.0} is the least that looks sharp",
                face.name
            ));
        }
    }
    notes
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::print::layout::mm;

    fn area(w: f32, h: f32) -> Area {
        Area::new(mm(0.0, 0.0), w, h)
    }

    #[test]
    fn a_picture_fitted_whole_counts_its_pixels_over_its_longer_fit_and_a_crop_over_its_zoom() {
        // 600 px across 50.8 mm (2 inches): 300 ppi, whichever side limits the fit.
        assert!((pixels_per_inch(&area(50.8, 50.8), (600, 300), None) - 300.0).abs() < 0.1);
        // Covering 50.8 mm square, a 600 × 300 picture is scaled by its height: 150 ppi.
        let whole = Crop::default();
        assert!((pixels_per_inch(&area(50.8, 50.8), (600, 300), Some(&whole)) - 150.0).abs() < 0.1);
        // Zoomed to 200 %, half as many pixels fall on each inch.
        let zoomed = Crop { zoom: 200, ..Crop::default() };
        assert!((pixels_per_inch(&area(50.8, 50.8), (600, 300), Some(&zoomed)) - 75.0).abs() < 0.1);
    }
}

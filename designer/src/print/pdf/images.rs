//! The art of a job embedded in the document: each image once, decoded on
//! every core straight to the resolution it prints at, the whole bounded.

use std::collections::HashMap;

use printpdf::{PdfDocument, RawImage, RawImageData, RawImageFormat, XObjectId};

use parlour_core::face_layout::Crop;

use crate::print::geometry::{art_side, shown_art};
use crate::print::job::Job;
use crate::print::layout::{Area, Face, Primitive};

/// Art is stored at no more than this many dots per inch of its printed size.
const ART_DPI: f32 = 600.0;

/// The most pixels all the art of one document may hold together: with much
/// art, every image is stored at a lower resolution, so memory and the file
/// stay bounded whatever the art.
const ART_PIXELS: f32 = 32.0e6;

/// Each picture's image in the document (by [`picture_key`]), and its size
/// in pixels.
pub(super) type EmbeddedArt = HashMap<String, (XObjectId, [usize; 2])>;

/// What a picture is embedded under: its art's path, and the crop when
/// it covers its box (each crop of one art is an image of its own, of
/// just the part shown).
pub(super) fn picture_key(art: &str, cover: Option<Crop>) -> String {
    match cover {
        None => art.to_owned(),
        Some(crop) => format!("{art}#{}-{}-{}", crop.zoom, crop.across, crop.down),
    }
}

/// The resolution every art image is stored at, given the largest side (in
/// mm) each is printed at: [`ART_DPI`], or less so that all of them
/// together hold at most [`ART_PIXELS`].
fn art_dpi(sides: &[f32]) -> f32 {
    let square_inches: f32 = sides.iter().map(|side| (side / 25.4).powi(2)).sum();
    ART_DPI.min((ART_PIXELS / square_inches.max(1e-3)).sqrt()).floor()
}

/// Adds each art image the job's faces use to the document once, scaled
/// down to [`ART_DPI`] at the largest size it is printed (less when all the
/// art together would hold more than [`ART_PIXELS`]); art that cannot be
/// read is left out with a warning. Images are decoded on every core,
/// each straight to its printed size.
/// With `opaque`, art with transparency is laid on white first, as PDF/X-1a
/// allows no transparency. Each picture is cut for the box it fills with
/// the faces' `bleed`, as the pages draw them.
pub(super) fn embed_art(
    job: &Job,
    document: &mut PdfDocument,
    warnings: &mut Vec<String>,
    opaque: bool,
    bleed: f32,
) -> EmbeddedArt {
    // Each picture once: its key, art, crop, the box it is largest in and that box's longer side —
    // as the faces are drawn, run `bleed` past their edges, so that art covering a face covers its bleed.
    let mut largest: Vec<(String, &str, Option<Crop>, Area, f32)> = Vec::new();
    let faces: Vec<Face> =
        job.sections.iter().flat_map(|s| s.faces.iter().chain(&s.back)).map(|f| f.bled(bleed)).collect();
    for primitive in faces.iter().flat_map(|f| &f.primitives) {
        if let Primitive::Image { area, art, cover } = primitive {
            let key = picture_key(art, *cover);
            let side = area.width().max(area.height());
            match largest.iter_mut().find(|(k, ..)| *k == key) {
                Some((.., most)) => *most = most.max(side),
                None => largest.push((key, art, *cover, *area, side)),
            }
        }
    }
    let dpi = art_dpi(&largest.iter().map(|&(.., side)| side).collect::<Vec<_>>());
    if dpi < ART_DPI {
        warnings.push(format!("with {} art images, each is stored at {dpi} dpi to keep the file small", largest.len()));
    }
    let decoded = map_on_all_cores(&largest, |(_, art, cover, area, side)| {
        let per_mm = dpi / 25.4;
        let folder = job.folder.as_deref().ok_or_else(|| format!("art `{art}`: the file's folder is not known"))?;
        let path = crate::print::art::resolve(folder, art).map_err(|e| e.to_string())?;
        let mut image = crate::print::art::load(&path, (side * per_mm).ceil() as u32).map_err(|e| e.to_string())?;
        if cover.is_some() {
            // Only the part shown is kept, as finely as it prints.
            let scale = side / area.width().max(area.height()).max(1e-3);
            let area = Area::new(area.min, area.width() * scale, area.height() * scale);
            let pixels = [image.width() as f32, image.height() as f32];
            let (window, _) = shown_art(area, pixels, *cover);
            let needed = art_side(pixels, window, area, per_mm);
            if needed > image.width().max(image.height()) {
                image = crate::print::art::load(&path, needed).map_err(|e| e.to_string())?;
            }
            let pixels = [image.width() as f32, image.height() as f32];
            let (window, _) = shown_art(area, pixels, *cover);
            let x = (window[0] * pixels[0]).round() as u32;
            let y = (window[1] * pixels[1]).round() as u32;
            let w = (((window[2] - window[0]) * pixels[0]).round() as u32)
                .clamp(1, image.width() - x.min(image.width() - 1));
            let h = (((window[3] - window[1]) * pixels[1]).round() as u32)
                .clamp(1, image.height() - y.min(image.height() - 1));
            image =
                image::imageops::crop_imm(&image, x.min(image.width() - 1), y.min(image.height() - 1), w, h).to_image();
        }
        if opaque {
            for pixel in image.pixels_mut() {
                let a = u16::from(pixel.0[3]);
                for c in &mut pixel.0[..3] {
                    *c = ((u16::from(*c) * a + 255 * (255 - a)) / 255) as u8;
                }
                pixel.0[3] = u8::MAX;
            }
        }
        let (width, height) = (image.width() as usize, image.height() as usize);
        // Opaque art needs no transparency mask.
        let (pixels, data_format) = if image.pixels().all(|p| p.0[3] == u8::MAX) {
            (image::DynamicImage::ImageRgba8(image).into_rgb8().into_raw(), RawImageFormat::RGB8)
        } else {
            (image.into_raw(), RawImageFormat::RGBA8)
        };
        Ok(RawImage { pixels: RawImageData::U8(pixels), width, height, data_format, tag: Vec::new() })
    });
    let mut images = HashMap::new();
    for ((key, ..), raw) in largest.iter().zip(decoded) {
        match raw {
            Ok(raw) => {
                let size = [raw.width, raw.height];
                images.insert(key.clone(), (document.add_image(&raw), size));
            }
            Err(reason) => warnings.push(reason),
        }
    }
    images
}

/// `f` of each item, in order, worked out on as many threads as the
/// machine has cores.
fn map_on_all_cores<T: Sync, R: Send>(items: &[T], f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let threads = std::thread::available_parallelism().map_or(1, usize::from).clamp(1, items.len().max(1));
    let next = std::sync::atomic::AtomicUsize::new(0);
    let mut done: Vec<(usize, R)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut done = Vec::new();
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(item) = items.get(i) else { break done };
                        done.push((i, f(item)));
                    }
                })
            })
            .collect();
        workers.into_iter().flat_map(|w| w.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic))).collect()
    });
    done.sort_unstable_by_key(|&(i, _)| i);
    done.into_iter().map(|(_, r)| r).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn much_art_is_stored_at_a_lower_resolution_so_the_whole_stays_bounded() {
        assert!((art_dpi(&[50.0; 10]) - ART_DPI).abs() < f32::EPSILON, "a little art: full resolution");
        for (count, side) in [(120, 50.0), (200, 88.9), (5000, 88.9)] {
            let dpi = art_dpi(&vec![side; count]);
            let pixels = count as f32 * (side / 25.4 * dpi).powi(2);
            assert!(dpi < ART_DPI && pixels <= ART_PIXELS, "{count} images: {dpi} dpi, {pixels} pixels");
        }
    }
}

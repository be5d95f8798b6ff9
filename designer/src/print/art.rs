//! Art files: images beside a set, checked before they are used. A
//! designer's art is imported once — checked, copied into the set's `art`
//! folder and named by its relative path — and read back for the preview
//! and the printed sheet. Paths that leave the set's folder, files that are
//! not PNG, JPEG or WebP, images larger than [`MAX_SIDE`] pixels a side and
//! damaged images are refused with a message saying which.

use std::path::{Path, PathBuf};

use std::io::Cursor;

use image::{DynamicImage, ImageReader, Limits, RgbaImage};
use parlour_core::art::{ART_EXTENSIONS, art_path_problem};
use parlour_core::file::{self, FileError};

use crate::print::shrink::Shrink;

/// The longest side an art image may have, in pixels: 4096 is about
/// 2,000 dpi across a 50 mm tile, far more than any printer needs.
pub const MAX_SIDE: u32 = 4096;

/// The largest art file, in bytes.
pub const MAX_FILE: u64 = 32 << 20;

/// The folder inside a set's folder that imported art is copied to.
pub const ART_FOLDER: &str = "art";

/// Why art cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum ArtError {
    /// The path is not one art may have.
    #[error("{0}")]
    Path(String),
    /// The file cannot be read.
    #[error("cannot read {path}: {reason}")]
    Unreadable {
        /// The file.
        path: String,
        /// Why.
        reason: String,
    },
    /// The image is too large.
    #[error("{path} is {width}×{height} pixels; art may be at most {MAX_SIDE}×{MAX_SIDE}")]
    TooLarge {
        /// The file.
        path: String,
        /// Its width.
        width: u32,
        /// Its height.
        height: u32,
    },
    /// The file is too big.
    #[error("{path} is more than {MAX_FILE} bytes, the most an art file may have")]
    TooBig {
        /// The file.
        path: String,
    },
    /// The file is not an image Parlour reads, or is damaged.
    #[error("{path} is not a readable PNG, JPEG or WebP image: {reason}")]
    NotAnImage {
        /// The file.
        path: String,
        /// What the decoder said.
        reason: String,
    },
}

/// The file that `relative` (art as a set names it) is in `folder`, the
/// set's folder; refused when it would lie outside the folder, also by way
/// of a symbolic link.
pub fn resolve(folder: &Path, relative: &str) -> Result<PathBuf, ArtError> {
    if let Some(problem) = art_path_problem(relative) {
        return Err(ArtError::Path(problem));
    }
    let path = folder.join(relative);
    let unreadable = |e: std::io::Error| ArtError::Unreadable { path: file::shown(&path), reason: e.to_string() };
    let (real_folder, real_path) =
        (folder.canonicalize().map_err(unreadable)?, path.canonicalize().map_err(unreadable)?);
    if !real_path.starts_with(&real_folder) {
        let shown = parlour_core::text::excerpt(relative);
        return Err(ArtError::Path(format!("art path `{shown}` leads out of the set's folder")));
    }
    Ok(real_path)
}

/// The most memory decoding one image may take: a 4096 × 4096 image of
/// 8-bit RGBA, or a smaller one of 16-bit channels. A file that would need
/// more (a decompression bomb, a huge colour profile) is refused.
pub const MAX_DECODE: u64 = 4096 * 4096 * 4;

/// Reads an art file through the one bounded reader: a regular file of at
/// most [`MAX_FILE`] bytes.
fn read_file(path: &Path) -> Result<Vec<u8>, ArtError> {
    file::read_bytes(path, MAX_FILE).map_err(|e| match e {
        FileError::TooLarge { path, .. } => ArtError::TooBig { path },
        other => ArtError::Unreadable { path: file::shown(path), reason: other.to_string() },
    })
}

/// A reader of `bytes` with its format guessed and memory limited to
/// [`MAX_DECODE`]; with `sides`, images larger than [`MAX_SIDE`] are
/// refused by the decoder too (without, the header can say how large).
fn reader(bytes: &[u8], sides: bool) -> Result<ImageReader<Cursor<&[u8]>>, std::io::Error> {
    let mut reader = ImageReader::new(Cursor::new(bytes)).with_guessed_format()?;
    let mut limits = Limits::default();
    if sides {
        limits.max_image_width = Some(MAX_SIDE);
        limits.max_image_height = Some(MAX_SIDE);
    }
    limits.max_alloc = Some(MAX_DECODE);
    reader.limits(limits);
    Ok(reader)
}

/// Checks an image without decoding its pixels: a regular file, its size,
/// then the dimensions from its header. What `validate` and every loader
/// check of each art file a set names.
pub fn check(path: &Path) -> Result<(u32, u32), ArtError> {
    dimensions(&file::shown(path), &read_file(path)?)
}

/// The dimensions of the image in `bytes` (the file `shown`), from its
/// header, refused when larger than [`MAX_SIDE`].
fn dimensions(shown: &str, bytes: &[u8]) -> Result<(u32, u32), ArtError> {
    let (width, height) =
        reader(bytes, false).map_err(|e| not_image(shown, e))?.into_dimensions().map_err(|e| not_image(shown, e))?;
    if width > MAX_SIDE || height > MAX_SIDE {
        return Err(ArtError::TooLarge { path: shown.to_owned(), width, height });
    }
    Ok((width, height))
}

/// Reads and checks an image — a regular file, its size, the dimensions
/// from its header (before any pixel is decoded), then the pixels — and
/// scales it down to at most `side` pixels a side as it is decoded, so only
/// the small copy is kept. A PNG (8 or 16 bits a channel) is decoded row by
/// row, so its memory is bounded by the small copy; other images are
/// decoded whole, within [`MAX_DECODE`] bytes.
pub fn load(path: &Path, side: u32) -> Result<RgbaImage, ArtError> {
    let shown = file::shown(path);
    let bytes = read_file(path)?;
    let (width, height) = dimensions(&shown, &bytes)?;
    let scale = (f64::from(side.max(1)) / f64::from(width.max(height))).min(1.0);
    let target =
        (((f64::from(width) * scale).round() as u32).max(1), ((f64::from(height) * scale).round() as u32).max(1));
    png_rows(&shown, &bytes, target).unwrap_or_else(|| decoded_whole(&shown, &bytes, target))
}

/// The refusal of the file `shown` as no image Parlour reads, with the
/// decoder's `reason`.
fn not_image(shown: &str, reason: impl std::fmt::Display) -> ArtError {
    ArtError::NotAnImage { path: shown.to_owned(), reason: reason.to_string() }
}

/// A PNG decoded row by row, each row shrunk as it comes, with every
/// channel brought to 8 bits; `None` when `bytes` is no PNG, or an
/// interlaced one (whose rows come in seven passes).
fn png_rows(shown: &str, bytes: &[u8], target: (u32, u32)) -> Option<Result<RgbaImage, ArtError>> {
    const SIGNATURE: &[u8] = b"\x89PNG\r\n\x1a\n";
    if !bytes.starts_with(SIGNATURE) {
        return None;
    }
    let mut decoder = png::Decoder::new(Cursor::new(bytes));
    decoder.set_transformations(png::Transformations::normalize_to_color8());
    decoder.set_limits(png::Limits { bytes: MAX_DECODE as usize });
    let mut reader = match decoder.read_info() {
        Ok(reader) => reader,
        Err(e) => return Some(Err(not_image(shown, e))),
    };
    if reader.info().interlaced {
        return None;
    }
    let mut shrink = Shrink::new((reader.info().width, reader.info().height), target);
    let channels = reader.output_color_type().0.samples();
    loop {
        match reader.next_row() {
            Ok(Some(row)) => match channels {
                1 => shrink.row::<1>(row.data()),
                2 => shrink.row::<2>(row.data()),
                3 => shrink.row::<3>(row.data()),
                _ => shrink.row::<4>(row.data()),
            },
            Ok(None) => break,
            Err(e) => return Some(Err(not_image(shown, e))),
        }
    }
    Some(shrink.finish().ok_or_else(|| not_image(shown, "the image ends early")))
}

/// An image decoded whole within [`MAX_DECODE`] bytes, then shrunk.
fn decoded_whole(shown: &str, bytes: &[u8], target: (u32, u32)) -> Result<RgbaImage, ArtError> {
    let image = reader(bytes, true).map_err(|e| not_image(shown, e))?.decode().map_err(|e| not_image(shown, e))?;
    let mut shrink = Shrink::new((image.width(), image.height()), target);
    let width = image.width() as usize;
    match image {
        DynamicImage::ImageLuma8(i) => i.as_raw().chunks_exact(width).for_each(|r| shrink.row::<1>(r)),
        DynamicImage::ImageLumaA8(i) => i.as_raw().chunks_exact(width * 2).for_each(|r| shrink.row::<2>(r)),
        DynamicImage::ImageRgb8(i) => i.as_raw().chunks_exact(width * 3).for_each(|r| shrink.row::<3>(r)),
        other => other.into_rgba8().as_raw().chunks_exact(width * 4).for_each(|r| shrink.row::<4>(r)),
    }
    shrink.finish().ok_or_else(|| not_image(shown, "the image ends early"))
}

/// Imports `source` as art for the set in `folder`: the image is checked,
/// then copied into the set's art folder (unless it is already inside the
/// set's folder); the answer is the path the set names it by.
pub fn import(source: &Path, folder: &Path) -> Result<String, ArtError> {
    load(source, 1)?;
    let shown = source.display().to_string();
    let unreadable = |e: std::io::Error| ArtError::Unreadable { path: shown.clone(), reason: e.to_string() };
    let extension = source.extension().map(|e| e.to_string_lossy().to_ascii_lowercase()).unwrap_or_default();
    if !ART_EXTENSIONS.contains(&extension.as_str()) {
        return Err(ArtError::Path(format!("{shown} is not named as a PNG, JPEG or WebP file")));
    }
    let real_folder = folder.canonicalize().map_err(unreadable)?;
    let real_source = source.canonicalize().map_err(unreadable)?;
    if let Ok(inside) = real_source.strip_prefix(&real_folder) {
        let parts: Vec<String> = inside.components().map(|c| c.as_os_str().to_string_lossy().into_owned()).collect();
        return Ok(parts.join("/"));
    }
    let stem = source.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    let stem: String = stem.chars().map(|c| if c.is_alphanumeric() || "-_ ".contains(c) { c } else { '_' }).collect();
    let art = real_folder.join(ART_FOLDER);
    std::fs::create_dir_all(&art).map_err(unreadable)?;
    // The first free name: `stem.png`, `stem-2.png`, … (an identical file is reused).
    let bytes = read_file(source)?;
    let mut n = 1;
    loop {
        let name = if n == 1 { format!("{stem}.{extension}") } else { format!("{stem}-{n}.{extension}") };
        let target = art.join(&name);
        match file::read_bytes(&target, MAX_FILE) {
            Ok(existing) if existing != bytes => n += 1,
            Ok(_) => return Ok(format!("{ART_FOLDER}/{name}")),
            Err(_) => {
                std::fs::write(&target, &bytes).map_err(unreadable)?;
                return Ok(format!("{ART_FOLDER}/{name}"));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fresh folder for one test.
    fn folder(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("parlour-art-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a temporary folder");
        dir
    }

    fn small_png(path: &Path) {
        RgbaImage::from_pixel(8, 6, image::Rgba([200, 40, 60, 255])).save(path).expect("a small PNG");
    }

    /// The standard CRC-32 of PNG chunks.
    fn crc32(bytes: &[u8]) -> u32 {
        let mut crc = !0u32;
        for &byte in bytes {
            crc ^= u32::from(byte);
            for _ in 0..8 {
                crc = if crc & 1 == 1 { (crc >> 1) ^ 0xEDB8_8320 } else { crc >> 1 };
            }
        }
        !crc
    }

    #[test]
    fn imported_art_is_copied_beside_the_set_and_read_back() {
        let (set, elsewhere) = (folder("set"), folder("elsewhere"));
        let source = elsewhere.join("Red cloak!.png");
        small_png(&source);
        let relative = import(&source, &set).expect("a small PNG imports");
        assert_eq!(relative, "art/Red cloak_.png");
        assert_eq!(import(&source, &set).expect("again"), relative, "the same file is not copied twice");
        let image = load(&resolve(&set, &relative).expect("inside the folder"), 100).expect("reads");
        assert_eq!(image.dimensions(), (8, 6));
        assert_eq!(load(&set.join(&relative), 4).expect("reads").dimensions(), (4, 3), "scaled down once");
        let inside = set.join("faces.png");
        small_png(&inside);
        assert_eq!(import(&inside, &set).expect("already there"), "faces.png");
    }

    #[test]
    fn a_20000_pixel_image_is_refused_from_its_header() {
        let dir = folder("huge");
        let path = dir.join("huge.png");
        small_png(&path);
        let mut bytes = std::fs::read(&path).expect("written");
        // The IHDR chunk: length at 8, type at 12, width at 16, height at 20, CRC at 29.
        bytes[16..20].copy_from_slice(&20_000u32.to_be_bytes());
        bytes[20..24].copy_from_slice(&20_000u32.to_be_bytes());
        let crc = crc32(&bytes[12..29]);
        bytes[29..33].copy_from_slice(&crc.to_be_bytes());
        std::fs::write(&path, &bytes).expect("patched");
        let error = load(&path, 100).expect_err("too large").to_string();
        assert!(error.contains("20000×20000 pixels; art may be at most 4096×4096"), "{error}");
        assert!(import(&path, &folder("huge-set")).is_err());
    }

    #[test]
    fn a_16_bit_png_larger_than_memory_allows_whole_is_read_row_by_row() {
        // 2900 × 2900 pixels of 16-bit RGBA compress to little and would
        // take 67 MB decoded whole, more than art may take; decoded row by
        // row to its printed size it takes only that.
        let dir = folder("deep");
        let path = dir.join("deep.png");
        let deep = image::ImageBuffer::<image::Rgba<u16>, Vec<u16>>::from_pixel(
            2900,
            2900,
            image::Rgba([0xFFFF, 0x8080, 0, 0xFFFF]),
        );
        deep.save(&path).expect("a PNG");
        assert!(std::fs::metadata(&path).expect("written").len() < 1 << 20, "small on disk");
        assert_eq!(check(&path).expect("the header is fine"), (2900, 2900));
        let image = load(&path, 100).expect("read row by row");
        assert_eq!(image.dimensions(), (100, 100));
        assert_eq!(image.get_pixel(50, 50).0, [255, 128, 0, 255], "16 bits brought to 8");
    }

    #[test]
    fn an_image_decoded_whole_within_the_memory_limit_only() {
        // A WebP or JPEG is decoded whole: the limit still holds there.
        let dir = folder("whole");
        let path = dir.join("whole.png");
        small_png(&path);
        let bytes = std::fs::read(&path).expect("written");
        let image = decoded_whole("whole.png", &bytes, (4, 3)).expect("a small image decodes whole");
        assert_eq!(image.dimensions(), (4, 3));
        assert_eq!(image.get_pixel(0, 0).0, [200, 40, 60, 255]);
        assert!(matches!(decoded_whole("noise", b"not an image", (1, 1)), Err(ArtError::NotAnImage { .. })));
    }

    #[test]
    fn damaged_and_foreign_files_are_refused() {
        let dir = folder("damaged");
        let noise = dir.join("noise.png");
        std::fs::write(&noise, b"this is not an image at all").expect("written");
        let error = load(&noise, 100).expect_err("noise").to_string();
        assert!(error.contains("is not a readable PNG, JPEG or WebP image"), "{error}");
        let cut = dir.join("cut.png");
        small_png(&cut);
        let bytes = std::fs::read(&cut).expect("written");
        std::fs::write(&cut, &bytes[..bytes.len() / 2]).expect("cut");
        assert!(matches!(load(&cut, 100), Err(ArtError::NotAnImage { .. })), "a truncated PNG is refused");
        assert!(matches!(load(&dir.join("missing.png"), 100), Err(ArtError::Unreadable { .. })));
    }

    #[test]
    fn paths_out_of_the_set_folder_are_refused() {
        let (set, outside) = (folder("paths"), folder("outside"));
        small_png(&outside.join("x.png"));
        let error = resolve(&set, "../x.png").expect_err("escapes").to_string();
        assert!(error.contains("leaves the set's folder"), "{error}");
        #[cfg(unix)]
        {
            std::os::unix::fs::symlink(&outside, set.join("link")).expect("a link");
            let error = resolve(&set, "link/x.png").expect_err("escapes by a link").to_string();
            assert!(error.contains("leads out of the set's folder"), "{error}");
        }
    }
}

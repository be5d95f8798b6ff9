//! Art files: images beside a set, checked before they are used. Art may be
//! any picture a camera or scanner makes — up to [`ART`]'s size, 8 or 16
//! bits a channel — and is always read scaled down as it is decoded, so the
//! memory it takes follows the size it is shown or printed at, not the
//! picture's. Importing a picture does that once: checked, scaled down to
//! what print needs and written into the set's `art` folder (the original is
//! left untouched), then named by its relative path and read back for the
//! preview and the printed sheet. Paths that leave the set's folder, files
//! that are not PNG, JPEG or WebP, images larger than [`ART`] and
//! damaged images are refused with a message saying which; `validate`, the
//! workshop and `export` ask the same questions of a file, from its header
//! ([`inspect`]), and so give the same verdict.

use std::fs::File;
use std::io::{BufRead, BufReader, Cursor, Read, Seek};
use std::path::{Path, PathBuf};

use crate::file::{self, FileError};
use image::{DynamicImage, ImageFormat, ImageReader, Limits, RgbaImage};
use parlour_core::art::{ART_EXTENSIONS, art_path_problem};

use crate::print::shrink::Shrink;

/// How large a picture may be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bounds {
    /// The longest side, in pixels.
    pub side: u32,
    /// The most pixels.
    pub pixels: u64,
    /// The largest file, in bytes.
    pub file: u64,
}

/// How large art may be: what a camera or scanner makes, up to 64 million
/// pixels.
pub const ART: Bounds = Bounds { side: 16_384, pixels: 64_000_000, file: 512 << 20 };

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
    #[error("{path} is {width}×{height} pixels; {limit}")]
    TooLarge {
        /// The file.
        path: String,
        /// Its width.
        width: u32,
        /// Its height.
        height: u32,
        /// What is allowed, in words.
        limit: String,
    },
    /// The file is too big.
    #[error("{path} is more than {limit} bytes, the most such a file may have")]
    TooBig {
        /// The file.
        path: String,
        /// The most bytes allowed.
        limit: u64,
    },
    /// The image could only be read whole, and whole it needs more memory
    /// than art may take.
    #[error("{path} cannot be read within the memory art may use: {advice}")]
    TooDeep {
        /// The file.
        path: String,
        /// What to do instead.
        advice: &'static str,
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
    resolve_file(folder, relative, "art")
}

/// The file that `relative`, a path a set names (`what` it names: "art",
/// "typeface"), is in `folder`, the set's folder; refused when it would
/// lie outside the folder, also by way of a symbolic link.
pub fn resolve_file(folder: &Path, relative: &str, what: &str) -> Result<PathBuf, ArtError> {
    if let Some(problem) = parlour_core::art::file_path_problem(relative, what) {
        return Err(ArtError::Path(problem));
    }
    let path = folder.join(relative);
    let unreadable = |e: std::io::Error| ArtError::Unreadable { path: file::shown(&path), reason: e.to_string() };
    let (real_folder, real_path) =
        (folder.canonicalize().map_err(unreadable)?, path.canonicalize().map_err(unreadable)?);
    if !real_path.starts_with(&real_folder) {
        let shown = parlour_core::text::excerpt(relative);
        return Err(ArtError::Path(format!("{what} path `{shown}` leads out of the set's folder")));
    }
    Ok(real_path)
}

/// The most memory reading one image whole may take: a 4096 × 4096 image
/// of 8-bit RGBA. Images that cannot be read row by row or scaled as they
/// are decoded (interlaced PNG, WebP, progressive JPEG) and would need more
/// are refused, from their header.
pub const MAX_DECODE: u64 = 4096 * 4096 * 4;

/// How an image is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Reading {
    /// A PNG, row by row: memory bounded by the copy kept.
    PngRows,
    /// A JPEG scaled down as it is decoded (by up to 8 each way).
    ScaledJpeg,
    /// Decoded whole, within [`MAX_DECODE`].
    Whole,
}

/// An image as its header describes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Picture {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    reading: Reading,
}

/// Opens an art file through the one bounded reader: a regular file of at
/// most [`ART`]`.file` bytes, read as it is used.
fn open(path: &Path) -> Result<BufReader<File>, ArtError> {
    file::open(path, ART.file).map(BufReader::new).map_err(|e| match e {
        FileError::TooLarge { path, limit } => ArtError::TooBig { path, limit },
        // Said once: "cannot read art/x.png: No such file or directory".
        FileError::Unreadable { path, reason } => ArtError::Unreadable { path, reason },
        other => ArtError::Path(other.to_string()),
    })
}

/// The refusal of the file `shown` as no image Parlour reads, with the
/// decoder's `reason`.
fn not_image(shown: &str, reason: impl std::fmt::Display) -> ArtError {
    ArtError::NotAnImage { path: shown.to_owned(), reason: reason.to_string() }
}

/// Reads an image's header — without decoding a pixel — and says how it
/// would be read, refusing it when it is larger than [`ART`], or could
/// only be read whole and whole would take more than [`MAX_DECODE`]. The
/// same questions for every path that reads art.
pub fn inspect<R: BufRead + Seek>(mut source: R, shown: &str) -> Result<Picture, ArtError> {
    let start = source.stream_position().map_err(|e| not_image(shown, e))?;
    let mut magic = [0u8; 12];
    let read = source.read(&mut magic).map_err(|e| not_image(shown, e))?;
    source.seek(std::io::SeekFrom::Start(start)).map_err(|e| not_image(shown, e))?;
    let magic = &magic[..read];
    let (width, height, whole_bytes, reading, advice) = if magic.starts_with(b"\x89PNG\r\n\x1a\n") {
        let mut decoder = png::Decoder::new(source);
        let info = decoder.read_header_info().map_err(|e| not_image(shown, e))?;
        let samples = info.color_type.samples() as u64;
        let depth = if info.bit_depth == png::BitDepth::Sixteen { 2 } else { 1 };
        // Rows come in seven passes when interlaced: then it is read whole.
        let (whole, reading) = if info.interlaced {
            (u64::from(info.width) * u64::from(info.height) * samples * depth, Reading::Whole)
        } else {
            (0, Reading::PngRows)
        };
        (info.width, info.height, whole, reading, "save it as a PNG without interlacing, or as a JPEG")
    } else if magic.starts_with(&[0xFF, 0xD8, 0xFF]) {
        let mut decoder = jpeg_decoder::Decoder::new(source);
        decoder.read_info().map_err(|e| not_image(shown, e))?;
        let info = decoder.info().ok_or_else(|| not_image(shown, "no image header"))?;
        let pixels = u64::from(info.width) * u64::from(info.height);
        // A progressive or lossless JPEG keeps every coefficient of the
        // whole image while it is decoded; CMYK is decoded whole.
        let (whole, reading) = match (info.coding_process, info.pixel_format) {
            (_, jpeg_decoder::PixelFormat::CMYK32) => (pixels * 4, Reading::Whole),
            (jpeg_decoder::CodingProcess::DctSequential, _) => (0, Reading::ScaledJpeg),
            (_, format) => (pixels * format.pixel_bytes() as u64 * 2, Reading::ScaledJpeg),
        };
        (u32::from(info.width), u32::from(info.height), whole, reading, "save it as a baseline RGB JPEG or a PNG")
    } else if magic.len() == 12 && magic.starts_with(b"RIFF") && &magic[8..12] == b"WEBP" {
        let reader = ImageReader::with_format(source, ImageFormat::WebP);
        let (width, height) = reader.into_dimensions().map_err(|e| not_image(shown, e))?;
        let whole = u64::from(width) * u64::from(height) * 4;
        (width, height, whole, Reading::Whole, "save it as a PNG or a JPEG")
    } else {
        return Err(not_image(shown, "what it holds is of another kind"));
    };
    if width.max(height) > ART.side || u64::from(width) * u64::from(height) > ART.pixels {
        let limit = format!("art may have at most {} million pixels, {} a side", ART.pixels / 1_000_000, ART.side);
        return Err(ArtError::TooLarge { path: shown.to_owned(), width, height, limit });
    }
    if whole_bytes > MAX_DECODE {
        return Err(ArtError::TooDeep { path: shown.to_owned(), advice });
    }
    Ok(Picture { width, height, reading })
}

/// Checks an art file a set names from its header: what `validate` and
/// every loader ask of it. Its dimensions.
pub fn check(path: &Path) -> Result<(u32, u32), ArtError> {
    let picture = inspect(open(path)?, &file::shown(path))?;
    Ok((picture.width, picture.height))
}

/// Reads and checks an art file a set names, scaled down to at most `side`
/// pixels a side as it is decoded, so only the small copy is kept.
pub fn load(path: &Path, side: u32) -> Result<RgbaImage, ArtError> {
    let shown = file::shown(path);
    let picture = inspect(open(path)?, &shown)?;
    let scale = (f64::from(side.max(1)) / f64::from(picture.width.max(picture.height))).min(1.0);
    let target = (
        ((f64::from(picture.width) * scale).round() as u32).max(1),
        ((f64::from(picture.height) * scale).round() as u32).max(1),
    );
    let source = open(path)?;
    match picture.reading {
        Reading::PngRows => png_rows(&shown, source, target),
        Reading::ScaledJpeg => scaled_jpeg(&shown, source, target),
        Reading::Whole => decoded_whole(&shown, source, target),
    }
}

/// A PNG decoded row by row, each row shrunk as it comes, with every
/// channel brought to 8 bits.
fn png_rows<R: BufRead + Seek>(shown: &str, source: R, target: (u32, u32)) -> Result<RgbaImage, ArtError> {
    let mut decoder = png::Decoder::new(source);
    decoder.set_transformations(png::Transformations::normalize_to_color8());
    decoder.set_limits(png::Limits { bytes: MAX_DECODE as usize });
    let mut reader = decoder.read_info().map_err(|e| not_image(shown, e))?;
    let mut shrink = Shrink::new((reader.info().width, reader.info().height), target);
    let channels = reader.output_color_type().0.samples();
    while let Some(row) = reader.next_row().map_err(|e| not_image(shown, e))? {
        match channels {
            1 => shrink.row::<1>(row.data()),
            2 => shrink.row::<2>(row.data()),
            3 => shrink.row::<3>(row.data()),
            _ => shrink.row::<4>(row.data()),
        }
    }
    shrink.finish().ok_or_else(|| not_image(shown, "the image ends early"))
}

/// A JPEG decoded at the smallest of its built-in scales (1/8 to 1) that is
/// still at least `target`, then shrunk to it.
fn scaled_jpeg<R: Read>(shown: &str, source: R, target: (u32, u32)) -> Result<RgbaImage, ArtError> {
    let mut decoder = jpeg_decoder::Decoder::new(source);
    decoder.set_max_decoding_buffer_size(MAX_DECODE as usize);
    let wanted = |n: u32| u16::try_from(n).unwrap_or(u16::MAX);
    let (width, height) = decoder.scale(wanted(target.0), wanted(target.1)).map_err(|e| not_image(shown, e))?;
    let pixels = decoder.decode().map_err(|e| not_image(shown, e))?;
    let format = decoder.info().map(|i| i.pixel_format).ok_or_else(|| not_image(shown, "no image header"))?;
    let mut shrink = Shrink::new((u32::from(width), u32::from(height)), target);
    let row = usize::from(width) * format.pixel_bytes();
    for line in pixels.chunks_exact(row.max(1)) {
        match format {
            jpeg_decoder::PixelFormat::L8 => shrink.row::<1>(line),
            // 16-bit grey, big-endian: its high bytes.
            jpeg_decoder::PixelFormat::L16 => {
                shrink.row::<1>(&line.chunks_exact(2).map(|p| p[0]).collect::<Vec<u8>>());
            }
            jpeg_decoder::PixelFormat::RGB24 => shrink.row::<3>(line),
            jpeg_decoder::PixelFormat::CMYK32 => return Err(not_image(shown, "CMYK is read whole")),
        }
    }
    shrink.finish().ok_or_else(|| not_image(shown, "the image ends early"))
}

/// An image decoded whole within [`MAX_DECODE`] bytes, then shrunk.
fn decoded_whole<R: BufRead + Seek>(shown: &str, source: R, target: (u32, u32)) -> Result<RgbaImage, ArtError> {
    let mut reader = ImageReader::new(source).with_guessed_format().map_err(|e| not_image(shown, e))?;
    let mut limits = Limits::default();
    limits.max_alloc = Some(MAX_DECODE);
    reader.limits(limits);
    let image = reader.decode().map_err(|e| not_image(shown, e))?;
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

/// The longest side, in pixels, of art printed `mm` millimetres at its
/// longest with 3 mm of bleed each way, at 600 dots per inch: what an
/// imported picture is scaled down to.
pub fn print_side(mm: f32) -> u32 {
    ((mm + 6.0) / 25.4 * 600.0).ceil() as u32
}

/// The quality a scaled photo is written at: no loss a printed card shows.
const JPEG_QUALITY: u8 = 92;

/// Imports the picture `source` as art for the set in `folder`, for faces
/// whose art is at most `side` pixels a side when printed: it is checked
/// as any art is; a picture already that small is copied as it is, a
/// larger one scaled down once and written in its own kind — a JPEG as
/// JPEG (at quality 92), any other as PNG — into the set's art folder (a picture already inside the
/// set's folder is named where it is, when it is fit for a set). The
/// original is never changed. The answer is the path the set names it by.
pub fn import(source: &Path, folder: &Path, side: u32) -> Result<String, ArtError> {
    let shown = source.display().to_string();
    let picture = inspect(open(source)?, &file::shown(source))?;
    let unreadable = |e: std::io::Error| ArtError::Unreadable { path: shown.clone(), reason: e.to_string() };
    let extension = source.extension().map(|e| e.to_string_lossy().to_ascii_lowercase()).unwrap_or_default();
    if !ART_EXTENSIONS.contains(&extension.as_str()) {
        return Err(ArtError::Path(format!("{shown} is not named as a PNG, JPEG or WebP file")));
    }
    let fits_as_is = picture.width.max(picture.height) <= side;
    let real_folder = folder.canonicalize().map_err(unreadable)?;
    let real_source = source.canonicalize().map_err(unreadable)?;
    if fits_as_is && let Ok(inside) = real_source.strip_prefix(&real_folder) {
        let parts: Vec<String> = inside.components().map(|c| c.as_os_str().to_string_lossy().into_owned()).collect();
        return Ok(parts.join("/"));
    }
    let (bytes, extension) = if fits_as_is {
        // Every pixel is read once, so a damaged file is refused here.
        load(source, side)?;
        let bytes = file::read_bytes(source, ART.file).map_err(|e| ArtError::Path(e.to_string()))?;
        (bytes, extension.as_str())
    } else if matches!(extension.as_str(), "jpg" | "jpeg") {
        // A photo stays a photo: scaled, written as JPEG again, a tenth of its size as PNG.
        let scaled = image::DynamicImage::ImageRgba8(load(source, side)?).into_rgb8();
        let mut jpeg = Cursor::new(Vec::new());
        image::codecs::jpeg::JpegEncoder::new_with_quality(&mut jpeg, JPEG_QUALITY)
            .encode_image(&scaled)
            .map_err(|e| not_image(&shown, e))?;
        (jpeg.into_inner(), "jpg")
    } else {
        let scaled = load(source, side)?;
        let mut png = Cursor::new(Vec::new());
        scaled.write_to(&mut png, ImageFormat::Png).map_err(|e| not_image(&shown, e))?;
        (png.into_inner(), "png")
    };
    let stem = source.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    let stem: String = stem.chars().map(|c| if c.is_alphanumeric() || "-_ ".contains(c) { c } else { '_' }).collect();
    let art = real_folder.join(ART_FOLDER);
    std::fs::create_dir_all(&art).map_err(unreadable)?;
    // The first free name: `stem.png`, `stem-2.png`, … (an identical file is reused).
    let mut n = 1;
    loop {
        let name = if n == 1 { format!("{stem}.{extension}") } else { format!("{stem}-{n}.{extension}") };
        let target = art.join(&name);
        match file::read_bytes(&target, ART.file) {
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

    /// A fresh folder for one test, removed when dropped.
    fn folder(name: &str) -> tempfile::TempDir {
        tempfile::Builder::new().prefix(&format!("parlour-art-{name}-")).tempdir().expect("a temporary folder")
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
        let source = elsewhere.path().join("Red cloak!.png");
        small_png(&source);
        let relative = import(&source, set.path(), 1323).expect("a small PNG imports");
        assert_eq!(relative, "art/Red cloak_.png");
        assert_eq!(import(&source, set.path(), 1323).expect("again"), relative, "the same file is not copied twice");
        let image = load(&resolve(set.path(), &relative).expect("inside the folder"), 100).expect("reads");
        assert_eq!(image.dimensions(), (8, 6));
        assert_eq!(load(&set.path().join(&relative), 4).expect("reads").dimensions(), (4, 3), "scaled down once");
        let inside = set.path().join("faces.png");
        small_png(&inside);
        assert_eq!(import(&inside, set.path(), 1323).expect("already there"), "faces.png");
    }

    #[test]
    fn a_20000_pixel_image_is_refused_from_its_header() {
        let dir = folder("huge");
        let path = dir.path().join("huge.png");
        small_png(&path);
        let mut bytes = std::fs::read(&path).expect("written");
        // The IHDR chunk: length at 8, type at 12, width at 16, height at 20, CRC at 29.
        bytes[16..20].copy_from_slice(&20_000u32.to_be_bytes());
        bytes[20..24].copy_from_slice(&20_000u32.to_be_bytes());
        let crc = crc32(&bytes[12..29]);
        bytes[29..33].copy_from_slice(&crc.to_be_bytes());
        std::fs::write(&path, &bytes).expect("patched");
        let error = load(&path, 100).expect_err("too large").to_string();
        assert!(error.contains("20000×20000 pixels; art may have at most 64 million pixels, 16384 a side"), "{error}");
        let imported = import(&path, folder("huge-set").path(), 1323).expect_err("too large to import").to_string();
        assert_eq!(imported, error);
    }

    #[test]
    fn a_16_bit_png_larger_than_memory_allows_whole_is_read_row_by_row() {
        // 2900 × 2900 pixels of 16-bit RGBA compress to little and would
        // take 67 MB decoded whole, more than art may take; decoded row by
        // row to its printed size it takes only that.
        let dir = folder("deep");
        let path = dir.path().join("deep.png");
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
        let path = dir.path().join("whole.png");
        small_png(&path);
        let bytes = std::fs::read(&path).expect("written");
        let image = decoded_whole("whole.png", Cursor::new(&bytes), (4, 3)).expect("a small image decodes whole");
        assert_eq!(image.dimensions(), (4, 3));
        assert_eq!(image.get_pixel(0, 0).0, [200, 40, 60, 255]);
        let noise = decoded_whole("noise", Cursor::new(b"not an image"), (1, 1));
        assert!(matches!(noise, Err(ArtError::NotAnImage { .. })));
    }

    #[test]
    fn damaged_and_foreign_files_are_refused() {
        let dir = folder("damaged");
        let noise = dir.path().join("noise.png");
        std::fs::write(&noise, b"this is not an image at all").expect("written");
        let error = load(&noise, 100).expect_err("noise").to_string();
        assert!(error.contains("is not a readable PNG, JPEG or WebP image"), "{error}");
        let cut = dir.path().join("cut.png");
        small_png(&cut);
        let bytes = std::fs::read(&cut).expect("written");
        std::fs::write(&cut, &bytes[..bytes.len() / 2]).expect("cut");
        assert!(matches!(load(&cut, 100), Err(ArtError::NotAnImage { .. })), "a truncated PNG is refused");
        assert!(matches!(load(&dir.path().join("missing.png"), 100), Err(ArtError::Unreadable { .. })));
    }

    #[test]
    fn paths_out_of_the_set_folder_are_refused() {
        let (set, outside) = (folder("paths"), folder("outside"));
        small_png(&outside.path().join("x.png"));
        let error = resolve(set.path(), "../x.png").expect_err("escapes").to_string();
        assert!(error.contains("leaves the set's folder"), "{error}");
        #[cfg(unix)]
        {
            std::os::unix::fs::symlink(outside.path(), set.path().join("link")).expect("a link");
            let error = resolve(set.path(), "link/x.png").expect_err("escapes by a link").to_string();
            assert!(error.contains("leads out of the set's folder"), "{error}");
        }
    }

    /// A hash of a file's bytes, to see it unchanged.
    fn fingerprint(path: &Path) -> u32 {
        crc32(&std::fs::read(path).expect("readable"))
    }

    #[test]
    fn a_photo_is_named_as_it_is_or_imported_once_at_print_size_and_left_untouched() {
        let (set, elsewhere) = (folder("photo-set"), folder("photo"));
        let source = elsewhere.path().join("harbour.jpg");
        let photo = image::RgbImage::from_fn(6000, 400, |x, _| image::Rgb([(x / 24) as u8, 90, 200]));
        photo.save(&source).expect("a JPEG");
        let before = fingerprint(&source);
        assert_eq!(check(&source).expect("a set may name it as it is"), (6000, 400));
        assert_eq!(load(&source, 1323).expect("read scaled").dimensions(), (1323, 88));
        let side = print_side(50.0);
        assert_eq!(side, 1323, "a 50 mm tile with bleed at 600 dpi");
        let relative = import(&source, set.path(), side).expect("a photo imports");
        assert_eq!(relative, "art/harbour.jpg", "a photo stays a JPEG, at print size");
        assert_eq!(fingerprint(&source), before, "the original is untouched");
        let art = set.path().join(&relative);
        assert!(std::fs::read(&art).expect("written").starts_with(&[0xFF, 0xD8]), "JPEG inside too");
        assert_eq!(check(&art).expect("fit for the set"), (1323, 88));
        let pixel = load(&art, 1323).expect("reads").get_pixel(1000, 40).0;
        assert!((i32::from(pixel[0]) - 188).abs() <= 6 && pixel[2] > 190, "the picture survives: {pixel:?}");
    }

    #[test]
    fn a_16_bit_scan_is_imported_row_by_row() {
        let (set, elsewhere) = (folder("scan-set"), folder("scan"));
        let source = elsewhere.path().join("scan.png");
        let scan = image::ImageBuffer::<image::Rgba<u16>, Vec<u16>>::from_pixel(
            4600,
            60,
            image::Rgba([0x8000, 0, 0xFFFF, 0xFFFF]),
        );
        scan.save(&source).expect("a PNG");
        let relative = import(&source, set.path(), 2242).expect("a 16-bit scan imports");
        let art = load(&set.path().join(&relative), 4096).expect("reads");
        assert_eq!(art.dimensions(), (2242, 29));
        assert_eq!(art.get_pixel(100, 10).0, [128, 0, 255, 255]);
    }

    #[test]
    fn validate_and_print_give_one_verdict_on_what_could_only_be_read_whole() {
        // A 4096 × 4096 interlaced PNG of 16-bit RGBA would take 128 MB read
        // whole: its header alone refuses it, for `check` and `load` alike.
        let dir = folder("interlaced");
        let path = dir.path().join("interlaced.png");
        small_png(&path);
        let mut bytes = std::fs::read(&path).expect("written");
        bytes[16..20].copy_from_slice(&4096u32.to_be_bytes());
        bytes[20..24].copy_from_slice(&4096u32.to_be_bytes());
        (bytes[24], bytes[25], bytes[28]) = (16, 6, 1);
        let crc = crc32(&bytes[12..29]);
        bytes[29..33].copy_from_slice(&crc.to_be_bytes());
        std::fs::write(&path, &bytes).expect("patched");
        let checked = check(&path).expect_err("refused by validate").to_string();
        let loaded = load(&path, 100).expect_err("refused by print").to_string();
        assert_eq!(checked, loaded);
        assert!(checked.contains("without interlacing"), "{checked}");
        let imported = import(&path, folder("interlaced-set").path(), 1323).expect_err("refused on import").to_string();
        assert_eq!(imported, checked);
    }
}

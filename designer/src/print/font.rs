//! The fonts faces are set in: `DejaVu` Sans and `DejaVu` Serif (free
//! licence, beside them in `assets/fonts/`), built into the binary, or a
//! designer's TrueType or OpenType file from the set's folder. Each is
//! measured here, so that text is fitted the same way on screen and on
//! paper, and drawn from the same file everywhere.

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::SystemTime;

use parlour_core::typeface::Typeface;
use skrifa::instance::{LocationRef, Size};
use skrifa::metrics::GlyphMetrics;
use skrifa::raw::TableProvider;
use skrifa::{FontRef, MetadataProvider};

/// `DejaVu` Sans, the font file.
pub const DEJAVU_SANS: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSans.ttf");

/// `DejaVu` Serif, the font file.
pub const DEJAVU_SERIF: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSerif.ttf");

/// The largest typeface file a set may bring, in bytes (a full CJK font is
/// about 16 MB).
pub const MAX_FONT_BYTES: u64 = 32 << 20;

/// A font read and measured.
struct Loaded {
    /// A key no other font has: a shipped font's name, or a file's digest.
    key: String,
    /// What a person calls it: "`DejaVu` Serif", "Lora-Regular.ttf".
    name: String,
    bytes: Arc<[u8]>,
    /// The advance widths of Latin-1's characters, in ems, by code.
    ascii: Vec<f32>,
}

/// A font faces are set in: cheap to copy around, compared by the font it
/// holds. The default is `DejaVu` Sans.
#[derive(Clone)]
pub struct Font(Arc<Loaded>);

impl Font {
    /// `DejaVu` Sans.
    pub fn sans() -> Font {
        static SANS: OnceLock<Font> = OnceLock::new();
        SANS.get_or_init(|| Font::measure("DejaVu Sans".into(), "DejaVu Sans".into(), Arc::from(DEJAVU_SANS))).clone()
    }

    /// `DejaVu` Serif.
    pub fn serif() -> Font {
        static SERIF: OnceLock<Font> = OnceLock::new();
        SERIF
            .get_or_init(|| Font::measure("DejaVu Serif".into(), "DejaVu Serif".into(), Arc::from(DEJAVU_SERIF)))
            .clone()
    }

    /// The font `typeface` names, a file read from `folder` (the set's):
    /// or why it cannot be had, in words.
    pub fn of(typeface: &Typeface, folder: Option<&Path>) -> Result<Font, String> {
        match typeface {
            Typeface::Sans => Ok(Font::sans()),
            Typeface::Serif => Ok(Font::serif()),
            Typeface::File(relative) => {
                if let Some(problem) = typeface.problem() {
                    return Err(problem);
                }
                let folder = folder.ok_or_else(|| format!("typeface `{relative}` is looked for beside a saved set"))?;
                let path = crate::print::art::resolve_file(folder, relative, "typeface").map_err(|e| e.to_string())?;
                Font::read(&path)
            }
        }
    }

    /// [`Font::of`], `DejaVu` Sans in place of a typeface that cannot be
    /// had; the reason is for the set's problems, which name it.
    pub fn of_or_sans(typeface: &Typeface, folder: Option<&Path>) -> Font {
        Font::of(typeface, folder).unwrap_or_else(|_| Font::sans())
    }

    /// Reads a TrueType or OpenType file. A file read before, unchanged,
    /// is the same font (a few are kept, so redrawing a face does not read
    /// its font again).
    pub fn read(path: &Path) -> Result<Font, String> {
        /// Files read, by path, as long and as last changed as they were then.
        type Read = (PathBuf, u64, Option<SystemTime>, Font);
        static READ: Mutex<Vec<Read>> = Mutex::new(Vec::new());
        let shown = path.display();
        let metadata = std::fs::metadata(path).map_err(|e| format!("cannot read typeface {shown}: {e}"))?;
        let (size, changed) = (metadata.len(), metadata.modified().ok());
        let mut read = READ.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some((.., font)) = read.iter().find(|(p, s, c, _)| p == path && *s == size && *c == changed) {
            return Ok(font.clone());
        }
        if size > MAX_FONT_BYTES {
            return Err(format!("typeface {shown} is {} MB; a typeface may be at most 32 MB", size >> 20));
        }
        let bytes = std::fs::read(path).map_err(|e| format!("cannot read typeface {shown}: {e}"))?;
        let name = path.file_name().map_or_else(|| shown.to_string(), |n| n.to_string_lossy().into_owned());
        let font = Font::from_bytes(&name, bytes).map_err(|reason| format!("typeface {shown} {reason}"))?;
        read.retain(|(p, ..)| p != path);
        if read.len() >= 8 {
            read.remove(0);
        }
        read.push((path.to_path_buf(), size, changed, font.clone()));
        Ok(font)
    }

    /// The font in `bytes`, called `name`; or why it is not one.
    pub fn from_bytes(name: &str, bytes: Vec<u8>) -> Result<Font, String> {
        static KEPT: Mutex<Vec<Font>> = Mutex::new(Vec::new());
        let mut hasher = DefaultHasher::new();
        bytes.hash(&mut hasher);
        let key = format!("{name} {:016x}", hasher.finish());
        let mut kept = KEPT.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(font) = kept.iter().find(|f| f.0.key == key) {
            return Ok(font.clone());
        }
        let font = FontRef::new(&bytes).map_err(|_| "is not a TrueType or OpenType font".to_owned())?;
        if font.charmap().map('a').is_none() {
            return Err("has no letters of the Latin alphabet".to_owned());
        }
        let font = Font::measure(key, name.to_owned(), Arc::from(bytes));
        if kept.len() >= 8 {
            kept.remove(0);
        }
        kept.push(font.clone());
        Ok(font)
    }

    fn measure(key: String, name: String, bytes: Arc<[u8]>) -> Font {
        let font = FontRef::new(&bytes).ok();
        let ascii = (0u32..256).map(|c| font.as_ref().map_or(0.6, |f| advance(f, c))).collect();
        Font(Arc::new(Loaded { key, name, bytes, ascii }))
    }

    /// A key no other font has, for whatever keeps fonts by name (the
    /// screen's font families, the PDF's embedded fonts).
    pub fn key(&self) -> &str {
        &self.0.key
    }

    /// What a person calls it.
    pub fn name(&self) -> &str {
        &self.0.name
    }

    /// The font file.
    pub fn bytes(&self) -> &[u8] {
        &self.0.bytes
    }

    /// The font, for drawing its glyphs; `None` only for a file that is no
    /// font, which [`Font::from_bytes`] refuses.
    pub fn font_ref(&self) -> Option<FontRef<'_>> {
        FontRef::new(&self.0.bytes).ok()
    }

    /// The width of `text` set one em high (multiply by the font size).
    pub fn text_width(&self, text: &str) -> f32 {
        text.chars().map(|c| self.char_width(c)).sum()
    }

    /// The characters of `text` this font has no glyph for, each once, in
    /// order (spaces and control characters aside): what prints as an
    /// empty box.
    pub fn lacks(&self, text: &str) -> Vec<char> {
        let Some(font) = self.font_ref() else { return Vec::new() };
        let charmap = font.charmap();
        let mut lacked = Vec::new();
        for c in text.chars().filter(|c| !c.is_whitespace() && !c.is_control()) {
            let drawn = charmap.map(c as u32).is_some_and(|glyph| glyph.to_u32() != 0);
            if !drawn && !lacked.contains(&c) {
                lacked.push(c);
            }
        }
        lacked
    }

    /// How far `c` moves the pen, in ems: its advance width.
    pub fn char_width(&self, c: char) -> f32 {
        match self.0.ascii.get(c as usize) {
            Some(&w) => w,
            None => self.font_ref().map_or(0.6, |f| advance(&f, c as u32)),
        }
    }
}

impl Default for Font {
    fn default() -> Self {
        Font::sans()
    }
}

impl PartialEq for Font {
    fn eq(&self, other: &Self) -> bool {
        self.0.key == other.0.key
    }
}

impl std::fmt::Debug for Font {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0.name)
    }
}

fn advance(font: &FontRef<'_>, c: u32) -> f32 {
    let metrics = GlyphMetrics::new(font, Size::unscaled(), LocationRef::default());
    let units = f32::from(font.head().map_or(2048, |h| h.units_per_em()));
    font.charmap().map(c).and_then(|g| metrics.advance_width(g)).map_or(0.6, |w| w / units)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn widths_come_from_the_font() {
        let sans = Font::sans();
        assert!(sans.text_width("") == 0.0);
        let m = sans.text_width("m");
        let i = sans.text_width("i");
        assert!(m > 0.8 && m < 1.1, "m is about an em wide: {m}");
        assert!(i < 0.4, "i is narrow: {i}");
        assert!((sans.text_width("mi") - (m + i)).abs() < 1e-6);
        assert!(sans.text_width("−") > 0.5, "a minus sign is measured too");
        let serif = Font::serif();
        assert!(serif != sans, "two typefaces");
        assert!((serif.text_width("Village Elder") - sans.text_width("Village Elder")).abs() > 0.05);
    }

    #[test]
    fn a_typeface_file_is_read_once_and_what_is_no_font_is_refused_in_words() {
        let dir = std::env::temp_dir().join(format!("parlour-font-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("fonts")).expect("done");
        std::fs::write(dir.join("fonts/Mine.ttf"), DEJAVU_SERIF).expect("done");
        std::fs::write(dir.join("fonts/Broken.ttf"), b"not a font").expect("done");
        let mine = Font::of(&Typeface::File("fonts/Mine.ttf".into()), Some(&dir)).expect("done");
        assert_eq!(mine.name(), "Mine.ttf");
        assert!((mine.text_width("Elder") - Font::serif().text_width("Elder")).abs() < 1e-6, "measured as the serif");
        let again = Font::of(&Typeface::File("fonts/Mine.ttf".into()), Some(&dir)).expect("done");
        assert!(Arc::ptr_eq(&mine.0, &again.0), "kept, not read twice");
        let broken = Font::of(&Typeface::File("fonts/Broken.ttf".into()), Some(&dir)).expect_err("refused");
        assert!(broken.ends_with("Broken.ttf is not a TrueType or OpenType font"), "{broken}");
        let missing = Font::of(&Typeface::File("fonts/Gone.ttf".into()), Some(&dir)).expect_err("refused");
        assert!(missing.contains("Gone.ttf"), "{missing}");
        std::fs::remove_dir_all(dir).expect("done");
    }
}

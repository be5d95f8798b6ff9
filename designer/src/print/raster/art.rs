//! Art for drawing faces as pixels: each image read through the one safe
//! reader ([`crate::print::art`]) scaled as it is decoded to the size it is
//! drawn, kept for the next face that draws it at that size, and art that
//! cannot be read left out with one warning.

use std::collections::HashMap;
use std::path::PathBuf;

use tiny_skia::{IntSize, Pixmap};

/// The most bytes of decoded art kept for faces still to draw; beyond it
/// what is kept is let go, so memory stays bounded whatever the set's art.
const KEPT_BYTES: usize = 256 << 20;

/// The art a job's faces draw, read as it is needed.
#[derive(Debug, Default)]
pub struct ArtShelf {
    folder: Option<PathBuf>,
    kept: HashMap<(String, u32), Option<Pixmap>>,
    kept_bytes: usize,
    warnings: Vec<String>,
}

impl ArtShelf {
    /// Art named relative to `folder`, the set's folder (`None`: no art can be read).
    pub fn new(folder: Option<PathBuf>) -> Self {
        Self { folder, ..Self::default() }
    }

    /// Art that could not be read, in words, each once.
    pub fn warnings(&self) -> &[String] {
        &self.warnings
    }

    /// The art `relative` scaled down to at most `side` pixels a side, premultiplied.
    pub(super) fn get(&mut self, relative: &str, side: u32) -> Option<&Pixmap> {
        let key = (relative.to_owned(), side);
        if !self.kept.contains_key(&key) {
            let read = self.read(relative, side);
            let bytes = read.as_ref().map_or(0, |p| p.data().len());
            if self.kept_bytes + bytes > KEPT_BYTES {
                // Failures stay known, so each is reported once.
                self.kept.retain(|_, pixmap| pixmap.is_none());
                self.kept_bytes = 0;
            }
            self.kept_bytes += bytes;
            self.kept.insert(key.clone(), read);
        }
        self.kept.get(&key).and_then(Option::as_ref)
    }

    fn read(&mut self, relative: &str, side: u32) -> Option<Pixmap> {
        let read = self
            .folder
            .as_deref()
            .ok_or_else(|| format!("art `{relative}`: the file's folder is not known"))
            .and_then(|folder| crate::print::art::resolve(folder, relative).map_err(|e| e.to_string()))
            .and_then(|path| crate::print::art::load(&path, side).map_err(|e| e.to_string()));
        match read {
            Ok(image) => {
                let dimensions = IntSize::from_wh(image.width(), image.height())?;
                let mut data = image.into_raw();
                for pixel in data.chunks_exact_mut(4) {
                    let alpha = u16::from(pixel[3]);
                    for channel in &mut pixel[..3] {
                        *channel = ((u16::from(*channel) * alpha + 127) / 255) as u8;
                    }
                }
                Pixmap::from_vec(data, dimensions)
            }
            Err(reason) => {
                if !self.warnings.contains(&reason) {
                    self.warnings.push(reason);
                }
                None
            }
        }
    }
}

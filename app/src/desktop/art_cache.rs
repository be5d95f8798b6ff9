//! The textures art is drawn with on screen, in the workshop's previews,
//! the print dialog and at a play-test's table: loaded once and checked
//! like every art file.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use crate::desktop::paint::ArtTexture;
use parlour_designer::print::art;

/// The longest side of art as shown on screen, in pixels.
const PREVIEW_SIDE: u32 = 512;

/// The art the previews show, by file: each file is read and checked like
/// every art file, scaled down once, and handed as a small PNG to egui's
/// image loaders (`egui_extras`), which decode it into a texture. A file that
/// cannot be shown keeps the reason. A file changed since (imported again,
/// saved over by a paint program) is read again.
#[derive(Default)]
pub struct ArtCache {
    loaded: HashMap<PathBuf, (Stamp, Result<Loaded, String>)>,
    /// How many files were read, which keeps each image's name its own.
    serial: usize,
}

/// A file read: the name egui's loaders know its small copy by, and the
/// pixels the file itself holds (what it prints from).
struct Loaded {
    uri: String,
    pixels: (u32, u32),
}

/// When a file was last changed and its length, as far as can be told.
type Stamp = Option<(std::time::SystemTime, u64)>;

/// `path`'s [`Stamp`].
fn stamp(path: &Path) -> Stamp {
    let metadata = std::fs::metadata(path).ok()?;
    Some((metadata.modified().ok()?, metadata.len()))
}

impl ArtCache {
    /// The texture of `relative` in `folder` (the design's folder), read
    /// the first time it is asked for; `Ok(None)` while it is being decoded.
    pub fn texture(
        &mut self,
        ctx: &egui::Context,
        folder: &Path,
        relative: &str,
    ) -> Result<Option<ArtTexture>, String> {
        let key = folder.join(relative);
        let now = stamp(&key);
        if let Some((then, read)) = self.loaded.get(&key)
            && *then != now
        {
            if let Ok(loaded) = read {
                ctx.forget_image(&loaded.uri);
            }
            self.loaded.remove(&key);
        }
        let serial = self.serial;
        let (_, read) = self.loaded.entry(key).or_insert_with(|| {
            self.serial += 1;
            let load = || {
                let path = art::resolve(folder, relative).map_err(|e| e.to_string())?;
                let pixels = art::check(&path).map_err(|e| e.to_string())?;
                let small = art::load(&path, PREVIEW_SIDE).map_err(|e| e.to_string())?;
                let mut png = Vec::new();
                small
                    .write_to(&mut std::io::Cursor::new(&mut png), image::ImageFormat::Png)
                    .map_err(|e| e.to_string())?;
                let uri = format!("bytes://parlour-art/{serial}/{relative}");
                ctx.include_bytes(uri.clone(), png);
                Ok(Loaded { uri, pixels })
            };
            (now, load())
        });
        let loaded = read.as_ref().map_err(Clone::clone)?;
        match ctx.try_load_texture(&loaded.uri, egui::TextureOptions::LINEAR, egui::SizeHint::default()) {
            Ok(egui::load::TexturePoll::Ready { texture }) => Ok(Some((texture.id, texture.size))),
            Ok(egui::load::TexturePoll::Pending { .. }) => Ok(None),
            Err(e) => Err(e.to_string()),
        }
    }

    /// The pixels `relative` in `folder` holds, once [`ArtCache::texture`]
    /// has read it: what it prints from, not its small copy on screen.
    pub fn pixels(&self, folder: &Path, relative: &str) -> Option<(u32, u32)> {
        self.loaded.get(&folder.join(relative))?.1.as_ref().ok().map(|loaded| loaded.pixels)
    }

    /// Forgets every image (after art files changed on disk).
    pub fn forget(&mut self, ctx: &egui::Context) {
        for loaded in self.loaded.drain().filter_map(|(_, (_, read))| read.ok()) {
            ctx.forget_image(&loaded.uri);
        }
    }
}

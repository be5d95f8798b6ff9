//! Small pictures of the pictures a folder holds, for the dialog that
//! imports art: each file is read on a thread of its own (checked and scaled
//! down as it is decoded, as all art is) so that a folder of large photos
//! never stalls the window; the rows shown ask for theirs, the rest wait.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, Sender, channel};

use parlour_designer::print::art;

/// The longest side of a thumbnail, in pixels.
pub const SIDE: u32 = 64;

/// Where a file's thumbnail stands.
enum Thumbnail {
    /// Asked for, not read yet.
    Reading,
    /// Read: its texture.
    Ready(egui::TextureHandle),
    /// Not a picture Parlour can show: the reason.
    Refused(String),
}

/// The thumbnails of one dialog, by file.
pub struct Thumbnails {
    known: HashMap<PathBuf, Thumbnail>,
    ask: Sender<PathBuf>,
    answers: Receiver<(PathBuf, Result<egui::ColorImage, String>)>,
}

impl Thumbnails {
    /// Thumbnails read on a thread that lives as long as they do; each
    /// answer asks `ctx` to draw again.
    pub fn new(ctx: &egui::Context) -> Self {
        let (ask, asked) = channel::<PathBuf>();
        let (answer, answers) = channel();
        let ctx = ctx.clone();
        std::thread::spawn(move || {
            for path in asked {
                let read = art::load(&path, SIDE).map_err(|e| e.to_string()).map(|small| {
                    let size = [small.width() as usize, small.height() as usize];
                    egui::ColorImage::from_rgba_unmultiplied(size, small.as_raw())
                });
                if answer.send((path, read)).is_err() {
                    break;
                }
                ctx.request_repaint();
            }
        });
        Self { known: HashMap::new(), ask, answers }
    }

    /// The texture of `path` when it has been read; asks for it the first
    /// time. `Err` names why a file cannot be shown.
    pub fn get(&mut self, ctx: &egui::Context, path: &Path) -> Result<Option<(egui::TextureId, egui::Vec2)>, String> {
        self.take_answers(ctx);
        match self.known.get(path) {
            Some(Thumbnail::Ready(texture)) => Ok(Some((texture.id(), texture.size_vec2()))),
            Some(Thumbnail::Refused(why)) => Err(why.clone()),
            Some(Thumbnail::Reading) => Ok(None),
            None => {
                self.known.insert(path.to_path_buf(), Thumbnail::Reading);
                if self.ask.send(path.to_path_buf()).is_err() {
                    self.known.insert(path.to_path_buf(), Thumbnail::Refused("cannot be read now".to_owned()));
                }
                Ok(None)
            }
        }
    }

    /// Whether every thumbnail asked for has been read (or refused).
    #[cfg(test)]
    fn settled(&mut self, ctx: &egui::Context) -> bool {
        self.take_answers(ctx);
        !self.known.values().any(|t| matches!(t, Thumbnail::Reading))
    }

    /// Turns the pictures read since the last frame into textures.
    fn take_answers(&mut self, ctx: &egui::Context) {
        while let Ok((path, read)) = self.answers.try_recv() {
            let name = format!("parlour-thumbnail:{}", path.display());
            let thumbnail = match read {
                Ok(image) => Thumbnail::Ready(ctx.load_texture(name, image, egui::TextureOptions::LINEAR)),
                Err(why) => Thumbnail::Refused(why),
            };
            self.known.insert(path, thumbnail);
        }
    }
}

/// Paints the thumbnail `texture` of `size` pixels centred in `rect`, whole
/// (letterboxed), or a frame where there is none yet.
pub fn paint(ui: &egui::Ui, rect: egui::Rect, texture: Option<(egui::TextureId, egui::Vec2)>) {
    let painter = ui.painter().with_clip_rect(rect.intersect(ui.clip_rect()));
    if let Some((id, size)) = texture {
        let scale = (rect.width() / size.x).min(rect.height() / size.y);
        let shown = egui::Rect::from_center_size(rect.center(), size * scale);
        let uv = egui::Rect::from_min_max(egui::pos2(0.0, 0.0), egui::pos2(1.0, 1.0));
        painter.image(id, shown, uv, egui::Color32::WHITE);
    } else {
        let stroke = ui.visuals().widgets.noninteractive.bg_stroke;
        painter.rect_stroke(rect.shrink(2.0), 2.0, stroke, egui::StrokeKind::Inside);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wait_until_settled(ctx: &egui::Context, thumbnails: &mut Thumbnails) {
        let start = std::time::Instant::now();
        while !thumbnails.settled(ctx) {
            assert!(start.elapsed().as_secs() < 20, "thumbnails never came");
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
    }

    #[test]
    fn a_picture_becomes_a_small_texture_and_a_file_that_is_not_one_says_why() {
        let dir = tempfile::tempdir().expect("temp dir");
        let picture = dir.path().join("wide.png");
        image::RgbaImage::from_pixel(400, 100, image::Rgba([200, 30, 30, 255])).save(&picture).expect("png");
        let fake = dir.path().join("fake.png");
        std::fs::write(&fake, "not a picture").expect("write");
        let ctx = egui::Context::default();
        let mut thumbnails = Thumbnails::new(&ctx);
        assert_eq!(thumbnails.get(&ctx, &picture), Ok(None), "read on its thread, not at once");
        assert_eq!(thumbnails.get(&ctx, &fake), Ok(None));
        wait_until_settled(&ctx, &mut thumbnails);
        let (_, size) = thumbnails.get(&ctx, &picture).expect("a picture").expect("read");
        assert_eq!(size, egui::vec2(SIDE as f32, SIDE as f32 / 4.0), "scaled down, its shape kept");
        assert!(thumbnails.get(&ctx, &fake).is_err(), "not a picture");
    }
}

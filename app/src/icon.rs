//! Parlour's icon, drawn by code at any size: two cards on a green baize,
//! the front one with a red diamond.

/// The application id: the window's class on X11 and its app id on Wayland,
/// the name of the icon and of the `.desktop` entry.
pub const APP_ID: &str = "parlour";

/// The sizes (in pixels, square) an icon theme usually holds.
pub const THEME_SIZES: [u32; 7] = [16, 24, 32, 48, 64, 128, 256];

type Rgb = [f32; 3];

const BAIZE: Rgb = [36.0, 94.0, 70.0];
const BAIZE_LIGHT: Rgb = [58.0, 126.0, 96.0];
const CARD_EDGE: Rgb = [92.0, 74.0, 56.0];
const BACK_CARD: Rgb = [226.0, 214.0, 186.0];
const FRONT_CARD: Rgb = [250.0, 246.0, 236.0];
const DIAMOND: Rgb = [196.0, 40.0, 56.0];

/// A card: centre, half width and height, corner radius, turn in radians.
struct Card {
    centre: [f32; 2],
    half: [f32; 2],
    radius: f32,
    turn: f32,
}

impl Card {
    /// The signed distance of `p` from the card's edge, negative inside.
    fn distance(&self, p: [f32; 2]) -> f32 {
        let (sin, cos) = self.turn.sin_cos();
        let (dx, dy) = (p[0] - self.centre[0], p[1] - self.centre[1]);
        let local = [cos * dx + sin * dy, -sin * dx + cos * dy];
        rounded_box(local, self.half, self.radius)
    }

    /// Whether `p` is in the diamond at the card's centre.
    fn in_diamond(&self, p: [f32; 2]) -> bool {
        let (sin, cos) = self.turn.sin_cos();
        let (dx, dy) = (p[0] - self.centre[0], p[1] - self.centre[1]);
        let local = [cos * dx + sin * dy, -sin * dx + cos * dy];
        local[0].abs() / (self.half[0] * 0.55) + local[1].abs() / (self.half[1] * 0.5) <= 1.0
    }
}

/// The signed distance from a box of half size `half` with corners rounded
/// by `radius`, centred on the origin.
fn rounded_box(p: [f32; 2], half: [f32; 2], radius: f32) -> f32 {
    let q = [p[0].abs() - half[0] + radius, p[1].abs() - half[1] + radius];
    let outside = q[0].max(0.0).hypot(q[1].max(0.0));
    outside + q[0].max(q[1]).min(0.0) - radius
}

/// The colour at `p` (both in 0..1, y down), or `None` outside the icon.
fn colour_at(p: [f32; 2]) -> Option<Rgb> {
    const EDGE: f32 = 0.018;
    let back = Card { centre: [0.41, 0.47], half: [0.19, 0.27], radius: 0.04, turn: -0.21 };
    let front = Card { centre: [0.59, 0.53], half: [0.19, 0.27], radius: 0.04, turn: 0.17 };
    if rounded_box([p[0] - 0.5, p[1] - 0.5], [0.46, 0.46], 0.16) > 0.0 {
        return None;
    }
    for (card, face, diamond) in [(&front, FRONT_CARD, true), (&back, BACK_CARD, false)] {
        let d = card.distance(p);
        if d <= 0.0 {
            return Some(if d > -EDGE {
                CARD_EDGE
            } else if diamond && card.in_diamond(p) {
                DIAMOND
            } else {
                face
            });
        }
    }
    let t = p[1];
    Some(std::array::from_fn(|i| BAIZE_LIGHT[i] * (1.0 - t) + BAIZE[i] * t))
}

/// The icon as `size`×`size` RGBA pixels, row by row, smoothed by sampling
/// each pixel sixteen times.
pub fn icon_rgba(size: u32) -> Vec<u8> {
    const SAMPLES: u32 = 4;
    let mut pixels = Vec::with_capacity((size * size * 4) as usize);
    let scale = 1.0 / (size * SAMPLES) as f32;
    for y in 0..size {
        for x in 0..size {
            let mut sum = [0.0f32; 4];
            for sy in 0..SAMPLES {
                for sx in 0..SAMPLES {
                    let p = [((x * SAMPLES + sx) as f32 + 0.5) * scale, ((y * SAMPLES + sy) as f32 + 0.5) * scale];
                    if let Some(rgb) = colour_at(p) {
                        for i in 0..3 {
                            sum[i] += rgb[i];
                        }
                        sum[3] += 255.0;
                    }
                }
            }
            let n = (SAMPLES * SAMPLES) as f32;
            // Colours are averaged over the covered samples only, so the
            // rounded outline fades by its alpha, not towards black.
            let covered = (sum[3] / 255.0).max(1.0);
            pixels.extend([sum[0] / covered, sum[1] / covered, sum[2] / covered, sum[3] / n].map(|c| c.round() as u8));
        }
    }
    pixels
}

/// The icon as a PNG file's bytes.
pub fn icon_png(size: u32) -> anyhow::Result<Vec<u8>> {
    let picture = image::RgbaImage::from_raw(size, size, icon_rgba(size))
        .ok_or_else(|| anyhow::anyhow!("an icon of {size} pixels has the wrong number of bytes"))?;
    let mut png = std::io::Cursor::new(Vec::new());
    picture.write_to(&mut png, image::ImageFormat::Png)?;
    Ok(png.into_inner())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_icon_has_transparent_corners_baize_cards_and_a_red_diamond() {
        let size = 64;
        let pixels = icon_rgba(size);
        assert_eq!(pixels.len(), (size * size * 4) as usize);
        let at = |x: u32, y: u32| &pixels[((y * size + x) * 4) as usize..((y * size + x) * 4 + 4) as usize];
        assert_eq!(at(0, 0)[3], 0, "the corner is transparent");
        assert_eq!(at(4, 32)[3], 255, "the baize is opaque");
        assert!(at(4, 32)[1] > at(4, 32)[0], "the baize is green");
        let centre = at(38, 34);
        assert!(centre[0] > 150 && centre[1] < 80, "the front card's centre is red: {centre:?}");
        let card = at(26, 14);
        assert!(card.iter().take(3).all(|&c| c > 170), "a card is pale: {card:?}");
    }

    #[test]
    fn the_icon_is_a_png_of_each_theme_size() {
        for size in THEME_SIZES {
            let png = icon_png(size).expect("png");
            let decoded = image::load_from_memory(&png).expect("decodes");
            assert_eq!((decoded.width(), decoded.height()), (size, size));
        }
    }
}

//! Unicorn Jelly tiles drawn by Parlour's own code: the kind's colour, the
//! name, the power (current beside printed when they differ) and the
//! abilities in words; the backs of defeated tiles and hidden landmines.

use egui::{Align2, Color32, FontId, Painter, Pos2, Rect, Stroke, StrokeKind, vec2};
use parlour_core::games::unicorn_jelly::{Kind, TileDef};

/// The colour of a kind: its band, frame and emblem.
pub fn kind_colour(kind: Kind) -> Color32 {
    match kind {
        Kind::Hero => Color32::from_rgb(214, 160, 40),
        Kind::Personage => Color32::from_rgb(62, 122, 200),
        Kind::Location => Color32::from_rgb(70, 150, 84),
        Kind::Danger => Color32::from_rgb(196, 58, 58),
        Kind::Impetus => Color32::from_rgb(140, 84, 186),
    }
}

const PAPER: Color32 = Color32::from_rgb(248, 244, 234);
const INK: Color32 = Color32::from_rgb(34, 30, 40);

/// Paints `def` face up filling the square `rect`; `current` is its power
/// now, when the board changes it.
pub fn paint_face(painter: &Painter, rect: Rect, def: &TileDef, current: Option<i8>) {
    let s = rect.width();
    let colour = kind_colour(def.kind);
    let rounding = s * 0.07;
    painter.rect(rect, rounding, PAPER.lerp_to_gamma(colour, 0.10), Stroke::new(s * 0.035, colour), StrokeKind::Inside);
    // The band with the name.
    let band = Rect::from_min_size(rect.min, vec2(s, s * 0.24));
    painter.rect_filled(band, egui::CornerRadius { nw: rounding as u8, ne: rounding as u8, sw: 0, se: 0 }, colour);
    fitted_text(painter, band.shrink2(vec2(s * 0.06, 0.0)), &def.name, s * 0.12, Color32::WHITE);
    let body_top = band.bottom() + s * 0.04;
    let mut text_top = body_top + s * 0.14;
    if let Some(printed) = def.power {
        let now = current.unwrap_or(printed);
        let centre = Pos2::new(rect.left() + s * 0.2, body_top + s * 0.14);
        let ring = match now.cmp(&printed) {
            std::cmp::Ordering::Greater => Color32::from_rgb(40, 150, 70),
            std::cmp::Ordering::Less => Color32::from_rgb(200, 50, 50),
            std::cmp::Ordering::Equal => colour,
        };
        painter.circle(centre, s * 0.13, Color32::WHITE, Stroke::new(s * 0.03, ring));
        painter.text(centre, Align2::CENTER_CENTER, now.to_string(), FontId::proportional(s * 0.17), INK);
        let kind_at = Pos2::new(centre.x + s * 0.18, centre.y - s * 0.05);
        painter.text(kind_at, Align2::LEFT_CENTER, def.kind.to_string(), FontId::proportional(s * 0.085), INK);
        if now != printed {
            let printed_at = Pos2::new(centre.x + s * 0.18, centre.y + s * 0.07);
            let words = format!("printed {printed}");
            painter.text(printed_at, Align2::LEFT_CENTER, words, FontId::proportional(s * 0.075), Color32::DARK_GRAY);
        }
        text_top = centre.y + s * 0.17;
    } else {
        let at = Pos2::new(rect.left() + s * 0.08, body_top + s * 0.06);
        painter.text(at, Align2::LEFT_CENTER, def.kind.to_string(), FontId::proportional(s * 0.085), INK);
    }
    if s >= 70.0 {
        let words: Vec<String> = def.abilities.iter().map(|a| a.describe()).collect();
        let area = Rect::from_min_max(Pos2::new(rect.left() + s * 0.08, text_top), rect.max - vec2(s * 0.08, s * 0.05));
        wrapped_text(painter, area, &words.join(". "), s * 0.075);
    }
}

/// A defeated tile, face down: the back, with the name faintly when it is
/// known (everyone saw it before it was defeated).
pub fn paint_defeated(painter: &Painter, rect: Rect, def: Option<&TileDef>) {
    let s = rect.width();
    let colour = def.map_or(Color32::GRAY, |d| kind_colour(d.kind));
    painter.rect(
        rect,
        s * 0.07,
        Color32::from_gray(96),
        Stroke::new(s * 0.03, colour.gamma_multiply(0.6)),
        StrokeKind::Inside,
    );
    paint_pattern(painter, rect, Color32::from_gray(110));
    if let Some(def) = def {
        fitted_text(painter, rect.shrink(s * 0.1), &def.name, s * 0.1, Color32::from_gray(200));
    }
}

/// A hidden landmine: a tile face down whose design nobody knows.
pub fn paint_mine(painter: &Painter, rect: Rect) {
    let s = rect.width();
    painter.rect(
        rect,
        s * 0.07,
        Color32::from_rgb(52, 44, 60),
        Stroke::new(s * 0.03, Color32::from_rgb(230, 190, 60)),
        StrokeKind::Inside,
    );
    paint_pattern(painter, rect, Color32::from_rgb(66, 56, 76));
    painter.circle(rect.center(), s * 0.16, Color32::from_rgb(230, 190, 60), Stroke::NONE);
    painter.text(rect.center(), Align2::CENTER_CENTER, "?", FontId::proportional(s * 0.22), INK);
}

/// Diagonal stripes on a back.
fn paint_pattern(painter: &Painter, rect: Rect, colour: Color32) {
    let s = rect.width();
    let inner = rect.shrink(s * 0.1);
    let painter = painter.with_clip_rect(inner.intersect(painter.clip_rect()));
    let step = s * 0.12;
    let mut k = -inner.height();
    while k < inner.width() {
        let a = Pos2::new(inner.left() + k, inner.bottom());
        let b = Pos2::new(inner.left() + k + inner.height(), inner.top());
        painter.line_segment([a, b], Stroke::new(s * 0.025, colour));
        k += step;
    }
}

/// A tile in words, for tooltips: name, kind, power now, abilities, flavour.
pub fn tile_words(def: &TileDef, current: Option<i8>, defeated: bool) -> String {
    let power = current.or(def.power).map_or(String::new(), |p| format!(", power {p}"));
    let mut words = format!("{} ({}{power})", def.name, def.kind);
    if defeated {
        words.push_str(" — defeated");
    }
    for ability in &def.abilities {
        words.push_str("\n• ");
        words.push_str(&ability.describe());
    }
    if !def.flavour.is_empty() {
        words.push_str("\n“");
        words.push_str(&def.flavour);
        words.push('”');
    }
    words
}

/// One line of text centred in `rect`, shrunk until it fits its width.
fn fitted_text(painter: &Painter, rect: Rect, text: &str, size: f32, colour: Color32) {
    let mut size = size;
    let mut galley = painter.layout_no_wrap(text.to_owned(), FontId::proportional(size), colour);
    while galley.size().x > rect.width() && size > 6.0 {
        size *= 0.9;
        galley = painter.layout_no_wrap(text.to_owned(), FontId::proportional(size), colour);
    }
    let at = rect.center() - galley.size() * 0.5;
    painter.galley(at, galley, colour);
}

/// Text wrapped to `rect`'s width from its top, shrunk until it fits.
fn wrapped_text(painter: &Painter, rect: Rect, text: &str, size: f32) {
    if text.is_empty() {
        return;
    }
    let mut size = size;
    let mut galley = painter.layout(text.to_owned(), FontId::proportional(size), INK, rect.width());
    while galley.size().y > rect.height() && size > 6.0 {
        size *= 0.9;
        galley = painter.layout(text.to_owned(), FontId::proportional(size), INK, rect.width());
    }
    painter.with_clip_rect(rect.intersect(painter.clip_rect())).galley(rect.min, galley, INK);
}

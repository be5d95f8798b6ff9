//! A game's rules card: its quick reference ([`GameInfo::quick_reference`])
//! set on one page in two columns, to print beside a real table.
//!
//! The text is a small part of Markdown: a first paragraph that introduces
//! the game, `##` headings, `-` points (a point indented under another is
//! a detail of it) and paragraphs; `*` marks of emphasis are dropped, as
//! the card has one weight and style of type.

use parlour_core::GameInfo;

use crate::print::layout::{Align, Area, Face, Fit, LINE_HEIGHT, Primitive, Rgba, mm};

/// The card's size: inside the margins of both A4 and Letter paper.
pub const CARD_MM: [f32; 2] = [196.0, 265.0];

/// The body text sizes tried, largest first, in millimetres (12 to 8 pt):
/// a short quick reference is set larger.
const BODY_SIZES: [f32; 9] = [4.2, 4.0, 3.8, 3.6, 3.4, 3.2, 3.0, 2.9, 2.8];
/// A heading's size against the body's.
const HEADING_SCALE: f32 = 1.22;
/// The space between the two columns.
const GUTTER: f32 = 7.0;
/// How far a point's text stands in from its bullet.
const INDENT: f32 = 3.6;
/// Where the text below the title band starts.
const TEXT_TOP: f32 = 21.0;

const INK: Rgba = Rgba([40, 40, 48, 255]);
const BAIZE: Rgba = Rgba([36, 94, 70, 255]);
const PAPER: Rgba = Rgba([255, 255, 255, 255]);

/// One block of the quick reference.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Block {
    /// A section's heading.
    Heading(String),
    /// A point, at a depth (0 for a point, 1 for a detail of one).
    Point(u8, String),
    /// A paragraph.
    Paragraph(String),
}

/// Reads the quick reference's blocks.
pub fn blocks(text: &str) -> Vec<Block> {
    let mut blocks = Vec::new();
    let mut current: Option<Block> = None;
    for line in text.lines() {
        let trimmed = line.trim();
        let depth = u8::from(line.len() - line.trim_start().len() >= 2);
        let started = if trimmed.is_empty() {
            None
        } else if let Some(heading) = trimmed.strip_prefix("## ") {
            Some(Block::Heading(heading.to_owned()))
        } else if let Some(point) = trimmed.strip_prefix("- ") {
            Some(Block::Point(depth, point.to_owned()))
        } else {
            match current.as_mut() {
                Some(Block::Point(_, text) | Block::Paragraph(text)) => {
                    text.push(' ');
                    text.push_str(trimmed);
                    continue;
                }
                _ => Some(Block::Paragraph(trimmed.to_owned())),
            }
        };
        blocks.extend(current.take());
        current = started;
    }
    blocks.extend(current);
    for block in &mut blocks {
        let (Block::Heading(text) | Block::Point(_, text) | Block::Paragraph(text)) = block;
        *text = text.replace('*', "");
    }
    blocks
}

/// Why a quick reference cannot be set on its card.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the quick reference of {game} does not fit on one page: it runs out at \"{at}\"")]
pub struct TooLong {
    /// The game.
    pub game: String,
    /// The start of the first block that found no room.
    pub at: String,
}

/// Where the next block goes: a column, how far down it, and where the
/// columns start and stop.
struct Flow {
    column: usize,
    y: f32,
    top: f32,
    bottom: f32,
}

impl Flow {
    fn left(&self) -> f32 {
        self.column as f32 * (column_width() + GUTTER)
    }
}

fn column_width() -> f32 {
    (CARD_MM[0] - GUTTER) / 2.0
}

/// Sets `text` at `x`, `width` wide, from `y` down to `bottom`; returns
/// where it ends, or `None` (leaving the face as it was) when it does not fit.
fn set(face: &mut Face, text: &str, at: [f32; 2], width: f32, bottom: f32, size: f32, colour: Rgba) -> Option<f32> {
    let [x, y] = at;
    let area = Area { min: mm(x, y), max: mm(x + width, bottom) };
    let (warnings, misfits) = (face.warnings.len(), face.misfits.len());
    face.text(text, text, area, Fit { size, min: size, wrap: true, centred: false, align: Align::Left }, colour);
    let end = match face.primitives.last() {
        Some(Primitive::Text { area, .. }) => area.max.y,
        _ => y,
    };
    if end > bottom + 1e-3 || face.misfits.len() > misfits {
        face.primitives.pop();
        face.warnings.truncate(warnings);
        face.misfits.truncate(misfits);
        return None;
    }
    Some(end)
}

/// The rules card of the game `info` describes: its quick reference at the
/// largest body size that fits, the second column starting at the heading
/// that makes the two most even.
pub fn face(info: &GameInfo) -> Result<Face, TooLong> {
    let mut refusal = None;
    for body in BODY_SIZES {
        let Ok(one_column) = lay_out(info, body, None) else { continue };
        let middle = TEXT_TOP + (one_column.end - TEXT_TOP) / 2.0;
        let mut breaks = one_column.headings;
        breaks.sort_by(|a, b| (a.1 - middle).abs().total_cmp(&(b.1 - middle).abs()));
        for (heading, _) in breaks {
            match lay_out(info, body, Some(heading)) {
                Ok(laid) => return Ok(laid.face),
                Err(e) => refusal = Some(e),
            }
        }
    }
    Err(refusal.unwrap_or_else(|| TooLong { game: info.name.to_owned(), at: info.name.to_owned() }))
}

/// A laid-out card.
struct Laid {
    face: Face,
    /// Where its text ends.
    end: f32,
    /// Each heading's block index and where it starts.
    headings: Vec<(usize, f32)>,
}

/// The card with its body at `body` mm, the second column starting at
/// block `second_column` (all in one endless column without it), or where
/// it runs out of page.
fn lay_out(info: &GameInfo, body: f32, second_column: Option<usize>) -> Result<Laid, TooLong> {
    let [width, height] = CARD_MM;
    let mut face = Face::new(width, height);
    face.push(Primitive::Rect { area: Area::new(mm(0.0, 0.0), width, height), radius: 0.0, fill: PAPER, stroke: None });
    face.push(Primitive::Rect { area: Area::new(mm(0.0, 0.0), width, 17.0), radius: 2.0, fill: BAIZE, stroke: None });
    let white = Rgba([255, 255, 255, 255]);
    let title = Fit::readable(6.2, false, false, Align::Left);
    face.text("title", info.name, Area::new(mm(5.0, 2.6), width - 10.0, 8.0), title, white);
    let under = Fit::readable(2.6, false, false, Align::Left);
    let players = if info.min_seats == info.max_seats {
        format!("{} players", info.min_seats)
    } else {
        format!("{} to {} players", info.min_seats, info.max_seats)
    };
    let line = format!("Quick reference · {players} · printed by Parlour");
    face.text("subtitle", &line, Area::new(mm(5.0, 11.0), width - 10.0, 4.0), under, white);

    let too_long = |text: &str| TooLong { game: info.name.to_owned(), at: parlour_core::text::excerpt(text) };
    let mut blocks = blocks(info.quick_reference).into_iter().peekable();
    let mut top = TEXT_TOP;
    if let Some(Block::Paragraph(intro)) = blocks.peek() {
        top = set(&mut face, intro, [0.0, top], width, height, body, INK).ok_or_else(|| too_long(intro))? + 2.0;
        blocks.next();
    }
    let bottom = if second_column.is_some() { height } else { f32::INFINITY };
    let mut flow = Flow { column: 0, y: top, top, bottom };
    let mut end = top;
    let mut headings = Vec::new();
    let mut index = 0;
    while let Some(block) = blocks.next() {
        let next_is_text = matches!(blocks.peek(), Some(Block::Point(..) | Block::Paragraph(_)));
        if Some(index) == second_column {
            flow.column += 1;
            flow.y = flow.top;
        }
        if matches!(block, Block::Heading(_)) {
            headings.push((index, flow.y));
        }
        index += 1;
        loop {
            if flow.column > 1 {
                let (Block::Heading(text) | Block::Point(_, text) | Block::Paragraph(text)) = &block;
                return Err(too_long(text));
            }
            let (x, w, bottom) = (flow.left(), column_width(), flow.bottom);
            let placed = match &block {
                Block::Heading(text) => {
                    let y = if flow.y > flow.top { flow.y + body * 0.7 } else { flow.y };
                    // A heading keeps two lines of what follows beside it.
                    let room = if next_is_text { 2.0 * body * LINE_HEIGHT } else { 0.0 };
                    match set(&mut face, text, [x, y], w, bottom, body * HEADING_SCALE, BAIZE) {
                        Some(end) if end + room <= bottom => Some(end),
                        Some(_) => {
                            face.primitives.pop();
                            None
                        }
                        None => None,
                    }
                }
                Block::Point(depth, text) => {
                    let bullet_x = x + f32::from(*depth) * INDENT;
                    let text_x = bullet_x + INDENT;
                    let y = flow.y + body * 0.2;
                    let placed = set(&mut face, text, [text_x, y], x + w - text_x, bottom, body, INK);
                    if placed.is_some() {
                        let mark = if *depth == 0 { "•" } else { "–" };
                        let fit = Fit::readable(body, false, false, Align::Left);
                        face.text("bullet", mark, Area::new(mm(bullet_x + 0.4, y), INDENT, body * 1.3), fit, INK);
                    }
                    placed
                }
                Block::Paragraph(text) => set(&mut face, text, [x, flow.y + body * 0.2], w, bottom, body, INK),
            };
            match placed {
                Some(y) => {
                    flow.y = y;
                    end = end.max(y);
                    break;
                }
                None => flow.column = 2,
            }
        }
    }
    Ok(Laid { face, end, headings })
}

#[cfg(test)]
mod tests {
    use super::*;
    use parlour_core::GameKind;

    #[test]
    fn the_quick_reference_reads_as_headings_points_details_and_paragraphs() {
        let text = "Intro line one\nand two.\n\n## Turn\n- **Draw** a card,\n  then act.\n  - a detail\n- last\n";
        assert_eq!(
            blocks(text),
            [
                Block::Paragraph("Intro line one and two.".into()),
                Block::Heading("Turn".into()),
                Block::Point(0, "Draw a card, then act.".into()),
                Block::Point(1, "a detail".into()),
                Block::Point(0, "last".into()),
            ]
        );
    }

    #[test]
    fn every_games_card_fits_one_page_and_says_all_of_its_quick_reference() {
        for &kind in GameKind::ALL {
            let info = kind.info();
            let face = face(&info).unwrap_or_else(|e| panic!("{e}"));
            assert!(face.warnings.is_empty(), "{}: {:?}", info.name, face.warnings);
            let printed = face.texts().join(" ");
            for block in blocks(info.quick_reference) {
                let (Block::Heading(text) | Block::Point(_, text) | Block::Paragraph(text)) = block;
                let words: Vec<&str> = text.split_whitespace().collect();
                assert!(printed.contains(&words.join(" ")), "{}: \"{text}\" is not on the card", info.name);
            }
        }
    }

    #[test]
    fn a_quick_reference_too_long_for_a_page_is_refused() {
        let mut info = GameKind::Jalak.info();
        let long = "## Section\n- A point that says rather a lot about very little, again and again.\n".repeat(60);
        info.quick_reference = Box::leak(long.into_boxed_str());
        let error = face(&info).expect_err("too long");
        assert!(error.to_string().contains("does not fit on one page"), "{error}");
    }
}

//! Shows a rulebook written in Markdown: headings, numbered and bulleted
//! items, and *italic*, **bold** and `code` spans; and the Rules window
//! around it, which opens at the top of the rules, lists their headings as
//! contents and finds a word in them. Each heading and paragraph takes the
//! keyboard's focus in turn, so that a screen reader reads the rules by
//! Tab; a heading of the contents, and Next, take the focus to what they
//! show.

use std::ops::Range;
use std::sync::Arc;

/// A search's matches, marked in the rules as they are drawn.
#[derive(Clone, Copy, Debug, Default)]
pub struct Marks<'a> {
    /// The words searched for (any case); empty marks nothing.
    pub search: &'a str,
    /// Which match, counted from 0 in reading order, is the one shown now.
    pub current: Option<usize>,
}

/// Where the rules were drawn, for scrolling to a part of them and
/// taking the focus there.
#[derive(Clone, Debug, Default)]
pub struct Drawn {
    /// Each `## ` heading, in order: where, and its id.
    pub headings: Vec<(egui::Rect, egui::Id)>,
    /// Each match of the search, in reading order: where, and the id of
    /// the text it is in.
    pub matches: Vec<(egui::Rect, egui::Id)>,
    /// The id of the first text, the title.
    pub first: Option<egui::Id>,
}

/// Draws `markdown` into `ui`, with the matches of `marks` marked; where
/// its headings and matches are.
pub fn rules_ui(ui: &mut egui::Ui, markdown: &str, marks: Marks<'_>) -> Drawn {
    let mut drawn = Drawn::default();
    let (normal, strong) = (ui.visuals().text_color(), ui.visuals().strong_text_color());
    for block in blocks(markdown) {
        let job = match &block {
            Block::Title(title) => plain(title, egui::FontId::proportional(22.0), strong),
            Block::Heading(heading) => {
                ui.add_space(6.0);
                plain(heading, egui::TextStyle::Heading.resolve(ui.style()), strong)
            }
            Block::Paragraph(paragraph) => rich(paragraph, normal, strong),
        };
        let first = drawn.matches.len();
        let found = find_all(&job.text, marks.search);
        let current = marks.current.and_then(|c| c.checked_sub(first)).filter(|c| *c < found.len());
        let (response, places) = marked_label(ui, job, &found, current);
        drawn.first.get_or_insert(response.id);
        drawn.matches.extend(places.into_iter().map(|place| (place, response.id)));
        match block {
            Block::Heading(heading) => {
                ui.ctx().accesskit_node_builder(response.id, |node| {
                    node.set_role(egui::accesskit::Role::Heading);
                    node.set_label(as_read(&heading));
                    node.set_level(2);
                });
                drawn.headings.push((response.rect, response.id));
            }
            Block::Paragraph(_) => ui.add_space(4.0),
            Block::Title(_) => {}
        }
    }
    drawn
}

/// The text of each `## ` heading of `markdown`, in order, as it reads
/// (its emphasis markers left out).
pub fn headings(markdown: &str) -> Vec<String> {
    markdown.lines().filter_map(|line| line.trim().strip_prefix("## ")).map(as_read).collect()
}

/// How many times `search` is in the text of `markdown` as it reads (its
/// emphasis markers left out), whatever the case.
pub fn count_matches(markdown: &str, search: &str) -> usize {
    if search.trim().is_empty() {
        return 0;
    }
    let text = |block: &Block| match block {
        Block::Title(text) | Block::Heading(text) => text.clone(),
        Block::Paragraph(paragraph) => as_read(paragraph),
    };
    blocks(markdown).iter().map(|block| find_all(&text(block), search).len()).sum()
}

/// One piece of a rulebook as it is shown.
enum Block {
    /// The book's title (`# `), as it reads.
    Title(String),
    /// A part's heading (`## `), as it reads.
    Heading(String),
    /// A paragraph or an item of a list, its emphasis still marked.
    Paragraph(String),
}

/// The pieces of `markdown`: its lines joined into paragraphs, each item of
/// a list its own.
fn blocks(markdown: &str) -> Vec<Block> {
    let mut blocks = Vec::new();
    let mut paragraph = String::new();
    let flush = |blocks: &mut Vec<Block>, paragraph: &mut String| {
        if !paragraph.trim().is_empty() {
            blocks.push(Block::Paragraph(paragraph.trim().to_owned()));
        }
        paragraph.clear();
    };
    for line in markdown.lines() {
        let trimmed = line.trim();
        if let Some(heading) = trimmed.strip_prefix("## ") {
            flush(&mut blocks, &mut paragraph);
            blocks.push(Block::Heading(as_read(heading)));
        } else if let Some(title) = trimmed.strip_prefix("# ") {
            flush(&mut blocks, &mut paragraph);
            blocks.push(Block::Title(as_read(title)));
        } else if trimmed.is_empty() {
            flush(&mut blocks, &mut paragraph);
        } else if starts_item(trimmed) {
            flush(&mut blocks, &mut paragraph);
            paragraph.push_str(trimmed);
        } else {
            if !paragraph.is_empty() {
                paragraph.push(' ');
            }
            paragraph.push_str(trimmed);
        }
    }
    flush(&mut blocks, &mut paragraph);
    blocks
}

fn starts_item(line: &str) -> bool {
    line.starts_with("- ")
        || line.split_once(". ").is_some_and(|(n, _)| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()))
}

/// `text` as it reads, its emphasis markers left out.
fn as_read(text: &str) -> String {
    rich(text, egui::Color32::PLACEHOLDER, egui::Color32::PLACEHOLDER).text
}

/// Text in one font and colour.
fn plain(text: &str, font_id: egui::FontId, color: egui::Color32) -> egui::text::LayoutJob {
    egui::text::LayoutJob::single_section(text.to_owned(), egui::TextFormat { font_id, color, ..Default::default() })
}

/// One paragraph with its emphasis turned into styled text.
fn rich(text: &str, normal: egui::Color32, strong: egui::Color32) -> egui::text::LayoutJob {
    let mut job = egui::text::LayoutJob::default();
    let (mut bold, mut italic, mut code) = (false, false, false);
    let mut run = String::new();
    let mut chars = text.chars().peekable();
    let push = |job: &mut egui::text::LayoutJob, run: &mut String, bold: bool, italic: bool, code: bool| {
        if run.is_empty() {
            return;
        }
        let mut format = egui::TextFormat { italics: italic, ..Default::default() };
        format.font_id = if code { egui::FontId::monospace(13.0) } else { egui::FontId::proportional(14.0) };
        format.color = if bold { strong } else { normal };
        job.append(run, 0.0, format);
        run.clear();
    };
    while let Some(c) = chars.next() {
        match c {
            '`' => {
                push(&mut job, &mut run, bold, italic, code);
                code = !code;
            }
            '*' if !code && chars.peek() == Some(&'*') => {
                chars.next();
                push(&mut job, &mut run, bold, italic, code);
                bold = !bold;
            }
            '*' if !code => {
                push(&mut job, &mut run, bold, italic, code);
                italic = !italic;
            }
            _ => run.push(c),
        }
    }
    push(&mut job, &mut run, bold, italic, code);
    job
}

/// Where `search` (its ends trimmed) is in `text`, whatever the case: the
/// byte ranges of the matches, none overlapping.
fn find_all(text: &str, search: &str) -> Vec<Range<usize>> {
    let wanted: Vec<char> = search.trim().chars().flat_map(char::to_lowercase).collect();
    let mut found = Vec::new();
    if wanted.is_empty() {
        return found;
    }
    let mut from = 0;
    for (start, _) in text.char_indices() {
        if start < from {
            continue;
        }
        let mut rest = wanted.as_slice();
        for (at, c) in text[start..].char_indices() {
            let mut lower = c.to_lowercase();
            let fits = lower.all(|l| match rest.split_first() {
                Some((&w, tail)) if w == l => {
                    rest = tail;
                    true
                }
                _ => false,
            });
            if !fits {
                break;
            }
            if rest.is_empty() {
                let end = start + at + c.len_utf8();
                found.push(start..end);
                from = end;
                break;
            }
        }
    }
    found
}

/// The background of a match, and of the one shown now.
const MARK: egui::Color32 = egui::Color32::from_rgb(255, 226, 120);
const CURRENT_MARK: egui::Color32 = egui::Color32::from_rgb(255, 150, 40);

/// `job` with the byte ranges `found` marked (the `current` one more
/// brightly), in dark letters that read on the marks in either theme.
fn mark(job: egui::text::LayoutJob, found: &[Range<usize>], current: Option<usize>) -> egui::text::LayoutJob {
    if found.is_empty() {
        return job;
    }
    let mut marked = egui::text::LayoutJob { sections: Vec::new(), ..job.clone() };
    for section in &job.sections {
        let range = section.byte_range.start.0..section.byte_range.end.0;
        let mut cuts = vec![range.start, range.end];
        for m in found {
            cuts.extend([m.start, m.end].into_iter().filter(|at| range.contains(at)));
        }
        cuts.sort_unstable();
        cuts.dedup();
        for (i, piece) in cuts.windows(2).enumerate() {
            let mut format = section.format.clone();
            if let Some(n) = found.iter().position(|m| m.start <= piece[0] && piece[1] <= m.end) {
                format.background = if Some(n) == current { CURRENT_MARK } else { MARK };
                format.color = egui::Color32::BLACK;
            }
            let leading_space = if i == 0 { section.leading_space } else { 0.0 };
            let byte_range = egui::text::ByteIndex(piece[0])..egui::text::ByteIndex(piece[1]);
            marked.sections.push(egui::text::LayoutSection { leading_space, byte_range, format });
        }
    }
    marked
}

/// Shows `job`, wrapped to the width there is, with the ranges `found`
/// marked — a text the keyboard's focus can rest on, brought into sight
/// when it does; it, and where each of those ranges is.
fn marked_label(
    ui: &mut egui::Ui,
    job: egui::text::LayoutJob,
    found: &[Range<usize>],
    current: Option<usize>,
) -> (egui::Response, Vec<egui::Rect>) {
    let mut job = mark(job, found, current);
    job.wrap.max_width = ui.available_width();
    let galley: Arc<egui::Galley> = ui.fonts_mut(|fonts| fonts.layout_job(job));
    let label = egui::Label::new(Arc::clone(&galley)).sense(egui::Sense::focusable_noninteractive());
    let response = ui.add(label);
    if response.gained_focus() {
        response.scroll_to_me(None);
    }
    let at = |byte: usize| {
        let cursor = egui::text::CCursor::new(galley.text()[..byte].chars().count());
        galley.pos_from_cursor(cursor).translate(response.rect.min.to_vec2())
    };
    let places = found.iter().map(|m| at(m.start).union(at(m.end))).collect();
    (response, places)
}

/// Where the Rules window is to scroll to next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Scroll {
    /// The top of the rules.
    Top,
    /// The `## ` heading with this index.
    Heading(usize),
    /// The current match of the search.
    Match,
}

/// What the Rules window keeps from frame to frame (in egui's memory).
#[derive(Clone, Debug, Default)]
struct Reading {
    /// The pass in which it was last drawn: a window not drawn in the
    /// pass before has just been opened.
    last_pass: Option<u64>,
    /// The words searched for.
    search: String,
    /// The match shown, from 0.
    current: usize,
    /// Where to scroll to in this pass.
    scroll: Option<Scroll>,
    /// Whether the text of the match scrolled to takes the focus.
    focus_match: bool,
}

/// The inside of the Rules window of the game whose id is `game`, showing
/// its rules `markdown`: contents, a search field, and the rules, which
/// open at their top each time the window opens.
pub fn rules_window_ui(ui: &mut egui::Ui, game: &str, markdown: &str) {
    let id = egui::Id::unique(("parlour-rules-window", game));
    let pass = ui.ctx().cumulative_pass_nr();
    let mut reading: Reading = ui.data(|d| d.get_temp(id)).unwrap_or_default();
    if reading.last_pass.is_none_or(|last| last + 1 < pass) {
        reading = Reading { scroll: Some(Scroll::Top), ..Reading::default() };
    }
    reading.last_pass = Some(pass);

    ui.horizontal_wrapped(|ui| {
        // Each heading whole on its line, never broken across two.
        ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
        ui.label(egui::RichText::new("Contents:").strong());
        for (i, heading) in headings(markdown).into_iter().enumerate() {
            if ui.link(heading.as_str()).on_hover_text("Show this part of the rules").clicked() {
                reading.scroll = Some(Scroll::Heading(i));
            }
        }
    });
    search_ui(ui, markdown, &mut reading);
    ui.separator();

    let mut area = egui::ScrollArea::vertical().id_salt(("rules", game)).auto_shrink([false, true]);
    if reading.scroll == Some(Scroll::Top) {
        area = area.vertical_scroll_offset(0.0);
    }
    area.show(ui, |ui| {
        let drawn = rules_ui(ui, markdown, Marks { search: &reading.search, current: Some(reading.current) });
        match reading.scroll.take() {
            Some(Scroll::Heading(i)) => {
                if let Some(&(rect, id)) = drawn.headings.get(i) {
                    ui.scroll_to_rect(rect, Some(egui::Align::Min));
                    ui.memory_mut(|m| m.request_focus(id));
                }
            }
            Some(Scroll::Match) => {
                if let Some(&(rect, id)) = drawn.matches.get(reading.current) {
                    ui.scroll_to_rect(rect.expand(8.0), Some(egui::Align::Center));
                    // Next takes the focus to the text the match is in,
                    // read out by a screen reader; Enter in the field
                    // leaves it there, to type on.
                    if reading.focus_match {
                        ui.memory_mut(|m| m.request_focus(id));
                    }
                }
            }
            // Opened, the rules take the focus at their title, read out
            // by a screen reader; Tab reads on.
            Some(Scroll::Top) => {
                if let Some(id) = drawn.first {
                    ui.memory_mut(|m| m.request_focus(id));
                }
            }
            None => {}
        }
    });
    ui.data_mut(|d| d.insert_temp(id, reading));
}

/// The search field, Next, and how many matches there are.
fn search_ui(ui: &mut egui::Ui, markdown: &str, reading: &mut Reading) {
    ui.horizontal(|ui| {
        let label = ui.label("Search");
        let field = egui::TextEdit::singleline(&mut reading.search).hint_text("Search the rules").desired_width(170.0);
        let field = ui.add(field).labelled_by(label.id);
        let count = count_matches(markdown, &reading.search);
        if field.changed() {
            reading.current = 0;
            reading.scroll = (count > 0).then_some(Scroll::Match);
        }
        let entered = crate::desktop::entered(&field);
        if entered {
            // Enter goes on to the next match, the keyboard staying in the field.
            field.request_focus();
        }
        let next = ui.add_enabled(count > 0, egui::Button::new("Next")).on_hover_text("The next match (Enter)");
        reading.focus_match = false;
        if (entered || next.clicked()) && count > 0 {
            reading.current = (reading.current + 1) % count;
            reading.scroll = Some(Scroll::Match);
            reading.focus_match = next.clicked();
        }
        let search = reading.search.trim();
        let said = match count {
            _ if search.is_empty() => String::new(),
            0 => format!("No match for “{search}”"),
            1 => "1 match".to_owned(),
            n => format!("{n} matches"),
        };
        if !said.is_empty() {
            ui.add(egui::Label::new(said).truncate());
            if count > 1 {
                ui.weak(format!("({} of {count})", reading.current.min(count - 1) + 1));
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn emphasis_markers_do_not_show() {
        let job = rich("**Start.** Draw *five* cards, see `first`.", egui::Color32::GRAY, egui::Color32::WHITE);
        assert_eq!(job.text, "Start. Draw five cards, see first.");
        assert!(starts_item("10. End.") && starts_item("- item") && !starts_item("Version 2. Next"));
    }

    #[test]
    fn rules_window_search_ignores_case_and_emphasis() {
        assert_eq!(find_all("A Dagger, two DAGGERS, daggeR", " dagger "), [2..8, 14..20, 23..29]);
        assert_eq!(find_all("Straße STRASSE", "straße"), vec![0..7]);
        assert!(find_all("anything", "  ").is_empty());
        let markdown = "# Daggers\n\n## Throwing\n\nA **dag**ger is an Ace.\n- One dagger\n\n## Option `dagger`\n";
        assert_eq!(count_matches(markdown, "dagger"), 4, "in the title, across emphasis, in an item, a heading");
        assert_eq!(headings(markdown), ["Throwing", "Option dagger"]);
    }

    #[test]
    fn rules_window_marks_split_sections_at_the_matches() {
        let job = rich("a **dagger** and a dagger", egui::Color32::GRAY, egui::Color32::WHITE);
        let found = find_all(&job.text, "dagger");
        let marked = mark(job.clone(), &found, Some(1));
        assert_eq!(marked.text, job.text);
        let backgrounds: Vec<(&str, egui::Color32)> = marked
            .sections
            .iter()
            .map(|s| (&marked.text[s.byte_range.start.0..s.byte_range.end.0], s.format.background))
            .collect();
        let clear = egui::Color32::TRANSPARENT;
        assert_eq!(backgrounds, [("a ", clear), ("dagger", MARK), (" and a ", clear), ("dagger", CURRENT_MARK)]);
    }
}

//! Shows a rulebook written in Markdown: headings, numbered and bulleted
//! items, and *italic*, **bold** and `code` spans.

/// Draws `markdown` into `ui`.
pub fn rules_ui(ui: &mut egui::Ui, markdown: &str) {
    let mut paragraph = String::new();
    let flush = |ui: &mut egui::Ui, paragraph: &mut String| {
        if !paragraph.trim().is_empty() {
            let (normal, strong) = (ui.visuals().text_color(), ui.visuals().strong_text_color());
            ui.label(rich(paragraph.trim(), normal, strong));
            ui.add_space(4.0);
        }
        paragraph.clear();
    };
    for line in markdown.lines() {
        let trimmed = line.trim();
        if let Some(heading) = trimmed.strip_prefix("## ") {
            flush(ui, &mut paragraph);
            ui.add_space(6.0);
            ui.heading(heading);
        } else if let Some(title) = trimmed.strip_prefix("# ") {
            flush(ui, &mut paragraph);
            ui.label(egui::RichText::new(title).size(22.0).strong());
        } else if trimmed.is_empty() {
            flush(ui, &mut paragraph);
        } else if starts_item(trimmed) {
            flush(ui, &mut paragraph);
            paragraph.push_str(trimmed);
        } else {
            if !paragraph.is_empty() {
                paragraph.push(' ');
            }
            paragraph.push_str(trimmed);
        }
    }
    flush(ui, &mut paragraph);
}

fn starts_item(line: &str) -> bool {
    line.starts_with("- ")
        || line.split_once(". ").is_some_and(|(n, _)| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()))
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn emphasis_markers_do_not_show() {
        let job = rich("**Start.** Draw *five* cards, see `first`.", egui::Color32::GRAY, egui::Color32::WHITE);
        assert_eq!(job.text, "Start. Draw five cards, see first.");
        assert!(starts_item("10. End.") && starts_item("- item") && !starts_item("Version 2. Next"));
    }
}

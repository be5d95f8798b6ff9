//! The Rules window at a table: it opens at the top of the rules of the
//! game being played, whatever was read before; its contents bring a
//! heading into view; its search marks a word, counts it and shows where.

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use parlour::desktop::ParlourApp;
use parlour::seat_player::SeatPlayer;
use parlour_core::GameKind;
use parlour_core::bots::Level;

use crate::harness::{self, choices, temp_dir};

/// An app whose new games of Shrine and Jalak seat a person against an easy bot.
fn app(dir: &std::path::Path) -> Harness<'static, ParlourApp> {
    let seats = || vec![SeatPlayer::Human, SeatPlayer::Bot(Level::Easy)];
    let mut settings = choices(GameKind::Shrine, seats(), &[], 3);
    let jalak = choices(GameKind::Jalak, seats(), &[], 3);
    settings.last_choices.extend(jalak.last_choices);
    harness::harness(settings, dir)
}

/// Clicks the side panel's Rules button (which opens and closes the window).
fn toggle_rules(harness: &mut Harness<'_, ParlourApp>) {
    harness
        .get_by(|node| node.role() == egui::accesskit::Role::Button && node.label().as_deref() == Some("Rules"))
        .click();
    harness.run_steps(8);
}

/// The Rules window's place on the screen.
fn window(harness: &Harness<'_, ParlourApp>) -> egui::Rect {
    rules_node(harness).rect()
}

/// Where the rules are read: the window below its search field.
fn reading_area(harness: &Harness<'_, ParlourApp>) -> egui::Rect {
    let window = window(harness);
    // (Without a search field, the title bar's height.)
    let top = harness.query_by_label("Search").map_or(window.top() + 24.0, |field| field.rect().bottom());
    egui::Rect::from_min_max(egui::pos2(window.left(), top), window.max)
}

/// The Rules window, to look inside.
fn rules_node<'h>(harness: &'h Harness<'_, ParlourApp>) -> egui_kittest::Node<'h> {
    harness.get_by(|node| node.role() == egui::accesskit::Role::Window && node.label().as_deref() == Some("Rules"))
}

/// The text `label` (not a link to it) in the Rules window, wherever it is
/// scrolled to.
fn text_in_rules(harness: &Harness<'_, ParlourApp>, label: &str) -> egui::Rect {
    let window = rules_node(harness);
    let found: Vec<egui::Rect> = window
        .query_all_by_label(label)
        .filter(|node| {
            matches!(node.accesskit_node().role(), egui::accesskit::Role::Label | egui::accesskit::Role::Heading)
        })
        .map(|node| node.rect())
        .collect();
    assert_eq!(found.len(), 1, "one text \"{label}\" in the Rules window: {found:?}");
    found[0]
}

/// Turns the mouse wheel over the rules, down by `points`.
fn wheel_down(harness: &mut Harness<'_, ParlourApp>, points: f32) {
    harness.hover_at(reading_area(harness).center());
    harness.step();
    harness.event(egui::Event::MouseWheel {
        unit: egui::MouseWheelUnit::Point,
        delta: egui::vec2(0.0, -points),
        phase: egui::TouchPhase::Move,
        source: egui::MouseWheelSource::Unknown,
        modifiers: egui::Modifiers::NONE,
    });
    harness.run_steps(30);
}

/// Asserts that the rules are read from their title `title`: it is in
/// view, just below the search field.
fn assert_at_top(harness: &Harness<'_, ParlourApp>, title: &str, when: &str) {
    let area = reading_area(harness);
    let title = text_in_rules(harness, title);
    assert!(area.contains_rect(title), "{when}: the title {title:?} is in view in {area:?}");
    assert!(title.top() - area.top() < 24.0, "{when}: the title {title:?} is at the top of {area:?}");
}

#[test]
fn rules_window_opens_at_the_top_of_the_rules_of_the_game_played() {
    let dir = temp_dir("rules-window-top");
    let mut harness = app(dir.path());
    harness::start_game(&mut harness, GameKind::Shrine);
    toggle_rules(&mut harness);
    assert_at_top(&harness, "Shrine", "opened in Shrine");
    wheel_down(&mut harness, 1500.0);
    let title = text_in_rules(&harness, "Shrine");
    assert!(title.bottom() < reading_area(&harness).top(), "scrolled down, the title is out of view: {title:?}");

    // Closed and opened again in the same game: back at the top.
    toggle_rules(&mut harness);
    assert!(harness.query_by_label("Search").is_none(), "the Rules window is closed");
    toggle_rules(&mut harness);
    assert_at_top(&harness, "Shrine", "opened again in Shrine");

    // Scrolled down, closed, and opened in another game: that game's rules, from the top.
    wheel_down(&mut harness, 1500.0);
    assert!(text_in_rules(&harness, "Shrine").bottom() < reading_area(&harness).top(), "scrolled down again");
    toggle_rules(&mut harness);
    harness.key_press(egui::Key::Escape);
    harness.run_steps(2);
    harness::start_game(&mut harness, GameKind::Jalak);
    toggle_rules(&mut harness);
    assert_at_top(&harness, "Jalak — Cube Trap", "opened in Jalak after Shrine");
    let other = rules_node(&harness).query_all_by_label_contains("Shrine").count();
    assert_eq!(other, 0, "nothing of Shrine's rules is in Jalak's");
}

#[test]
fn rules_window_contents_bring_a_heading_to_the_top() {
    let dir = temp_dir("rules-window-contents");
    let mut harness = app(dir.path());
    harness::start_game(&mut harness, GameKind::Shrine);
    toggle_rules(&mut harness);
    let heading = "The order of the Graveyard";
    let area = reading_area(&harness);
    assert!(text_in_rules(&harness, heading).top() > area.bottom(), "the heading starts out of view");
    let link =
        harness.get_by(|node| node.role() == egui::accesskit::Role::Link && node.label().as_deref() == Some(heading));
    assert!(area.top() > link.rect().bottom(), "the contents are above the rules");
    link.click();
    harness.run_steps(30);
    let rect = text_in_rules(&harness, heading);
    assert!(area.contains_rect(rect), "the heading {rect:?} is in view in {area:?}");
    assert!(rect.top() - area.top() < 24.0, "the heading {rect:?} is at the top of {area:?}");
    // And another, further up: the contents work both ways.
    let earlier = "The rules as Parlour plays them";
    harness
        .get_by(|node| node.role() == egui::accesskit::Role::Link && node.label().as_deref() == Some(earlier))
        .click();
    harness.run_steps(30);
    let rect = text_in_rules(&harness, earlier);
    assert!(area.contains_rect(rect) && rect.top() - area.top() < 24.0, "{earlier} {rect:?} at the top of {area:?}");
}

/// How many times `word` is in `text`, whatever the case.
fn occurrences(text: &str, word: &str) -> usize {
    text.to_lowercase().matches(&word.to_lowercase()).count()
}

/// The texts of the rules (paragraphs, headings) in reading order with
/// their places, wherever they are scrolled to.
fn rules_texts(harness: &Harness<'_, ParlourApp>) -> Vec<(String, egui::Rect)> {
    let window = rules_node(harness);
    let mut texts: Vec<(String, egui::Rect)> = window
        .query_all(egui_kittest::kittest::By::new().predicate(|node| node.role() == egui::accesskit::Role::Label))
        .filter_map(|node| {
            let text = node.accesskit_node();
            Some((text.label().or_else(|| text.value())?, node.rect()))
        })
        .collect();
    texts.sort_by(|a, b| a.1.top().total_cmp(&b.1.top()));
    texts
}

/// The text holding match number `n` (from 0) of `word`, and its place.
fn holding_match(harness: &Harness<'_, ParlourApp>, word: &str, n: usize) -> (String, egui::Rect) {
    let mut seen = 0;
    for (text, rect) in rules_texts(harness) {
        seen += occurrences(&text, word);
        if seen > n {
            return (text, rect);
        }
    }
    panic!("no match {n} of {word}");
}

/// Whether a text painted in the last frame, inside `area` and the clip of
/// what it was painted in, has `word` marked with a background.
fn marked_in_view(harness: &Harness<'_, ParlourApp>, area: egui::Rect, word: &str) -> bool {
    harness.output().shapes.iter().any(|clipped| {
        let egui::Shape::Text(text) = &clipped.shape else { return false };
        let job = &text.galley.job;
        job.sections.iter().any(|section| {
            let range = section.byte_range.start.0..section.byte_range.end.0;
            let marked = &job.text[range.clone()];
            if section.format.background == egui::Color32::TRANSPARENT || !marked.eq_ignore_ascii_case(word) {
                return false;
            }
            let at = job.text[..range.start].chars().count();
            let place = text.galley.pos_from_cursor(egui::text::CCursor::new(at)).translate(text.pos.to_vec2());
            clipped.clip_rect.contains(place.center()) && area.contains(place.center())
        })
    })
}

#[test]
fn rules_window_search_counts_marks_and_shows_dagger_in_shrine() {
    let dir = temp_dir("rules-window-search");
    let mut harness = app(dir.path());
    harness::start_game(&mut harness, GameKind::Shrine);
    toggle_rules(&mut harness);
    harness::type_into(&mut harness, "Search", "Dagger");
    harness.run_steps(30);
    let said = rules_node(&harness).get_by_label_contains(" matches").accesskit_node();
    let said = said.value().or_else(|| said.label()).unwrap_or_default();
    let count: usize = said.split_whitespace().next().and_then(|n| n.parse().ok()).expect("a number of matches");
    let in_text: usize = rules_texts(&harness).iter().map(|(text, _)| occurrences(text, "dagger")).sum();
    assert!(count > 0, "Dagger is in Shrine's rules: {said}");
    assert_eq!(count, in_text, "{said}: every match is counted");
    let area = reading_area(&harness);
    let (first, rect) = holding_match(&harness, "dagger", 0);
    assert!(area.intersects(rect), "the first match, in \"{first}\", is in view");
    assert!(marked_in_view(&harness, area, "dagger"), "and marked");

    // Enter goes on to the next match, until one that was out of view.
    let out_of_view = (1..count).find(|&n| !area.intersects(holding_match(&harness, "dagger", n).1));
    let n = out_of_view.expect("a match below the first screen");
    for _ in 0..n {
        harness.key_press(egui::Key::Enter);
        harness.run_steps(2);
    }
    harness.run_steps(30);
    let (text, rect) = holding_match(&harness, "dagger", n);
    assert!(area.intersects(rect), "match {n}, in \"{text}\", {rect:?}, is brought into view in {area:?}");
    assert!(marked_in_view(&harness, area, "dagger"), "and marked");
    assert_eq!(harness::focused(&harness).as_deref(), Some("Search"), "the field keeps the keyboard");

    // A word not in the rules says so.
    harness::type_into(&mut harness, "Search", "zebra");
    assert!(harness.query_by_label_contains("No match for").is_some(), "no zebra in Shrine");
}

#[test]
fn rules_window_closes_on_esc_before_the_table_is_left() {
    let dir = temp_dir("rules-window-esc");
    let mut harness = app(dir.path());
    harness::start_game(&mut harness, GameKind::Shrine);
    toggle_rules(&mut harness);
    assert!(harness.query_by_label("Search").is_some(), "the Rules window is open");
    harness.key_press(egui::Key::Escape);
    harness.run_steps(4);
    assert!(harness.query_by_label("Search").is_none(), "Esc closed the Rules window");
    assert!(harness.state().screen().is_table(), "and stayed at the table");
    // The focus the window held comes back to play, not to the window's frame.
    harness::wait_for_human::<parlour::desktop::tables::ShrineTable>(&mut harness);
    harness.run_steps(4);
    let focused = harness::focused(&harness).unwrap_or_default();
    assert!(!focused.is_empty(), "the focus is back on the table, not lost with the window");
    harness.key_press(egui::Key::Escape);
    harness.run_steps(4);
    assert!(!harness.state().screen().is_table(), "a second Esc leaves the table");
}

/// The words of the widget with the keyboard's focus — a text's value, a
/// control's label — and what it is.
fn focused_words(harness: &Harness<'_, ParlourApp>) -> (String, egui::accesskit::Role) {
    let node = harness::focus_node(harness).expect("something has the focus");
    let node = node.accesskit_node();
    (node.value().or_else(|| node.label()).unwrap_or_default(), node.role())
}

#[test]
fn rules_window_is_read_by_the_keyboard_a_text_at_a_time() {
    use egui::accesskit::Role;
    let dir = temp_dir("rules-window-keyboard");
    let mut harness = app(dir.path());
    harness::start_game(&mut harness, GameKind::Shrine);
    toggle_rules(&mut harness);
    harness.run_steps(2);
    // Opened, the rules have the focus at their title, which a screen
    // reader reads out; Tab reads on, a text at a time.
    assert_eq!(focused_words(&harness).0, "Shrine", "the focus on the rules' title");
    harness.key_press(egui::Key::Tab);
    harness.run_steps(2);
    let (next, _) = focused_words(&harness);
    assert!(next != "Shrine" && next.split_whitespace().count() > 2, "Tab reads on: {next}");
    // A heading of the contents takes the focus to that heading.
    let heading = "The order of the Graveyard";
    harness.get_by(|node| node.role() == Role::Link && node.label().as_deref() == Some(heading)).click();
    harness.run_steps(30);
    assert_eq!(focused_words(&harness), (heading.to_owned(), Role::Heading), "the focus on the heading shown");
    // Next takes the focus to the text the next match is in.
    harness::type_into(&mut harness, "Search", "Dagger");
    harness.run_steps(2);
    harness.get_by_label("Next").click();
    harness.run_steps(30);
    let (text, _) = focused_words(&harness);
    assert!(text.to_lowercase().contains("dagger"), "the focus on the match's text: {text}");
    let rect = harness::focus_node(&harness).expect("focused").rect();
    assert!(reading_area(&harness).intersects(rect), "and it is in sight");
}

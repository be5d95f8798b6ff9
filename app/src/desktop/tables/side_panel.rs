//! The side panel every table has: seats and scores, Undo, Hint and Rules,
//! Resign and Offer a draw in a game being played, the result with Rematch
//! and Replay once the game is over, and the log (or, in a replay, its move
//! list).

use parlour_core::bots::Bots;
use parlour_core::{Game, Seat};

use super::colours::seat_colour;
use super::mode::Hooks;
use super::rules_text::rules_window_ui;
use crate::desktop::session::Session;

/// The side panel's width: the same whatever its lines say.
const SIDE_WIDTH: f32 = 290.0;

/// The room kept at the right of a seat's line for its score (two digits
/// at the score's size).
const SCORE_ROOM: f32 = 36.0;

/// What the side panel asked for this frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PanelRequest {
    /// Take back the last decision.
    Undo,
    /// Ask the advisor for a hint.
    Hint,
    /// The same game again.
    Rematch,
    /// Go through the game move by move.
    Replay,
    /// Show the game after this many moves (a replay's move list).
    GoTo(usize),
    /// Give the game up (asked first).
    Resign,
    /// Offer the others a draw.
    OfferDraw,
}

/// What the side panel shows besides the session: the game as it stands,
/// whose log it is, and what may be asked.
pub struct Side<'a, G: Bots> {
    /// The game as it stands.
    pub state: &'a G,
    /// Whose eyes the log is read with.
    pub viewer: Option<Seat>,
    /// Whether a hint may be asked for.
    pub may_hint: bool,
    /// The hint asked for, in words, once it has come.
    pub hint: Option<&'a str>,
    /// Whether Undo may take back the last move, or why not.
    pub undo: Result<(), String>,
    /// Whether the person at the table may resign or offer a draw now, or
    /// why not; `None` where a game is not played to be kept (a lesson, a
    /// replay), which shows neither.
    pub may_end: Option<Result<(), String>>,
    /// The table's mode, which names the seats.
    pub mode: &'a dyn Hooks<G>,
    /// Whether Rematch takes the keyboard's focus now: the game has just
    /// ended, and what was said of it has been heard.
    pub focus_rematch: bool,
}

/// The right-hand panel: seats and scores, buttons, the summary when the
/// game is over, and the log as the viewer may read it.
pub fn side_panel_ui<G: Bots>(
    ui: &mut egui::Ui,
    session: &Session<G>,
    side: &Side<'_, G>,
    show_rules: &mut bool,
) -> Option<PanelRequest> {
    let mut request = None;
    let state = side.state;
    egui::Panel::right("table-side").resizable(false).exact_size(SIDE_WIDTH).show(ui, |ui| {
        ui.add_space(6.0);
        // The buttons first, where no line above them can grow and move
        // them under the pointer.
        ui.horizontal(|ui| {
            let undo = ui.add_enabled(side.undo.is_ok(), egui::Button::new("Undo"));
            let undo = match &side.undo {
                Ok(()) => undo.on_hover_text("Take back your last move (Ctrl+Z)"),
                Err(why) => undo.on_disabled_hover_text(format!("Cannot undo: {why}")),
            };
            if undo.clicked() {
                request = Some(PanelRequest::Undo);
            }
            let can_hint = session.human_to_act().is_some() && !session.hint_pending() && side.may_hint;
            let key = can_hint && super::focus::table_key(ui, egui::Key::H);
            let hint = ui.add_enabled(can_hint, egui::Button::new("Hint").shortcut_text("H"));
            super::pointing::name(&hint, egui::Role::Button, can_hint, "Hint");
            let hint = hint.on_hover_text("What would the advisor play? It judges as the review does (H)");
            if hint.clicked() || key {
                request = Some(PanelRequest::Hint);
                keep_the_focus_at_play(ui, &hint);
            }
            ui.toggle_value(show_rules, "Rules");
        });
        if let Some(may_end) = side.may_end.as_ref() {
            request = ending_buttons_ui(ui, may_end).or(request);
        }
        ui.separator();
        seat_bar_ui(ui, session, side);
        // How the rules may yet draw the game: the turn limit, a position repeated.
        if let Some(words) = state.draw_ahead() {
            ui.add(egui::Label::new(egui::RichText::new(words).weak()).wrap());
        }
        // The hint below the seats, which it never moves, in a room of its
        // own, so that it never moves the log either.
        hint_ui(ui, session.hint_pending(), side.hint);
        // A replay tells the end in its move list: nothing comes above the
        // list to move it under the pointer.
        if let Some(outcome) = session.outcome().filter(|_| !side.mode.shows_moves()) {
            ui.separator();
            let headline = match outcome.sole_winner() {
                Some(winner) => format!("{winner} wins!"),
                None if outcome.winners.len() < state.seat_count() => "The game is over".to_owned(),
                None => "A draw!".to_owned(),
            };
            ui.label(egui::RichText::new(headline).size(22.0).strong());
            if let Some(how) = session.ended_by_players().and_then(super::words::ended_by_players) {
                ui.label(how);
            }
            if let Some(scores) = final_scores(state) {
                ui.label(format!("Final score {scores}"));
            }
            // Room above for the focus ring around Rematch.
            ui.add_space(4.0);
            ui.horizontal(|ui| {
                let rematch = ui.button("Rematch");
                if side.focus_rematch {
                    rematch.request_focus();
                }
                if rematch.clicked() {
                    request = Some(PanelRequest::Rematch);
                }
                if ui.button("Replay").on_hover_text("Go through the game move by move").clicked() {
                    request = Some(PanelRequest::Replay);
                }
            });
        }
        ui.separator();
        if side.mode.shows_moves() {
            if let Some(moves) = side.mode.moves_list_ui(ui) {
                request = Some(PanelRequest::GoTo(moves));
            }
        } else {
            ui.label(egui::RichText::new("Log").strong());
            egui::ScrollArea::vertical().stick_to_bottom(true).auto_shrink([false, false]).show(ui, |ui| {
                for event in session.log() {
                    ui.label(state.describe(event, side.viewer));
                }
                // An end the players made is the log's last line, as a move is.
                if let Some(line) = session.ended_by_players().and_then(super::words::ending_line) {
                    ui.label(line);
                }
            });
        }
    });
    if *show_rules {
        crate::desktop::window("Rules", ui.ctx(), [460.0, 520.0]).open(show_rules).show(ui.ctx(), |ui| {
            rules_window_ui(ui, G::INFO.id, G::INFO.rules);
        });
    }
    // The Rules closed (by Esc, its cross or its button): the focus it held
    // comes back to play, not to the window.
    let key = egui::Id::unique("parlour-rules-were-open");
    let was_open = ui.ctx().data_mut(|d| {
        let was = d.get_temp::<bool>(key).unwrap_or(false);
        d.insert_temp(key, *show_rules);
        was
    });
    if was_open && !*show_rules {
        super::focus::bring_to_play(ui.ctx());
    }
    request
}

/// The most lines a hint takes in the side panel; a longer one ends with
/// "…" and shows whole when hovered (and to a screen reader).
const HINT_LINES: usize = 3;

/// The hint's room below the seats, as high whether a hint is there or
/// not: "Working out a hint…" while it is, then the hint in gold.
fn hint_ui(ui: &mut egui::Ui, pending: bool, hint: Option<&str>) {
    let mut room = crate::desktop::kept_rows(ui, HINT_LINES);
    if pending {
        room.horizontal(|ui| {
            ui.spinner();
            ui.label("Working out a hint…");
        });
    } else if let Some(hint) = hint {
        crate::desktop::rows_label(&mut room, &format!("Hint: {hint}"), HINT_LINES, egui::Color32::GOLD);
    }
}

/// Resign… and Offer a draw, greyed out with the reason when `may` says
/// they cannot be asked now; what was clicked.
fn ending_buttons_ui(ui: &mut egui::Ui, may: &Result<(), String>) -> Option<PanelRequest> {
    let mut request = None;
    ui.horizontal(|ui| {
        let enabled = may.is_ok();
        let why = |what: &str| match may {
            Err(why) => format!("{what}: not now, {why}"),
            Ok(()) => String::new(),
        };
        let resign = ui.add_enabled(enabled, egui::Button::new("Resign…"));
        let resign = resign
            .on_hover_text("Give the game up: it counts as a loss (you are asked first)")
            .on_disabled_hover_text(why("Resign"));
        if resign.clicked() {
            request = Some(PanelRequest::Resign);
        }
        let offer = ui.add_enabled(enabled, egui::Button::new("Offer a draw…"));
        let offer = offer
            .on_hover_text("Ask the other players to end the game drawn (you are asked first)")
            .on_disabled_hover_text(why("Offer a draw"));
        if offer.clicked() {
            request = Some(PanelRequest::OfferDraw);
        }
    });
    request
}

/// A button greyed out once pressed (Hint while the advisor thinks, Offer
/// a draw while the others answer) gives the keyboard's focus back to the
/// table, where what it brings is said, rather than lose it to the window.
fn keep_the_focus_at_play(ui: &egui::Ui, button: &egui::Response) {
    if button.has_focus() {
        super::focus::bring_to_play(ui.ctx());
    }
}

/// Who sits where (named as the mode names them), their scores or
/// standing, and whose decision it is.
fn seat_bar_ui<G: Bots>(ui: &mut egui::Ui, session: &Session<G>, side: &Side<'_, G>) {
    let state = side.state;
    let to_act = session.to_act();
    for seat in Seat::all(state.seat_count()) {
        ui.horizontal(|ui| {
            // The seat's words in the room the score leaves, cut to it: the
            // panel keeps its width and the score its place, whatever the
            // line says (a long name, a bot thinking, whom it waits for).
            let score_room = if G::INFO.scored { SCORE_ROOM } else { 0.0 };
            let words = egui::vec2((ui.available_width() - score_room).max(0.0), ui.spacing().interact_size.y);
            ui.allocate_ui_with_layout(words, egui::Layout::left_to_right(egui::Align::Center), |ui| {
                ui.set_max_width(words.x);
                let (rect, _) = ui.allocate_exact_size(egui::vec2(14.0, 14.0), egui::Sense::hover());
                ui.painter().rect_filled(rect, 3.0, seat_colour(seat));
                let name = egui::RichText::new(side.mode.seat_name(seat, session.seats()[seat.index()]));
                ui.add(egui::Label::new(if to_act == Some(seat) { name.strong() } else { name }).truncate());
                // Whose decision it is, on the seat's own line: no line comes
                // and goes between the seats, so none of them moves.
                if to_act == Some(seat) {
                    let waiting = state.turn_seat().filter(|&t| t != seat);
                    match (session.thinking(), waiting) {
                        (Some(_), _) => {
                            ui.spinner();
                            ui.add(egui::Label::new(egui::RichText::new("thinking…").weak()).truncate());
                        }
                        (None, Some(turn)) => {
                            let words = format!("to answer {turn}");
                            ui.add(egui::Label::new(egui::RichText::new(&words).weak()).truncate());
                        }
                        (None, None) => {
                            ui.add(egui::Label::new(egui::RichText::new("to play").weak()).truncate());
                        }
                    }
                }
            });
            if G::INFO.scored {
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    let score = state.score(seat);
                    let shown = ui.label(egui::RichText::new(score.to_string()).size(18.0).strong());
                    // Said with its owner, not a bare number.
                    let said = format!("{seat}'s score: {score}");
                    ui.ctx().accesskit_node_builder(shown.id, |node| {
                        node.set_label(said.as_str());
                        node.set_value(said.as_str());
                    });
                });
            }
        });
        // One line, cut to the panel's width (whole on hover), so the seats
        // below never move as it grows.
        if let Some(standing) = state.standing(seat) {
            ui.indent(("standing", seat.0), |ui| {
                ui.add(egui::Label::new(egui::RichText::new(&standing).weak()).truncate());
            });
        }
    }
}

/// Every seat's score in seat order ("3 – 1"), in games that keep one.
pub fn final_scores<G: Game>(state: &G) -> Option<String> {
    G::INFO.scored.then(|| {
        let scores: Vec<String> = Seat::all(state.seat_count()).map(|s| state.score(s).to_string()).collect();
        scores.join(" – ")
    })
}

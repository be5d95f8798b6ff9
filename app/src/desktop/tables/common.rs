//! The pieces every table shares: the seat bar, the log in words, the
//! undo/hint/rules buttons, the end-of-game summary and the pass-the-device
//! screen for hot-seat play.

use parlour_core::Seat;
use parlour_core::bots::Bots;

use super::rules_text::rules_ui;
use crate::desktop::session::Session;
use crate::desktop::settings::SeatPlayer;

/// The colour that marks a seat's cards and name.
pub fn seat_colour(seat: Seat) -> egui::Color32 {
    let colours = parlour_designer::print::layout::SEAT_COLOURS;
    crate::desktop::paint::colour(colours[seat.index() % colours.len()])
}

/// What the side panel asked for this frame.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PanelRequest {
    /// Undo was clicked.
    pub undo: bool,
    /// Hint was clicked.
    pub hint: bool,
    /// Rematch was clicked.
    pub rematch: bool,
}

/// The right-hand panel: seats and scores, buttons, the summary when the
/// game is over, and the log as `viewer` may read it. While the device is
/// being `passing` to the next player, no hint may be asked for.
pub fn side_panel<G: Bots>(
    ui: &mut egui::Ui,
    session: &Session<G>,
    viewer: Option<Seat>,
    passing: bool,
    show_rules: &mut bool,
) -> PanelRequest {
    let mut request = PanelRequest::default();
    egui::Panel::right("table-side").resizable(true).default_size(300.0).show(ui, |ui| {
        ui.add_space(6.0);
        seat_bar(ui, session);
        ui.separator();
        ui.horizontal(|ui| {
            request.undo =
                ui.add_enabled(session.can_undo(), egui::Button::new("Undo")).on_hover_text("Ctrl+Z").clicked();
            let can_hint = session.human_to_act().is_some() && !session.hint_pending() && !passing;
            request.hint = ui
                .add_enabled(can_hint, egui::Button::new("Hint"))
                .on_hover_text("What would the hard bot play?")
                .clicked();
            ui.toggle_value(show_rules, "Rules");
        });
        if session.hint_pending() {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label("Working out a hint…");
            });
        }
        if let Some(outcome) = session.state().outcome() {
            ui.separator();
            let state = session.state();
            let headline = match outcome.sole_winner() {
                Some(winner) => format!("{winner} wins!"),
                None => "A draw!".to_owned(),
            };
            ui.label(egui::RichText::new(headline).size(22.0).strong());
            if let Some(scores) = final_scores(state) {
                ui.label(format!("Final score {scores}"));
            }
            request.rematch = ui.button("Rematch").clicked();
        }
        ui.separator();
        ui.label(egui::RichText::new("Log").strong());
        egui::ScrollArea::vertical().stick_to_bottom(true).auto_shrink([false, false]).show(ui, |ui| {
            let state = session.state();
            for event in session.log() {
                ui.label(state.describe(event, viewer));
            }
        });
    });
    if *show_rules {
        egui::Window::new("Rules").open(show_rules).default_width(460.0).default_height(520.0).show(ui.ctx(), |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| rules_ui(ui, G::INFO.rules));
        });
    }
    request
}

/// Who sits where, their scores, and whose decision it is.
fn seat_bar<G: Bots>(ui: &mut egui::Ui, session: &Session<G>) {
    let state = session.state();
    let to_act = state.to_act();
    for seat in Seat::all(state.seat_count()) {
        ui.horizontal(|ui| {
            let (rect, _) = ui.allocate_exact_size(egui::vec2(14.0, 14.0), egui::Sense::hover());
            ui.painter().rect_filled(rect, 3.0, seat_colour(seat));
            let name = egui::RichText::new(format!("{seat} · {}", session.seats()[seat.index()]));
            ui.label(if to_act == Some(seat) { name.strong() } else { name });
            if G::INFO.scored {
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    ui.label(egui::RichText::new(state.score(seat).to_string()).size(18.0).strong());
                });
            }
        });
        if let Some(standing) = state.standing(seat) {
            ui.horizontal(|ui| {
                ui.add_space(20.0);
                ui.weak(standing);
            });
        }
        if to_act == Some(seat) {
            ui.horizontal(|ui| {
                ui.add_space(20.0);
                match session.thinking() {
                    Some(_) => {
                        ui.spinner();
                        ui.label("thinking…");
                    }
                    None => {
                        ui.label("to play");
                    }
                }
            });
        }
    }
}

/// The screen between two hot-seat turns: the next player takes the device
/// before their hand is shown. Returns true when they are ready.
fn pass_device_ui(ui: &mut egui::Ui, seat: Seat) -> bool {
    let mut ready = false;
    ui.vertical_centered(|ui| {
        ui.add_space(ui.available_height() * 0.3);
        ui.label(egui::RichText::new(format!("Pass the device to {seat}")).size(28.0).color(seat_colour(seat)));
        ui.add_space(12.0);
        ready = ui.button(egui::RichText::new(format!("I am {seat}: show my hand")).size(18.0)).clicked();
    });
    ready
}

/// Whose eyes the screen is for, in a game with hidden hands: the only
/// human; in hot-seat play the player whose hand is revealed (the device
/// is passed between turns); nobody's when only bots play.
#[derive(Clone, Copy, Debug, Default)]
pub struct Audience {
    revealed: Option<Seat>,
}

impl Audience {
    /// The seat whose secrets the screen shows, if any.
    pub fn viewer<G: Bots>(self, session: &Session<G>) -> Option<Seat> {
        match session.humans() {
            0 => None,
            1 => session.seats().iter().position(|s| *s == SeatPlayer::Human).map(Seat::new),
            _ => self.revealed,
        }
    }

    /// Whether the device must be passed before the next human sees anything.
    pub fn needs_pass_screen<G: Bots>(self, session: &Session<G>) -> bool {
        session.humans() > 1 && session.human_to_act().is_some_and(|s| Some(s) != self.revealed)
    }

    /// The pass-the-device screen; true once the next player has taken it.
    pub fn pass_device_ui<G: Bots>(&mut self, ui: &mut egui::Ui, session: &Session<G>) -> bool {
        let seat = session.human_to_act().unwrap_or(Seat(0));
        let ready = pass_device_ui(ui, seat);
        if ready {
            self.revealed = Some(seat);
        }
        ready
    }

    /// After an undo: in hot-seat play, the hand shown is the one to act.
    pub fn after_undo<G: Bots>(&mut self, session: &Session<G>) {
        if session.humans() > 1 {
            self.revealed = session.human_to_act();
        }
    }
}

/// Every seat's score in seat order ("3 – 1"), in games that keep one.
fn final_scores<G: Bots>(state: &G) -> Option<String> {
    G::INFO.scored.then(|| {
        let scores: Vec<String> = Seat::all(state.seat_count()).map(|s| state.score(s).to_string()).collect();
        scores.join(" – ")
    })
}

/// The status line's words when nobody has to be told what to click: the
/// result once the game is over, or who is thinking. `None` when a human
/// is to decide.
pub fn status_headline<G: Bots>(session: &Session<G>, viewer: Option<Seat>) -> Option<String> {
    let state = session.state();
    if let Some(outcome) = state.outcome() {
        let scores = final_scores(state).map_or_else(String::new, |scores| format!(", {scores}"));
        return Some(match outcome.sole_winner() {
            _ if state.seat_count() == 1 => format!("The game is over{scores} points"),
            Some(winner) if Some(winner) == viewer => format!("You win{scores}!"),
            Some(winner) => format!("{winner} wins{scores}"),
            None => format!("A draw{scores}"),
        });
    }
    let seat = state.to_act()?;
    (session.thinking().is_some() || session.seats()[seat.index()] != SeatPlayer::Human)
        .then(|| format!("{seat} is thinking…"))
}

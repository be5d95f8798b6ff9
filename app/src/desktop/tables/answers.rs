//! Decisions the frame asks for itself, around the board: answers taken
//! out of turn (a button and a key for each), and the screen between two
//! hot-seat decisions.

use parlour_core::{Game, Seat};

use super::board::{Board, Turn};
use super::colours::seat_text_colour;

/// The answers offered now (and the hinted one), in the order they are
/// shown and said — letting it be first, the answer that spends nothing —
/// each with its key: the board's own (B to Block), once; another answer
/// of that key (a second Token to Block with) takes the next number, so
/// that no key stands for two answers.
pub fn answers<B: Board>(board: &B, turn: &Turn<'_, B::Game>) -> Vec<(<B::Game as Game>::Action, Option<egui::Key>)> {
    let (first, then): (Vec<_>, Vec<_>) = turn.actions.iter().copied().partition(|&a| B::lets_be(a));
    let shown = first.into_iter().chain(then).filter(|&a| turn.hint == Some(a) || board.offers_answer(turn, a));
    let mut used = Vec::new();
    let mut numbers = super::action_bar::NUMBERS.iter().copied();
    shown
        .map(|action| {
            let key = match board.action_key(action) {
                Some(key) if !used.contains(&key) => Some(key),
                Some(_) => numbers.next(),
                None => None,
            };
            used.extend(key);
            (action, key)
        })
        .collect()
}

/// The answer whose key was pressed, if any, among those offered now
/// (see [`answers`]).
pub fn keyed_answer<B: Board>(ui: &egui::Ui, board: &B, turn: &Turn<'_, B::Game>) -> Option<<B::Game as Game>::Action> {
    answers(board, turn)
        .into_iter()
        .filter(|&(action, _)| board.offers_answer(turn, action))
        .find(|&(_, key)| key.is_some_and(|key| super::focus::table_key(ui, key)))
        .map(|(action, _)| action)
}

/// An answer to an action (see [`Board::answering`]): a button for each,
/// each with the key that gives it, in one row (scrolled sideways if they
/// are many).
pub fn reaction_ui<B: Board>(
    ui: &mut egui::Ui,
    board: &B,
    turn: &Turn<'_, B::Game>,
) -> Option<<B::Game as Game>::Action> {
    let mut chosen = None;
    if turn.hint.is_none() {
        ui.ctx().data_mut(|d| d.remove::<egui::Id>(hinted_answer()));
    }
    egui::ScrollArea::horizontal().show(ui, |ui| {
        ui.horizontal(|ui| {
            // Letting it be first: the focus goes to the answer that spends nothing.
            for (action, key) in answers(board, turn) {
                let hinted = turn.hint == Some(action);
                let words = board.action_label(turn, action);
                let text = egui::RichText::new(&words);
                let mut button = egui::Button::new(if hinted { text.color(egui::Color32::GOLD) } else { text });
                if let Some(key) = key {
                    button = button.shortcut_text(key.name());
                }
                let button = ui.add(button);
                // An answer asked takes the focus as the question comes; the
                // hinted one takes it as the hint comes, so that Enter follows it.
                super::focus::show_focus(ui, &button, true);
                if hinted {
                    focus_once(ui, &button);
                    super::focus::prefer(ui.ctx(), button.id);
                }
                super::pointing::name(&button, egui::Role::Button, true, &words);
                if button.clicked() {
                    chosen = Some(action);
                }
            }
        });
    });
    chosen
}

/// Gives `button` the keyboard's focus the first frame it is drawn hinted
/// (not again, should the player move the focus on).
fn focus_once(ui: &egui::Ui, button: &egui::Response) {
    let new = ui.ctx().data_mut(|d| {
        let new = d.get_temp::<egui::Id>(hinted_answer()) != Some(button.id);
        d.insert_temp(hinted_answer(), button.id);
        new
    });
    if new {
        button.request_focus();
    }
}

/// Where the answer last given the focus for a hint is kept.
fn hinted_answer() -> egui::Id {
    egui::Id::unique("parlour-hinted-answer")
}

/// The screen between two hot-seat decisions: the next player takes the
/// device before their hand is shown. Returns true when they are ready.
pub fn pass_device_ui(ui: &mut egui::Ui, seat: Seat) -> bool {
    let mut ready = false;
    ui.vertical_centered(|ui| {
        ui.add_space(ui.available_height() * 0.3);
        ui.label(
            egui::RichText::new(format!("Pass the device to {seat}")).size(28.0).color(seat_text_colour(ui, seat)),
        );
        ui.add_space(12.0);
        let button = ui.button(egui::RichText::new(format!("I am {seat}: show my hand")).size(18.0));
        // The next player's Enter shows their hand: nothing else is to be done here.
        crate::desktop::focus::first(ui, &button);
        ready = button.clicked();
    });
    ready
}

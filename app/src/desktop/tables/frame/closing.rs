//! The end the players put to a game themselves. **Resign** asks first,
//! then ends the game as a loss for the person at the table. **Offer a
//! draw** asks first too (a bot that takes it ends the game at once), then
//! goes to the bots, each judging the game with its own search (see
//! `session::DrawOffer`), and to the other people at the table, who are
//! asked; the game is drawn when everyone accepts, and the person who
//! offered is told each bot's answer either way.
//!
//! *Interpretation:* with several players, a draw needs every other
//! player's word (every bot's, then the people's, asked together on the
//! shared screen); a resignation ends the game for everyone, the others
//! sharing the win.

use parlour_core::Seat;

use super::{Frame, Notice};
use crate::desktop::session::{DrawOffer, Reply, SessionStatus};
use crate::desktop::tables::board::Board;
use crate::seat_player::SeatPlayer;

/// A question put over the table.
#[derive(Clone)]
enum Question {
    /// Whether this seat's player really gives the game up.
    Resign(Seat),
    /// Whether this seat's player really offers a draw.
    Offer(Seat),
    /// Whether the other people at the table take the draw this seat
    /// offers, the bots having accepted it (these replies).
    Draw(Seat, Vec<Reply>),
}

/// A resignation or a draw being asked for.
#[derive(Default)]
pub(super) struct Closing {
    /// The question over the table, and whether it has been shown yet.
    question: Option<(Question, bool)>,
    /// The bots thinking over a draw this seat offered, after this many moves.
    offer: Option<(Seat, usize, DrawOffer)>,
    /// The moves played when a draw was last declined: it is offered again
    /// only once the game has moved on.
    declined_at: Option<usize>,
}

impl Closing {
    /// Whether a draw offer or a question waits for an answer: the bots
    /// hold their moves meanwhile.
    pub(super) fn asking(&self) -> bool {
        self.question.is_some() || self.offer.is_some()
    }
}

impl<B: Board> Frame<B> {
    /// Whether the person at the table may resign or offer a draw now, or
    /// why not; `None` where no game is played out (a lesson, a replay).
    pub(super) fn may_end(&self) -> Option<Result<(), String>> {
        if !self.hooks().played_out() {
            return None;
        }
        Some(if self.session.outcome().is_some() {
            Err("the game is over".to_owned())
        } else if self.closing.asking() {
            Err("an answer is awaited".to_owned())
        } else {
            self.person_at_table().map(drop)
        })
    }

    /// Resign…: asks first.
    pub(super) fn ask_to_resign(&mut self) {
        if let Ok(seat) = self.person_at_table() {
            self.closing.question = Some((Question::Resign(seat), false));
        }
    }

    /// Offer a draw…: asks first, then [`Frame::send_draw_offer`].
    pub(super) fn offer_draw(&mut self, ctx: &egui::Context) {
        let Ok(seat) = self.person_at_table() else { return };
        if self.closing.declined_at == Some(self.session.actions_played()) {
            // Refused in words at once: nothing to ask.
            self.send_draw_offer(seat, ctx);
        } else {
            self.closing.question = Some((Question::Offer(seat), false));
        }
    }

    /// The draw `seat` offers: to the bots, who think it over, or — with
    /// none at the table — to the other people.
    fn send_draw_offer(&mut self, seat: Seat, ctx: &egui::Context) {
        let moves = self.session.actions_played();
        if self.closing.declined_at == Some(moves) {
            let words = "Nothing offered: the draw was declined in this position; play on and offer it later.";
            self.notice = Some(Notice::refused(words.to_owned()));
            return;
        }
        match self.session.ask_bots_for_a_draw(seat, ctx) {
            Some(offer) => {
                self.closing.offer = Some((seat, moves, offer));
                let words = "You offered a draw: the bots are thinking it over…".to_owned();
                self.listener.say(words.clone());
                self.notice = Some(Notice::done(words));
            }
            None => self.closing.question = Some((Question::Draw(seat, Vec::new()), false)),
        }
    }

    /// Takes the bots' answers to a draw offered, once they are in: the
    /// other people are asked next, or the game is drawn, or the offer is
    /// declined — and the person who offered is told each bot's words.
    pub(super) fn poll_draw_offer(&mut self) {
        let Some((seat, moves, offer)) = &self.closing.offer else { return };
        let Some(replies) = offer.poll() else { return };
        let (seat, moves) = (*seat, *moves);
        self.closing.offer = None;
        let said: Vec<String> = replies.iter().map(Reply::words).collect();
        let accepted = !replies.is_empty() && replies.iter().all(|r| r.answer.accepts);
        if !accepted || moves != self.session.actions_played() {
            self.closing.declined_at = Some(moves);
            self.tell(Notice::refused(format!("Your draw offer is declined. {}", said.join(" "))));
        } else if self.others_at_table(seat).is_empty() {
            self.draw_agreed(&said);
        } else {
            self.closing.question = Some((Question::Draw(seat, replies), false));
        }
    }

    /// The people at the table but `seat`.
    fn others_at_table(&self, seat: Seat) -> Vec<Seat> {
        let people = self.session.seats().iter().enumerate().filter(|(_, p)| **p == SeatPlayer::Human);
        people.map(|(i, _)| Seat::new(i)).filter(|&s| s != seat).collect()
    }

    /// Ends the game drawn, everyone having agreed; `said` is what the
    /// bots said of it.
    fn draw_agreed(&mut self, said: &[String]) {
        if self.session.agree_draw().is_ok() {
            let words = format!("{} The game is drawn by agreement.", said.join(" "));
            self.tell(Notice::done(words.trim_start().to_owned()));
        }
    }

    /// Says `notice` in the status line and to a screen reader.
    fn tell(&mut self, notice: Notice) {
        self.listener.say(notice.words.clone());
        self.notice = Some(notice);
    }

    /// The question over the table, if one is asked: a dialog whose safe
    /// answer (play on) has the keyboard's focus and is Esc's.
    pub(super) fn closing_ui(&mut self, ctx: &egui::Context) {
        let Some((question, shown)) = &mut self.closing.question else { return };
        let first = !std::mem::replace(shown, true);
        let question = question.clone();
        let (title, words, go, stay) = match &question {
            Question::Resign(seat) => {
                let counted = if self.session.humans() == 1 { " and your Records" } else { "" };
                (
                    "Resign this game?".to_owned(),
                    format!("{seat} gives the game up: it ends now, and counts as a loss in the History{counted}."),
                    "Resign",
                    "Keep playing",
                )
            }
            Question::Offer(seat) => {
                let bots = self.session.seats().iter().any(|p| p.bot().is_some());
                let judged = if bots {
                    " Each bot judges the game with its own search: one that rates its chances even or worse \
                     accepts, and the game ends drawn at once."
                } else {
                    " The other players are asked whether they agree."
                };
                (
                    "Offer a draw?".to_owned(),
                    format!("{seat} offers to end the game drawn.{judged}"),
                    "Offer a draw",
                    "Keep playing",
                )
            }
            Question::Draw(seat, replies) => {
                let others: Vec<String> = self.others_at_table(*seat).iter().map(ToString::to_string).collect();
                let bots: Vec<String> = replies.iter().map(Reply::words).collect();
                let asked = crate::desktop::tables::words::listed(&others);
                let mut words = format!("{seat} offers a draw.");
                for said in bots {
                    words = format!("{words} {said}");
                }
                (
                    "A draw is offered".to_owned(),
                    format!("{words} {asked}: do you agree to end the game drawn?"),
                    "Agree to a draw",
                    "Play on",
                )
            }
        };
        let mut answer = None;
        // A window of its own for each question: one never opens where the last stood, at its size.
        let modal =
            crate::desktop::dialog(egui::Id::unique("table-closing-question").with(&title), &title).show(ctx, |ui| {
                ui.set_max_width(420.0);
                ui.heading(&title);
                ui.add(egui::Label::new(&words).wrap());
                ui.add_space(6.0);
                ui.horizontal(|ui| {
                    let safe = ui.button(stay);
                    if first {
                        safe.request_focus();
                    }
                    if safe.clicked() {
                        answer = Some(false);
                    }
                    if ui.button(go).clicked() {
                        answer = Some(true);
                    }
                });
            });
        if modal.should_close() && answer.is_none() {
            answer = Some(false);
        }
        let Some(yes) = answer else { return };
        let Some((question, _)) = self.closing.question.take() else { return };
        match (question, yes) {
            (Question::Resign(seat), true) => {
                if self.session.resign(seat).is_ok() {
                    // The status line tells the result now.
                    self.notice = None;
                    let result = self.result_words(self.viewer()).unwrap_or_default();
                    self.listener.say(result);
                }
            }
            (Question::Offer(seat), true) => {
                // Offer a draw… is greyed while the bots answer: the focus goes back to play.
                crate::desktop::tables::focus::bring_to_play(ctx);
                self.send_draw_offer(seat, ctx);
            }
            (Question::Draw(_, replies), true) => {
                let said: Vec<String> = replies.iter().map(Reply::words).collect();
                self.draw_agreed(&said);
            }
            (Question::Draw(_, _), false) => {
                self.closing.declined_at = Some(self.session.actions_played());
                self.tell(Notice::refused("The draw offer is declined: play on.".to_owned()));
            }
            // Kept playing: nothing asked is done.
            (Question::Resign(_) | Question::Offer(_), false) => {}
        }
    }
}

//! A game being played at a table: its record, its state, who sits where,
//! the log, undo and takebacks, hints, the bots' thinking, and the end the
//! players may put to it themselves (a resignation, a draw agreed). Shared
//! by every table.

mod offer;
mod undo;

use std::path::Path;
use std::time::Duration;

use parlour_core::advisor::Advice;
use parlour_core::bots::{BotSpec, Bots};
use parlour_core::record::{Ending, Record, ReplayError, play_written};
use parlour_core::{GameOptions, Outcome, RuleError, Seat, SetupError, rng};

use super::bot_worker::{BotJob, Poll};
use super::hint_job::HintJob;
use crate::seat_player::SeatPlayer;
pub use offer::{DrawOffer, Reply};
use undo::Taken;

/// A game in progress and everything around it.
pub struct Session<G: Bots> {
    record: Record<G>,
    state: G,
    seats: Vec<SeatPlayer>,
    /// Every event so far, in order, those of the game's start first.
    log: Vec<G::Event>,
    /// Each action of the record as Undo sees it: who decided, whether they
    /// were asked, what it showed.
    taken: Vec<Taken>,
    /// Whether the record replays to the state (a lesson's position does not).
    replayable: bool,
    thinking: Option<BotJob<G>>,
    /// The thinking bot's answer, held until its pause is over.
    answer: Option<G::Action>,
    hint_job: Option<HintJob<G>>,
    hint: Option<Advice<G::Action>>,
}

/// The seed of a new game when none is asked for.
pub fn fresh_seed() -> u64 {
    let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos());
    rng::derive(nanos as u64, u64::from(std::process::id()))
}

impl<G: Bots> Session<G> {
    /// A new game.
    pub fn new(options: G::Options, seed: u64, seats: Vec<SeatPlayer>) -> Result<Self, SetupError> {
        let mut log = Vec::new();
        let state = G::new_into(&options, seed, &mut log)?;
        if seats.len() != state.seat_count() {
            let (name, fewest, most) = (G::INFO.name, G::INFO.min_seats, G::INFO.max_seats);
            return Err(SetupError::new(if fewest == most {
                format!("{name} needs {most} players")
            } else if (fewest..=most).contains(&seats.len()) {
                format!("{name} with these options needs {} players", state.seat_count())
            } else {
                format!("{name} is for {fewest} to {most} players, not {}", seats.len())
            }));
        }
        let mut record = Record::new(options, seed);
        record.players = seats.iter().map(|s| s.code()).collect();
        Ok(Self {
            record,
            state,
            seats,
            log,
            taken: Vec::new(),
            replayable: true,
            thinking: None,
            answer: None,
            hint_job: None,
            hint: None,
        })
    }

    /// A lesson's position: `state`, reached through the events in `log`.
    /// It was set up, not dealt from a seed, so it cannot be replayed:
    /// nothing of it is undone, and it is not kept as a game in progress.
    pub fn from_position(options: G::Options, state: G, log: Vec<G::Event>, seats: Vec<SeatPlayer>) -> Self {
        let mut record = Record::new(options, 0);
        record.players = seats.iter().map(|s| s.code()).collect();
        Self {
            record,
            state,
            seats,
            log,
            taken: Vec::new(),
            replayable: false,
            thinking: None,
            answer: None,
            hint_job: None,
            hint: None,
        }
    }

    /// A record's moves, replayed: the position they reach, whatever the
    /// record says of its end. Seats the file names are kept; others are
    /// human. Takebacks stay as the record has them.
    pub fn from_record(record: &Record<G>) -> Result<Self, ReplayError> {
        let seat_count = G::new(&record.options, record.seed).map_err(ReplayError::Setup)?.seat_count();
        let seats = (0..seat_count)
            .map(|i| record.players.get(i).and_then(|code| SeatPlayer::from_code(code)).unwrap_or(SeatPlayer::Human))
            .collect();
        let mut session = Self::new(record.options.clone(), record.seed, seats).map_err(ReplayError::Setup)?;
        session.record.takebacks = record.takebacks;
        session.record.design_file.clone_from(&record.design_file);
        session.record.played_on = record.played_on;
        // Answers the table gave unasked are taken as they were: Undo
        // counts them with the action they answered.
        let mut index = 0;
        play_written::<G>(&record.actions, |action| {
            let unasked = record.unasked.contains(&index);
            index += 1;
            if unasked { session.apply_unasked(action) } else { session.apply(action) }.map(drop)
        })?;
        Ok(session)
    }

    /// A saved game, to play on: [`Session::from_record`], over already
    /// when the players ended it (a resignation, a draw agreed).
    pub fn from_saved(record: &Record<G>) -> Result<Self, ReplayError> {
        let mut session = Self::from_record(record)?;
        session.record.ending = record.ending.filter(|ending| ending.by_the_players());
        Ok(session)
    }

    /// The session with takebacks on, when `allowed` and it is one person
    /// against bots (see [`Session::undo`]); as it was otherwise.
    #[must_use]
    pub fn with_takebacks(mut self, allowed: bool) -> Self {
        let against_bots = self.humans() == 1 && self.seats.iter().any(|s| s.bot().is_some());
        let possible = self.record.options.takebacks_refused().is_none();
        self.record.takebacks = (allowed && against_bots && possible).then_some(0);
        self
    }

    /// The session, its design read from `file` (see
    /// [`Record::design_file`]).
    #[must_use]
    pub fn with_design_file(mut self, file: Option<&Path>) -> Self {
        self.record.design_file = file.map(|f| f.display().to_string());
        self
    }

    /// The file the game's design was read from, if it has one.
    pub fn design_file(&self) -> Option<&str> {
        self.record.design_file.as_deref()
    }

    /// Whether takebacks are on, and how many were taken.
    pub fn takebacks(&self) -> Option<u32> {
        self.record.takebacks
    }

    /// Whether the session is a game dealt from its seed, replayable from
    /// its record: not a position set up (a lesson's, one played on from a
    /// replay), which is neither undone nor kept.
    pub fn replayable(&self) -> bool {
        self.replayable
    }

    /// The state.
    pub fn state(&self) -> &G {
        &self.state
    }

    /// The record: options, seed, actions.
    pub fn record(&self) -> &Record<G> {
        &self.record
    }

    /// Who sits in each seat.
    pub fn seats(&self) -> &[SeatPlayer] {
        &self.seats
    }

    /// Every event so far.
    pub fn log(&self) -> &[G::Event] {
        &self.log
    }

    /// Whose decision it is, or `None` once the game is over — by its
    /// rules or by the players.
    pub fn to_act(&self) -> Option<Seat> {
        self.state.to_act().filter(|_| self.record.ending.is_none())
    }

    /// How the game ended — by its rules, or by the players (see
    /// [`Session::ended_by_players`]) — or `None` while it goes on.
    pub fn outcome(&self) -> Option<Outcome> {
        let seats = self.seats.len();
        self.state.outcome().or_else(|| self.record.ending.and_then(|ending| ending.outcome(seats)))
    }

    /// How the players ended the game themselves, if they did: a
    /// resignation, a draw agreed.
    pub fn ended_by_players(&self) -> Option<Ending> {
        self.record.ending.filter(|ending| ending.by_the_players())
    }

    /// The human whose decision it is, if it is a human's.
    pub fn human_to_act(&self) -> Option<Seat> {
        self.to_act().filter(|s| self.seats[s.index()] == SeatPlayer::Human)
    }

    /// How many seats are human.
    pub fn humans(&self) -> usize {
        self.seats.iter().filter(|s| **s == SeatPlayer::Human).count()
    }

    /// Applies an action, records and logs it; the events it caused are
    /// returned. None once the players have ended the game.
    pub fn apply(&mut self, action: G::Action) -> Result<Vec<G::Event>, RuleError> {
        let decider = self.state.to_act().unwrap_or_default();
        self.apply_by(action, decider, true)
    }

    /// Applies an answer the table gave for a player without asking them
    /// (an action not aimed at them, let through as their settings say): no
    /// decision of theirs, so Undo counts it with the action it answered,
    /// and takes them back together.
    pub fn apply_unasked(&mut self, action: G::Action) -> Result<Vec<G::Event>, RuleError> {
        let answered = self.taken.last().map(|t| t.decider).or(self.state.turn_seat()).unwrap_or_default();
        self.apply_by(action, answered, false)
    }

    /// Applies `action`, recorded as `decider`'s, asked or not.
    fn apply_by(&mut self, action: G::Action, decider: Seat, asked: bool) -> Result<Vec<G::Event>, RuleError> {
        if self.record.ending.is_some() {
            return Err(RuleError::Broken("the game is over"));
        }
        let answer = asked && self.state.out_of_turn();
        let events = self.state.apply(action)?;
        if !asked {
            self.record.unasked.push(self.record.actions.len());
        }
        self.record.push(action);
        self.taken.push(Taken { decider, asked, showed: events.iter().find_map(G::reveals), answer });
        self.log.extend(events.iter().cloned());
        self.thinking = None;
        self.answer = None;
        self.hint_job = None;
        self.hint = None;
        Ok(events)
    }

    /// Whether Undo may take back `seat`'s last decision, the seat at the
    /// table now, and if not, why (in words for the player). Undo never
    /// crosses another seat's decision (an answer out of turn is one), a
    /// card or tile shown to anyone, or chance — but for the bots' replies
    /// with takebacks on (see [`undo::span`]); a finished game's end stands.
    pub fn undoable(&self, seat: Seat) -> Result<(), String> {
        self.undo_span(seat).map(drop)
    }

    /// What Undo would take back for `seat`, or why not.
    fn undo_span(&self, seat: Seat) -> Result<undo::Span, String> {
        if !self.replayable {
            return Err("this position was set up, not dealt: it cannot be taken back".to_owned());
        }
        // A finished game is kept in the History and counted in the
        // records: its end stands.
        if self.outcome().is_some() {
            return Err("the game is over".to_owned());
        }
        let takebacks = match (self.record.takebacks, self.record.options.takebacks_refused()) {
            (Some(_), _) => undo::Takebacks::On,
            (None, None) => undo::Takebacks::Off,
            (None, Some(_)) => undo::Takebacks::Impossible,
        };
        undo::span(&self.taken, seat, &self.seats, takebacks)
    }

    /// Takes back `seat`'s last decision if [`Session::undoable`] allows
    /// it — with the answers given for it unasked, and with takebacks the
    /// bots' replies since —, replaying the rest from the seed, so that the
    /// decision is theirs again; the session is untouched otherwise.
    /// Returns what was taken back, in words: "your move", "your move and
    /// 2 replies of the bots".
    pub fn undo(&mut self, seat: Seat) -> Result<String, String> {
        let span = self.undo_span(seat)?;
        let mut record = self.record.clone();
        let kept = record.actions.len() - span.actions;
        record.truncate(kept);
        if span.replies > 0 {
            record.takebacks = record.takebacks.map(|used| used + 1);
        }
        let mut before = Self::from_record(&record).map_err(|e| e.to_string())?;
        // Who decided what is kept as it was told, answers given unasked
        // among them.
        before.taken = self.taken[..kept].to_vec();
        *self = Self { seats: self.seats.clone(), ..before };
        Ok(match span.replies {
            0 => "your move".to_owned(),
            1 => "your move and the reply since".to_owned(),
            n => format!("your move and the {n} replies since"),
        })
    }

    /// Ends the game with `seat` giving it up: a loss for them, the others
    /// sharing the win. Refused when the game is over already. (The table
    /// offers it only in a game played out, never in a lesson.)
    pub fn resign(&mut self, seat: Seat) -> Result<(), String> {
        self.end_by_players(Ending::Resigned(seat))
    }

    /// Ends the game drawn, all having agreed.
    pub fn agree_draw(&mut self) -> Result<(), String> {
        self.end_by_players(Ending::Agreed)
    }

    fn end_by_players(&mut self, ending: Ending) -> Result<(), String> {
        if self.outcome().is_some() {
            return Err("the game is over".to_owned());
        }
        self.pause();
        self.hint = None;
        self.record.ending = Some(ending);
        Ok(())
    }

    /// The bots at the table but `seat`'s, asked about a draw `seat`
    /// offers: each judges it on a thread (see [`DrawOffer`]). `None` when
    /// no bot sits there, or the game is over.
    pub fn ask_bots_for_a_draw(&self, seat: Seat, ctx: &egui::Context) -> Option<DrawOffer> {
        let asked: Vec<(Seat, BotSpec)> = (self.seats.iter().enumerate())
            .filter(|&(i, _)| i != seat.index())
            .filter_map(|(i, player)| Some((Seat::new(i), player.bot()?)))
            .collect();
        if asked.is_empty() || self.outcome().is_some() {
            return None;
        }
        let seed = rng::stream(self.record.seed, rng::Stream::DrawOffer(self.record.actions.len() as u64));
        Some(DrawOffer::start(&self.state, asked, seed, ctx))
    }

    /// The seat that took the last action, if any.
    pub fn last_decider(&self) -> Option<Seat> {
        self.taken.last().map(|t| t.decider)
    }

    /// Stops any bot thinking (the game is put aside); it starts again,
    /// with the same seed and so the same answer, when the table is back.
    pub fn pause(&mut self) {
        self.thinking = None;
        self.answer = None;
        self.hint_job = None;
    }

    /// Whose seat is thinking, and for how long.
    pub fn thinking(&self) -> Option<(Seat, f64)> {
        let job = self.thinking.as_ref()?;
        Some((self.to_act()?, job.seconds()))
    }

    /// Starts the bot whose turn it is, if it is a bot's and it is not
    /// thinking yet; returns its action once it has one and at least
    /// `pause` has passed since it started (so people can follow).
    pub fn poll_bot(&mut self, ctx: &egui::Context, pause: Duration) -> Option<G::Action> {
        let seat = self.to_act()?;
        let spec = self.seats[seat.index()].bot()?;
        let job = self.thinking.get_or_insert_with(|| {
            let seed = rng::stream(self.record.seed, rng::Stream::TableBot(self.record.actions.len() as u64));
            BotJob::start(&self.state, spec, seed, ctx)
        });
        if self.answer.is_none() {
            match job.poll() {
                Poll::Thinking => return None,
                Poll::Ready(action) => self.answer = Some(action),
                Poll::Failed => {
                    self.thinking = None;
                    return None;
                }
            }
        }
        let waited = Duration::from_secs_f64(job.seconds());
        if waited < pause {
            ctx.request_repaint_after(pause.saturating_sub(waited));
            return None;
        }
        self.thinking = None;
        self.answer.take()
    }

    /// Asks the advisor what the human to act should play: the search the
    /// review makes of the same position, so a move it suggests is never
    /// marked there.
    pub fn request_hint(&mut self, ctx: &egui::Context) {
        if self.human_to_act().is_some() && self.hint_job.is_none() {
            self.hint_job = Some(HintJob::start(&self.state, ctx));
        }
    }

    /// The hint, once the advisor has answered; `None` while it thinks or if none was asked.
    pub fn hint(&mut self) -> Option<G::Action> {
        if let Some(job) = &self.hint_job {
            match job.poll() {
                Poll::Thinking => return None,
                Poll::Ready(advice) => self.hint = Some(advice),
                Poll::Failed => {}
            }
            self.hint_job = None;
        }
        self.hint.as_ref().and_then(Advice::best)
    }

    /// The hint the advisor gave for this decision, if it has answered
    /// (what [`Session::hint`] last took in).
    pub fn hinted(&self) -> Option<G::Action> {
        self.hint.as_ref().and_then(Advice::best)
    }

    /// The other moves the advisor cannot tell from the hint, once it has
    /// answered: as good as each other.
    pub fn hint_ties(&self) -> Vec<G::Action> {
        self.hint.as_ref().map(Advice::ties).unwrap_or_default()
    }

    /// Whether a hint is being worked out.
    pub fn hint_pending(&self) -> bool {
        self.hint_job.is_some()
    }

    /// Plays `actions` decisions with the greedy bot (for demonstrations).
    pub fn autoplay(&mut self, actions: usize, seed: u64) {
        let stop = std::sync::atomic::AtomicBool::new(false);
        let mut bot = G::bot(BotSpec::Greedy, seed);
        for _ in 0..actions {
            let Some(action) = bot.choose(&self.state, &stop) else {
                break;
            };
            if self.apply(action).is_err() {
                break;
            }
        }
    }

    /// A new game with the same options, seats, takebacks and a new seed.
    pub fn rematch(&self) -> Result<Self, SetupError> {
        let mut session = Self::new(self.record.options.clone(), fresh_seed(), self.seats.clone())?;
        session.record.design_file.clone_from(&self.record.design_file);
        Ok(session.with_takebacks(self.record.takebacks.is_some()))
    }
}

/// What the app asks of any table's session, whatever its game.
pub trait SessionStatus {
    /// The game as a saved-game text (RON: game, options, seed, actions).
    fn save_text(&self) -> String;
    /// How many actions have been played.
    fn actions_played(&self) -> usize;
    /// Whether the game has ended.
    fn is_over(&self) -> bool;
    /// Whether a bot is thinking about its move.
    fn bot_thinking(&self) -> bool;
    /// Who sits in each seat.
    fn players(&self) -> &[SeatPlayer];
    /// How the game ended (by its rules or by the players), or `None`
    /// while it goes on.
    fn outcome(&self) -> Option<Outcome>;
    /// Whether a move was taken back with the bots' replies.
    fn took_back(&self) -> bool;
    /// Whether the game was played on from a replay (see
    /// `parlour_core::record::Record::played_on`).
    fn played_on(&self) -> bool;
}

impl<G: Bots> SessionStatus for Session<G> {
    fn save_text(&self) -> String {
        self.record.to_ron()
    }

    fn actions_played(&self) -> usize {
        self.record.actions.len()
    }

    fn is_over(&self) -> bool {
        Session::outcome(self).is_some()
    }

    fn bot_thinking(&self) -> bool {
        self.thinking().is_some()
    }

    fn players(&self) -> &[SeatPlayer] {
        &self.seats
    }

    fn outcome(&self) -> Option<Outcome> {
        Session::outcome(self)
    }

    fn took_back(&self) -> bool {
        self.record.takebacks.is_some_and(|used| used > 0)
    }

    fn played_on(&self) -> bool {
        self.record.played_on
    }
}

#[cfg(test)]
mod tests;

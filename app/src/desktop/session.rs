//! A game being played at a table: its record, its state, who sits where,
//! the log, undo, hints and the bots' thinking. Shared by every table.

use std::time::Duration;

use parlour_core::advisor::Advice;
use parlour_core::bots::BotSpec;
use parlour_core::bots::Bots;
use parlour_core::record::{Record, ReplayError, play_written};
use parlour_core::{RuleError, Seat, SetupError, rng};

use super::bot_worker::{BotJob, Poll};
use super::hint_job::HintJob;
use crate::seat_player::SeatPlayer;

/// A game in progress and everything around it.
pub struct Session<G: Bots> {
    record: Record<G>,
    state: G,
    seats: Vec<SeatPlayer>,
    /// Every event so far, in order, those of the game's start first.
    log: Vec<G::Event>,
    /// The seat that took each action of the record.
    deciders: Vec<Seat>,
    /// For each action of the record, what it showed or left to chance
    /// (see [`Game::reveals`]), which keeps it from being taken back.
    revealing: Vec<Option<&'static str>>,
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
            deciders: Vec::new(),
            revealing: Vec::new(),
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
            deciders: Vec::new(),
            revealing: Vec::new(),
            replayable: false,
            thinking: None,
            answer: None,
            hint_job: None,
            hint: None,
        }
    }

    /// A saved game, replayed. Seats the file names are kept; others are human.
    pub fn from_record(record: &Record<G>) -> Result<Self, ReplayError> {
        let seat_count = G::new(&record.options, record.seed).map_err(ReplayError::Setup)?.seat_count();
        let seats = (0..seat_count)
            .map(|i| record.players.get(i).and_then(|code| SeatPlayer::from_code(code)).unwrap_or(SeatPlayer::Human))
            .collect();
        let mut session = Self::new(record.options.clone(), record.seed, seats).map_err(ReplayError::Setup)?;
        play_written::<G>(&record.actions, |action| session.apply(action).map(drop))?;
        Ok(session)
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

    /// The human whose decision it is, if it is a human's.
    pub fn human_to_act(&self) -> Option<Seat> {
        self.state.to_act().filter(|s| self.seats[s.index()] == SeatPlayer::Human)
    }

    /// How many seats are human.
    pub fn humans(&self) -> usize {
        self.seats.iter().filter(|s| **s == SeatPlayer::Human).count()
    }

    /// Applies an action, records and logs it; the events it caused are returned.
    pub fn apply(&mut self, action: G::Action) -> Result<Vec<G::Event>, RuleError> {
        let decider = self.state.to_act().unwrap_or_default();
        self.apply_by(action, decider)
    }

    /// Applies an answer the table gave for a player without asking them
    /// (an action not aimed at them, let through as their settings say): no
    /// decision of theirs, so Undo counts it with the action it answered,
    /// and takes neither back for them.
    pub fn apply_unasked(&mut self, action: G::Action) -> Result<Vec<G::Event>, RuleError> {
        let answered = self.deciders.last().copied().or(self.state.turn_seat()).unwrap_or_default();
        self.apply_by(action, answered)
    }

    /// Applies `action`, recorded as `decider`'s.
    fn apply_by(&mut self, action: G::Action, decider: Seat) -> Result<Vec<G::Event>, RuleError> {
        let events = self.state.apply(action)?;
        self.record.push(action);
        self.deciders.push(decider);
        self.revealing.push(events.iter().find_map(G::reveals));
        self.log.extend(events.iter().cloned());
        self.thinking = None;
        self.answer = None;
        self.hint_job = None;
        self.hint = None;
        Ok(events)
    }

    /// Whether Undo may take back the last action for `seat`, the one at
    /// the table now, and if not, why (in words for the Undo button's
    /// hover). Undo never crosses another seat's decision (an answer out of
    /// turn is one), a card or tile shown to anyone, or chance: only the
    /// last action may be taken back, and only when it was `seat`'s and
    /// showed nothing.
    pub fn undoable(&self, seat: Seat) -> Result<(), String> {
        if !self.replayable {
            return Err("this position was set up, not dealt: it cannot be taken back".to_owned());
        }
        // A finished game is kept in the History and counted in the
        // records: its end stands.
        if self.state.outcome().is_some() {
            return Err("the game is over".to_owned());
        }
        let Some(&last) = self.deciders.last() else {
            return Err("nothing has been played yet".to_owned());
        };
        if last != seat || self.seats[last.index()] != SeatPlayer::Human {
            return Err(format!("the last move was {last}'s"));
        }
        match self.revealing.last().copied().flatten() {
            Some(reason) => Err(reason.to_owned()),
            None => Ok(()),
        }
    }

    /// Takes back the last action if [`Session::undoable`] allows it for
    /// `seat`, replaying the rest from the seed, so that the decision is
    /// theirs again; the session is untouched otherwise.
    pub fn undo(&mut self, seat: Seat) -> Result<(), String> {
        self.undoable(seat)?;
        let mut record = self.record.clone();
        record.actions.pop();
        let mut before = Self::from_record(&record).map_err(|e| e.to_string())?;
        // Who decided what is kept as it was told, answers given unasked
        // among them.
        let kept = record.actions.len();
        before.deciders = self.deciders[..kept].to_vec();
        *self = Self { seats: self.seats.clone(), ..before };
        Ok(())
    }

    /// The seat that took the last action, if any.
    pub fn last_decider(&self) -> Option<Seat> {
        self.deciders.last().copied()
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
        Some((self.state.to_act()?, job.seconds()))
    }

    /// Starts the bot whose turn it is, if it is a bot's and it is not
    /// thinking yet; returns its action once it has one and at least
    /// `pause` has passed since it started (so people can follow).
    pub fn poll_bot(&mut self, ctx: &egui::Context, pause: Duration) -> Option<G::Action> {
        let seat = self.state.to_act()?;
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

    /// A new game with the same options, seats and a new seed.
    pub fn rematch(&self) -> Result<Self, SetupError> {
        Self::new(self.record.options.clone(), fresh_seed(), self.seats.clone())
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
    /// The sole winner of a finished game (`None` when drawn or not over).
    fn winner(&self) -> Option<Seat>;
}

impl<G: Bots> SessionStatus for Session<G> {
    fn save_text(&self) -> String {
        self.record.to_ron()
    }

    fn actions_played(&self) -> usize {
        self.record.actions.len()
    }

    fn is_over(&self) -> bool {
        self.state.outcome().is_some()
    }

    fn bot_thinking(&self) -> bool {
        self.thinking().is_some()
    }

    fn players(&self) -> &[SeatPlayer] {
        &self.seats
    }

    fn winner(&self) -> Option<Seat> {
        self.state.outcome().and_then(parlour_core::Outcome::sole_winner)
    }
}

#[cfg(test)]
mod tests {
    use parlour_core::Game;
    use parlour_core::bots::Level;
    use parlour_core::games::you_are_here::{Options, YouAreHere};

    use super::*;

    fn play_first(session: &mut Session<YouAreHere>) {
        let action = session.state().legal_actions()[0];
        session.apply(action).expect("legal");
    }

    #[test]
    fn undo_takes_back_only_the_seats_own_last_action() {
        let options = Options { draw: false, ..Options::default() };
        let mut session = Session::<YouAreHere>::new(options, 3, vec![SeatPlayer::Human; 2]).expect("new");
        let first = session.state().to_act().expect("someone starts");
        assert_eq!(session.undoable(first), Err("nothing has been played yet".to_owned()));
        play_first(&mut session);
        play_first(&mut session);
        // The second player decided last: the first may not cross it.
        let refused = session.undo(first).expect_err("another seat decided since");
        assert_eq!(refused, format!("the last move was {}'s", first.opponent()));
        assert_eq!(session.record().actions.len(), 2, "a refused Undo changes nothing");
        assert_eq!(session.undo(first.opponent()), Ok(()));
        assert_eq!((session.record().actions.len(), session.state().to_act()), (1, Some(first.opponent())));
        assert!(session.undo(first.opponent()).is_err(), "the first player's move is not theirs");
    }

    #[test]
    fn undo_never_takes_back_the_end_of_a_game_nor_an_answer_given_unasked() {
        let options = Options { draw: false, ..Options::default() };
        let mut session = Session::<YouAreHere>::new(options, 3, vec![SeatPlayer::Human; 2]).expect("new");
        let first = session.state().to_act().expect("someone starts");
        play_first(&mut session);
        // An answer the table gives for the second player counts with the
        // first player's move: it is not the second player's to take back.
        let action = session.state().legal_actions()[0];
        session.apply_unasked(action).expect("legal");
        assert_eq!(session.undoable(first.opponent()), Err(format!("the last move was {first}'s")));
        while session.state().outcome().is_none() {
            play_first(&mut session);
        }
        let last = session.last_decider().expect("someone played last");
        assert_eq!(session.undoable(last), Err("the game is over".to_owned()));
    }

    #[test]
    fn undo_never_takes_back_a_draw() {
        let options = Options { draw: true, ..Options::default() };
        let mut session = Session::<YouAreHere>::new(options, 3, vec![SeatPlayer::Human; 2]).expect("new");
        let seat = session.state().to_act().expect("someone starts");
        play_first(&mut session);
        assert!(session.log().iter().any(|e| matches!(e, parlour_core::games::you_are_here::Event::Drew { .. })));
        assert_eq!(session.undo(seat), Err("a card was drawn".to_owned()));
        assert_eq!(session.record().actions.len(), 1);
    }

    #[test]
    fn the_games_opening_is_in_the_log() {
        use parlour_core::games::shrine::{Options, Shrine};
        let session = Session::<Shrine>::new(Options::default(), 2, vec![SeatPlayer::Human; 2]).expect("new");
        let first = session.state().turn();
        let drew = session
            .log()
            .iter()
            .any(|e| matches!(e, parlour_core::games::shrine::Event::Drew { seat, .. } if *seat == first));
        assert!(drew, "the first player's draw: {:?}", session.log());
    }

    #[test]
    fn bots_alone_cannot_be_undone_and_saved_seats_come_back() {
        let seats = vec![SeatPlayer::Bot(Level::Easy), SeatPlayer::Bot(Level::Hard)];
        let mut session = Session::<YouAreHere>::new(Options::default(), 4, seats.clone()).expect("new");
        play_first(&mut session);
        let bot = session.last_decider().expect("a bot played");
        assert_eq!(session.undoable(bot), Err(format!("the last move was {bot}'s")), "a bot's move is kept");
        let reloaded = Session::<YouAreHere>::from_record(session.record()).expect("replays");
        assert_eq!(reloaded.seats(), seats.as_slice());
        assert_eq!(reloaded.state(), session.state());
        assert_eq!(reloaded.log(), session.log());
    }

    #[test]
    fn a_paused_bot_gives_the_same_answer_when_asked_again() {
        let ctx = egui::Context::default();
        let seats = vec![SeatPlayer::Bot(Level::Medium), SeatPlayer::Bot(Level::Medium)];
        let mut session = Session::<YouAreHere>::new(Options::default(), 5, seats).expect("new");
        let answer = |session: &mut Session<YouAreHere>| {
            for _ in 0..2000 {
                if let Some(action) = session.poll_bot(&ctx, Duration::ZERO) {
                    return action;
                }
                std::thread::sleep(Duration::from_millis(2));
            }
            panic!("no answer");
        };
        let first = answer(&mut session);
        session.pause();
        assert!(session.thinking().is_none());
        assert_eq!(answer(&mut session), first, "bot seeds depend on the game, not on timing");
    }
}

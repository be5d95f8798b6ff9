//! The bot's line at a decision under study: the three actions the hard
//! bot likes best there, each with the win chance it gives the seat
//! deciding; the moves it expects after the best, by every seat; and,
//! where a search sees the game to its end, what the best play proves.
//!
//! Every game has the searched study ([`searched`]): a search from the
//! deciding seat's view weighs every action, and each move of the line is
//! the choice of a shorter search from the view of the seat making it. A
//! game that can prove results studies its own way through
//! [`Bots::study`](crate::bots::Bots::study).
//!
//! The line is played on the position as it is: in a finished game's
//! replay that is the real deal. It is told as the deciding seat would
//! read it, so cards hidden from that seat stay unnamed.

use std::sync::atomic::{AtomicBool, Ordering};

use serde::{Deserialize, Serialize};

use super::in_words;
use crate::bots::mcts::{Mcts, MctsSettings};
use crate::game::Game;
use crate::rng;
use crate::seat::Seat;

/// How many moves a line runs at most, after the best action.
pub const LINE_MOVES: usize = 6;

/// How many of the best actions a study lists.
pub const CHOICES: usize = 3;

/// One of the actions a study likes best.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Choice {
    /// The action, in the game's notation.
    pub action: String,
    /// The action in the words the table's log uses, as the deciding seat
    /// reads it ("Player 2 plays Probe on a2").
    pub text: String,
    /// The deciding seat's win chance after it, from 0 to 1.
    pub value: f64,
}

impl Choice {
    /// `action`, taken in `state`, as `viewer` reads it, worth `value` to the seat deciding.
    pub(crate) fn of<G: Game>(state: &G, action: G::Action, viewer: Seat, value: f64) -> Self {
        Self { action: action.to_string(), text: in_words(state, action, viewer), value }
    }
}

/// One move of a line.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Step {
    /// The seat making it, numbered from 1 as on the table.
    pub seat: u8,
    /// The move, in the game's notation.
    pub action: String,
    /// The move in the words the table's log uses, as the deciding seat
    /// reads them: cards hidden from it stay unnamed.
    pub text: String,
}

impl Step {
    /// `action`, taken in `state` by the seat to act there, as `viewer` reads it.
    pub(crate) fn of<G: Game>(state: &G, action: G::Action, viewer: Seat) -> Self {
        let seat = state.to_act().map_or(0, |s| s.0 + 1);
        Self { seat, action: action.to_string(), text: in_words(state, action, viewer) }
    }
}

/// What best play by every seat proves of a position, for the seat deciding.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Proof {
    /// The seat wins whatever the others do.
    Wins,
    /// Neither side can force more than a draw.
    Draws,
    /// The others can force the seat's loss.
    Loses,
}

impl Proof {
    /// The proof in words, to follow the seat's name ("Player 1 wins by force").
    pub fn words(self) -> &'static str {
        match self {
            Proof::Wins => "wins by force",
            Proof::Draws => "draws with best play",
            Proof::Loses => "loses against best play",
        }
    }
}

/// What the hard bot makes of a decision under study.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Study {
    /// The seat deciding, numbered from 1 as on the table; 0 when the game is over.
    pub seat: u8,
    /// The actions the bot likes best, best first, at most [`CHOICES`];
    /// empty when the game is over (or the study was stopped at once). A
    /// search ranks them by how often it tried each, as the bot chooses,
    /// so a close second may show a slightly higher win chance.
    pub choices: Vec<Choice>,
    /// The moves the bot expects after the best choice, by every seat, at
    /// most [`LINE_MOVES`]; fewer where the game ends.
    pub line: Vec<Step>,
    /// What best play proves, where a search saw every line to its end.
    pub proof: Option<Proof>,
    /// Whether the study took every card as known, the cards hidden from
    /// the deciding seat included (as the replay of a finished game may):
    /// its proof then holds only with the cards as they lay.
    pub known: bool,
}

impl Study {
    /// The proof in words, saying when it took the hidden cards as known
    /// ("wins by force, with every card known"); `None` without a proof.
    pub fn proof_words(&self) -> Option<String> {
        self.proof.map(|proof| {
            let words = proof.words();
            if self.known { format!("{words}, with every card known") } else { words.to_owned() }
        })
    }
}

/// The study of `state` as a search sees it (see the module
/// documentation): `settings` weigh the choices, and a search of an eighth
/// as many iterations chooses each move of the line. No proof. Seeded with
/// `seed`, it answers the same each time; once `stop` is set it answers at
/// once with what it has.
pub fn searched<G: Game>(state: &G, seed: u64, settings: &MctsSettings, stop: &AtomicBool) -> Study {
    let Some(seat) = state.to_act() else { return Study::default() };
    let weighed = Mcts::new(*settings, seed).weigh(state, None, stop);
    let choices = weighed.iter().take(CHOICES).map(|w| Choice::of(state, w.action, seat, w.value)).collect();
    let line = weighed.first().map_or_else(Vec::new, |best| {
        let mut after = state.clone();
        match after.apply(best.action) {
            Ok(_) => searched_line(after, seat, seed, settings, stop),
            Err(_) => Vec::new(),
        }
    });
    Study { seat: seat.0 + 1, choices, line, proof: None, known: false }
}

/// The line from `state`: each move the choice of a search from the view
/// of the seat making it, told as `seat` reads it.
fn searched_line<G: Game>(
    mut state: G,
    seat: Seat,
    seed: u64,
    settings: &MctsSettings,
    stop: &AtomicBool,
) -> Vec<Step> {
    let settings = MctsSettings { iterations: (settings.iterations / 8).max(1), ..*settings };
    let mut line = Vec::new();
    for step in 0..LINE_MOVES as u64 {
        if stop.load(Ordering::Relaxed) {
            break;
        }
        let legal = state.legal_actions();
        let action = match legal.as_slice() {
            [] => break,
            [only] => *only,
            _ => match Mcts::new(settings, rng::derive(seed, step + 1)).search(&state, stop).first() {
                Some(&(action, _)) => action,
                None => break,
            },
        };
        line.push(Step::of(&state, action, seat));
        if state.apply(action).is_err() {
            break;
        }
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::Bots;
    use crate::games::wonderland::Wonderland;
    use crate::registry::{GameKind, GameVisitor};

    /// A small search, quick in a test build.
    const SMALL: MctsSettings = MctsSettings { iterations: 400, playout_actions: Some(10), ..MctsSettings::DEFAULT };

    /// The position halfway through the random game dealt from `seed`,
    /// with the default options.
    fn halfway<G: Game>(seed: u64) -> G {
        let start = G::new(&G::Options::default(), seed).expect("the default options deal");
        let mut chooser = rng::seeded(seed);
        let mut actions = Vec::new();
        let mut game = start.clone();
        while let Some(action) = game.random_action(&mut chooser) {
            game.apply(action).expect("a random action is legal");
            actions.push(action);
        }
        let mut game = start;
        for &action in &actions[..actions.len() / 2] {
            game.apply(action).expect("the same action is legal again");
        }
        game
    }

    /// The first position from halfway through the random game dealt from
    /// `seed` on where there are more actions to choose from than a study lists.
    fn open_choice<G: Game>(seed: u64) -> G {
        let mut game: G = halfway(seed);
        let mut chooser = rng::seeded(seed);
        while game.legal_actions().len() <= CHOICES {
            let action = game.random_action(&mut chooser).expect("a choice comes before the end");
            game.apply(action).expect("a random action is legal");
        }
        game
    }

    /// Checks what every study must be: its seat the one to act, at most
    /// [`CHOICES`] choices, each legal and in words, with a win chance; and
    /// a line of at most [`LINE_MOVES`] moves, legal one after the other
    /// after the best choice, in words.
    fn check_study<G: Game>(state: &G, study: &Study) {
        let seat = state.to_act().expect("a decision");
        assert_eq!(study.seat, seat.0 + 1);
        assert!(!study.choices.is_empty() && study.choices.len() <= CHOICES, "{study:?}");
        let in_words = |text: &str, notation: &str| {
            !text.is_empty() && text != notation && !text.contains('#') && !text.contains('@')
        };
        for choice in &study.choices {
            let action: G::Action = choice.action.parse().expect("the notation reads back");
            assert!(state.legal_actions().contains(&action), "{} is not legal", choice.action);
            assert!(in_words(&choice.text, &choice.action), "{choice:?}");
            assert!((0.0..=1.0).contains(&choice.value), "{choice:?}");
        }
        let mut game = state.clone();
        let best: G::Action = study.choices[0].action.parse().expect("the notation reads back");
        game.apply(best).expect("the best choice is legal");
        assert!(study.line.len() <= LINE_MOVES);
        for step in &study.line {
            let action: G::Action = step.action.parse().expect("the notation reads back");
            assert_eq!(Some(step.seat), game.to_act().map(|s| s.0 + 1), "{step:?}");
            game.apply(action).unwrap_or_else(|e| panic!("{} is not legal in turn: {e}", step.action));
            assert!(in_words(&step.text, &step.action), "{step:?}");
        }
        if study.line.len() < LINE_MOVES {
            assert!(game.outcome().is_some(), "a line short of {LINE_MOVES} moves ends the game: {study:?}");
        }
    }

    #[test]
    fn the_choices_are_the_searchs_three_best_and_the_line_follows_the_best() {
        let stop = AtomicBool::new(false);
        for seed in 1..=3 {
            let game: Wonderland = open_choice(seed);
            let study = searched(&game, seed, &SMALL, &stop);
            check_study(&game, &study);
            let weighed = Mcts::new(SMALL, seed).weigh(&game, None, &stop);
            assert_eq!(study.choices.len(), CHOICES);
            for (choice, w) in study.choices.iter().zip(&weighed) {
                assert_eq!(choice.action, w.action.to_string());
                assert!((choice.value - w.value).abs() < 1e-12);
            }
            assert_eq!(study.proof, None);
            assert_eq!(study, searched(&game, seed, &SMALL, &stop), "the same seed studies alike");
        }
    }

    #[test]
    fn a_finished_game_has_nothing_to_study() {
        let mut game: Wonderland = halfway(4);
        let mut chooser = rng::seeded(4);
        while let Some(action) = game.random_action(&mut chooser) {
            game.apply(action).expect("a random action is legal");
        }
        let stop = AtomicBool::new(false);
        assert_eq!(searched(&game, 4, &SMALL, &stop), Study::default());
        assert_eq!(Wonderland::study(&game, 4, &stop), Study::default());
    }

    #[test]
    fn a_study_told_to_stop_answers_at_once_with_nothing() {
        let game: Wonderland = halfway(5);
        let stop = AtomicBool::new(true);
        // A search this long would run for minutes.
        let long = MctsSettings { iterations: 50_000_000, ..SMALL };
        let study = searched(&game, 5, &long, &stop);
        assert!(study.choices.is_empty() && study.line.is_empty(), "{study:?}");
        assert_eq!(study.seat, game.to_act().map_or(0, |s| s.0 + 1));
    }

    /// Studies a position halfway through a game of each game, as the game studies it.
    struct EveryGame;

    impl GameVisitor for EveryGame {
        type Output = ();

        fn visit<G: Bots>(self) {
            let game: G = halfway(6);
            let stop = AtomicBool::new(false);
            check_study(&game, &G::study(&game, 6, &stop));
            let stopped = G::study(&game, 6, &AtomicBool::new(true));
            assert!(stopped.choices.is_empty() && stopped.line.is_empty(), "{}: {stopped:?}", G::INFO.name);
        }
    }

    #[test]
    fn every_game_studies_a_decision() {
        for kind in GameKind::ALL {
            kind.visit(EveryGame);
        }
    }

    #[test]
    fn a_proof_is_told_with_the_cards_it_took_as_known() {
        let study = Study { proof: Some(Proof::Loses), ..Study::default() };
        assert_eq!(study.proof_words().as_deref(), Some("loses against best play"));
        let known = Study { proof: Some(Proof::Wins), known: true, ..Study::default() };
        assert_eq!(known.proof_words().as_deref(), Some("wins by force, with every card known"));
        assert_eq!(Study::default().proof_words(), None);
    }
}

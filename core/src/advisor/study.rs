//! The advisor's study of a decision, for a player going through a game:
//! the three actions it likes best there, each with the win chance it
//! gives the seat deciding (and whether the search can tell it from the
//! first); the moves it expects after the best, by every seat; and, where a
//! search sees the game to its end, what best play proves.
//!
//! The choices are [`advise`]'s, the same search the hint and the review
//! make at that position. Each move of the line is what that search
//! expects of the seat making it ([`Counsel::expects`]). Where the search
//! proves nothing, a game that can solve the position with every card
//! known says what that proves ([`Bots::proof_with_every_card_known`]).
//!
//! The line is played on the position as it is: in a finished game's
//! replay that is the real deal. It is told as the deciding seat would
//! read it, so cards hidden from that seat stay unnamed.

use std::sync::atomic::{AtomicBool, Ordering};

use serde::{Deserialize, Serialize};

use super::advise::{advise_with, pictured};
use super::counsel::{Counsel, Proof};
use super::words::in_words;
use crate::bots::Bots;
use crate::game::Game;

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
    /// Whether the search cannot tell it from the first choice: as good as
    /// each other, as far as it can see (the first choice's own is false).
    #[serde(default)]
    pub tied: bool,
}

impl Choice {
    /// `action`, taken in `state`, as the table saw it, worth `value` to the seat deciding.
    pub(crate) fn of<G: Game>(state: &G, action: G::Action, value: f64) -> Self {
        Self { action: action.to_string(), text: in_words(state, action), value, tied: false }
    }
}

/// One move of a line.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Step {
    /// The seat making it, numbered from 1 as on the table.
    pub seat: u8,
    /// The move, in the game's notation.
    pub action: String,
    /// The move in the words the table's log uses, as everyone at the
    /// table read them: cards hidden from anyone stay unnamed.
    pub text: String,
}

impl Step {
    /// `action`, taken in `state` by the seat to act there, as the table saw it.
    pub(crate) fn of<G: Game>(state: &G, action: G::Action) -> Self {
        let seat = state.to_act().map_or(0, |s| s.0 + 1);
        Self { seat, action: action.to_string(), text: in_words(state, action) }
    }
}

/// What the advisor makes of a decision under study.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Study {
    /// The seat deciding, numbered from 1 as on the table; 0 when the game is over.
    pub seat: u8,
    /// The actions the advisor likes best, best first, at most [`CHOICES`];
    /// empty when the game is over (or the study was stopped at once). A
    /// search may rank them by how often it tried each, as the bots choose,
    /// so a close second may show a slightly higher win chance.
    pub choices: Vec<Choice>,
    /// The moves the advisor expects after the best choice, by every seat,
    /// at most [`LINE_MOVES`]; fewer where the game ends.
    pub line: Vec<Step>,
    /// What best play proves, where a search saw every line to its end.
    pub proof: Option<Proof>,
    /// Whether the proof took every card as known, the cards hidden from
    /// the deciding seat included (as the replay of a finished game may):
    /// it then holds only with the cards as they lay.
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

/// The advisor's study of `state` (see the module documentation): the
/// same for the same position; once `stop` is set it answers at once with
/// what it has. In a replay, `played` is the move the game went on with:
/// searched on as the review searches it, so that where it is among the
/// choices its win chance and whether it is as good as the first are the
/// review's own (a move listed as good as the first is never marked).
pub fn study<G: Bots>(state: &G, played: Option<G::Action>, stop: &AtomicBool) -> Study {
    let Some(seat) = state.to_act() else { return Study::default() };
    let (root, seed) = pictured(state, seat);
    let mut counsel = G::counsel(&root, seed);
    let advice = advise_with(counsel.as_mut(), &root, seat, played, stop);
    let ties = advice.ties();
    let choices = advice
        .choices
        .iter()
        .take(CHOICES)
        .enumerate()
        .map(|(n, c)| match advice.played {
            Some(own) if own.action == c.action => {
                Choice { tied: n > 0 && advice.played_ties(), ..Choice::of(state, c.action, own.value) }
            }
            _ => Choice { tied: ties.contains(&c.action), ..Choice::of(state, c.action, c.value) },
        })
        .collect();
    let line = advice.best().map_or_else(Vec::new, |best| {
        let mut after = state.clone();
        match after.apply(best) {
            Ok(_) => line(counsel.as_mut(), after, stop),
            Err(_) => Vec::new(),
        }
    });
    let (proof, known) = match advice.proof {
        Some(proof) => (Some(proof), false),
        None if advice.choices.is_empty() || stop.load(Ordering::Relaxed) => (None, false),
        None => {
            G::proof_with_every_card_known(state, stop).map_or((None, false), |(proof, known)| (Some(proof), known))
        }
    };
    Study { seat: seat.0 + 1, choices, line, proof, known }
}

/// The line from `state`: each move what `counsel` expects of the seat
/// making it, told as the table would see it.
fn line<G: Game>(counsel: &mut dyn Counsel<G>, mut state: G, stop: &AtomicBool) -> Vec<Step> {
    let mut line = Vec::new();
    while line.len() < LINE_MOVES && !stop.load(Ordering::Relaxed) {
        let Some(action) = counsel.expects(&state, stop) else { break };
        line.push(Step::of(&state, action));
        if state.apply(action).is_err() {
            break;
        }
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::advisor::advise;
    use crate::games::wonderland::Wonderland;
    use crate::registry::{GameKind, GameVisitor};
    use crate::rng;
    use crate::testing::halfway;

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
    fn the_choices_are_the_advices_three_best_and_the_line_follows_the_best() {
        let stop = AtomicBool::new(false);
        for seed in 1..=2 {
            let game: Wonderland = open_choice(seed);
            let studied = study(&game, None, &stop);
            check_study(&game, &studied);
            let advice = advise(&game, None, &stop);
            assert_eq!(studied.choices.len(), CHOICES);
            for (choice, weighed) in studied.choices.iter().zip(&advice.choices) {
                assert_eq!(choice.action, weighed.action.to_string());
                assert!((choice.value - weighed.value).abs() < 1e-12);
                assert_eq!(choice.tied, advice.ties().contains(&weighed.action));
            }
            assert!(!studied.choices[0].tied, "the first is not said to tie with itself");
            assert_eq!(studied, study(&game, None, &stop), "the same position studies alike");
        }
    }

    #[test]
    fn a_finished_game_has_nothing_to_study() {
        let mut game: Wonderland = halfway(4);
        let mut chooser = rng::seeded(4);
        while let Some(action) = game.random_action(&mut chooser) {
            game.apply(action).expect("a random action is legal");
        }
        assert_eq!(study(&game, None, &AtomicBool::new(false)), Study::default());
    }

    #[test]
    fn a_study_told_to_stop_answers_at_once_with_nothing() {
        let game: Wonderland = halfway(5);
        let studied = study(&game, None, &AtomicBool::new(true));
        assert!(studied.choices.is_empty() && studied.line.is_empty(), "{studied:?}");
        assert_eq!(studied.seat, game.to_act().map_or(0, |s| s.0 + 1));
    }

    /// Studies a position halfway through a game of each game.
    struct EveryGame;

    impl GameVisitor for EveryGame {
        type Output = ();

        fn visit<G: Bots>(self) {
            let game: G = halfway(6);
            check_study(&game, &study(&game, None, &AtomicBool::new(false)));
            let stopped = study(&game, None, &AtomicBool::new(true));
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

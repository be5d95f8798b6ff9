//! The You Are Here `hard` bot in a lost position: it sets a trap.

use std::sync::atomic::AtomicBool;

use parlour_core::bots::{BotSpec, Bots, Level};
use parlour_core::games::you_are_here::{Action, Options, Setup, SetupPlaced, Solver, YouAreHere};
use parlour_core::{Game, Seat, rng};

/// Four squares empty, every card known (open hands, no draws), Player 1 to
/// play one of three cards, Player 2 holding two.
fn lost_with_a_trap() -> YouAreHere {
    let placed =
        |cell: &str, card: &str, owner| SetupPlaced { cell: cell.into(), card: card.into(), owner: Seat(owner) };
    let setup = Setup {
        cards: None,
        first: Seat(0),
        hands: vec![
            vec!["Headliner".into(), "Spoken Word".into(), "Main Stage".into()],
            vec!["Main Stage".into(), "Drum Circle".into()],
        ],
        piles: Vec::new(),
        board: vec![
            placed("a1", "Wristband", 0),
            placed("c1", "Headliner", 1),
            placed("a2", "Bandstand", 0),
            placed("b2", "Flyer", 0),
            placed("c3", "Encore", 1),
        ],
    };
    let options = Options { draw: false, open_hands: true, ..Options::default() };
    YouAreHere::from_setup(&options, &setup).expect("valid setup")
}

/// The action placing the card named `name` on `cell`.
fn place(game: &YouAreHere, name: &str, cell: &str) -> Action {
    let card = (0..game.cards().len()).find(|&id| game.cards()[id].name == name).expect("a card of the deck");
    Action::Place { card: card.try_into().expect("a small deck"), cell: cell.parse().expect("a square") }
}

/// The mean reward of `seat` over `games` random games from `game`.
fn random_play(game: &YouAreHere, seat: Seat, games: usize) -> f64 {
    let mut rng = rng::seeded(9);
    let total: f64 = (0..games)
        .map(|_| {
            let mut game = game.clone();
            while let Some(action) = game.random_action(&mut rng) {
                game.apply(action).expect("legal");
            }
            game.reward(seat)
        })
        .sum();
    total / games as f64
}

#[test]
fn lost_everywhere_hard_plays_where_the_natural_reply_loses() {
    let game = lost_with_a_trap();
    let mut solver = Solver::new();
    let values = solver.action_values(&game, -1, 1);
    assert!(values.iter().all(|&(_, value)| value < 0), "every action loses against best play: {values:?}");

    // The trap: after Spoken Word on a3, the reply that does best in random
    // play loses, though another reply wins.
    let trap = place(&game, "Spoken Word", "a3");
    let mut after = game.clone();
    after.apply(trap).expect("legal");
    let replies = solver.action_values(&after, -1, 1);
    assert!(replies.iter().any(|&(_, value)| value > 0), "the opponent can still win");
    let natural = replies
        .iter()
        .map(|&(reply, value)| {
            let mut next = after.clone();
            next.apply(reply).expect("legal");
            (random_play(&next, Seat(1), 2_000), value)
        })
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .expect("replies");
    assert!(natural.1 < 0, "the natural reply loses: {natural:?}");
    assert_ne!(game.legal_actions().first(), Some(&trap), "not the action a tie would fall to");

    let stop = AtomicBool::new(false);
    for seed in 0..6 {
        let choice = YouAreHere::bot(BotSpec::Level(Level::Hard), seed).choose(&game, &stop);
        assert_eq!(choice, Some(trap), "seed {seed}");
    }
}

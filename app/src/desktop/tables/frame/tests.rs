//! The frame's own rules: actions refused, replays.

use parlour_core::bots::Level;
use parlour_core::games::you_are_here::{Action, Options, YouAreHere};

use super::*;
use crate::desktop::tables::you_are_here::YouAreHereBoard;

/// A game of You Are Here, a human against a bot, at its table.
fn table() -> Frame<YouAreHereBoard> {
    let seats = vec![SeatPlayer::Human, SeatPlayer::Bot(Level::Medium)];
    let options = Options { first: parlour_core::options::FirstPlayer::Player1, ..Options::default() };
    Frame::new(Session::new(options, 5, seats).expect("a game"))
}

#[test]
fn an_action_the_rules_refuse_changes_nothing_and_the_player_is_told_which_rule() {
    let mut frame = table();
    let settings = Settings::default();
    let Some(Action::Place { card, .. }) = frame.game().legal_actions().first().copied() else {
        panic!("the first decision places a card");
    };
    let first = format!("#{card}@b2").parse().expect("an action");
    frame.take(first, 0.0, &settings);
    assert_eq!(frame.session.actions_played(), 1);
    assert_eq!(frame.notice, None, "a legal action is played without a word");
    // The same card cannot be played twice, nor on a square taken.
    let before: YouAreHere = frame.game().clone();
    frame.take(first, 0.0, &settings);
    assert_eq!(frame.session.actions_played(), 1, "nothing is played");
    assert_eq!(frame.game(), &before, "nothing changes");
    let notice = frame.notice.clone().expect("the player is told").words;
    assert!(notice.starts_with("That cannot be played: "), "{notice}");
}

#[test]
fn a_replay_takes_no_action_and_keeps_nothing() {
    let mut played = table();
    let action = played.game().legal_actions()[0];
    played.take(action, 0.0, &Settings::default());
    let replay = Frame::<YouAreHereBoard>::replay(played.session.record().clone(), None).expect("a replay");
    assert_eq!(replay.keeping(), Keeping::Nothing);
    assert!(!replay.hooks().humans_move() && !replay.hooks().bots_move());
    assert!(replay.undoable().is_err(), "nothing to undo in a replay");
    assert_eq!(played.keeping(), Keeping::Game);
}

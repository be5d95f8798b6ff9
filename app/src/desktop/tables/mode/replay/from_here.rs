//! "Play from here": a new game from the position a replay shows, the
//! viewer at their seat and the others played by bots of a chosen level
//! (or by people, hot-seat).
//!
//! A game that hides nothing goes on from its own record: it is kept,
//! saved and replayable like any other, marked as played on from a replay
//! (not counted in the player's record, and left without a loss). In a game with hands or a deck,
//! the viewer's seat would know what it saw in the replay; so, as the
//! review does, what that seat could not see then is dealt afresh at
//! random — a position set up rather than dealt from a seed, which is not
//! kept in the history.

use parlour_core::Seat;
use parlour_core::bots::{Bots, Level};
use parlour_core::record::Record;

use crate::desktop::session::{Session, fresh_seed};
use crate::seat_player::SeatPlayer;

/// What the button's hover says of the cards.
pub fn what_is_dealt() -> &'static str {
    "In a game with hidden cards, what that seat could not see is dealt afresh, and the game is not kept in the history."
}

/// The game `shown` (a record as far as the replay stands) played on, with
/// `viewer` a person and the other seats `against` bots (people when
/// `None`); `None` when the record does not replay or the game is over.
pub fn session<G: Bots>(shown: &Record<G>, viewer: Seat, against: Option<Level>) -> Option<Session<G>> {
    let state = shown.replay().ok()?;
    if state.outcome().is_some() {
        return None;
    }
    let seats: Vec<SeatPlayer> = Seat::all(state.seat_count())
        .map(|seat| match against {
            Some(level) if seat != viewer => SeatPlayer::Bot(level),
            _ => SeatPlayer::Human,
        })
        .collect();
    let mut rng = parlour_core::rng::seeded(fresh_seed());
    let dealt = state.determinize(viewer, &mut rng);
    if dealt == state {
        let mut record = shown.clone();
        record.players = seats.iter().map(|s| s.code()).collect();
        record.played_on = true;
        return Session::from_record(&record).ok();
    }
    let log = Session::from_record(shown).ok()?.log().to_vec();
    Some(Session::from_position(shown.options.clone(), dealt, log, seats))
}

#[cfg(test)]
mod tests {
    use parlour_core::Game;
    use parlour_core::games::jalak::Jalak;
    use parlour_core::games::you_are_here::YouAreHere;

    use super::*;

    /// A record of `G` with its first legal action played `moves` times.
    fn played<G: Game>(moves: usize) -> Record<G> {
        let mut record = Record::<G>::new(G::Options::default(), 4);
        let mut game = record.replay().expect("a game");
        for _ in 0..moves {
            let action = game.legal_actions()[0];
            game.apply(action).expect("legal");
            record.push(action);
        }
        record
    }

    #[test]
    fn a_game_that_hides_nothing_goes_on_from_its_record_and_is_kept() {
        let shown = played::<Jalak>(6);
        let session = session(&shown, Seat(1), Some(Level::Easy)).expect("a game");
        assert_eq!(session.record().actions, shown.actions, "the same game, going on");
        assert_eq!(session.seats(), [SeatPlayer::Bot(Level::Easy), SeatPlayer::Human]);
        assert!(session.replayable(), "kept like any game");
    }

    #[test]
    fn hidden_cards_are_dealt_afresh_and_the_viewers_own_are_kept() {
        let shown = played::<YouAreHere>(4);
        let viewer = Seat(0);
        let before = shown.replay().expect("replays");
        let session = session(&shown, viewer, None).expect("a game");
        assert!(!session.replayable(), "a position set up is not kept");
        assert_eq!(session.seats(), [SeatPlayer::Human, SeatPlayer::Human], "people only");
        // The game as dealt, which only the mode (never a board) reads.
        let after = Session::state(&session);
        assert_eq!(after.view(Some(viewer)), before.view(Some(viewer)), "the viewer sees just what they saw");
        assert_ne!(after, &before, "what they could not see was dealt again");
    }
}

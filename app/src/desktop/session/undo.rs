//! How far Undo goes back for the seat at the table: to that seat's last
//! decision, taking back with it the answers the table gave for it unasked
//! — never across another seat's decision (an answer out of turn is one),
//! nor anything that showed a card or was left to chance. Against bots,
//! with takebacks on, the bots' replies since that decision go back with it
//! (as long as none of them showed anything either).

use parlour_core::Seat;

use crate::seat_player::SeatPlayer;

/// One action of the game, as Undo sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Taken {
    /// The seat whose decision it was; an answer the table gave unasked
    /// counts with the action it answered, as that action's decider's.
    pub decider: Seat,
    /// Whether its decider was asked: `false` for an answer the table
    /// gave for a player without asking.
    pub asked: bool,
    /// What it showed or left to chance, in words (see
    /// `parlour_core::Game::reveals`), which keeps it from being taken back.
    pub showed: Option<&'static str>,
    /// Whether it was an answer out of turn (another seat's action let be,
    /// blocked, fizzled), which the log may not tell as a move.
    pub answer: bool,
}

/// What an Undo takes back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Span {
    /// How many actions, the seat's own decision the first of them.
    pub actions: usize,
    /// How many of them were bots' replies: a takeback when any.
    pub replies: usize,
}

/// Whether Undo may cross the bots' replies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Takebacks {
    /// Chosen for this game: it may.
    On,
    /// Not chosen: it may not, and a refusal tells where to choose them.
    Off,
    /// Not possible with this game's options (every play draws): it may
    /// not, and a refusal does not send the player looking for them.
    Impossible,
}

/// How far Undo goes back from the end of `taken` for `seat`, who sits
/// at a table of `seats`, or why it cannot, in words for the player;
/// [`Takebacks::On`] lets it cross the bots' replies.
pub fn span(taken: &[Taken], seat: Seat, seats: &[SeatPlayer], takebacks: Takebacks) -> Result<Span, String> {
    let person = |s: Seat| seats.get(s.index()) == Some(&SeatPlayer::Human);
    let bot = |s: Seat| seats.get(s.index()).is_some_and(|p| p.bot().is_some());
    let mut replies = 0;
    for (back, step) in taken.iter().rev().enumerate() {
        let own = step.decider == seat && person(seat);
        let may_cross = own || (takebacks == Takebacks::On && bot(step.decider));
        if !may_cross {
            return Err(if back == 0 {
                let tip = if bot(step.decider) && takebacks == Takebacks::Off && person(seat) {
                    " (New game ▸ Takebacks lets you take back your move with the bots' replies)"
                } else {
                    ""
                };
                if step.answer {
                    format!("the last decision was {}'s answer{tip}", step.decider)
                } else {
                    format!("the last move was {}'s{tip}", step.decider)
                }
            } else {
                format!("{} has {} since", step.decider, if step.answer { "answered" } else { "played" })
            });
        }
        if let Some(showed) = step.showed {
            return Err(showed.to_owned());
        }
        if !own {
            replies += 1;
        } else if step.asked {
            return Ok(Span { actions: back + 1, replies });
        }
    }
    Err(if taken.is_empty() { "nothing has been played yet" } else { "you have not played yet" }.to_owned())
}

#[cfg(test)]
mod tests {
    use parlour_core::bots::Level;

    use super::*;

    const YOU: Seat = Seat(0);
    const BOT: Seat = Seat(1);
    const SEATS: [SeatPlayer; 2] = [SeatPlayer::Human, SeatPlayer::Bot(Level::Hard)];

    fn yours(showed: Option<&'static str>) -> Taken {
        Taken { decider: YOU, asked: true, showed, answer: false }
    }

    fn bots(showed: Option<&'static str>) -> Taken {
        Taken { decider: BOT, asked: true, showed, answer: false }
    }

    #[test]
    fn without_takebacks_only_your_last_move_goes_and_a_bots_reply_keeps_it() {
        assert_eq!(span(&[yours(None)], YOU, &SEATS, Takebacks::Off), Ok(Span { actions: 1, replies: 0 }));
        let refused = span(&[yours(None), bots(None)], YOU, &SEATS, Takebacks::Off).expect_err("the bot replied");
        assert!(refused.starts_with("the last move was Player 2's (New game ▸ Takebacks"), "{refused}");
        assert_eq!(span(&[], YOU, &SEATS, Takebacks::Off), Err("nothing has been played yet".to_owned()));
    }

    #[test]
    fn where_no_move_can_be_taken_back_the_refusal_does_not_send_the_player_to_takebacks() {
        let refused = span(&[yours(None), bots(None)], YOU, &SEATS, Takebacks::Impossible).expect_err("replied");
        assert_eq!(refused, "the last move was Player 2's");
    }

    #[test]
    fn a_takeback_crosses_the_bots_replies_but_never_what_they_showed() {
        let taken = [yours(None), bots(None), bots(None)];
        assert_eq!(span(&taken, YOU, &SEATS, Takebacks::On), Ok(Span { actions: 3, replies: 2 }));
        let drew = [yours(None), bots(None), bots(Some("a card was drawn"))];
        assert_eq!(span(&drew, YOU, &SEATS, Takebacks::On), Err("a card was drawn".to_owned()));
        let turned = [yours(Some("a card was turned face up on a Shrine")), bots(None)];
        assert_eq!(span(&turned, YOU, &SEATS, Takebacks::On), Err("a card was turned face up on a Shrine".to_owned()));
        assert_eq!(span(&[bots(None)], YOU, &SEATS, Takebacks::On), Err("you have not played yet".to_owned()));
    }

    #[test]
    fn an_answer_given_unasked_goes_back_with_the_move_it_answered() {
        let unasked = Taken { decider: YOU, asked: false, showed: None, answer: false };
        assert_eq!(span(&[yours(None), unasked], YOU, &SEATS, Takebacks::Off), Ok(Span { actions: 2, replies: 0 }));
        let showed = Taken { showed: Some("a card was stolen"), ..unasked };
        assert_eq!(span(&[yours(None), showed], YOU, &SEATS, Takebacks::Off), Err("a card was stolen".to_owned()));
    }

    #[test]
    fn an_answer_out_of_turn_is_named_as_one() {
        let seats = [SeatPlayer::Human, SeatPlayer::Human, SeatPlayer::Human];
        let answered = Taken { decider: Seat(2), asked: true, showed: None, answer: true };
        let refused = span(&[yours(None), answered], YOU, &seats, Takebacks::Off);
        assert_eq!(refused, Err("the last decision was Player 3's answer".to_owned()));
        let then = Taken { decider: Seat(1), asked: true, showed: None, answer: false };
        let refused = span(&[yours(None), answered, then], YOU, &seats, Takebacks::Off);
        assert_eq!(refused, Err("the last move was Player 2's".to_owned()));
        let seats = [SeatPlayer::Human, SeatPlayer::Human, SeatPlayer::Human];
        let mine_then = [yours(None), answered, yours(None)];
        assert_eq!(span(&mine_then, YOU, &seats, Takebacks::Off), Ok(Span { actions: 1, replies: 0 }));
    }

    #[test]
    fn takebacks_never_cross_another_persons_move() {
        let seats = [SeatPlayer::Human, SeatPlayer::Human, SeatPlayer::Bot(Level::Easy)];
        let other = Taken { decider: Seat(1), asked: true, showed: None, answer: false };
        let bot = Taken { decider: Seat(2), asked: true, showed: None, answer: false };
        let refused = span(&[yours(None), other, bot], YOU, &seats, Takebacks::On);
        assert_eq!(refused, Err("Player 2 has played since".to_owned()));
        assert_eq!(
            span(&[yours(None), other], YOU, &seats, Takebacks::On),
            Err("the last move was Player 2's".to_owned())
        );
    }
}

//! The session's Undo, takebacks and endings, and its bots.

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
    assert_eq!(session.undo(first.opponent()), Ok("your move".to_owned()));
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
    // For the first player, Undo takes back their move with the answer —
    // in the game opened again from its file too, which says the answer
    // was given unasked.
    let file = session.record().to_ron();
    let reopened = parlour_core::record::Record::<YouAreHere>::from_ron(&file).expect("reads");
    let mut taken_back = Session::<YouAreHere>::from_saved(&reopened).expect("replays");
    assert_eq!(taken_back.undoable(first.opponent()), Err(format!("the last move was {first}'s")));
    assert_eq!(taken_back.undo(first), Ok("your move".to_owned()));
    assert!(taken_back.record().unasked.is_empty(), "the answer went back with the move");
    assert_eq!((taken_back.record().actions.len(), taken_back.state().to_act()), (0, Some(first)));
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

/// A game of You Are Here without draws: the person first, against an
/// easy bot, takebacks on or off.
fn against_a_bot(takebacks: bool) -> Session<YouAreHere> {
    let options = Options { draw: false, first: parlour_core::options::FirstPlayer::Player1, ..Options::default() };
    let seats = vec![SeatPlayer::Human, SeatPlayer::Bot(Level::Easy)];
    Session::<YouAreHere>::new(options, 3, seats).expect("new").with_takebacks(takebacks)
}

#[test]
fn a_takeback_takes_back_the_players_move_and_the_bots_reply_and_is_counted() {
    let mut session = against_a_bot(true);
    assert_eq!(session.takebacks(), Some(0));
    play_first(&mut session);
    play_first(&mut session);
    assert_eq!(session.last_decider(), Some(Seat(1)), "the bot replied");
    assert_eq!(session.undo(Seat(0)), Ok("your move and the reply since".to_owned()));
    assert_eq!((session.record().actions.len(), session.to_act()), (0, Some(Seat(0))));
    assert_eq!(session.takebacks(), Some(1), "the takeback is counted");
    assert!(session.took_back());
    // Undo of the person's own move, before the bot replies, is no takeback.
    play_first(&mut session);
    assert_eq!(session.undo(Seat(0)), Ok("your move".to_owned()));
    assert_eq!(session.takebacks(), Some(1));
    // Off, the bot's reply keeps the move, and the refusal says how to turn them on.
    let mut off = against_a_bot(false);
    play_first(&mut off);
    play_first(&mut off);
    let refused = off.undo(Seat(0)).expect_err("the bot replied");
    assert!(refused.contains("New game ▸ Takebacks"), "{refused}");
    assert_eq!(off.record().actions.len(), 2);
    assert!(!off.took_back());
}

#[test]
fn takebacks_are_only_for_one_person_against_bots_and_come_back_with_the_game() {
    let hot_seat = Session::<YouAreHere>::new(Options::default(), 3, vec![SeatPlayer::Human; 2]).expect("new");
    assert_eq!(hot_seat.with_takebacks(true).takebacks(), None, "not in a game between people");
    let seats = vec![SeatPlayer::Human, SeatPlayer::Bot(Level::Easy)];
    let drawing = Session::<YouAreHere>::new(Options::default(), 3, seats).expect("new");
    assert_eq!(drawing.with_takebacks(true).takebacks(), None, "not where every play draws a card");
    let mut session = against_a_bot(true);
    play_first(&mut session);
    play_first(&mut session);
    session.undo(Seat(0)).expect("a takeback");
    let reloaded = Session::<YouAreHere>::from_saved(session.record()).expect("replays");
    assert_eq!(reloaded.takebacks(), Some(1));
    assert_eq!(reloaded.rematch().expect("a rematch").takebacks(), Some(0), "a rematch allows them, unused");
}

#[test]
fn a_resignation_is_a_loss_that_ends_the_game_and_stands() {
    let mut session = against_a_bot(false);
    play_first(&mut session);
    assert_eq!(session.resign(Seat(0)), Ok(()));
    assert_eq!(session.outcome().and_then(Outcome::sole_winner), Some(Seat(1)));
    assert_eq!((session.to_act(), session.human_to_act()), (None, None), "nobody plays on");
    assert!(session.apply(session.state().legal_actions()[0]).is_err(), "no move after it");
    assert_eq!(session.undoable(Seat(0)), Err("the game is over".to_owned()));
    assert_eq!(session.resign(Seat(0)), Err("the game is over".to_owned()));
    assert_eq!(session.ended_by_players(), Some(Ending::Resigned(Seat(0))));
    let record = Record::<YouAreHere>::from_ron(&session.save_text()).expect("reads");
    assert_eq!(Session::from_saved(&record).expect("replays").outcome(), session.outcome(), "kept in the file");
    assert_eq!(Session::from_record(&record).expect("replays").outcome(), None, "the moves alone go on");
}

#[test]
fn a_draw_agreed_ends_the_game_drawn() {
    let mut session = against_a_bot(false);
    assert_eq!(session.agree_draw(), Ok(()));
    assert_eq!(session.outcome(), Some(Outcome::draw(2)));
    assert!(session.is_over());
    assert_eq!(session.ended_by_players(), Some(Ending::Agreed));
}

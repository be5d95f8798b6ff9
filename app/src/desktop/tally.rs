//! The player's tallies against the bots: for each game and each level of
//! opponent, the games played to the end by one human against bots — won,
//! lost (a resignation among them), drawn, the win rate and the current
//! streak — kept with the settings, shown on the shelf and in the Records
//! window, and reset on request. Games where a move was taken back with the
//! bots' replies are counted apart, as against "hard with takebacks". (A
//! game's own record, its moves, is `parlour_core::record`.)

use std::collections::BTreeMap;

use parlour_core::{GameKind, Outcome};
use serde::{Deserialize, Serialize};

use crate::seat_player::SeatPlayer;

/// One game's tally against one level of opponent.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tally {
    /// Games won.
    pub wins: u32,
    /// Games lost.
    pub losses: u32,
    /// Games drawn.
    pub draws: u32,
    /// The current run: wins counted up, losses down; a draw ends it.
    pub streak: i32,
}

impl Tally {
    /// Games played.
    pub fn games(&self) -> u32 {
        self.wins + self.losses + self.draws
    }

    /// The share of games won, draws counting half.
    pub fn win_rate(&self) -> f64 {
        (f64::from(self.wins) + f64::from(self.draws) / 2.0) / f64::from(self.games().max(1))
    }

    /// The games won, lost and drawn, in words: "won 3, lost 1, drawn 0".
    pub fn score(&self) -> String {
        format!("won {}, lost {}, drawn {}", self.wins, self.losses, self.draws)
    }

    /// The streak in words: "3 wins", "1 loss", or "—".
    pub fn streak_words(&self) -> String {
        match self.streak {
            0 => "—".to_owned(),
            1 => "1 win".to_owned(),
            -1 => "1 loss".to_owned(),
            n if n > 1 => format!("{n} wins"),
            n => format!("{} losses", -n),
        }
    }
}

/// Every game's tallies, by game id and then by opponent ("easy",
/// "medium", "hard", or "mixed" for bots of different levels; "hard with
/// takebacks" for the games where a move was taken back).
pub type Tallies = BTreeMap<String, BTreeMap<String, Tally>>;

/// What is added to an opponent's name for the games where a move was
/// taken back with the bots' replies.
pub const WITH_TAKEBACKS: &str = " with takebacks";

/// Counts a finished game with `seats` that ended with `outcome` in
/// `tallies`: won when the human won alone, drawn when they share the win,
/// lost when they are not among the winners (a resignation too); apart
/// when `took_back`. Only games of one human against bots count.
pub fn count(tallies: &mut Tallies, kind: GameKind, seats: &[SeatPlayer], outcome: Outcome, took_back: bool) {
    let humans: Vec<usize> = (0..seats.len()).filter(|&i| seats[i] == SeatPlayer::Human).collect();
    let [human] = humans[..] else { return };
    let mut levels = seats.iter().filter(|s| s.bot().is_some()).map(|s| s.code());
    let Some(first) = levels.next() else { return };
    let opponent = if levels.all(|l| l == first) { first } else { "mixed".to_owned() };
    let opponent = if took_back { format!("{opponent}{WITH_TAKEBACKS}") } else { opponent };
    let tally = tallies.entry(kind.info().id.to_owned()).or_default().entry(opponent).or_default();
    let won = outcome.winners.contains(parlour_core::Seat::new(human));
    match (won, outcome.winners.len()) {
        (true, 1) => {
            tally.wins += 1;
            tally.streak = tally.streak.max(0) + 1;
        }
        (false, _) => {
            tally.losses += 1;
            tally.streak = tally.streak.min(0) - 1;
        }
        (true, _) => {
            tally.draws += 1;
            tally.streak = 0;
        }
    }
}

/// The Records window's table: a row per game and opponent.
pub fn tallies_ui(ui: &mut egui::Ui, tallies: &Tallies) {
    use egui_extras::{Column, TableBuilder};
    if tallies.values().all(BTreeMap::is_empty) {
        ui.label("No game finished against the bots yet: each one played to the end by one player counts here.");
        return;
    }
    let headings = ["Game", "Against", "Games", "Won", "Lost", "Drawn", "Win rate", "Streak"];
    // The list scrolls within the window: it never grows past the screen.
    let height = ui.available_height().max(80.0);
    TableBuilder::new(ui)
        .striped(true)
        .max_scroll_height(height)
        .column(Column::auto().at_least(150.0))
        .columns(Column::auto().at_least(50.0), headings.len() - 1)
        .header(22.0, |mut header| {
            for heading in headings {
                header.col(|ui| {
                    ui.strong(heading);
                });
            }
        })
        .body(|mut body| {
            for (id, opponents) in tallies {
                let name = GameKind::from_id(id).map_or(id.as_str(), |k| k.info().name);
                for (opponent, tally) in opponents {
                    body.row(20.0, |mut row| {
                        let cells = [
                            name.to_owned(),
                            opponent.clone(),
                            tally.games().to_string(),
                            tally.wins.to_string(),
                            tally.losses.to_string(),
                            tally.draws.to_string(),
                            format!("{:.0}%", tally.win_rate() * 100.0),
                            tally.streak_words(),
                        ];
                        for cell in cells {
                            row.col(|ui| {
                                ui.label(cell);
                            });
                        }
                    });
                }
            }
        });
}

#[cfg(test)]
mod tests {
    use parlour_core::bots::Level;
    use parlour_core::{Seat, SeatSet};

    use super::*;

    /// A win for `seat`, or a draw (`None`) of two.
    fn won_by(seat: Option<Seat>) -> Outcome {
        seat.map_or(Outcome::draw(2), Outcome::win)
    }

    #[test]
    fn one_humans_games_against_bots_count_by_level_with_the_streak() {
        let mut tallies = Tallies::new();
        let seats = [SeatPlayer::Human, SeatPlayer::Bot(Level::Hard)];
        for winner in [Some(Seat(0)), Some(Seat(0)), Some(Seat(1)), None, Some(Seat(0))] {
            count(&mut tallies, GameKind::Shrine, &seats, won_by(winner), false);
        }
        let tally = tallies["shrine"]["hard"];
        assert_eq!((tally.score(), tally.games(), tally.streak), ("won 3, lost 1, drawn 1".to_owned(), 5, 1));
        assert!((tally.win_rate() - 0.7).abs() < 1e-9);
        count(&mut tallies, GameKind::Shrine, &seats, won_by(Some(Seat(1))), false);
        count(&mut tallies, GameKind::Shrine, &seats, won_by(Some(Seat(1))), false);
        assert_eq!(tallies["shrine"]["hard"].streak_words(), "2 losses");
        // Hot-seat games and bots alone do not count; mixed levels are "mixed".
        count(&mut tallies, GameKind::Shrine, &[SeatPlayer::Human, SeatPlayer::Human], won_by(Some(Seat(0))), false);
        count(&mut tallies, GameKind::Shrine, &[SeatPlayer::Bot(Level::Easy); 2], won_by(Some(Seat(0))), false);
        let three = [SeatPlayer::Bot(Level::Easy), SeatPlayer::Human, SeatPlayer::Bot(Level::Hard)];
        count(&mut tallies, GameKind::Shrine, &three, Outcome::win(Seat(1)), false);
        assert_eq!(tallies["shrine"].keys().collect::<Vec<_>>(), ["hard", "mixed"]);
        assert_eq!(tallies["shrine"]["mixed"].wins, 1);
    }

    #[test]
    fn the_bots_sharing_the_win_is_a_loss_and_takebacks_are_counted_apart() {
        let mut tallies = Tallies::new();
        let three = [SeatPlayer::Human, SeatPlayer::Bot(Level::Hard), SeatPlayer::Bot(Level::Hard)];
        let bots_win = Outcome { winners: SeatSet::only(Seat(1)).with(Seat(2)) };
        count(&mut tallies, GameKind::Shrine, &three, bots_win, false);
        let shared = Outcome { winners: SeatSet::only(Seat(0)).with(Seat(2)) };
        count(&mut tallies, GameKind::Shrine, &three, shared, false);
        assert_eq!(tallies["shrine"]["hard"].score(), "won 0, lost 1, drawn 1");
        let two = [SeatPlayer::Human, SeatPlayer::Bot(Level::Hard)];
        count(&mut tallies, GameKind::Shrine, &two, Outcome::win(Seat(0)), true);
        assert_eq!(tallies["shrine"]["hard"].wins, 0, "a game with a takeback is not among the others");
        assert_eq!(tallies["shrine"]["hard with takebacks"].score(), "won 1, lost 0, drawn 0");
    }
}

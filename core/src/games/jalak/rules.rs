//! The rules that change a game of Jalak: which columns may be changed and
//! where a pawn may then go, what refuses an action and why, a move played,
//! and who is out, who wins and when the game is drawn.

use std::cmp::Ordering;

use arrayvec::ArrayVec;
use rand::Rng;

use super::action::{Action, Move};
use super::event::Event;
use super::field::{CUBE, Dir, SQUARES, Square, TOP};
use super::state::Jalak;
use crate::outcome::Outcome;
use crate::rng::GameRng;
use crate::rules::Rules;
use crate::seat::{Seat, SeatSet};

/// The most moves toward a square with a cube: up to three pushes and a
/// climb (a cross needs a level the pushes cannot have). Toward any other
/// square there is at most a step.
const MOVES_BESIDE_A_CUBE: usize = 4;

/// The most actions a turn can offer: 9 columns, 2 changes each, and the
/// moves after a change, four ways.
pub(super) const MAX_ACTIONS: usize = 9 * 2 * 4 * MOVES_BESIDE_A_CUBE;

/// Empty slots drawn before [`Jalak::random_action_of`] lists every action.
const REJECTION_TRIES: usize = 12;

/// The notch a column at `notch` stands at once raised (or lowered) one,
/// if it can be: columns stay between 0 and [`TOP`].
pub(super) fn changed(notch: u8, raise: bool) -> Option<u8> {
    if raise { (notch < TOP).then_some(notch + 1) } else { notch.checked_sub(1) }
}

impl Rules for Jalak {
    type Action = Action;
    type Event = Event;

    fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    fn legal(&self, found: &mut impl FnMut(Action)) {
        if !self.is_over() {
            self.actions(self.turn, &mut |action| {
                found(action);
                true
            });
        }
    }

    fn random_legal(&self, rng: &mut GameRng) -> Option<Action> {
        if self.is_over() {
            return None;
        }
        self.random_action_of(self.turn, rng)
    }

    fn refusal(&self, action: Action) -> Option<&'static str> {
        let seat = self.turn;
        if !self.may_change(seat, action.column) {
            return Some("only a column in line with the player, up to and including the first cube, may be changed");
        }
        let Some(changed) = changed(self.heights[action.column.index()], action.raise) else {
            return Some("a column stays between notch 0 and notch 19");
        };
        let mut heights = self.heights;
        heights[action.column.index()] = changed;
        let mut legal = false;
        self.moves_on(&heights, seat, &mut |step| legal |= step == action.step);
        (!legal).then(|| self.why_not(&heights, action.step))
    }

    /// Plays `action`, legal now: the column changed, the pawn moved (a cube
    /// pushed, a pawn crossed), the turn passed on.
    fn play(&mut self, action: Action, events: &mut Vec<Event>) {
        let seat = self.turn;
        let column = action.column.index();
        self.heights[column] = if action.raise { self.heights[column] + 1 } else { self.heights[column] - 1 };
        events.push(Event::Column { seat, column: action.column, height: self.heights[column], raised: action.raise });
        let from = self.pawn(seat);
        let dir = action.step.dir();
        // A legal move stays on the field, and so does a cube it pushes.
        let Some(next) = from.neighbour(dir) else { return };
        let (to, crossed) = match action.step {
            Move::Step(_) | Move::Climb(_) => (next, None),
            Move::Cross(_) => {
                let Some(beyond) = next.neighbour(dir) else { return };
                (beyond, Some(next))
            }
            Move::Push { cube, .. } => {
                let Some(cube_to) = next.neighbour(cube) else { return };
                self.cubes = (self.cubes & !(1 << next.index())) | 1 << cube_to.index();
                events.push(Event::Pushed { seat, from: next, to: cube_to });
                (next, None)
            }
        };
        self.pawns[seat.index()] = to;
        events.push(Event::Moved { seat, from, to, on_cube: self.has_cube(to), crossed });
        self.turns += 1;
        self.turn = self.next_seat(seat);
        self.settle(events);
        self.check_draw(events);
    }
}

impl Jalak {
    /// The columns `seat` may raise or lower: the plus through its square,
    /// out to the edges, stopping at (and including) the first cube each way.
    ///
    /// *Interpretation*: the player's own column is on the plus, and a
    /// column under another player may be changed (they ride it).
    pub fn changeable(&self, seat: Seat) -> ArrayVec<Square, 9> {
        let from = self.pawn(seat);
        let mut columns = ArrayVec::new();
        columns.push(from);
        for dir in Dir::ALL {
            let mut next = from.neighbour(dir);
            while let Some(square) = next {
                columns.push(square);
                if self.has_cube(square) {
                    break;
                }
                next = square.neighbour(dir);
            }
        }
        columns
    }

    /// A copy of the game with `column` one notch higher (or lower) and
    /// nothing else changed: the field as a turn's first part leaves it,
    /// for previews of the moves that follow.
    #[must_use]
    pub fn with_column_changed(&self, column: Square, raise: bool) -> Jalak {
        let mut copy = self.clone();
        let notch = &mut copy.heights[column.index()];
        *notch = changed(*notch, raise).unwrap_or(*notch);
        copy
    }

    /// Whether `seat` may change `column`: [`Jalak::changeable`] without
    /// listing the columns, for checking one.
    fn may_change(&self, seat: Seat, column: Square) -> bool {
        let from = self.pawn(seat);
        let dir = match (column.column().cmp(&from.column()), column.row().cmp(&from.row())) {
            (Ordering::Equal, Ordering::Equal) => return true,
            (Ordering::Equal, Ordering::Greater) => Dir::North,
            (Ordering::Equal, Ordering::Less) => Dir::South,
            (Ordering::Greater, Ordering::Equal) => Dir::East,
            (Ordering::Less, Ordering::Equal) => Dir::West,
            _ => return false,
        };
        let mut next = from.neighbour(dir);
        while let Some(square) = next {
            if square == column {
                return true;
            }
            if self.has_cube(square) {
                return false;
            }
            next = square.neighbour(dir);
        }
        false
    }

    /// Whether the cube on `square` may be pushed one square in `dir` on
    /// `heights`: onto the field, a column no higher and at most one lower,
    /// holding no cube and nobody, and with nobody on the cube (`stood_on`:
    /// the squares where anyone stands).
    fn can_push(&self, heights: &[u8; SQUARES], stood_on: u32, square: Square, dir: Dir) -> bool {
        let Some(to) = square.neighbour(dir) else { return false };
        let (from_h, to_h) = (heights[square.index()], heights[to.index()]);
        let blocked = stood_on & (1 << to.index() | 1 << square.index()) != 0;
        to_h <= from_h && to_h + 1 >= from_h && !self.has_cube(to) && !blocked
    }

    /// The squares where anyone stands, and those where an active rival of
    /// `seat` stands, one bit a square.
    fn stood_on(&self, seat: Seat) -> (u32, u32) {
        let (mut anyone, mut rivals) = (0u32, 0u32);
        for s in self.seats() {
            let bit = 1 << self.pawn(s).index();
            anyone |= bit;
            if s != seat && self.is_active(s) {
                rivals |= bit;
            }
        }
        (anyone, rivals)
    }

    /// Calls `found` with every move `seat` has on `heights`.
    pub(super) fn moves_on(&self, heights: &[u8; SQUARES], seat: Seat, found: &mut impl FnMut(Move)) {
        self.moves_among(heights, seat, self.stood_on(seat), found);
    }

    /// [`Jalak::moves_on`] with `(anyone, rivals)` from [`Jalak::stood_on`].
    fn moves_among(&self, heights: &[u8; SQUARES], seat: Seat, stood_on: (u32, u32), found: &mut impl FnMut(Move)) {
        for dir in Dir::ALL {
            self.moves_toward(heights, seat, dir, stood_on, found);
        }
    }

    /// The moves of [`Jalak::moves_among`] toward `dir` alone. They depend
    /// on the heights of two columns only: the mover's own and the next one
    /// toward `dir` (the square beyond a cube is never changeable, the plus
    /// stopping at the cube, and a right-angle push goes off the plus).
    fn moves_toward(
        &self,
        heights: &[u8; SQUARES],
        seat: Seat,
        dir: Dir,
        (anyone, rivals): (u32, u32),
        found: &mut impl FnMut(Move),
    ) {
        let from = self.pawn(seat);
        let Some(to) = from.neighbour(dir) else { return };
        if rivals & (1 << to.index()) != 0 {
            return;
        }
        let level = heights[from.index()] + if self.has_cube(from) { CUBE } else { 0 };
        let column = heights[to.index()];
        if !self.has_cube(to) {
            if column <= level + 1 {
                found(Move::Step(dir));
            }
            return;
        }
        // A cube: what the mover may do depends on their level against the cube's column.
        if level + 1 >= column && level <= column + 1 {
            let right_angles = from.on_edge() && to.on_edge();
            for cube in [dir, dir.left(), dir.right()] {
                if (cube == dir || right_angles) && self.can_push(heights, anyone, to, cube) {
                    found(Move::Push { dir, cube });
                }
            }
        }
        if level > column {
            found(Move::Climb(dir));
        }
        if level >= column + 2
            && anyone & (1 << to.index()) == 0
            && let Some(beyond) = to.neighbour(dir)
            && !self.has_cube(beyond)
            && rivals & (1 << beyond.index()) == 0
            && heights[beyond.index()] <= level + 1
        {
            found(Move::Cross(dir));
        }
    }

    /// Calls `found` with every action `seat` has; stops when it answers false.
    pub(super) fn actions(&self, seat: Seat, found: &mut impl FnMut(Action) -> bool) {
        let mut heights = self.heights;
        let stood_on = self.stood_on(seat);
        let from = self.pawn(seat);
        // A column two or more squares away leaves the moves as they are
        // (see `moves_toward`): those are listed once.
        let mut unchanged: Option<ArrayVec<Move, { 4 * MOVES_BESIDE_A_CUBE }>> = None;
        for column in self.changeable(seat) {
            let notch = self.heights[column.index()];
            let near = column == from || column.is_next_to(from);
            for raise in [true, false] {
                let Some(changed) = changed(notch, raise) else { continue };
                let mut go_on = true;
                let mut offer = |step| {
                    if go_on {
                        go_on = found(Action { column, raise, step });
                    }
                };
                if near {
                    heights[column.index()] = changed;
                    self.moves_among(&heights, seat, stood_on, &mut offer);
                } else {
                    let moves = unchanged.get_or_insert_with(|| {
                        let mut moves = ArrayVec::new();
                        self.moves_among(&self.heights, seat, stood_on, &mut |step| moves.push(step));
                        moves
                    });
                    moves.iter().for_each(|&step| offer(step));
                }
                if !go_on {
                    return;
                }
            }
            heights[column.index()] = notch;
        }
    }

    /// An action of `seat` drawn at random, every one equally likely, or
    /// `None` when it has none.
    ///
    /// Drawn by rejection: a change (a column and a way) and one of the
    /// slots for the moves after it (as many as any change could leave
    /// here) are picked at random, and kept when that slot holds a move. Each action is
    /// then as likely as any other, and only the moves after one change
    /// are listed — not those after every change, as [`Jalak::actions`]
    /// lists them. After [`REJECTION_TRIES`] empty slots (a position with
    /// few actions) every action is listed and one is picked.
    pub(super) fn random_action_of(&self, seat: Seat, rng: &mut GameRng) -> Option<Action> {
        let columns = self.changeable(seat);
        let stood_on = self.stood_on(seat);
        // The most moves any change leaves here: a step each way, up to four beside a cube.
        let from = self.pawn(seat);
        let most: usize = Dir::ALL
            .into_iter()
            .filter_map(|dir| from.neighbour(dir))
            .map(|to| if self.has_cube(to) { MOVES_BESIDE_A_CUBE } else { 1 })
            .sum();
        let slots = columns.len() * 2 * most;
        for _ in 0..REJECTION_TRIES {
            let pick = rng.random_range(0..slots);
            let (change, slot) = (pick / most, pick % most);
            let (column, raise) = (columns[change / 2], change % 2 == 0);
            let Some(changed) = changed(self.heights[column.index()], raise) else { continue };
            let mut heights = self.heights;
            heights[column.index()] = changed;
            let (mut seen, mut chosen) = (0, None);
            self.moves_among(&heights, seat, stood_on, &mut |step| {
                if seen == slot {
                    chosen = Some(step);
                }
                seen += 1;
            });
            debug_assert!(seen <= most, "{seen} moves after one change");
            if let Some(step) = chosen {
                return Some(Action { column, raise, step });
            }
        }
        let mut all: ArrayVec<Action, MAX_ACTIONS> = ArrayVec::new();
        self.actions(seat, &mut |action| all.try_push(action).is_ok());
        (!all.is_empty()).then(|| all[rng.random_range(0..all.len())])
    }

    /// Whether `seat` has an action this turn.
    ///
    /// A move open on the columns as they stand stays open after a change
    /// of the column beside the mover on another side, and there always is
    /// one (see [`Jalak::mobility`]): most turns are answered by the first
    /// move found, with no columns listed.
    pub(super) fn has_action(&self, seat: Seat) -> bool {
        let stood_on = self.stood_on(seat);
        let open_toward = |dir| {
            let mut any = false;
            self.moves_toward(&self.heights, seat, dir, stood_on, &mut |_| any = true);
            any
        };
        Dir::ALL.into_iter().any(open_toward) || self.mobility(seat) > 0
    }

    /// How many different moves `seat` could make this turn, whichever
    /// column it changed first: 0 means trapped.
    ///
    /// The moves toward a side depend on the mover's own column and the
    /// next one that way (see `moves_toward`), so only changes of those two
    /// are tried; any other change, and there is always one (the mover has
    /// at least two neighbours), leaves them as they are.
    pub fn mobility(&self, seat: Seat) -> u32 {
        let stood_on = self.stood_on(seat);
        let from = self.pawn(seat);
        let mut seen = 0u32;
        for dir in Dir::ALL {
            let Some(to) = from.neighbour(dir) else { continue };
            let mut note = |step: Move| seen |= 1 << (dir as u32 * 6 + step.kind());
            self.moves_toward(&self.heights, seat, dir, stood_on, &mut note);
            for column in [from, to] {
                let notch = self.heights[column.index()];
                for changed in [true, false].into_iter().filter_map(|raise| changed(notch, raise)) {
                    let mut heights = self.heights;
                    heights[column.index()] = changed;
                    self.moves_toward(&heights, seat, dir, stood_on, &mut note);
                }
            }
        }
        seen.count_ones()
    }

    pub(super) fn active_count(&self) -> u32 {
        self.active.count_ones()
    }

    /// Passes the turn on counter-clockwise to the next active player; a
    /// player who cannot complete a turn is out, and the last one left wins.
    pub(super) fn settle(&mut self, events: &mut Vec<Event>) {
        loop {
            if self.active_count() <= 1 {
                let winner = self.seats().find(|&s| self.is_active(s)).unwrap_or(self.turn);
                self.outcome = Some(Outcome::win(winner));
                return;
            }
            if self.is_active(self.turn) && self.has_action(self.turn) {
                return;
            }
            if self.is_active(self.turn) {
                events.push(Event::Trapped { seat: self.turn, square: self.pawn(self.turn) });
                self.active &= !(1 << self.turn.index());
            }
            self.turn = self.next_seat(self.turn);
        }
    }

    pub(super) fn next_seat(&self, seat: Seat) -> Seat {
        seat.next(usize::from(self.players))
    }

    /// Ends the game in a draw among those still playing when the turn limit
    /// is reached or a position comes a third time.
    pub(super) fn check_draw(&mut self, events: &mut Vec<Event>) {
        if self.outcome.is_some() {
            return;
        }
        let key = self.position_key();
        let times = self.history.push(key);
        let repeated = self.repetition && times >= 3;
        if repeated || self.turns >= self.turn_limit {
            self.outcome = Some(Outcome {
                winners: self.seats().filter(|&s| self.is_active(s)).fold(SeatSet::default(), SeatSet::with),
            });
            events.push(Event::Drawn { repetition: repeated });
        }
    }

    /// Why the cube on `from` may not be pushed toward `dir`: the first
    /// restriction the push breaks.
    pub(super) fn why_not_push(&self, heights: &[u8; SQUARES], from: Square, dir: Dir) -> &'static str {
        let Some(to) = from.neighbour(dir) else { return "a cube cannot be pushed off the field" };
        let (from_h, to_h) = (heights[from.index()], heights[to.index()]);
        if to_h > from_h {
            "a cube cannot be pushed onto a higher column"
        } else if to_h + 1 < from_h {
            "a cube cannot be pushed onto a column two or more notches lower"
        } else if self.has_cube(to) {
            "a cube cannot be pushed onto another cube"
        } else {
            "a cube cannot be pushed onto a square where someone stands"
        }
    }

    /// The rule a move breaks, in words.
    pub(super) fn why_not(&self, heights: &[u8; SQUARES], step: Move) -> &'static str {
        let seat = self.turn;
        let Some(to) = self.pawn(seat).neighbour(step.dir()) else { return "the move leaves the field" };
        if self.rival_on(to, seat) {
            return "a player may not move onto an active opponent's square";
        }
        let level = heights[self.pawn(seat).index()] + if self.has_cube(self.pawn(seat)) { CUBE } else { 0 };
        let column = heights[to.index()];
        match step {
            Move::Step(_) if self.has_cube(to) => {
                "a player may only go onto a cube's square by pushing, climbing or crossing it"
            }
            Move::Step(_) => "a player can step up at most one notch",
            _ if !self.has_cube(to) => "there is no cube there",
            Move::Climb(_) => "a player climbs onto a cube only from at least one notch above its column",
            Move::Cross(_) if level < column + 2 => {
                "a player crosses a cube only from two or more notches above its column"
            }
            Move::Cross(_) => "the square beyond the cube cannot be entered",
            Move::Push { .. } if level > column + 1 => {
                "a player may push a cube only from at most one notch above its column"
            }
            Move::Push { .. } if level + 1 < column => "a player cannot step up two notches to push",
            Move::Push { .. } if self.anyone_on(to) => "a cube with someone on it cannot be pushed",
            Move::Push { dir, cube } if dir != cube && !(self.pawn(seat).on_edge() && to.on_edge()) => {
                "a cube is pushed straight ahead, or at a right angle only when both it and the pusher are on the edge"
            }
            Move::Push { cube, .. } => self.why_not_push(heights, to, cube),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::field::Square;
    use super::super::options::Options;
    use super::*;
    use crate::game::Game;

    /// Every action of `seat`, listed the long way: each change of each
    /// changeable column, and the moves on the field it leaves.
    fn every_action(game: &Jalak, seat: Seat) -> Vec<Action> {
        let mut all = Vec::new();
        for column in game.changeable(seat) {
            for raise in [true, false] {
                let Some(changed) = changed(game.heights[column.index()], raise) else { continue };
                let mut heights = game.heights;
                heights[column.index()] = changed;
                game.moves_on(&heights, seat, &mut |step| all.push(Action { column, raise, step }));
            }
        }
        all
    }

    #[test]
    fn actions_and_mobility_agree_with_every_change_tried() {
        let mut rng = crate::rng::seeded(8);
        let mut positions = 0;
        for seed in 0..60 {
            let players = 2 + (seed % 3) as u8;
            let mut game = Jalak::new(&Options { players, ..Options::default() }, seed).expect("a game");
            while let Some(action) = game.random_action(&mut rng) {
                for seat in game.seats().filter(|&s| game.is_active(s)) {
                    let long_way = every_action(&game, seat);
                    let mut listed = Vec::new();
                    game.actions(seat, &mut |a| {
                        listed.push(a);
                        true
                    });
                    assert_eq!(listed, long_way, "{seat:?} in {game:?}");
                    let kinds: std::collections::HashSet<_> =
                        long_way.iter().map(|a| (a.step.dir(), a.step.kind())).collect();
                    assert_eq!(game.mobility(seat) as usize, kinds.len(), "{seat:?} in {game:?}");
                    positions += 1;
                }
                game.apply(action).expect("a legal action");
            }
        }
        assert!(positions > 5_000, "only {positions} positions compared");
    }

    #[test]
    fn going_back_to_a_mark_takes_back_every_action_since() {
        let mut rng = crate::rng::seeded(3);
        for seed in 0..40 {
            let players = 2 + (seed % 3) as u8;
            let mut game = Jalak::new(&Options { players, ..Options::default() }, seed).expect("a game");
            let mut events = Vec::new();
            while let Some(action) = game.random_action(&mut rng) {
                let before = game.clone();
                let mark = game.mark();
                let mut played = 0;
                while let Some(next) = game.random_action(&mut rng).filter(|_| played < 3) {
                    game.play(next, &mut events);
                    played += 1;
                }
                assert_ne!(game, before, "three actions change the game");
                game.back_to(mark);
                assert_eq!(game, before);
                game.apply(action).expect("a legal action");
            }
        }
    }

    #[test]
    fn one_column_is_checked_as_the_list_of_changeable_ones_says() {
        let mut rng = crate::rng::seeded(5);
        for seed in 0..20 {
            let mut game = Jalak::new(&Options { players: 4, ..Options::default() }, seed).expect("a game");
            while let Some(action) = game.random_action(&mut rng) {
                for seat in game.seats() {
                    let listed = game.changeable(seat);
                    for square in Square::ALL {
                        assert_eq!(game.may_change(seat, square), listed.contains(&square), "{seat:?} {square}");
                    }
                }
                game.apply(action).expect("a legal action");
            }
        }
    }
}

//! Combat: the power of each tile with its abilities, the Impetus tiles
//! activating, and the challenges that defeat tiles and score points.

use arrayvec::ArrayVec;

use crate::games::unicorn_jelly::board::{Face, Indices, Marks};
use crate::games::unicorn_jelly::designs::Facts;
use crate::games::unicorn_jelly::event::{Attacker, Attackers, Event};
use crate::games::unicorn_jelly::kind::Kind;
use crate::games::unicorn_jelly::set::MAX_TILES;
use crate::games::unicorn_jelly::state::UnicornJelly;

/// A tile defeated: its index on the board, its power, and its attackers.
type Defeat = (usize, i8, Attackers);

/// An active tile challenging a bordering one.
struct Challenge {
    /// The defender's index on the board.
    defender: u8,
    /// The side of the defender the attacker lies on: 0 north, 1 east, 2 south, 3 west.
    side: u8,
    /// The attacker, with its power.
    attacker: Attacker,
}

impl UnicornJelly {
    /// The current power of the tile at `index`: its printed power plus the
    /// constant changes of bordering Locations, never below 0; 0 if zeroed.
    pub(in crate::games::unicorn_jelly) fn power(&self, index: usize, zeroed: Marks) -> i8 {
        if zeroed.contains(index) {
            return 0;
        }
        let tile = self.board[index];
        let facts = self.facts(tile.tile);
        // What borders a tile is read with no branch: an empty square shows a Location that changes nothing.
        let changes =
            self.board.shown_around(tile.pos).map(|shown| self.designs.shown(shown).modify[facts.kind as usize]);
        let power = i32::from(facts.power) + changes.into_iter().map(i32::from).sum::<i32>();
        power.clamp(0, i32::from(i8::MAX)) as i8
    }

    /// Resolves one turn's activity: `sources` (just placed, jumped or
    /// revealed) are active; Impetus tiles among them activate their
    /// neighbours; then every challenge is settled at once.
    pub(in crate::games::unicorn_jelly) fn resolve(&mut self, sources: &[usize], events: &mut Vec<Event>) {
        // Lists filled in place: returning them would copy them whole.
        let (mut active, mut revived) = (Indices::new(), Indices::new());
        self.activate_into(sources, &mut active, events);
        let zeroed = self.zeroed_and_revived_into(&active, &mut revived);
        let mut challenges = ArrayVec::new();
        self.challenges_into(&active, zeroed, &mut challenges);
        let mut defeated: ArrayVec<Defeat, MAX_TILES> = ArrayVec::new();
        for group in challenges.chunk_by(|a, b| a.defender == b.defender) {
            let d = usize::from(group[0].defender);
            let power = self.power(d, zeroed);
            let total: i32 = group.iter().map(|c| i32::from(c.attacker.power)).sum();
            if total > i32::from(power) {
                defeated.push((d, power, group.iter().map(|c| c.attacker).collect()));
            }
        }
        let seat = self.turn;
        for (d, power, by) in defeated.drain(..) {
            self.board.set_face(d, Face::Down);
            self.scores[seat.index()] += 1;
            events.push(Event::Defeated { tile: self.board[d].tile, pos: self.board[d].pos, power, by, seat });
        }
        for &r in &revived {
            let r = usize::from(r);
            self.board.set_face(r, Face::Up);
            events.push(Event::Revived { tile: self.board[r].tile, pos: self.board[r].pos });
        }
    }

    /// The tiles active this turn, into `active` (empty), in the order they
    /// became active: `sources`, and what their Impetus activates in turn
    /// (Cascade Jelly: Impetus too).
    fn activate_into(&self, sources: &[usize], active: &mut Indices, events: &mut Vec<Event>) {
        let mut is_active = Marks::default();
        for &source in sources {
            if is_active.insert(source) {
                active.push(source as u8);
            }
        }
        let mut next = 0;
        while next < active.len() {
            let source = usize::from(active[next]);
            next += 1;
            let Some(filter) = self.facts(self.board[source].tile).activate else { continue };
            let by = self.board[source].pos;
            for j in self.board.around(by).into_iter().flatten() {
                let kind = self.kind(j);
                let admitted = filter.admits(kind) && kind != Kind::Location;
                let cascades = self.rules.cascade && kind == Kind::Impetus;
                if self.board[j].face == Face::Up && (admitted || cascades) && is_active.insert(j) {
                    active.push(j as u8);
                    events.push(Event::Activated { tile: self.board[j].tile, pos: self.board[j].pos, by });
                }
            }
        }
    }

    /// The tiles zeroed around the `active` ones, and those revived, into
    /// `revived` (empty). Revival is decided before the defeats, so a tile
    /// defeated now stays down this turn.
    fn zeroed_and_revived_into(&self, active: &Indices, revived: &mut Indices) -> Marks {
        let mut zeroed = Marks::default();
        for &a in active {
            let a = usize::from(a);
            let Facts { zero, revive, .. } = *self.facts(self.board[a].tile);
            if zero.is_empty() && revive.is_empty() {
                continue;
            }
            for j in self.board.around(self.board[a].pos).into_iter().flatten() {
                let kind = self.kind(j);
                if zero.contains(kind) {
                    zeroed.insert(j);
                }
                if revive.contains(kind) && self.board[j].face == Face::Down && !revived.contains(&(j as u8)) {
                    revived.push(j as u8);
                }
            }
        }
        zeroed
    }

    /// Every challenge the `active` tiles make, into `challenges` (empty):
    /// each bordering tile, face up, that one may challenge, with the
    /// attacker's power. Sorted by defender in board order, and around each
    /// defender from north clockwise, so that a defender's attackers lie together.
    fn challenges_into(
        &self,
        active: &Indices,
        zeroed: Marks,
        challenges: &mut ArrayVec<Challenge, { 4 * MAX_TILES }>,
    ) {
        for &a in active {
            let a = usize::from(a);
            let attacker = self.board[a];
            if attacker.face != Face::Up {
                continue;
            }
            let kind = self.kind(a);
            // Whether each bordering square holds a tile face up that this one
            // may challenge, read with no branch on what lies there, which a
            // random game makes unforeseeable: an empty square, a tile face
            // down and a landmine show a Location, which nothing challenges.
            let prey =
                self.board.shown_around(attacker.pos).map(|shown| kind.may_challenge(self.designs.shown(shown).kind));
            if prey == [false; 4] {
                continue;
            }
            let power = self.power(a, zeroed);
            for (side, d) in self.board.around(attacker.pos).into_iter().enumerate() {
                if let Some(d) = d.filter(|_| prey[side]) {
                    challenges.push(Challenge {
                        defender: d as u8,
                        // The attacker lies on the opposite side of its defender.
                        side: (side as u8 + 2) % 4,
                        attacker: Attacker { pos: attacker.pos, tile: attacker.tile, power },
                    });
                }
            }
        }
        challenges.sort_unstable_by_key(|c| (c.defender, c.side));
    }
}

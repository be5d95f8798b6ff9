//! Combat: the power of each tile with its abilities, the Impetus tiles
//! activating, and the challenges that defeat tiles and score points.

use arrayvec::ArrayVec;

use crate::games::unicorn_jelly::designs::Facts;
use crate::games::unicorn_jelly::board::{Face, Indices, Marks};
use crate::games::unicorn_jelly::event::{Attacker, Event};
use crate::games::unicorn_jelly::kind::Kind;
use crate::games::unicorn_jelly::state::UnicornJelly;

/// A tile defeated: its index on the board, its power, and its attackers.
type Defeat = (usize, i8, ArrayVec<Attacker, 4>);

impl UnicornJelly {
    /// The current power of the tile at `index`: its printed power plus the
    /// constant changes of bordering Locations, never below 0; 0 if zeroed.
    pub(in crate::games::unicorn_jelly) fn power(&self, index: usize, zeroed: Marks) -> i8 {
        if zeroed.contains(index) {
            return 0;
        }
        let tile = self.board[index];
        let facts = self.facts(tile.tile);
        let mut power = i32::from(facts.power);
        for n in tile.pos.neighbours() {
            if let Some(j) = self.index_at(n)
                && self.board[j].face == Face::Up
            {
                power += i32::from(self.facts(self.board[j].tile).modify[facts.kind as usize]);
            }
        }
        power.clamp(0, i32::from(i8::MAX)) as i8
    }

    /// Resolves one turn's activity: `sources` (just placed, jumped or
    /// revealed) are active; Impetus tiles among them activate their
    /// neighbours; then every challenge is settled at once.
    pub(in crate::games::unicorn_jelly) fn resolve(&mut self, sources: &[usize], events: &mut Vec<Event>) {
        if let [source] = *sources
            && self.acts_alone(source)
        {
            let defeated = self.challenges_of_one(source);
            self.defeat(defeated, events);
            return;
        }
        let (active, is_active) = self.activate(sources, events);
        let (zeroed, revived) = self.zeroed_and_revived(&active);
        let defeated = self.challenges(&active, is_active, zeroed);
        self.defeat(defeated, events);
        for &r in &revived {
            let r = usize::from(r);
            self.board.set_face(r, Face::Up);
            events.push(Event::Revived { tile: self.board[r].tile, pos: self.board[r].pos });
        }
    }

    /// Turns the `defeated` tiles face down, each a point for the player whose turn it is.
    fn defeat(&mut self, defeated: impl IntoIterator<Item = Defeat>, events: &mut Vec<Event>) {
        let seat = self.turn;
        for (d, power, by) in defeated {
            self.board.set_face(d, Face::Down);
            self.scores[seat.index()] += 1;
            events.push(Event::Defeated { tile: self.board[d].tile, pos: self.board[d].pos, power, by, seat });
        }
    }

    /// Whether the tile at `index`, active alone, activates, zeroes and
    /// revives nothing: most tiles, most turns.
    fn acts_alone(&self, index: usize) -> bool {
        let facts = self.facts(self.board[index].tile);
        facts.activate.is_none() && facts.zero.is_empty() && facts.revive.is_empty()
    }

    /// What [`Self::challenges`] finds when the tile at `source` is the only
    /// active one and [acts alone](Self::acts_alone): the bordering tiles it
    /// may challenge and outpowers, in board order, without the bookkeeping
    /// of a combo.
    fn challenges_of_one(&self, source: usize) -> ArrayVec<Defeat, 4> {
        let mut defeated = ArrayVec::new();
        let attacker = self.board[source];
        if attacker.face != Face::Up {
            return defeated;
        }
        let kind = self.kind(source);
        let mut defenders: ArrayVec<usize, 4> = attacker
            .pos
            .neighbours()
            .into_iter()
            .filter_map(|n| self.index_at(n))
            .filter(|&d| self.board[d].face == Face::Up && kind.may_challenge(self.kind(d)))
            .collect();
        defenders.sort_unstable();
        let mut power = None;
        for d in defenders {
            let attack = *power.get_or_insert_with(|| self.power(source, Marks::default()));
            let defence = self.power(d, Marks::default());
            if attack > defence {
                let by = [Attacker { pos: attacker.pos, tile: attacker.tile, power: attack }].into_iter().collect();
                defeated.push((d, defence, by));
            }
        }
        defeated
    }

    /// The tiles active this turn, in the order they became active, and as
    /// a set: `sources`, and what their Impetus activates in turn (Cascade
    /// Jelly: Impetus too).
    pub(in crate::games::unicorn_jelly) fn activate(&self, sources: &[usize], events: &mut Vec<Event>) -> (Indices, Marks) {
        // Board indices fit in a byte (a game holds at most MAX_TILES tiles);
        // small lists keep this hot path free of allocations and big copies.
        let mut active = Indices::new();
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
            for n in by.neighbours() {
                let Some(j) = self.index_at(n) else { continue };
                let kind = self.kind(j);
                let admitted = filter.admits(kind) && kind != Kind::Location;
                let cascades = self.rules.cascade && kind == Kind::Impetus;
                if self.board[j].face == Face::Up && (admitted || cascades) && is_active.insert(j) {
                    active.push(j as u8);
                    events.push(Event::Activated { tile: self.board[j].tile, pos: n, by });
                }
            }
        }
        (active, is_active)
    }

    /// The tiles zeroed and those revived around the `active` ones. Revival
    /// is decided before the defeats, so a tile defeated now stays down
    /// this turn.
    pub(in crate::games::unicorn_jelly) fn zeroed_and_revived(&self, active: &Indices) -> (Marks, Indices) {
        let mut zeroed = Marks::default();
        let mut revived = Indices::new();
        for &a in active {
            let a = usize::from(a);
            let Facts { zero, revive, .. } = *self.facts(self.board[a].tile);
            if zero.is_empty() && revive.is_empty() {
                continue;
            }
            for n in self.board[a].pos.neighbours() {
                let Some(j) = self.index_at(n) else { continue };
                let kind = self.kind(j);
                if zero.contains(kind) {
                    zeroed.insert(j);
                }
                if revive.contains(kind) && self.board[j].face == Face::Down && !revived.contains(&(j as u8)) {
                    revived.push(j as u8);
                }
            }
        }
        (zeroed, revived)
    }

    /// Every tile the `active` ones defeat: bordering one, face up, with
    /// power, and beaten by the summed power of the active tiles bordering
    /// it that may challenge it. Each with its power and its attackers.
    pub(in crate::games::unicorn_jelly) fn challenges(
        &self,
        active: &Indices,
        is_active: Marks,
        zeroed: Marks,
    ) -> Vec<Defeat> {
        let mut defenders = Marks::default();
        for &a in active {
            for n in self.board[usize::from(a)].pos.neighbours() {
                if let Some(d) = self.index_at(n)
                    && self.board[d].face == Face::Up
                    && self.kind(d).has_power()
                {
                    defenders.insert(d);
                }
            }
        }
        let mut defeated = Vec::new();
        for d in defenders.iter() {
            let mut by: ArrayVec<Attacker, 4> = ArrayVec::new();
            for n in self.board[d].pos.neighbours() {
                if let Some(a) = self.index_at(n)
                    && is_active.contains(a)
                    && self.board[a].face == Face::Up
                    && self.kind(a).may_challenge(self.kind(d))
                {
                    by.push(Attacker { pos: n, tile: self.board[a].tile, power: self.power(a, zeroed) });
                }
            }
            if by.is_empty() {
                continue;
            }
            let power = self.power(d, zeroed);
            let total: i32 = by.iter().map(|a| i32::from(a.power)).sum();
            if total > i32::from(power) {
                defeated.push((d, power, by));
            }
        }
        defeated
    }
}

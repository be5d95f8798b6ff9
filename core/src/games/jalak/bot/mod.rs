//! The `hard` bot: alpha-beta search with iterative deepening and a
//! transposition table. With two players it is plain minimax; with three or
//! four it is *paranoid*: every rival is assumed to play against the bot.
//! Positions are valued by mobility — the moves the bot has against the
//! best-placed rival's — and a trap ends the search with a win or a loss,
//! the sooner the better. With two players the bot also closes in on its
//! rival: a trap nearly always needs the trapper's own pawn beside the
//! trapped one, closing one of its sides, and a bot that only weighs
//! mobility keeps its distance and shuffles until the turn limit draws a
//! game it leads. With more players each rival put out counts for the bot,
//! since the last one left wins, and it closes in on the nearest rival, less
//! keenly: a paranoid search that weighs mobility alone fears every step
//! towards a rival and the three shuffle to the turn limit.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use arrayvec::ArrayVec;
use rand::seq::SliceRandom;

use super::action::Action;
use super::event::Event;
use super::field::SIDE;
use super::rules::MAX_ACTIONS;
use super::state::Jalak;
use crate::bots::Bot;
use crate::bots::bound::Bound;
use crate::game::Game;
use crate::rng::{self, GameRng};
use crate::rules::Rules;
use crate::seat::Seat;

/// How long the bot thinks about a move.
const BUDGET: Duration = Duration::from_millis(400);
/// How long the expert thinks about a move: about a turn deeper than hard.
pub(super) const EXPERT_BUDGET: Duration = Duration::from_millis(1_100);
/// Deepest search, in turns.
const MAX_DEPTH: u32 = 12;
/// A won position's value, beyond any evaluation.
const WIN: f64 = 100.0;
/// How much less than its share a draw is worth: a drawn position is
/// taken only when the evaluation (from −1 to 1) says the bot is further
/// behind than this.
const CONTEMPT: f64 = 0.5;
/// What the whole width of the field between the bot's pawn and its one
/// rival's costs, on the evaluation's scale of −1 to 1. At 1.0 hard drew
/// 9 of 90 games against greedy (seeds 13 and 14), by the turn limit or a
/// repetition; at 2.0 it drew 3 of 60 and trapped greedy sooner (82
/// actions a game at seed 14, from 96).
const PURSUIT: f64 = 2.0;
/// What the whole width of the field between the bot's pawn and its
/// nearest rival's costs while more than one rival is in, on the same
/// scale. One hard against two mediums, 12 games at each of seeds nobody
/// chose: with no such cost it won 8 and drew 4 at the first, won 10 and
/// drew 2 at the second; at 1.0 it won 9 and drew 3 at the first, at 2.5
/// it won 11 and drew 1 at the second, its games a third shorter.
const PURSUIT_AMONG: f64 = 2.5;
/// The most steps between two squares of the field, corner to corner.
const WIDEST: f64 = 2.0 * (SIDE - 1) as f64;
/// What putting every rival out is worth, on the evaluation's scale of −1
/// to 1, each rival out counting its share. With three or four players the
/// last one left wins, yet mobility alone weighs only the best-placed
/// rival: a bot blind to the others' going out drew 8 of 12 four-player
/// games against mediums at the turn limit and won 4 (seed 12); at 1.0 it
/// won 9, drew 3, and at seed 14 won 8 (2.0 won 7).
const ELIMINATION: f64 = 1.0;
/// What a move back to a position seen before costs a bot that is ahead,
/// on the evaluation's scale of −1 to 1: it takes one only when that is
/// clearly better than anything else, and plays on rather than circle
/// towards a repetition or the turn limit that would draw a game it leads.
const REPEAT: f64 = 0.25;
const TABLE_SIZE: usize = 1 << 18;
/// Deepest search, in turns, of a bot bounded by the positions it searches
/// rather than by the clock ([`SearchBot::within_nodes`]).
const NODES_MAX_DEPTH: u32 = 40;
/// A value beyond this, either way, is a trap the search sees.
const SETTLED: f64 = WIN / 2.0;

#[derive(Clone, Copy)]
struct Entry {
    key: u64,
    depth: u32,
    value: f64,
    bound: Bound,
    best: Option<Action>,
}

/// Searches ahead; see the module documentation.
pub struct SearchBot {
    rng: GameRng,
    /// How long it may think, if the clock limits it.
    budget: Option<Duration>,
    /// How many turns deep it searches at most.
    max_depth: u32,
    /// How many positions it searches at most in a decision, if that limits it.
    max_nodes: Option<u64>,
    table: Vec<Option<Entry>>,
    /// The seat the search plays for.
    me: Seat,
    nodes: u64,
    deadline: Instant,
    out_of_time: bool,
    /// What the actions tried told, unread: kept to spare an allocation a node.
    events: Vec<Event>,
}

impl SearchBot {
    /// A bot with its own seeded tie-breaks.
    pub fn new(seed: u64) -> Self {
        Self::with_budget(seed, BUDGET)
    }

    /// A bot that thinks `budget` per move.
    pub fn with_budget(seed: u64, budget: Duration) -> Self {
        Self { budget: Some(budget), ..Self::to_depth(seed, MAX_DEPTH) }
    }

    /// A bot that searches exactly `depth` turns deep, however long it
    /// takes: the same answer on any machine.
    pub fn to_depth(seed: u64, depth: u32) -> Self {
        Self {
            rng: rng::seeded(seed),
            budget: None,
            max_depth: depth,
            max_nodes: None,
            table: Vec::new(),
            me: Seat(0),
            nodes: 0,
            deadline: Instant::now(),
            out_of_time: false,
            events: Vec::new(),
        }
    }

    /// A bot that searches ever deeper until it has searched `nodes`
    /// positions in a decision, however long that takes: the same answer on
    /// any machine.
    pub(super) fn within_nodes(seed: u64, nodes: u64) -> Self {
        Self { max_nodes: Some(nodes), ..Self::to_depth(seed, NODES_MAX_DEPTH) }
    }

    fn value(&self, game: &Jalak, ply: u32) -> f64 {
        match game.outcome() {
            Some(outcome) => {
                let reward = outcome.reward(self.me);
                // A sure win sooner, a sure loss later; a draw is worth its
                // share less a contempt, and less the distance to the rival
                // as any position is, so that a bot ahead plays on rather
                // than repeat the position, however far it stands.
                if reward >= 1.0 {
                    WIN - f64::from(ply)
                } else if reward <= 0.0 {
                    -WIN + f64::from(ply)
                } else {
                    2.0 * reward - 1.0 - CONTEMPT - self.distance_cost(game)
                }
            }
            None => game.evaluate(self.me) - self.distance_cost(game) + self.elimination(game),
        }
    }

    /// What the rivals already out are worth (see [`ELIMINATION`]); with
    /// two players a rival out has ended the game, so this counts with more.
    fn elimination(&self, game: &Jalak) -> f64 {
        let rivals = u32::from(game.players) - 1;
        let rivals_in = game.active_count() - u32::from(game.is_active(self.me));
        ELIMINATION * f64::from(rivals - rivals_in) / f64::from(rivals)
    }

    /// What the distance to the one rival costs (see the module
    /// documentation); with more than one rival, the distance to the
    /// nearest, at [`PURSUIT_AMONG`].
    fn distance_cost(&self, game: &Jalak) -> f64 {
        let me = game.pawn(self.me);
        let mut rivals = game.seats().filter(|&s| s != self.me && game.is_active(s));
        let steps = |rival: Seat| f64::from(me.steps_to(game.pawn(rival)));
        match (rivals.next(), rivals.next()) {
            (Some(rival), None) => PURSUIT * steps(rival) / WIDEST,
            (Some(first), Some(second)) => {
                let nearest = rivals.map(steps).fold(steps(first).min(steps(second)), f64::min);
                PURSUIT_AMONG * nearest / WIDEST
            }
            _ => 0.0,
        }
    }

    /// What taking `action` in `game` costs the bot, whose search valued it
    /// `value`: [`REPEAT`] for a move back to a position seen before while
    /// the bot is ahead (its evaluation, the distance to the rival taken
    /// back, above even) and sees no trap; nothing otherwise.
    fn delay_cost(&self, game: &Jalak, action: Action, value: f64) -> f64 {
        let ahead = Self::settled(value).is_none() && value + self.distance_cost(game) > 0.0;
        if ahead && game.delays(action) { REPEAT } else { 0.0 }
    }

    fn search(
        &mut self,
        game: &mut Jalak,
        depth: u32,
        ply: u32,
        mut alpha: f64,
        mut beta: f64,
        stop: &AtomicBool,
    ) -> f64 {
        self.nodes += 1;
        if self.nodes.is_multiple_of(512)
            && (self.budget.is_some() && Instant::now() >= self.deadline
                || self.max_nodes.is_some_and(|most| self.nodes >= most)
                || stop.load(Ordering::Relaxed))
        {
            self.out_of_time = true;
        }
        let Some(mover) = game.to_act() else { return self.value(game, ply) };
        if depth == 0 || self.out_of_time {
            return self.value(game, ply);
        }
        let key = game.position_key();
        let slot = (key as usize) % TABLE_SIZE;
        let mut first = None;
        if let Some(entry) = self.table[slot].filter(|e| e.key == key) {
            first = entry.best;
            if entry.depth >= depth
                && !game.may_be_drawn_within(depth)
                && let Some(settled) = entry.bound.narrow(entry.value, &mut alpha, &mut beta)
            {
                return settled;
            }
        }
        let mut actions: ArrayVec<Action, MAX_ACTIONS> = ArrayVec::new();
        game.actions(mover, &mut |action| actions.try_push(action).is_ok());
        if let Some(best) = first
            && let Some(i) = actions.iter().position(|&a| a == best)
        {
            actions.swap(0, i);
        }
        let maximising = mover == self.me;
        let (alpha0, beta0) = (alpha, beta);
        let mut best_value = if maximising { f64::NEG_INFINITY } else { f64::INFINITY };
        let mut best = None;
        for action in actions {
            let value = self.try_action(game, action, depth - 1, ply + 1, alpha, beta, stop);
            if maximising && value > best_value || !maximising && value < best_value {
                best_value = value;
                best = Some(action);
            }
            if maximising {
                alpha = alpha.max(value);
            } else {
                beta = beta.min(value);
            }
            if alpha >= beta || self.out_of_time {
                break;
            }
        }
        if !self.out_of_time {
            let bound = Bound::of(best_value, alpha0, beta0);
            self.table[slot] = Some(Entry { key, depth, value: best_value, bound, best });
        }
        best_value
    }

    /// The value of `action` searched `depth` turns deep, the game left as
    /// it was.
    #[expect(clippy::too_many_arguments, reason = "one search's window and its place in the tree")]
    fn try_action(
        &mut self,
        game: &mut Jalak,
        action: Action,
        depth: u32,
        ply: u32,
        alpha: f64,
        beta: f64,
        stop: &AtomicBool,
    ) -> f64 {
        let mark = game.mark();
        self.events.clear();
        game.play(action, &mut self.events);
        let value = self.search(game, depth, ply, alpha, beta, stop);
        game.back_to(mark);
        value
    }

    /// The best action found searching `depth` turns deep, with its value;
    /// `order` is tried in turn. A move back to a position seen before costs
    /// a bot ahead [`REPEAT`] (see [`SearchBot::delay_cost`]).
    fn root(&mut self, game: &mut Jalak, order: &[Action], depth: u32, stop: &AtomicBool) -> Option<(Action, f64)> {
        let mut best: Option<(Action, f64)> = None;
        let mut alpha = f64::NEG_INFINITY;
        for &action in order {
            let value = self.try_action(game, action, depth - 1, 1, alpha, f64::INFINITY, stop);
            if self.out_of_time {
                break;
            }
            // Searched with the window as it is, the value is exact wherever
            // it beats the best so far, so the cost is taken from a true value.
            let value = value - self.delay_cost(game, action, value);
            if best.is_none_or(|(_, v)| value > v) {
                best = Some((action, value));
                alpha = value;
            }
        }
        best
    }
}

/// Every legal action of a position searched through to one depth.
pub(super) struct Ranked {
    /// Each action with its value, best first: the first few (as many as
    /// asked for) exact, the rest no better than their value says.
    pub(super) actions: Vec<(Action, f64)>,
    /// Whether every line searched ran to the end of the game (the turn
    /// limit falls within the depth): the values are then exact.
    pub(super) to_the_end: bool,
    /// How many turns deep the values were searched.
    pub(super) depth: u32,
}

impl SearchBot {
    /// Readies the bot to search `game` for the seat to act: its clock and
    /// count of positions start again. The legal actions, in the bot's
    /// seeded order; `None` when the game is over.
    fn begin(&mut self, game: &Jalak) -> Option<Vec<Action>> {
        self.me = game.to_act()?;
        let mut order = game.legal_actions();
        if self.table.is_empty() {
            self.table = vec![None; TABLE_SIZE];
        }
        order.shuffle(&mut self.rng);
        self.deadline = Instant::now() + self.budget.unwrap_or_default();
        self.out_of_time = false;
        self.nodes = 0;
        Some(order)
    }

    /// Every legal action of `game` for the seat to act, searched ever
    /// deeper (as [`Bot::choose`] does) while the bot's limits allow: the
    /// last depth searched through, with the `keep` best values exact.
    /// `None` when the game is over or not one depth was searched through.
    pub(super) fn ranked(&mut self, game: &Jalak, keep: usize, stop: &AtomicBool) -> Option<Ranked> {
        let mut order = self.begin(game)?;
        let turns_left = u32::from(game.turn_limit().saturating_sub(game.turns()));
        let mut game = game.clone();
        let mut ranked = None;
        for depth in 1..=self.max_depth {
            if stop.load(Ordering::Relaxed) {
                break;
            }
            let Some(actions) = self.root_ranked(&mut game, &order, depth, keep.max(1), stop) else { break };
            order = actions.iter().map(|&(action, _)| action).collect();
            let settled = actions.first().is_some_and(|&(_, value)| value.abs() >= SETTLED);
            ranked = Some(Ranked { actions, to_the_end: depth >= turns_left, depth });
            if settled || depth >= turns_left {
                break;
            }
        }
        ranked
    }

    /// Every action of `order` searched `depth` turns deep, best first,
    /// the `keep` best exactly; `None` if the search ran out before the end.
    fn root_ranked(
        &mut self,
        game: &mut Jalak,
        order: &[Action],
        depth: u32,
        keep: usize,
        stop: &AtomicBool,
    ) -> Option<Vec<(Action, f64)>> {
        let mut values: Vec<(Action, f64)> = Vec::with_capacity(order.len());
        // The `keep` best values so far, best first: an action must beat the last to matter.
        let mut best: Vec<f64> = Vec::with_capacity(keep + 1);
        for &action in order {
            let alpha = if best.len() >= keep { best[keep - 1] } else { f64::NEG_INFINITY };
            let value = self.try_action(game, action, depth - 1, 1, alpha, f64::INFINITY, stop);
            if self.out_of_time {
                return None;
            }
            values.push((action, value));
            let at = best.partition_point(|&v| v >= value);
            best.insert(at, value);
            best.truncate(keep);
        }
        // A stable sort: of equal values, the exact one searched first stays first.
        values.sort_by(|a, b| b.1.total_cmp(&a.1));
        Some(values)
    }

    /// The exact value of `action` in `game`, for the seat to act, searched
    /// ever deeper up to `depth` turns while the bot's limits allow (its
    /// count of positions starts again): the value at the deepest depth
    /// searched through; `None` when `action` is not legal there.
    pub(super) fn value_of(&mut self, game: &Jalak, action: Action, depth: u32, stop: &AtomicBool) -> Option<f64> {
        if !game.legal_actions().contains(&action) {
            return None;
        }
        self.begin(game)?;
        let mut game = game.clone();
        let mut value = None;
        for depth in 1..=depth.max(1) {
            let searched = self.try_action(&mut game, action, depth - 1, 1, f64::NEG_INFINITY, f64::INFINITY, stop);
            if self.out_of_time {
                break;
            }
            value = Some(searched);
        }
        value
    }

    /// The action this bot's last search found best in `game`, if its table
    /// still holds the position.
    pub(super) fn remembered(&self, game: &Jalak) -> Option<Action> {
        let key = game.position_key();
        let entry = self.table.get((key as usize) % TABLE_SIZE).copied().flatten()?;
        if entry.key == key { entry.best } else { None }
    }

    /// Whether a value of this bot's search is a trap it sees: `Some(true)`
    /// for a rival trapped (or, with more rivals, the last one out),
    /// `Some(false)` for the bot's own pawn trapped.
    pub(super) fn settled(value: f64) -> Option<bool> {
        (value.abs() >= SETTLED).then_some(value > 0.0)
    }

    /// The win chance, from 0 to 1, a value of this bot's last search at
    /// `root` stands for: 1 for a trap it sees, 0 for one it walks into,
    /// and otherwise its evaluation (which is not a measured chance) from
    /// −1 to 1 onto 0 to 1, the cost of the distance to the rival taken
    /// back as it stands at `root`.
    pub(super) fn win_chance(&self, root: &Jalak, value: f64) -> f64 {
        match Self::settled(value) {
            Some(won) => f64::from(u8::from(won)),
            None => f64::midpoint((value + self.distance_cost(root)).clamp(-1.0, 1.0), 1.0),
        }
    }
}

impl Bot<Jalak> for SearchBot {
    fn choose(&mut self, game: &Jalak, stop: &AtomicBool) -> Option<Action> {
        let mut order = self.begin(game)?;
        if order.len() <= 1 {
            return order.first().copied();
        }
        let mut chosen = order[0];
        let mut game = game.clone();
        for depth in 1..=self.max_depth {
            let Some((action, value)) = self.root(&mut game, &order, depth, stop) else { break };
            if self.out_of_time {
                // A partial search only counts when its first (best so far) move was searched through.
                break;
            }
            chosen = action;
            if let Some(i) = order.iter().position(|&a| a == action) {
                order[..=i].rotate_right(1);
            }
            if value.abs() >= WIN - f64::from(self.max_depth) {
                break;
            }
        }
        Some(chosen)
    }
}

#[cfg(test)]
mod tests;

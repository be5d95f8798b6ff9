//! Information-set Monte Carlo tree search (single-observer ISMCTS).
//!
//! Each iteration samples a state consistent with what the deciding seat
//! knows ([`Game::determinize`]), walks the shared tree choosing only among
//! actions legal in that sample (UCB1 with availability counts), adds one
//! node, finishes the game at random and credits every node on the path with
//! the result for the seat that chose it (a game's bot may pass a judge that
//! settles a sampled position exactly, ending the playout there). A search
//! may play its playouts by the game's playout policy
//! ([`Game::playout_action`]) instead of at random. With no
//! hidden information this is plain UCT. A game whose random games run long
//! may cut the playouts short: after so many actions, [`Game::evaluate`]
//! (or, where asked, [`Game::evaluate_finely`]) judges the position
//! instead. A search for a choice stops as soon as its most visited action
//! can no longer be overtaken. A caller that decides for itself when a
//! search has gone far enough (the review) grows it a batch of iterations
//! at a time and reads each root action's value, and how sure that value
//! is, between batches ([`Mcts::grow`]).

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use rand::Rng;
use rustc_hash::FxHashMap;

use super::bot::Bot;
use crate::game::Game;
use crate::outcome::Outcome;
use crate::rng::GameRng;
use crate::seat::Seat;

/// The longest an expert thinks about one decision.
pub const EXPERT_TIME_LIMIT: Duration = Duration::from_millis(1_800);

/// How long and how widely the search looks.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MctsSettings {
    /// Iterations per decision; the search stops earlier only if told to.
    pub iterations: u32,
    /// An optional wall-clock cap per decision. Without it the search is fully
    /// reproducible from its seed.
    pub time_limit: Option<Duration>,
    /// The UCB1 exploration constant (rewards lie in 0..=1).
    pub exploration: f64,
    /// Random actions a playout takes before the game's evaluation judges
    /// the position; `None` plays every playout to the end.
    pub playout_actions: Option<u32>,
    /// How much of a finished playout's reward is the game's evaluation of
    /// the end (by how much it was won) rather than its outcome alone, from
    /// 0 to 1: where many games end level, a search told nothing but
    /// win, lose or draw cannot tell a near-win from a near-loss.
    pub margin: f64,
    /// Whether playouts follow the game's playout policy
    /// ([`Game::playout_action`]) rather than uniformly random actions.
    pub guided: bool,
    /// Whether playouts are judged by the game's finer evaluation
    /// ([`Game::evaluate_finely`]) rather than [`Game::evaluate`].
    pub fine_evaluation: bool,
}

impl MctsSettings {
    /// A middling search, the base the levels adjust.
    pub const DEFAULT: Self = Self {
        iterations: 1_000,
        time_limit: None,
        exploration: 0.7,
        playout_actions: None,
        margin: 0.0,
        guided: false,
        fine_evaluation: false,
    };

    /// These settings as the expert searches with them: `iterations` a
    /// decision, within [`EXPERT_TIME_LIMIT`].
    #[must_use]
    pub const fn for_expert(self, iterations: u32) -> Self {
        Self { iterations, time_limit: Some(EXPERT_TIME_LIMIT), ..self }
    }
}

impl Default for MctsSettings {
    fn default() -> Self {
        Self::DEFAULT
    }
}

/// The ISMCTS bot.
#[derive(Clone, Debug)]
pub struct Mcts {
    settings: MctsSettings,
    rng: GameRng,
}

/// When a search stops, short of its iterations and time.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Until {
    /// Every iteration is spent: each root action's value is wanted.
    Spent,
    /// As soon as the most visited root action is certain to stay so.
    Decided,
}

/// The search tree and scratch buffers of one search.
struct Tree<G: Game> {
    nodes: Vec<Node<G::Action>>,
    /// Each node's child by the action leading to it, keyed by the node:
    /// a sample's legal actions are matched to the children in one pass,
    /// not each against every child (wide nodes made that the search's
    /// largest cost).
    child_of: FxHashMap<(usize, G::Action), usize>,
    legal: Vec<G::Action>,
    untried: Vec<G::Action>,
    /// The children legal in the sample, in the order they were added.
    open: Vec<usize>,
    events: Vec<G::Event>,
    /// Each seat's reward for the playout being credited, worked out once.
    rewards: Vec<Option<f64>>,
}

impl<G: Game> Tree<G> {
    /// A tree of the root alone, `root_seat` to act there.
    fn new(root_seat: Seat) -> Self {
        Self {
            nodes: vec![Node::new(None, root_seat, 0)],
            child_of: FxHashMap::default(),
            legal: Vec::new(),
            untried: Vec::new(),
            open: Vec::new(),
            events: Vec::new(),
            rewards: Vec::new(),
        }
    }

    /// Credits every node from `leaf` up to the root with the result for the
    /// seat that chose it.
    fn backpropagate(&mut self, leaf: usize, mut reward: impl FnMut(Seat) -> f64) {
        let mut node = leaf;
        loop {
            let n = &mut self.nodes[node];
            let r = reward(n.mover);
            n.visits += 1;
            n.reward += r;
            n.reward_squares += r * r;
            if node == 0 {
                break;
            }
            node = n.parent;
        }
    }

    /// Each root action searched, most visited first.
    fn weighed(&self) -> Vec<Weighed<G::Action>> {
        let nodes = &self.nodes;
        let mut ranked: Vec<Weighed<G::Action>> = nodes[0]
            .children
            .iter()
            .filter_map(|&c| {
                let node = &nodes[c];
                let value = node.reward / f64::from(node.visits.max(1));
                node.action.map(|action| Weighed { action, visits: node.visits, value, error: node.error() })
            })
            .collect();
        ranked.sort_by_key(|w| std::cmp::Reverse(w.visits));
        ranked
    }
}

/// A root action as a search weighed it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weighed<A> {
    /// The action.
    pub action: A,
    /// How often the search tried it.
    pub visits: u32,
    /// The mean reward it earned the seat deciding, 0 to 1.
    pub value: f64,
    /// How far `value` may be from the mean more iterations would find: the
    /// standard error of the rewards' mean (0.5 before any), their spread
    /// reckoned as if two more, as far apart as rewards go, were among them,
    /// lest a few alike rewards pass for certainty.
    pub error: f64,
}

struct Node<A> {
    action: Option<A>,
    mover: Seat,
    parent: usize,
    children: Vec<usize>,
    visits: u32,
    availability: u32,
    reward: f64,
    /// The sum of the rewards' squares: with `reward`, their spread.
    reward_squares: f64,
}

impl<A> Node<A> {
    fn new(action: Option<A>, mover: Seat, parent: usize) -> Self {
        Self {
            action,
            mover,
            parent,
            children: Vec::new(),
            visits: 0,
            availability: 1,
            reward: 0.0,
            reward_squares: 0.0,
        }
    }

    /// [`Weighed::error`] of this node's mean reward.
    fn error(&self) -> f64 {
        /// The squared deviations of the two imagined rewards, 0 and 1,
        /// from a mean of one half.
        const IMAGINED: f64 = 0.5;
        if self.visits == 0 {
            return 0.5;
        }
        let n = f64::from(self.visits);
        let deviations = (self.reward_squares - self.reward * self.reward / n).max(0.0);
        ((deviations + IMAGINED) / (n + 1.0) / n).sqrt()
    }
}

impl Mcts {
    /// A search bot with these settings, seeded with `seed`.
    pub fn new(settings: MctsSettings, seed: u64) -> Self {
        Self { settings, rng: crate::rng::seeded(seed) }
    }

    /// The visit count of each root action after searching `game`, most
    /// visited first. Empty when the game is over.
    ///
    /// The search stops as soon as the most visited action can no longer be
    /// overtaken in the iterations (or, with a time limit, the time) left:
    /// its choice is then what the full search would choose.
    pub fn search<G: Game>(&mut self, game: &G, stop: &AtomicBool) -> Vec<(G::Action, u32)> {
        self.run(game, None, stop, |_| None, Until::Decided).into_iter().map(|w| (w.action, w.visits)).collect()
    }

    /// Searches `game` for the seat to act, its first decision limited to
    /// `among` when given (actions not legal there are left out): each root
    /// action searched, with its visits and the mean reward it earned the
    /// seat to act (0 to 1, a win chance), most visited first.
    pub fn weigh<G: Game>(
        &mut self,
        game: &G,
        among: Option<&[G::Action]>,
        stop: &AtomicBool,
    ) -> Vec<Weighed<G::Action>> {
        self.weigh_judged(game, among, stop, |_| None)
    }

    /// [`Mcts::weigh`], where `judge` may settle a sampled position exactly:
    /// a playout reaching a position it judges ends there with its outcome.
    pub fn weigh_judged<G: Game>(
        &mut self,
        game: &G,
        among: Option<&[G::Action]>,
        stop: &AtomicBool,
        judge: impl FnMut(&G) -> Option<Outcome>,
    ) -> Vec<Weighed<G::Action>> {
        self.run(game, among, stop, judge, Until::Spent)
    }

    /// A search of `game` for the seat to act that its caller grows a
    /// batch of iterations at a time and reads between batches (see
    /// [`Growing`]), this bot's settings but for its iterations and time
    /// limit, which the caller decides.
    pub fn grow<G: Game>(self, game: &G) -> Growing<'_, G> {
        let tree = game.to_act().map(Tree::new);
        Growing { mcts: self, game, tree, iterations: 0 }
    }

    /// The search behind [`Mcts::weigh_judged`] and [`Mcts::search`],
    /// stopping as `until` says.
    fn run<G: Game>(
        &mut self,
        game: &G,
        among: Option<&[G::Action]>,
        stop: &AtomicBool,
        mut judge: impl FnMut(&G) -> Option<Outcome>,
        until: Until,
    ) -> Vec<Weighed<G::Action>> {
        let Some(root_seat) = game.to_act() else {
            return Vec::new();
        };
        let started = Instant::now();
        let mut tree = Tree::new(root_seat);
        for done in 0..self.settings.iterations {
            // Checked every iteration: one can be long where many actions are legal.
            let elapsed = started.elapsed();
            let out_of_time = self.settings.time_limit.is_some_and(|limit| elapsed >= limit);
            let decided = until == Until::Decided && self.is_decided(&tree.nodes, done, elapsed);
            if out_of_time || decided || stop.load(Ordering::Relaxed) {
                break;
            }
            self.iterate(&mut tree, game, root_seat, among, &mut judge);
        }
        tree.weighed()
    }

    /// One iteration: a sample of `game` as `root_seat` may know it, walked
    /// down the tree (its first decision limited to `among` when given) to a
    /// new node, played out and credited.
    fn iterate<G: Game>(
        &mut self,
        tree: &mut Tree<G>,
        game: &G,
        root_seat: Seat,
        among: Option<&[G::Action]>,
        judge: &mut impl FnMut(&G) -> Option<Outcome>,
    ) {
        let mut state = game.determinize(root_seat, &mut self.rng);
        let leaf = self.descend(tree, &mut state, among);
        let mut left = self.settings.playout_actions.unwrap_or(u32::MAX);
        let mut settled = judge(&state);
        while settled.is_none()
            && left > 0
            && let Some(action) = if self.settings.guided {
                state.playout_action(&mut self.rng)
            } else {
                state.random_action(&mut self.rng)
            }
        {
            tree.events.clear();
            let _ = state.apply_into(action, &mut tree.events);
            left -= 1;
            settled = judge(&state);
        }
        let margin = self.settings.margin;
        let evaluate =
            |seat| if self.settings.fine_evaluation { state.evaluate_finely(seat) } else { state.evaluate(seat) };
        let judged = |seat| f64::midpoint(evaluate(seat).clamp(-1.0, 1.0), 1.0);
        let ended = settled.or(state.outcome());
        let reward = |seat| match ended {
            Some(outcome) if margin > 0.0 => (1.0 - margin) * outcome.reward(seat) + margin * judged(seat),
            Some(outcome) => outcome.reward(seat),
            None => judged(seat),
        };
        let mut rewards = std::mem::take(&mut tree.rewards);
        rewards.clear();
        rewards.resize(state.seat_count(), None);
        tree.backpropagate(leaf, |seat| match rewards.get_mut(seat.index()) {
            Some(known) => *known.get_or_insert_with(|| reward(seat)),
            None => reward(seat),
        });
        tree.rewards = rewards;
    }

    /// Whether the most visited root action leads the next by more visits
    /// than the `done` iterations so far leave to come, counting both the
    /// iterations and, at the pace so far, the time left. The pace is read
    /// only once a few iterations have set it.
    fn is_decided<A>(&self, nodes: &[Node<A>], done: u32, elapsed: Duration) -> bool {
        const PACE_AFTER: u32 = 64;
        if done < PACE_AFTER {
            return false;
        }
        let mut left = self.settings.iterations - done;
        if let Some(limit) = self.settings.time_limit {
            let pace = elapsed.as_secs_f64() / f64::from(done);
            let in_time = limit.saturating_sub(elapsed).as_secs_f64() / pace;
            // Saturates: an estimate beyond u32 leaves `left` as it is.
            left = left.min(in_time as u32);
        }
        let (mut first, mut second) = (0, 0);
        for &child in &nodes[0].children {
            let visits = nodes[child].visits;
            if visits > first {
                second = first;
                first = visits;
            } else if visits > second {
                second = visits;
            }
        }
        first - second > left
    }

    /// Walks from the root through children legal in `state`, applying their
    /// actions, until it adds a new node or the game ends; returns that node.
    fn descend<G: Game>(&mut self, tree: &mut Tree<G>, state: &mut G, among: Option<&[G::Action]>) -> usize {
        let mut node = 0;
        while let Some(seat) = state.to_act() {
            state.legal_actions_into(&mut tree.legal);
            if node == 0
                && let Some(among) = among
            {
                tree.legal.retain(|a| among.contains(a));
                if tree.legal.is_empty() {
                    return 0;
                }
            }
            tree.untried.clear();
            tree.open.clear();
            for &action in &tree.legal {
                match tree.child_of.get(&(node, action)) {
                    Some(&child) => tree.open.push(child),
                    None => tree.untried.push(action),
                }
            }
            tree.events.clear();
            if tree.untried.is_empty() {
                if tree.open.is_empty() {
                    // No legal action though the game goes on: nothing to walk to.
                    break;
                }
                // Children are numbered as they are added: in that order, as
                // the selection's ties are broken.
                tree.open.sort_unstable();
                node = self.select(&mut tree.nodes, &tree.open);
                if let Some(action) = tree.nodes[node].action {
                    let _ = state.apply_into(action, &mut tree.events);
                }
            } else {
                let action = tree.untried[self.rng.random_range(0..tree.untried.len())];
                let child = tree.nodes.len();
                tree.nodes.push(Node::new(Some(action), seat, node));
                tree.nodes[node].children.push(child);
                tree.child_of.insert((node, action), child);
                let _ = state.apply_into(action, &mut tree.events);
                return child;
            }
        }
        node
    }

    /// Of `open`, the children of a node legal in this sample (not empty),
    /// the one with the best UCB1 score, the first of equals; every one's
    /// availability is counted.
    fn select<A>(&mut self, nodes: &mut [Node<A>], open: &[usize]) -> usize {
        let c = self.settings.exploration;
        let mut best = open[0];
        let mut best_score = f64::NEG_INFINITY;
        for &child in open {
            let n = &mut nodes[child];
            n.availability += 1;
            let visits = f64::from(n.visits.max(1));
            let score = n.reward / visits + c * (f64::from(n.availability).ln() / visits).sqrt();
            if score > best_score {
                best_score = score;
                best = child;
            }
        }
        best
    }
}

/// A search grown a batch of iterations at a time ([`Mcts::grow`]): for a
/// caller who decides from what it has found so far whether to search on,
/// and on which actions. Grown in one batch or in many, from the same seed
/// it finds the same.
pub struct Growing<'g, G: Game> {
    mcts: Mcts,
    game: &'g G,
    /// The tree, unless the game is over.
    tree: Option<Tree<G>>,
    iterations: u32,
}

impl<G: Game> Growing<'_, G> {
    /// Runs `iterations` more iterations, the first decision limited to
    /// `among` when given (see [`Mcts::weigh`]); fewer if `stop` is set.
    pub fn grow(&mut self, iterations: u32, among: Option<&[G::Action]>, stop: &AtomicBool) {
        let Some(tree) = &mut self.tree else { return };
        let root_seat = tree.nodes[0].mover;
        for _ in 0..iterations {
            if stop.load(Ordering::Relaxed) {
                break;
            }
            self.mcts.iterate(tree, self.game, root_seat, among, &mut |_| None);
            self.iterations += 1;
        }
    }

    /// How many iterations it has run.
    pub fn iterations(&self) -> u32 {
        self.iterations
    }

    /// Each root action searched so far, as [`Mcts::weigh`] returns them.
    pub fn weighed(&self) -> Vec<Weighed<G::Action>> {
        self.tree.as_ref().map_or_else(Vec::new, Tree::weighed)
    }
}

impl<G: Game> Bot<G> for Mcts {
    fn choose(&mut self, game: &G, stop: &AtomicBool) -> Option<G::Action> {
        let legal = game.legal_actions();
        if legal.len() <= 1 {
            return legal.first().copied();
        }
        self.search(game, stop).first().map(|&(a, _)| a).or_else(|| legal.first().copied())
    }
}

//! The games, one folder each, the same rooms in each: `action`, `event`,
//! `options`, `setup` (a scenario's position), `state` (the data alone),
//! `rules` (legality and transitions, behind the doors of
//! [`Rules`](crate::rules::Rules)), `view`, `bot`, `game` (the contract:
//! wires state, rules, view and bot into [`Game`](crate::game::Game), and
//! no other room uses it), and the board's own type. No two rooms of a
//! folder use each other, directly or round a circle.
//!
//! This is the one list of them: one line a game, saying what designers
//! make for it when it plays their files.

crate::listing::games! {
    unicorn_jelly::UnicornJelly designs TileSet,
    you_are_here::YouAreHere designs Collection,
    jalak::Jalak,
    shrine::Shrine,
    wonderland::Wonderland,
}

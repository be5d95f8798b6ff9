//! The games, one folder each, the same rooms in each: `action`, `event`,
//! `options`, `setup` (a scenario's position), `state` (the data and the
//! game contract), `rules` (legality and transitions), `view`, `bot`, and
//! the board's own type.
//!
//! This is the one list of them: one line a game, saying what designers
//! make for it when it plays their files.

crate::registry::games! {
    unicorn_jelly::UnicornJelly designs TileSet,
    you_are_here::YouAreHere designs Collection,
    jalak::Jalak,
    shrine::Shrine,
    wonderland::Wonderland,
}

//! What a Unicorn Jelly move would do at once, as its preview shows it and
//! a lit square's name says it.

use parlour_core::Game;
use parlour_core::games::unicorn_jelly::{Action, Event, Pos, UnicornJelly};

/// What `action` would do right away (not what the next turn brings):
/// the defeats in words, and where they are.
pub(super) fn defeats(state: &UnicornJelly, action: Action) -> (Vec<String>, Vec<Pos>) {
    let mut copy = state.clone();
    let Ok(events) = copy.apply(action) else { return (Vec::new(), Vec::new()) };
    let mut words = Vec::new();
    let mut defeated = Vec::new();
    for event in events {
        match event {
            Event::Placed { .. } | Event::Covered { .. } | Event::Jumped { .. } | Event::Activated { .. } => {}
            Event::Defeated { tile, pos, power, by, .. } => {
                words.push(state.challenge_text(&by, tile, power));
                defeated.push(pos);
            }
            Event::Revived { tile, .. } => words.push(format!("{} is turned face up", state.design(tile).name)),
            // The turn is over: what follows belongs to the next one.
            _ => break,
        }
    }
    (words, defeated)
}

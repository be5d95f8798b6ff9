//! Stillness: what the tour compares across a step. Before a step is
//! taken (a pick, a pointer at rest, a key) the tour keeps the rectangles
//! of the widgets the player may click; once the screen has settled after
//! it, those still shown — the same widget, by its id and the place its
//! name gives, saying the same or changed only in state — must lie where
//! they lay. A widget that moved is reported
//! under `moved`: the square the player aimed at would have slipped from
//! under the pointer. Only the widget the step pointed at may shift (a
//! picked card lifts), as long as it stays under the pointer.
//!
//! Steps that leave the screen or land a move ([`super::stops::Step::Go`])
//! are not compared: after them the screen is new, or the board may
//! follow the move.

use egui::Pos2;

use super::layout::{Item, Named};

/// Moves smaller than this (in points) are not moves: rounding.
const SLACK: f32 = 1.0;

/// The clickable widgets of `before` that `after` shows somewhere else
/// (but the one under `pointer` before and after): each named as it is
/// after, at its new rectangle, with where it lay.
pub fn moved(before: &[Item], after: &[Item], pointer: Option<Pos2>) -> Vec<Named> {
    let mut found = Vec::new();
    for now in after.iter().filter(|i| i.clicks) {
        let Some(then) = before.iter().find(|b| b.clicks && b.id == now.id && b.layer == now.layer) else {
            continue;
        };
        // A widget that says something else at another size (a status
        // line with a new message) is new; one that only changed its state
        // keeps its place and size.
        let resized = (then.rect.size() - now.rect.size()).length() > SLACK;
        if place(&then.name) != place(&now.name) || then.name != now.name && resized {
            continue;
        }
        if pointer.is_some_and(|p| then.rect.contains(p) && now.rect.contains(p)) {
            continue;
        }
        let (a, b) = (then.rect, now.rect);
        let shift = (a.min - b.min).abs().max((a.max - b.max).abs());
        if shift.x > SLACK || shift.y > SLACK {
            let mut named = now.named();
            named.name = format!("{} (moved from {:.0},{:.0})", named.name, a.min.x, a.min.y);
            found.push(named);
        }
    }
    found
}

/// The part of a widget's name that says which it is ("Square b2" of
/// "Square b2: empty, lit"), without the state that a step may change.
fn place(name: &str) -> &str {
    name.split([':', ',']).next().unwrap_or(name).trim()
}

#[cfg(test)]
mod tests {
    use egui::{Id, LayerId, Order, Rect, pos2, vec2};

    use super::*;

    fn item(name: &str, id: &str, x: f32, y: f32) -> Item {
        let rect = Rect::from_min_size(pos2(x, y), vec2(40.0, 40.0));
        let layer = LayerId::new(Order::Background, Id::unique("table"));
        Item::widget(name, Id::unique(id), layer, rect)
    }

    #[test]
    fn a_widget_that_slips_is_moved_but_one_that_changes_its_state_in_place_is_not() {
        let before = [item("Square b2: empty", "b2", 100.0, 100.0), item("Square c2: empty", "c2", 140.0, 100.0)];
        let still = [item("Square b2: empty, lit", "b2", 100.0, 100.0), item("Square c2: empty", "c2", 140.5, 100.0)];
        assert!(moved(&before, &still, None).is_empty());
        let zoomed = [item("Square b2: empty, lit", "b2", 90.0, 95.0), item("Square c2: empty", "c2", 140.0, 100.0)];
        let found = moved(&before, &zoomed, None);
        assert_eq!(found.len(), 1, "{found:?}");
        assert!(found[0].name.starts_with("Square b2: empty, lit (moved from 100,100)"), "{found:?}");
        // A status line with a new message at a new width is not compared.
        let mut line = item("Your turn: pick a tile", "status", 100.0, 0.0);
        line.rect = Rect::from_min_size(pos2(100.0, 0.0), vec2(300.0, 20.0));
        let mut told = item("Your turn: Lupiko picked, now a square", "status", 80.0, 0.0);
        told.rect = Rect::from_min_size(pos2(80.0, 0.0), vec2(340.0, 20.0));
        assert!(moved(&[line], &[told], None).is_empty());
        // Another widget under the same id (a new screen) is not compared.
        let other = [item("History", "b2", 0.0, 0.0)];
        assert!(moved(&before, &other, None).is_empty());
        // The card picked lifts under the pointer; its neighbour may not.
        let lifted = [item("Square b2: picked", "b2", 100.0, 90.0), item("Square c2: empty", "c2", 140.0, 90.0)];
        let found = moved(&before, &lifted, Some(pos2(120.0, 120.0)));
        assert_eq!(found.len(), 1, "{found:?}");
        assert!(found[0].name.starts_with("Square c2"), "{found:?}");
    }
}

//! What the tour checks on every screen: each interactive widget lies in
//! the window (or in a scroll area that can bring it into view), and no
//! two of them — nor two texts the tables paint, nor such a text and a
//! widget — lie over each other.
//!
//! Widgets are read from egui's list of the pass's widgets, named by what
//! they tell a screen reader. Texts painted on a table that are not widgets
//! (ring labels, pile counts) are marked by the table that paints them
//! through [`crate::desktop::paint::mark_text`], and read back here.

use egui::{Id, LayerId, Rect};
use serde::Serialize;

use crate::desktop::paint::marked_texts;

/// Gaps smaller than this (in points) are not overlaps: neighbours that
/// touch, or round to the same pixel.
const SLACK: f32 = 1.0;

/// A widget or painted text, as the report names it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Named {
    /// Its label, or its kind when it has none.
    pub name: String,
    /// Its rectangle in points: left, top, right, bottom.
    pub rect: [f32; 4],
}

/// What the tour found of one screen.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Findings {
    /// Interactive widgets that lie outside the window, or are cut off by
    /// something that cannot scroll them into view.
    pub outside: Vec<Named>,
    /// Pairs of interactive widgets or painted texts that lie over each other.
    pub overlaps: Vec<[Named; 2]>,
}

/// One thing on screen to check.
#[derive(Clone, Debug)]
pub struct Item {
    /// The widget's id (a painted text's: none).
    id: Option<Id>,
    name: String,
    /// What a screen reader is told it is.
    role: Option<egui::accesskit::Role>,
    /// What it holds, for a text field.
    value: String,
    layer: LayerId,
    /// Where it is drawn, whole.
    rect: Rect,
    /// The part of it that can be seen and clicked (cut by its parents).
    seen: Rect,
    /// A painted text rather than a widget.
    text: bool,
    /// A scroll area's viewport, where content cut off can be scrolled to.
    scroll_view: bool,
}

impl Item {
    fn named(&self) -> Named {
        let r = self.rect;
        Named { name: self.name.clone(), rect: [r.min.x, r.min.y, r.max.x, r.max.y].map(|v| (v * 10.0).round() / 10.0) }
    }
}

/// Everything interactive on screen this pass, and every marked text: call
/// at the end of the pass (after the whole UI was drawn), with AccessKit
/// enabled so that widgets have their names.
pub fn gather(ctx: &egui::Context) -> Vec<Item> {
    // Read under the context's lock, then placed outside it.
    let mut widgets = Vec::new();
    ctx.viewport(|viewport| {
        let pass = &viewport.this_pass;
        let nodes = pass.accesskit_state.as_ref().map(|a| &a.nodes);
        for (layer, list) in pass.widgets.layers() {
            for widget in list.iter().filter(|w| w.visible && w.rect.is_positive()) {
                let sense = widget.sense;
                if !(sense.senses_click() || sense.senses_drag() || sense.is_focusable()) {
                    continue;
                }
                let node = nodes.and_then(|n| n.get(&widget.id));
                let role = node.map(egui::accesskit::Node::role);
                let label = node.and_then(|n| n.label()).filter(|l| !l.is_empty());
                let value = node.and_then(|n| n.value()).unwrap_or_default().to_owned();
                let label = label.map_or_else(|| value.clone(), str::to_owned);
                widgets.push((*layer, *widget, role, label, value));
            }
        }
    });
    let mut items = Vec::new();
    for (layer, widget, role, label, value) in widgets {
        // A window's edges are handles for resizing it, not things on it;
        // a container egui lays out (a table's cell) is judged by what it
        // holds.
        let container = label.is_empty() && role == Some(egui::accesskit::Role::GenericContainer);
        if label.starts_with("Resize window") || container {
            continue;
        }
        let to_global = ctx.layer_transform_to_global(layer).unwrap_or_default();
        let (rect, seen) = (to_global * widget.rect, to_global * widget.interact_rect);
        let scroll_view = role == Some(egui::accesskit::Role::ScrollBar);
        let name = if label.is_empty() { unnamed(widget.id, role) } else { label };
        items.push(Item { id: Some(widget.id), name, role, value, layer, rect, seen, text: false, scroll_view });
    }
    for (layer, rect, text) in marked_texts(ctx) {
        items.push(Item {
            id: None,
            name: text,
            role: None,
            value: String::new(),
            layer,
            rect,
            seen: rect,
            text: true,
            scroll_view: false,
        });
    }
    items
}

/// The rectangle of the widget named `label` this pass, if one is shown:
/// named exactly, or (`whole` false) with a name holding those words.
pub fn find(items: &[Item], label: &str, whole: bool) -> Option<Rect> {
    find_by(items, |name| if whole { name == label } else { name.contains(label) })
}

/// The whole rectangle of a widget named `label` (or, unless `whole`,
/// with `label` in its name) that is there but scrolled out of sight, as
/// a person scrolls to it before clicking it.
pub fn find_out_of_sight(items: &[Item], label: &str, whole: bool) -> Option<Rect> {
    items
        .iter()
        .filter(|i| !i.text && !i.seen.is_positive() && i.rect.is_positive())
        .find(|i| if whole { i.name == label } else { i.name.contains(label) })
        .map(|i| i.rect)
}

/// The rectangle of the thing at the place `place` ("Square b2" for
/// "Square b2: empty"), as a lesson points at it.
pub fn find_place(items: &[Item], place: &str) -> Option<Rect> {
    find_by(items, |name| crate::desktop::tables::pointing::names(place, name))
}

/// The rectangle of the first widget shown whose name `wanted` accepts.
fn find_by(items: &[Item], wanted: impl Fn(&str) -> bool) -> Option<Rect> {
    items.iter().filter(|i| !i.text && i.seen.is_positive()).find(|i| wanted(&i.name)).map(|i| i.seen)
}

/// The rectangle of the text field holding `text` this pass, if one is shown.
pub fn find_field(items: &[Item], text: &str) -> Option<Rect> {
    items
        .iter()
        .filter(|i| i.role == Some(egui::accesskit::Role::TextInput) && i.seen.is_positive())
        .find(|i| i.value == text)
        .map(|i| i.seen)
}

/// A widget with no name, by its kind and id.
fn unnamed(id: Id, role: Option<egui::accesskit::Role>) -> String {
    match role {
        Some(role) => format!("unnamed {role:?} {}", id.short_debug_format()),
        None => format!("unnamed widget {}", id.short_debug_format()),
    }
}

/// Checks `items` on a window whose content fills `screen`.
pub fn check(items: &[Item], screen: Rect) -> Findings {
    let mut findings = Findings::default();
    let views: Vec<&Item> = items.iter().filter(|i| i.scroll_view).collect();
    for item in items.iter().filter(|i| !i.text && !i.scroll_view) {
        let in_window = screen.expand(SLACK).contains_rect(item.rect);
        let whole = item.seen.expand(SLACK).contains_rect(item.rect);
        if in_window && whole {
            continue;
        }
        // Cut off by a scroll area that lies in the window: it scrolls
        // into view. A scroll area with more than it shows has a scroll
        // bar along its right (or bottom) edge, as long as what it shows.
        let scrolls = views.iter().any(|bar| {
            let within = |outer: egui::Rangef, inner: egui::Rangef| {
                outer.min - SLACK <= inner.min && inner.max <= outer.max + SLACK
            };
            let down = bar.rect.height() > bar.rect.width();
            let (along, across) = if down {
                (bar.rect.y_range(), egui::Rangef::new(screen.left(), bar.rect.right()))
            } else {
                (bar.rect.x_range(), egui::Rangef::new(screen.top(), bar.rect.bottom()))
            };
            let (item_along, item_across, seen_along) = if down {
                (item.rect.y_range(), item.rect.x_range(), item.seen.y_range())
            } else {
                (item.rect.x_range(), item.rect.y_range(), item.seen.x_range())
            };
            bar.layer == item.layer
                && screen.expand(SLACK).contains_rect(bar.rect)
                && within(across, item_across)
                && (!item.seen.is_positive() || within(along, seen_along))
                && !within(along, item_along)
        });
        if !scrolls {
            findings.outside.push(item.named());
        }
    }
    let shown: Vec<&Item> = items.iter().filter(|i| !i.scroll_view && i.seen.is_positive()).collect();
    for (n, a) in shown.iter().enumerate() {
        for b in &shown[n + 1..] {
            if a.layer == b.layer && overlap(a, b) {
                findings.overlaps.push([a.named(), b.named()]);
            }
        }
    }
    findings
}

/// The widgets shown both `before` and `after` a step (the same widget,
/// by its id) that lie elsewhere after it: what moved under the pointer.
/// A widget in a scroll area (a log growing) may scroll; one whose size
/// changed (a label grown longer) has not moved while one of its edges or
/// its centre stays, along each axis, as it does when it grows from its
/// left, its right or its middle.
pub fn moved(before: &[Item], after: &[Item]) -> Vec<Named> {
    let shown = |i: &&Item| !i.text && !i.scroll_view && i.seen.is_positive();
    let stays = |a: egui::Rangef, b: egui::Rangef| {
        [(a.min, b.min), (a.center(), b.center()), (a.max, b.max)].iter().any(|(x, y)| (x - y).abs() <= SLACK)
    };
    let scrolls = |item: &Item, items: &[Item]| {
        items.iter().any(|bar| bar.scroll_view && bar.layer == item.layer && in_scroll_area(item, bar))
    };
    after
        .iter()
        .filter(shown)
        .filter(|now| !scrolls(now, after))
        .filter(|now| {
            before.iter().filter(shown).any(|was| {
                let elsewhere =
                    !stays(was.rect.x_range(), now.rect.x_range()) || !stays(was.rect.y_range(), now.rect.y_range());
                was.id == now.id && was.layer == now.layer && elsewhere && !scrolls(was, before)
            })
        })
        .map(Item::named)
        .collect()
}

/// Whether `item` lies in the scroll area whose scroll bar is `bar`: along
/// the bar, and before it across (a bar runs down the right edge of what
/// it scrolls, or along its bottom).
fn in_scroll_area(item: &Item, bar: &Item) -> bool {
    let down = bar.rect.height() > bar.rect.width();
    let (along, item_along, across_end, item_across) = if down {
        (bar.rect.y_range(), item.seen.y_range(), bar.rect.right(), item.rect.x_range())
    } else {
        (bar.rect.x_range(), item.seen.x_range(), bar.rect.bottom(), item.rect.y_range())
    };
    along.min - SLACK <= item_along.min && item_along.max <= along.max + SLACK && item_across.max <= across_end + SLACK
}

/// Whether `a` and `b` lie over each other: they share more than a sliver,
/// and neither holds the other whole (a window, a board or a card holds
/// the widgets and texts drawn on it) — except two texts, which may never
/// lie over each other at all.
fn overlap(a: &Item, b: &Item) -> bool {
    let shared = a.seen.intersect(b.seen);
    if shared.width() <= SLACK || shared.height() <= SLACK {
        return false;
    }
    if a.text && b.text {
        return true;
    }
    let holds = |outer: Rect, inner: Rect| outer.expand(SLACK).contains_rect(inner);
    !holds(a.seen, b.seen) && !holds(b.seen, a.seen)
}

#[cfg(test)]
mod tests {
    use egui::{Order, pos2, vec2};

    use super::*;

    fn item(name: &str, x: f32, y: f32, w: f32, h: f32) -> Item {
        let rect = Rect::from_min_size(pos2(x, y), vec2(w, h));
        Item {
            id: Some(Id::unique(name)),
            name: name.to_owned(),
            role: None,
            value: String::new(),
            layer: LayerId::new(Order::Background, Id::unique("test")),
            rect,
            seen: rect,
            text: false,
            scroll_view: false,
        }
    }

    #[test]
    fn widgets_past_the_edge_are_outside_unless_a_scroll_area_holds_them() {
        let screen = Rect::from_min_size(pos2(0.0, 0.0), vec2(1024.0, 640.0));
        let past = item("Jalak", 1000.0, 10.0, 60.0, 20.0);
        let inside = item("Shrine", 900.0, 10.0, 60.0, 20.0);
        let findings = check(&[past.clone(), inside], screen);
        assert_eq!(findings.outside.iter().map(|n| n.name.as_str()).collect::<Vec<_>>(), ["Jalak"]);
        // Cut off by a panel: outside too.
        let mut cut = item("Undo", 10.0, 600.0, 60.0, 60.0);
        cut.seen = Rect::from_min_max(pos2(10.0, 600.0), pos2(70.0, 620.0));
        assert_eq!(check(&[cut.clone()], screen).outside.len(), 1);
        // Cut off by a scroll area, whose bar runs down its right edge: it
        // scrolls into view.
        let mut view = item("", 290.0, 500.0, 10.0, 120.0);
        view.scroll_view = true;
        assert!(check(&[cut, view], screen).outside.is_empty());
    }

    #[test]
    fn partial_overlaps_count_but_a_widget_on_a_board_does_not() {
        let screen = Rect::from_min_size(pos2(0.0, 0.0), vec2(1024.0, 640.0));
        let board = item("Board", 0.0, 0.0, 500.0, 500.0);
        let square = item("Square a1", 10.0, 10.0, 50.0, 50.0);
        let neighbour = item("Square a2", 60.0, 10.0, 50.0, 50.0);
        let slot = item("Discards", 100.0, 40.0, 50.0, 50.0);
        let findings = check(&[board, square, neighbour, slot], screen);
        let pairs: Vec<[&str; 2]> = findings.overlaps.iter().map(|[a, b]| [a.name.as_str(), b.name.as_str()]).collect();
        assert_eq!(pairs, [["Square a2", "Discards"]]);
        // Two painted texts may not even nest.
        let mut deck = item("Deck 36", 10.0, 10.0, 80.0, 16.0);
        let mut count = item("0", 20.0, 12.0, 10.0, 10.0);
        (deck.text, count.text) = (true, true);
        assert_eq!(check(&[deck, count], screen).overlaps.len(), 1);
    }

    #[test]
    fn a_widget_shown_before_and_after_a_step_somewhere_else_has_moved() {
        let before = [item("Square b2", 100.0, 100.0, 50.0, 50.0), item("Undo", 10.0, 10.0, 40.0, 20.0)];
        // Undo grew wider where it stood; the square went down by 12 points;
        // a new button came.
        let after = [
            item("Square b2", 100.0, 112.0, 50.0, 50.0),
            item("Undo", 10.0, 10.0, 60.0, 20.0),
            item("Hint", 80.0, 10.0, 40.0, 20.0),
        ];
        let moved: Vec<String> = moved(&before, &after).into_iter().map(|n| n.name).collect();
        assert_eq!(moved, ["Square b2"]);
        assert!(super::moved(&before, &before).is_empty());
    }
}

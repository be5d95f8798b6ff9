//! Playing without a pointer: every card, square, tile, hedge, column and
//! Shrine can take the keyboard's focus (Tab and the arrow keys move it,
//! Enter or Space clicks) — those that cannot be used now too, dimmed, so
//! that a player can go over the table between their turns. Play brings the
//! focus back after every move, to something usable; the focus never falls
//! to the window when what had it leaves the table (a card played), but
//! goes to what is nearest; and whatever has it is ringed the same clear
//! way everywhere.

/// Makes `response` — a card, square, tile, hedge, column or Shrine, which
/// can be used now when `usable` — one the focus can be brought to (see
/// [`bring_to_play`] and [`keep_focus`]); the ring around whatever has the
/// focus is drawn for the whole app (see `desktop::focus::ring`).
pub fn show_focus(ui: &egui::Ui, response: &egui::Response, usable: bool) {
    if !response.sense.is_focusable() || !ui.is_visible() {
        return;
    }
    remember(ui, Place { id: response.id, rect: response.rect, usable, on_table: true });
}

/// Keeps room in `painter`'s layer, where a card of a fanned hand is about
/// to be painted, for the focus ring of `response`: should it have the
/// focus, its ring lies beneath the cards painted after it (the next ones
/// of the fan, with their corners and outlines) rather than over them.
pub fn ring_beneath(ui: &egui::Ui, response: &egui::Response, painter: &egui::Painter) {
    let slot = painter.add(egui::Shape::Noop);
    ui.ctx().data_mut(|data| {
        data.get_temp_mut_or_default::<RingsBeneath>(rings_beneath_id()).0.push((
            response.id,
            painter.layer_id(),
            slot,
        ));
    });
}

/// This frame's rooms for a focus ring beneath the cards: each card's id,
/// its layer and the place in it.
#[derive(Clone, Default)]
pub(crate) struct RingsBeneath(pub(crate) Vec<(egui::Id, egui::LayerId, egui::layers::ShapeIdx)>);

/// Where [`RingsBeneath`] are kept.
pub(crate) fn rings_beneath_id() -> egui::Id {
    egui::Id::unique("parlour-rings-beneath")
}

/// Makes the thing `id` the one the focus goes to first when play is
/// brought to the table (see [`bring_to_play`]): what the Hint outlines,
/// or a lesson points at, rather than the first thing drawn.
pub fn prefer(ctx: &egui::Context, id: egui::Id) {
    ctx.data_mut(|data| data.get_temp_mut_or_default::<Places>(places_id()).preferred.push(id));
}

/// Makes a button around the table — an action of the bar, Raise, a move —
/// one the focus goes on from when it leaves (see [`keep_focus`]), without
/// taking the focus as a decision begins.
pub fn keep_near(ui: &egui::Ui, response: &egui::Response) {
    if !response.sense.is_focusable() || !ui.is_visible() {
        return;
    }
    remember(ui, Place { id: response.id, rect: response.rect, usable: response.enabled(), on_table: false });
}

/// Keeps `place` among this frame's places.
fn remember(ui: &egui::Ui, place: Place) {
    ui.ctx().data_mut(|data| data.get_temp_mut_or_default::<Places>(places_id()).now.push(place));
}

/// The sense of a thing on the table: `usable` as `sense`, else one that
/// only takes the focus (and shows its name).
pub fn sense(usable: bool, sense: egui::Sense) -> egui::Sense {
    if usable { sense } else { egui::Sense::focusable_noninteractive() }
}

/// One thing the focus can go to this frame.
#[derive(Clone, Copy, Debug)]
struct Place {
    id: egui::Id,
    rect: egui::Rect,
    usable: bool,
    /// A thing on the table itself (a card, a square), which the table
    /// outlines when it is picked or hinted.
    on_table: bool,
}

/// The things the focus can go to: this frame's so far, and the last frame's.
#[derive(Clone, Debug, Default)]
struct Places {
    now: Vec<Place>,
    before: Vec<Place>,
    /// This frame's things to bring the focus to first.
    preferred: Vec<egui::Id>,
}

/// The key of the table's places in egui's memory.
fn places_id() -> egui::Id {
    egui::Id::unique("parlour-focus-places")
}

/// Whether `id` is a thing on the table (a card, a tile, a square), which
/// the table outlines when picked or hinted: the focus ring goes around
/// that outline, so that both show.
pub fn on_table(ctx: &egui::Context, id: egui::Id) -> bool {
    ctx.data(|data| {
        data.get_temp::<Places>(places_id())
            .is_some_and(|places| places.now.iter().chain(&places.before).any(|p| p.id == id && p.on_table))
    })
}

/// The key of the wish that the next thing to play takes the focus.
fn wish_id() -> egui::Id {
    egui::Id::unique("parlour-focus-to-play")
}

/// Asks that the keyboard's focus go to where play goes on: once the
/// table is drawn, to what the Hint outlines or a lesson points at (see
/// [`prefer`]) if it can be used now, else to the first thing a player may
/// use next (a card in hand, a lit square) drawn through [`show_focus`]. A
/// table asks as each of the person's decisions begins, so that a player
/// without a pointer never has to Tab back from the menu bar.
pub fn bring_to_play(ctx: &egui::Context) {
    ctx.data_mut(|data| {
        // Only what is drawn from now on: a card picked sends the focus on
        // to the squares, not back to the hand drawn before them.
        let from = data.get_temp::<Places>(places_id()).map_or(0, |places| places.now.len());
        data.insert_temp(wish_id(), from);
    });
    ctx.request_repaint();
}

/// Whether what happened this frame was done with the pointer (a click,
/// not a key): the keyboard's focus then stays where it was, rather than
/// going on to the board, where it would show a second preview beside the
/// one the pointer shows.
pub fn by_pointer(ui: &egui::Ui) -> bool {
    ui.input(|i| i.pointer.any_click() || i.pointer.any_released())
}

/// Gives the focus to the thing play was asked to be brought to, if it
/// was, among this frame's `places`: the first preferred one that can be
/// used now (on the table or beside it), else the first on the table that
/// can; returns whether it did.
fn take_wish(ctx: &egui::Context, places: &Places) -> bool {
    let Some(from) = ctx.data(|data| data.get_temp::<usize>(wish_id())) else { return false };
    let usable = || places.now.iter().skip(from).filter(|p| p.usable && p.on_table);
    // What the hint or a lesson points at may be a button beside the table
    // (End turn), drawn before it.
    let beside = || places.now.iter().filter(|p| p.usable && !p.on_table);
    let preferred = usable()
        .find(|p| places.preferred.contains(&p.id))
        .or_else(|| beside().find(|p| places.preferred.contains(&p.id)));
    let Some(next) = preferred.or_else(|| usable().next()) else {
        // Nothing drawn since the wish: the next frame's first things.
        ctx.data_mut(|data| data.insert_temp(wish_id(), 0_usize));
        return false;
    };
    ctx.memory_mut(|m| m.request_focus(next.id));
    ctx.data_mut(|data| data.remove::<usize>(wish_id()));
    true
}

/// Called once the table is drawn: when the thing that had the focus last
/// frame is gone from the table (a card played, a tile placed), the focus
/// goes to the nearest thing that can be used now, or else the nearest
/// thing at all — never to the window, which a screen reader would name
/// instead of the table.
pub fn keep_focus(ctx: &egui::Context) {
    let places = ctx.data_mut(|data| {
        let places = data.get_temp_mut_or_default::<Places>(places_id());
        let before = std::mem::take(&mut places.now);
        let preferred = std::mem::take(&mut places.preferred);
        Places { now: before.clone(), before: std::mem::replace(&mut places.before, before), preferred }
    });
    if take_wish(ctx, &places) {
        return;
    }
    let Some(focused) = ctx.memory(egui::Memory::focused) else { return };
    let Some(gone) = places.before.iter().find(|p| p.id == focused) else { return };
    if places.now.iter().any(|p| p.id == focused) {
        return;
    }
    let distance = |p: &&Place| p.rect.center().distance_sq(gone.rect.center());
    let nearest = |usable: bool| {
        places.now.iter().filter(|p| p.usable || !usable).min_by(|a, b| distance(a).total_cmp(&distance(b)))
    };
    if let Some(next) = nearest(true).or_else(|| nearest(false)) {
        ctx.memory_mut(|m| m.request_focus(next.id));
    }
}

/// Whether `key` was pressed for the table — and takes it: never while a
/// dialog stands over the table (a file prompt, a question), a window over
/// it has the focus (the rules, an export) or a text field has the
/// keyboard, so that typing a path never plays a card.
pub fn table_key(ui: &egui::Ui, key: egui::Key) -> bool {
    let ctx = ui.ctx();
    let elsewhere = ctx.memory(|m| m.top_modal_layer().is_some_and(|modal| modal != ui.layer_id()));
    let in_window = ctx.memory(egui::Memory::focused).is_some_and(|id| {
        ctx.viewport(|v| v.prev_pass.widgets.get(id).map(|w| w.layer_id))
            .is_some_and(|layer| layer != ui.layer_id() && layer.order != egui::Order::Background)
    });
    !elsewhere && !in_window && !ctx.text_edit_focused() && ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, key))
}

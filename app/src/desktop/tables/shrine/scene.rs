//! What one frame of the Shrine table draws from — the layout, the view,
//! the actions the cards picked make — and the table's own words and
//! sizes, which the sides and the middle share.

use egui::{Color32, Rect, Stroke, StrokeKind};
use parlour_core::Seat;
use parlour_core::cards::Card;
use parlour_core::games::shrine::{Action, Aim, Healing, Rise, View};

use super::layout::{self, Layout, Spot};
use super::words;

/// What the Joker is called at this table.
pub const JOKER: &str = "Balance";
/// What the backs say.
pub const BACK: &str = "Shrine";
/// The size of a player's name.
pub const NAME_SIZE: f32 = 15.0;
/// The size of a label on the table: a pile's, a Shrine's, the action's words.
pub const LABEL_SIZE: f32 = 13.0;
/// The size of a rival's hand count and of the Graveyard's button.
pub const SMALL_SIZE: f32 = 12.0;

/// Everything one frame of the table draws from.
pub struct Scene<'a> {
    /// Where everything lies this frame.
    pub layout: Layout,
    /// What the viewer sees.
    pub view: &'a View,
    /// The table's painter.
    pub painter: egui::Painter,
    /// The actions the cards picked make (and those needing no cards).
    pub offered: Vec<Action>,
    /// The move the hint suggests, if asked.
    pub hint: Option<Action>,
    /// Whose view is drawn.
    pub me: Seat,
    /// How Shrines are healed: the words of a heal depend on it.
    pub healing: Healing,
}

/// The first of `actions` of `me` aimed at `spot` — at `token` on it, when
/// one is named.
pub fn aimed_among(actions: &[Action], me: Seat, spot: Spot, token: Option<Card>) -> Option<Action> {
    let at_token = |a: &Action| match (*a, token) {
        (
            Action::Dagger { aim: Aim::Field(rank), .. }
            | Action::Rise { using: Rise::Dagger { aim: Aim::Field(rank), .. }, .. },
            Some(card),
        ) => card.rank() == Some(rank),
        (Action::Dagger { .. } | Action::Rise { using: Rise::Dagger { .. }, .. }, Some(_)) => false,
        _ => true,
    };
    actions
        .iter()
        .copied()
        .filter(|&a| words::spot(a, me) == Some(spot) && !matches!(a, Action::Draw | Action::Take))
        .find(|a| at_token(a))
}

impl Scene<'_> {
    /// The first action offered aimed at `spot`, or at `token` on it.
    pub fn aimed_at(&self, spot: Spot, token: Option<Card>) -> Option<Action> {
        aimed_among(&self.offered, self.me, spot, token)
    }

    /// Rings `rect` in `colour`: what may be clicked there.
    pub fn light(&self, rect: Rect, colour: Color32) {
        self.painter.rect_stroke(rect.expand(layout::LIGHT - 3.0), 6.0, Stroke::new(3.0, colour), StrokeKind::Outside);
    }
}

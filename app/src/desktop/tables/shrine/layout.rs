//! Where everything lies on the Shrine table: the viewer's side along the
//! bottom (Shrine, Field, then the hand), the rivals side by side along the
//! top, and between them the deck, the Graveyard and the action waiting for
//! answers.

use egui::{Pos2, Rect, Vec2, pos2, vec2};
use parlour_core::Seat;

use crate::desktop::tables::playing_card::ASPECT;

/// The height of a full Shrine's stack of face-down cards above its top card.
pub const STACK: f32 = 24.0;

/// Something on the table a card can be at, or an action aimed at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spot {
    /// A player's Shrine.
    Shrine(Seat),
    /// A player's Field.
    Field(Seat),
    /// A player's hand.
    Hand(Seat),
    /// The deck.
    Deck,
    /// The Graveyard.
    Graveyard,
    /// The cards of the action waiting for answers.
    Pending,
}

/// One player's side.
#[derive(Clone, Copy, Debug)]
pub struct Side {
    /// Whose.
    pub seat: Seat,
    /// Where their name is written.
    pub name: Pos2,
    /// The Shrine's stack.
    pub shrine: Rect,
    /// The Field's four places.
    pub field: Rect,
    /// The hand.
    pub hand: Rect,
    /// The height of a card in this side.
    pub card: f32,
}

/// The table this frame.
pub struct Layout {
    /// The height of a card in the viewer's hand.
    pub card: f32,
    /// Every side, the viewer's (or Player 1's) first.
    pub sides: Vec<Side>,
    /// The deck.
    pub deck: Rect,
    /// The Graveyard's top card.
    pub graveyard: Rect,
    /// The cards of the action waiting for answers.
    pub pending: Rect,
}

impl Layout {
    /// The table in `rect` for `players`, `bottom` seated along the bottom.
    pub fn new(rect: Rect, players: usize, bottom: Seat) -> Self {
        let card = ((rect.height() - 80.0 - 2.0 * STACK) / 4.4).min(rect.width() / 7.0).clamp(40.0, 150.0);
        let small = card * 0.8;
        let gap = card * 0.12;
        let width = |height: f32| height * ASPECT;
        // The viewer's side: hand along the bottom, Shrine and Field above it.
        let hand_top = rect.bottom() - card - gap;
        let row_top = hand_top - small - 2.2 * gap - 16.0;
        let mut sides = vec![Side {
            seat: bottom,
            name: pos2(rect.left() + gap, row_top - 2.0),
            shrine: Rect::from_min_size(pos2(rect.center().x - width(small) * 3.2, row_top + 16.0), vec2(width(small), small)),
            field: Rect::from_min_size(
                pos2(rect.center().x - width(small) * 1.6, row_top + 16.0),
                vec2(4.0 * width(small) + 3.0 * gap, small),
            ),
            hand: Rect::from_min_max(pos2(rect.left() + gap, hand_top), pos2(rect.right() - gap, hand_top + card)),
            card,
        }];
        // The rivals in seat order from the viewer's left, side by side.
        let rivals: Vec<Seat> = (1..players).map(|k| Seat::new((bottom.index() + k) % players)).collect();
        let column = rect.width() / rivals.len().max(1) as f32;
        let tiny = small * 0.7;
        for (i, &seat) in rivals.iter().enumerate() {
            let left = rect.left() + column * i as f32 + gap;
            let top = rect.top() + gap;
            // Room above the Shrine for its stack of face-down cards.
            let shrine = Rect::from_min_size(pos2(left, top + 18.0 + STACK), vec2(width(small), small));
            let field = Rect::from_min_size(
                pos2(shrine.right() + 2.0 * gap, top + 18.0 + STACK),
                vec2((4.0 * width(tiny) + 3.0 * gap).min(column - width(small) - 4.0 * gap), tiny),
            );
            let hand = Rect::from_min_size(
                pos2(field.left(), field.bottom() + gap),
                vec2(column - width(small) - 4.0 * gap, small * 0.55),
            );
            sides.push(Side { seat, name: pos2(left, top), shrine, field, hand, card: small });
        }
        // Between them: deck, Graveyard, and the action in the air.
        let middle_top = rect.top() + gap + 18.0 + STACK + small + 3.0 * gap + small * 0.55;
        let middle = Rect::from_min_max(pos2(rect.left(), middle_top), pos2(rect.right(), row_top - gap));
        let centre_y = middle.center().y;
        let deck = Rect::from_center_size(pos2(rect.left() + gap + width(small) * 0.7, centre_y), vec2(width(small), small));
        let graveyard = Rect::from_center_size(deck.center() + vec2(width(small) * 1.8, 0.0), deck.size());
        let pending = Rect::from_min_max(
            pos2(graveyard.right() + 3.0 * gap, centre_y - small * 0.5),
            pos2(rect.right() - gap, centre_y + small * 0.5),
        );
        Self { card, sides, deck, graveyard, pending }
    }

    /// `seat`'s side.
    pub fn side(&self, seat: Seat) -> Option<&Side> {
        self.sides.iter().find(|s| s.seat == seat)
    }

    /// The middle of `spot`, for cards flying there.
    pub fn centre(&self, spot: Spot) -> Option<Pos2> {
        Some(match spot {
            Spot::Shrine(seat) => self.side(seat)?.shrine.center(),
            Spot::Field(seat) => self.side(seat)?.field.left_center() + vec2(self.side(seat)?.card * 0.4, 0.0),
            Spot::Hand(seat) => self.side(seat)?.hand.center(),
            Spot::Deck => self.deck.center(),
            Spot::Graveyard => self.graveyard.center(),
            Spot::Pending => self.pending.left_center() + vec2(self.card * 0.5, 0.0),
        })
    }

    /// The size of a card lying on the table (not in the viewer's hand).
    pub fn table_card(&self) -> Vec2 {
        self.deck.size()
    }
}

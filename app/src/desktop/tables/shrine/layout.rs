//! Where everything lies on the Shrine table: the rivals side by side along
//! the top, the viewer's side along the bottom (name, Shrine and Field,
//! then the hand), and between them the deck, the Graveyard and the action
//! waiting for answers. Every label has a place of its own: the cards are
//! made as large as the area allows with every name, count and button
//! clear of the cards and of each other.

use egui::{Pos2, Rect, Vec2, pos2, vec2};
use parlour_core::Seat;

use crate::desktop::tables::playing_card::{ASPECT, card_rect};

/// The tallest stack of face-down cards above a Shrine's top card.
const STACK: f32 = 24.0;
/// The height of a player's name.
pub const NAME: f32 = 20.0;
/// The room kept around a card for the light that says it may be clicked.
pub const LIGHT: f32 = 6.0;
/// How far below a card its label begins: clear of the card's light and of
/// the keyboard's focus ring around it (its outer edge, and a point).
pub const LABEL_GAP: f32 = crate::desktop::focus::OUTLINED_GAP + 4.0;
/// The height of a label under a card, below its light and focus ring.
pub const LINE: f32 = LABEL_GAP + 16.0;
/// How far a picked card rises, as a share of its height.
pub const LIFT: f32 = 0.14;
/// The smallest and largest height of a card in the viewer's hand.
const HAND_CARD: [f32; 2] = [36.0, 150.0];

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

/// How much room the table's words take, measured in the fonts they are
/// painted in, with room for every count they may show.
#[derive(Clone, Copy, Debug)]
pub struct Room {
    /// The widest player's name, with its marks.
    pub name: f32,
    /// The deck's label.
    pub deck: f32,
    /// The Graveyard's label.
    pub graveyard: f32,
    /// A Shrine's label.
    pub shrine: f32,
    /// A rival's hand count.
    pub in_hand: f32,
    /// The button that opens the Graveyard.
    pub look: Vec2,
}

/// One player's side.
#[derive(Clone, Copy, Debug)]
pub struct Side {
    /// Whose.
    pub seat: Seat,
    /// Where their name is written (its top left corner).
    pub name: Pos2,
    /// The Shrine's top card; its stack of face-down cards rises above it,
    /// its label lies below it.
    pub shrine: Rect,
    /// How high a full Shrine's stack rises above its top card.
    pub stack: f32,
    /// The Field's four places.
    pub field: Rect,
    /// The hand.
    pub hand: Rect,
    /// The height of a card in the hand.
    pub card: f32,
}

impl Side {
    /// Where the Field's Token `i` (of four places) lies.
    pub fn token(&self, i: usize) -> Rect {
        let h = self.field.height();
        let w = h * ASPECT;
        let step = ((self.field.width() - w) / 3.0).clamp(0.0, h * 0.78);
        card_rect(pos2(self.field.left() + w * 0.5 + i as f32 * step, self.field.center().y), h)
    }

    /// Where the Shrine's label is written (its top centre), below the
    /// Shrine's light and focus ring.
    pub fn shrine_label(&self) -> Pos2 {
        self.shrine.center_bottom() + vec2(0.0, LABEL_GAP)
    }
}

/// The table this frame.
pub struct Layout {
    /// Every side, the viewer's (or Player 1's) first.
    pub sides: Vec<Side>,
    /// The deck.
    pub deck: Rect,
    /// The Graveyard's top card.
    pub graveyard: Rect,
    /// The button that opens the Graveyard, above it.
    pub look: Rect,
    /// The action waiting for answers: its cards, then its words.
    pub pending: Rect,
}

/// A rival's side, from the height of its Shrine's card: the Shrine with
/// its stack and label, the Field beside it and the hand under the Field.
#[derive(Clone, Copy, Debug)]
struct Rival {
    /// The Shrine's card.
    shrine: f32,
    /// A Token.
    token: f32,
    /// The hand's cards.
    hand: f32,
    /// Between things.
    gap: f32,
    /// A full Shrine's stack.
    stack: f32,
}

impl Rival {
    /// The sizes for a Shrine's card `shrine` high.
    fn new(shrine: f32) -> Self {
        Self {
            shrine,
            token: shrine * 0.7,
            hand: (shrine * 0.45).max(LINE - LABEL_GAP),
            gap: shrine * 0.1,
            stack: (shrine * 0.3).min(STACK),
        }
    }

    /// Its height: the name, then the Shrine's stack, card and label, or
    /// the Field and the hand beside them.
    fn height(&self) -> f32 {
        let shrine = self.shrine + LINE;
        let beside = self.token + self.gap + self.hand;
        NAME + self.stack + shrine.max(beside)
    }

    /// Its width: the Shrine (or its label), then the four Tokens, or the
    /// hand's cards and count.
    fn width(&self, room: &Room) -> f32 {
        let shrine = (self.shrine * ASPECT).max(room.shrine);
        let tokens = 2.0 * self.gap + 4.0 * self.token * ASPECT + 3.0 * self.gap;
        let hand = self.gap + 2.0 * self.hand * ASPECT + room.in_hand;
        self.gap + shrine + tokens.max(hand) + self.gap
    }
}

/// The least width the words of the action waiting for answers are given.
pub const WORDS: f32 = 200.0;

/// The sizes of the table, from the height of a card in the viewer's hand.
#[derive(Clone, Copy, Debug)]
struct Sizes {
    /// A card in the viewer's hand.
    card: f32,
    /// A card lying on the table: the viewer's Shrine and Field, the piles.
    small: f32,
    /// Between things.
    gap: f32,
    /// The viewer's Shrine's stack.
    stack: f32,
    /// A rival's side.
    rival: Rival,
    /// Whether the piles lie beside a lone rival rather than in a row of
    /// their own.
    beside: bool,
}

/// Where the piles lie: the deck, the Graveyard with its button above it,
/// and the action waiting for answers.
struct Piles {
    /// The deck.
    deck: Rect,
    /// The Graveyard's top card.
    graveyard: Rect,
    /// The button that opens the Graveyard.
    look: Rect,
    /// The action waiting for answers.
    pending: Rect,
}

impl Sizes {
    /// The sizes for `card`, a rival's Shrine no higher than `rival`.
    fn new(card: f32, rival: f32, beside: bool) -> Self {
        let small = card * 0.8;
        let stack = (small * 0.3).min(STACK);
        Self { card, small, gap: small * 0.1, stack, rival: Rival::new(small.min(rival)), beside }
    }

    /// The height of the piles: the Graveyard's button, the cards and their
    /// labels.
    fn middle(&self, room: &Room) -> f32 {
        room.look.y + LIGHT + self.small + LINE
    }

    /// The height of the rivals' row and the piles', one beside the other
    /// or one above the other.
    fn upper(&self, room: &Room) -> f32 {
        if self.beside {
            self.rival.height().max(self.middle(room))
        } else {
            self.rival.height() + self.gap + self.middle(room)
        }
    }

    /// The height of the viewer's side above the hand: the stack, the
    /// Shrine and its label.
    fn own(&self) -> f32 {
        self.stack + self.small + LINE
    }

    /// The height of the viewer's hand, with room for a picked card to rise.
    fn hand(&self) -> f32 {
        self.card * (1.0 + LIFT)
    }

    /// The height of the whole table, without room to spare.
    fn height(&self, room: &Room) -> f32 {
        self.gap + self.upper(room) + self.gap + self.own() + self.gap + self.hand() + self.gap
    }

    /// Whether the table fits across `width`: the viewer's hand of seven,
    /// the cards overlapping by half, and a lone rival beside the piles.
    fn fits_across(&self, room: &Room, width: f32) -> bool {
        let hand = 2.0 * self.gap + 4.0 * self.card * ASPECT;
        let upper = if self.beside {
            let piles = self.piles(room, 0.0, f32::INFINITY, 0.0);
            self.rival.width(room) + piles.pending.left() + self.pending_cards() + WORDS
        } else {
            0.0
        };
        hand <= width && upper <= width
    }

    /// The width of the cards of an action waiting for answers, four at most.
    fn pending_cards(&self) -> f32 {
        self.small * ASPECT + 3.0 * self.small * 0.45
    }

    /// The piles in the band from `left` to `right` whose top is `top`.
    fn piles(&self, room: &Room, left: f32, right: f32, top: f32) -> Piles {
        let (gap, small) = (self.gap, self.small);
        let width = small * ASPECT;
        let piles_top = top + room.look.y + LIGHT;
        let deck_left = left + gap + ((room.deck - width) * 0.5).max(0.0);
        let deck = Rect::from_min_size(pos2(deck_left, piles_top), vec2(width, small));
        let apart = (width * 1.8).max((room.deck + room.graveyard) * 0.5 + 2.0 * gap);
        let graveyard = deck.translate(vec2(apart, 0.0));
        let look_x = graveyard.center().x.max(left + gap + room.look.x * 0.5);
        let look = Rect::from_center_size(pos2(look_x, top + room.look.y * 0.5), room.look);
        let pending_left =
            graveyard.right().max(graveyard.center().x + room.graveyard * 0.5).max(look.right()) + 3.0 * gap;
        let pending =
            Rect::from_min_max(pos2(pending_left, top), pos2((right - gap).max(pending_left), deck.bottom() + LINE));
        Piles { deck, graveyard, look, pending }
    }
}

impl Layout {
    /// The table in `rect` for `players`, `bottom` seated along the bottom,
    /// its words taking `room`.
    pub fn new(rect: Rect, players: usize, bottom: Seat, room: &Room) -> Self {
        let rivals: Vec<Seat> = (1..players).map(|k| Seat::new((bottom.index() + k) % players)).collect();
        let column = rect.width() / rivals.len().max(1) as f32;
        // The rivals' cards as large as their columns allow; the viewer's as
        // large as the height and the width allow. A lone rival has the
        // piles beside them when that makes the cards larger.
        let rival = largest(10.0, HAND_CARD[1], |shrine| Rival::new(shrine).width(room) <= column);
        let plan = |beside: bool| {
            let card = largest(HAND_CARD[0], HAND_CARD[1], |card| {
                let z = Sizes::new(card, if beside { f32::INFINITY } else { rival }, beside);
                z.height(room) <= rect.height() && z.fits_across(room, rect.width())
            });
            Sizes::new(card, if beside { f32::INFINITY } else { rival }, beside)
        };
        let stacked = plan(false);
        let z = if rivals.len() == 1 {
            Some(plan(true)).filter(|b| b.card > stacked.card).unwrap_or(stacked)
        } else {
            stacked
        };
        let (gap, small, card) = (z.gap, z.small, z.card);
        // Room to spare goes between the rows, evenly.
        let rows = if z.beside { 2.0 } else { 3.0 };
        let spare = gap + ((rect.height() - z.height(room)) / rows).max(0.0);
        let width = |height: f32| height * ASPECT;
        // A label wider than its card reaches past it on both sides.
        let overhang = |card: f32| (room.shrine - width(card)).max(0.0) * 0.5;
        // The rivals in seat order from the viewer's left, side by side.
        let r = z.rival;
        let column = if z.beside { r.width(room) } else { column };
        let top = rect.top() + gap;
        let mut rival_sides = Vec::new();
        for (i, &seat) in rivals.iter().enumerate() {
            let left = rect.left() + column * i as f32 + r.gap;
            let right = rect.left() + column * (i + 1) as f32 - r.gap;
            let shrine_top = top + NAME + r.stack;
            let shrine =
                Rect::from_min_size(pos2(left + overhang(r.shrine), shrine_top), vec2(width(r.shrine), r.shrine));
            let field_left = shrine.right() + 2.0 * r.gap;
            let field = Rect::from_min_max(
                pos2(field_left, shrine_top),
                pos2(
                    (field_left + 4.0 * width(r.token) + 3.0 * r.gap).min(right).max(field_left),
                    shrine_top + r.token,
                ),
            );
            // Beside the Shrine's label, never under it.
            let hand_left = field.left().max(shrine.center().x + room.shrine * 0.5 + r.gap);
            let hand = Rect::from_min_max(
                pos2(hand_left, field.bottom() + r.gap),
                pos2(right.max(hand_left), field.bottom() + r.gap + r.hand),
            );
            let name = pos2(left, top);
            rival_sides.push(Side { seat, name, shrine, stack: r.stack, field, hand, card: r.hand });
        }
        // The deck, the Graveyard (its button above it), and the action in
        // the air: beside a lone rival, or in a row between the sides.
        let Piles { deck, graveyard, look, pending } = if z.beside {
            z.piles(room, rect.left() + column, rect.right(), top)
        } else {
            z.piles(room, rect.left(), rect.right(), top + r.height() + spare)
        };
        // The viewer's side: the name on the left, the Shrine and the Field
        // from a little left of the middle, the hand along the bottom.
        let shrine_top = top + z.upper(room) + spare + z.stack + if z.beside { 0.0 } else { spare - gap };
        let centred = rect.center().x - width(small) * 3.2;
        let shrine_left = centred.max(rect.left() + gap + room.name + gap + overhang(small));
        let shrine = Rect::from_min_size(pos2(shrine_left, shrine_top), vec2(width(small), small));
        let field_left = shrine.right() + (width(small) * 0.6).max(overhang(small) + gap);
        let field_right = (field_left + 4.0 * width(small) + 3.0 * gap).min(rect.right() - gap).max(field_left);
        let field = Rect::from_min_max(pos2(field_left, shrine_top), pos2(field_right, shrine.bottom()));
        let hand_top = rect.bottom() - gap - card;
        let hand = Rect::from_min_max(pos2(rect.left() + gap, hand_top), pos2(rect.right() - gap, hand_top + card));
        let name = pos2(rect.left() + gap, shrine_top);
        let mut sides = vec![Side { seat: bottom, name, shrine, stack: z.stack, field, hand, card }];
        sides.extend(rival_sides);
        Self { sides, deck, graveyard, look, pending }
    }

    /// `seat`'s side.
    pub fn side(&self, seat: Seat) -> Option<&Side> {
        self.sides.iter().find(|s| s.seat == seat)
    }

    /// The middle of `spot`, for cards flying there.
    pub fn centre(&self, spot: Spot) -> Option<Pos2> {
        Some(match spot {
            Spot::Shrine(seat) => self.side(seat)?.shrine.center(),
            Spot::Field(seat) => self.side(seat)?.token(0).center(),
            Spot::Hand(seat) => self.side(seat)?.hand.center(),
            Spot::Deck => self.deck.center(),
            Spot::Graveyard => self.graveyard.center(),
            Spot::Pending => self.pending.left_center() + vec2(self.deck.width() * 0.5, 0.0),
        })
    }

    /// The size of a card lying on the table (not in the viewer's hand).
    pub fn table_card(&self) -> Vec2 {
        self.deck.size()
    }
}

/// The largest value in `low..=high` for which `fits` holds (`low` when
/// none does), `fits` holding of every value below one it holds of.
fn largest(low: f32, high: f32, fits: impl Fn(f32) -> bool) -> f32 {
    if fits(high) {
        return high;
    }
    let (mut yes, mut no) = (low, high);
    while no - yes > 0.25 {
        let mid = f32::midpoint(yes, no);
        if fits(mid) { yes = mid } else { no = mid }
    }
    yes
}

#[cfg(test)]
mod tests {
    use super::*;

    fn room() -> Room {
        Room { name: 80.0, deck: 50.0, graveyard: 80.0, shrine: 66.0, in_hand: 60.0, look: vec2(120.0, 20.0) }
    }

    /// Every rectangle a side is drawn in: its name, the Shrine with its
    /// stack, the Shrine's label, the Field, and the hand (the viewer's with
    /// room for a picked card to rise).
    fn parts(side: &Side, own: bool) -> Vec<(&'static str, Rect)> {
        let room = room();
        let label = Rect::from_min_size(side.shrine_label() - vec2(room.shrine * 0.5, 0.0), vec2(room.shrine, 16.0));
        let stacked = Rect::from_min_max(side.shrine.min - vec2(0.0, side.stack), side.shrine.max);
        let name = Rect::from_min_size(side.name, vec2(room.name, NAME));
        let hand = if own {
            Rect::from_min_max(side.hand.min - vec2(0.0, side.card * LIFT), side.hand.max)
        } else {
            side.hand
        };
        vec![("name", name), ("shrine", stacked), ("label", label), ("field", side.field), ("hand", hand)]
    }

    /// A pile's label, under it.
    fn below(pile: Rect, width: f32) -> Rect {
        Rect::from_min_size(pile.center_bottom() + vec2(-width * 0.5, LABEL_GAP), vec2(width, 16.0))
    }

    #[test]
    fn nothing_lies_over_anything_else_and_everything_lies_in_the_table() {
        // The table at 1180×780 and 1024×640, alone and under a lesson.
        for (w, h) in [(890.0, 625.0), (734.0, 485.0), (734.0, 335.0), (890.0, 475.0)] {
            for players in 2..=4 {
                let rect = Rect::from_min_size(pos2(10.0, 100.0), vec2(w, h));
                let layout = Layout::new(rect, players, Seat(0), &room());
                let mut all: Vec<(String, Rect)> = Vec::new();
                for (i, side) in layout.sides.iter().enumerate() {
                    for (what, r) in parts(side, i == 0) {
                        all.push((format!("{}'s {what}", side.seat), r));
                    }
                }
                let piles = [
                    ("deck", layout.deck),
                    ("deck's label", below(layout.deck, room().deck)),
                    ("graveyard", layout.graveyard),
                    ("graveyard's label", below(layout.graveyard, room().graveyard)),
                    ("look", layout.look),
                    ("pending", layout.pending),
                ];
                all.extend(piles.iter().map(|(n, r)| ((*n).to_owned(), *r)));
                // A label lies clear of the focus ring around its card (its
                // wide stroke reaches 3 points beyond the gap).
                let ring = |card: Rect| card.expand(crate::desktop::focus::OUTLINED_GAP + 3.0).bottom();
                for (card, label) in [(layout.deck, piles[1].1), (layout.graveyard, piles[3].1)] {
                    assert!(label.top() >= ring(card), "{w}×{h}, {players}: a pile's ring over its label");
                }
                for side in &layout.sides {
                    assert!(
                        side.shrine_label().y >= ring(side.shrine),
                        "{w}×{h}, {players}: the ring over the Shrine's label"
                    );
                }
                for (n, (a, ra)) in all.iter().enumerate() {
                    assert!(rect.expand(0.5).contains_rect(*ra), "{w}×{h}, {players}: {a} {ra:?} outside {rect:?}");
                    for (b, rb) in &all[n + 1..] {
                        let shared = ra.intersect(*rb);
                        let apart = shared.width() <= 0.5 || shared.height() <= 0.5;
                        assert!(apart, "{w}×{h}, {players} players: {a} {ra:?} over {b} {rb:?}");
                    }
                }
                // A lone rival leaves room for larger cards.
                let (card, least) = (layout.sides[0].card, if players == 2 { 60.0 } else { 45.0 });
                assert!(card >= least, "{w}×{h}, {players} players: the hand's cards are {card} high");
            }
        }
    }
}

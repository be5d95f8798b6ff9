//! # The You Are Here Game
//!
//! Two players lay cards on a 3×3 board. A card shows four edge numbers and a
//! suit, and has a marked corner that points at the player who controls it.
//! Lay a card next to your rival's, and if your touching number is bigger,
//! their card turns around to face you. Whoever controls more cards when the
//! board is full wins.
//!
//! ## The rules as Parlour plays them
//!
//! 1. **Players and decks.** Two players, each with their own deck. The
//!    default deck is the ten-card starter deck in
//!    `assets/you-are-here/starter-deck.ron`, one copy for each player. A
//!    custom deck may hold any cards, duplicates included, from 5 to 60 cards.
//! 2. **Cards.** Edge numbers run from 1 to 9. The suit describes the shape
//!    of the numbers ([`Suit::fits`]): Diamonds are good all round, Hearts have
//!    one very strong side and three weaker ones, Spades are strong left and
//!    right, Clubs strong top and bottom.
//! 3. **Start.** Each player shuffles their deck and draws five cards, kept
//!    hidden from the other. A seeded coin flip stands in for
//!    rock-paper-scissors to decide who goes first (option `first` can choose).
//! 4. **A turn.** The player places one card from hand on any empty square,
//!    with its marked corner toward them. Player 1 sits south, so their cards
//!    read as printed; Player 2 sits north, so their cards lie turned 180° in
//!    board coordinates, printed top facing south.
//! 5. **Capture.** If the placed card touches a card the other player
//!    controls, the two touching numbers are compared in board coordinates.
//!    If the placed card's number is greater, the other card is captured: it
//!    turns 180° so its marked corner faces its new controller, which swaps
//!    its top and bottom and its left and right numbers on the board.
//! 6. **Cascade.** A card just captured then compares its own numbers, in its
//!    new orientation, with the other player's cards around it, and can
//!    capture in turn. The cascade goes on from the card captured last.
//! 7. **One at a time.** Whenever more than one card could be captured, the
//!    player chooses exactly one (action `flip SQUARE`); the cascade goes on
//!    from that card, and the others stay as they are unless it reaches them.
//! 8. **Own cards are safe.** The cards a player controls never flip during
//!    their own turn.
//! 9. **Drawing.** After their turn a player draws one card, keeping five in
//!    hand while the deck lasts (option `draw`).
//! 10. **End.** The game ends when the board is full and the cascade has run
//!     out. The player controlling more cards wins; equal counts are a draw.
//!
//! ## Interpretations
//!
//! - *Interpretation (drawing):* the text starts players with five cards from
//!   a ten-card deck and says they play one each turn, but not when the rest
//!   is drawn. Parlour draws one card after each play by default (otherwise the
//!   starter deck's second five would never be used); `draw=off` plays from
//!   the opening hand only. Nobody draws once the board is full.
//! - *Interpretation (cards in hand):* the goal is "to control the largest
//!   number of cards", and at the end players "pool all the cards in play";
//!   Parlour counts only the cards on the board by default. With nine squares
//!   that total is odd, so the default game cannot be drawn. Option
//!   `hand-counts=on` adds the cards left in hand to each score.
//! - *Interpretation (captures are compulsory):* "you take control of it";
//!   the cascade's "you can also flip it" is read as the same rule, so a
//!   capture always happens when one is possible. The only choice is *which*
//!   card when there are several.
//! - *Interpretation (one capture per placement):* "if you ever end up with
//!   the choice between more than 1 card to flip you may only select 1" is read
//!   literally, also for the placed card itself: it captures one neighbour,
//!   and the cascade continues from that one only.
//! - *Interpretation (what players know):* the deck lists are open; the order
//!   of each deck and the opponent's hand are hidden (option `open-hands=on`
//!   shows both hands).
//! - *Not modelled:* playing for keeps and splitting the cards after the game.
//!
//! ## Notation
//!
//! `#3@b2` places card number 3 of the game's card list (see
//! [`YouAreHere::cards`]) on `b2`; `flip c3` chooses the next card of a
//! cascade. Squares run `a1`–`c3`, columns from Player 1's left, rows from
//! Player 1's side.

mod action;
mod board;
mod card;
mod event;
mod options;
mod setup;
mod solver;
mod state;
mod view;

pub use action::Action;
pub use board::{Cell, CellSet, Dir};
pub use card::{Card, CardId, Edges, MAX_EDGE, MIN_EDGE, Suit, starter_deck};
pub use event::Event;
pub use options::{FirstPlayer, Options};
pub use setup::{Setup, SetupPlaced};
pub use solver::{Solver, SolverBot};
pub use state::{HAND_SIZE, MAX_DECK, Placed, YouAreHere};
pub use view::{HandView, View};

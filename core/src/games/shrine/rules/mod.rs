//! The rules that change a game of Shrine: which actions are legal, and
//! what each does — the turn, the cards moving, the answers out of turn and
//! the Balance card.

mod answer;
mod balance;
mod cards;
mod legal;
mod turn;

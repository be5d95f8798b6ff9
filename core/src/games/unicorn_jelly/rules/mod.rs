//! The rules that change a game of Unicorn Jelly: which actions are legal,
//! the turn, and combat.

mod combat;
mod legal;
mod turn;

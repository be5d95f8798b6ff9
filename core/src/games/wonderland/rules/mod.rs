//! The rules that change a game of Wonderland: which actions are legal, and
//! what each does — the ring and the Queen of Hearts, and the turn.

mod legal;
mod ring;
mod turn;

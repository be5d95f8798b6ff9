//! Parlour's workshop, without any screen: the one bounded reader every
//! file goes through, designers' files on disk (tile sets and card
//! collections, RON or CSV, with their art), the print
//! pipeline that lays out faces in millimetres and prints them to PDF
//! sheets, each game's faces and formats, its rules card, and balance
//! reports read from simulated games. The app paints the same faces on
//! screen.

pub mod balance;
pub mod designs;
pub mod file;
pub mod games;
pub mod print;
pub mod printable;
pub mod rules_card;

//! Parlour: the desktop app and the command line.
//!
//! `parlour` with no arguments opens the desktop app; with a command it runs
//! that command (`selfplay`, `bench`, `scenario`, …).

pub mod cli;
pub mod desktop;

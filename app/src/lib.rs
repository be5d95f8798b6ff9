//! Parlour: the desktop app and the command line.
//!
//! `parlour` with no arguments opens the desktop app; with a command it runs
//! that command (`selfplay`, `bench`, `scenario`, …).
//!
//! The command line ([`cli`]) and the desktop app ([`desktop`]) are
//! siblings that never import each other: both stand on the modules below
//! them — files on disk ([`files`]) and what one holds ([`file_kind`]), the icon ([`icon`]), who sits in a seat
//! ([`seat_player`]) and how the app is started ([`launch`]). Where a command
//! needs the desktop (opening the window, rehearsing a lesson on its table),
//! `main` hands it in as a [`cli::Desktop`].

pub mod cli;
pub mod desktop;
pub mod exports;
pub mod file_kind;
pub mod files;
pub mod icon;
pub mod launch;
pub mod seat_player;

//! The `parlour` command line, run as the binary Cargo built for these
//! tests: its contracts, scenario files, and what it does with bad input;
//! that its sources never import the desktop app, and that no files import
//! each other round a circle.

mod assistant;
mod circles;
mod commands;
mod hardening;
mod images;
mod layers;
mod refusals;
mod run;
mod scenarios;

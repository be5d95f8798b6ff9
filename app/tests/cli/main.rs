//! The `parlour` command line, run as the binary Cargo built for these
//! tests: its contracts, scenario files, and what it does with bad input.

mod commands;
mod hardening;
mod refusals;
mod run;
mod scenarios;

//! `parlour`: the desktop app, or a command.

use std::process::ExitCode;

use parlour::{cli, desktop};

fn main() -> ExitCode {
    cli::main(&cli::Desktop { open: desktop::run, rehearse: desktop::tables::rehearsal::rehearse })
}

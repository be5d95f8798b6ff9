//! `parlour`: the desktop app (to come) and the command line.

mod cli;

use std::process::ExitCode;

fn main() -> ExitCode {
    cli::main()
}

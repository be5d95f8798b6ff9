//! `parlour`: the desktop app, or a command.

use std::process::ExitCode;

fn main() -> ExitCode {
    parlour::cli::main()
}

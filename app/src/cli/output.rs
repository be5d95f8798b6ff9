//! What the commands print: a line at a time to standard output, and a
//! reader that stops listening (`parlour … | head -n 1`) ends the command
//! quietly instead of crashing it.

/// Writes one line to standard output, like `println!`, but returns the
/// error instead of panicking when the output is closed.
macro_rules! say {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        writeln!(std::io::stdout().lock(), $($arg)*)
    }};
}
pub(crate) use say;

/// Whether `error` is the output closed by its reader: the command stops
/// quietly, as a reader that has read enough expects.
pub fn closed_by_reader(error: &anyhow::Error) -> bool {
    error
        .chain()
        .filter_map(|cause| cause.downcast_ref::<std::io::Error>())
        .any(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
}

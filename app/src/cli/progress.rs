//! The progress bar long commands show on the terminal.

use indicatif::{ProgressBar, ProgressStyle};

/// A bar for `len` games.
pub fn games_bar(len: u64) -> ProgressBar {
    let bar = ProgressBar::new(len);
    bar.set_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} games, {elapsed} (eta {eta})")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    bar
}

//! The progress bar long commands show on the terminal.

use indicatif::{ProgressBar, ProgressStyle};

/// A bar for `len` games.
pub fn games_bar(len: u64) -> ProgressBar {
    counting_bar(len, "games")
}

/// A progress bar over `len` things called `noun` ("decisions").
pub fn counting_bar(len: u64, noun: &str) -> ProgressBar {
    let bar = ProgressBar::new(len);
    bar.set_style(
        ProgressStyle::with_template(&format!("{{bar:40}} {{pos}}/{{len}} {noun}, {{elapsed}} (eta {{eta}})"))
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    bar
}

/// The style of a bar whose message names the stage of a long run, each
/// stage counting its own games.
pub fn stage_style() -> ProgressStyle {
    ProgressStyle::with_template("{msg}: {bar:30} {pos}/{len} games, {elapsed}")
        .unwrap_or_else(|_| ProgressStyle::default_bar())
}

/// The style of a bar for a stage whose games are not known ahead: its
/// message and the games played so far.
pub fn search_style() -> ProgressStyle {
    ProgressStyle::with_template("{msg}: {pos} games, {elapsed}").unwrap_or_else(|_| ProgressStyle::default_bar())
}

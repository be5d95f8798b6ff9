//! The games, one folder each.

pub mod jalak;
pub mod unicorn_jelly;
pub mod you_are_here;

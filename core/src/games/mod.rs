//! The games, one folder each.

pub mod you_are_here;

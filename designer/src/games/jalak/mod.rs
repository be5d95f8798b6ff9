//! Jalak on paper: the field and its counters.

pub mod kit;

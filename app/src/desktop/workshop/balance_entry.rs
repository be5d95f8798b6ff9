//! One design of the set, as its bench describes it to the Balance the
//! set window.

/// One design of the set, as its bench describes it.
pub struct Entry {
    /// Its index in the set or collection, to open it.
    pub index: usize,
    /// Its name.
    pub name: String,
    /// What the games see of it, as text: a changed design has other text.
    pub content: String,
    /// Whether the bench's list shows it (its search and filter).
    pub shown: bool,
}

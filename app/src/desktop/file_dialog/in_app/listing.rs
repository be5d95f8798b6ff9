//! A folder's entries as the dialog lists them: read once when the folder
//! is entered, then filtered by kind and by the words typed, and sorted by
//! the column chosen — folders always first.

use std::cmp::Ordering;
use std::path::Path;
use std::time::SystemTime;

/// At most this many entries of a folder are listed: a folder of millions
/// must not stall the window or fill the memory.
pub const MOST_ENTRIES: usize = 5_000;

/// One entry of a folder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// Its name in the folder.
    pub name: String,
    /// Whether it is a folder (or a link to one).
    pub folder: bool,
    /// A file's size in bytes; none for a folder.
    pub size: Option<u64>,
    /// When it last changed, if the system says.
    pub modified: Option<SystemTime>,
}

impl Entry {
    /// How the entry is named to a screen reader and in the list: a
    /// folder's name ends with a slash.
    pub fn label(&self) -> String {
        if self.folder { format!("{}/", self.name) } else { self.name.clone() }
    }
}

/// A folder's entries, in the order the folder gave them.
#[derive(Debug, Default)]
pub struct Listing {
    /// The entries, hidden ones (a name starting with a dot) left out.
    pub entries: Vec<Entry>,
    /// Whether the folder held more than [`MOST_ENTRIES`].
    pub cut: bool,
}

impl Listing {
    /// Reads `folder`; a message when it cannot be read.
    pub fn read(folder: &Path) -> Result<Self, String> {
        let entries = std::fs::read_dir(folder).map_err(|e| format!("Cannot read {}: {e}", folder.display()))?;
        let mut listing = Listing::default();
        for (seen, entry) in entries.flatten().enumerate() {
            if seen == MOST_ENTRIES {
                listing.cut = true;
                break;
            }
            let name = entry.file_name().to_string_lossy().into_owned();
            if name.starts_with('.') {
                continue;
            }
            // Follows links, so that a link to a folder opens like a folder.
            let metadata = std::fs::metadata(entry.path()).ok();
            let folder = metadata.as_ref().is_some_and(std::fs::Metadata::is_dir);
            listing.entries.push(Entry {
                name,
                folder,
                size: metadata.as_ref().filter(|_| !folder).map(std::fs::Metadata::len),
                modified: metadata.and_then(|m| m.modified().ok()),
            });
        }
        Ok(listing)
    }
}

/// A column of the list, which it can be sorted by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Column {
    /// The name, without regard to letter case.
    Name,
    /// A file's size.
    Size,
    /// When it last changed.
    Modified,
}

impl Column {
    /// Every column, left to right.
    pub const ALL: [Column; 3] = [Column::Name, Column::Size, Column::Modified];

    /// The column's heading.
    pub fn heading(self) -> &'static str {
        match self {
            Column::Name => "Name",
            Column::Size => "Size",
            Column::Modified => "Modified",
        }
    }
}

/// The order of the list: a column, and which way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sort {
    /// The column sorted by.
    pub column: Column,
    /// Smallest (or A, or oldest) first.
    pub ascending: bool,
}

impl Default for Sort {
    fn default() -> Self {
        Self { column: Column::Name, ascending: true }
    }
}

impl Sort {
    /// The order after a click on `column`'s heading: the same column turns
    /// around, another is sorted by, names A first, sizes and times the
    /// largest and latest first.
    #[must_use]
    pub fn clicked(self, column: Column) -> Self {
        if self.column == column {
            Self { column, ascending: !self.ascending }
        } else {
            Self { column, ascending: column == Column::Name }
        }
    }

    /// Compares two entries: folders before files, then by the column (by
    /// name where the column cannot tell them apart). Folders have no size:
    /// sorted by size, they keep to their names, A first.
    pub fn compare(self, a: &Entry, b: &Entry) -> Ordering {
        let by_name = || a.name.to_lowercase().cmp(&b.name.to_lowercase()).then_with(|| a.name.cmp(&b.name));
        let way = |order: Ordering| if self.ascending { order } else { order.reverse() };
        let by_column = match self.column {
            Column::Size if a.folder && b.folder => by_name(),
            Column::Name => way(by_name()),
            Column::Size => way(a.size.cmp(&b.size).then_with(by_name)),
            Column::Modified => way(a.modified.cmp(&b.modified).then_with(by_name)),
        };
        b.folder.cmp(&a.folder).then(by_column)
    }
}

/// Whether `name` holds every word of `filter`, in any letter case.
pub fn matches(name: &str, filter: &str) -> bool {
    let name = name.to_lowercase();
    filter.to_lowercase().split_whitespace().all(|word| name.contains(word))
}

/// The entries to show, as indices into `entries`: those `kind` accepts
/// (folders always), holding the words of `filter`, in `sort`'s order.
pub fn view(entries: &[Entry], kind: impl Fn(&str) -> bool, filter: &str, sort: Sort) -> Vec<usize> {
    let mut shown: Vec<usize> = (0..entries.len())
        .filter(|&i| {
            let entry = &entries[i];
            (entry.folder || kind(&entry.name)) && matches(&entry.name, filter)
        })
        .collect();
    shown.sort_by(|&a, &b| sort.compare(&entries[a], &entries[b]));
    shown
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    fn entry(name: &str, folder: bool, size: u64, age: u64) -> Entry {
        Entry {
            name: name.to_owned(),
            folder,
            size: (!folder).then_some(size),
            modified: Some(SystemTime::UNIX_EPOCH + Duration::from_secs(1_000_000 - age)),
        }
    }

    fn names(entries: &[Entry], shown: &[usize]) -> Vec<String> {
        shown.iter().map(|&i| entries[i].label()).collect()
    }

    #[test]
    fn folders_come_first_whatever_the_column_and_the_way() {
        let entries = vec![
            entry("b.ron", false, 10, 5),
            entry("Zoo", true, 0, 1),
            entry("a.ron", false, 30, 1),
            entry("apples", true, 0, 9),
            entry("C.ron", false, 20, 9),
        ];
        let all = |_: &str| true;
        let by = |column, ascending| names(&entries, &view(&entries, all, "", Sort { column, ascending }));
        assert_eq!(by(Column::Name, true), ["apples/", "Zoo/", "a.ron", "b.ron", "C.ron"]);
        assert_eq!(by(Column::Name, false), ["Zoo/", "apples/", "C.ron", "b.ron", "a.ron"]);
        assert_eq!(by(Column::Size, false), ["apples/", "Zoo/", "a.ron", "C.ron", "b.ron"]);
        assert_eq!(by(Column::Size, true), ["apples/", "Zoo/", "b.ron", "C.ron", "a.ron"]);
        assert_eq!(by(Column::Modified, false), ["Zoo/", "apples/", "a.ron", "b.ron", "C.ron"]);
    }

    #[test]
    fn the_kind_hides_other_files_but_never_folders_and_the_filter_needs_every_word() {
        let entries =
            vec![entry("notes.txt", false, 1, 1), entry("txt", true, 0, 1), entry("An Evening.ron", false, 1, 1)];
        let ron = |name: &str| std::path::Path::new(name).extension().is_some_and(|e| e.eq_ignore_ascii_case("ron"));
        assert_eq!(names(&entries, &view(&entries, ron, "", Sort::default())), ["txt/", "An Evening.ron"]);
        assert_eq!(names(&entries, &view(&entries, |_| true, "TXT", Sort::default())), ["txt/", "notes.txt"]);
        assert_eq!(names(&entries, &view(&entries, |_| true, "ron even", Sort::default())), ["An Evening.ron"]);
        assert!(view(&entries, |_| true, "evening x", Sort::default()).is_empty());
    }

    #[test]
    fn a_heading_clicked_twice_turns_the_order_around() {
        let sort = Sort::default().clicked(Column::Size);
        assert_eq!(sort, Sort { column: Column::Size, ascending: false }, "the largest first");
        assert_eq!(sort.clicked(Column::Size), Sort { column: Column::Size, ascending: true });
        assert_eq!(sort.clicked(Column::Name), Sort::default());
    }

    #[test]
    fn a_folder_is_read_with_its_folders_known_and_hidden_entries_left_out() {
        let dir = tempfile::Builder::new().prefix("parlour-listing-").tempdir().expect("a temporary folder");
        std::fs::create_dir(dir.path().join("games")).expect("folder");
        std::fs::write(dir.path().join("old.ron"), "12345").expect("file");
        std::fs::write(dir.path().join(".hidden"), "").expect("file");
        let listing = Listing::read(dir.path()).expect("readable");
        let mut entries = listing.entries.clone();
        entries.sort_by(|a, b| Sort::default().compare(a, b));
        assert_eq!(entries.iter().map(Entry::label).collect::<Vec<_>>(), ["games/", "old.ron"]);
        assert_eq!((entries[0].size, entries[1].size), (None, Some(5)));
        assert!(!listing.cut);
        assert!(Listing::read(&dir.path().join("missing")).is_err());
    }
}

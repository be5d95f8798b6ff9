//! File formats: every file an earlier Parlour wrote keeps opening, and a
//! file a newer Parlour wrote is refused with a clear message rather than
//! misread.
//!
//! The rule, for every RON file Parlour reads — saved games and game
//! records (the history's and the games in progress among them),
//! scenarios, lessons, tile sets, card collections and the workshop's
//! autosaves:
//!
//! - Parlour writes the format at the file's top: `format: 2` (this
//!   build's [`FORMAT`]; the [`Format`] field writes it). A hand-written
//!   file may leave it out.
//! - A file without `format` (every file from before formats were
//!   numbered) or with one up to [`FORMAT`] is read with every older shape
//!   it may have: a renamed field is still read under its older name
//!   (`#[serde(alias = "…")]`, or, where its type changed too, a shadow
//!   struct that calls [`older_name`] so the reader can say so), and a
//!   field added since takes its default.
//! - A file whose `format` is higher than [`FORMAT`] is refused with
//!   [`NewerFormat`]: it was written by a newer Parlour.
//! - [`FORMAT`] goes up by one whenever a kind of file changes shape (a
//!   field added, renamed or given another type), and the older shape stays
//!   readable; a file of each older shape is kept in `tests/fixtures/old/`,
//!   with a test that opens it.
//!
//! All of it happens in [`crate::ron_text::read`], the one reader every
//! such file goes through, so no kind of file checks for itself. Two kinds
//! of file are read leniently instead: the app's settings (which carry
//! `format` too, but whose unknown parts are left out, not refused, so a
//! newer Parlour's settings are used as far as they are understood) and the
//! CSV sheets of tiles and cards (read by column name, other columns
//! ignored). A review kept beside a history file is a cache: one that does
//! not read is worked out again.

use std::cell::RefCell;
use std::fmt;

use serde::de::{self, Deserialize, Deserializer, SeqAccess, Visitor};
use serde::{Serialize, Serializer};

/// The format of the files this Parlour writes, and the newest it reads.
pub const FORMAT: u64 = 2;

/// A file written by a newer Parlour, in a format this one does not know.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "this file was written by a newer Parlour (file format {found}; this Parlour reads formats up to {FORMAT}): \
     open it with that Parlour, or a later one"
)]
pub struct NewerFormat {
    /// The format the file names.
    pub found: u64,
}

/// The `format` field of a file: written as [`FORMAT`]; read from a file of
/// that format or an earlier one (left out: before formats were numbered)
/// and refused from a newer one. It holds nothing: a file once read is of
/// this Parlour's format.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Format;

impl Serialize for Format {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_u64(FORMAT)
    }
}

impl<'de> Deserialize<'de> for Format {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let found = u64::deserialize(deserializer)?;
        if found > FORMAT { Err(de::Error::custom(NewerFormat { found })) } else { Ok(Format) }
    }
}

/// The format a file names at its top, `value` being the whole file read as
/// RON, if it is a structure naming one.
pub(crate) fn declared(value: ron::Value) -> Option<u64> {
    let ron::Value::Map(map) = value else { return None };
    map.get(&ron::Value::String("format".to_owned()))?.clone().into_rust::<u64>().ok()
}

/// Why `found`, a file's format, cannot be read here, if it cannot.
pub fn check(found: u64) -> Result<(), NewerFormat> {
    if found > FORMAT { Err(NewerFormat { found }) } else { Ok(()) }
}

thread_local! {
    /// What the file being read on this thread says under older names.
    static NOTES: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
}

/// Notes that the file being read names a field `old`, the older name of
/// `new`; the reader hands it on ([`crate::ron_text::Read::notes`]), once.
pub fn older_name(old: &str, new: &str) {
    let note = format!("`{old}` is the older name of `{new}`");
    NOTES.with_borrow_mut(|notes| {
        if !notes.contains(&note) {
            notes.push(note);
        }
    });
}

/// Runs `read` and returns what it noted of older names with its result.
pub(crate) fn noting<T>(read: impl FnOnce() -> T) -> (T, Vec<String>) {
    let before = NOTES.with_borrow_mut(std::mem::take);
    let value = read();
    let notes = NOTES.with_borrow_mut(|notes| std::mem::replace(notes, before));
    (value, notes)
}

/// Reads a list written as a list, `[a, b]`, or as a tuple, `(a, b)`: the
/// first Parlour wrote one list per player (of two) as a tuple.
pub fn list_or_tuple<'de, D: Deserializer<'de>, T: Deserialize<'de>>(deserializer: D) -> Result<Vec<T>, D::Error> {
    struct Items<T>(std::marker::PhantomData<T>);
    impl<'de, T: Deserialize<'de>> Visitor<'de> for Items<T> {
        type Value = Vec<T>;
        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("a list")
        }
        fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Vec<T>, A::Error> {
            // As serde's own lists do: no more room reserved up front than a little.
            let mut items = Vec::with_capacity(seq.size_hint().unwrap_or(0).min(64));
            while let Some(item) = seq.next_element()? {
                items.push(item);
            }
            Ok(items)
        }
    }
    deserializer.deserialize_any(Items(std::marker::PhantomData))
}

/// [`list_or_tuple`] for an optional list.
pub fn optional_list_or_tuple<'de, D: Deserializer<'de>, T: Deserialize<'de>>(
    deserializer: D,
) -> Result<Option<Vec<T>>, D::Error> {
    struct Listed<T>(Vec<T>);
    impl<'de, T: Deserialize<'de>> Deserialize<'de> for Listed<T> {
        fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
            list_or_tuple(deserializer).map(Listed)
        }
    }
    Ok(Option::<Listed<T>>::deserialize(deserializer)?.map(|listed| listed.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, PartialEq, serde::Deserialize, serde::Serialize)]
    #[serde(deny_unknown_fields)]
    struct File {
        #[serde(default)]
        format: Format,
        name: String,
    }

    #[test]
    fn a_file_is_written_with_this_format_and_read_without_one() {
        let written = ron::to_string(&File { format: Format, name: "x".to_owned() }).expect("writes");
        assert_eq!(written, format!("(format:{FORMAT},name:\"x\")"));
        assert_eq!(crate::ron_text::from_str::<File>("(name: \"x\")").map(|f| f.name).as_deref(), Ok("x"));
        assert!(crate::ron_text::from_str::<File>(&written).is_ok());
    }

    #[test]
    fn a_file_of_a_newer_format_is_refused_before_its_unknown_parts() {
        let newer = FORMAT + 1;
        for text in [format!("(format: {newer}, name: \"x\")"), format!("(name: \"x\", colour: 3, format: {newer})")] {
            let error = crate::ron_text::from_str::<File>(&text).expect_err("newer");
            assert_eq!(error, crate::ron_text::RonError::Newer(NewerFormat { found: newer }), "{text}");
            assert!(error.to_string().contains("written by a newer Parlour"), "{error}");
        }
        let error = crate::ron_text::from_str::<File>("(name: 3)").expect_err("not a name");
        assert!(!error.to_string().contains("newer"), "{error}");
    }

    #[test]
    fn lists_of_two_read_as_lists_or_tuples() {
        #[derive(serde::Deserialize)]
        struct Hands {
            #[serde(deserialize_with = "list_or_tuple")]
            hands: Vec<Vec<String>>,
            #[serde(default, deserialize_with = "optional_list_or_tuple")]
            piles: Option<Vec<Vec<String>>>,
        }
        for text in
            ["(hands: [[\"a\"], []], piles: Some(([], [\"b\"])))", "(hands: ([\"a\"], []), piles: ([], [\"b\"]))"]
        {
            let read: Hands = crate::ron_text::from_str(text).expect(text);
            assert_eq!(read.hands, [vec!["a".to_owned()], vec![]]);
            assert_eq!(read.piles, Some(vec![vec![], vec!["b".to_owned()]]));
        }
        let read: Hands = crate::ron_text::from_str("(hands: [])").expect("no piles");
        assert_eq!(read.piles, None);
    }
}

//! RON, the text format of Parlour's files (saved games, scenarios, tile
//! sets, collections, lessons), read one way everywhere: optional parts may
//! be written without `Some(…)`, a file of a newer Parlour is refused as
//! one (see [`crate::format`]), what a file says under older names is noted,
//! and what is wrong is said in Parlour's words, on one line, quoting little
//! of the file.

use serde::de::DeserializeOwned;

use crate::format::NewerFormat;

/// Why a text does not read as the RON value expected.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RonError {
    /// The text is not RON of the shape expected: where, and what is wrong.
    #[error("{0}")]
    Malformed(String),
    /// The text names a format newer than this Parlour reads.
    #[error(transparent)]
    Newer(#[from] NewerFormat),
}

/// A value read, with what the text said under older names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Read<T> {
    /// The value.
    pub value: T,
    /// One sentence for each older name the text used, e.g. "`drawn` is the
    /// older name of `phase`".
    pub notes: Vec<String>,
}

/// The options every file is read with.
fn options() -> ron::Options {
    ron::Options::default().with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
}

/// Reads a `T` from RON `text`, with what it says under older names. When
/// the text does not read, a newer format it names is the reason given.
pub fn read<T: DeserializeOwned>(text: &str) -> Result<Read<T>, RonError> {
    let (value, notes) = crate::format::noting(|| options().from_str(text));
    match value {
        Ok(value) => Ok(Read { value, notes }),
        Err(error) => {
            let declared = options().from_str::<ron::Value>(text).ok().and_then(crate::format::declared);
            if let Some(found) = declared {
                crate::format::check(found)?;
            }
            Err(RonError::Malformed(explained(&error)))
        }
    }
}

/// Reads a `T` from RON `text`.
pub fn from_str<T: DeserializeOwned>(text: &str) -> Result<T, RonError> {
    read(text).map(|read| read.value)
}

/// The reader's error in words, where it is at and what is wrong.
fn explained(error: &ron::error::SpannedError) -> String {
    match error.code {
        ron::Error::ExceededRecursionLimit => {
            format!(
                "line {}: the file nests too deeply (brackets inside brackets, far deeper than any Parlour file)",
                error.span.start.line
            )
        }
        _ => crate::text::one_line(&error.to_string(), 300),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deep_nesting_is_told_in_parlours_words() {
        let text = format!("{}{}", "[".repeat(400), "]".repeat(400));
        let error = from_str::<Vec<ron::Value>>(&text).expect_err("too deep").to_string();
        assert!(error.contains("nests too deeply") && !error.contains("recursion_limit"), "{error}");
        assert_eq!(from_str::<Option<u8>>("3"), Ok(Some(3)), "an optional part without Some(…)");
    }
}

//! RON, the text format of Parlour's files (saved games, scenarios, tile
//! sets, collections, lessons), read one way everywhere: optional parts may
//! be written without `Some(…)`, and what is wrong is said in Parlour's
//! words, on one line, quoting little of the file.

use serde::de::DeserializeOwned;

/// Why a text does not read as the RON value expected.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct RonError(String);

/// Reads a `T` from RON `text`.
pub fn from_str<T: DeserializeOwned>(text: &str) -> Result<T, RonError> {
    ron::Options::default()
        .with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
        .from_str(text)
        .map_err(|e| RonError(explained(&e)))
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

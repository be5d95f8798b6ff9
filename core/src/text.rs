//! Text that came from outside (files, the command line, text fields) as
//! Parlour quotes it back and as it lets names be.
//!
//! Messages quote at most a short excerpt of what they refuse, with control
//! characters (ESC sequences among them) and the invisible characters that
//! reorder text (bidirectional overrides) written as escapes, so nothing a
//! file holds reaches a terminal raw. Names, flavour and art paths may not
//! contain such characters at all.

use std::fmt::Write as _;

/// The most characters of outside text a message quotes.
pub const EXCERPT_CHARS: usize = 60;

/// Whether `c` must never be shown raw: a control character, or one that
/// changes the direction text is laid out in.
pub fn is_hidden_control(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{200E}' | '\u{200F}' | '\u{061C}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// `text` with every hidden control written as an escape (`\u{1b}`).
pub fn escaped(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        push_escaped(&mut out, c);
    }
    out
}

fn push_escaped(out: &mut String, c: char) {
    match c {
        '\n' => out.push_str("\\n"),
        '\t' => out.push_str("\\t"),
        '\r' => out.push_str("\\r"),
        c if is_hidden_control(c) => {
            let _ = write!(out, "\\u{{{:x}}}", u32::from(c));
        }
        c => out.push(c),
    }
}

/// At most [`EXCERPT_CHARS`] characters of `text`, escaped, with `…` when
/// cut and the full length named: what a message may quote.
pub fn excerpt(text: &str) -> String {
    let mut out = String::new();
    let mut chars = text.chars();
    for c in chars.by_ref().take(EXCERPT_CHARS) {
        push_escaped(&mut out, c);
    }
    if chars.next().is_some() {
        let _ = write!(out, "… ({} characters)", text.chars().count());
    }
    out
}

/// `count` and `noun`, the noun with an `s` unless there is one:
/// "1 page", "6 pages".
pub fn counted(count: usize, noun: &str) -> String {
    format!("{count} {noun}{}", if count == 1 { "" } else { "s" })
}

/// `items` as a list in words: "a", "a and b", "a, b and c".
pub fn listed(items: &[&str]) -> String {
    match items {
        [] => String::new(),
        [one] => (*one).to_owned(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// A message made safe for one line of a terminal: hidden controls escaped,
/// and cut to `limit` characters.
pub fn one_line(message: &str, limit: usize) -> String {
    let mut out = String::new();
    for (i, c) in message.chars().enumerate() {
        if i == limit {
            out.push('…');
            break;
        }
        push_escaped(&mut out, c);
    }
    out
}

/// What is wrong with `text` as a name, flavour line or path a person
/// reads: it may not hold hidden controls.
pub fn hidden_control_problem(text: &str) -> Option<String> {
    let c = text.chars().find(|&c| is_hidden_control(c))?;
    Some(format!("it contains the invisible control character U+{:04X}, which is not allowed", u32::from(c)))
}

/// Deserializes a string of at most `MAX` bytes, refusing a longer one
/// before it is kept: for the names and texts of files from outside.
pub fn bounded<'de, D, const MAX: usize>(deserializer: D) -> Result<String, D::Error>
where
    D: serde::Deserializer<'de>,
{
    deserializer.deserialize_str(BoundedVisitor::<MAX>)
}

/// Reads a string of at most `MAX` bytes.
struct BoundedVisitor<const MAX: usize>;

impl<const MAX: usize> serde::de::Visitor<'_> for BoundedVisitor<MAX> {
    type Value = String;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "a text of at most {MAX} bytes")
    }

    fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<String, E> {
        if v.len() > MAX {
            Err(E::custom(format!("a text of {} bytes is too long here: at most {MAX}", v.len())))
        } else {
            Ok(v.to_owned())
        }
    }
}

/// [`bounded`] for an optional string.
pub fn bounded_option<'de, D, const MAX: usize>(deserializer: D) -> Result<Option<String>, D::Error>
where
    D: serde::Deserializer<'de>,
{
    #[derive(serde::Deserialize)]
    #[serde(transparent)]
    struct Bounded<const MAX: usize>(#[serde(deserialize_with = "bounded::<_, MAX>")] String);
    let value: Option<Bounded<MAX>> = serde::Deserialize::deserialize(deserializer)?;
    Ok(value.map(|b| b.0))
}

/// Writes each type in files and JSON as its notation: `String::from` by
/// its `Display`, `TryFrom<String>` by its `FromStr` (for serde's `into` and
/// `try_from`).
macro_rules! written_as_text {
    ($($ty:ty),* $(,)?) => {$(
        impl From<$ty> for String {
            fn from(value: $ty) -> String {
                value.to_string()
            }
        }

        impl TryFrom<String> for $ty {
            type Error = <$ty as std::str::FromStr>::Err;

            fn try_from(text: String) -> Result<Self, Self::Error> {
                text.parse()
            }
        }
    )*};
}
pub(crate) use written_as_text;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_read_as_words() {
        assert_eq!(listed(&[]), "");
        assert_eq!(listed(&["the layout"]), "the layout");
        assert_eq!(listed(&["a", "b", "c"]), "a, b and c");
    }

    #[test]
    fn excerpts_are_short_and_escaped() {
        assert_eq!(excerpt("Redcloak"), "Redcloak");
        assert_eq!(excerpt("red\u{1b}[31mcloak"), "red\\u{1b}[31mcloak");
        assert_eq!(excerpt("a\u{202E}b"), "a\\u{202e}b");
        let long = "x".repeat(10_000);
        let cut = excerpt(&long);
        assert!(cut.starts_with(&"x".repeat(EXCERPT_CHARS)) && cut.ends_with("… (10000 characters)"), "{cut}");
        assert!(cut.len() < 100);
        assert_eq!(one_line("ab\ncd", 3), "ab\\n…");
    }

    #[test]
    fn names_may_not_hide_controls() {
        assert_eq!(hidden_control_problem("Sunlit Meadow ♦"), None);
        for bad in ["a\u{7}", "\u{1b}[2J", "x\u{2066}y", "tab\there"] {
            assert!(hidden_control_problem(bad).is_some(), "{bad:?}");
        }
    }

    #[test]
    fn bounded_strings_refuse_what_is_too_long() {
        #[derive(serde::Deserialize, Debug)]
        struct Named {
            #[serde(deserialize_with = "bounded::<_, 8>")]
            name: String,
            #[serde(default, deserialize_with = "bounded_option::<_, 4>")]
            art: Option<String>,
        }
        let ok: Named = ron::from_str("(name: \"Imp\", art: Some(\"a.pn\"))").expect("short enough");
        assert_eq!((ok.name.as_str(), ok.art.as_deref()), ("Imp", Some("a.pn")));
        let error = ron::from_str::<Named>("(name: \"Basilisk!\")").expect_err("nine bytes").to_string();
        assert!(error.contains("a text of 9 bytes is too long here: at most 8"), "{error}");
        assert!(ron::from_str::<Named>("(name: \"a\", art: Some(\"long.png\"))").is_err());
    }
}

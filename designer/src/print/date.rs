//! The moment a print is dated: now, or — where `SOURCE_DATE_EPOCH` is set,
//! as builds that must come out the same byte for byte set it — that moment,
//! so the same file printed twice is the same PDF.

/// The print's moment in seconds since 1970: `SOURCE_DATE_EPOCH` when it
/// holds a whole number of seconds, else now.
pub fn printed_at() -> i64 {
    from_epoch(std::env::var("SOURCE_DATE_EPOCH").ok().as_deref()).unwrap_or_else(now)
}

fn from_epoch(value: Option<&str>) -> Option<i64> {
    value?.trim().parse::<i64>().ok().filter(|s| (0..=253_402_300_799).contains(s))
}

fn now() -> i64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs() as i64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_set_epoch_dates_the_print_and_anything_else_is_now() {
        assert_eq!(from_epoch(Some("1764460800")), Some(1_764_460_800));
        for bad in [None, Some(""), Some("tomorrow"), Some("-5"), Some("99999999999999")] {
            assert_eq!(from_epoch(bad), None, "{bad:?}");
        }
        assert!(now() > 1_700_000_000, "the clock reads after 2023");
    }
}

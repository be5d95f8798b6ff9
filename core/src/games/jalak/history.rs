//! The positions a game of Jalak has been through, to tell when one comes a
//! third time.

use serde::{Deserialize, Serialize};

/// The key of every position so far, the current one last, with a filter
/// that tells at once that most positions are new: counting a key in the
/// whole history, every turn, would cost a playout more than the rules do.
#[derive(Clone, Default, Serialize, Deserialize)]
#[serde(from = "Vec<u64>", into = "Vec<u64>")]
pub(super) struct History {
    keys: Vec<u64>,
    /// Bit `key % 1024` is set for every key added: a clear bit means the
    /// key never came. Keys taken back leave their bits set, which costs
    /// no more than a count that finds nothing.
    seen: [u64; 16],
}

impl History {
    /// Adds `key`, the position now, and tells how many times it has come.
    pub(super) fn push(&mut self, key: u64) -> usize {
        let (word, bit) = ((key as usize >> 6) % self.seen.len(), key & 63);
        let new = self.seen[word] >> bit & 1 == 0;
        self.seen[word] |= 1 << bit;
        self.keys.push(key);
        if new { 1 } else { self.keys.iter().filter(|&&k| k == key).count() }
    }

    /// Whether the position now came before.
    pub(super) fn repeated(&self) -> bool {
        self.keys.split_last().is_some_and(|(now, before)| before.contains(now))
    }

    /// How many times the position now has come, this time included.
    pub(super) fn times(&self) -> usize {
        self.keys.last().map_or(0, |now| self.keys.iter().filter(|&k| k == now).count())
    }

    /// How many positions there have been.
    pub(super) fn len(&self) -> usize {
        self.keys.len()
    }

    /// Takes back every position after the first `len`.
    pub(super) fn truncate(&mut self, len: usize) {
        self.keys.truncate(len);
    }
}

impl From<Vec<u64>> for History {
    fn from(keys: Vec<u64>) -> Self {
        let mut history = Self::default();
        for key in keys {
            history.push(key);
        }
        history
    }
}

impl From<History> for Vec<u64> {
    fn from(history: History) -> Self {
        history.keys
    }
}

/// Two histories are the same when they hold the same positions, whatever
/// positions taken back left in the filter.
impl PartialEq for History {
    fn eq(&self, other: &Self) -> bool {
        self.keys == other.keys
    }
}

impl Eq for History {}

impl std::fmt::Debug for History {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(&self.keys).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_key_is_counted_each_time_it_comes_even_after_others_were_taken_back() {
        let mut history = History::default();
        assert_eq!(history.push(7), 1);
        assert_eq!(history.push(7 + 1024 * 64), 1, "another key with the same filter bit");
        assert_eq!(history.push(7), 2);
        history.truncate(1);
        assert!(!history.repeated());
        assert_eq!(history.push(7 + 1024 * 64), 1, "a key taken back no longer counts");
        assert_eq!(history.push(7), 2);
        assert!(history.repeated());
        assert_eq!(history.push(7), 3);
        assert_eq!(History::from(vec![5, 5]).push(5), 3, "a history read back counts what it holds");
    }
}

//! The five kinds of tile, and who may challenge whom.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::error::ParseError;

/// A tile's kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Kind {
    /// Defeats Dangers; active when placed or activated.
    Hero,
    /// May challenge anything that can be defeated; usually power 0.
    Personage,
    /// A place whose effect on bordering tiles is constant; never defeated.
    Location,
    /// Defeats Heroes and Personages; active when placed or activated.
    Danger,
    /// Activates bordering tiles on the turn it is placed; never defeated.
    Impetus,
}

impl Kind {
    /// All kinds, in the rules' order.
    pub const ALL: [Kind; 5] = [Kind::Hero, Kind::Personage, Kind::Location, Kind::Danger, Kind::Impetus];

    /// Whether tiles of this kind carry a power value (and so can be defeated).
    pub const fn has_power(self) -> bool {
        matches!(self, Kind::Hero | Kind::Personage | Kind::Danger)
    }

    /// Whether an active tile of this kind may challenge a tile of kind `other`:
    /// a Hero only Dangers; a Danger Heroes and Personages; a Personage
    /// Heroes, Personages and Dangers. Locations and Impetus challenge nothing
    /// and are never challenged.
    pub const fn may_challenge(self, other: Kind) -> bool {
        // Looked up, not branched on: in a random game the kinds that meet are unforeseeable.
        const PREY: [KindSet; 5] = [
            KindSet::EMPTY.with(Kind::Danger),
            KindSet::EMPTY.with(Kind::Hero).with(Kind::Personage).with(Kind::Danger),
            KindSet::EMPTY,
            KindSet::EMPTY.with(Kind::Hero).with(Kind::Personage),
            KindSet::EMPTY,
        ];
        PREY[self as usize].contains(other)
    }

    /// The plural, as ability texts use it: "Heroes", "Dangers", …
    pub const fn plural(self) -> &'static str {
        match self {
            Kind::Hero => "Heroes",
            Kind::Personage => "Personages",
            Kind::Location => "Locations",
            Kind::Danger => "Dangers",
            Kind::Impetus => "Impetus tiles",
        }
    }
}

impl std::str::FromStr for Kind {
    type Err = ParseError;

    /// A kind by its name or plural, in any case: `Hero`, `heroes`.
    fn from_str(s: &str) -> Result<Self, ParseError> {
        let word = s.trim();
        Kind::ALL
            .into_iter()
            .find(|k| {
                word.eq_ignore_ascii_case(&k.to_string())
                    || word.eq_ignore_ascii_case(k.plural())
                    || (*k == Kind::Impetus && word.eq_ignore_ascii_case("impetus"))
            })
            .ok_or_else(|| ParseError::new(word, "a kind", "Hero, Personage, Location, Danger or Impetus"))
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Kind::Hero => "Hero",
            Kind::Personage => "Personage",
            Kind::Location => "Location",
            Kind::Danger => "Danger",
            Kind::Impetus => "Impetus",
        })
    }
}

/// A set of kinds, written in files as a list: `[Hero, Danger]`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(from = "Vec<Kind>", into = "Vec<Kind>")]
pub struct KindSet(u8);

impl KindSet {
    /// No kinds.
    pub const EMPTY: KindSet = KindSet(0);

    /// The set of these kinds.
    pub fn of(kinds: &[Kind]) -> Self {
        kinds.iter().fold(Self::EMPTY, |set, &k| set.with(k))
    }

    /// The kinds in either set.
    #[must_use]
    pub const fn union(self, other: KindSet) -> Self {
        KindSet(self.0 | other.0)
    }

    /// This set with `kind` added.
    #[must_use]
    pub const fn with(self, kind: Kind) -> Self {
        KindSet(self.0 | 1 << kind as u8)
    }

    /// Whether `kind` is in the set.
    pub const fn contains(self, kind: Kind) -> bool {
        self.0 & (1 << kind as u8) != 0
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The kinds, in the rules' order.
    pub fn iter(self) -> impl Iterator<Item = Kind> {
        Kind::ALL.into_iter().filter(move |&k| self.contains(k))
    }

    /// "Heroes", "Heroes and Dangers", "Heroes, Personages and Dangers".
    pub fn plural(self) -> String {
        let names: Vec<&str> = self.iter().map(Kind::plural).collect();
        match names.as_slice() {
            [] => "nothing".to_owned(),
            [one] => (*one).to_owned(),
            [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
        }
    }
}

impl From<Vec<Kind>> for KindSet {
    fn from(kinds: Vec<Kind>) -> Self {
        Self::of(&kinds)
    }
}

impl From<KindSet> for Vec<Kind> {
    fn from(set: KindSet) -> Self {
        set.iter().collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn challenges_follow_the_rules() {
        use Kind::{Danger, Hero, Impetus, Location, Personage};
        let allowed = |a: Kind| Kind::ALL.into_iter().filter(|&b| a.may_challenge(b)).collect::<Vec<_>>();
        assert_eq!(allowed(Hero), [Danger]);
        assert_eq!(allowed(Danger), [Hero, Personage], "never another Danger");
        assert_eq!(allowed(Personage), [Hero, Personage, Danger]);
        assert!(allowed(Location).is_empty() && allowed(Impetus).is_empty());
        assert!(Kind::ALL.iter().all(|k| !k.may_challenge(Location) && !k.may_challenge(Impetus)));
    }

    #[test]
    fn kind_sets_read_as_lists_and_words() {
        let set: KindSet = ron::from_str("[Danger, Hero]").expect("a list of kinds");
        assert_eq!(set, KindSet::of(&[Kind::Hero, Kind::Danger]));
        assert_eq!(set.plural(), "Heroes and Dangers");
        assert_eq!(
            KindSet::of(&[Kind::Hero, Kind::Personage, Kind::Danger]).plural(),
            "Heroes, Personages and Dangers"
        );
        assert_eq!(ron::to_string(&set).expect("writes"), "[Hero,Danger]");
    }
}

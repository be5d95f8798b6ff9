//! Abilities: the small vocabulary of effects the engine understands. Every
//! tile's special power is data built from these, never code per tile.

use serde::{Deserialize, Serialize};

use super::kind::{Kind, KindSet};
use crate::error::ParseError;

/// Which bordering tiles an Impetus activates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ActivateFilter {
    /// Only Heroes.
    Heroes,
    /// Only Dangers.
    Dangers,
    /// Any tile but another Impetus.
    AnyButImpetus,
}

impl ActivateFilter {
    /// Whether a tile of `kind` passes the filter (Impetus tiles never do;
    /// the Cascade variant lets them through separately).
    pub const fn admits(self, kind: Kind) -> bool {
        match self {
            ActivateFilter::Heroes => matches!(kind, Kind::Hero),
            ActivateFilter::Dangers => matches!(kind, Kind::Danger),
            ActivateFilter::AnyButImpetus => !matches!(kind, Kind::Impetus),
        }
    }
}

/// One effect a tile has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Ability {
    /// Constantly adds `amount` (which may be negative) to the power of
    /// bordering tiles of `kinds`. Locations only.
    Modify {
        /// The kinds affected.
        kinds: KindSet,
        /// The change, −5..=5 and not 0.
        amount: i8,
    },
    /// While this tile is active, bordering tiles of `kinds` have power 0.
    Zero {
        /// The kinds affected.
        kinds: KindSet,
    },
    /// On the turn it is placed, activates the bordering tiles the filter
    /// admits. Impetus only; an Impetus has exactly one.
    Activate {
        /// Which tiles.
        filter: ActivateFilter,
    },
    /// May be placed once on top of any other tile, covering it and making
    /// it unavailable. Personages only.
    Cover,
    /// While this tile is active, defeated bordering tiles of `kinds` turn
    /// face up again.
    Revive {
        /// The kinds affected.
        kinds: KindSet,
    },
}

/// The largest change a `Modify` ability may make.
pub const MAX_MODIFY: i8 = 5;

/// The kinds whose power an ability can touch.
fn powered() -> KindSet {
    KindSet::of(&[Kind::Hero, Kind::Personage, Kind::Danger])
}

impl Ability {
    /// A short name for the ability's type, as files and forms use it.
    pub const fn name(self) -> &'static str {
        match self {
            Ability::Modify { .. } => "Modify",
            Ability::Zero { .. } => "Zero",
            Ability::Activate { .. } => "Activate",
            Ability::Cover => "Cover",
            Ability::Revive { .. } => "Revive",
        }
    }

    /// The ability in plain words, for tile faces and tooltips.
    pub fn describe(self) -> String {
        match self {
            Ability::Modify { kinds, amount } => {
                let sign = if amount > 0 { "+" } else { "−" };
                format!("{sign}{} to bordering {}", amount.unsigned_abs(), kinds.plural())
            }
            Ability::Zero { kinds } => format!("When active, bordering {} have power 0", kinds.plural()),
            Ability::Activate { filter: ActivateFilter::Heroes } => "Activates bordering Heroes".to_owned(),
            Ability::Activate { filter: ActivateFilter::Dangers } => "Activates bordering Dangers".to_owned(),
            Ability::Activate { filter: ActivateFilter::AnyButImpetus } => {
                "Activates every bordering tile but Impetus".to_owned()
            }
            Ability::Cover => "Once: may be placed on top of any tile, covering it".to_owned(),
            Ability::Revive { kinds } => format!("When active, turns defeated bordering {} face up", kinds.plural()),
        }
    }

    /// What is wrong with this ability on a tile of `kind`, if anything.
    pub fn problem_on(self, kind: Kind) -> Option<String> {
        let kinds_problem = |kinds: KindSet| {
            if kinds.is_empty() {
                Some("names no kinds of tile".to_owned())
            } else if kinds.iter().any(|k| !powered().contains(k)) {
                Some("can only affect Heroes, Personages and Dangers, which have power".to_owned())
            } else {
                None
            }
        };
        let only = |allowed: &[Kind], what: &str| {
            (!allowed.contains(&kind)).then(|| format!("only {what} can have it, not a {kind}"))
        };
        match self {
            Ability::Modify { kinds, amount } => only(&[Kind::Location], "Locations (their effects are constant)")
                .or_else(|| kinds_problem(kinds))
                .or_else(|| {
                    (amount == 0 || amount.unsigned_abs() > MAX_MODIFY.unsigned_abs())
                        .then(|| format!("changes power by {amount}; it must be 1 to {MAX_MODIFY} up or down"))
                }),
            Ability::Zero { kinds } | Ability::Revive { kinds } => {
                only(&[Kind::Hero, Kind::Personage, Kind::Danger], "Heroes, Personages and Dangers")
                    .or_else(|| kinds_problem(kinds))
            }
            Ability::Activate { .. } => only(&[Kind::Impetus], "Impetus tiles"),
            Ability::Cover => only(&[Kind::Personage], "Personages"),
        }
        .map(|problem| format!("{} {problem}", self.name()))
    }
}

/// The text form spreadsheets use: `modify +1 Hero Personage`, `zero
/// Danger`, `activate Heroes` (or `Dangers`, or `any`), `cover`, `revive
/// Hero`. Kinds are separated by spaces.
impl std::fmt::Display for Ability {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let kinds = |kinds: KindSet| kinds.iter().map(|k| k.to_string()).collect::<Vec<_>>().join(" ");
        match *self {
            Ability::Modify { kinds: k, amount } => write!(f, "modify {amount:+} {}", kinds(k)),
            Ability::Zero { kinds: k } => write!(f, "zero {}", kinds(k)),
            Ability::Activate { filter: ActivateFilter::Heroes } => f.write_str("activate Heroes"),
            Ability::Activate { filter: ActivateFilter::Dangers } => f.write_str("activate Dangers"),
            Ability::Activate { filter: ActivateFilter::AnyButImpetus } => f.write_str("activate any"),
            Ability::Cover => f.write_str("cover"),
            Ability::Revive { kinds: k } => write!(f, "revive {}", kinds(k)),
        }
    }
}

impl std::str::FromStr for Ability {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Self, ParseError> {
        let mut words = s.split_whitespace();
        let verb = words.next().unwrap_or_default().to_ascii_lowercase();
        let rest: Vec<&str> = words.collect();
        let kinds = |words: &[&str]| -> Result<KindSet, ParseError> {
            if words.is_empty() {
                return Err(ParseError::new(s, "an ability", "it names no kinds"));
            }
            words.iter().map(|w| w.parse::<Kind>()).collect::<Result<Vec<_>, _>>().map(|k| KindSet::of(&k))
        };
        match (verb.as_str(), rest.as_slice()) {
            ("modify", [amount, kind_words @ ..]) => {
                let amount = amount
                    .parse::<i8>()
                    .map_err(|_| ParseError::new(amount, "a change of power", "a number such as +1 or -2"))?;
                Ok(Ability::Modify { kinds: kinds(kind_words)?, amount })
            }
            ("zero", kind_words) => Ok(Ability::Zero { kinds: kinds(kind_words)? }),
            ("revive", kind_words) => Ok(Ability::Revive { kinds: kinds(kind_words)? }),
            ("activate", [which]) => {
                let filter = match which.to_ascii_lowercase().as_str() {
                    "heroes" | "hero" => ActivateFilter::Heroes,
                    "dangers" | "danger" => ActivateFilter::Dangers,
                    "any" => ActivateFilter::AnyButImpetus,
                    _ => return Err(ParseError::new(s, "an ability", "activate Heroes, Dangers or any")),
                };
                Ok(Ability::Activate { filter })
            }
            ("cover", []) => Ok(Ability::Cover),
            _ => Err(ParseError::new(
                s,
                "an ability",
                "modify +N KINDS, zero KINDS, activate Heroes|Dangers|any, cover or revive KINDS",
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn descriptions_come_from_the_data() {
        let heroes = KindSet::of(&[Kind::Hero]);
        let dangers = KindSet::of(&[Kind::Danger]);
        assert_eq!(Ability::Modify { kinds: heroes, amount: 1 }.describe(), "+1 to bordering Heroes");
        assert_eq!(Ability::Modify { kinds: dangers, amount: -2 }.describe(), "−2 to bordering Dangers");
        assert_eq!(Ability::Zero { kinds: dangers }.describe(), "When active, bordering Dangers have power 0");
        assert_eq!(Ability::Activate { filter: ActivateFilter::Heroes }.describe(), "Activates bordering Heroes");
    }

    #[test]
    fn abilities_read_back_what_they_write() {
        let both = KindSet::of(&[Kind::Hero, Kind::Personage]);
        let all = [
            Ability::Modify { kinds: both, amount: -2 },
            Ability::Zero { kinds: KindSet::of(&[Kind::Danger]) },
            Ability::Activate { filter: ActivateFilter::Heroes },
            Ability::Activate { filter: ActivateFilter::Dangers },
            Ability::Activate { filter: ActivateFilter::AnyButImpetus },
            Ability::Cover,
            Ability::Revive { kinds: both },
        ];
        for ability in all {
            assert_eq!(ability.to_string().parse::<Ability>(), Ok(ability), "{ability}");
        }
        assert_eq!(Ability::Modify { kinds: both, amount: 1 }.to_string(), "modify +1 Hero Personage");
        assert_eq!("Modify +1 heroes".parse(), Ok(Ability::Modify { kinds: KindSet::of(&[Kind::Hero]), amount: 1 }));
        for bad in ["", "fly", "modify", "modify two Hero", "zero", "zero Dragons", "activate all", "cover Hero"] {
            assert!(bad.parse::<Ability>().is_err(), "`{bad}` accepted");
        }
    }

    #[test]
    fn abilities_that_make_no_sense_for_the_kind_are_named() {
        let heroes = KindSet::of(&[Kind::Hero]);
        assert!(Ability::Modify { kinds: heroes, amount: 1 }.problem_on(Kind::Location).is_none());
        assert!(
            Ability::Modify { kinds: heroes, amount: 1 }
                .problem_on(Kind::Hero)
                .is_some_and(|p| p.contains("Locations"))
        );
        assert!(Ability::Modify { kinds: heroes, amount: 0 }.problem_on(Kind::Location).is_some());
        assert!(Ability::Modify { kinds: heroes, amount: 9 }.problem_on(Kind::Location).is_some());
        let impetus = KindSet::of(&[Kind::Impetus]);
        assert!(Ability::Zero { kinds: impetus }.problem_on(Kind::Hero).is_some_and(|p| p.contains("power")));
        assert!(Ability::Zero { kinds: KindSet::EMPTY }.problem_on(Kind::Hero).is_some());
        assert!(Ability::Activate { filter: ActivateFilter::Heroes }.problem_on(Kind::Hero).is_some());
        assert!(Ability::Cover.problem_on(Kind::Personage).is_none());
        assert!(Ability::Cover.problem_on(Kind::Danger).is_some());
        assert!(Ability::Revive { kinds: heroes }.problem_on(Kind::Location).is_some());
        assert!(
            ActivateFilter::AnyButImpetus.admits(Kind::Location)
                && !ActivateFilter::AnyButImpetus.admits(Kind::Impetus)
        );
    }
}

//! A tile design: what a tile set is made of.

use serde::{Deserialize, Serialize};

use super::ability::Ability;
use super::kind::Kind;
use crate::art::art_path_problem;
use crate::face_layout::Crop;
use crate::problem::Problem;
use crate::text;

/// The lowest printed power.
pub const MIN_POWER: i8 = 0;
/// The highest printed power: two digits fit the corner, and the engine's
/// sums of powers and changes stay far from overflowing.
pub const MAX_POWER: i8 = 99;
/// The most copies of one design in a set.
pub const MAX_COUNT: u8 = 9;
/// The longest name.
pub const MAX_NAME: usize = 32;
/// The longest flavour text.
pub const MAX_FLAVOUR: usize = 200;

/// One tile design.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TileDef {
    /// Its name, unique within the set.
    #[serde(deserialize_with = "text::bounded::<_, 1024>")]
    pub name: String,
    /// Its kind.
    pub kind: Kind,
    /// Its printed power: Heroes, Personages and Dangers have one, Locations and Impetus none.
    #[serde(default)]
    pub power: Option<i8>,
    /// What it does beyond its power.
    #[serde(default)]
    pub abilities: Vec<Ability>,
    /// How many copies the set holds.
    #[serde(default = "one")]
    pub count: u8,
    /// A line of flavour text for the face.
    #[serde(default, deserialize_with = "text::bounded::<_, 4096>")]
    pub flavour: String,
    /// Its art: an image in the set's folder, by a path relative to it.
    #[serde(default, skip_serializing_if = "Option::is_none", deserialize_with = "text::bounded_option::<_, 1024>")]
    pub art: Option<String>,
    /// Which part of its art a full-bleed face shows.
    #[serde(default, skip_serializing_if = "Crop::is_whole")]
    pub crop: Crop,
}

const fn one() -> u8 {
    1
}

impl TileDef {
    /// Every problem with this design; `index` names it when it has no name.
    pub fn problems(&self, index: usize) -> Vec<Problem> {
        let tile = if self.name.trim().is_empty() { format!("tile {}", index + 1) } else { self.name.clone() };
        let mut problems = Vec::new();
        let mut note = |field, message: String| problems.push(Problem { item: tile.clone(), field, message });
        let name_length = self.name.trim().chars().count();
        if name_length == 0 {
            note("name", "the name is empty".to_owned());
        } else if name_length > MAX_NAME {
            note("name", format!("the name has {name_length} characters; at most {MAX_NAME} fit on a tile"));
        } else if let Some(problem) = text::hidden_control_problem(&self.name) {
            note("name", problem);
        }
        match (self.kind.has_power(), self.power) {
            (true, None) => note("power", format!("a {} needs a power value", self.kind)),
            (false, Some(_)) => note("power", format!("a {} has no power value", self.kind)),
            (true, Some(p)) if !(MIN_POWER..=MAX_POWER).contains(&p) => {
                note("power", format!("power {p} is outside {MIN_POWER} to {MAX_POWER}"));
            }
            _ => {}
        }
        for ability in &self.abilities {
            if let Some(problem) = ability.problem_on(self.kind) {
                note("abilities", problem);
            }
        }
        let activations = self.abilities.iter().filter(|a| matches!(a, Ability::Activate { .. })).count();
        if self.kind == Kind::Impetus && activations != 1 {
            note("abilities", format!("an Impetus activates tiles: it needs exactly one Activate, not {activations}"));
        }
        if self.abilities.iter().filter(|a| matches!(a, Ability::Cover)).count() > 1 {
            note("abilities", "Cover is listed twice".to_owned());
        }
        if !(1..=MAX_COUNT).contains(&self.count) {
            note("count", format!("count {} is outside 1 to {MAX_COUNT}", self.count));
        }
        let flavour_length = self.flavour.chars().count();
        if flavour_length > MAX_FLAVOUR {
            note("flavour", format!("the flavour has {flavour_length} characters; a tile holds at most {MAX_FLAVOUR}"));
        } else if let Some(problem) = text::hidden_control_problem(&self.flavour) {
            note("flavour", problem);
        }
        if let Some(problem) = self.art.as_deref().and_then(art_path_problem) {
            note("art", problem);
        }
        if let Some(problem) = self.crop.problem() {
            note("art", problem);
        }
        problems
    }
}

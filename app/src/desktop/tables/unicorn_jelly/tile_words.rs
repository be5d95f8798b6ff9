//! Unicorn Jelly tiles in words, for tooltips.

use parlour_core::games::unicorn_jelly::TileDef;

/// A tile in words, for tooltips: name, kind, power now, abilities, flavour.
pub fn tile_words(def: &TileDef, current: Option<i8>, defeated: bool) -> String {
    let power = current.or(def.power).map_or(String::new(), |p| format!(", power {p}"));
    let mut words = format!("{} ({}{power})", def.name, def.kind);
    if defeated {
        words.push_str(" — defeated");
    }
    for ability in &def.abilities {
        words.push_str("\n• ");
        words.push_str(&ability.describe());
    }
    if !def.flavour.is_empty() {
        words.push_str("\n“");
        words.push_str(&def.flavour);
        words.push('”');
    }
    words
}

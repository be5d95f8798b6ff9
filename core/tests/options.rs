//! Every game's options, read from their one declaration: each value set
//! reads back, the defaults pass the same check a saved game's options go
//! through, and each option has a label and a help sentence for people.

use parlour_core::bots::Bots;
use parlour_core::{GameKind, GameOptions, GameVisitor, OptionKind};

struct EveryOption;

impl GameVisitor for EveryOption {
    type Output = ();

    fn visit<G: Bots>(self) {
        let game = G::INFO.id;
        let defaults = G::Options::default();
        assert_eq!(defaults.check(), Ok(()), "{game}: the defaults are values the declarations accept");
        for spec in G::Options::specs() {
            assert!(!spec.label.is_empty() && spec.help.ends_with('.'), "{game} {}: a label and a sentence", spec.key);
            let values: Vec<String> = match &spec.kind {
                OptionKind::Number { min, max, .. } => vec![min.to_string(), max.to_string()],
                _ => spec.choices().into_iter().map(|(value, _)| value).collect(),
            };
            assert!(!values.is_empty(), "{game} {}", spec.key);
            for value in values {
                let mut options = G::Options::default();
                // A player named to start must be at the table: seat the most.
                if matches!(spec.kind, OptionKind::First { .. }) {
                    let _ = options.set_seat_count(G::INFO.max_seats);
                }
                options.set(spec.key, &value).unwrap_or_else(|e| panic!("{game} {}={value}: {e}", spec.key));
                assert_eq!(options.get(spec.key), Some(value.clone()), "{game} {}", spec.key);
                assert_eq!(options.check(), Ok(()), "{game} {}={value} passes the check", spec.key);
            }
            if let OptionKind::First { most, .. } = spec.kind {
                // Named beyond the players at the table, it is refused, naming the value and the range.
                let mut options = G::Options::default();
                options.set(spec.key, &most.to_string()).expect("a seat the game can have");
                let seats = options.seat_count();
                if usize::from(most) > seats {
                    let error = options.check().expect_err("a player not at the table").to_string();
                    assert!(
                        error.contains(&format!("`{most}`")) && error.contains(&format!("1 to {seats}")),
                        "{game}: {error}"
                    );
                }
            }
            let mut options = G::Options::default();
            let before = options.clone();
            assert!(options.set(spec.key, "nonsense").is_err(), "{game} {}", spec.key);
            assert_eq!(options, before, "{game}: a refused value changes nothing");
        }
        let error = G::Options::default().set("no-such-option", "1").expect_err("unknown").to_string();
        assert!(error.contains("unknown option `no-such-option`"), "{game}: {error}");
    }
}

#[test]
fn every_option_of_every_game_reads_back_what_was_set() {
    for &kind in GameKind::ALL {
        kind.visit(EveryOption);
    }
}

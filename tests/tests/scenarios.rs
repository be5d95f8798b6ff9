//! Every scenario file in `tests/scenarios/`, read through the one bounded
//! reader and played through the rules core: each names a game Parlour
//! plays, states what it shows (scores, who acts or won, the action
//! refused, sentences of the log), and shows it.

use parlour_core::bots::Bots;
use parlour_core::scenario::{self, Expect, Scenario, ScenarioError};
use parlour_core::{GameKind, GameVisitor};
use parlour_designer::file;

struct Play<'a>(&'a str);

impl GameVisitor for Play<'_> {
    type Output = Result<Expect, ScenarioError>;

    fn visit<G: Bots>(self) -> Self::Output {
        let scenario = Scenario::<G>::from_ron(self.0)?;
        let (game, events) = scenario.check()?;
        // Every event can be told in words.
        for event in &events {
            assert!(!game.describe(event, None).is_empty());
        }
        Ok(scenario.expect)
    }
}

#[test]
fn every_scenario_file_plays_through_the_core() {
    let files = parlour_tests::scenario_files();
    assert!(files.len() >= 10, "the scenario files are found");
    for path in files {
        let text = file::read_text(&path).unwrap_or_else(|e| panic!("{e}"));
        let id = scenario::game_id(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let kind = GameKind::from_id(&id).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or_default();
        let expect = kind.visit(Play(&text)).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(expect != Expect::default(), "{name} states what it shows");
        assert_eq!(name.starts_with("illegal-"), expect.refused.is_some(), "{name}: only illegal-* files stop early");
    }
}

#[test]
fn a_scenario_that_does_not_show_what_it_says_fails() {
    let text = file::read_text(&parlour_tests::workspace_root().join("tests/scenarios/end-count.ron")).expect("read");
    for (wrong, what) in [("scores: [6, 3]", "scores: [6, 4]"), ("winner: 0", "winner: 1"), ("on b3", "on c3")] {
        let changed = text.replace(wrong, what);
        let error = GameKind::YouAreHere.visit(Play(&changed)).expect_err(what);
        assert!(matches!(error, ScenarioError::Unexpected(_)), "{what}: {error}");
    }
    let legal = file::read_text(&parlour_tests::workspace_root().join("tests/scenarios/illegal-occupied.ron"))
        .expect("read")
        .replace("\"#4@b2\"", "\"#4@b1\"");
    let error = GameKind::YouAreHere.visit(Play(&legal)).expect_err("the action is legal now");
    assert!(error.to_string().contains("to be refused"), "{error}");
}

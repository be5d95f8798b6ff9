//! Every scenario file in `tests/scenarios/`, read through the one bounded
//! reader and played through the rules core: each names a game Parlour
//! plays, and plays to its end — or stops at the illegal action it is
//! written to show, saying which rule it breaks.

use parlour_core::bots::Bots;
use parlour_core::scenario::{self, Scenario, ScenarioError};
use parlour_core::{ActionError, GameKind, GameVisitor, file};

struct Play<'a>(&'a str);

impl GameVisitor for Play<'_> {
    type Output = Result<usize, ScenarioError>;

    fn visit<G: Bots>(self) -> Self::Output {
        let scenario = Scenario::<G>::from_ron(self.0)?;
        let (game, events) = scenario.run()?;
        // Every event can be told in words and in the public shape.
        for event in &events {
            assert!(!game.describe(event, None).is_empty());
            let _ = game.public_event(event, None);
        }
        Ok(events.len())
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
        match kind.visit(Play(&text)) {
            Ok(events) => assert!(events > 0, "{name} plays something"),
            Err(ScenarioError::Action(ActionError::Illegal { error, .. })) => {
                assert!(name.starts_with("illegal-"), "{name} stops at an illegal action: {error}");
            }
            Err(other) => panic!("{name}: {other}"),
        }
    }
}

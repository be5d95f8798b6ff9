//! Each rule of Unicorn Jelly, and each interpretation, pinned by a small
//! position built from the default set.

use parlour_core::games::unicorn_jelly::{Action, Event, Face, Options, Pos, Setup, SetupTile, UnicornJelly};
use parlour_core::{Game, GameOptions, RuleError, Seat};

fn names(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| (*s).to_owned()).collect()
}

/// A two-player position: Player 1 to play with `hand`, Player 2 holding
/// `other`, these tiles face up on the board, and `pile` to draw from.
fn position(variant: &str, hand: &[&str], other: &[&str], board: &[(&str, i16, i16)], pile: &[&str]) -> UnicornJelly {
    let mut options = Options::default();
    options.set("variant", variant).expect("a variant");
    let seats = if variant == "solitaire" { 1 } else { 2 };
    let setup = Setup {
        hands: [names(hand), names(other)].into_iter().take(seats).collect(),
        pile: names(pile),
        board: board
            .iter()
            .map(|&(tile, x, y)| SetupTile { pos: format!("{x},{y}"), tile: tile.to_owned(), face: Face::Up })
            .collect(),
        ..Setup::default()
    };
    UnicornJelly::from_setup(&options, &setup).expect("a valid position")
}

fn id(game: &UnicornJelly, name: &str) -> u8 {
    game.designs().iter().position(|d| d.name == name).unwrap_or_else(|| panic!("no {name}")) as u8
}

fn place(game: &mut UnicornJelly, name: &str, x: i16, y: i16) -> Vec<Event> {
    let tile = id(game, name);
    game.apply(Action::Place { tile, pos: Pos::new(x, y) }).unwrap_or_else(|e| panic!("placing {name}: {e}"))
}

fn face(game: &UnicornJelly, x: i16, y: i16) -> Option<Face> {
    game.at(Pos::new(x, y)).map(|t| t.face)
}

fn log(game: &UnicornJelly, events: &[Event]) -> String {
    events.iter().map(|e| game.describe(e, None)).collect::<Vec<_>>().join("\n")
}

const FILLER: [&str; 6] =
    ["Travelling Bard", "Travelling Bard", "Court Jester", "Young Squire", "Young Squire", "Gloom Slime"];

#[test]
fn the_seed_does_nothing_and_later_tiles_must_border_orthogonally() {
    let mut options = Options::default();
    options.set("first", "1").expect("first");
    let mut game = UnicornJelly::new(&options, 4).expect("deal");
    let legal = game.legal_actions();
    assert!(
        legal.iter().all(|a| matches!(a, Action::Place { pos, .. } if *pos == Pos::ORIGIN)),
        "the seed goes on 0,0"
    );
    let seed = legal[0];
    let events = game.apply(seed).expect("the seed");
    assert!(!events.iter().any(|e| matches!(e, Event::Defeated { .. } | Event::Activated { .. })));
    let Some(&tile) = game.hand(Seat(1)).first() else { panic!("a hand") };
    for (x, y) in [(1, 1), (0, 0), (2, 0)] {
        let refused = game.apply(Action::Place { tile, pos: Pos::new(x, y) });
        assert!(matches!(refused, Err(RuleError::Broken(_))), "{x},{y} accepted");
    }
    assert!(game.apply(Action::Place { tile, pos: Pos::new(0, -1) }).is_ok(), "south of the seed borders it");
}

#[test]
fn a_weak_tile_placed_beside_a_strong_one_is_safe() {
    let mut game = position("basic", &["Young Squire"], &FILLER[..3], &[("Bone Giant", 0, 0)], &FILLER);
    let events = place(&mut game, "Young Squire", 1, 0);
    assert_eq!(face(&game, 1, 0), Some(Face::Up), "the Giant is asleep: it challenges nobody");
    assert!(!events.iter().any(|e| matches!(e, Event::Defeated { .. })));
}

#[test]
fn a_placed_tile_defeats_what_it_may_challenge_and_a_tie_does_nothing() {
    let board = [("Shadow Wolf", 0, 0), ("Dark Omen", 0, -1), ("Rival Duelist", 1, -1)];
    let mut game = position("basic", &["Redcloak"], &FILLER[..3], &board, &FILLER);
    let events = place(&mut game, "Redcloak", 1, 0);
    assert_eq!(face(&game, 0, 0), Some(Face::Down), "Redcloak 5 beats Shadow Wolf 4");
    assert_eq!(face(&game, 1, -1), Some(Face::Up), "a Hero may not challenge a Personage");
    assert_eq!(game.score(Seat(0)), 1);
    assert!(log(&game, &events).contains("Redcloak 5 > Shadow Wolf 4 at 0,0: defeated, +1 point to Player 1"));

    let mut tie = position("basic", &["Redcloak"], &FILLER[..3], &[("Storm Drake", 0, 0)], &FILLER);
    place(&mut tie, "Redcloak", 1, 0);
    assert_eq!(face(&tie, 0, 0), Some(Face::Up), "5 against 5 is a tie");
    assert_eq!(tie.score(Seat(0)), 0);
}

#[test]
fn dangers_challenge_heroes_and_personages_but_never_dangers() {
    let mut game = position(
        "basic",
        &["Bone Giant"],
        &FILLER[..3],
        &[("Young Squire", 0, 0), ("Court Jester", 0, 1), ("Gloom Slime", 1, 1)],
        &FILLER,
    );
    place(&mut game, "Bone Giant", 1, 0);
    assert_eq!(face(&game, 0, 0), Some(Face::Down), "a Hero");
    assert_eq!(face(&game, 1, 1), Some(Face::Up), "never another Danger");
    assert_eq!(game.score(Seat(0)), 1);
    let mut personage = position("basic", &["Bone Giant"], &FILLER[..3], &[("Court Jester", 0, 0)], &FILLER);
    place(&mut personage, "Bone Giant", 1, 0);
    assert_eq!(face(&personage, 0, 0), Some(Face::Down), "a Personage");
}

#[test]
fn a_hero_stronger_than_several_dangers_defeats_them_all() {
    let board = [
        ("Gloom Slime", 1, 1),
        ("Shadow Wolf", 2, 0),
        ("Gloom Slime", 1, -1),
        ("Dark Omen", 0, 0),
        ("Dark Omen", 0, 1),
        ("Dark Omen", 2, 1),
        ("Dark Omen", 2, -1),
    ];
    let mut game = position("basic", &["Redcloak"], &FILLER[..3], &board, &FILLER);
    place(&mut game, "Redcloak", 1, 0);
    assert_eq!(game.score(Seat(0)), 3, "a point each");
}

#[test]
fn the_rules_combo_lupiko_and_redcloak_defeat_crystal_basilisk() {
    let board = [("Lupiko", 0, 0), ("Crystal Basilisk", 1, 0), ("Redcloak", 1, 1)];
    let mut game = position("basic", &["Rallying Horn"], &FILLER[..3], &board, &FILLER);
    let events = place(&mut game, "Rallying Horn", 0, 1);
    assert_eq!(face(&game, 1, 0), Some(Face::Down));
    assert_eq!(game.score(Seat(0)), 1);
    let text = log(&game, &events);
    assert!(text.contains("Rallying Horn activates Lupiko at 0,0"), "{text}");
    assert!(text.contains("Redcloak 5 + Lupiko 3 = 8 > Crystal Basilisk 6 at 1,0"), "{text}");
    assert!(text.contains("Lupiko 3") && text.contains("Redcloak 5"), "{text}");
}

#[test]
fn an_impetus_activates_only_what_its_text_names() {
    let board =
        [("Lupiko", 0, 0), ("Crystal Basilisk", 1, 0), ("Dark Omen", 1, 1), ("Dark Omen", 1, 2), ("Shadow Wolf", 0, 2)];
    let mut game = position("basic", &["Rallying Horn"], &FILLER[..3], &board, &FILLER);
    let events = place(&mut game, "Rallying Horn", 0, 1);
    assert!(
        !events.iter().any(|e| matches!(e, Event::Activated { pos, .. } if *pos == Pos::new(0, 2))),
        "not a Danger"
    );
    assert!(
        !events.iter().any(|e| matches!(e, Event::Activated { pos, .. } if *pos == Pos::new(1, 1))),
        "not an Impetus"
    );
    assert_eq!(face(&game, 0, 2), Some(Face::Up));
    assert_eq!(face(&game, 1, 0), Some(Face::Up), "Lupiko alone (3) does not beat 6");
}

#[test]
fn locations_change_power_constantly_and_add_up() {
    // Redcloak 5 + Sunlit Meadow 1 = 6 beats Storm Drake 5; alone it would tie.
    let board = [("Storm Drake", 0, 0), ("Dark Omen", 0, 1), ("Sunlit Meadow", 1, 1)];
    let mut game = position("basic", &["Redcloak"], &FILLER[..3], &board, &FILLER);
    let events = place(&mut game, "Redcloak", 1, 0);
    assert_eq!(face(&game, 0, 0), Some(Face::Down), "{}", log(&game, &events));
    assert!(log(&game, &events).contains("Redcloak 6 > Storm Drake 5"));
    // Bone Giant: 7 − 2 (Holy Shrine) + 1 (Stormy Pass) = 6 against Redcloak 5: nothing.
    let board = [("Bone Giant", 0, 0), ("Holy Shrine", -1, 0), ("Stormy Pass", 0, 1)];
    let mut game = position("basic", &["Redcloak"], &FILLER[..3], &board, &FILLER);
    place(&mut game, "Redcloak", 1, 0);
    assert_eq!(face(&game, 0, 0), Some(Face::Up));
}

#[test]
fn chou_zeroes_bordering_dangers_when_placed_and_interpretation_zero_beats_locations() {
    let board = [("Bone Giant", 0, 0), ("Stormy Pass", -1, 0)];
    let mut game = position("basic", &["Chou"], &FILLER[..3], &board, &FILLER);
    let events = place(&mut game, "Chou", 1, 0);
    assert_eq!(face(&game, 0, 0), Some(Face::Down), "Chou 2 beats a zeroed Giant: {}", log(&game, &events));
    assert!(log(&game, &events).contains("Chou 2 > Bone Giant 0"));
}

#[test]
fn interpretation_a_defeated_tile_does_nothing_and_cannot_be_activated() {
    let board = [
        ("Shadow Wolf", 0, 0),
        ("Dark Omen", 0, -1),
        ("Dark Omen", 1, -1),
        ("Dark Omen", 2, -1),
        ("Gloom Slime", 2, 0),
    ];
    let mut game = position("basic", &["Redcloak", "Rallying Horn"], &FILLER[..3], &board, &FILLER);
    place(&mut game, "Redcloak", 1, 0);
    assert_eq!(game.score(Seat(0)), 2, "Shadow Wolf and Gloom Slime");
    let other = game.hand(Seat(1))[0];
    game.apply(Action::Place { tile: other, pos: Pos::new(-1, 0) }).expect("Player 2 plays");
    let events = place(&mut game, "Rallying Horn", 1, 1);
    assert!(events.iter().any(|e| matches!(e, Event::Activated { .. })), "Redcloak wakes");
    assert_eq!(game.score(Seat(0)), 2, "face-down tiles cannot be defeated again");
}

#[test]
fn interpretation_revive_turns_defeated_neighbours_face_up_without_points() {
    let mut game = position("basic", &["Bone Giant", "Dawn Ranger"], &FILLER[..3], &[("Young Squire", 0, 0)], &FILLER);
    place(&mut game, "Bone Giant", 1, 0);
    assert_eq!(face(&game, 0, 0), Some(Face::Down));
    let other = game.hand(Seat(1))[0];
    game.apply(Action::Place { tile: other, pos: Pos::new(2, 0) }).expect("Player 2 plays");
    let events = place(&mut game, "Dawn Ranger", 0, 1);
    assert_eq!(face(&game, 0, 0), Some(Face::Up), "{}", log(&game, &events));
    assert_eq!(game.score(Seat(0)), 1, "reviving scores nothing");
}

#[test]
fn interpretation_cover_puts_a_tile_out_of_play() {
    let mut game =
        position("basic", &["Thilia Lilinflylst"], &FILLER[..3], &[("Bone Giant", 0, 0), ("Lupiko", 1, 0)], &FILLER);
    let tile = id(&game, "Thilia Lilinflylst");
    let events = game.apply(Action::Cover { tile, pos: Pos::ORIGIN }).expect("Thilia covers");
    assert!(log(&game, &events).contains("Thilia Lilinflylst covers Bone Giant at 0,0"));
    assert_eq!(game.at(Pos::ORIGIN).map(|t| game.design(t.tile).name.as_str()), Some("Thilia Lilinflylst"));
    assert_eq!(game.view(None).covered.len(), 1);
    let mut other = position("basic", &["Lupiko"], &FILLER[..3], &[("Bone Giant", 0, 0)], &FILLER);
    let lupiko = id(&other, "Lupiko");
    assert!(other.apply(Action::Cover { tile: lupiko, pos: Pos::ORIGIN }).is_err(), "only Cover tiles cover");
}

#[test]
fn impetus_tiles_do_not_wake_each_other_except_in_cascade_jelly() {
    // Wild Surge on 0,1 borders Lupiko and Rallying Horn; the Horn borders
    // Redcloak, who borders Shadow Wolf.
    let board = [
        ("Lupiko", 0, 0),
        ("Crystal Library", -1, 0),
        ("Crystal Library", -1, 1),
        ("Crystal Library", -1, 2),
        ("Rallying Horn", 0, 2),
        ("Redcloak", 1, 2),
        ("Shadow Wolf", 2, 2),
    ];
    let mut basic = position("basic", &["Wild Surge"], &FILLER[..3], &board, &FILLER);
    place(&mut basic, "Wild Surge", 0, 1);
    assert_eq!(face(&basic, 2, 2), Some(Face::Up), "the Horn stays asleep");
    let mut cascade = position("cascade", &["Wild Surge"], &FILLER[..3], &board, &FILLER);
    let events = place(&mut cascade, "Wild Surge", 0, 1);
    assert_eq!(face(&cascade, 2, 2), Some(Face::Down), "{}", log(&cascade, &events));
    assert!(log(&cascade, &events).contains("Rallying Horn activates Redcloak at 1,2"));
}

#[test]
fn landmines_are_laid_every_third_tile_and_go_off_three_at_a_time() {
    let mut game =
        position("landmine", &["Lupiko", "Lupiko", "Lupiko"], &FILLER[..3], &[("Holy Shrine", 0, 0)], &FILLER);
    for x in 1..=3 {
        place(&mut game, "Lupiko", x, 0);
        if x < 3 {
            let other = game.hand(Seat(1))[0];
            game.apply(Action::Place { tile: other, pos: Pos::new(x, 1) }).expect("Player 2 plays");
        }
    }
    assert_eq!(game.to_act(), Some(Seat(0)), "the third tile asks for a landmine");
    assert!(game.legal_actions().iter().all(|a| matches!(a, Action::Mine(_))));
    let events = game.apply(Action::Mine(Pos::new(4, 0))).expect("a landmine");
    assert_eq!(face(&game, 4, 0), Some(Face::Mine));
    assert!(log(&game, &events).contains("lays a hidden landmine at 4,0"));
    assert_eq!(
        game.view(None).board.iter().find(|t| t.pos == Pos::new(4, 0)).and_then(|t| t.tile),
        None,
        "nobody sees it"
    );
    // Three landmines on the board go off at the start of the next turn, for that player.
    let mut setup_tiles = Setup {
        hands: vec![names(&["Lupiko"]), names(&FILLER[..3])],
        pile: names(&FILLER),
        board: [
            ("Holy Shrine", 0, 0, Face::Up),
            ("Shadow Wolf", 0, 1, Face::Up),
            ("Lupiko", -1, 0, Face::Mine),
            ("Gloom Slime", 0, -1, Face::Mine),
            ("Redcloak", 1, 1, Face::Mine),
        ]
        .iter()
        .map(|&(tile, x, y, face)| SetupTile { pos: format!("{x},{y}"), tile: tile.to_owned(), face })
        .collect(),
        ..Setup::default()
    };
    let mut options = Options::default();
    options.set("variant", "landmine").expect("landmine");
    let armed = UnicornJelly::from_setup(&options, &setup_tiles).expect("valid");
    assert!(armed.board().iter().all(|t| t.face != Face::Mine), "revealed at the start of the turn");
    assert_eq!(face(&armed, 0, 1), Some(Face::Down), "the revealed Redcloak defeats Shadow Wolf");
    assert_eq!(armed.score(Seat(0)), 1, "for the player whose turn it is");
    setup_tiles.board.truncate(4);
    let two = UnicornJelly::from_setup(&options, &setup_tiles).expect("valid");
    assert_eq!(two.board().iter().filter(|t| t.face == Face::Mine).count(), 2, "two landmines wait");
    let refused = UnicornJelly::from_setup(&Options::default(), &setup_tiles).expect_err("no landmine variant");
    assert!(refused.to_string().contains("landmine variant"), "{refused}");
}

#[test]
fn interpretation_jumps_keep_the_board_whole_and_not_twice_in_a_row() {
    let board =
        [("Dark Omen", 0, 0), ("Holy Shrine", 1, 0), ("Dark Omen", 2, 0), ("Redcloak", 2, 1), ("Shadow Wolf", 0, 1)];
    let mut game = position("jumping", &["Gloom Slime"], &FILLER[..3], &board, &FILLER);
    let legal = game.legal_actions();
    assert!(
        !legal.iter().any(|a| matches!(a, Action::Jump { from, .. } if *from == Pos::new(1, 0))),
        "lifting the Shrine splits the board"
    );
    let jump = Action::Jump { from: Pos::new(2, 1), to: Pos::new(1, 1) };
    assert!(legal.contains(&jump));
    let events = game.apply(jump).expect("a jump");
    let text = log(&game, &events);
    assert!(text.contains("Redcloak jumps from 2,1 to 1,1"), "{text}");
    assert_eq!(face(&game, 0, 1), Some(Face::Down), "a jumped tile acts as if just placed: {text}");
    let other = game.hand(Seat(1))[0];
    game.apply(Action::Place { tile: other, pos: Pos::new(3, 0) }).expect("Player 2 plays");
    assert!(game.legal_actions().iter().all(|a| !matches!(a, Action::Jump { .. })), "not two jumps in a row");
}

#[test]
fn interpretation_the_game_ends_when_a_player_has_no_tile_left_and_can_be_called_when_settled() {
    let mut game = position("basic", &["Lupiko"], &[], &[("Holy Shrine", 0, 0)], &[]);
    place(&mut game, "Lupiko", 1, 0);
    assert_eq!(game.to_act(), None, "Player 2 starts a turn with nothing to play");
    let mut setup = Setup {
        hands: vec![names(&["Lupiko"]), names(&["Lupiko"])],
        board: vec![SetupTile { pos: "0,0".into(), tile: "Holy Shrine".into(), face: Face::Up }],
        scores: vec![5, 0],
        ..Setup::default()
    };
    let mut settled = UnicornJelly::from_setup(&Options::default(), &setup).expect("valid");
    assert!(settled.result_is_settled(), "5 points ahead with two Heroes left");
    assert!(settled.legal_actions().contains(&Action::Call));
    settled.apply(Action::Call).expect("call");
    assert_eq!(settled.to_act(), Some(Seat(1)), "the other player answers");
    let mut declined = settled.clone();
    declined.apply(Action::Decline).expect("decline");
    assert_eq!(declined.to_act(), Some(Seat(0)));
    assert!(!declined.legal_actions().contains(&Action::Call), "one offer a turn");
    settled.apply(Action::Accept).expect("accept");
    assert_eq!(settled.outcome().and_then(parlour_core::Outcome::sole_winner), Some(Seat(0)));
    setup.scores = vec![1, 0];
    let open = UnicornJelly::from_setup(&Options::default(), &setup).expect("valid");
    assert!(!open.legal_actions().contains(&Action::Call), "a one-point lead can still change");
}

#[test]
fn random_actions_are_uniform_over_the_legal_list_with_and_without_the_offer() {
    for (scores, offered) in [(vec![5, 0], true), (vec![1, 0], false)] {
        let setup = Setup {
            hands: vec![names(&["Lupiko", "Redcloak"]), names(&["Lupiko"])],
            board: vec![SetupTile { pos: "0,0".into(), tile: "Holy Shrine".into(), face: Face::Up }],
            scores,
            ..Setup::default()
        };
        let game = UnicornJelly::from_setup(&Options::default(), &setup).expect("valid");
        let legal = game.legal_actions();
        assert_eq!(legal.contains(&Action::Call), offered);
        let mut rng = parlour_core::rng::seeded(5);
        let mut counts: std::collections::HashMap<Action, u32> = std::collections::HashMap::new();
        let draws = 27_000;
        for _ in 0..draws {
            *counts.entry(game.random_action(&mut rng).expect("not over")).or_default() += 1;
        }
        assert_eq!(counts.len(), legal.len(), "every legal action is drawn, and nothing else");
        let expected = f64::from(draws) / legal.len() as f64;
        for (action, &n) in &counts {
            assert!((f64::from(n) - expected).abs() < expected * 0.1, "{action} drawn {n} times, expected ~{expected}");
        }
    }
}

#[test]
fn the_board_has_no_edge_and_tiles_go_on_every_empty_bordering_square_however_far() {
    // Every tile goes on the easternmost square allowed, so the line of tiles
    // runs far past the squares around the seed that the board keeps an index of.
    let mut game = UnicornJelly::new(&Options::default(), 5).expect("a game");
    while let Some(seat) = game.to_act() {
        let tiles: Vec<Pos> = game.board().iter().map(|t| t.pos).collect();
        for t in game.board() {
            assert_eq!(game.at(t.pos), Some(t), "the tile on {} is found there", t.pos);
        }
        let mut bordering: Vec<Pos> =
            tiles.iter().flat_map(|p| p.neighbours()).filter(|&n| game.at(n).is_none()).collect();
        bordering.sort_unstable();
        bordering.dedup();
        if tiles.is_empty() {
            bordering.push(Pos::ORIGIN);
        }
        let tile = game.hand(seat)[0];
        let mut offered: Vec<Pos> = game
            .legal_actions()
            .into_iter()
            .filter_map(|a| match a {
                Action::Place { tile: t, pos } if t == tile => Some(pos),
                _ => None,
            })
            .collect();
        offered.sort_unstable();
        assert_eq!(offered, bordering, "each empty square bordering the board, once, with {} tiles", tiles.len());
        let east = *offered.iter().max_by_key(|p| (p.x, -p.y.abs())).expect("somewhere to go");
        game.apply(Action::Place { tile, pos: east }).expect("a legal placement");
    }
    let farthest = game.board().iter().map(|t| t.pos.x).max();
    assert_eq!(farthest, Some(game.board().len() as i16 - 1), "one straight line east of the seed");
    assert!(game.board().len() >= 40, "the whole set is placed");
}

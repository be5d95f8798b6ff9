//! Where the tour stops: each screen in a state a person meets, how to
//! start it, and what to click or press to get there.

use std::collections::BTreeMap;
use std::path::PathBuf;

use anyhow::Result;
use parlour_core::GameKind;
use parlour_core::bots::Level;

use super::layout::{Item, find, find_field, find_out_of_sight, find_place};
use super::world::{Saved, World};
use crate::desktop::{NewGameChoices, ParlourApp, Settings};
use crate::launch::Launch;
use crate::seat_player::SeatPlayer;

/// How a stop's app is made: from the tour's folders, in a frame's context.
pub type Start = Box<dyn Fn(&World, &egui::Context) -> Result<ParlourApp>>;

/// One screen of the tour.
pub struct Stop {
    /// The screen, the game and the state, in plain words.
    pub name: String,
    /// Makes the app.
    pub start: Start,
    /// What a person does to reach the state, in order.
    pub steps: Vec<Step>,
}

/// Something a person does on the way to a screen's state.
#[derive(Clone, Debug)]
pub enum Step {
    /// Clicks the widget with this name.
    Click(&'static str),
    /// Clicks the first widget whose name holds these words.
    ClickContaining(&'static str),
    /// Clicks the widget with this name to change what the screen asks or
    /// shows (another export format with its own choices, a fix applied
    /// to figures a table sorts): rows may come, go or sort anew, so what
    /// moved is not judged after it.
    ClickToChange(&'static str),
    /// Rests the pointer on the thing at this place (see `pointing::names`).
    Hover(&'static str),
    /// Presses a key.
    Key(egui::Key),
    /// Waits, up to [`super::WAIT`], for the widget with this name: the end
    /// of work on a background thread, such as a search.
    WaitFor(&'static str),
    /// Types into the text field now holding `at`, in place of all it holds.
    Type {
        /// What the field holds before.
        at: &'static str,
        /// What is typed.
        text: &'static str,
    },
}

impl std::fmt::Display for Step {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Step::Click(label) => write!(f, "click \"{label}\""),
            Step::ClickContaining(words) => write!(f, "click something named with \"{words}\""),
            Step::ClickToChange(label) => write!(f, "click \"{label}\" to change what is shown"),
            Step::Hover(label) => write!(f, "point at \"{label}\""),
            Step::Key(key) => write!(f, "press {key:?}"),
            Step::WaitFor(label) => write!(f, "wait for \"{label}\""),
            Step::Type { at, text } => write!(f, "type \"{text}\" over \"{at}\""),
        }
    }
}

impl Step {
    /// The wheel turn that brings this step's widget into sight, where it
    /// is there but scrolled away (a person scrolls to it first), on a
    /// screen `screen` large.
    pub fn scroll(&self, items: &[Item], screen: egui::Rect) -> Option<Vec<egui::Event>> {
        let rect = match self {
            Step::Click(label) | Step::ClickToChange(label) => find_out_of_sight(items, label, true),
            Step::ClickContaining(words) => find_out_of_sight(items, words, false),
            _ => None,
        }?;
        // The wheel turns where the widget would be, at the edge of the
        // screen nearest it, and brings it to the middle.
        let pointer = egui::pos2(rect.center().x, rect.center().y)
            .clamp(screen.min + egui::vec2(8.0, 8.0), screen.max - egui::vec2(8.0, 8.0));
        Some(vec![
            egui::Event::PointerMoved(pointer),
            egui::Event::MouseWheel {
                unit: egui::MouseWheelUnit::Point,
                delta: egui::vec2(0.0, screen.center().y - rect.center().y),
                phase: egui::TouchPhase::Move,
                source: egui::MouseWheelSource::Unknown,
                modifiers: egui::Modifiers::NONE,
            },
        ])
    }

    /// Whether this step is a person's action on the screen (not a wait
    /// for work in the background).
    pub fn acts(&self) -> bool {
        !matches!(self, Step::WaitFor(_))
    }

    /// The input that takes this step on the screen whose widgets are
    /// `items`, in this frame and the next (once a field has taken the
    /// focus, or the pointer leaving after a click, so that nothing is
    /// pictured hovered); `None` while what it needs is not there.
    pub fn events(&self, items: &[Item]) -> Option<(Vec<egui::Event>, Vec<egui::Event>)> {
        let click = |rect: egui::Rect| {
            let pos = rect.center();
            let button = |pressed| egui::Event::PointerButton {
                pos,
                button: egui::PointerButton::Primary,
                pressed,
                modifiers: egui::Modifiers::NONE,
            };
            vec![egui::Event::PointerMoved(pos), button(true), button(false)]
        };
        let key = |key: egui::Key, modifiers: egui::Modifiers| {
            [true, false].map(|pressed| egui::Event::Key { key, physical_key: None, pressed, repeat: false, modifiers })
        };
        match self {
            Step::Type { at, text } => find_field(items, at).map(|rect| {
                let mut typing = key(egui::Key::A, egui::Modifiers::COMMAND).to_vec();
                typing.push(egui::Event::Text((*text).to_owned()));
                (click(rect), typing)
            }),
            Step::Click(label) | Step::ClickToChange(label) => {
                find(items, label, true).map(|r| (click(r), vec![egui::Event::PointerGone]))
            }
            Step::ClickContaining(words) => {
                find(items, words, false).map(|r| (click(r), vec![egui::Event::PointerGone]))
            }
            Step::Hover(place) => {
                find_place(items, place).map(|r| (vec![egui::Event::PointerMoved(r.center())], Vec::new()))
            }
            Step::Key(k) => Some((key(*k, egui::Modifiers::NONE).to_vec(), Vec::new())),
            Step::WaitFor(label) => find(items, label, true).map(|_| (Vec::new(), Vec::new())),
        }
    }
}

/// A stop named `name`, started by `start`, reached by `steps`.
fn stop(name: impl Into<String>, start: Start, steps: Vec<Step>) -> Stop {
    Stop { name: name.into(), start, steps }
}

/// An app in a fresh folder of its own replaying the game `file` picks
/// from the world's saved games, at move `at`, under the hard bot's review.
fn under_review(name: &'static str, file: fn(&Saved) -> &PathBuf, at: usize) -> Start {
    Box::new(move |world, ctx| {
        let launch = Launch { replay: Some(file(&world.saved).clone()), review_at: Some(at), ..Launch::default() };
        let mut app = ParlourApp::with_settings(calm(), world.fresh(name)?, launch);
        app.start(ctx);
        Ok(app)
    })
}

/// An app in a fresh folder of its own, with `settings`, launched as `launch`.
fn fresh(name: &str, settings: Settings, launch: Launch) -> Start {
    let name = name.to_owned();
    Box::new(move |world, ctx| {
        let mut app = ParlourApp::with_settings(settings.clone(), world.fresh(&name)?, launch.clone());
        app.start(ctx);
        Ok(app)
    })
}

/// An app in the busy data folder: every game in progress, the History
/// full, the records kept.
fn busy() -> Start {
    Box::new(|world, _| {
        Ok(ParlourApp::with_settings(world.busy_settings.clone(), world.busy.clone(), Launch::default()))
    })
}

/// The settings every stop starts from: animations off, so that each
/// screen is judged as it rests.
fn calm() -> Settings {
    Settings { animation: crate::desktop::AnimationSpeed::Instant, ..Settings::default() }
}

/// Seats: a human, then bots of `level`, `count` in all.
fn seats(count: usize, level: Level) -> Vec<SeatPlayer> {
    (0..count).map(|i| if i == 0 { SeatPlayer::Human } else { SeatPlayer::Bot(level) }).collect()
}

/// A new game of `kind` opened as the command line opens one.
fn game(kind: GameKind, players: Vec<SeatPlayer>, autoplay: usize) -> Launch {
    let mut options = BTreeMap::new();
    if kind.info().min_seats != kind.info().max_seats && kind != GameKind::UnicornJelly {
        options.insert("players".to_owned(), players.len().to_string());
    }
    if kind == GameKind::UnicornJelly && players.len() == 1 {
        options.insert("variant".to_owned(), "solitaire".to_owned());
    }
    Launch { open: Some(kind.info().id.to_owned()), players, options, seed: Some(7), autoplay, ..Launch::default() }
}

/// An app that opens the saved game `file`, in a folder of its own.
fn opened(name: &str, file: impl Fn(&World) -> PathBuf + 'static) -> Start {
    let name = name.to_owned();
    Box::new(move |world, _| {
        // Every answer is asked, even to an action aimed at another player.
        let settings = Settings { answer_every_action: true, ..calm() };
        let mut app = ParlourApp::with_settings(settings, world.fresh(&name)?, Launch::default());
        app.open_file(&file(world));
        Ok(app)
    })
}

/// The name of `kind` as the tour's screens say it.
fn called(kind: GameKind) -> String {
    kind.info().name.split(':').next().unwrap_or_default().to_lowercase()
}

/// Every stop, in order.
pub fn all() -> Vec<Stop> {
    let mut stops = shelf_stops();
    for &kind in GameKind::ALL {
        stops.extend(game_stops(kind));
    }
    stops.extend(moment_stops());
    stops.push(wonderland_picked());
    stops.extend(workshop_stops());
    stops
}

/// The shelf and what opens from it: History, Records, their questions,
/// the file picker, a refused file's message.
fn shelf_stops() -> Vec<Stop> {
    use Step::Click;
    vec![
        stop("shelf, fresh", fresh("shelf-fresh", calm(), Launch::default()), vec![]),
        stop("shelf, all five games in progress", busy(), vec![]),
        stop("history of 500 games", busy(), vec![Click("History")]),
        stop("records against the bots", busy(), vec![Click("Records")]),
        stop("records, confirm: forget them?", busy(), vec![Click("Records"), Click("Reset the records…")]),
        stop("a message: a damaged saved game refused", opened("damaged", |w| w.saved.damaged.clone()), vec![]),
        stop(
            "confirm: a new game of you are here over the one in progress",
            busy(),
            vec![Click("New game of The You Are Here Game"), Click("Start")],
        ),
        stop(
            "file picker, a folder of 300 entries with long names",
            Box::new(|world, _| {
                let mut settings = calm();
                settings.recent = vec![world.crowded.join("a saved game.ron")];
                Ok(ParlourApp::with_settings(settings, world.fresh("picker")?, Launch::default()))
            }),
            vec![Click("Open a saved game…"), Click("Browse…")],
        ),
    ]
}

/// One game's screens: New game at its most seats, its table at its fewest
/// and most, its end, its rules and three lesson steps.
fn game_stops(kind: GameKind) -> Vec<Stop> {
    use Step::Click;
    let mut stops = Vec::new();
    let info = kind.info();
    let name = called(kind);
    let mut choices = NewGameChoices { seats: seats(info.max_seats, Level::Medium), ..NewGameChoices::default() };
    if info.max_seats > 2 {
        choices.options.insert("players".to_owned(), info.max_seats.to_string());
    }
    let mut settings = calm();
    settings.last_choices.insert(info.id.to_owned(), choices);
    let new_game: &'static str = Box::leak(format!("New game of {}", info.name).into_boxed_str());
    stops.push(stop(
        format!("new game dialog, {name}, {} seats", info.max_seats),
        fresh(&format!("new-{}", info.id), settings, Launch::default()),
        vec![Click(new_game)],
    ));
    let fewest = info.min_seats;
    stops.push(stop(
        format!("{name} table, {fewest} seats, hands full"),
        fresh(&format!("{}-fewest", info.id), calm(), game(kind, seats(fewest, Level::Easy), 2)),
        vec![],
    ));
    if info.max_seats != fewest {
        stops.push(stop(
            format!("{name} table, {} seats, hands full", info.max_seats),
            fresh(
                &format!("{}-most", info.id),
                calm(),
                game(kind, seats(info.max_seats, Level::Easy), info.max_seats * 2),
            ),
            vec![],
        ));
    }
    stops.push(stop(
        format!("{name} table, the game over, the end-of-game panel"),
        fresh(
            &format!("{}-over", info.id),
            calm(),
            game(kind, seats(info.max_seats.min(2).max(fewest), Level::Easy), 100_000),
        ),
        vec![],
    ));
    stops.push(stop(
        format!("{name} table with the rules window"),
        fresh(
            &format!("{}-rules", info.id),
            calm(),
            game(kind, seats(info.max_seats.min(2).max(fewest), Level::Easy), 2),
        ),
        vec![Click("Rules")],
    ));
    for step in [1, 3, 6] {
        let launch = Launch { open: Some(info.id.to_owned()), lesson: Some(step), ..Launch::default() };
        stops.push(stop(
            format!("{name} lesson, step {step}"),
            fresh(&format!("{}-lesson-{step}", info.id), calm(), launch),
            vec![],
        ));
    }
    stops
}

/// Moments of play: every answer asked out of turn, the pass screen,
/// replays under review, a capture previewed, Undo's reason, the focus.
fn moment_stops() -> Vec<Stop> {
    use Step::{Click, ClickContaining, Hover, Key};
    vec![
        stop(
            "shrine, 2 seats, answering an attack: block?",
            opened("shrine-block", |w| w.saved.shrine_block.clone()),
            vec![],
        ),
        stop(
            "shrine, 2 seats, answering a dagger: block?",
            opened("shrine-dagger", |w| w.saved.shrine_dagger.clone()),
            vec![],
        ),
        stop(
            "shrine, 2 seats, answering an action: fizzle?",
            opened("shrine-fizzle", |w| w.saved.shrine_fizzle.clone()),
            vec![],
        ),
        stop(
            "shrine, 2 seats, answering a fizzle: counter?",
            opened("shrine-counter", |w| w.saved.shrine_counter.clone()),
            vec![],
        ),
        stop(
            "wonderland, 3 seats, answering a face card: the king cancels?",
            opened("wonderland-king", |w| w.saved.wonderland_king.clone()),
            vec![],
        ),
        stop(
            "shrine, 2 players at one screen, the pass screen",
            opened("shrine-pass", |w| w.saved.shrine_hot_seat.clone()),
            vec![],
        ),
        stop(
            "shrine, 2 seats, a card picked in the hand: an attack lit",
            fresh("shrine-picked", calm(), game(GameKind::Shrine, seats(2, Level::Easy), 2)),
            vec![ClickContaining("Deck: "), Click("9♦ in your hand")],
        ),
        stop(
            "you are here replay under review, 2 seats",
            under_review("replay-two", |saved| &saved.finished_two, 10),
            vec![],
        ),
        stop(
            "shrine replay under review, 3 seats: a line and a summary a seat",
            under_review("replay-three", |saved| &saved.replay_three, 20),
            vec![],
        ),
        stop(
            "wonderland replay under review, 6 seats",
            under_review("replay-six", |saved| &saved.replay_six, 30),
            vec![],
        ),
        stop(
            "you are here table, a card picked and a square pointed at: the capture preview",
            fresh("yah-preview", calm(), {
                let mut launch = game(GameKind::YouAreHere, seats(2, Level::Easy), 0);
                launch.options.insert("first".to_owned(), "1".to_owned());
                launch
            }),
            vec![ClickContaining("Hand card 1:"), Hover("Square b2")],
        ),
        stop(
            "you are here table, Undo greyed out and saying why",
            fresh("yah-undo", calm(), game(GameKind::YouAreHere, seats(2, Level::Easy), 4)),
            vec![Hover("Undo")],
        ),
        stop(
            "you are here table, a move taken back: the status line says so",
            fresh("yah-taken-back", calm(), {
                let mut launch = game(GameKind::YouAreHere, vec![SeatPlayer::Human, SeatPlayer::Bot(Level::Expert)], 0);
                launch.options.insert("first".to_owned(), "1".to_owned());
                launch
            }),
            vec![ClickContaining("Hand card 1:"), ClickContaining("Square b2"), Click("Undo")],
        ),
        stop(
            "jalak table, 2 seats, asked: resign this game?",
            fresh("jalak-resign", calm(), game(GameKind::Jalak, seats(2, Level::Easy), 2)),
            vec![Click("Resign…")],
        ),
        stop(
            "jalak table, 2 seats, the game resigned: a loss",
            fresh("jalak-resigned", calm(), game(GameKind::Jalak, seats(2, Level::Easy), 2)),
            vec![Click("Resign…"), Click("Resign")],
        ),
        stop(
            "shrine, 2 players at one screen, a draw offered: the other player asked",
            fresh("shrine-draw", calm(), game(GameKind::Shrine, vec![SeatPlayer::Human; 2], 2)),
            vec![ClickContaining("show my hand"), Click("Offer a draw…"), Click("Offer a draw")],
        ),
        stop(
            "jalak table, 2 seats, the keyboard's focus moved on with Tab",
            fresh("jalak-keys", calm(), game(GameKind::Jalak, seats(2, Level::Easy), 2)),
            vec![Key(egui::Key::Tab)],
        ),
    ]
}

/// The workshop: both benches, long names with their errors, Export,
/// Balance and the question before unsaved changes go.
fn workshop_stops() -> Vec<Stop> {
    use Step::{Click, ClickContaining, ClickToChange, Type, WaitFor};
    vec![
        stop(
            "workshop, tile bench",
            fresh("workshop-tiles", calm(), Launch { open: Some("workshop".to_owned()), ..Launch::default() }),
            vec![],
        ),
        stop(
            "workshop, card bench",
            fresh("workshop-cards", calm(), Launch { open: Some("workshop-cards".to_owned()), ..Launch::default() }),
            vec![],
        ),
        stop(
            "workshop, tile bench, the bleed, cut and safe lines shown",
            fresh("workshop-lines", calm(), Launch { open: Some("workshop".to_owned()), ..Launch::default() }),
            vec![Click("Show the cut lines")],
        ),
        stop(
            "workshop, card bench, the back of every card, its lines shown",
            fresh("workshop-back", calm(), Launch { open: Some("workshop-cards".to_owned()), ..Launch::default() }),
            vec![Click("The back of every card"), Click("Show the cut lines")],
        ),
        stop(
            "workshop, the export dialog",
            fresh("workshop-export", calm(), Launch { open: Some("workshop-export".to_owned()), ..Launch::default() }),
            vec![],
        ),
        stop(
            "workshop, the export dialog, a print shop's PDF of a face a page",
            fresh(
                "workshop-export-shop",
                calm(),
                Launch { open: Some("workshop-export".to_owned()), ..Launch::default() },
            ),
            vec![Click("PDF sheets to print and cut"), ClickToChange("PDF for a print shop, a face a page")],
        ),
        stop(
            "workshop, the export dialog, a PNG image per face",
            fresh(
                "workshop-export-png",
                calm(),
                Launch { open: Some("workshop-export".to_owned()), ..Launch::default() },
            ),
            vec![Click("PDF sheets to print and cut"), ClickToChange("PNG images, one per face")],
        ),
        stop(
            "workshop, the balance window",
            fresh("workshop-balance", calm(), Launch { open: Some("workshop".to_owned()), ..Launch::default() }),
            vec![ClickContaining("Balance the set")],
        ),
        stop(
            "workshop, the balance window, fixes suggested for the starter deck",
            fresh("workshop-suggest", calm(), Launch { open: Some("workshop-cards".to_owned()), ..Launch::default() }),
            vec![ClickContaining("Balance the set"), Click("Suggest fixes"), WaitFor("Apply the fix to Flyer")],
        ),
        stop(
            "workshop, the balance window, a suggested fix applied to Flyer",
            fresh(
                "workshop-suggest-apply",
                calm(),
                Launch { open: Some("workshop-cards".to_owned()), ..Launch::default() },
            ),
            vec![
                ClickContaining("Balance the set"),
                Click("Suggest fixes"),
                WaitFor("Apply the fix to Flyer"),
                ClickToChange("Apply the fix to Flyer"),
            ],
        ),
        stop(
            "workshop, tile bench, a name of 40 characters and its error shown",
            fresh("workshop-long-tile", calm(), Launch { open: Some("workshop".to_owned()), ..Launch::default() }),
            vec![Type { at: "Lupiko", text: "Lupiko the Unexpectedly Brave of Meadows" }],
        ),
        stop(
            "workshop, card bench, a name of 41 characters and its error shown",
            fresh(
                "workshop-long-card",
                calm(),
                Launch { open: Some("workshop-cards".to_owned()), ..Launch::default() },
            ),
            vec![Type { at: "Main Stage", text: "The Main Stage Where Every Encore Is Heard" }],
        ),
        stop(
            "workshop, importing art: the file picker in a folder of 50 pictures, with thumbnails",
            Box::new(|world, ctx| {
                let launch = Launch { files: vec![world.among_pictures.clone()], ..Launch::default() };
                let mut app = ParlourApp::with_settings(calm(), world.fresh("art-picker")?, launch);
                app.start(ctx);
                Ok(app)
            }),
            vec![Click("Browse pictures…")],
        ),
        stop(
            "workshop, confirm: unsaved changes before a new set",
            fresh("workshop-unsaved", calm(), Launch { open: Some("workshop".to_owned()), ..Launch::default() }),
            vec![Type { at: "Lupiko", text: "Lupika" }, Click("New set")],
        ),
    ]
}

/// Wonderland with a card picked: the hedges it reaches lit.
fn wonderland_picked() -> Stop {
    use Step::{Click, Hover};
    stop(
        "wonderland table, 2 seats, a card picked: where it can go lit",
        fresh("wonderland-picked", calm(), game(GameKind::Wonderland, seats(2, Level::Easy), 2)),
        vec![Hover("End turn"), Hover("4♣ in your hand"), Click("4♣ in your hand")],
    )
}

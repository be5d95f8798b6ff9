//! What a game whose designs can be measured and mended tells the
//! balance reports and the assistant.

use parlour_core::Seat;
use parlour_core::bots::Bots;

use super::change::Change;
use super::error::BalanceError;

/// A game whose tiles or cards can be measured.
pub trait Balanced: Bots {
    /// The tile or card in words: "tile" or "card".
    const ITEM: &'static str;

    /// One design as the set holds it: a tile, a card.
    type Design: Clone + std::fmt::Debug + PartialEq + Send + Sync + 'static;

    /// One edit the balance assistant may make to a design, holding the
    /// value it sets.
    type Edit: Copy + std::fmt::Debug + PartialEq + Send + Sync + 'static;

    /// The name of every design the games with `options` play, each once,
    /// in the set's (or deck's) order: a placement names a design by its
    /// place in this list.
    fn designs(options: &Self::Options) -> Result<Vec<String>, BalanceError>;

    /// The set or decks of `options` in words, for a name it lacks:
    /// `set "Parlour default set"`, `deck`.
    fn set_in_words(options: &Self::Options) -> String;

    /// The designs each seat holds as the game starts, its opening hand, by
    /// their place in [`Balanced::designs`].
    fn dealt(game: &Self) -> [Vec<u8>; 2];

    /// The seat an event shows drawing a copy of a design, and the design.
    fn drawn(event: &Self::Event) -> Option<(Seat, u8)>;

    /// The design `action` placed a copy of (its place in
    /// [`Balanced::designs`]), and what the placement scored; `None` when
    /// it placed none.
    fn placement(action: &Self::Action, events: &[Self::Event]) -> Option<(u8, u32)>;

    /// The design named `card` in `options`.
    fn design(options: &Self::Options, card: &str) -> Option<Self::Design>;

    /// `options` with every copy of `card` made `design`.
    fn with_design(options: &Self::Options, card: &str, design: &Self::Design) -> Self::Options;

    /// The ways the assistant may change `design`, as it stands in the set
    /// of `options`, in the order it tries them: never its name or kind,
    /// every step leaving a design without problems.
    fn ladders(options: &Self::Options, design: &Self::Design) -> Vec<Ladder<Self::Edit>>;

    /// `design` with `edit` made; `None` when the edit leaves it with a
    /// problem.
    fn edited(design: &Self::Design, edit: Self::Edit) -> Option<Self::Design>;

    /// What differs between two versions of a design, in words, field by
    /// field.
    fn changes(before: &Self::Design, after: &Self::Design) -> Vec<Change>;
}

/// The values one field of a design may take, as single edits of the
/// design as it is: a power from 98 down to 0, every other choice of the
/// kinds an ability affects.
#[derive(Clone, Debug, PartialEq)]
pub struct Ladder<E> {
    /// The fields its edits touch, one bit each: edits of two ladders that
    /// share a field are never made together.
    pub fields: u32,
    /// The edits. Along an ordered ladder, nearest the design first.
    pub steps: Vec<E>,
    /// Whether the steps move one value one way (a power down from the
    /// design's), so that the design's figure moves one way along them:
    /// the assistant then halves the ladder to find the nearest step that
    /// brings the design inside; otherwise it tries every step.
    pub ordered: bool,
    /// Along an ordered ladder, the first step within the values the set's
    /// other designs of its kind use, tried first: a power of 99 goes back
    /// toward the kind's usual powers in one edit.
    pub usual: Option<usize>,
}

impl<E> Ladder<E> {
    /// An ordered ladder over `steps`, nearest first.
    pub fn ordered(fields: u32, steps: Vec<E>, usual: Option<usize>) -> Self {
        Self { fields, steps, ordered: true, usual }
    }

    /// A ladder of choices, each tried.
    pub fn choices(fields: u32, steps: Vec<E>) -> Self {
        Self { fields, steps, ordered: false, usual: None }
    }
}

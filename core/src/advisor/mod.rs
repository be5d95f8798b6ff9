//! One advisor: the Hint at a table, the review's best move and the study
//! of a move in a replay all come from one search, [`advise`], so that they
//! never disagree about a position.
//!
//! It judges from the knowledge of the seat deciding. What that seat
//! cannot see is dealt once from a fixed seed, in an order that depends
//! only on what is hidden (see [`crate::unseen`]), never on where it truly
//! lies; the search is seeded from that picture. So the same position —
//! at the table, in the replay of the finished game, or played on from
//! there with the hidden cards dealt afresh — is weighed alike and gets
//! the same answer. The search is bounded by the positions or iterations
//! it may spend, never by the clock.
//!
//! Each game brings its search ([`Bots::counsel`](crate::bots::Bots::counsel)):
//! by default information-set Monte Carlo tree search at the game's
//! [`review_settings`](crate::bots::Bots::review_settings), grown until its
//! values are known well enough to mark a move by ([`Searched`]); Jalak
//! brings its alpha-beta search, which proves the traps it sees. Where the
//! search cannot tell two moves apart within its noise, the advisor says
//! they are as good as each other ([`Advice::ties`]) rather than pick one
//! and call the other worse; and where its choice only delays the game (a
//! pass, a move back to a position seen before) while the seat is not
//! behind, it puts first a move as good that plays on, as the bots do
//! ([`crate::bots::finish`]).

mod advise;
pub(crate) mod counsel;
mod enough;
pub(crate) mod searched;
mod study;
mod words;

pub use advise::{Advice, advise, pictured};
pub use counsel::{Counsel, Counselled, Proof, Weighing};
pub use searched::Searched;
pub use study::{CHOICES, Choice, LINE_MOVES, Step, Study, study};
pub use words::{as_good_as_each_other, in_words};

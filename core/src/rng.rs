//! The seeded random number generator behind every game's chance and every bot.

use rand::SeedableRng;

/// A small, fast, reproducible generator (PCG, 128-bit state).
pub type GameRng = rand_pcg::Pcg64Mcg;

/// A generator that yields the same numbers for the same seed, on every machine.
pub fn seeded(seed: u64) -> GameRng {
    GameRng::seed_from_u64(seed)
}

/// The generator a game keeps in its state for chance during play (a
/// reshuffle, a card taken unseen): its state is two 64-bit numbers, which
/// saved games and records can hold.
pub type ChanceRng = rand_pcg::Pcg32;

/// A [`ChanceRng`] that yields the same numbers for the same seed.
pub fn chance(seed: u64) -> ChanceRng {
    ChanceRng::seed_from_u64(seed)
}

/// A seed derived from `seed` and a `stream` number, so that one seed can feed
/// many independent generators (one per game, one per seat, …).
pub const fn derive(seed: u64, stream: u64) -> u64 {
    // SplitMix64 over the pair: consecutive streams give unrelated seeds.
    let mut z = seed ^ stream.wrapping_mul(0x9E37_79B9_7F4A_7C15).rotate_left(17);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The independent streams of chance one game's seed feeds, each named for
/// what it is used for, so that no two uses ever share numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stream {
    /// The game's own chance: shuffles, deals, draws.
    Deal,
    /// The bot in this seat, in bot-against-bot games.
    SeatBot(crate::seat::Seat),
    /// The bot deciding at a table after this many actions.
    TableBot(u64),
    /// The random choices of the conformance kit.
    Conformance,
    /// The bots judging a draw offered after this many actions.
    DrawOffer(u64),
}

/// The seed of `stream` under `seed`.
pub const fn stream(seed: u64, stream: Stream) -> u64 {
    let (tag, n) = match stream {
        Stream::Deal => (0, 0),
        Stream::SeatBot(seat) => (1, seat.0 as u64),
        Stream::TableBot(actions) => (2, actions),
        Stream::Conformance => (4, 0),
        Stream::DrawOffer(actions) => (6, actions),
    };
    derive(derive(seed, tag), n)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::seat::Seat;

    #[test]
    fn streams_do_not_share_seeds() {
        let mut seen = std::collections::HashSet::new();
        let streams = [Stream::Deal, Stream::Conformance]
            .into_iter()
            .chain((0..8).map(|s| Stream::SeatBot(Seat(s))))
            .chain((0..2000).map(Stream::TableBot));
        for s in streams {
            assert!(seen.insert(stream(42, s)), "{s:?} repeats a seed");
        }
    }
}

//! The seeded random number generator behind every game's chance and every bot.

use rand::SeedableRng;

/// A small, fast, reproducible generator (PCG, 128-bit state).
pub type GameRng = rand_pcg::Pcg64Mcg;

/// A generator that yields the same numbers for the same seed, on every machine.
pub fn seeded(seed: u64) -> GameRng {
    GameRng::seed_from_u64(seed)
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

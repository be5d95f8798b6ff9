//! What a run of games adds up to: each seat's results, and for each
//! design traced, its placements and sums of the copies each seat held
//! against the results. Sums only, so memory does not grow with the
//! games, and runs on the same seeds add up alike whatever order their
//! games end in.

/// Sums of results (1 a win, ½ a draw, 0 a loss): enough for their mean
/// without keeping each game. The results are multiples of ½, so the sums
/// are exact whatever order games end in.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub(super) struct Sums {
    pub count: f64,
    pub sum: f64,
}

impl Sums {
    pub fn add(&mut self, value: f64) {
        self.count += 1.0;
        self.sum += value;
    }

    fn merge(&mut self, other: Sums) {
        self.count += other.count;
        self.sum += other.sum;
    }
}

/// What one game showed of one design.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Placements {
    pub plays: u32,
    pub points: u32,
    /// The copies each seat held: was dealt or drew.
    pub held: [u8; 2],
}

/// What one game showed: each seat's result and the placements of each
/// design traced.
#[derive(Clone, Debug)]
pub(super) struct Trace {
    pub results: [f64; 2],
    pub designs: Vec<Placements>,
}

/// Sums of the copies of a design the first player held more than the
/// second (`x`, a whole number) and the first player's result (`r`), over
/// the games of a run: enough for the straight line that best relates
/// them. Whole numbers and halves, so the sums are exact whatever order
/// games end in.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub(super) struct Holding {
    /// Games.
    pub n: f64,
    /// Games where one player held more copies than the other.
    pub uneven: f64,
    pub x: f64,
    pub xx: f64,
    pub r: f64,
    pub rr: f64,
    pub xr: f64,
}

impl Holding {
    fn add(&mut self, x: f64, r: f64) {
        self.n += 1.0;
        self.uneven += f64::from(u8::from(x != 0.0));
        self.x += x;
        self.xx += x * x;
        self.r += r;
        self.rr += r * r;
        self.xr += x * r;
    }

    fn merge(&mut self, other: Holding) {
        self.n += other.n;
        self.uneven += other.uneven;
        self.x += other.x;
        self.xx += other.xx;
        self.r += other.r;
        self.rr += other.rr;
        self.xr += other.xr;
    }
}

/// What the games of a run add up to for one design.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub(super) struct DesignTotals {
    pub plays: u32,
    pub points: u32,
    /// The copies held against the results.
    pub holding: Holding,
}

/// What the games of one run add up to.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct Totals {
    pub games: u64,
    /// The games drawn.
    pub draws: u64,
    /// Each seat's results in every game.
    pub seats: [Sums; 2],
    /// One entry per design traced.
    pub designs: Vec<DesignTotals>,
}

impl Totals {
    /// Nothing yet, for `designs` designs.
    pub fn new(designs: usize) -> Self {
        Self { designs: vec![DesignTotals::default(); designs], ..Self::default() }
    }

    pub fn add(&mut self, trace: Trace) {
        self.games += 1;
        self.draws += u64::from((trace.results[0] - trace.results[1]).abs() < 1e-9);
        for seat in 0..2 {
            self.seats[seat].add(trace.results[seat]);
        }
        for (totals, placements) in self.designs.iter_mut().zip(trace.designs) {
            totals.plays += placements.plays;
            totals.points += placements.points;
            let [first, second] = placements.held.map(f64::from);
            totals.holding.add(first - second, trace.results[0]);
        }
    }

    /// These games and `other`'s, as one run.
    pub fn merge(&mut self, other: &Totals) {
        self.games += other.games;
        self.draws += other.draws;
        for seat in 0..2 {
            self.seats[seat].merge(other.seats[seat]);
        }
        for (mine, theirs) in self.designs.iter_mut().zip(&other.designs) {
            mine.plays += theirs.plays;
            mine.points += theirs.points;
            mine.holding.merge(theirs.holding);
        }
    }
}

//! A fixed pseudo-random sequence (SplitMix64), so every demo start writes the same content.

pub struct Sequence(u64);

impl Sequence {
    pub fn new(seed: u64) -> Sequence {
        Sequence(seed)
    }

    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A whole number in `low..=high`.
    pub fn between(&mut self, low: i64, high: i64) -> i64 {
        let span = u64::try_from(high - low + 1).unwrap_or(1).max(1);
        low + i64::try_from(self.next() % span).unwrap_or(0)
    }

    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        let len = i64::try_from(items.len()).unwrap_or(1);
        let index = usize::try_from(self.between(0, len - 1)).unwrap_or(0);
        &items[index]
    }
}

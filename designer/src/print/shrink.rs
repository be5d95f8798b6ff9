//! Scaling a picture down by averaging, fed one row at a time: each source
//! pixel adds to the target pixel whose area it falls in, and each target
//! pixel is the mean of what fell in it. Only the small picture and two rows
//! of sums are ever held, so a picture can be decoded row by row straight
//! into the size print needs.
//!
//! A row is first added down the source columns, one pass over its bytes
//! that the compiler vectorises; the columns are added across into target
//! pixels only once a target row is complete.

use image::RgbaImage;

/// Source rows the sums down the columns take before they are added across:
/// `u32` sums of 8-bit channels cannot overflow below this.
const ROWS_DOWN: u32 = 1 << 24;

/// A picture being scaled down from `width` × `height` to the target's size.
pub(crate) struct Shrink {
    /// The source's height.
    height: u32,
    /// The picture being made.
    out: RgbaImage,
    /// How many source columns fall in each target column (they lie side by side).
    columns_in: Vec<u32>,
    /// The sums down each source column, a channel each (room for four),
    /// of the rows not yet added across.
    down: Vec<u32>,
    /// How many source rows `down` holds.
    rows_down: u32,
    /// The sums of the target row being filled, four channels a pixel.
    sums: Vec<u64>,
    /// How many source rows the sums hold.
    rows_in: u32,
    /// The next source row.
    y: u32,
}

impl Shrink {
    /// Starts scaling a `width` × `height` picture to `target` (each side at
    /// least 1 and at most the source's).
    pub(crate) fn new((width, height): (u32, u32), target: (u32, u32)) -> Self {
        let (tw, th) = (target.0.clamp(1, width.max(1)), target.1.clamp(1, height.max(1)));
        let mut columns_in = vec![0; tw as usize];
        for x in 0..width {
            columns_in[target_of(x, width, tw) as usize] += 1;
        }
        Self {
            height,
            out: RgbaImage::new(tw, th),
            columns_in,
            down: vec![0; width as usize * 4],
            rows_down: 0,
            sums: vec![0; tw as usize * 4],
            rows_in: 0,
            y: 0,
        }
    }

    /// Adds the next source row: `width` pixels of `CHANNELS` 8-bit channels
    /// (grey, grey and alpha, RGB or RGBA). Rows past the last are ignored.
    pub(crate) fn row<const CHANNELS: usize>(&mut self, data: &[u8]) {
        if self.y >= self.height {
            return;
        }
        let width = self.down.len() / 4;
        for (sum, &v) in self.down.iter_mut().zip(data.iter().take(width * CHANNELS)) {
            *sum += u32::from(v);
        }
        self.rows_down += 1;
        self.rows_in += 1;
        let target = target_of(self.y, self.height, self.out.height());
        self.y += 1;
        let complete = self.y == self.height || target_of(self.y, self.height, self.out.height()) != target;
        if complete || self.rows_down == ROWS_DOWN {
            self.across::<CHANNELS>();
        }
        if complete {
            self.flush(target);
        }
    }

    /// Adds the sums down the columns across, into the target pixels they
    /// fall in, and empties them.
    fn across<const CHANNELS: usize>(&mut self) {
        let mut start = 0;
        for (sum, &columns) in self.sums.chunks_exact_mut(4).zip(&self.columns_in) {
            let end = (start + columns as usize * CHANNELS).min(self.down.len());
            let run = &self.down[start..end];
            start = end;
            let mut channels = [0u64; 4];
            for pixel in run.chunks_exact(CHANNELS) {
                for (c, &v) in channels.iter_mut().zip(pixel) {
                    *c += u64::from(v);
                }
            }
            let opaque = u64::from(u8::MAX) * u64::from(self.rows_down) * (run.len() / CHANNELS) as u64;
            let [a, b, c, d] = channels;
            let rgba = match CHANNELS {
                1 => [a, a, a, opaque],
                2 => [a, a, a, b],
                3 => [a, b, c, opaque],
                _ => [a, b, c, d],
            };
            for (s, v) in sum.iter_mut().zip(rgba) {
                *s += v;
            }
        }
        self.down.fill(0);
        self.rows_down = 0;
    }

    /// Writes the means of the filled target row and empties the sums.
    fn flush(&mut self, target: u32) {
        let start = (target * self.out.width() * 4) as usize;
        let row = &mut self.out.as_mut()[start..][..self.sums.len()];
        for ((mean, sums), &columns) in row.chunks_exact_mut(4).zip(self.sums.chunks_exact_mut(4)).zip(&self.columns_in)
        {
            let count = u64::from(columns * self.rows_in).max(1);
            for (m, s) in mean.iter_mut().zip(sums.iter_mut()) {
                *m = ((*s + count / 2) / count) as u8;
                *s = 0;
            }
        }
        self.rows_in = 0;
    }

    /// The scaled picture; `None` unless every source row went in.
    pub(crate) fn finish(self) -> Option<RgbaImage> {
        (self.y == self.height).then_some(self.out)
    }
}

/// The target index (of `targets`) that source index `i` (of `sources`) falls in.
fn target_of(i: u32, sources: u32, targets: u32) -> u32 {
    (u64::from(i) * u64::from(targets) / u64::from(sources.max(1))) as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shrink_rgba(source: &RgbaImage, target: (u32, u32)) -> RgbaImage {
        let mut shrink = Shrink::new(source.dimensions(), target);
        for row in source.rows() {
            let bytes: Vec<u8> = row.flat_map(|p| p.0).collect();
            shrink.row::<4>(&bytes);
        }
        shrink.finish().expect("every row")
    }

    #[test]
    fn each_target_pixel_is_the_mean_of_the_area_it_covers() {
        // 4 × 2 → 2 × 1: the left half black and white, the right half red.
        let mut source = RgbaImage::new(4, 2);
        source.put_pixel(0, 0, image::Rgba([255, 255, 255, 255]));
        source.put_pixel(1, 1, image::Rgba([255, 255, 255, 255]));
        source.put_pixel(0, 1, image::Rgba([0, 0, 0, 255]));
        source.put_pixel(1, 0, image::Rgba([0, 0, 0, 255]));
        for (x, y) in [(2, 0), (3, 0), (2, 1), (3, 1)] {
            source.put_pixel(x, y, image::Rgba([200, 0, 0, 100]));
        }
        let small = shrink_rgba(&source, (2, 1));
        assert_eq!(small.dimensions(), (2, 1));
        assert_eq!(small.get_pixel(0, 0).0, [128, 128, 128, 255]);
        assert_eq!(small.get_pixel(1, 0).0, [200, 0, 0, 100]);
    }

    #[test]
    fn an_uneven_ratio_covers_every_source_pixel_once() {
        // 7 × 5 of one colour scaled to 3 × 2 stays that colour everywhere.
        let source = RgbaImage::from_pixel(7, 5, image::Rgba([10, 20, 30, 40]));
        let small = shrink_rgba(&source, (3, 2));
        assert!(small.pixels().all(|p| p.0 == [10, 20, 30, 40]), "{small:?}");
    }

    #[test]
    fn grey_and_rgb_rows_become_opaque_rgba() {
        let mut shrink = Shrink::new((2, 1), (1, 1));
        shrink.row::<1>(&[0, 100]);
        assert_eq!(shrink.finish().expect("every row").get_pixel(0, 0).0, [50, 50, 50, 255]);
        let mut shrink = Shrink::new((1, 1), (1, 1));
        shrink.row::<3>(&[1, 2, 3]);
        assert_eq!(shrink.finish().expect("every row").get_pixel(0, 0).0, [1, 2, 3, 255]);
        let mut shrink = Shrink::new((1, 1), (1, 1));
        shrink.row::<2>(&[9, 7]);
        assert_eq!(shrink.finish().expect("every row").get_pixel(0, 0).0, [9, 9, 9, 7]);
    }

    #[test]
    fn a_whole_picture_can_shrink_to_one_pixel_without_overflow() {
        let source = RgbaImage::from_pixel(4096, 4, image::Rgba([255; 4]));
        let mut shrink = Shrink::new((4096, 4096), (1, 1));
        let row: Vec<u8> = source.rows().next().expect("a row").flat_map(|p| p.0).collect();
        for _ in 0..4096 {
            shrink.row::<4>(&row);
        }
        assert_eq!(shrink.finish().expect("every row").get_pixel(0, 0).0, [255; 4]);
    }

    #[test]
    fn a_column_taller_than_its_sums_hold_is_added_across_in_parts() {
        let tall = 2 * ROWS_DOWN + 3;
        let mut shrink = Shrink::new((1, tall), (1, 1));
        for _ in 0..tall {
            shrink.row::<2>(&[255, 255]);
        }
        assert_eq!(shrink.finish().expect("every row").get_pixel(0, 0).0, [255; 4]);
    }
}

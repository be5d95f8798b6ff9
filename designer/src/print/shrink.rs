//! Scaling a picture down by averaging, fed one row at a time: each source
//! pixel adds to the target pixel whose area it falls in, and each target
//! pixel is the mean of what fell in it. Only the small picture and one row
//! of sums are ever held, so a picture can be decoded row by row straight
//! into the size print needs.

use image::RgbaImage;

/// A picture being scaled down from `width` × `height` to the target's size.
pub(crate) struct Shrink {
    /// The source's height.
    height: u32,
    /// The picture being made.
    out: RgbaImage,
    /// The target column of each source column.
    column: Vec<u32>,
    /// How many source columns fall in each target column.
    columns_in: Vec<u32>,
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
        let column: Vec<u32> = (0..width).map(|x| target_of(x, width, tw)).collect();
        let mut columns_in = vec![0; tw as usize];
        for &c in &column {
            columns_in[c as usize] += 1;
        }
        Self {
            height,
            out: RgbaImage::new(tw, th),
            column,
            columns_in,
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
        for (pixel, &target) in data.chunks_exact(CHANNELS).zip(&self.column) {
            let rgba = match CHANNELS {
                1 => [pixel[0], pixel[0], pixel[0], u8::MAX],
                2 => [pixel[0], pixel[0], pixel[0], pixel[1]],
                3 => [pixel[0], pixel[1], pixel[2], u8::MAX],
                _ => [pixel[0], pixel[1], pixel[2], pixel[3]],
            };
            let sum = &mut self.sums[target as usize * 4..][..4];
            for (s, v) in sum.iter_mut().zip(rgba) {
                *s += u64::from(v);
            }
        }
        self.rows_in += 1;
        let target = target_of(self.y, self.height, self.out.height());
        self.y += 1;
        if self.y == self.height || target_of(self.y, self.height, self.out.height()) != target {
            self.flush(target);
        }
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
}

//! Colour for a print shop's press: sRGB turned into CMYK through the
//! output profile a PDF/X file names and embeds — Coated FOGRA39 (ISO
//! 12647-2:2004), shipped in `assets/print` under Adobe's profile bundling
//! agreement beside it, unmodified, named by its description string.

use std::sync::OnceLock;

use moxcms::{ColorProfile, Layout, TransformExecutor, TransformOptions};

use crate::print::layout::Rgba;

/// The CMYK output profile: Coated FOGRA39.
pub const PROFILE: &[u8] = include_bytes!("../../../assets/print/CoatedFOGRA39.icc");

/// The profile's description, as it must be named.
pub const PROFILE_NAME: &str = "Coated FOGRA39 (ISO 12647-2:2004)";

/// The registered condition the profile characterises.
pub const CONDITION: &str = "FOGRA39";

type Transform = std::sync::Arc<dyn TransformExecutor<u8> + Send + Sync>;

/// The sRGB → CMYK transform, made once; `None` if the profile cannot be read.
fn transform() -> Option<&'static Transform> {
    static TRANSFORM: OnceLock<Option<Transform>> = OnceLock::new();
    TRANSFORM
        .get_or_init(|| {
            let cmyk = ColorProfile::new_from_slice(PROFILE).ok()?;
            let srgb = ColorProfile::new_srgb();
            srgb.create_transform_8bit(Layout::Rgb, &cmyk, Layout::Rgba, TransformOptions::default()).ok()
        })
        .as_ref()
}

/// `rgb`, three bytes a pixel, as CMYK, four bytes a pixel (0 no ink, 255
/// full ink). Without the profile, the plain formula (K = 1 − max).
pub fn convert(rgb: &[u8]) -> Vec<u8> {
    let mut out = vec![0; rgb.len() / 3 * 4];
    let rgb = &rgb[..rgb.len() / 3 * 3];
    if let Some(transform) = transform()
        && transform.transform(rgb, &mut out).is_ok()
    {
        return out;
    }
    for (pixel, cmyk) in rgb.chunks_exact(3).zip(out.chunks_exact_mut(4)) {
        let max = pixel.iter().copied().max().unwrap_or(0);
        let k = 255 - max;
        for (c, &v) in cmyk.iter_mut().zip(pixel) {
            *c = if max == 0 { 0 } else { ((u16::from(max - v) * 255) / u16::from(max)) as u8 };
        }
        cmyk[3] = k;
    }
    out
}

/// One colour as CMYK, each 0 to 1.
pub fn of(colour: Rgba) -> [f32; 4] {
    let [r, g, b, _] = colour.0;
    let cmyk = convert(&[r, g, b]);
    std::array::from_fn(|i| f32::from(cmyk[i]) / 255.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn white_takes_no_ink_and_black_takes_much() {
        let white = of(Rgba::rgb(255, 255, 255));
        assert!(white.iter().all(|&c| c < 0.02), "{white:?}");
        let black = of(Rgba::rgb(0, 0, 0));
        assert!(black[3] > 0.7, "{black:?}");
        let red = of(Rgba::rgb(220, 30, 30));
        assert!(red[1] > 0.6 && red[2] > 0.6 && red[0] < 0.2, "{red:?}");
    }
}

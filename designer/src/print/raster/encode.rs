//! PNG files: 8-bit sRGB, RGB when every pixel is opaque and RGBA when not,
//! marked as sRGB and with the resolution they were drawn at.

use png::{BitDepth, ColorType, Encoder, PixelDimensions, SrgbRenderingIntent, Unit};
use tiny_skia::Pixmap;

use super::RasterError;

/// `pixmap` as a PNG file drawn at `dpi`.
pub(super) fn png(pixmap: &Pixmap, dpi: f32) -> Result<Vec<u8>, RasterError> {
    let opaque = pixmap.pixels().iter().all(tiny_skia::PremultipliedColorU8::is_opaque);
    let channels = if opaque { 3 } else { 4 };
    let mut data = Vec::with_capacity(pixmap.pixels().len() * channels);
    for pixel in pixmap.pixels() {
        let c = pixel.demultiply();
        data.extend_from_slice(&[c.red(), c.green(), c.blue(), c.alpha()][..channels]);
    }
    let failed = |e: png::EncodingError| RasterError::Encode(e.to_string());
    let mut bytes = Vec::new();
    let mut encoder = Encoder::new(&mut bytes, pixmap.width(), pixmap.height());
    encoder.set_color(if opaque { ColorType::Rgb } else { ColorType::Rgba });
    encoder.set_depth(BitDepth::Eight);
    encoder.set_source_srgb(SrgbRenderingIntent::Perceptual);
    // Pixels per metre: 300 dpi is 11,811.
    let per_metre = (f64::from(dpi) / 0.0254).round() as u32;
    encoder.set_pixel_dims(Some(PixelDimensions { xppu: per_metre, yppu: per_metre, unit: Unit::Meter }));
    let mut writer = encoder.write_header().map_err(failed)?;
    writer.write_image_data(&data).map_err(failed)?;
    writer.finish().map_err(failed)?;
    Ok(bytes)
}

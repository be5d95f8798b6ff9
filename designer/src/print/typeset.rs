//! One size for each element across a set: the names of all its tiles at
//! one size, their abilities at one size, rather than each face fitting its
//! text on its own. The size is found from the set itself — the largest at
//! which nine in ten of its faces fit that element; in a set of fewer than
//! ten, all of them but one that stands out (its text fitting only below
//! [`OUTLIER`] of the median size), so one long name in a small deck does
//! not shrink every card's — and only a text that cannot fit at it is set
//! smaller, and reported.

use crate::print::layout::Face;
pub use crate::print::type_sizes::TypeSizes;

/// A face whose text fits only below this share of the median face's size
/// stands out from its set: it is set smaller on its own (and reported)
/// rather than setting the size of the rest.
pub const OUTLIER: f32 = 0.85;

impl TypeSizes {
    /// The sizes for a set whose faces, each laid out on its own, are
    /// `faces`: for each element, the size at which nine in ten of the
    /// faces fit it (with fewer than ten, all of them but one standing out).
    pub fn of_set(faces: &[Face]) -> Self {
        let mut sizes: Vec<(String, Vec<f32>)> = Vec::new();
        for (what, size) in faces.iter().flat_map(|f| &f.set_at) {
            match sizes.iter_mut().find(|(name, _)| name == what) {
                Some((_, all)) => all.push(*size),
                None => sizes.push((what.clone(), vec![*size])),
            }
        }
        Self::given(
            sizes
                .into_iter()
                .map(|(what, mut all)| {
                    all.sort_by(f32::total_cmp);
                    // In a set of fewer than ten, the one face that stands out.
                    let lone = all.len() >= 3 && all[0] < OUTLIER * all[all.len() / 2];
                    let size = all[(all.len() / 10).max(usize::from(lone))];
                    (what, size)
                })
                .collect(),
        )
    }
}

/// A set's faces with one size an element: `lay_out` makes an item's face
/// with the sizes given (none: each text its own best fit), called once
/// to find the set's sizes and once more to set them. A text set smaller
/// than the set's size, because it could not fit, is reported in its
/// face's warnings.
pub fn typeset<T>(items: &[T], lay_out: impl Fn(&T, &TypeSizes) -> Face) -> Vec<Face> {
    let alone: Vec<Face> = items.iter().map(|item| lay_out(item, &TypeSizes::default())).collect();
    let sizes = TypeSizes::of_set(&alone);
    items
        .iter()
        .map(|item| {
            let mut face = lay_out(item, &sizes);
            let smaller = below_set(&face, &sizes);
            face.warnings.extend(smaller);
            face
        })
        .collect()
}

/// Each text of `face` set below its set's size in `sizes`, because it
/// could not fit at it, in words: "Village Elder: the abilities set at
/// 7.9 pt (2.8 mm) to fit, below the set's 8.5 pt (3.0 mm)" — in points,
/// as a text's size is told, with millimetres beside. One that does not
/// fit even at the smallest size is left to its own warning.
pub fn below_set(face: &Face, sizes: &TypeSizes) -> Vec<String> {
    face.set_at
        .iter()
        .filter_map(|(what, size)| {
            let set = sizes.get(what)?;
            let whose = if face.name.trim().is_empty() { String::new() } else { format!("{}: ", face.name) };
            // A text that does not fit even so is named once, as such.
            let misfit = face.misfits.iter().any(|m| m.starts_with(&format!("{whose}{what} ")));
            let points = |mm: f32| mm * 72.0 / 25.4;
            (*size < set - 0.05 && !misfit).then(|| {
                format!(
                    "{whose}{what} set at {:.1} pt ({size:.1} mm) to fit, below the set's {:.1} pt ({set:.1} mm)",
                    points(*size),
                    points(set)
                )
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::print::layout::{Align, Area, Fit, Rgba, mm};

    fn labelled(name: &str, sizes: &TypeSizes) -> Face {
        let mut face = Face::new(50.0, 20.0).typeset_with(sizes);
        face.name = name.to_owned();
        let fit = Fit { size: 8.0, min: 1.0, wrap: false, centred: true, align: Align::Centre };
        face.text("the name", name, Area::new(mm(2.0, 2.0), 46.0, 16.0), fit, Rgba::rgb(0, 0, 0));
        face
    }

    #[test]
    fn a_set_sets_each_element_at_one_size_and_only_a_text_that_cannot_fit_goes_smaller() {
        let mut names: Vec<String> = ["Ox", "Elk", "Asp", "Yak", "Owl", "Emu", "Gnu", "Cat", "Dog", "Bee"]
            .into_iter()
            .map(str::to_owned)
            .collect();
        let alone: Vec<f32> = names.iter().map(|n| labelled(n, &TypeSizes::default()).set_at[0].1).collect();
        assert!(alone.iter().any(|&s| (s - 8.0).abs() < 1e-4), "short names fit at the size wanted: {alone:?}");
        names.push("A name far too long to fit at the others' size".to_owned());
        let faces = typeset(&names, |n, sizes| labelled(n, sizes));
        let sizes: Vec<f32> = faces.iter().map(|f| f.set_at[0].1).collect();
        let common = sizes[0];
        assert!(sizes[..10].iter().all(|&s| (s - common).abs() < 1e-4), "one size for the set: {sizes:?}");
        assert!(sizes[10] < common, "the long name alone is smaller: {sizes:?}");
        assert!(faces[..10].iter().all(|f| f.warnings.is_empty()));
        assert_eq!(faces[10].warnings.len(), 1, "{:?}", faces[10].warnings);
        assert!(faces[10].warnings[0].contains("the name set at"), "{:?}", faces[10].warnings);
    }

    #[test]
    fn one_long_name_in_a_small_deck_is_set_smaller_alone_and_named() {
        let mut names: Vec<String> = ["Ox", "Elk", "Asp", "Yak"].into_iter().map(str::to_owned).collect();
        names.push("A name far too long to fit at the others' size".to_owned());
        let faces = typeset(&names, |n, sizes| labelled(n, sizes));
        let sizes: Vec<f32> = faces.iter().map(|f| f.set_at[0].1).collect();
        assert!(sizes[..4].iter().all(|&s| (s - 8.0).abs() < 1e-4), "the short names keep their size: {sizes:?}");
        assert!(sizes[4] < 8.0 * OUTLIER, "{sizes:?}");
        assert!(faces[..4].iter().all(|f| f.warnings.is_empty()));
        assert!(
            faces[4].warnings.iter().any(|w| w.starts_with("A name far too long") && w.contains("below the set's"))
        );
    }
}

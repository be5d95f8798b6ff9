//! How a set's faces look: its layout, the font its texts are set in, and
//! the colours it gives its kinds or suits in place of Parlour's — what
//! every face of the set is drawn with, on screen and on paper.

use parlour_core::face_layout::FaceLayout;

use crate::print::font::Font;
use crate::print::layout::Rgba;

/// A set's layout, font and colours.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Look {
    /// How its faces are laid out.
    pub layout: FaceLayout,
    /// The font its texts are set in.
    pub font: Font,
    /// The colours it gives kinds or suits, by their names ("Hero",
    /// "Hearts"); the others keep Parlour's.
    pub colours: Vec<(String, Rgba)>,
}

impl Look {
    /// Parlour's own look, laid out as `layout` says.
    pub fn of(layout: FaceLayout) -> Self {
        Self { layout, ..Self::default() }
    }

    /// A look with `font`, and the colours `colours` gives the kinds or
    /// suits they name (`Display` names them).
    #[must_use]
    pub fn with<K: std::fmt::Display>(self, font: Font, colours: &[(K, [u8; 3])]) -> Self {
        let colours = colours.iter().map(|(k, [r, g, b])| (k.to_string(), Rgba::rgb(*r, *g, *b))).collect();
        Self { font, colours, ..self }
    }

    /// The colour of the kind or suit `of`: the set's, else `parlour`.
    pub fn colour<K: std::fmt::Display>(&self, of: K, parlour: Rgba) -> Rgba {
        let name = of.to_string();
        self.colours.iter().rev().find(|(k, _)| *k == name).map_or(parlour, |&(_, c)| c)
    }
}

//! The size each element's text is set at across a set, by the name the
//! layout gives the element. A face carries its set's sizes
//! ([`crate::print::layout::Face`]); [`crate::print::typeset`] finds them.

/// The size (mm) each element's text is set at across a set, by the name
/// the layout gives it ("the name", "the abilities").
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TypeSizes(Vec<(String, f32)>);

impl TypeSizes {
    /// These sizes: each element's name and its size in mm.
    pub(crate) fn given(sizes: Vec<(String, f32)>) -> Self {
        Self(sizes)
    }

    /// The size `what` is set at, if the set sets it.
    pub fn get(&self, what: &str) -> Option<f32> {
        self.0.iter().find(|(name, _)| name == what).map(|&(_, size)| size)
    }
}

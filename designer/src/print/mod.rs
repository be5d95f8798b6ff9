//! The print pipeline every game's faces go through: faces as drawing
//! primitives in millimetres ([`layout`]) with text set in the embedded font
//! ([`font`]) and art read safely and scaled down as it is decoded ([`art`]), drawn on the shapes
//! every output shares ([`geometry`]), imposed on sheets ([`sheet`]) and written as PDF ([`pdf`]),
//! or drawn as pixels ([`raster`]) for PNG files and Tabletop Simulator decks ([`tts`]).

pub mod art;
pub mod cmyk;
pub mod cut;
pub mod date;
#[cfg(test)]
mod fits_tests;
pub mod font;
pub mod geometry;
pub mod job;
pub mod layout;
pub mod look;
pub mod pdf;
pub mod raster;
pub mod sharpness;
pub mod sheet;
mod shrink;
pub mod trim;
pub mod tts;
pub mod type_sizes;
pub mod typeset;

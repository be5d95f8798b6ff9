//! What Parlour prints, ready for [`crate::print::pdf`]: a designer's file
//! (a tile set, a card collection or one of its decks, as its game's folder
//! prints it), the You Are Here board sized to the cards, the Jalak paper
//! kit, a deck of playing cards and each game's rules card — at their own
//! size or at the item size asked for.

use std::path::PathBuf;

use parlour_core::GameKind;
use parlour_core::cards::standard_deck;
use parlour_core::design::Design;

use crate::designs::{self, PrintableDesign, PrintableVisitor};
use crate::games::cards::face as playing_card;
use crate::games::jalak::kit as jalak_kit;
use crate::games::you_are_here::{board as you_are_here_board, face as you_are_here_face};
pub use crate::print::job::{ItemSize, JobError};
use crate::print::job::{Job, Section, stamp};
use crate::print::sheet::Marks;
use crate::rules_card;

/// Something to print.
#[derive(Clone, Debug, PartialEq)]
pub enum Printable {
    /// A designer's file: every item, or the deck of a collection named.
    Design {
        /// The tile set or collection.
        design: Design,
        /// The deck to print, by name; every item when `None`.
        deck: Option<String>,
    },
    /// The You Are Here 3 × 3 board.
    YouAreHereBoard,
    /// The Jalak field and counters.
    JalakKit,
    /// A standard deck of 52 playing cards and two Jokers, for Shrine and
    /// Wonderland on a real table.
    PlayingCards,
    /// A game's rules card: its quick reference on one page.
    RulesCard(GameKind),
}

impl Printable {
    /// The cut guides that suit it unless asked otherwise: none for the
    /// board (it is not cut out and fills Letter paper) and the rules card,
    /// crop marks for the rest.
    pub fn marks(&self) -> Marks {
        match self {
            Printable::YouAreHereBoard | Printable::RulesCard(_) => Marks::None,
            _ => Marks::Crop,
        }
    }

    /// The print job at `size`, art found in `folder`.
    pub fn job(&self, size: ItemSize, folder: Option<PathBuf>) -> Result<Job, JobError> {
        let (name, version, sections) = match self {
            Printable::Design { design, deck } => {
                struct Print<'a>(Option<&'a str>, ItemSize, Option<PathBuf>);
                impl PrintableVisitor for Print<'_> {
                    type Output = Result<Job, JobError>;
                    fn visit<D: PrintableDesign>(self, design: &D) -> Self::Output {
                        design.job(self.0, self.1, self.2)
                    }
                }
                // A design's art is looked at for the size it is printed.
                let mut job = designs::visit(design, Print(deck.as_deref(), size, folder))?;
                crate::print::sharpness::note_soft_art(&mut job);
                return Ok(job);
            }
            Printable::YouAreHereBoard => {
                let [w, h] = you_are_here_face::CARD_MM;
                let card = match size {
                    ItemSize::Natural => [w, h],
                    ItemSize::Width(width) => [width, width * h / w],
                    ItemSize::Box(card) => card,
                };
                let section = Section { faces: vec![you_are_here_board::board(card)], back: None };
                ("You Are Here board".to_owned(), String::new(), vec![section])
            }
            Printable::JalakKit => {
                if size != ItemSize::Natural {
                    return Err(JobError::OwnSize("the Jalak kit"));
                }
                let field = Section { faces: vec![jalak_kit::field()], back: None };
                let counters = Section { faces: jalak_kit::counters(), back: None };
                ("Jalak — Cube Trap paper kit".to_owned(), String::new(), vec![field, counters])
            }
            Printable::PlayingCards => {
                let width = playing_card::CARD_MM[0];
                let faces = standard_deck(2)
                    .into_iter()
                    .map(|card| size.faces(width, |w| playing_card::face(card, "Joker", w)))
                    .collect();
                let back = size.faces(width, |w| playing_card::back("Parlour", w));
                ("Playing cards".to_owned(), String::new(), vec![Section { faces, back: Some(back) }])
            }
            Printable::RulesCard(kind) => {
                if size != ItemSize::Natural {
                    return Err(JobError::OwnSize("a rules card"));
                }
                let info = kind.info();
                let section = Section { faces: vec![rules_card::face(&info)?], back: None };
                (format!("{} rules card", info.name), String::new(), vec![section])
            }
        };
        Ok(Job { stamp: stamp(&name, &version), title: name, sections, folder })
    }
}

#[cfg(test)]
mod tests {
    use parlour_core::games::unicorn_jelly::TileSet;
    use parlour_core::games::you_are_here::Collection;

    use super::*;
    use crate::print::layout::Face;

    #[test]
    fn a_tile_set_prints_each_tile_its_count_and_a_deck_its_copies() {
        let set = TileSet::default_set();
        let tiles = Printable::Design { design: set.clone().into(), deck: None };
        let job = tiles.job(ItemSize::Natural, None).expect("a job");
        assert_eq!(job.items(), set.tiles.iter().map(|d| usize::from(d.count)).sum::<usize>());
        assert!(job.stamp.starts_with(&set.name) && job.stamp.contains("printed by Parlour"), "{}", job.stamp);
        let poker = tiles.job("poker".parse().expect("a size"), None).expect("a job");
        assert!(
            poker.sections[0].faces.iter().all(|f| (f.size[0] - 63.5).abs() < 1e-4 && (f.size[1] - 88.9).abs() < 1e-4)
        );
        let mut collection = Collection::starter();
        let first = collection.cards[0].name.clone();
        collection.decks[0].cards = vec![first.clone(), first.clone(), collection.cards[1].name.clone()];
        let deck = Some(collection.decks[0].name.clone());
        let cards = |deck: Option<String>| Printable::Design { design: collection.clone().into(), deck };
        let job = cards(deck).job(ItemSize::Natural, None).expect("a job");
        assert_eq!(job.items(), 3, "a deck prints its copies");
        let all = cards(None).job(ItemSize::Natural, None);
        assert_eq!(all.expect("a job").items(), collection.cards.len());
        let missing = cards(Some("Nope".into())).job(ItemSize::Natural, None);
        assert!(missing.expect_err("no such deck").to_string().contains("no deck named `Nope`"));
        let no_decks = Printable::Design { design: set.clone().into(), deck: Some("Nope".into()) };
        assert_eq!(
            no_decks.job(ItemSize::Natural, None).expect_err("a set has no decks").to_string(),
            "there is no deck named `Nope` (decks: none)"
        );
    }

    #[test]
    fn the_board_follows_the_card_size_and_the_kit_has_its_own() {
        let board = Printable::YouAreHereBoard.job("poker".parse().expect("a size"), None).expect("a job");
        let size = board.sections[0].faces[0].size;
        assert!((size[0] - 190.5).abs() < 1e-3 && (size[1] - 266.7).abs() < 1e-3, "{size:?}");
        let kit = Printable::JalakKit.job(ItemSize::Natural, None).expect("a job");
        assert_eq!(kit.sections.iter().map(|s| s.faces.len()).collect::<Vec<_>>(), [1, 9]);
        assert!(Printable::JalakKit.job(ItemSize::Width(40.0), None).is_err());
    }

    #[test]
    fn each_rules_card_prints_on_one_page_of_a4_or_letter_without_cut_guides() {
        use crate::print::pdf::print;
        use crate::print::sheet::{Paper, SheetOptions};
        for &kind in GameKind::ALL {
            let card = Printable::RulesCard(kind);
            assert_eq!(card.marks(), Marks::None);
            let job = card.job(ItemSize::Natural, None).expect("a job");
            assert!(job.title.starts_with(kind.info().name), "{}", job.title);
            for paper in [Paper::A4, Paper::Letter] {
                let options = SheetOptions { paper, marks: card.marks(), ..SheetOptions::default() };
                let printed = print(&job, &options).expect("fits the paper");
                assert_eq!(printed.pages, 1, "{} on {paper:?}", job.title);
                assert!(printed.warnings.is_empty(), "{:?}", printed.warnings);
            }
            let resized = card.job(ItemSize::Width(60.0), None).expect_err("its own size only");
            assert!(resized.to_string().contains("prints at its own size"), "{resized}");
        }
    }

    /// Every face and back of the job.
    fn faces(job: &Job) -> Vec<&Face> {
        job.sections.iter().flat_map(|s| s.faces.iter().chain(&s.back)).collect()
    }

    #[test]
    fn every_text_number_and_symbol_of_the_default_designs_lies_inside_the_safe_line() {
        use crate::print::layout::Primitive;
        use crate::print::trim::SAFE_MM;
        let designs: [Design; 2] = [TileSet::default_set().clone().into(), Collection::starter().into()];
        let sizes =
            [ItemSize::Natural, ItemSize::Box([50.0, 50.0]), ItemSize::Box([63.5, 88.9]), ItemSize::Width(30.0)];
        for (design, size) in designs.iter().flat_map(|d| sizes.map(|size| (d.clone(), size))) {
            let job = Printable::Design { design, deck: None }.job(size, None).expect("a job");
            for face in faces(&job) {
                let inside = face.safe_area(SAFE_MM);
                let texts = face.primitives.iter().filter_map(|p| match p {
                    Primitive::Text { area, lines, .. } => Some((area, lines.join(" "))),
                    _ => None,
                });
                for (area, words) in texts {
                    let e = 1e-3;
                    assert!(
                        area.min.x >= inside.min.x - e
                            && area.min.y >= inside.min.y - e
                            && area.max.x <= inside.max.x + e
                            && area.max.y <= inside.max.y + e,
                        "{} at {size:?}: `{words}` at {area:?} crosses the safe line {inside:?}",
                        face.name
                    );
                }
                let outside: Vec<&Primitive> =
                    face.outside_safe(SAFE_MM).iter().map(|&i| &face.primitives[i]).collect();
                assert!(outside.is_empty(), "{} at {size:?}: {outside:?}", face.name);
                assert!(size != ItemSize::Natural || face.misfits.is_empty(), "{}: {:?}", face.name, face.warnings);
            }
            let wider = job.kept_inside(5.0).expect("room for a 5 mm safe line");
            assert!(faces(&wider).iter().all(|f| f.outside_safe(5.0).is_empty()), "a wider safe line is kept too");
        }
    }

    #[test]
    fn art_takes_two_fifths_of_a_face_and_a_designs_own_back_runs_to_the_bleed() {
        use crate::print::layout::Primitive;
        use crate::print::trim::SAFE_MM;
        let mut set = TileSet::default_set().clone();
        for tile in &mut set.tiles {
            tile.art = Some("art/scene.png".to_owned());
        }
        set.back_art = Some("art/back.png".to_owned());
        let mut collection = Collection::starter();
        for card in &mut collection.cards {
            card.art = Some("art/scene.png".to_owned());
        }
        collection.back_art = Some("art/back.png".to_owned());
        for design in [Design::from(set), Design::from(collection)] {
            let job = Printable::Design { design, deck: None }.job(ItemSize::Natural, None).expect("a job");
            let section = &job.sections[0];
            for face in &section.faces {
                let art: f32 = face
                    .primitives
                    .iter()
                    .filter_map(|p| match p {
                        Primitive::Image { area, .. } => Some(area.width() * area.height()),
                        _ => None,
                    })
                    .sum();
                let share = art / (face.size[0] * face.size[1]);
                assert!(share >= 0.4, "{}: art takes {:.0} % of the face", face.name, share * 100.0);
                assert!(
                    face.outside_safe(SAFE_MM).is_empty(),
                    "{}: {:?}",
                    face.name,
                    face.outside_safe(SAFE_MM).iter().map(|&i| &face.primitives[i]).collect::<Vec<_>>()
                );
            }
            let back = section.back.as_ref().expect("a back").bled(3.0);
            let picture = back.primitives.iter().find_map(|p| match p {
                Primitive::Image { area, art, .. } => Some((area, art.as_str())),
                _ => None,
            });
            let (area, art) = picture.expect("the back is the picture");
            assert_eq!(art, "art/back.png");
            assert!(
                area.min.x.abs() < 1e-4 && (area.max.y - back.size[1]).abs() < 1e-4,
                "to the bleed's edge: {area:?}"
            );
        }
    }
}

//! The You Are Here bench: the collection's cards searched and filtered by
//! suit, the form of the card picked (name, suit, four edges, art) with
//! the suit helper's proposals, its face as it will print, the deck
//! builder, and the balance of a card or of every card in the deck being
//! built.

use std::path::Path;

use anyhow::Result;
use parlour_core::Problem;
use parlour_core::design::Design;
use parlour_core::typeface::Typeface;
use parlour_core::face_layout::{Crop, FaceLayout};
use parlour_core::format::Format;
use parlour_core::games::you_are_here::{self as yah, Card, Collection, Deck, Edges, Suit};
use parlour_designer::designs::csv_sheet::is_csv;
use parlour_designer::designs::{self, PrintableDesign};
use parlour_designer::file;
use parlour_designer::games::you_are_here::csv as card_csv;
use parlour_designer::games::you_are_here::face::{self as face, CARD_MM};
use parlour_designer::games::you_are_here::suit_helper;
use parlour_designer::print::art;
use parlour_designer::print::typeset::below_set;
use parlour_designer::print::job::ItemSize;

use super::art_field::ArtCache;
use super::bench::{Bench, Benched, free_name};
use super::card_form::card_form_ui;
use super::editable::{self, Editable};
use super::item_table::Cell;
use super::set_balance::Entry;
use super::workbench::DesignBench;
use crate::files::read_text;

/// The card form's narrowest, in points.
const FORM_WIDTH: f32 = 240.0;
/// The room between the form and the face beside it.
const GUTTER: f32 = 24.0;
/// The face's narrowest beside the form: narrower, it goes under it.
const SIDE_PREVIEW_WIDTH: f32 = 110.0;
/// The deck builder's narrowest: a card's row, its name, count, Add and
/// Take out, whole.
const DECKS_WIDTH: f32 = 296.0;
/// The room for a card's name in the deck builder, in points.
const DECK_NAME_WIDTH: f32 = 110.0;
/// The face's narrowest on the workshop's preview, however narrow the window.
const MIN_PREVIEW_WIDTH: f32 = 80.0;
/// The face's width on the workshop's preview, in points.
const PREVIEW_WIDTH: f32 = 230.0;

/// The ink of the marked corner on the workshop's preview.
const CORNER: parlour_designer::print::layout::Rgba = parlour_designer::print::layout::Rgba::rgb(60, 60, 70);

/// The card collection being designed, and its decks.
pub struct CardBench {
    bench: Bench<Collection>,
    deck: Option<usize>,
}

impl Benched for Collection {
    type Item = Card;
    type Filter = Suit;

    const ITEM: &'static str = "card";
    const FILTER: &'static str = "suit";
    const FILTERS: &'static [Suit] = &Suit::ALL;
    const COLUMNS: &'static [&'static str] = &["Name", "Suit", "Edges", "In decks"];

    fn items(&self) -> &[Card] {
        &self.cards
    }

    fn items_mut(&mut self) -> &mut Vec<Card> {
        &mut self.cards
    }

    fn item_name(card: &Card) -> &str {
        &card.name
    }

    fn filter_of(card: &Card) -> Suit {
        card.suit
    }

    fn filter_name(suit: Suit) -> String {
        suit.to_string()
    }

    fn colours_mut(&mut self) -> &mut Vec<(Suit, [u8; 3])> {
        &mut self.colours
    }

    fn parlour_colour(suit: Suit) -> [u8; 3] {
        let [r, g, b, _] = face::suit_colour(suit).0;
        [r, g, b]
    }

    fn filter_choice(suit: Suit) -> String {
        format!("{} {suit}", suit.symbol())
    }

    fn item_problems(card: &Card, index: usize) -> Vec<Problem> {
        card.problems(index)
    }

    fn cells(&self, card: &Card) -> Vec<Cell> {
        let e = card.edges;
        let total: u8 = e.as_array().iter().sum();
        let copies = self.decks.iter().flat_map(|d| &d.cards).filter(|n| **n == card.name).count();
        vec![
            Cell::text(card.name.clone()),
            Cell::text(format!("{} {}", card.suit.symbol(), card.suit)),
            Cell::number(format!("{} {} {} {}", e.top, e.right, e.bottom, e.left), f64::from(total)),
            Cell::number(format!("×{copies}"), copies as f64),
        ]
    }

    fn changed_field(old: &Card, new: &Card) -> &'static str {
        if old.name != new.name {
            "name"
        } else if old.art != new.art {
            "art"
        } else if old.crop != new.crop {
            "crop"
        } else {
            "other"
        }
    }

    fn new_item(name: String, suit: Option<Suit>) -> Card {
        let suit = suit.unwrap_or(Suit::Diamonds);
        let edges = suit_helper::proposals(suit, 20, 1).first().copied();
        let edges = edges.unwrap_or(Edges { top: 5, right: 5, bottom: 5, left: 5 });
        Card { name, suit, edges, art: None, crop: Crop::default() }
    }

    /// The card, and its copies in the decks.
    fn remove_item(&mut self, index: usize) {
        let name = self.cards.remove(index).name;
        for deck in &mut self.decks {
            deck.cards.retain(|c| *c != name);
        }
    }

    fn back_art_mut(&mut self) -> &mut Option<String> {
        &mut self.back_art
    }

    fn layout_mut(&mut self) -> &mut FaceLayout {
        &mut self.layout
    }

    fn typeface_mut(&mut self) -> &mut Typeface {
        &mut self.typeface
    }

    /// A renamed card keeps its place in the decks, and never takes
    /// another's: while its name is another card's (as it is typed on the
    /// way, "Headliner" to "Headliner Two"), the decks keep naming it as
    /// before, and follow it once its name is its own again.
    fn replace_item(&mut self, index: usize, card: Card) {
        let old = self.cards[index].name.clone();
        let taken = |name: &str, cards: &[Card]| cards.iter().enumerate().any(|(i, c)| i != index && c.name == name);
        if old != card.name && !taken(&card.name, &self.cards) {
            // The name the decks know it by: its old one, or — when that was
            // another card's too — the one name in the decks no card has.
            let named = |name: &str| self.cards.iter().any(|c| c.name == name);
            let mut dangling: Vec<&String> = self.decks.iter().flat_map(|d| &d.cards).filter(|n| !named(n)).collect();
            dangling.sort();
            dangling.dedup();
            let known = if !taken(&old, &self.cards) {
                Some(old)
            } else if let [one] = dangling.as_slice() {
                Some((*one).clone())
            } else {
                None
            };
            if let Some(known) = known {
                for name in self.decks.iter_mut().flat_map(|d| &mut d.cards) {
                    if *name == known {
                        name.clone_from(&card.name);
                    }
                }
            }
        }
        self.cards[index] = card;
    }
}

impl Editable for Collection {
    const LABEL: &'static str = "collection";
    const KIND: &'static str = "Card collections";

    fn renamed(&self, name: String) -> Self {
        Self { name, ..self.clone() }
    }

    fn blank() -> Self {
        Self {
            format: Format,
            name: "New collection".to_owned(),
            version: String::new(),
            cards: Vec::new(),
            decks: Vec::new(),
            back_art: None,
            layout: FaceLayout::default(),
            typeface: Typeface::Sans,
        colours: Vec::new(),
        }
    }

    fn back_art(&self) -> Option<&str> {
        self.back_art.as_deref()
    }

    fn rename_file(&mut self, from: &str, to: &str) {
        let arts = self.cards.iter_mut().map(|item| &mut item.art).chain([&mut self.back_art]);
        editable::rename_in(arts, &mut self.typeface, [from, to]);
    }

    fn beyond_csv(&self) -> Vec<&'static str> {
        let crops = self.cards.iter().any(|item| !item.crop.is_whole());
        editable::beyond_csv(self.back_art.is_some(), self.layout, &self.typeface, !self.colours.is_empty(), crops)
    }

    fn read(&self, path: &Path) -> Result<Self> {
        if !is_csv(path) {
            let design = designs::read_to_mend(path)?;
            return match design.get::<Self>() {
                Some(read) => Ok(read.clone()),
                None => anyhow::bail!("{} is {}, not a card collection", file::shown(path), design.noun()),
            };
        }
        // A sheet holds cards only: the decks being edited are kept.
        let stem = path.file_stem().map_or_else(|| "Imported".to_owned(), |s| s.to_string_lossy().into_owned());
        let cards = card_csv::cards_from_csv(&stem, &read_text(path)?)?;
        let collection = card_csv::merge_cards(self, cards);
        let mut problems: Vec<String> = collection.problems().iter().map(ToString::to_string).collect();
        problems.extend(designs::art_problems(&collection.art(), &designs::folder_of(path)));
        anyhow::ensure!(problems.is_empty(), "{}: {}", file::shown(path), problems.join("; "));
        Ok(collection)
    }
}

impl CardBench {
    /// The collection being edited.
    fn collection(&self) -> &Collection {
        self.bench.value()
    }

    /// The collection with the deck picked first, so a game plays it; `None`
    /// until a deck is picked and the collection has no problems.
    fn playable_deck(&self) -> Option<Collection> {
        let picked = self.deck?;
        let collection = self.collection();
        if picked >= collection.decks.len() || !collection.problems().is_empty() {
            return None;
        }
        let mut playing = collection.clone();
        playing.decks.swap(0, picked);
        Some(playing)
    }
}

impl DesignBench for CardBench {
    type Design = Collection;

    const TITLE: &'static str = "You Are Here cards";
    const THINGS: &'static str = "cards";

    /// The collection left in `data_dir` last time, or the starter cards.
    fn new(data_dir: &Path) -> Self {
        let fallback = || Collection { name: "My cards".to_owned(), ..Collection::starter() };
        let bench = Bench::new(data_dir.join("workshop-cards-autosave.ron"), fallback);
        let deck = (!bench.value().decks.is_empty()).then_some(0);
        Self { bench, deck }
    }

    fn bench(&self) -> &Bench<Collection> {
        &self.bench
    }

    fn bench_mut(&mut self) -> &mut Bench<Collection> {
        &mut self.bench
    }

    /// Opens the collection in `path`, as the file bar's Open does: its
    /// first deck picked.
    fn open_file(&mut self, path: &Path) -> Result<(), String> {
        self.bench.open_file(path)?;
        self.deck = (!self.collection().decks.is_empty()).then_some(0);
        Ok(())
    }

    /// The file bar, play-test, and the collection's verdict.
    fn bar_ui(&mut self, ui: &mut egui::Ui) -> Option<Design> {
        if self.bench.file_bar_ui(ui) {
            self.deck = (!self.collection().decks.is_empty()).then_some(0);
        }
        self.deck = self.deck.filter(|&i| i < self.collection().decks.len());
        ui.separator();
        let deck = self.playable_deck();
        let play = ui.add_enabled(deck.is_some(), egui::Button::new("Play-test"));
        let mut request = None;
        let hint = "Play the deck picked (both players use it) against a medium bot";
        if play.on_hover_text(hint).on_disabled_hover_text("Pick a deck and fix the problems first").clicked() {
            request = deck.map(Design::Collection);
        }
        let balance = ui.add_enabled(self.playable_deck().is_some(), egui::Button::new("Balance the set"));
        let hint = "Which cards of the deck picked are too strong or too weak: each measured against the rest";
        if balance.on_hover_text(hint).on_disabled_hover_text("Pick a deck and fix the problems first").clicked() {
            self.bench.set_balance.open = true;
        }
        request
    }

    /// The collection's verdict and the last thing that happened, on a line of their own.
    fn verdict_ui(&self, ui: &mut egui::Ui) {
        let (cards, decks) = (self.collection().cards.len(), self.collection().decks.len());
        let ready = format!("{cards} cards, {decks} deck{}", if decks == 1 { "" } else { "s" });
        self.bench.draft.verdict_ui(ui, &ready);
    }

    /// The Balance the set window for the deck picked, when open; a card
    /// clicked there is picked.
    fn set_balance_ui(&mut self, ctx: &egui::Context) {
        if !self.bench.set_balance.open {
            return;
        }
        let playing = self.playable_deck();
        let deck = playing.as_ref().map(Collection::playing_deck).unwrap_or_default();
        let entries = self.balance_entries(&deck);
        let options = || yah::Options { decks: Some(vec![deck.clone(), deck.clone()]), ..yah::Options::default() };
        let asked = self.bench.set_balance.ui(ctx, &entries, playing.is_some(), options);
        self.bench.answer(asked);
    }

    /// The card picked: form, face and balance.
    fn item_ui(&mut self, ui: &mut egui::Ui, art: &mut ArtCache) {
        if self.bench.back_picked() {
            let back = self.collection().back(ItemSize::Natural);
            let side = art::print_side(CARD_MM[1]);
            egui::ScrollArea::vertical().id_salt("card-back").show(ui, |ui| self.bench.back_ui(ui, &back, side, art));
            return;
        }
        match self.bench.selected {
            Some(index) => self.card_ui(ui, index, art),
            None => Bench::<Collection>::none_picked_ui(ui),
        }
    }

    /// The deck builder, in a panel on the right.
    fn side_ui(&mut self, ui: &mut egui::Ui) {
        // A quarter of the window at most: the card's form and face keep the
        // rest; as wide whatever the decks hold, so that nothing beside moves.
        let width = (ui.ctx().content_rect().width() * 0.26).clamp(DECKS_WIDTH, 320.0);
        let decks = egui::Panel::right("workshop-decks").resizable(false).exact_size(width);
        decks.show(ui, |ui| self.decks_ui(ui));
    }
}

impl CardBench {
    /// The deck builder: pick or make a deck, add cards from the
    /// collection (duplicates allowed), take them out.
    fn decks_ui(&mut self, ui: &mut egui::Ui) {
        ui.heading("Decks");
        let mut collection = self.collection().clone();
        self.deck_list_ui(ui, &mut collection);
        let Some(index) = self.deck else {
            ui.weak("Make a deck to play-test the cards.");
            self.bench.draft.edit(collection, None);
            return;
        };
        let problems: Vec<String> = collection
            .problems()
            .into_iter()
            .filter(|p| p.item == format!("deck {}", collection.decks[index].name.trim()))
            .map(|p| p.message)
            .collect();
        let (mut key, delete) = deck_name_ui(ui, &mut collection.decks[index], index);
        // Its count, or in its place what is wrong with it (its count among it): said once,
        // a line each cut to the panel (whole on hover), so that the cards below stay where
        // they are as the count comes into the range a game needs or leaves it.
        let deck = &collection.decks[index];
        let line = |ui: &mut egui::Ui, text: egui::RichText| {
            let words = text.text().to_owned();
            ui.add(egui::Label::new(text).truncate().show_tooltip_when_elided(false)).on_hover_text(words);
        };
        if problems.is_empty() {
            let count = format!("{} cards; a game needs {} to {}", deck.cards.len(), yah::HAND_SIZE, yah::MAX_DECK);
            line(ui, egui::RichText::new(count).weak());
        }
        for problem in &problems {
            line(ui, egui::RichText::new(problem).color(ui.visuals().error_fg_color));
        }
        deck_cards_ui(ui, &mut collection.decks[index], &self.collection().cards);
        if delete {
            collection.decks.remove(index);
            self.deck = (!collection.decks.is_empty()).then(|| index.min(collection.decks.len() - 1));
            key = None;
        }
        self.bench.draft.edit(collection, key);
    }

    fn card_ui(&mut self, ui: &mut egui::Ui, index: usize, art: &mut ArtCache) {
        let mut card = self.collection().cards[index].clone();
        let problems = card.problems(index);
        // The face beside the form when both fit, the face as narrow as
        // it may be to stay beside; else under it: the preview never
        // covers the form.
        // Beside, each column scrolls on its own, so that the face stays in
        // sight while the form is scrolled down to the art and its crop. Each
        // scroll bar is always there: a row coming or going never narrows
        // what is beside it.
        let scroll = |salt: &str| {
            egui::ScrollArea::vertical()
                .id_salt(salt)
                .scroll_bar_visibility(egui::scroll_area::ScrollBarVisibility::AlwaysVisible)
        };
        let room = ui.available_width();
        let beside = (room - FORM_WIDTH - GUTTER).min(PREVIEW_WIDTH);
        if beside >= SIDE_PREVIEW_WIDTH {
            ui.horizontal_top(|ui| {
                let top_down = egui::Layout::top_down(egui::Align::Min);
                let height = ui.available_height();
                ui.allocate_ui_with_layout(egui::vec2(room - beside - GUTTER, height), top_down, |ui| {
                    scroll("card-form").show(ui, |ui| {
                        ui.set_width(ui.available_width());
                        card_form_ui(ui, &mut card, &problems);
                        self.bench.art_ui(ui, art::print_side(CARD_MM[1]), &mut card.art, &mut card.crop);
                    });
                });
                ui.separator();
                ui.allocate_ui_with_layout(egui::vec2(beside, height), top_down, |ui| {
                    scroll("card-face").show(ui, |ui| {
                        ui.set_width(ui.available_width());
                        self.face_and_balance_ui(ui, &mut card, art);
                    });
                });
            });
        } else {
            scroll("card-bench").show(ui, |ui| {
                card_form_ui(ui, &mut card, &problems);
                self.bench.art_ui(ui, art::print_side(CARD_MM[1]), &mut card.art, &mut card.crop);
                ui.separator();
                self.face_and_balance_ui(ui, &mut card, art);
            });
        }
        self.bench.edit_item(index, card);
    }

    /// The cards of `deck` as the games see them.
    fn balance_entries(&self, deck: &[Card]) -> Vec<Entry> {
        let cards = self.collection().cards.iter().enumerate();
        let entry = |(index, card): (usize, &Card)| {
            let content = content(card, deck)?;
            Some(Entry { index, name: card.name.clone(), content, shown: self.bench.shows(card) })
        };
        cards.filter_map(entry).collect()
    }

    /// The card's face, and its balance in the deck picked.
    fn face_and_balance_ui(&mut self, ui: &mut egui::Ui, card: &mut Card, art: &mut ArtCache) {
        let width = PREVIEW_WIDTH.min(ui.available_width()).max(MIN_PREVIEW_WIDTH);
        let look = face::look(self.collection(), self.bench.folder().as_deref());
        let sizes = face::type_sizes(self.collection(), &look);
        let mut shown = face::card_typeset(card, CORNER, CARD_MM[0], &sizes, &look);
        shown.warnings.extend(below_set(&shown, &sizes));
        let full_bleed = self.collection().layout == FaceLayout::FullBleed;
        let movable = card.art.as_deref().filter(|_| full_bleed).map(|path| (path, &mut card.crop));
        self.bench.face_ui(ui, &shown, width, &card.name, art, movable);
        // The card is measured in the deck picked, where it has to be.
        let deck = self.playable_deck().map(|playing| playing.playing_deck());
        match deck {
            Some(deck) if !deck.iter().any(|c| c.name == card.name) => {
                ui.weak("Put the card in the deck picked to measure its balance there.");
            }
            deck => {
                let ready = deck.is_some();
                let (entries, shown) = match &deck {
                    Some(deck) => (self.balance_entries(deck), content(card, deck).unwrap_or_default()),
                    None => (Vec::new(), String::new()),
                };
                self.bench.set_balance.follow_kept(&entries);
                let options = || yah::Options { decks: deck.map(|d| vec![d.clone(), d]), ..yah::Options::default() };
                self.bench.balance_ui(ui, &card.name, &shown, ready, options);
            }
        }
    }

    /// The decks to pick from, and a new one.
    fn deck_list_ui(&mut self, ui: &mut egui::Ui, collection: &mut Collection) {
        ui.horizontal_wrapped(|ui| {
            for (i, deck) in collection.decks.iter().enumerate() {
                let text = format!("{} ({})", deck.name, deck.cards.len());
                if ui.selectable_label(self.deck == Some(i), text).clicked() {
                    self.deck = Some(i);
                }
            }
            if ui.button("New deck").clicked() {
                let name = free_name("Deck", collection.decks.len(), |n| collection.decks.iter().any(|d| d.name == n));
                collection.decks.push(Deck { name, cards: Vec::new() });
                self.deck = Some(collection.decks.len() - 1);
            }
        });
    }
}

/// The deck's name and the button to delete it: the undo key of a rename,
/// and whether it is to go.
fn deck_name_ui(ui: &mut egui::Ui, deck: &mut Deck, index: usize) -> (Option<String>, bool) {
    let (mut key, mut delete) = (None, false);
    ui.horizontal_wrapped(|ui| {
        let label = ui.label("Deck name");
        let field = egui::TextEdit::singleline(&mut deck.name).desired_width(DECK_NAME_WIDTH);
        if ui.add(field).labelled_by(label.id).changed() {
            key = Some(format!("deck {index} name"));
        }
        delete = ui.button("Delete deck").clicked();
    });
    (key, delete)
}

/// Every card of the collection with its copies in `deck`, to add or take out.
fn deck_cards_ui(ui: &mut egui::Ui, deck: &mut Deck, cards: &[Card]) {
    let grid = egui::Grid::new("deck-builder").num_columns(3).striped(true);
    egui::ScrollArea::vertical().id_salt("deck-builder").show(ui, |ui| {
        grid.show(ui, |ui| {
            for card in cards {
                let count = deck.cards.iter().filter(|n| **n == card.name).count();
                // A long name is cut short here (whole on hover); the
                // buttons say "+" and "−", and tell a screen reader the card.
                let name = format!("{} {}", card.name, card.suit.symbol());
                let line = ui.spacing().interact_size.y;
                ui.add_sized([DECK_NAME_WIDTH, line], egui::Label::new(&name).truncate());
                ui.label(format!("×{count}"));
                ui.horizontal(|ui| {
                    let full = deck.cards.len() >= yah::MAX_DECK;
                    let add = ui.add_enabled(!full, egui::Button::new("Add").small());
                    let label = format!("Add {}", card.name);
                    add.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, !full, &label));
                    if add.on_hover_text(&label).clicked() {
                        deck.cards.push(card.name.clone());
                    }
                    let take = ui.add_enabled(count > 0, egui::Button::new("Take out").small());
                    let label = format!("Take out {}", card.name);
                    take.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, count > 0, &label));
                    if take.on_hover_text(&label).clicked()
                        && let Some(at) = deck.cards.iter().rposition(|n| *n == card.name)
                    {
                        deck.cards.remove(at);
                    }
                });
                ui.end_row();
            }
        })
    });
}

/// What the games see of `card` in `deck`, as text, or nothing when the
/// deck does not hold it: a changed card has other text.
fn content(card: &Card, deck: &[Card]) -> Option<String> {
    let copies = deck.iter().filter(|c| c.name == card.name).count();
    (copies > 0).then(|| format!("{:?}", (&card.name, card.suit, card.edges, copies)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_card_renamed_through_another_cards_name_never_takes_its_place_in_the_decks() {
        let mut collection = Collection::starter();
        let count = |c: &Collection, name: &str| c.decks[0].cards.iter().filter(|n| *n == name).count();
        let (wristband, headliner) = (count(&collection, "Wristband"), count(&collection, "Headliner"));
        let index = collection.cards.iter().position(|c| c.name == "Wristband").expect("Wristband");
        // Typed a letter at a time: on the way its name is Headliner's.
        for typed in ["Headliner", "Headliner ", "Headliner T", "Headliner Two"] {
            let card = Card { name: typed.to_owned(), ..collection.cards[index].clone() };
            collection.replace_item(index, card);
        }
        assert_eq!(count(&collection, "Headliner"), headliner, "Headliner keeps its copies");
        assert_eq!(count(&collection, "Headliner Two"), wristband, "the renamed card keeps its own");
        assert_eq!(count(&collection, "Wristband"), 0);
    }

    #[test]
    fn a_renamed_card_keeps_its_place_in_the_decks_and_a_deleted_one_leaves_them() {
        let mut collection = Collection::starter();
        let index =
            collection.cards.iter().position(|c| collection.decks[0].cards.contains(&c.name)).expect("in a deck");
        let (old, copies) = (collection.cards[index].name.clone(), collection.decks[0].cards.len());
        let renamed = Card { name: "Renamed".to_owned(), ..collection.cards[index].clone() };
        collection.replace_item(index, renamed);
        assert!(collection.decks.iter().all(|d| !d.cards.contains(&old)));
        assert!(collection.decks[0].cards.contains(&"Renamed".to_owned()));
        assert_eq!(collection.decks[0].cards.len(), copies, "the deck keeps its cards");
        collection.remove_item(index);
        assert!(collection.card("Renamed").is_none());
        assert!(collection.decks.iter().all(|d| !d.cards.contains(&"Renamed".to_owned())), "no copies are left");
    }
}

//! The You Are Here bench: the collection's cards searched and filtered by
//! suit, the form of the card picked (name, suit, four edges, art) with
//! the suit helper's proposals, its face as it will print, the deck
//! builder, and the balance of a card or of every card in the deck being
//! built.

use std::path::{Path, PathBuf};

use parlour_core::games::you_are_here::{self as yah, Card, Collection, Deck, Edges, MAX_EDGE, MIN_EDGE, Suit};
use parlour_designer::games::you_are_here::face::{self as face, CARD_MM};
use parlour_designer::games::you_are_here::suit_helper;
use parlour_designer::print::art;

use super::art_field::{ArtCache, ArtSource, art_field_ui, preview_ui};
use super::balance_panel::BalancePanel;
use super::draft::Draft;
use super::field_problems_ui;
use super::item_table::{Cell, ItemTable, Row};
use super::set_balance::{Entry, SetBalance};
use parlour_core::design::Design;

/// The ink of the marked corner on the workshop's preview.
const CORNER: parlour_designer::print::layout::Rgba = parlour_designer::print::layout::Rgba::rgb(60, 60, 70);

/// The card collection being designed, and its decks.
pub struct CardBench {
    draft: Draft<Collection>,
    selected: Option<usize>,
    deck: Option<usize>,
    search: String,
    suit: Option<Suit>,
    art_source: ArtSource,
    balance: BalancePanel<yah::YouAreHere>,
    set_balance: SetBalance<yah::YouAreHere>,
    table: ItemTable,
}

/// Which field of a card an edit changed, so that typing in it is one undo step.
fn changed_field(old: &Card, new: &Card) -> &'static str {
    if old.name == new.name { "other" } else { "name" }
}

impl CardBench {
    /// The collection left in `data_dir` last time, or the starter cards.
    pub fn new(data_dir: &Path) -> Self {
        let fallback = || Collection { name: "My cards".to_owned(), ..Collection::starter() };
        let draft = Draft::new(data_dir.join("workshop-cards-autosave.ron"), fallback);
        let deck = (!draft.value().decks.is_empty()).then_some(0);
        Self {
            draft,
            selected: Some(0),
            deck,
            search: String::new(),
            suit: None,
            art_source: ArtSource::default(),
            balance: BalancePanel::default(),
            set_balance: SetBalance::default(),
            table: ItemTable::default(),
        }
    }

    /// The collection being edited.
    pub fn collection(&self) -> &Collection {
        self.draft.value()
    }

    /// The cards of the deck picked, when it can be played.
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

    /// The folder of the collection's file, once it has one.
    pub fn folder(&self) -> Option<PathBuf> {
        self.draft.folder()
    }

    /// The file last saved or opened, if any.
    pub fn file(&self) -> Option<&std::path::Path> {
        self.draft.file()
    }

    /// The file bar, play-test, and the collection's verdict.
    pub fn bar_ui(&mut self, ui: &mut egui::Ui) -> Option<Design> {
        if self.draft.bar_ui(ui) {
            self.selected = Some(0);
            self.deck = (!self.collection().decks.is_empty()).then_some(0);
        }
        self.selected = self.selected.filter(|&i| i < self.collection().cards.len());
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
            self.set_balance.open = true;
        }
        let problems = self.collection().problems().len();
        let (cards, decks) = (self.collection().cards.len(), self.collection().decks.len());
        let ready = format!("{cards} cards, {decks} deck{}", if decks == 1 { "" } else { "s" });
        self.draft.verdict_ui(ui, problems, &ready);
        request
    }

    /// Whether the list shows `card`: it has the suit chosen and its name
    /// holds the search, in any case.
    fn shows(&self, card: &Card) -> bool {
        self.suit.is_none_or(|s| s == card.suit) && card.name.to_lowercase().contains(&self.search.to_lowercase())
    }

    /// The Balance the set window for the deck picked, when open; a card
    /// clicked there is picked.
    pub fn set_balance_ui(&mut self, ctx: &egui::Context) {
        if !self.set_balance.open {
            return;
        }
        let playing = self.playable_deck();
        let deck = playing.as_ref().map(Collection::playing_deck).unwrap_or_default();
        let mut entries: Vec<Entry> = Vec::new();
        for (index, card) in self.collection().cards.iter().enumerate() {
            let copies = deck.iter().filter(|c| c.name == card.name).count();
            if copies > 0 {
                let content = format!("{:?}", (&card.name, card.suit, card.edges, copies));
                entries.push(Entry { index, name: card.name.clone(), content, shown: self.shows(card) });
            }
        }
        let options = || yah::Options { decks: Some(vec![deck.clone(), deck.clone()]), ..yah::Options::default() };
        if let Some(index) = self.set_balance.ui(ctx, &entries, playing.is_some(), options) {
            self.selected = Some(index);
        }
    }

    /// The cards, searched and filtered by suit; new and delete.
    pub fn list_ui(&mut self, ui: &mut egui::Ui) {
        let label = ui.label("Search");
        ui.text_edit_singleline(&mut self.search).labelled_by(label.id);
        egui::ComboBox::from_id_salt("suit-filter")
            .selected_text(self.suit.map_or("Every suit".to_owned(), |s| s.to_string()))
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut self.suit, None, "Every suit");
                for suit in Suit::ALL {
                    ui.selectable_value(&mut self.suit, Some(suit), format!("{} {suit}", suit.symbol()));
                }
            });
        ui.horizontal(|ui| {
            if ui.button("New card").clicked() {
                let mut collection = self.collection().clone();
                let n = collection.cards.len() + 1;
                let free = (1..=n).map(|n| format!("New card {n}")).find(|n| collection.card(n).is_none());
                let suit = self.suit.unwrap_or(Suit::Diamonds);
                let edges = suit_helper::proposals(suit, 20, 1).first().copied();
                let edges = edges.unwrap_or(Edges { top: 5, right: 5, bottom: 5, left: 5 });
                collection.cards.push(Card { name: free.unwrap_or_default(), suit, edges, art: None });
                self.selected = Some(collection.cards.len() - 1);
                self.draft.edit(collection, None);
            }
            if let Some(i) = self.selected
                && ui.button("Delete card").clicked()
            {
                let mut collection = self.collection().clone();
                let name = collection.cards.remove(i).name;
                for deck in &mut collection.decks {
                    deck.cards.retain(|c| *c != name);
                }
                self.selected = (!collection.cards.is_empty()).then(|| i.min(collection.cards.len() - 1));
                self.draft.edit(collection, None);
            }
        });
        ui.separator();
        let rows = self
            .collection()
            .cards
            .iter()
            .enumerate()
            .filter(|(_, c)| self.shows(c))
            .map(|(index, card)| {
                let e = card.edges;
                let total: u8 = e.as_array().iter().sum();
                let copies = self.collection().decks.iter().flat_map(|d| &d.cards).filter(|n| **n == card.name).count();
                Row {
                    index,
                    faulty: !card.problems(index).is_empty(),
                    cells: vec![
                        Cell::text(card.name.clone()),
                        Cell::text(format!("{} {}", card.suit.symbol(), card.suit)),
                        Cell::number(format!("{} {} {} {}", e.top, e.right, e.bottom, e.left), f64::from(total)),
                        Cell::number(format!("×{copies}"), copies as f64),
                    ],
                }
            })
            .collect();
        let columns = ["Name", "Suit", "Edges", "In decks"];
        if let Some(index) = self.table.ui(ui, "card-list", &columns, rows, self.selected) {
            self.selected = Some(index);
        }
    }

    /// The card picked: form, face and balance.
    pub fn item_ui(&mut self, ui: &mut egui::Ui, art: &mut ArtCache) {
        egui::ScrollArea::vertical().id_salt("card-bench").show(ui, |ui| match self.selected {
            Some(index) => self.card_ui(ui, index, art),
            None => {
                ui.label("Pick a card on the left, or make a new one.");
            }
        });
    }

    fn card_ui(&mut self, ui: &mut egui::Ui, index: usize, art: &mut ArtCache) {
        let mut card = self.collection().cards[index].clone();
        let problems = card.problems(index);
        let folder = self.draft.folder();
        ui.columns(2, |columns| {
            let ui = &mut columns[0];
            card_form_ui(ui, &mut card, &problems);
            ui.add_space(6.0);
            ui.label("Art");
            if let Some(message) =
                art_field_ui(ui, folder.as_deref(), art::print_side(CARD_MM[1]), &mut card.art, &mut self.art_source)
            {
                self.draft.status = message;
            }
            let ui = &mut columns[1];
            let drawn = face::card(&card, CORNER, CARD_MM[0]);
            let width = ui.available_width().min(230.0);
            preview_ui(ui, &drawn, width, &card.name, folder.as_deref(), art);
            ui.separator();
            // The card is measured in the deck picked, where it has to be.
            let deck = self.playable_deck().map(|playing| playing.playing_deck());
            match deck {
                Some(deck) if !deck.iter().any(|c| c.name == card.name) => {
                    ui.weak("Put the card in the deck picked to measure its balance there.");
                }
                deck => {
                    let ready = deck.is_some();
                    let options =
                        || yah::Options { decks: deck.map(|d| vec![d.clone(), d]), ..yah::Options::default() };
                    self.balance.ui(ui, &card.name, ready, options);
                }
            }
        });
        let old = &self.collection().cards[index];
        if &card != old {
            let key = format!("card {index} {}", changed_field(old, &card));
            let mut collection = self.collection().clone();
            // A renamed card keeps its place in the decks.
            if old.name != card.name {
                for deck in &mut collection.decks {
                    for name in &mut deck.cards {
                        if *name == old.name {
                            name.clone_from(&card.name);
                        }
                    }
                }
            }
            collection.cards[index] = card;
            self.draft.edit(collection, Some(key));
        }
    }

    /// The deck builder: pick or make a deck, add cards from the
    /// collection (duplicates allowed), take them out.
    pub fn decks_ui(&mut self, ui: &mut egui::Ui) {
        ui.heading("Decks");
        let mut collection = self.collection().clone();
        self.deck_list_ui(ui, &mut collection);
        let Some(index) = self.deck else {
            ui.weak("Make a deck to play-test the cards.");
            self.draft.edit(collection, None);
            return;
        };
        let problems: Vec<String> = collection
            .problems()
            .into_iter()
            .filter(|p| p.item == format!("deck {}", collection.decks[index].name.trim()))
            .map(|p| p.message)
            .collect();
        let (mut key, delete) = deck_name_ui(ui, &mut collection.decks[index], index);
        for problem in &problems {
            ui.colored_label(ui.visuals().error_fg_color, problem);
        }
        deck_cards_ui(ui, &mut collection.decks[index], &self.draft.value().cards);
        if delete {
            collection.decks.remove(index);
            self.deck = (!collection.decks.is_empty()).then(|| index.min(collection.decks.len() - 1));
            key = None;
        }
        self.draft.edit(collection, key);
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
                let n = collection.decks.len() + 1;
                let free = (1..=n).map(|n| format!("Deck {n}")).find(|n| collection.decks.iter().all(|d| d.name != *n));
                collection.decks.push(Deck { name: free.unwrap_or_default(), cards: Vec::new() });
                self.deck = Some(collection.decks.len() - 1);
            }
        });
    }
}

/// The deck's name and the button to delete it: the undo key of a rename,
/// and whether it is to go.
fn deck_name_ui(ui: &mut egui::Ui, deck: &mut Deck, index: usize) -> (Option<String>, bool) {
    let (mut key, mut delete) = (None, false);
    ui.horizontal(|ui| {
        let label = ui.label("Deck name");
        if ui.text_edit_singleline(&mut deck.name).labelled_by(label.id).changed() {
            key = Some(format!("deck {index} name"));
        }
        delete = ui.button("Delete deck").clicked();
    });
    (key, delete)
}

/// Every card of the collection with its copies in `deck`, to add or take out.
fn deck_cards_ui(ui: &mut egui::Ui, deck: &mut Deck, cards: &[Card]) {
    ui.weak(format!("{} cards; a game needs {} to {}", deck.cards.len(), yah::HAND_SIZE, yah::MAX_DECK));
    let grid = egui::Grid::new("deck-builder").num_columns(3).striped(true);
    egui::ScrollArea::vertical().id_salt("deck-builder").show(ui, |ui| {
        grid.show(ui, |ui| {
            for card in cards {
                let count = deck.cards.iter().filter(|n| **n == card.name).count();
                ui.label(format!("{} {}", card.name, card.suit.symbol()));
                ui.label(format!("×{count}"));
                ui.horizontal(|ui| {
                    let full = deck.cards.len() >= yah::MAX_DECK;
                    if ui.add_enabled(!full, egui::Button::new(format!("Add {}", card.name)).small()).clicked() {
                        deck.cards.push(card.name.clone());
                    }
                    let take = ui.add_enabled(count > 0, egui::Button::new(format!("Take out {}", card.name)).small());
                    if take.clicked()
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

/// Edits `card` in place: name, suit, the four edges and the suit helper;
/// `problems` are shown beside their fields.
fn card_form_ui(ui: &mut egui::Ui, card: &mut Card, problems: &[parlour_core::Problem]) {
    let note = |ui: &mut egui::Ui, field: &str| field_problems_ui(ui, problems, field);
    egui::Grid::new("card-form").num_columns(2).spacing([12.0, 8.0]).show(ui, |ui| {
        let label = ui.label("Name");
        ui.vertical(|ui| {
            ui.text_edit_singleline(&mut card.name).labelled_by(label.id);
            note(ui, "name");
        });
        ui.end_row();
        let label = ui.label("Suit");
        egui::ComboBox::from_id_salt("card-suit")
            .selected_text(format!("{} {}", card.suit.symbol(), card.suit))
            .show_ui(ui, |ui| {
                for suit in Suit::ALL {
                    ui.selectable_value(&mut card.suit, suit, format!("{} {suit}", suit.symbol()));
                }
            })
            .response
            .labelled_by(label.id);
        ui.end_row();
        let edges = &mut card.edges;
        for (field, value) in [
            ("Top", &mut edges.top),
            ("Right", &mut edges.right),
            ("Bottom", &mut edges.bottom),
            ("Left", &mut edges.left),
        ] {
            let label = ui.label(format!("{field} edge"));
            ui.vertical(|ui| {
                ui.add(egui::DragValue::new(value).range(MIN_EDGE..=MAX_EDGE)).labelled_by(label.id);
                note(ui, &field.to_lowercase());
            });
            ui.end_row();
        }
    });
    if !card.suit.fits(card.edges) {
        let shape = match card.suit {
            Suit::Diamonds => "Diamonds are balanced: strongest and weakest side at most 2 apart",
            Suit::Hearts => "Hearts have one side at least 3 above each of the others",
            Suit::Spades => "Spades are stronger left and right than top and bottom",
            Suit::Clubs => "Clubs are stronger top and bottom than left and right",
        };
        ui.colored_label(ui.visuals().warn_fg_color, format!("These edges lack the suit's shape. {shape}."));
    }
    let total: u32 = card.edges.as_array().iter().map(|&v| u32::from(v)).sum();
    ui.horizontal_wrapped(|ui| {
        ui.label(format!("{} shapes of strength {total}:", card.suit));
        for edges in suit_helper::proposals(card.suit, total, 4) {
            let [t, r, b, l] = edges.as_array();
            if ui.button(format!("Use {t} {r} {b} {l}")).on_hover_text("top, right, bottom, left").clicked() {
                card.edges = edges;
            }
        }
    });
}

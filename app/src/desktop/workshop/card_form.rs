//! The form for one You Are Here card design: name, suit, the four edge
//! numbers, and the suit helper's shapes of the same strength.

use parlour_core::games::you_are_here::{Card, MAX_EDGE, MIN_EDGE, Suit};

use super::bench::{field_problems_ui, reserved_line_ui};
use super::number_field::number_field_ui;
use parlour_designer::games::you_are_here::suit_helper;

/// Edits `card` in place: name, suit, the four edges and the suit helper;
/// `problems` are shown beside their fields.
pub fn card_form_ui(ui: &mut egui::Ui, card: &mut Card, problems: &[parlour_core::Problem]) {
    let note = |ui: &mut egui::Ui, field: &str| field_problems_ui(ui, problems, field);
    egui::Grid::new("card-form").num_columns(2).spacing([12.0, 2.0]).show(ui, |ui| {
        let label = ui.label("Name");
        ui.vertical(|ui| {
            ui.text_edit_singleline(&mut card.name).labelled_by(label.id);
            note(ui, "name");
        });
        ui.end_row();
        let label = ui.label("Suit");
        ui.vertical(|ui| {
            egui::ComboBox::from_id_salt("card-suit")
                .selected_text(format!("{} {}", card.suit.symbol(), card.suit))
                .show_ui(ui, |ui| {
                    for suit in Suit::ALL {
                        ui.selectable_value(&mut card.suit, suit, format!("{} {suit}", suit.symbol()));
                    }
                })
                .response
                .labelled_by(label.id);
            note(ui, "suit");
        });
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
                let what = format!("{} edge", field.to_lowercase());
                let help = "The number printed on this edge of the card.";
                number_field_ui(ui, label.id, value, MIN_EDGE..=MAX_EDGE, &what, help);
                note(ui, &field.to_lowercase());
            });
            ui.end_row();
        }
    });
    // Its line is kept when the edges fit: the suit's helper stays put.
    let shape = match card.suit {
        Suit::Diamonds => "Diamonds are balanced: strongest and weakest side at most 2 apart",
        Suit::Hearts => "Hearts have one side at least 3 above each of the others",
        Suit::Spades => "Spades are stronger left and right than top and bottom",
        Suit::Clubs => "Clubs are stronger top and bottom than left and right",
    };
    let warning = format!("These edges lack the suit's shape. {shape}.");
    let shown = (!card.suit.fits(card.edges)).then(|| egui::RichText::new(&warning).color(ui.visuals().warn_fg_color));
    reserved_line_ui(ui, shown, &warning);
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

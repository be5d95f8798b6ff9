//! The form for one Unicorn Jelly tile design: name, kind, power,
//! abilities (from the vocabulary the engine plays), count and flavour.

use parlour_core::games::unicorn_jelly::{
    Ability, ActivateFilter, Kind, KindSet, MAX_COUNT, MAX_MODIFY, MAX_POWER, MIN_POWER, TileDef,
};

use super::bench::field_problems_ui;
use super::number_field::number_field_ui;

/// The kinds an ability may name (those with power).
const POWERED: [Kind; 3] = [Kind::Hero, Kind::Personage, Kind::Danger];

/// Edits `tile` in place; `problems` are shown beside their fields.
pub fn tile_form_ui(ui: &mut egui::Ui, tile: &mut TileDef, problems: &[parlour_core::Problem]) {
    let note = |ui: &mut egui::Ui, field: &str| field_problems_ui(ui, problems, field);
    egui::Grid::new("tile-form").num_columns(2).spacing([12.0, 2.0]).show(ui, |ui| {
        let label = ui.label("Name");
        ui.vertical(|ui| {
            ui.text_edit_singleline(&mut tile.name).labelled_by(label.id);
            note(ui, "name");
        });
        ui.end_row();

        let label = ui.label("Kind");
        ui.vertical(|ui| {
            egui::ComboBox::from_id_salt("tile-kind")
                .selected_text(tile.kind.to_string())
                .show_ui(ui, |ui| {
                    for kind in Kind::ALL {
                        ui.selectable_value(&mut tile.kind, kind, kind.to_string());
                    }
                })
                .response
                .labelled_by(label.id);
            note(ui, "kind");
        });
        ui.end_row();

        let label = ui.label("Power");
        ui.vertical(|ui| {
            // As high without a power as with one (its field and the line
            // kept for a refusal), so that nothing below moves when the kind
            // changes.
            let room = egui::Id::unique("parlour-power-row-height");
            let top = ui.cursor().top();
            let body = ui.text_style_height(&egui::TextStyle::Body);
            let guess = 2.0 * (ui.spacing().interact_size.y + ui.spacing().item_spacing.y + body);
            ui.set_min_height(ui.data(|d| d.get_temp::<f32>(room)).unwrap_or(guess));
            if tile.kind.has_power() {
                let mut power = tile.power.unwrap_or(0);
                let help = "What the tile adds to a fight: the higher, the stronger.";
                number_field_ui(ui, label.id, &mut power, MIN_POWER..=MAX_POWER, "power", help);
                tile.power = Some(power);
            } else {
                tile.power = None;
                ui.weak(format!("{} have no power", tile.kind.plural()));
            }
            note(ui, "power");
            if tile.kind.has_power() {
                let height = ui.cursor().top() - top;
                ui.data_mut(|d| d.insert_temp(room, height));
            }
        });
        ui.end_row();

        let label = ui.label("Count");
        ui.vertical(|ui| {
            let help = "How many copies of this tile the set holds.";
            number_field_ui(ui, label.id, &mut tile.count, 1..=MAX_COUNT, "count", help);
            note(ui, "count");
        });
        ui.end_row();

        let label = ui.label("Flavour");
        ui.vertical(|ui| {
            // Three lines high however long it grows: the form under it stays put.
            let height = 3.0 * ui.text_style_height(&egui::TextStyle::Body) + 2.0 * ui.spacing().button_padding.y;
            let scroll = egui::ScrollArea::vertical().id_salt("flavour").max_height(height).min_scrolled_height(height);
            scroll.show(ui, |ui| {
                ui.add(egui::TextEdit::multiline(&mut tile.flavour).desired_rows(3)).labelled_by(label.id);
            });
            note(ui, "flavour");
        });
        ui.end_row();

        ui.label("Abilities");
        ui.vertical(|ui| {
            abilities_ui(ui, tile);
            note(ui, "abilities");
        });
        ui.end_row();
    });
}

/// The abilities, each editable and removable, and a menu to add one that
/// suits the kind.
fn abilities_ui(ui: &mut egui::Ui, tile: &mut TileDef) {
    let mut remove = None;
    for (i, ability) in tile.abilities.iter_mut().enumerate() {
        ui.group(|ui| {
            // Wrapped: the form's column may be narrower than an ability's fields.
            ui.horizontal_wrapped(|ui| {
                ui.strong(ability.name());
                ability_fields_ui(ui, i, ability);
                if ui.small_button("Remove").clicked() {
                    remove = Some(i);
                }
            });
            ui.weak(ability.describe());
        });
    }
    if let Some(i) = remove {
        tile.abilities.remove(i);
    }
    let choices: &[Ability] = match tile.kind {
        Kind::Location => &[Ability::Modify { kinds: KindSet::EMPTY.with(Kind::Hero), amount: 1 }],
        Kind::Impetus => &[Ability::Activate { filter: ActivateFilter::Heroes }],
        Kind::Personage => &[
            Ability::Zero { kinds: KindSet::EMPTY.with(Kind::Danger) },
            Ability::Revive { kinds: KindSet::EMPTY.with(Kind::Personage) },
            Ability::Cover,
        ],
        Kind::Hero | Kind::Danger => &[
            Ability::Zero { kinds: KindSet::EMPTY.with(Kind::Danger) },
            Ability::Revive { kinds: KindSet::EMPTY.with(Kind::Hero) },
        ],
    };
    ui.menu_button("Add an ability", |ui| {
        for choice in choices {
            if ui.button(choice.describe()).clicked() {
                tile.abilities.push(*choice);
                ui.close();
            }
        }
    });
}

/// The parameters of one ability.
fn ability_fields_ui(ui: &mut egui::Ui, index: usize, ability: &mut Ability) {
    let kinds_ui = |ui: &mut egui::Ui, kinds: &mut KindSet| {
        for kind in POWERED {
            let mut on = kinds.contains(kind);
            if ui.checkbox(&mut on, kind.plural()).changed() {
                let others = kinds.iter().filter(|&k| k != kind).collect::<Vec<_>>();
                *kinds = if on { kinds.with(kind) } else { KindSet::of(&others) };
            }
        }
    };
    match ability {
        Ability::Modify { kinds, amount } => {
            ui.add(egui::DragValue::new(amount).range(-MAX_MODIFY..=MAX_MODIFY).prefix("by "));
            kinds_ui(ui, kinds);
        }
        Ability::Zero { kinds } | Ability::Revive { kinds } => kinds_ui(ui, kinds),
        Ability::Activate { filter } => {
            egui::ComboBox::from_id_salt(("activate", index)).selected_text(format!("{filter:?}")).show_ui(ui, |ui| {
                for choice in [ActivateFilter::Heroes, ActivateFilter::Dangers, ActivateFilter::AnyButImpetus] {
                    ui.selectable_value(filter, choice, format!("{choice:?}"));
                }
            });
        }
        Ability::Cover => {}
    }
}

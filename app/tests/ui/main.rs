//! The desktop app driven headless through `egui_kittest`, finding widgets by
//! their labels: the shelf, and each table played by clicking.

mod advisor;
mod analysis;
mod balance_fixes;
mod desktop_files;
mod faces_fit;
mod file_dialog;
mod harness;
mod jalak;
mod lessons;
mod new_game;
mod print_shop;
mod rules_window;
mod screen_reader;
mod shelf;
mod shrine;
mod unicorn_jelly;
mod wonderland;
mod workshop;
mod workshop_files;
mod workshop_forms;
mod workshop_layout;
mod workshop_nothing_lost;
mod workshop_problems;
mod workshop_typeface;
mod you_are_here;

//! Image snapshots of boards, rendered with wgpu. Behind the `snapshots` feature
//! so that the default test run needs no GPU:
//! `cargo test -p morris-gui --features snapshots --test snapshots`
//! (`UPDATE_SNAPSHOTS=1` writes new images to `tests/snapshots/`).
#![cfg(feature = "snapshots")]

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use morris_gui::{GameSetup, MorrisApp, PlayerKind, Settings};

fn board(variant: &str, clicks: &[&str], name: &str) {
    let setup = GameSetup {
        variant: variant.to_string(),
        white: PlayerKind::Human,
        black: PlayerKind::Human,
        ..GameSetup::default()
    };
    let settings = Settings {
        setup,
        ..Settings::default()
    };
    let mut h = Harness::builder()
        .with_size(egui::vec2(960.0, 640.0))
        .build_eframe(move |cc| MorrisApp::with_settings(&cc.egui_ctx, settings));
    h.run();
    for point in clicks {
        h.get_by_label(point).click();
        h.run();
    }
    h.snapshot(name);
}

#[test]
fn nine_mens_morris_with_a_mill_waiting_for_its_removal() {
    board(
        "nine-mens-morris",
        &["a7", "b6", "d7", "d6", "g7"],
        "nine_mens_removal",
    );
}

#[test]
fn three_mens_morris_won_on_a_diagonal() {
    board(
        "three-mens-morris",
        &["a1", "b1", "b2", "c1", "c3"],
        "three_mens_won",
    );
}

#[test]
fn twelve_mens_morris_with_its_corner_lines() {
    board(
        "twelve-mens-morris",
        &["a1", "b2", "c3"],
        "twelve_mens_diagonals",
    );
}

#[test]
fn six_mens_morris_in_placement() {
    board("six-mens-morris", &["a1", "e5", "c2"], "six_mens_placement");
}

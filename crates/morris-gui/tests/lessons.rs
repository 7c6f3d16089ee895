//! The lesson driven headless: opened from the Learn menu for the variant on
//! the board, every step played through by clicking its answer on the
//! board, a turn that misses explained and taken back, and the game on the
//! board back when the lesson closes.

mod common;

use common::{click, started};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use morris_core::{Move, Rules};
use morris_gui::{GameSetup, MorrisApp, PlayerKind, Settings};
use morris_learn::Lesson;

fn app(variant: &str) -> Harness<'static, MorrisApp> {
    let settings = Settings {
        setup: GameSetup {
            variant: variant.to_string(),
            white: PlayerKind::Human,
            black: PlayerKind::Ai {
                level: "3".parse().unwrap(),
            },
            ..GameSetup::default()
        },
        ..Settings::default()
    };
    started(settings, 1100.0, 900.0)
}

/// Plays `mv` on the board as a person does: Pass, or the piece and its
/// point, then each piece it removes.
fn click_move(h: &mut Harness<'_, MorrisApp>, rules: &Rules, mv: Move) {
    if mv.is_pass() {
        click(h, "Pass");
        return;
    }
    if mv.has_step() {
        if let Some(from) = mv.from() {
            click(h, rules.point_name(from));
        }
        click(h, rules.point_name(mv.to()));
    }
    for p in mv.removed() {
        click(h, rules.point_name(p));
    }
}

fn lesson_plays_through(variant: &str) {
    let rules = morris_core::catalog::shipped(variant).unwrap();
    let lesson = Lesson::of(&rules);
    let mut h = app(variant);
    click(&mut h, "Learn");
    click(&mut h, "Lesson");
    let count = lesson.steps().len();
    let mut missed = 0;
    for (i, step) in lesson.steps().iter().enumerate() {
        h.get_by_label_contains(&format!("Step {} of {count}", i + 1));
        assert_eq!(h.state().table().game().position(), step.position());
        if let (Some(miss), 0) = (step.miss(), missed) {
            click_move(&mut h, &rules, miss);
            h.get_by_label_contains("is legal, but");
            assert_eq!(
                h.state().table().game().position(),
                step.position(),
                "a miss is taken back, to try again"
            );
            missed += 1;
        }
        if let Some(answer) = step.answer() {
            click_move(&mut h, &rules, answer);
            h.get_by_label_contains(&format!(
                "Right: {}.",
                morris_core::move_text(&rules, answer)
            ));
        }
        if i + 1 < count {
            click(&mut h, "Next step");
        }
    }
    assert_eq!(missed, 1, "no step of {variant} had a turn that misses");
    h.get_by_label_contains("That was the last step");
    assert!(h.query_by_label("Next step").is_none());
    click(&mut h, "Back to the game");
    assert!(h.state().table().game().moves().is_empty());
    assert!(
        !h.state().table().setup().black.is_human(),
        "the game's players are back: the computer plays Black"
    );
}

#[test]
fn the_nine_mens_morris_lesson_plays_through_on_the_board() {
    lesson_plays_through("nine-mens-morris");
}

#[test]
fn a_lesson_with_rules_of_its_own_plays_through_on_the_board() {
    // Morabaraba: twelve pieces, diagonal lines, a full board's draw.
    lesson_plays_through("morabaraba");
}

//! The evaluation graph of a review: one point per turn, White's expected
//! result in the position after it, in percent ([`Score::expected`]).
//! Heuristic scores stay within [`HEURISTIC_MARGIN`] of the edges; results
//! (a win, a loss, a draw) are drawn apart, wins and losses on the edges
//! above and below every heuristic score, draws on the middle line with a
//! marker of their own. Clicking the graph picks the nearest turn.

use egui::{Color32, Rect, Role, Sense, Ui, WidgetInfo, vec2};
use egui_plot::{Corner, HLine, Legend, Line, MarkerShape, Plot, PlotPoint, Points, VLine};
use morris_ai::review::{Review, TurnReview};
use morris_ai::search::Score;
use morris_core::{Color, Game, move_text};
use morris_i18n::{t, words};

/// How close to 0 and 100 percent a heuristic score may be drawn: the edges
/// are for won and lost positions.
pub const HEURISTIC_MARGIN: f64 = 4.0;

/// What a point of the graph stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PointKind {
    Heuristic,
    WhiteWins,
    BlackWins,
    Draw,
}

/// One turn on the graph.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GraphPoint {
    /// The position after this many moves (the turn's number, from 1).
    pub moves: usize,
    /// White's expected result in percent; wins at 100, losses at 0.
    pub y: f64,
    pub kind: PointKind,
    pub marked: bool,
}

/// `score`, for `side`, seen by White.
fn for_white(score: Score, side: Color) -> Score {
    match (side, score) {
        (Color::White, s) => s,
        (Color::Black, Score::Win { turns }) => Score::Loss { turns },
        (Color::Black, Score::Loss { turns }) => Score::Win { turns },
        (Color::Black, Score::Draw) => Score::Draw,
        (Color::Black, Score::Heuristic(v)) => Score::Heuristic(v.saturating_neg()),
    }
}

/// Where a turn goes on the graph.
pub fn graph_point(t: &TurnReview) -> GraphPoint {
    let (y, kind) = match for_white(t.after, t.side) {
        Score::Win { .. } => (100.0, PointKind::WhiteWins),
        Score::Loss { .. } => (0.0, PointKind::BlackWins),
        Score::Draw => (50.0, PointKind::Draw),
        heuristic => (
            (100.0 * heuristic.expected()).clamp(HEURISTIC_MARGIN, 100.0 - HEURISTIC_MARGIN),
            PointKind::Heuristic,
        ),
    };
    GraphPoint {
        moves: t.turn + 1,
        y,
        kind,
        marked: t.mark.is_some(),
    }
}

/// The nearest turn (position after that many moves) to `x` on the graph.
fn nearest(x: f64, last: usize) -> usize {
    x.round().clamp(1.0, last.max(1) as f64) as usize
}

/// Colours of the graph in the current theme.
struct Colors {
    line: Color32,
    heuristic: Color32,
    white: Color32,
    black: Color32,
    draw: Color32,
    marked: Color32,
    selected: Color32,
}

impl Colors {
    fn of(ui: &Ui) -> Colors {
        let dark = ui.visuals().dark_mode;
        Colors {
            line: ui.visuals().weak_text_color(),
            heuristic: if dark {
                Color32::from_rgb(120, 170, 255)
            } else {
                Color32::from_rgb(30, 90, 200)
            },
            white: if dark {
                Color32::from_rgb(240, 236, 225)
            } else {
                Color32::from_rgb(200, 150, 40)
            },
            black: if dark {
                Color32::from_rgb(150, 140, 130)
            } else {
                Color32::from_rgb(35, 32, 30)
            },
            draw: Color32::from_rgb(40, 160, 110),
            marked: ui.visuals().error_fg_color,
            selected: ui.visuals().selection.bg_fill,
        }
    }
}

/// Draws the graph of `review` with the position after `shown` moves marked;
/// returns the number of moves of the position clicked, if any.
pub fn show(ui: &mut Ui, game: &Game, review: &Review, shown: usize, height: f32) -> Option<usize> {
    let points: Vec<GraphPoint> = review.turns.iter().map(graph_point).collect();
    let last = points.len();
    let colors = Colors::of(ui);
    let series = |kind: PointKind| -> Vec<[f64; 2]> {
        points
            .iter()
            .filter(|p| p.kind == kind)
            .map(|p| [p.moves as f64, p.y])
            .collect()
    };
    let line: Vec<[f64; 2]> = points.iter().map(|p| [p.moves as f64, p.y]).collect();
    let marked: Vec<[f64; 2]> = points
        .iter()
        .filter(|p| p.marked)
        .map(|p| [p.moves as f64, p.y])
        .collect();
    let score_name = t!("review-view-score");
    let white_name = t!("review-view-white-wins");
    let black_name = t!("review-view-black-wins");
    let draw_name = t!("review-view-draw");
    let marked_name = t!("review-view-marked");
    let response = Plot::new("review-graph")
        .height(height)
        // Games start level: the top left corner is the emptiest.
        .legend(Legend::default().position(Corner::LeftTop))
        .allow_zoom(false)
        .allow_drag(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .allow_double_click_reset(false)
        .show_crosshair(false)
        .include_x(0.5)
        .include_x(last as f64 + 0.5)
        .include_y(-HEURISTIC_MARGIN)
        .include_y(100.0 + HEURISTIC_MARGIN)
        .x_axis_label(t!("review-view-axis-turn"))
        .y_axis_label(t!("review-view-axis-score"))
        .show(ui, |plot| {
            plot.hline(HLine::new("", 50.0).color(colors.line).width(1.0));
            if shown > 0 {
                plot.vline(
                    VLine::new("", shown as f64)
                        .color(colors.selected)
                        .width(2.0),
                );
            }
            // Unnamed, so that the legend shows the points' colour for the scores.
            plot.line(Line::new("", line).color(colors.line).width(1.5));
            let kinds = [
                (
                    PointKind::Heuristic,
                    &score_name,
                    MarkerShape::Circle,
                    colors.heuristic,
                    3.5,
                ),
                (
                    PointKind::WhiteWins,
                    &white_name,
                    MarkerShape::Up,
                    colors.white,
                    6.0,
                ),
                (
                    PointKind::BlackWins,
                    &black_name,
                    MarkerShape::Down,
                    colors.black,
                    6.0,
                ),
                (
                    PointKind::Draw,
                    &draw_name,
                    MarkerShape::Diamond,
                    colors.draw,
                    5.5,
                ),
            ];
            for (kind, name, shape, color, radius) in kinds {
                let pts = series(kind);
                if !pts.is_empty() {
                    plot.points(
                        Points::new(name.clone(), pts)
                            .shape(shape)
                            .color(color)
                            .filled(true)
                            .radius(radius),
                    );
                }
            }
            if !marked.is_empty() {
                plot.points(
                    Points::new(marked_name, marked)
                        .shape(MarkerShape::Circle)
                        .color(colors.marked)
                        .filled(false)
                        .radius(8.0),
                );
            }
        });
    let mut clicked = None;
    if response.response.clicked()
        && let Some(at) = response.response.interact_pointer_pos()
    {
        clicked = Some(nearest(response.transform.value_from_position(at).x, last));
    }
    // One widget per point, named for screen readers (and tests), on top of the plot.
    let id = ui.make_persistent_id("review-graph-points");
    for (p, t) in points.iter().zip(&review.turns) {
        let at = response
            .transform
            .position_from_point(&PlotPoint::new(p.moves as f64, p.y));
        let rect = Rect::from_center_size(at, vec2(12.0, 12.0));
        let point = ui.interact(rect, id.with(p.moves), Sense::click());
        let name = t!(
            "review-view-point",
            turn = p.moves,
            mv = move_text(game.rules(), t.played),
            score = words::score(t.after)
        );
        point.widget_info(|| WidgetInfo::labeled(Role::Button, true, &name));
        if point.clicked() {
            clicked = Some(p.moves);
        }
    }
    clicked
}

#[cfg(test)]
mod tests {
    use super::*;
    use morris_core::record::Mark;

    fn turn(side: Color, after: Score) -> TurnReview {
        TurnReview {
            turn: 4,
            side,
            played: morris_core::Move::pass(),
            before: after,
            after,
            best: morris_core::Move::pass(),
            exact: false,
            mark: Some(Mark::Mistake),
        }
    }

    #[test]
    fn scores_are_whites_expected_result_and_results_drawn_apart() {
        let p = graph_point(&turn(Color::Black, Score::Heuristic(250)));
        let white = 100.0 * Score::Heuristic(-250).expected();
        assert_eq!((p.moves, p.y, p.kind), (5, white, PointKind::Heuristic));
        assert!(p.y < 50.0 && p.marked);
        let far = graph_point(&turn(Color::White, Score::Heuristic(50_000)));
        assert_eq!(far.y, 100.0 - HEURISTIC_MARGIN);
        let won = graph_point(&turn(Color::Black, Score::Win { turns: 3 }));
        assert_eq!((won.y, won.kind), (0.0, PointKind::BlackWins));
        let lost = graph_point(&turn(Color::Black, Score::Loss { turns: 3 }));
        assert_eq!((lost.y, lost.kind), (100.0, PointKind::WhiteWins));
        let draw = graph_point(&turn(Color::White, Score::Draw));
        assert_eq!((draw.y, draw.kind), (50.0, PointKind::Draw));
        assert_ne!(
            graph_point(&turn(Color::White, Score::Heuristic(0))).kind,
            PointKind::Draw
        );
    }

    #[test]
    fn a_click_picks_the_nearest_turn() {
        assert_eq!(nearest(3.4, 10), 3);
        assert_eq!(nearest(3.6, 10), 4);
        assert_eq!(nearest(-2.0, 10), 1);
        assert_eq!(nearest(42.0, 10), 10);
    }
}

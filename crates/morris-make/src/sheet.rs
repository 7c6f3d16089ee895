//! Where everything goes, in millimetres on a sheet whose origin is its top
//! left corner (`y` grows downwards, as in SVG): the board's outline, its
//! points and lines, and the pieces beside it, sized from the board's
//! spacing so that a piece covers a point and leaves its neighbours free.

use morris_core::{Color, Rules};

use crate::MakeError;

/// A laser cutter's bed, the sheet a default board is fitted to.
pub const BED_MM: f64 = 300.0;
pub const MIN_SIZE_MM: f64 = 40.0;
pub const MAX_SIZE_MM: f64 = 3000.0;
/// The smallest piece drawn: below it a piece is too small to cut or hold.
pub const MIN_PIECE_MM: f64 = 2.0;
/// Room between the board and the pieces, and between two pieces.
const GAP_MM: f64 = 3.0;

/// How the board is made.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct MakeOptions {
    /// The board's longer side; `None` fits the board and its pieces on a 300 × 300 mm bed.
    pub size_mm: Option<f64>,
    /// Engrave each point's name beside it.
    pub names: bool,
    /// Engrave a ring on one side's pieces, for pieces of one wood.
    pub mark: bool,
}

impl Default for MakeOptions {
    fn default() -> Self {
        MakeOptions {
            size_mm: None,
            names: false,
            mark: true,
        }
    }
}

/// A point of the board on the sheet.
#[derive(Clone, Debug, PartialEq)]
pub struct SheetPoint {
    pub name: String,
    pub x: f64,
    pub y: f64,
}

/// A piece to cut: its centre and whose it is.
#[derive(Clone, Debug, PartialEq)]
pub struct SheetPiece {
    pub x: f64,
    pub y: f64,
    pub side: Color,
}

/// The whole sheet, in millimetres.
#[derive(Clone, Debug, PartialEq)]
pub struct Sheet {
    pub title: String,
    pub width: f64,
    pub height: f64,
    /// The board's outline: left, top, width, height.
    pub board: (f64, f64, f64, f64),
    pub points: Vec<SheetPoint>,
    /// Each drawn line, by index into `points`.
    pub lines: Vec<Vec<usize>>,
    /// The distance between the two closest points.
    pub spacing: f64,
    pub pieces: Vec<SheetPiece>,
    pub piece_diameter: f64,
    pub options: MakeOptions,
}

/// The board's layout units: its points' span and the closest spacing.
struct Units {
    min: (f64, f64),
    max: (f64, f64),
    closest: f64,
}

impl Units {
    fn of(rules: &Rules) -> Units {
        let coords: Vec<(f64, f64)> = rules
            .points()
            .map(|p| rules.coords(p))
            .map(|(x, y)| (f64::from(x), f64::from(y)))
            .collect();
        let fold = |f: fn(f64, f64) -> f64, start: f64, pick: fn(&(f64, f64)) -> f64| {
            coords.iter().map(pick).fold(start, f)
        };
        let mut closest = f64::INFINITY;
        for (i, a) in coords.iter().enumerate() {
            for b in &coords[i + 1..] {
                closest = closest.min(((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt());
            }
        }
        Units {
            min: (
                fold(f64::min, f64::INFINITY, |c| c.0),
                fold(f64::min, f64::INFINITY, |c| c.1),
            ),
            max: (
                fold(f64::max, f64::NEG_INFINITY, |c| c.0),
                fold(f64::max, f64::NEG_INFINITY, |c| c.1),
            ),
            closest: if closest.is_finite() && closest > 0.0 {
                closest
            } else {
                1.0
            },
        }
    }

    /// The board's width and height in layout units, a margin of
    /// three quarters of the spacing around the points.
    fn extent(&self) -> (f64, f64) {
        let pad = 2.0 * self.margin();
        (self.max.0 - self.min.0 + pad, self.max.1 - self.min.1 + pad)
    }

    fn margin(&self) -> f64 {
        self.closest * 0.75
    }
}

impl Sheet {
    /// Plans the sheet of `rules` as `options` ask.
    pub fn plan(rules: &Rules, options: &MakeOptions) -> Result<Sheet, MakeError> {
        if let Some(size) = options.size_mm
            && !(MIN_SIZE_MM..=MAX_SIZE_MM).contains(&size)
        {
            return Err(MakeError::SizeOutOfRange(size));
        }
        let units = Units::of(rules);
        let sheet = Sheet::sized(rules, &units, options);
        if sheet.piece_diameter < MIN_PIECE_MM {
            let size = sheet.board.2.max(sheet.board.3);
            return Err(MakeError::PiecesTooSmall {
                diameter: sheet.piece_diameter,
                size_needed: (size * MIN_PIECE_MM / sheet.piece_diameter).ceil(),
            });
        }
        Ok(sheet)
    }

    /// The sheet at the size asked, or the largest that fits the bed.
    fn sized(rules: &Rules, units: &Units, options: &MakeOptions) -> Sheet {
        let sheet_of = |size: f64| Sheet::laid_out(rules, units, size, options);
        match options.size_mm {
            Some(size) => sheet_of(size),
            None => {
                // The largest whole size whose board and pieces fit the bed.
                let mut size = BED_MM;
                while size > MIN_SIZE_MM {
                    let sheet = sheet_of(size);
                    if sheet.width <= BED_MM && sheet.height <= BED_MM {
                        return sheet;
                    }
                    size -= 1.0;
                }
                sheet_of(MIN_SIZE_MM)
            }
        }
    }

    fn laid_out(rules: &Rules, units: &Units, size: f64, options: &MakeOptions) -> Sheet {
        let (w_units, h_units) = units.extent();
        let scale = size / w_units.max(h_units);
        let (board_w, board_h) = (w_units * scale, h_units * scale);
        let margin = units.margin();
        let points = rules
            .points()
            .map(|p| {
                let (x, y) = rules.coords(p);
                SheetPoint {
                    name: rules.point_name(p).to_string(),
                    x: (f64::from(x) - units.min.0 + margin) * scale,
                    y: (units.max.1 - f64::from(y) + margin) * scale,
                }
            })
            .collect();
        let lines = rules
            .lines()
            .iter()
            .map(|line| line.iter().map(|p| p.index()).collect())
            .collect();
        let spacing = units.closest * scale;
        let piece_diameter = spacing * 0.7;
        // Each side's pieces and one spare, in rows under the board.
        let per_side = usize::from(rules.pieces()) + 1;
        let width = board_w.max(piece_diameter + GAP_MM);
        let per_row = (((width + GAP_MM) / (piece_diameter + GAP_MM)).floor() as usize).max(1);
        let mut pieces = Vec::new();
        for (i, side) in Color::ALL
            .iter()
            .flat_map(|&c| std::iter::repeat_n(c, per_side))
            .enumerate()
        {
            let (row, col) = (i / per_row, i % per_row);
            pieces.push(SheetPiece {
                x: piece_diameter / 2.0 + col as f64 * (piece_diameter + GAP_MM),
                y: board_h + GAP_MM + piece_diameter / 2.0 + row as f64 * (piece_diameter + GAP_MM),
                side,
            });
        }
        let rows = (2 * per_side).div_ceil(per_row) as f64;
        Sheet {
            title: morris_i18n::words::variant_name(rules),
            width,
            height: board_h + GAP_MM + rows * (piece_diameter + GAP_MM) - GAP_MM,
            board: (0.0, 0.0, board_w, board_h),
            points,
            lines,
            spacing,
            pieces,
            piece_diameter,
            options: options.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use morris_core::catalog;

    #[test]
    fn every_shipped_board_and_its_pieces_fit_the_bed_by_default() {
        for (id, _) in catalog::SHIPPED {
            let rules = catalog::shipped(id).unwrap();
            let sheet = Sheet::plan(&rules, &MakeOptions::default()).unwrap();
            assert!(
                sheet.width <= BED_MM && sheet.height <= BED_MM,
                "{id}: {sheet:?}"
            );
            assert!(
                sheet.board.2.max(sheet.board.3) >= 150.0,
                "{id}: a board of {:?}",
                sheet.board
            );
            assert_eq!(
                sheet.pieces.len(),
                2 * (usize::from(rules.pieces()) + 1),
                "{id}"
            );
            // A piece on a point leaves the closest neighbour free.
            assert!(sheet.piece_diameter < sheet.spacing, "{id}");
        }
    }

    #[test]
    fn a_size_asked_is_the_boards_longer_side() {
        let rules = catalog::shipped("nine-mens-morris").unwrap();
        let options = MakeOptions {
            size_mm: Some(420.0),
            ..MakeOptions::default()
        };
        let sheet = Sheet::plan(&rules, &options).unwrap();
        assert!((sheet.board.2.max(sheet.board.3) - 420.0).abs() < 1e-9);
        let too_small = MakeOptions {
            size_mm: Some(10.0),
            ..MakeOptions::default()
        };
        assert!(matches!(
            Sheet::plan(&rules, &too_small),
            Err(MakeError::SizeOutOfRange(_))
        ));
    }
}

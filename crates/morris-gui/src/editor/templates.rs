//! What a new variant starts from: a shipped variant's file as it is, or a
//! named board with its points and lines written out (so that they can be
//! seen and changed) and the fewest rules a game needs.

use morris_core::catalog::{self, BOARDS, SHIPPED};
use morris_i18n::{t, words};

/// A text to start from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Template {
    /// What the list shows.
    pub label: String,
    /// The file name it is written to first.
    pub name: String,
    pub text: String,
}

/// Every template: the boards first (the usual start of a new game), then
/// the shipped variants.
pub fn all() -> Vec<Template> {
    let boards = BOARDS.iter().map(|(board, text)| Template {
        label: t!("editor-template-board", board = *board),
        name: "my-variant.ron".to_string(),
        text: on_board(board, text),
    });
    let variants = SHIPPED.iter().map(|(id, text)| Template {
        label: catalog::shipped(id).map_or(id.to_string(), |r| words::variant_name(&r)),
        name: format!("my-{id}.ron"),
        text: text.to_string(),
    });
    boards.chain(variants).collect()
}

/// The template a new variant opens with: Nine Men's Morris's board.
pub fn first() -> Template {
    let (board, text) = BOARDS[0];
    Template {
        label: t!("editor-template-board", board = board),
        name: "my-variant.ron".to_string(),
        text: on_board(board, text),
    }
}

/// The board file's text with a name and a number of pieces: a whole
/// variant with every other rule as the format's defaults.
fn on_board(board: &str, text: &str) -> String {
    let points = text.matches("(name:").count();
    let pieces = (points * 3 / 8).clamp(3, 12);
    let header = format!(
        "// A new variant on the board \"{board}\": its points and lines are below.\n\
         // Every field is explained in docs/rules-format.md.\n"
    );
    // The board file's opening comment speaks of `board:`, which the
    // template does not use; its comments inside stay.
    let body: String = text
        .lines()
        .skip_while(|line| line.trim().is_empty() || line.trim_start().starts_with("//"))
        .map(|line| format!("{line}\n"))
        .collect();
    // The name and the pieces open the list of fields.
    let body = body.replacen(
        "(\n",
        &format!("(\n    name: \"My variant\",\n    pieces: {pieces},\n    mills: Auto,\n"),
        1,
    );
    header + &body
}

#[cfg(test)]
mod tests {
    use super::*;
    use morris_core::Rules;

    #[test]
    fn every_template_compiles_on_its_own() {
        for template in all() {
            let rules = Rules::from_source("my-variant", &template.name, &template.text);
            assert!(rules.is_ok(), "{}: {:?}", template.label, rules.err());
        }
    }

    #[test]
    fn a_board_template_writes_the_boards_points_out() {
        let template = first();
        let rules = Rules::from_source("my-variant", "my-variant.ron", &template.text).unwrap();
        assert_eq!(rules.point_count(), 24);
        assert_eq!(rules.pieces(), 9);
        assert_eq!(rules.name(), "My variant");
        assert!(template.text.contains("(name: \"a1\", x: 0, y: 0)"));
    }
}

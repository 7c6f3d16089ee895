//! Whose turns become drills: the player's own, never the computer's. A
//! record says who played each side in its `White` and `Black` tags; where
//! one names the computer (the terminal writes `morris AI level 5` or
//! `morris perfect AI`, the desktop game `Computer (level 5)`), the player
//! is the other side.

use morris_core::Color;
use morris_core::record::Tags;

/// Does a record's player tag name the computer or an engine of ours?
///
/// ```
/// use morris_learn::drills::is_computer_name;
/// assert!(is_computer_name("morris AI level 5"));
/// assert!(is_computer_name("Computer (perfect)"));
/// assert!(!is_computer_name("Ann"));
/// ```
pub fn is_computer_name(name: &str) -> bool {
    let name = name.trim();
    name == "Computer"
        || name.starts_with("Computer (")
        || name.starts_with("morris ")
        || name == "morris"
}

/// The side the person played, from `tags`: the one whose opponent is the
/// computer. `None` when both sides or neither are the computer (the
/// drills are then of both sides, unless the player names one).
pub fn player_side(tags: &Tags) -> Option<Color> {
    let computer = |tag| tags.get(tag).is_some_and(is_computer_name);
    match (computer("White"), computer("Black")) {
        (true, false) => Some(Color::Black),
        (false, true) => Some(Color::White),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_player_is_the_side_the_computer_did_not_play() {
        let tags = |w: &str, b: &str| Tags::new().with("White", w).with("Black", b);
        assert_eq!(
            player_side(&tags("Human", "morris AI level 3")),
            Some(Color::White)
        );
        assert_eq!(
            player_side(&tags("Computer (level 2)", "Ann")),
            Some(Color::Black)
        );
        assert_eq!(player_side(&tags("Ann", "Bob")), None);
        assert_eq!(
            player_side(&tags("morris perfect AI", "morris AI level 1")),
            None
        );
        assert_eq!(player_side(&Tags::new()), None);
    }
}

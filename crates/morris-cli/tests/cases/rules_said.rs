//! Every rule that acts says so while playing, in both languages: here a mill
//! made by placing in Dooz takes a piece from the opponent's hand.

use super::Morris;

const SCRIPT: &str = "a1\nb2\nd1\nd2\ng1\nquit\n";

#[test]
fn a_mill_that_takes_from_the_hand_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let args = ["play", "--variant", "dooz", "--black", "human"];
    let run = Morris::new().dir(dir.path()).stdin(SCRIPT).run(&args);
    assert!(
        run.stdout
            .contains("The mill takes a piece from Black's hand."),
        "{}",
        run.stdout
    );
    let mut french = vec!["--lang", "fr"];
    french.extend(args);
    let run = Morris::new().dir(dir.path()).stdin(SCRIPT).run(&french);
    assert!(
        run.stdout
            .contains("Le moulin prend un pion dans la main de Noir."),
        "{}",
        run.stdout
    );
}

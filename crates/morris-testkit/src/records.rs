//! A small file of records for the explorers' tests (the terminal's and
//! the page's): three games of Three Men's Morris, White's rating in each.
//! From the start, a1 was played twice (one White win, one Black win, White
//! rated 1600 and 1400) and b2 once (a draw, 1700?); after a1, Black's b1
//! (White won) and b2 (Black won).

/// The three games, one record after another.
pub fn three_mens_records() -> String {
    let game = |white: &str, moves: &str, result: &str| {
        format!(
            "[Variant \"three-mens-morris\"]\n[Result \"{result}\"]\n[WhiteRating \"{white}\"]\n\n{moves} {result}\n\n"
        )
    };
    [
        game("1600", "1. a1 b1 2. b2 c1 3. c3", "1-0"),
        game("1400", "1. a1 b2", "0-1"),
        game("1700?", "1. b2 a1", "1/2-1/2"),
    ]
    .concat()
}

//! What a review writes into a record's notes, and how it is found again:
//! a reviewed record reviewed again is written the same.

use morris_core::record::{Annotations, NotedMove, Notes, Variation};
use morris_core::{Rules, move_text};

use super::{Review, TurnReview};

/// The comment a review writes after a marked turn, in English like every
/// record (records are language-neutral): `+0.35 -> -1.20; best d6`.
///
/// A mark that a deeper search confirmed cites that search's scores: the
/// evidence of the mark, not the first look that raised the suspicion.
pub fn review_comment(rules: &Rules, turn: &TurnReview) -> String {
    let (best, played) = match turn.checked {
        Some(checked) if turn.mark.is_some() => (checked.best, checked.played),
        _ => (turn.before, turn.after),
    };
    format!("{best} -> {played}; best {}", move_text(rules, turn.best))
}

/// `notes` with the marks of `review`: each marked turn gets its mark, a
/// [`review_comment`] and the best move as a variation. What an earlier
/// review wrote ([`without_review`]) is replaced, not added to, so that a
/// reviewed record reviewed again is written the same. Every front end saves
/// a review's marks through this.
pub fn annotate(rules: &Rules, notes: &Annotations, review: &Review) -> Annotations {
    let mut notes = without_review(rules, notes);
    for t in review.turns.iter().filter(|t| t.mark.is_some()) {
        let turn = notes.turn_mut(t.turn);
        turn.mark = t.mark;
        turn.after.push(review_comment(rules, t));
        turn.variations.push(Variation {
            turns: vec![NotedMove::new(t.best)],
        });
    }
    notes
}

/// `notes` without what a review wrote: on each turn with a
/// [`review_comment`], that comment, the mark, and the one-move variation of
/// the best move the comment names. The author's own comments, marks and
/// variations elsewhere are kept.
pub fn without_review(rules: &Rules, notes: &Annotations) -> Annotations {
    let mut out = notes.clone();
    for turn in &mut out.turns {
        strip_review(rules, turn);
    }
    out
}

fn strip_review(rules: &Rules, turn: &mut Notes) {
    let Some(i) = turn.after.iter().position(|c| reviewed_best(c).is_some()) else {
        return;
    };
    let comment = turn.after.remove(i);
    let best = reviewed_best(&comment).unwrap_or_default();
    turn.mark = None;
    let is_best = |v: &Variation| matches!(v.turns.as_slice(), [only] if only.notes.is_empty() && move_text(rules, only.mv) == best);
    if let Some(k) = turn.variations.iter().position(is_best) {
        turn.variations.remove(k);
    }
}

/// The best move a [`review_comment`] names, if `comment` is one.
fn reviewed_best(comment: &str) -> Option<&str> {
    let (before, rest) = comment.split_once(" -> ")?;
    let (after, best) = rest.split_once("; best ")?;
    let plain_move = !best.is_empty() && !best.contains(char::is_whitespace);
    (is_score_text(before) && is_score_text(after) && plain_move).then_some(best)
}

/// A [`Score`] as its `Display` writes it.
fn is_score_text(text: &str) -> bool {
    let number = |n: &str| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit());
    if let Some(n) = text
        .strip_prefix("win in ")
        .or(text.strip_prefix("loss in "))
    {
        return number(n);
    }
    if text == "draw" {
        return true;
    }
    let Some(value) = text.strip_prefix(['+', '-']) else {
        return false;
    };
    value
        .split_once('.')
        .is_some_and(|(whole, cents)| number(whole) && cents.len() == 2 && number(cents))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn review_comments_are_recognised_and_others_kept() {
        assert_eq!(reviewed_best("+0.35 -> -1.20; best d6"), Some("d6"));
        assert_eq!(
            reviewed_best("win in 3 -> draw; best a1-b1xc3"),
            Some("a1-b1xc3")
        );
        assert_eq!(reviewed_best("draw -> loss in 12; best b2"), Some("b2"));
        assert_eq!(reviewed_best("a fine move -> really; best ever"), None);
        assert_eq!(reviewed_best("+0.35 -> -1.20; best d6 or d2"), None);
    }
}

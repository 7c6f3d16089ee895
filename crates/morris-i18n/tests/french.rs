//! French that reads as French: every message of `fr.ftl` and every shipped
//! variant's French name, description and notes are searched for English
//! words, for the words a French mill player does not use ("pièce" for a
//! man is a "pion"; a mill is "formé", not "fermé"), and for a plain space
//! (or none) where French typography wants a no-break space: before `:`,
//! `;`, `?`, `!` and `%`, and inside « »; and for the typewriter apostrophe
//! where the rest of the French uses ’ (l’adversaire).

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use morris_core::catalog;
use morris_i18n::LANGUAGES;

/// Where a placeable stood in a flattened text: a word or a number, never a space.
const PLACEABLE: char = '\u{FFFC}';

/// English words that never belong in French text.
const ENGLISH: &[&str] = &[
    "the", "and", "of", "is", "are", "piece", "pieces", "move", "moves", "undo", "redo", "hint",
    "white", "black", "player", "players", "wins", "win", "loss", "draw", "with", "not", "turn",
    "turns", "board", "mill", "mills", "flying", "hand", "remove", "removes", "cannot", "must",
    "you", "your", "this", "that", "which", "when", "from", "game", "games", "computer", "level",
    "review", "save", "load", "file", "search", "depth", "solved", "perfect", "start", "stop",
    "each", "only", "may", "any", "none", "both", "after", "before", "first", "three",
];

/// Words a French mill player does not use for the game's things: a man is
/// a "pion", not a "pièce".
const NOT_SAID: &[&str] = &["pièce", "pièces"];

/// A mill is "formé", not "fermé": "ferme un moulin", "fermer deux moulins"...
fn closes_a_mill(words: &[&str]) -> bool {
    words.windows(3).any(|w| {
        w[0].to_lowercase().starts_with("ferm")
            && ["un", "le", "deux", "des", "son", "ce"].contains(&w[1])
            && w[2].starts_with("moulin")
    })
}

/// The English words some messages name on purpose: the terminal's English
/// commands, which it accepts too, a command to type, and a record's tag names.
fn allowed(key: &str) -> &'static [&'static str] {
    match key {
        "help-commands" => &["help", "undo", "save"],
        "record-bad-flying" | "record-flying" => &["flying"],
        // The command to type: `morris review PARTIE --drills`.
        "drills-none" => &["review"],
        _ => &[],
    }
}

/// The texts of a pattern: the pattern with each placeable as [`PLACEABLE`]
/// (or the string it writes), then each variant of its selectors on its own.
fn texts(pattern: &Pattern<&str>, out: &mut Vec<String>) {
    let mut flat = String::new();
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => flat.push_str(value),
            PatternElement::Placeable { expression } => match expression {
                Expression::Inline(InlineExpression::StringLiteral { value }) => {
                    flat.push_str(
                        &value
                            .replace("\\u202F", "\u{202f}")
                            .replace("\\u00A0", "\u{a0}"),
                    );
                }
                Expression::Inline(_) => flat.push(PLACEABLE),
                Expression::Select { variants, .. } => {
                    flat.push(PLACEABLE);
                    for variant in variants {
                        texts(&variant.value, out);
                    }
                }
            },
        }
    }
    out.push(flat);
}

/// What is wrong with the French of `text` (said in `key`).
fn complaints(key: &str, text: &str) -> Vec<String> {
    let mut found = Vec::new();
    // Code (`placing_mills: Mark`) and options (--no-flying) are not French.
    let mut prose = String::new();
    for (i, part) in text.split('`').enumerate() {
        if i % 2 == 0 {
            prose.push_str(part);
        }
    }
    let chars: Vec<char> = prose.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        let before = i.checked_sub(1).map(|j| chars[j]);
        let after = chars.get(i + 1).copied();
        let ends_a_clause = after.is_none_or(|a| a.is_whitespace() || a == ')');
        let needs_space = matches!(c, ':' | ';' | '?' | '!' | '%') && ends_a_clause;
        let spaced = matches!(before, Some('\u{202f}' | '\u{a0}'));
        // "?!" and "!?" are marks, not punctuation; a bracket or a slash begins a token.
        let token = before.is_some_and(|b| "!?(/".contains(b)) || before.is_none();
        if needs_space && !spaced && !token {
            found.push(format!("{key}: no no-break space before '{c}' in {text:?}"));
        }
        if c == '«' && after != Some('\u{202f}') && after != Some('\u{a0}') {
            found.push(format!("{key}: no no-break space after « in {text:?}"));
        }
        if c == '»' && !spaced {
            found.push(format!("{key}: no no-break space before » in {text:?}"));
        }
        if c == '\'' {
            found.push(format!("{key}: ' where French writes ’ in {text:?}"));
        }
    }
    let words: Vec<&str> = prose
        .split(|c: char| !(c.is_alphanumeric() || c == '_' || c == '-'))
        .filter(|w| !w.is_empty() && !w.starts_with('-') && !w.contains('_'))
        .collect();
    if closes_a_mill(&words) {
        found.push(format!("{key}: a mill is formed, not closed, in {text:?}"));
    }
    for &word in &words {
        let lower = word.to_lowercase();
        if allowed(key).contains(&lower.as_str()) {
            continue;
        }
        if ENGLISH.contains(&lower.as_str()) {
            found.push(format!("{key}: English word {word:?} in {text:?}"));
        }
        if NOT_SAID.contains(&lower.as_str()) {
            found.push(format!(
                "{key}: {word:?} is not how a mill player says it, in {text:?}"
            ));
        }
    }
    found
}

#[test]
fn the_check_finds_english_words_and_missing_spaces() {
    assert_eq!(complaints("k", "Remarques: voir plus bas").len(), 1);
    assert_eq!(complaints("k", "Blanc : gagne").len(), 1, "a plain space");
    assert_eq!(complaints("k", "la pièce de Blanc").len(), 1);
    assert_eq!(complaints("k", "d6 ferme un moulin").len(), 1);
    assert!(
        complaints("k", "Fermer").is_empty(),
        "closing a panel is fine"
    );
    assert_eq!(complaints("k", "the move\u{202f}!").len(), 2);
    assert_eq!(complaints("k", "« on »").len(), 2);
    assert_eq!(complaints("k", "l'adversaire").len(), 1);
    let good = "Remarques\u{202f}: l’adversaire\u{202f}; «\u{202f}d6\u{202f}» (?!, !!) 95\u{202f}%";
    assert_eq!(complaints("k", good), Vec::<String>::new());
    assert!(complaints("k", "`placing_mills: Mark` --no-flying").is_empty());
}

#[test]
fn every_french_message_reads_as_french() {
    let french = LANGUAGES.iter().find(|l| l.code == "fr").unwrap();
    let resource = fluent_syntax::parser::parse(french.source).unwrap();
    let mut found = Vec::new();
    let mut checked = 0;
    for entry in &resource.body {
        let (key, pattern) = match entry {
            Entry::Message(m) => (m.id.name, m.value.as_ref()),
            Entry::Term(t) => (t.id.name, Some(&t.value)),
            _ => continue,
        };
        let mut all = Vec::new();
        if let Some(pattern) = pattern {
            texts(pattern, &mut all);
        }
        for text in all {
            checked += 1;
            found.extend(complaints(key, &text));
        }
    }
    assert!(checked > 400, "only {checked} texts read");
    assert!(
        found.is_empty(),
        "{} problems:\n{}",
        found.len(),
        found.join("\n")
    );
}

#[test]
fn every_variant_reads_as_french() {
    let mut found = Vec::new();
    for (id, _) in catalog::SHIPPED {
        let rules = catalog::shipped(id).unwrap();
        found.extend(complaints(id, rules.name_in("fr")));
        found.extend(complaints(id, rules.description_in("fr")));
        for note in rules.notes_in("fr") {
            found.extend(complaints(id, note));
        }
        assert_ne!(
            rules.description_in("fr"),
            rules.description_in("en"),
            "{id} has no French description"
        );
        assert!(
            rules.notes().is_empty() || rules.notes_in("fr") != rules.notes(),
            "{id}'s notes are in English only"
        );
    }
    assert!(
        found.is_empty(),
        "{} problems:\n{}",
        found.len(),
        found.join("\n")
    );
}

#[test]
fn a_side_named_as_an_adjective_agrees_with_the_pion() {
    use morris_i18n::t;
    let said = morris_i18n::with_language("fr", || {
        [
            t!(
                "gui-not-your-piece",
                point = "d7",
                owner = "Noir",
                side = "Blanc"
            ),
            t!("gui-status-mill", side = "Blanc"),
            t!("ai-removes", side = "Noir", count = 2, points = "a1, d1"),
            t!("gui-protected", side = "Blanc", point = "d7"),
        ]
    })
    .unwrap();
    assert_eq!(
        said,
        [
            "d7 porte un pion noir\u{202f}; c’est à Blanc de jouer",
            "moulin\u{202f}! Prenez un pion blanc marqué",
            " (moulin\u{202f}: les pions noirs en a1, d1 sont pris)",
            "Le pion blanc en d7 est dans un moulin\u{202f}: prenez un des pions marqués",
        ]
    );
}

#[test]
fn the_coach_speaks_french() {
    use morris_core::{Color, Position, parse_move};
    use morris_i18n::coach;
    let rules = catalog::shipped("nine-mens-morris").unwrap();
    let mut pos = Position::start(&rules);
    for text in ["a1", "d7", "a4", "d6"] {
        let mv = parse_move(&rules, &pos, text).unwrap();
        pos.play(&rules, mv).unwrap();
    }
    // White misses a1-a4-a7 and leaves d5-d6-d7 to Black.
    let b2 = parse_move(&rules, &pos, "b2").unwrap();
    let remarks = morris_learn::coach::remarks(&rules, &pos, b2).unwrap();
    let mut after = pos;
    after.play(&rules, b2).unwrap();
    let said = morris_i18n::with_language("fr", || {
        let mut said: Vec<String> = remarks.iter().map(|r| coach::remark(&rules, r)).collect();
        for side in [Color::Black, Color::White] {
            let threats = morris_learn::coach::threats(&rules, &after, side).unwrap();
            said.extend(coach::threats(&rules, side, &threats));
        }
        said.extend(coach::threats(&rules, Color::White, &[]));
        said
    })
    .unwrap();
    assert_eq!(
        said,
        [
            "Vous pouviez former a1–a4–a7 avec a7.",
            "Noir peut former d5–d6–d7 au prochain tour\u{202f}: d5 est libre.",
            "Noir peut former d5–d6–d7 avec d5.",
            "Blanc peut former a1–a4–a7 avec a7.",
            "Blanc n’a aucun moulin à former.",
        ]
    );
    for text in &said {
        assert_eq!(complaints("coach", text), Vec::<String>::new());
    }
}

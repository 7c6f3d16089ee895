//! The rules of a player's name and key: what a `hello` must bring.

/// Names no player may take: they would pass for the server, the program or
/// a seat's default label.
const RESERVED: [&str; 16] = [
    "admin",
    "administrator",
    "anonymous",
    "black",
    "computer",
    "engine",
    "guest",
    "moderator",
    "morris",
    "nobody",
    "root",
    "server",
    "staff",
    "system",
    "team",
    "white",
];
pub const MIN_NAME: usize = 3;
pub const MAX_NAME: usize = 20;
/// A key is the client's random secret: long enough not to be guessed.
pub const MIN_KEY: usize = 32;
pub const MAX_KEY: usize = 128;

/// The name as the database keys it: unique whatever its case.
pub fn name_key(name: &str) -> String {
    name.to_ascii_lowercase()
}

/// Why `name` cannot be a player's name, in words for the refusal's detail.
pub fn name_problem(name: &str) -> Option<String> {
    let count = name.chars().count();
    if !(MIN_NAME..=MAX_NAME).contains(&count) {
        return Some(format!(
            "a name has {MIN_NAME} to {MAX_NAME} characters; this one has {count}"
        ));
    }
    if !name.starts_with(|c: char| c.is_ascii_alphabetic()) {
        return Some("a name starts with a letter (a to z)".to_string());
    }
    if let Some(c) = name
        .chars()
        .find(|c| !(c.is_ascii_alphanumeric() || *c == '_' || *c == '-'))
    {
        return Some(format!(
            "a name holds letters a to z, digits, '_' and '-' only, not {c:?}"
        ));
    }
    if RESERVED.contains(&name_key(name).as_str()) {
        return Some(format!("{name:?} is kept for the server"));
    }
    None
}

/// Whether `key` is a key a client made: long and plain.
pub fn key_is_sound(key: &str) -> bool {
    (MIN_KEY..=MAX_KEY).contains(&key.len())
        && key
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_follow_the_rules_and_reserved_ones_are_refused_in_any_case() {
        assert_eq!(name_problem("Ada_9"), None);
        assert_eq!(name_problem("mill-fan"), None);
        assert!(name_problem("ab").unwrap().contains("this one has 2"));
        assert!(name_problem(&"a".repeat(21)).is_some());
        assert!(
            name_problem("9lives")
                .unwrap()
                .contains("starts with a letter")
        );
        assert!(name_problem("Zoë").unwrap().contains("'ë'"));
        assert!(name_problem("a b c").is_some());
        assert!(
            name_problem("ADMIN")
                .unwrap()
                .contains("kept for the server")
        );
        assert_eq!(name_key("Ada_9"), "ada_9");
    }

    #[test]
    fn keys_are_long_and_plain() {
        assert!(key_is_sound(&"k".repeat(32)));
        assert!(!key_is_sound(&"k".repeat(31)));
        assert!(!key_is_sound(&"k".repeat(129)));
        assert!(!key_is_sound(&format!("{}/", "k".repeat(40))));
    }
}

//! Text for the scripts a plan writes: words a shell reads back as they were.

/// `text` as one word of a POSIX shell: as it is when no shell reads any of
/// its characters specially, else in single quotes (a quote inside as `'\''`),
/// so that a path with spaces, quotes or `$` reaches the program unchanged.
pub fn word(text: &str) -> String {
    let plain = !text.is_empty()
        && text
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_./:=@%+,".contains(c));
    if plain {
        text.to_string()
    } else {
        format!("'{}'", text.replace('\'', r"'\''"))
    }
}

/// Words joined by spaces, each as [`word`] writes it.
pub fn words<S: AsRef<str>>(texts: &[S]) -> String {
    texts
        .iter()
        .map(|t| word(t.as_ref()))
        .collect::<Vec<_>>()
        .join(" ")
}

/// `text` for a `#` comment: one line, whatever the text holds.
pub fn comment(text: &str) -> String {
    text.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_words_stay_and_the_rest_is_quoted() {
        assert_eq!(word("/usr/bin/morris"), "/usr/bin/morris");
        assert_eq!(word("--sectors"), "--sectors");
        assert_eq!(word(""), "''");
        assert_eq!(word("/my plans/x"), "'/my plans/x'");
        assert_eq!(word("it's"), r"'it'\''s'");
        assert_eq!(word("$HOME`x`"), "'$HOME`x`'");
        assert_eq!(word("~/x"), "'~/x'");
        assert_eq!(words(&["a b", "c"]), "'a b' c");
        assert_eq!(comment("two\nlines"), "two lines");
    }

    /// Bash reads each word back as it was written.
    #[cfg(unix)]
    #[test]
    fn bash_reads_the_words_back() {
        let texts = [
            "plain", "a b", "it's", "$HOME", "`id`", "a\nb", "*", "\\", "'",
        ];
        let script = format!("printf '%s\\0' {}", words(&texts));
        let out = std::process::Command::new("bash")
            .args(["-c", &script])
            .output()
            .unwrap();
        assert!(out.status.success(), "{out:?}");
        let read: Vec<String> = String::from_utf8(out.stdout)
            .unwrap()
            .split_terminator('\0')
            .map(str::to_string)
            .collect();
        assert_eq!(read, texts);
    }
}

//! An engine command line split into words the way a shell would split it:
//! spaces separate, quotes group, a backslash escapes one character.

/// Why a command line cannot be split into words.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum WordsError {
    #[error("unclosed {quote} in {line:?}")]
    Unclosed { quote: char, line: String },
    #[error("{line:?} ends with a lone \\")]
    LoneBackslash { line: String },
}

/// The words of `line`, or why it cannot be read.
pub fn split_words(line: &str) -> Result<Vec<String>, WordsError> {
    let unclosed = |quote| WordsError::Unclosed {
        quote,
        line: line.to_string(),
    };
    let mut words = Vec::new();
    let mut word = String::new();
    let mut in_word = false;
    let mut chars = line.chars();
    while let Some(ch) = chars.next() {
        match ch {
            c if c.is_whitespace() => {
                if in_word {
                    words.push(std::mem::take(&mut word));
                    in_word = false;
                }
            }
            '\'' => {
                in_word = true;
                loop {
                    match chars.next() {
                        Some('\'') => break,
                        Some(c) => word.push(c),
                        None => return Err(unclosed('\'')),
                    }
                }
            }
            '"' => {
                in_word = true;
                loop {
                    match chars.next() {
                        Some('"') => break,
                        Some('\\') => match chars.next() {
                            Some(c) => word.push(c),
                            None => return Err(unclosed('"')),
                        },
                        Some(c) => word.push(c),
                        None => return Err(unclosed('"')),
                    }
                }
            }
            '\\' => {
                in_word = true;
                match chars.next() {
                    Some(c) => word.push(c),
                    None => {
                        return Err(WordsError::LoneBackslash {
                            line: line.to_string(),
                        });
                    }
                }
            }
            c => {
                in_word = true;
                word.push(c);
            }
        }
    }
    if in_word {
        words.push(word);
    }
    Ok(words)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_quotes_and_escapes() {
        assert_eq!(
            split_words("  morris  engine ").unwrap(),
            ["morris", "engine"]
        );
        assert_eq!(
            split_words(r#"sh "my engine.sh" 'a b' c\ d """#).unwrap(),
            ["sh", "my engine.sh", "a b", "c d", ""]
        );
        assert!(split_words("sh 'open").is_err());
        assert!(split_words("sh \"open").is_err());
        assert_eq!(split_words("").unwrap(), Vec::<String>::new());
    }
}

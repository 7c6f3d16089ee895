//! The engine's input lines, read into requests. Nothing here touches a game:
//! a request is checked against the position only when it runs.

/// One line of input from the program driving the engine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    Uci,
    IsReady,
    NewGame,
    SetOption {
        name: String,
        value: Option<String>,
    },
    Position {
        start: Start,
        moves: Vec<String>,
    },
    Go(Go),
    Stop,
    Quit,
    /// `d`: the position string and the legal moves, for people testing by hand.
    Show,
}

/// Where a `position` command starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Start {
    StartPos,
    /// A position string (`Position::from_text`).
    Fen(String),
}

/// The limits of a `go`; several may be given, the first reached ends the search.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Go {
    pub movetime_ms: Option<u64>,
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    pub infinite: bool,
    /// Clock times and increments in milliseconds, White's and Black's.
    pub time_ms: [Option<u64>; 2],
    pub increment_ms: [Option<u64>; 2],
    pub moves_to_go: Option<u64>,
    /// Words not understood; the search still runs, and they are reported.
    pub ignored: Vec<String>,
}

/// A line that is no request.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RequestError {
    #[error(
        "unknown command {0:?} (known: uci, isready, setoption, ucinewgame, position, go, stop, quit, d)"
    )]
    Unknown(String),
    #[error("{command}: {reason}")]
    Malformed {
        command: &'static str,
        reason: String,
    },
}

/// Reads a line; an empty line is `Ok(None)`.
pub fn parse(line: &str) -> Result<Option<Request>, RequestError> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let Some((&first, rest)) = words.split_first() else {
        return Ok(None);
    };
    let no_arguments = |request: Request, command: &'static str| {
        if rest.is_empty() {
            Ok(Some(request))
        } else {
            Err(RequestError::Malformed {
                command,
                reason: format!("takes no arguments, got {:?}", rest.join(" ")),
            })
        }
    };
    match first {
        "uci" => no_arguments(Request::Uci, "uci"),
        "isready" => no_arguments(Request::IsReady, "isready"),
        "ucinewgame" => no_arguments(Request::NewGame, "ucinewgame"),
        "stop" => no_arguments(Request::Stop, "stop"),
        "quit" => no_arguments(Request::Quit, "quit"),
        "d" => no_arguments(Request::Show, "d"),
        "setoption" => set_option(rest).map(Some),
        "position" => position(rest).map(Some),
        "go" => Ok(Some(Request::Go(go(rest)))),
        other => Err(RequestError::Unknown(other.to_string())),
    }
}

/// `setoption name NAME [value VALUE]`; both may hold spaces.
fn set_option(words: &[&str]) -> Result<Request, RequestError> {
    let malformed = |reason: &str| RequestError::Malformed {
        command: "setoption",
        reason: reason.to_string(),
    };
    let Some((&"name", rest)) = words.split_first() else {
        return Err(malformed("write setoption name NAME value VALUE"));
    };
    let (name, value) = match rest.iter().position(|w| *w == "value") {
        Some(i) => (&rest[..i], Some(rest[i + 1..].join(" "))),
        None => (rest, None),
    };
    if name.is_empty() {
        return Err(malformed("the option name is missing"));
    }
    Ok(Request::SetOption {
        name: name.join(" "),
        value,
    })
}

/// `position startpos|fen STR [moves M ...]`.
fn position(words: &[&str]) -> Result<Request, RequestError> {
    let malformed = |reason: String| RequestError::Malformed {
        command: "position",
        reason,
    };
    let (head, moves) = match words.iter().position(|w| *w == "moves") {
        Some(i) => (&words[..i], &words[i + 1..]),
        None => (words, &words[words.len()..]),
    };
    let start = match head.split_first() {
        Some((&"startpos", [])) => Start::StartPos,
        Some((&"startpos", extra)) => {
            return Err(malformed(format!(
                "unexpected {:?} after startpos",
                extra.join(" ")
            )));
        }
        Some((&"fen", [])) => return Err(malformed("fen needs a position string".into())),
        Some((&"fen", text)) => Start::Fen(text.join(" ")),
        _ => {
            return Err(malformed(
                "write position startpos [moves ...] or position fen STR [moves ...]".into(),
            ));
        }
    };
    Ok(Request::Position {
        start,
        moves: moves.iter().map(|m| m.to_string()).collect(),
    })
}

/// `go` with any of its limits; words it does not know are kept to be reported.
fn go(words: &[&str]) -> Go {
    let mut go = Go::default();
    let mut i = 0;
    while i < words.len() {
        let word = words[i];
        let number = words.get(i + 1).and_then(|w| w.parse::<u64>().ok());
        let takes_number = |slot: &mut Option<u64>| match number {
            Some(n) => {
                *slot = Some(n);
                2
            }
            None => 0,
        };
        let used = match word {
            "infinite" => {
                go.infinite = true;
                1
            }
            "movetime" => takes_number(&mut go.movetime_ms),
            "nodes" => takes_number(&mut go.nodes),
            "wtime" => takes_number(&mut go.time_ms[0]),
            "btime" => takes_number(&mut go.time_ms[1]),
            "winc" => takes_number(&mut go.increment_ms[0]),
            "binc" => takes_number(&mut go.increment_ms[1]),
            "movestogo" => takes_number(&mut go.moves_to_go),
            "depth" => {
                let mut depth = None;
                let used = takes_number(&mut depth);
                go.depth = depth.map(|d| d.min(u64::from(u32::MAX)) as u32);
                used
            }
            _ => 0,
        };
        if used == 0 {
            go.ignored.push(word.to_string());
            i += 1;
        } else {
            i += used;
        }
    }
    go
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_with_and_without_moves() {
        assert_eq!(
            parse("position startpos moves d6 d6-d5 xd1").unwrap(),
            Some(Request::Position {
                start: Start::StartPos,
                moves: vec!["d6".into(), "d6-d5".into(), "xd1".into()],
            })
        );
        assert_eq!(
            parse("position fen ........................ w 9 9 0 0").unwrap(),
            Some(Request::Position {
                start: Start::Fen("........................ w 9 9 0 0".into()),
                moves: vec![],
            })
        );
        assert!(parse("position").is_err());
        assert!(parse("position fen moves d6").is_err());
        assert!(parse("position startpos d6").is_err());
    }

    #[test]
    fn options_may_hold_spaces() {
        assert_eq!(
            parse("setoption name Rules File value /tmp/my rules.ron").unwrap(),
            Some(Request::SetOption {
                name: "Rules File".into(),
                value: Some("/tmp/my rules.ron".into()),
            })
        );
        assert!(parse("setoption value 3").is_err());
    }

    #[test]
    fn go_keeps_what_it_does_not_know() {
        let Some(Request::Go(go)) = parse("go depth 3 ponder movetime x nodes 500").unwrap() else {
            panic!("not a go");
        };
        assert_eq!(go.depth, Some(3));
        assert_eq!(go.nodes, Some(500));
        assert_eq!(go.movetime_ms, None);
        assert_eq!(go.ignored, vec!["ponder", "movetime", "x"]);
    }

    #[test]
    fn unknown_words_and_blank_lines() {
        assert_eq!(parse("   ").unwrap(), None);
        assert_eq!(
            parse("hello there"),
            Err(RequestError::Unknown("hello".into()))
        );
        assert!(parse("uci now").is_err());
    }
}

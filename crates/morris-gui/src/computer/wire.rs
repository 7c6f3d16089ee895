//! The messages between a web page and the Web Worker that thinks for it, as
//! JSON text: a [`Request`] goes out, [`Step`]s and one [`Answer`] come back.
//! A worker shares no memory with the page, so a game travels as its rules
//! file's text, its start position and its moves, and is checked again on
//! arrival; moves travel as their text. Written here, with no browser in
//! sight, so that the native tests check every message both ways.

use std::sync::Arc;

use morris_ai::review::{Checked, Review, TurnReview};
use morris_ai::search::Score;
use morris_core::record::Mark;
use morris_core::{Game, GameOptions, Move, Position, Rules, move_text, parse_move};
use serde::{Deserialize, Serialize};

use crate::computer::thinking::{Answer, Job, MoveValue, Request, Step};

/// A request as it travels to the worker.
#[derive(Debug, Serialize, Deserialize)]
struct WireRequest {
    id: u64,
    job: Job,
    game: WireGame,
}

/// A game with everything needed to set it up again.
#[derive(Debug, Serialize, Deserialize)]
struct WireGame {
    id: String,
    origin: String,
    rules: String,
    /// Flying as the game plays it, where the rules offer the choice.
    flying: Option<bool>,
    start: String,
    moves: Vec<String>,
}

/// A message from the worker: a step of a long job, or the answer.
#[derive(Debug, Serialize, Deserialize)]
enum WireReply {
    Count {
        id: u64,
        done: usize,
        total: usize,
    },
    Turn {
        id: u64,
        turn: WireTurn,
    },
    Notice {
        id: u64,
        text: String,
    },
    Move {
        id: u64,
        mv: Option<String>,
    },
    Analysis {
        id: u64,
        values: Vec<WireValue>,
        source: String,
    },
    Review {
        id: u64,
        turns: Vec<WireTurn>,
        complete: bool,
    },
}

#[derive(Debug, Serialize, Deserialize)]
struct WireValue {
    mv: String,
    rank: i64,
    label: String,
}

#[derive(Debug, Serialize, Deserialize)]
struct WireTurn {
    turn: usize,
    played: String,
    before: WireScore,
    after: WireScore,
    best: String,
    exact: bool,
    mark: Option<String>,
    #[serde(default)]
    depth: u32,
    #[serde(default)]
    checked: Option<WireChecked>,
}

#[derive(Debug, Serialize, Deserialize)]
struct WireChecked {
    depth: u32,
    best: WireScore,
    played: WireScore,
}

#[derive(Debug, Serialize, Deserialize)]
enum WireScore {
    Win(u32),
    Loss(u32),
    Draw,
    Heuristic(i32),
}

/// What the worker sends back, read: the request it belongs to and what it says.
#[derive(Debug, PartialEq, Eq)]
pub enum Incoming {
    Step(u64, Step),
    Answer(u64, Answer),
}

/// Why a message could not be read. Each says what was wrong with it.
#[derive(Debug, thiserror::Error)]
pub enum WireError {
    #[error("malformed message: {0}")]
    Json(#[from] serde_json::Error),
    #[error("the rules do not compile: {0}")]
    Rules(String),
    #[error("bad start position: {0}")]
    Position(String),
    #[error("move {index} ({text}) does not fit the game: {why}")]
    Move {
        index: usize,
        text: String,
        why: String,
    },
    #[error("the answer's move {text} does not fit the position: {why}")]
    Answer { text: String, why: String },
    #[error("turn {0} is not in the game")]
    Turn(usize),
}

/// The request as JSON text for the worker.
pub fn encode_request(request: &Request) -> String {
    let game = &request.game;
    let rules = game.rules();
    let (text, origin) = rules.source();
    let wire = WireRequest {
        id: request.id,
        job: request.job,
        game: WireGame {
            id: rules.id().to_string(),
            origin: origin.to_string(),
            rules: text.to_string(),
            flying: rules.flying_offered().then(|| rules.flying_enabled()),
            start: game.start_position().to_text(rules),
            moves: game.moves().iter().map(|&m| move_text(rules, m)).collect(),
        },
    };
    // Plain data of strings and numbers always serialises.
    serde_json::to_string(&wire).unwrap_or_default()
}

/// The request the page sent, with its game set up and checked again.
pub fn decode_request(text: &str) -> Result<Request, WireError> {
    let wire: WireRequest = serde_json::from_str(text)?;
    let g = wire.game;
    let mut rules = Rules::from_source(&g.id, &g.origin, &g.rules)
        .map_err(|e| WireError::Rules(e.to_string()))?;
    if let Some(flying) = g.flying {
        let options = GameOptions {
            flying: Some(flying),
            first: None,
        };
        rules = options
            .rules(rules)
            .map_err(|e| WireError::Rules(e.to_string()))?;
    }
    let start =
        Position::from_text(&rules, &g.start).map_err(|e| WireError::Position(e.to_string()))?;
    let mut game = Game::from_position(Arc::new(rules), start);
    for (index, text) in g.moves.into_iter().enumerate() {
        if let Err(e) = game.play_text(&text) {
            return Err(WireError::Move {
                index,
                text,
                why: e.to_string(),
            });
        }
    }
    Ok(Request {
        id: wire.id,
        job: wire.job,
        game,
        threads: 1,
    })
}

/// A step of request `id` (on `game`) as JSON text for the page.
pub fn encode_step(id: u64, game: &Game, step: &Step) -> String {
    let wire = match step {
        Step::Count { done, total } => WireReply::Count {
            id,
            done: *done,
            total: *total,
        },
        Step::Turn(turn) => WireReply::Turn {
            id,
            turn: wire_turn(game.rules(), turn),
        },
        Step::Notice(text) => WireReply::Notice {
            id,
            text: text.clone(),
        },
    };
    serde_json::to_string(&wire).unwrap_or_default()
}

/// The answer to request `id` (on `game`) as JSON text for the page.
pub fn encode_answer(id: u64, game: &Game, answer: &Answer) -> String {
    let rules = game.rules();
    let wire = match answer {
        Answer::Move(mv) => WireReply::Move {
            id,
            mv: mv.map(|m| move_text(rules, m)),
        },
        Answer::Analysis(values, source) => WireReply::Analysis {
            id,
            values: values
                .iter()
                .map(|v| WireValue {
                    mv: move_text(rules, v.mv),
                    rank: v.rank,
                    label: v.label.clone(),
                })
                .collect(),
            source: source.clone(),
        },
        Answer::Review(review) => WireReply::Review {
            id,
            turns: review.turns.iter().map(|t| wire_turn(rules, t)).collect(),
            complete: review.complete,
        },
    };
    serde_json::to_string(&wire).unwrap_or_default()
}

/// Reads a message from the worker about a request on `game`: its moves are
/// read against that game's positions, so a move that does not fit is refused.
pub fn decode_reply(text: &str, game: &Game) -> Result<Incoming, WireError> {
    let rules = game.rules();
    let here = |text: &str| read_move(rules, game.position(), text);
    Ok(match serde_json::from_str(text)? {
        WireReply::Count { id, done, total } => Incoming::Step(id, Step::Count { done, total }),
        WireReply::Turn { id, turn } => Incoming::Step(id, Step::Turn(read_turn(game, turn)?)),
        WireReply::Notice { id, text } => Incoming::Step(id, Step::Notice(text)),
        WireReply::Move { id, mv } => {
            Incoming::Answer(id, Answer::Move(mv.as_deref().map(here).transpose()?))
        }
        WireReply::Analysis { id, values, source } => {
            let values = values
                .into_iter()
                .map(|v| {
                    Ok(MoveValue {
                        mv: here(&v.mv)?,
                        rank: v.rank,
                        label: v.label,
                    })
                })
                .collect::<Result<_, WireError>>()?;
            Incoming::Answer(id, Answer::Analysis(values, source))
        }
        WireReply::Review {
            id,
            turns,
            complete,
        } => {
            let turns = turns
                .into_iter()
                .map(|t| read_turn(game, t))
                .collect::<Result<_, _>>()?;
            Incoming::Answer(id, Answer::Review(Review { turns, complete }))
        }
    })
}

fn wire_turn(rules: &Rules, t: &TurnReview) -> WireTurn {
    WireTurn {
        turn: t.turn,
        played: move_text(rules, t.played),
        before: wire_score(t.before),
        after: wire_score(t.after),
        best: move_text(rules, t.best),
        exact: t.exact,
        mark: t.mark.map(|m| m.symbol().to_string()),
        depth: t.depth,
        checked: t.checked.map(|c| WireChecked {
            depth: c.depth,
            best: wire_score(c.best),
            played: wire_score(c.played),
        }),
    }
}

fn read_turn(game: &Game, t: WireTurn) -> Result<TurnReview, WireError> {
    let rules = game.rules();
    let before = game.position_at(t.turn).ok_or(WireError::Turn(t.turn))?;
    Ok(TurnReview {
        turn: t.turn,
        side: before.side_to_move(),
        played: read_move(rules, before, &t.played)?,
        before: read_score(t.before),
        after: read_score(t.after),
        best: read_move(rules, before, &t.best)?,
        exact: t.exact,
        mark: t.mark.as_deref().and_then(Mark::from_text),
        depth: t.depth,
        checked: t.checked.map(|c| Checked {
            depth: c.depth,
            best: read_score(c.best),
            played: read_score(c.played),
        }),
    })
}

fn read_move(rules: &Rules, pos: &Position, text: &str) -> Result<Move, WireError> {
    parse_move(rules, pos, text).map_err(|e| WireError::Answer {
        text: text.to_string(),
        why: e.to_string(),
    })
}

fn wire_score(score: Score) -> WireScore {
    match score {
        Score::Win { turns } => WireScore::Win(turns),
        Score::Loss { turns } => WireScore::Loss(turns),
        Score::Draw => WireScore::Draw,
        Score::Heuristic(v) => WireScore::Heuristic(v),
    }
}

fn read_score(score: WireScore) -> Score {
    match score {
        WireScore::Win(turns) => Score::Win { turns },
        WireScore::Loss(turns) => Score::Loss { turns },
        WireScore::Draw => Score::Draw,
        WireScore::Heuristic(v) => Score::Heuristic(v),
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::AtomicBool;

    use morris_ai::search::TableCache;
    use morris_core::{Color, catalog};

    use super::*;
    use crate::settings::PlayerKind;

    fn game(id: &str, options: GameOptions, moves: &[&str]) -> Game {
        let mut game = options.new_game(catalog::shipped(id).unwrap()).unwrap();
        for m in moves {
            game.play_text(m).unwrap();
        }
        game
    }

    fn request(job: Job, game: Game) -> Request {
        Request {
            id: 7,
            job,
            game,
            threads: 1,
        }
    }

    /// What the page receives for `request` after the worker thought about it.
    fn through_the_worker(request: &Request) -> (Vec<Incoming>, Incoming) {
        let arrived = decode_request(&encode_request(request)).unwrap();
        let mut steps = Vec::new();
        let answer = crate::computer::engine::think(
            &TableCache::in_folder(std::env::temp_dir().join("morris-wire-no-tables")),
            &arrived,
            Arc::new(AtomicBool::new(false)),
            &mut |step| steps.push(encode_step(arrived.id, &arrived.game, &step)),
        );
        let steps = steps
            .iter()
            .map(|s| decode_reply(s, &request.game).unwrap())
            .collect();
        let text = encode_answer(arrived.id, &arrived.game, &answer);
        (steps, decode_reply(&text, &request.game).unwrap())
    }

    #[test]
    fn a_game_arrives_as_it_was_sent_with_its_options() {
        let options = GameOptions {
            flying: Some(false),
            first: Some(Color::Black),
        };
        let sent = game("nine-mens-morris", options, &["d6", "d2", "b6", "f6"]);
        let arrived = decode_request(&encode_request(&request(Job::Hint, sent.clone()))).unwrap();
        assert_eq!(arrived.id, 7);
        assert_eq!(arrived.job, Job::Hint);
        assert_eq!(arrived.game.moves(), sent.moves());
        assert_eq!(arrived.game.position(), sent.position());
        assert!(!arrived.game.rules().flying_enabled());
        assert_eq!(arrived.game.start_position().side_to_move(), Color::Black);
    }

    #[test]
    fn the_computers_move_comes_back_as_the_move_it_chose() {
        let level = morris_ai::search::Level::Strength(3);
        let sent = game("six-mens-morris", GameOptions::default(), &["a1", "b2"]);
        let (_, answer) =
            through_the_worker(&request(Job::Play(PlayerKind::Ai { level }), sent.clone()));
        let Incoming::Answer(7, Answer::Move(Some(mv))) = answer else {
            panic!("not a move: {answer:?}");
        };
        assert!(sent.legal_moves().contains(&mv));
    }

    #[test]
    fn a_review_and_its_steps_come_back_whole() {
        let sent = game(
            "three-mens-morris",
            GameOptions::default(),
            &["a1", "b2", "c1", "b1"],
        );
        let req = request(Job::Review, sent.clone());
        let (steps, answer) = through_the_worker(&req);
        let Incoming::Answer(7, Answer::Review(review)) = answer else {
            panic!("not a review: {answer:?}");
        };
        assert!(review.complete);
        assert_eq!(review.turns.len(), 4);
        let turns: Vec<&TurnReview> = steps
            .iter()
            .filter_map(|s| match s {
                Incoming::Step(7, Step::Turn(t)) => Some(t),
                _ => None,
            })
            .collect();
        assert_eq!(turns, review.turns.iter().collect::<Vec<_>>());
        assert!(steps.contains(&Incoming::Step(7, Step::Count { done: 4, total: 4 })));
    }

    #[test]
    fn an_analysis_comes_back_with_every_legal_move() {
        let sent = game("three-mens-morris", GameOptions::default(), &["b2"]);
        let (_, answer) = through_the_worker(&request(Job::Analyse, sent.clone()));
        let Incoming::Answer(7, Answer::Analysis(values, _)) = answer else {
            panic!("not an analysis: {answer:?}");
        };
        assert_eq!(values.len(), sent.legal_moves().len());
    }

    #[test]
    fn broken_and_hostile_messages_are_refused_with_a_reason() {
        let sent = game("six-mens-morris", GameOptions::default(), &["a1"]);
        let good = encode_request(&request(Job::Hint, sent.clone()));
        for (text, says) in [
            ("not json", "malformed"),
            (&good.replace("\"a1\"", "\"z9\""), "move 0 (z9)"),
            (&good.replace("\"a1\"", "\"a1-b1\""), "move 0"),
            (
                &good.replace("pieces", "piecez"),
                "the rules do not compile",
            ),
        ] {
            let err = decode_request(text).unwrap_err().to_string();
            assert!(err.contains(says), "{text:.40}: {err}");
        }
        // A reply naming a move that does not fit the position is refused too.
        let reply = encode_answer(7, &sent, &Answer::Move(sent.legal_moves().first().copied()));
        assert!(decode_reply(&reply, &sent).is_ok());
        let occupied = reply.replace(
            &format!("\"{}\"", move_text(sent.rules(), sent.legal_moves()[0])),
            "\"a1\"",
        );
        let err = decode_reply(&occupied, &sent).unwrap_err().to_string();
        assert!(err.contains("a1 does not fit the position"), "{err}");
    }
}

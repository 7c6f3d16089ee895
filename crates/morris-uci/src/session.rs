//! One engine session: the options, the position given by `position`, and the
//! search running for a `go`. Each input line is one request.

use std::io::{self, BufRead, Write};
use std::sync::Arc;

use morris_ai::search::Engine;
use morris_core::{Game, Position, Rules};

use crate::limits::search_limits;
use crate::options::{Effect, Options, RulesChoiceError};
use crate::output::Output;
use crate::protocol::{self, Go, Request, Start};
use crate::tokens::{TokenGame, turn_tokens};
use crate::with_causes;
use crate::worker::{Job, Planned, Search};

/// Whether to read on after a request.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    Continue,
    Quit,
}

/// An engine speaking the UCI dialect: request lines in, answers out to `W`
/// (stdout, a pipe, or a `Vec<u8>` in a test).
///
/// ```
/// use morris_uci::{DEFAULT_ENGINE_LEVEL, Options, Session};
/// let options = Options::new("three-mens-morris", DEFAULT_ENGINE_LEVEL);
/// let mut session = Session::new(options, 1, Vec::new()).unwrap();
/// session.serve("position startpos moves a1 b1 b2 c1\ngo depth 2\n".as_bytes()).unwrap();
/// let out = String::from_utf8(session.finish().unwrap()).unwrap();
/// assert_eq!(out.lines().last(), Some("bestmove c3"));
/// ```
#[derive(Debug)]
pub struct Session<W> {
    options: Options,
    rules: Arc<Rules>,
    line: TokenGame,
    /// The AI, kept from search to search; `None` while a search holds it.
    engine: Option<Engine>,
    search: Option<Search>,
    planned: Option<Planned>,
    seed: u64,
    out: Output<W>,
}

impl<W: Write + Send + 'static> Session<W> {
    /// A session playing the rules `options` name; `seed` varies the choices
    /// of the levels that let chance pick among good moves.
    pub fn new(options: Options, seed: u64, out: W) -> Result<Session<W>, RulesChoiceError> {
        let rules = options.rules()?;
        Ok(Session {
            line: TokenGame::new(Game::new(rules.clone())),
            rules,
            options,
            engine: Some(Engine::new()),
            search: None,
            planned: None,
            seed,
            out: Output::new(out),
        })
    }

    /// Runs the requests of `input`, one a line, until `quit` or the end of
    /// the input (where a bounded search still answers). An error is only a
    /// failed read or write.
    pub fn serve(&mut self, mut input: impl BufRead) -> io::Result<()> {
        let mut bytes = Vec::new();
        loop {
            bytes.clear();
            if input.read_until(b'\n', &mut bytes)? == 0 {
                self.settle();
                return Ok(());
            }
            // Input that is not UTF-8 is read like any other bad line.
            let line = String::from_utf8_lossy(&bytes);
            if self.handle(&line)? == Flow::Quit {
                return Ok(());
            }
        }
    }

    /// Runs one input line. An error is only a failed write of the output.
    pub fn handle(&mut self, text: &str) -> io::Result<Flow> {
        let request = match protocol::parse(text) {
            Ok(Some(request)) => request,
            Ok(None) => return Ok(Flow::Continue),
            Err(err) => {
                // Waits for a bounded search, so a script reads the same every
                // time; an endless one goes on, as a bad line changes nothing.
                if !self.search.as_ref().is_some_and(Search::is_infinite) {
                    self.end_search(false);
                }
                self.out.info_string(&err.to_string())?;
                return Ok(Flow::Continue);
            }
        };
        match request {
            Request::IsReady => self.out.line("readyok")?,
            Request::Stop => self.end_search(true),
            Request::Quit => {
                self.end_search(true);
                return Ok(Flow::Quit);
            }
            other => {
                // Anything else (bad lines too) waits for a search with limits
                // to end, so a scripted session answers the same every time.
                self.settle();
                self.run(other)?;
            }
        }
        Ok(Flow::Continue)
    }

    /// Ends the session as the end of the input does (a bounded search
    /// answers, an endless one is stopped) and gives back the writer. `None`
    /// only if a search thread still held it, which joining it rules out.
    pub fn finish(mut self) -> Option<W> {
        self.settle();
        self.out.into_inner()
    }

    fn settle(&mut self) {
        let infinite = self.search.as_ref().is_some_and(Search::is_infinite);
        self.end_search(infinite);
    }

    fn end_search(&mut self, stop: bool) {
        if let Some(search) = self.search.take() {
            if stop {
                search.stop();
            }
            let (engine, planned) = search.join();
            self.engine = Some(engine);
            self.planned = planned;
        }
    }

    fn run(&mut self, request: Request) -> io::Result<()> {
        match request {
            Request::Uci => self.uci(),
            Request::NewGame => {
                if let Some(engine) = &mut self.engine {
                    engine.clear();
                }
                self.planned = None;
                self.line = TokenGame::new(Game::new(self.rules.clone()));
                Ok(())
            }
            Request::SetOption { name, value } => self.set_option(&name, value.as_deref()),
            Request::Position { start, moves } => match self.position(&start, &moves) {
                Ok(line) => {
                    self.line = line;
                    Ok(())
                }
                Err(why) => self
                    .out
                    .info_string(&format!("position: {why}; the position is unchanged")),
            },
            Request::Go(go) => self.go(&go),
            Request::Show => self.show(),
            Request::IsReady | Request::Stop | Request::Quit => Ok(()),
        }
    }

    fn uci(&self) -> io::Result<()> {
        self.out
            .line(&format!("id name morris {}", env!("CARGO_PKG_VERSION")))?;
        self.out.line("id author the morris authors")?;
        for line in self.options.uci_lines() {
            self.out.line(&line)?;
        }
        self.out.line("uciok")
    }

    fn set_option(&mut self, name: &str, value: Option<&str>) -> io::Result<()> {
        let mut options = self.options.clone();
        let effect = match options.set(name, value) {
            Ok(effect) => effect,
            Err(why) => return self.out.info_string(&format!("setoption: {why}")),
        };
        if effect == Effect::NewRules {
            match options.rules() {
                Ok(rules) => {
                    // What the AI learnt of other rules would mislead it here.
                    if let Some(engine) = &mut self.engine {
                        engine.clear();
                    }
                    self.line = TokenGame::new(Game::new(rules.clone()));
                    self.rules = rules;
                    self.planned = None;
                }
                Err(err) => {
                    return self.out.info_string(&format!(
                        "setoption {name}: {}; the rules are unchanged",
                        with_causes(&err)
                    ));
                }
            }
        }
        self.options = options;
        Ok(())
    }

    /// The game a `position` command describes, or why there is none.
    fn position(&self, start: &Start, moves: &[String]) -> Result<TokenGame, String> {
        let game = match start {
            Start::StartPos => Game::new(self.rules.clone()),
            Start::Fen(text) => {
                let pos = Position::from_text(&self.rules, text)
                    .map_err(|e| format!("fen {text:?}: {e}"))?;
                Game::from_position(self.rules.clone(), pos)
            }
        };
        let mut line = TokenGame::new(game);
        for (i, token) in moves.iter().enumerate() {
            line.play_token(token)
                .map_err(|e| format!("move {} {e}", i + 1))?;
        }
        Ok(line)
    }

    fn go(&mut self, go: &Go) -> io::Result<()> {
        if !go.ignored.is_empty() {
            self.out.info_string(&format!(
                "go: ignored {:?} (known: movetime MS, depth N, nodes N, infinite, wtime, btime, winc, binc, movestogo)",
                go.ignored.join(" ")
            ))?;
        }
        self.seed = self.seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let job = Job {
            line: self.line.clone(),
            limits: search_limits(go, self.line.game().side_to_move(), self.options.move_time),
            level: self.options.level,
            infinite: go.infinite,
            seed: self.seed,
            planned: self.planned.take(),
        };
        let mut engine = self.engine.take().unwrap_or_default();
        engine.set_threads(self.options.threads);
        self.search = Some(Search::start(job, engine, self.out.clone()));
        Ok(())
    }

    fn show(&self) -> io::Result<()> {
        let game = self.line.game();
        self.out.info_string(&format!(
            "variant {} position {}",
            self.rules.id(),
            game.position().to_text(&self.rules)
        ))?;
        let mut replies: Vec<String> = Vec::new();
        for mv in self.line.candidates() {
            let token = self.line.remaining_tokens(mv).remove(0);
            if !replies.contains(&token) {
                replies.push(token);
            }
        }
        let pending = match self.line.pending() {
            Some(p) => format!(
                "{} waits for its removal; ",
                turn_tokens(&self.rules, p.step().with_removed(p.removed())).join(" ")
            ),
            None => String::new(),
        };
        self.out
            .info_string(&format!("{pending}legal: {}", replies.join(" ")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::options::DEFAULT_ENGINE_LEVEL;

    fn session(variant: &str) -> Session<Vec<u8>> {
        Session::new(Options::new(variant, DEFAULT_ENGINE_LEVEL), 1, Vec::new()).unwrap()
    }

    /// What a session wrote for `script`, once the input has ended.
    fn lines(variant: &str, script: &str) -> Vec<String> {
        let mut session = session(variant);
        session.serve(script.as_bytes()).unwrap();
        let out = session.finish().unwrap();
        String::from_utf8(out)
            .unwrap()
            .lines()
            .map(str::to_string)
            .collect()
    }

    #[test]
    fn uci_names_the_engine_and_its_options_then_uciok() {
        let out = lines("nine-mens-morris", "uci\n");
        assert!(out[0].starts_with("id name morris "), "{out:?}");
        assert_eq!(out.last().map(String::as_str), Some("uciok"));
        let options: Vec<&String> = out.iter().filter(|l| l.starts_with("option ")).collect();
        assert_eq!(options.len(), 6, "{out:?}");
        assert!(
            out.contains(&"option name Threads type spin default 1 min 1 max 64".to_string()),
            "{out:?}"
        );
        assert_eq!(out.len(), 2 + options.len() + 1, "{out:?}");
    }

    #[test]
    fn a_go_gets_exactly_one_bestmove_and_it_is_legal() {
        let out = lines(
            "nine-mens-morris",
            "position startpos moves d6\ngo depth 2\n",
        );
        let answers: Vec<&String> = out.iter().filter(|l| l.starts_with("bestmove ")).collect();
        assert_eq!(answers.len(), 1, "{out:?}");
        assert_eq!(out.last(), answers.first().copied());
        let token = answers[0].trim_start_matches("bestmove ");
        let mut line = TokenGame::new(Game::new(Arc::new(
            morris_core::catalog::shipped("nine-mens-morris").unwrap(),
        )));
        line.play_token("d6").unwrap();
        line.play_token(token).unwrap();
    }

    #[test]
    fn a_bad_line_gets_one_info_string_and_changes_nothing() {
        let bad = [
            "hello engine",
            "uci now",
            "position startpos moves h9",
            "position startpos moves a1 a1",
            "setoption name Hash value 16",
            "setoption name Variant value no-such-game",
        ];
        for line in bad {
            let out = lines(
                "three-mens-morris",
                &format!("position startpos moves a1\n{line}\n"),
            );
            assert_eq!(out.len(), 1, "{line}: {out:?}");
            assert!(out[0].starts_with("info string "), "{line}: {out:?}");
            let shown = lines(
                "three-mens-morris",
                &format!("position startpos moves a1\n{line}\nd\n"),
            );
            assert_eq!(
                &shown[1..],
                lines("three-mens-morris", "position startpos moves a1\nd\n")
            );
        }
    }

    #[test]
    fn the_threads_option_reaches_the_engine() {
        let mut session = session("nine-mens-morris");
        let script = "setoption name Threads value 2\nposition startpos moves d6\ngo depth 4\n";
        session.serve(script.as_bytes()).unwrap();
        assert_eq!(session.engine.as_ref().map(Engine::threads), Some(2));
        // A refused value leaves the option as it was.
        session
            .serve("setoption name Threads value 65\ngo depth 4\n".as_bytes())
            .unwrap();
        assert_eq!(session.engine.as_ref().map(Engine::threads), Some(2));
        session
            .serve("setoption name threads value 1\ngo depth 4\n".as_bytes())
            .unwrap();
        assert_eq!(session.engine.as_ref().map(Engine::threads), Some(1));
        let out = String::from_utf8(session.finish().unwrap()).unwrap();
        let refused: Vec<&str> = out
            .lines()
            .filter(|l| l.starts_with("info string"))
            .collect();
        assert_eq!(
            refused,
            ["info string setoption: Threads must be a number from 1 to 64, not \"65\""]
        );
        // Every search answered with a legal turn after d6.
        let answers: Vec<&str> = out.lines().filter(|l| l.starts_with("bestmove ")).collect();
        assert_eq!(answers.len(), 3, "{out}");
        for answer in answers {
            let mut line = TokenGame::new(Game::new(Arc::new(
                morris_core::catalog::shipped("nine-mens-morris").unwrap(),
            )));
            line.play_token("d6").unwrap();
            line.play_token(answer.trim_start_matches("bestmove "))
                .unwrap();
        }
    }

    #[test]
    fn quit_stops_an_endless_search_with_its_one_answer() {
        let out = lines(
            "nine-mens-morris",
            "position startpos\ngo infinite\nquit\nisready\n",
        );
        let answers = out.iter().filter(|l| l.starts_with("bestmove ")).count();
        assert_eq!(answers, 1, "{out:?}");
        // Nothing is read after `quit`.
        assert!(!out.iter().any(|l| l == "readyok"), "{out:?}");
    }
}

//! One engine session: the options, the position given by `position`, and the
//! search running for a `go`. Each input line is one request.

use std::io;
use std::sync::Arc;
use std::time::Duration;

use morris_ai::search::{Engine, Limits};
use morris_core::{Game, Position, Rules};

use super::options::{Effect, Options};
use super::output::Output;
use super::protocol::{self, Go, Request, Start};
use super::tokens::{TokenGame, turn_tokens};
use super::worker::{Job, Planned, Search};

/// Whether to read on after a request.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    Continue,
    Quit,
}

/// A game of `go wtime ..` is planned to last this many more turns each.
const MOVES_TO_GO: u64 = 30;

#[derive(Debug)]
pub struct Session {
    options: Options,
    rules: Arc<Rules>,
    line: TokenGame,
    /// The AI, kept from search to search; `None` while a search holds it.
    engine: Option<Engine>,
    search: Option<Search>,
    planned: Option<Planned>,
    seed: u64,
    out: Output,
}

impl Session {
    pub fn new(options: Options, seed: u64, out: Output) -> anyhow::Result<Session> {
        let rules = options.rules()?;
        Ok(Session {
            line: TokenGame::new(Game::new(rules.clone())),
            rules,
            options,
            engine: Some(Engine::new()),
            search: None,
            planned: None,
            seed,
            out,
        })
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

    /// The input has ended: let a bounded search answer, stop an endless one.
    pub fn finish(&mut self) {
        self.settle();
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
                        "setoption {name}: {err:#}; the rules are unchanged"
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
            limits: self.limits(go),
            level: self.options.level,
            infinite: go.infinite,
            seed: self.seed,
            planned: self.planned.take(),
        };
        let engine = self.engine.take().unwrap_or_default();
        self.search = Some(Search::start(job, engine, self.out.clone()));
        Ok(())
    }

    fn limits(&self, go: &Go) -> Limits {
        let mut limits = Limits::default();
        if let Some(depth) = go.depth {
            limits = limits.with_depth(depth.max(1));
        }
        if let Some(nodes) = go.nodes {
            limits = limits.with_nodes(nodes.max(1));
        }
        if let Some(ms) = go.movetime_ms {
            limits = limits.with_time(Duration::from_millis(ms.max(1)));
        } else if let Some(ms) = self.clock_budget(go) {
            limits = limits.with_time(Duration::from_millis(ms.max(1)));
        }
        if limits == Limits::default() && !go.infinite {
            limits = limits.with_time(self.options.move_time);
        }
        limits
    }

    /// The share of the mover's clock this move may use, when clocks are given.
    fn clock_budget(&self, go: &Go) -> Option<u64> {
        let side = self.line.game().side_to_move().index();
        let left = go.time_ms[side]?;
        let increment = go.increment_ms[side].unwrap_or(0);
        let moves = go.moves_to_go.unwrap_or(MOVES_TO_GO).max(1);
        Some((left / moves + increment * 3 / 4).min(left / 2))
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
                turn_tokens(&self.rules, p.step.with_removed(p.removed)).join(" ")
            ),
            None => String::new(),
        };
        self.out
            .info_string(&format!("{pending}legal: {}", replies.join(" ")))
    }
}

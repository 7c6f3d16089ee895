//! The game loop: draw, read a move or command, play it, until the game ends or
//! the player leaves.

use std::io::Write;

use morris_core::{Color, Examples, Game, Move, Outcome, Rules, move_text};

use super::coach;
use super::command::{Typed, help};
use super::input::{Input, Line};
use super::prompt_words;
use super::view;
use crate::describe;
use crate::style::{Paint, Style};
use crate::text::wrap;
use morris_i18n::t;
use morris_i18n::{spoken, words};
use morris_uci::{AiPlayer, Player as _};

/// Who plays a side.
#[derive(Debug)]
pub enum Player {
    Human,
    Ai(AiPlayer),
}

impl Player {
    fn name(&self) -> String {
        match self {
            Player::Human => t!("player-you"),
            Player::Ai(ai) => ai_name(ai),
        }
    }

    pub(super) fn record_name(&self) -> String {
        match self {
            Player::Human => "Human".to_string(),
            Player::Ai(ai) => format!("morris {}", ai.name()),
        }
    }

    pub(super) fn is_ai(&self) -> bool {
        matches!(self, Player::Ai(_))
    }
}

/// How many turns `last` says.
const LAST_TURNS: usize = 6;

/// Whether the loop goes on.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Flow {
    Continue,
    Quit,
}

#[derive(Debug)]
pub struct Session {
    pub(super) game: Game,
    pub(super) players: [Player; 2],
    pub(super) input: Input,
    pub(super) style: Style,
    /// The current position has been drawn.
    pub(super) shown: bool,
    /// Moves have been played since the last save or load.
    pub(super) unsaved: bool,
    /// The coach speaks after a person's turn.
    pub(super) coach: bool,
}

impl Session {
    pub fn new(game: Game, players: [Player; 2], input: Input, style: Style) -> Session {
        Session {
            game,
            players,
            input,
            style,
            shown: false,
            unsaved: false,
            coach: false,
        }
    }

    /// The session with the coach on or off.
    pub fn with_coach(mut self, on: bool) -> Session {
        self.coach = on;
        self
    }

    pub(super) fn say(&self, text: &str) -> std::io::Result<()> {
        let mut out = std::io::stdout().lock();
        writeln!(out, "{text}")?;
        out.flush()
    }

    /// A complaint about the input: one line, then a new prompt.
    pub(super) fn complain(&self, text: &str) -> std::io::Result<()> {
        self.say(&self.style.paint(Paint::Error, text))
    }

    /// How the status line calls each side: only worth saying against the AI.
    fn names(&self) -> [Option<String>; 2] {
        let both_human = self.players.iter().all(|p| matches!(p, Player::Human));
        [0, 1].map(|i| (!both_human).then(|| self.players[i].name()))
    }

    /// Tab completes the commands and the point names of the game's board.
    pub(super) fn complete_words(&mut self) {
        let rules = self.game.rules().clone();
        let mut words = prompt_words::completions();
        words.extend(rules.points().map(|p| rules.point_name(p).to_string()));
        self.input.set_words(words);
    }

    pub(super) fn show(&mut self) -> std::io::Result<()> {
        for line in view::game(&self.game, &self.names(), self.style) {
            self.say(&line)?;
        }
        self.shown = true;
        Ok(())
    }

    pub fn run(&mut self) -> anyhow::Result<()> {
        let intro = t!(
            "play-intro",
            variant = describe::name(self.game.rules()),
            example = example_move(&self.game)
        );
        self.say(&intro)?;
        if self.coach {
            for line in wrap(&morris_i18n::coach::on(), 78) {
                self.say(&line)?;
            }
        }
        self.complete_words();
        loop {
            // Against the AI, the board is drawn once its reply is in.
            let reply_pending = self.ai_to_move() && !self.players.iter().all(Player::is_ai);
            if !self.shown && (self.game.outcome().is_some() || !reply_pending) {
                self.show()?;
            }
            if let Some(outcome) = self.game.outcome() {
                if self.game_over(outcome)? == Flow::Quit {
                    return Ok(());
                }
                continue;
            }
            let flow = if self.ai_to_move() {
                self.ai_turn()?
            } else {
                self.human_turn()?
            };
            if flow == Flow::Quit {
                return Ok(());
            }
        }
    }

    /// The AI to move plays, with a line saying so while it thinks at a terminal.
    fn ai_turn(&mut self) -> anyhow::Result<Flow> {
        let side = self.game.side_to_move();
        let thinking = self.input.is_terminal();
        let Player::Ai(ai) = &mut self.players[side.index()] else {
            return Ok(Flow::Continue);
        };
        if thinking {
            let mut out = std::io::stdout().lock();
            let side = words::color(side);
            write!(out, "{}", t!("ai-thinking", side = side, ai = ai_name(ai)))?;
            out.flush()?;
        }
        let chosen = ai.next_move(&self.game);
        if thinking {
            // Back to the start of the line, which is cleared for what follows.
            write!(std::io::stdout().lock(), "\r\x1b[K")?;
        }
        let Some(mv) = chosen else {
            anyhow::bail!("the AI found no move in a game that is not over");
        };
        let text = t!(
            "ai-plays",
            side = words::color(side),
            ai = ai_name(ai),
            mv = move_text(self.game.rules(), mv),
            removal = removal_words(self.game.rules(), mv, !side)
        );
        self.game.play(mv)?;
        self.changed();
        self.say(&text)?;
        Ok(Flow::Continue)
    }

    fn human_turn(&mut self) -> anyhow::Result<Flow> {
        let prompt = format!("{}> ", words::color(self.game.side_to_move()));
        let line = match self.input.read(&prompt)? {
            Line::Text(line) => line,
            Line::Leave => return self.quit(),
            Line::End => return Ok(Flow::Quit),
        };
        match Typed::parse(&line) {
            Typed::Empty => {}
            Typed::Help => self.say(&help(self.game.rules()))?,
            Typed::Moves => self.list_moves()?,
            Typed::Undo => self.undo()?,
            Typed::Redo => self.redo()?,
            Typed::Hint => self.hint()?,
            Typed::Save(path) => self.save(&path)?,
            Typed::Load(path) => self.load(&path)?,
            Typed::Resign => {
                self.game.resign();
                self.changed();
            }
            Typed::Board => self.show()?,
            Typed::Position => self.say(&self.game.position().to_text(self.game.rules()))?,
            Typed::Rules => {
                for line in describe::rules(self.game.rules()) {
                    self.say(&line)?;
                }
            }
            Typed::Quit => return self.quit(),
            Typed::Threats => {
                for line in coach::threats(&self.game) {
                    self.say(&line)?;
                }
            }
            Typed::Pieces => {
                for line in spoken::pieces(&self.game) {
                    self.say(&line)?;
                }
            }
            Typed::Lines(name) => match self.game.rules().point_by_name(&name) {
                Some(p) => {
                    for line in spoken::mills_through(&self.game, p) {
                        self.say(&line)?;
                    }
                }
                None => self.complain(&t!("command-no-such-point", point = name))?,
            },
            Typed::Last => {
                for line in spoken::last_turns(&self.game, LAST_TURNS, None) {
                    self.say(&line)?;
                }
            }
            Typed::Misused(why) => self.complain(&why)?,
            Typed::Move(text) => {
                let played = self.game.moves().len();
                let flow = self.play_text(&text)?;
                // Said before the AI replies, while the turn is fresh.
                if self.coach && self.game.moves().len() > played {
                    for line in coach::on_last_turn(&self.game) {
                        self.say(&line)?;
                    }
                }
                return Ok(flow);
            }
        }
        Ok(Flow::Continue)
    }

    /// The position changed: draw it again before the next prompt.
    pub(super) fn changed(&mut self) {
        self.shown = false;
        self.unsaved = true;
    }

    pub(super) fn ai_to_move(&self) -> bool {
        self.players[self.game.side_to_move().index()].is_ai()
    }

    /// The end: the result and its reason, then save, undo or leave.
    fn game_over(&mut self, outcome: Outcome) -> anyhow::Result<Flow> {
        self.say(&self.style.paint(
            Paint::Bold,
            &t!("game-over", outcome = words::outcome(outcome)),
        ))?;
        self.say(&t!("game-over-choices"))?;
        loop {
            let line = match self.input.read(&format!("{}> ", t!("prompt-game-over")))? {
                Line::Text(line) => line,
                Line::Leave | Line::End => return Ok(Flow::Quit),
            };
            match Typed::parse(&line) {
                Typed::Empty | Typed::Quit => return Ok(Flow::Quit),
                Typed::Save(path) => self.save(&path)?,
                Typed::Undo => {
                    self.undo()?;
                    return Ok(Flow::Continue);
                }
                Typed::Load(path) => {
                    self.load(&path)?;
                    if !self.shown {
                        return Ok(Flow::Continue);
                    }
                }
                Typed::Board => self.show()?,
                Typed::Misused(why) => self.complain(&why)?,
                _ => self.complain(&t!("game-over-retry"))?,
            }
        }
    }
}

/// The AI's name in the player's language: `AI level 5`, `IA niveau 5`.
fn ai_name(ai: &AiPlayer) -> String {
    crate::ai::name(ai.level())
}

/// What the `x` of an AI's move means, for someone who has not read the help:
/// ` (a mill: White's piece on c4 is removed)`, or nothing.
fn removal_words(rules: &Rules, mv: Move, victim: Color) -> String {
    let removed: Vec<&str> = mv.removed().map(|p| rules.point_name(p)).collect();
    if removed.is_empty() {
        return String::new();
    }
    t!(
        "ai-removes",
        side = words::color(victim),
        count = removed.len(),
        points = removed.join(", ")
    )
}

/// A move the player could type now, for the first hint on screen.
fn example_move(game: &Game) -> String {
    let legal = game.legal_moves();
    legal.first().map_or_else(
        || Examples::of(game.rules()).placement,
        |&m| move_text(game.rules(), m),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_ai_removal_is_said_in_words() {
        let rules = morris_core::catalog::shipped("nine-mens-morris").unwrap();
        let point = |name: &str| {
            rules
                .points()
                .find(|&p| rules.point_name(p) == name)
                .unwrap()
        };
        let slide = Move::slide(point("e4"), point("e3"));
        assert_eq!(removal_words(&rules, slide, Color::White), "");
        let taking = slide.with_removed(point("c4").bit());
        assert_eq!(
            removal_words(&rules, taking, Color::White),
            " (a mill: White's piece on c4 is removed)"
        );
        let two = slide.with_removed(point("c4").bit() | point("a1").bit());
        assert_eq!(
            removal_words(&rules, two, Color::Black),
            " (a mill: Black's pieces on a1, c4 are removed)"
        );
    }
}

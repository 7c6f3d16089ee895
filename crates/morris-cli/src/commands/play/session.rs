//! The game loop: draw, read a move or command, play it, until the game ends or
//! the player leaves.

use std::io::Write;
use std::sync::Arc;

use morris_ai::search::{Engine, Stop};
use morris_core::{
    Color, Examples, Game, Move, MoveParseError, Outcome, PartialTurn, Rules, TurnProgress,
    move_text, parse_move,
};

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

    fn is_ai(&self) -> bool {
        matches!(self, Player::Ai(_))
    }
}

/// A hint's own transposition table (its depth and time: morris-ai's budget).
const HINT_TABLE_MEGABYTES: usize = 8;
/// Turns of the expected line shown with a hint.
const HINT_LINE: usize = 6;
/// Longer input is no move (the longest, with removals, is a few points long):
/// it is refused without being echoed back to fill the screen.
const MAX_MOVE_CHARS: usize = 40;
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

    fn play_text(&mut self, text: &str) -> anyhow::Result<Flow> {
        if text.chars().count() > MAX_MOVE_CHARS {
            self.complain(&too_long(text))?;
            return Ok(Flow::Continue);
        }
        match self.game.play_text(text) {
            Ok(_) => self.changed(),
            Err(MoveParseError::RemovalMissing { mv, step, .. }) => {
                let rules = Arc::clone(self.game.rules());
                match PartialTurn::start(&rules, self.game.position(), step) {
                    Ok(TurnProgress::Removing(turn)) => {
                        return self.ask_removal(turn, &mv);
                    }
                    Ok(TurnProgress::Complete(_)) => {
                        self.complain(&t!("move-not-played", mv = mv.as_str()))?
                    }
                    Err(e) => self.complain(&self.refusal(&e))?,
                }
            }
            Err(MoveParseError::UnknownPoint(name)) if !text.contains(['-', 'x', 'X', ' ']) => {
                self.complain(&t!("not-a-command", word = name.as_str()))?
            }
            Err(e) => self.complain(&self.refusal(&e))?,
        }
        Ok(Flow::Continue)
    }

    /// A move closed a mill and no removal was typed: ask which piece goes.
    fn ask_removal(&mut self, mut turn: PartialTurn, mv: &str) -> anyhow::Result<Flow> {
        // In the order of the move list, so a point is easy to find.
        let mut choices = self.removable_names(&turn);
        let (rules, pos) = (self.game.rules(), self.game.position());
        let owed = turn
            .turns(rules, pos)
            .iter()
            .map(|m| (m.removed() - turn.removed()).len())
            .max()
            .unwrap_or(1) as usize;
        // Two mills closed at once may remove two pieces: said, with an example of both.
        let question = if owed > 1 {
            let example = choices.iter().take(owed).cloned().collect::<Vec<_>>();
            t!(
                "ask-removals",
                mv = mv,
                count = owed,
                example = format!("{mv}x{}", example.join("x")),
                choices = choices.join(", ")
            )
        } else {
            t!("ask-removal", mv = mv, choices = choices.join(", "))
        };
        self.say(&question)?;
        loop {
            let answer = match self.input.read(&format!("{}> ", t!("prompt-remove")))? {
                Line::Text(answer) => answer,
                Line::Leave => return self.quit(),
                Line::End => return Ok(Flow::Quit),
            };
            let lower = answer.to_ascii_lowercase();
            match lower.as_str() {
                word if word.is_empty() || prompt_words::REMOVAL_CANCEL.contains(&word) => {
                    self.say(&t!("removal-cancelled", mv = mv))?;
                    return Ok(Flow::Continue);
                }
                word if prompt_words::REMOVAL_QUIT.contains(&word) => return self.quit(),
                word if prompt_words::REMOVAL_HELP.contains(&word) => {
                    self.say(&t!("removal-help", choices = choices.join(", "), mv = mv))?;
                    continue;
                }
                _ if answer.chars().count() > MAX_MOVE_CHARS => {
                    self.complain(&t!(
                        "removal-retry",
                        why = too_long(&answer),
                        choices = choices.join(", ")
                    ))?;
                    continue;
                }
                _ => {}
            }
            match self.finish_turn(turn, &answer) {
                Ok(TurnProgress::Complete(mv)) => {
                    // A turn from the game's own legal moves.
                    let _ = self.game.play(mv);
                    self.changed();
                    return Ok(Flow::Continue);
                }
                Ok(TurnProgress::Removing(more)) => {
                    // Some of the pieces named: ask for the rest.
                    turn = more;
                    choices = self.removable_names(&turn);
                    self.say(&t!(
                        "ask-removal-more",
                        mv = mv,
                        choices = choices.join(", ")
                    ))?;
                }
                Err(e) => self.complain(&t!(
                    "removal-retry",
                    why = self.refusal(&e),
                    choices = choices.join(", ")
                ))?,
            }
        }
    }

    /// The pieces `turn` may remove next, by name, sorted.
    fn removable_names(&self, turn: &PartialTurn) -> Vec<String> {
        let rules = self.game.rules();
        let removable = turn.removable(rules, self.game.position());
        let mut names: Vec<String> = removable.map(|p| rules.point_name(p).to_string()).collect();
        names.sort();
        names
    }

    /// Why a move was refused, in the player's language.
    fn refusal(&self, err: &MoveParseError) -> String {
        words::move_error(self.game.rules(), self.game.position(), err)
    }

    /// The turn `turn` completed with the removals named in `answer` (`b6`, `b6 f6`, `xb6xf6`).
    fn finish_turn(&self, turn: PartialTurn, answer: &str) -> Result<TurnProgress, MoveParseError> {
        let rules = self.game.rules();
        let pos = self.game.position();
        // The whole turn typed again (as the question's example shows it) names its removals.
        let step = move_text(rules, turn.step());
        let trimmed = answer.trim();
        let answer = match trimmed.get(..step.len()).zip(trimmed.get(step.len()..)) {
            Some((start, rest))
                if start.eq_ignore_ascii_case(&step) && rest.starts_with(['x', 'X']) =>
            {
                rest
            }
            _ => answer,
        };
        let names: Vec<&str> = answer
            .split(|c: char| c.is_whitespace() || c == 'x' || c == 'X')
            .filter(|s| !s.is_empty())
            .collect();
        let mut progress = TurnProgress::Removing(turn);
        for name in &names {
            let p = rules
                .point_by_name(name)
                .ok_or_else(|| MoveParseError::UnknownPoint(name.to_string()))?;
            progress = match progress {
                TurnProgress::Removing(turn) => turn.remove(rules, pos, p)?,
                // More names than the turn removes: the whole text says why.
                TurnProgress::Complete(_) => {
                    let full = format!("{}x{}", move_text(rules, turn.step()), names.join("x"));
                    parse_move(rules, pos, &full)?;
                    progress
                }
            };
        }
        // Fewer names than the turn removes: the rest are asked for.
        Ok(progress)
    }

    fn list_moves(&self) -> std::io::Result<()> {
        let rules = self.game.rules();
        let mut moves: Vec<String> = self
            .game
            .legal_moves()
            .iter()
            .map(|&m| move_text(rules, m))
            .collect();
        moves.sort();
        self.say(&t!("legal-moves", count = moves.len()))?;
        for line in wrap(&moves.join(" "), 78) {
            self.say(&line)?;
        }
        Ok(())
    }

    fn ai_to_move(&self) -> bool {
        self.players[self.game.side_to_move().index()].is_ai()
    }

    /// Takes back a move, and the AI's replies before it, so that a person is to move.
    fn undo(&mut self) -> std::io::Result<()> {
        // Only the AI's opening move to take back: it would only be played again.
        let only_ai_moves = self.game.outcome().is_none() && !self.person_has_moved();
        if !self.game.can_undo() || only_ai_moves {
            return self.complain(&t!("nothing-to-undo"));
        }
        self.game.undo();
        while self.ai_to_move() && self.game.can_undo() {
            self.game.undo();
        }
        self.changed();
        Ok(())
    }

    /// Whether a person played one of the moves that can be taken back.
    fn person_has_moved(&self) -> bool {
        (0..self.game.moves().len())
            .filter_map(|i| self.game.player_of(i))
            .any(|side| !self.players[side.index()].is_ai())
    }

    /// Plays again a move taken back, and the AI's replies after it.
    fn redo(&mut self) -> std::io::Result<()> {
        if self.game.redo().is_none() {
            return self.complain(&t!("nothing-to-redo"));
        }
        while self.ai_to_move() && self.game.can_redo() {
            self.game.redo();
        }
        self.changed();
        Ok(())
    }

    /// The move a short search likes best, with its score and expected line.
    fn hint(&mut self) -> std::io::Result<()> {
        let analysis = Engine::with_table_size(HINT_TABLE_MEGABYTES).search(
            &self.game,
            &morris_ai::budgets::hint(),
            &Stop::new(),
            &mut |_| {},
        );
        let Some(best) = analysis.best else {
            return self.complain(&t!("no-hint"));
        };
        let rules = self.game.rules();
        let line: Vec<String> = analysis
            .pv
            .iter()
            .take(HINT_LINE)
            .map(|&m| move_text(rules, m))
            .collect();
        self.say(&t!(
            "hint",
            mv = move_text(rules, best),
            score = words::score(analysis.score),
            side = words::color(self.game.side_to_move()),
            line = line.join(" ")
        ))
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

/// The complaint about a line too long to be a move, quoting only its start.
fn too_long(text: &str) -> String {
    let start: String = text.chars().take(12).collect();
    t!("too-long", start = start, count = text.chars().count())
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

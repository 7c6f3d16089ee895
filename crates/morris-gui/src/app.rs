//! The app: a table with a game, the worker that thinks for the computer, and
//! the dialogs. Panels are drawn in `panels.rs`, the board in `board_view.rs`.

use std::sync::Arc;

use egui::{Key, KeyboardShortcut, Modifiers};
use morris_core::catalog::{self, Catalog};
use morris_core::record::{self, Tags};
use morris_core::{Color, GameOptions, Move, Point, Rules};
use morris_i18n::t;

use crate::board_view::{ANIMATION_SECS, BoardEvent, MoveAnimation};

/// How long the computer waits after a move before it plays, in seconds.
const AI_PAUSE_SECS: f64 = ANIMATION_SECS + 0.35;
use crate::file_dialog::{FileAction, FileDialog, FileMode};
use crate::new_game::{DialogAction, NewGameDialog};
use crate::online::setup::OnlineChoice;
use crate::page::Page;
use crate::review_notes::ReviewNotes;
use crate::settings::{GameSetup, PlayerKind, SavedGame, Settings, ThemeChoice};
use crate::solver::SolveJob;
use crate::table::Table;
use crate::thinking::Thinking;
use crate::thinking::{Answer, Job, MoveValue, Thinker};
use crate::variant::{self, Variants};
use crate::worker::Worker;

/// The desktop game.
#[derive(Debug)]
pub struct MorrisApp {
    pub(crate) settings: Settings,
    pub(crate) table: Table,
    worker: Box<dyn Thinking>,
    pub(crate) animation: Option<MoveAnimation>,
    pub(crate) drag: Option<Point>,
    /// The suggested move for the position on the board.
    pub(crate) hint: Option<Move>,
    /// The value of every legal move of the current position, when analysis is on.
    pub(crate) analysis: Option<Vec<MoveValue>>,
    pub(crate) new_game: Option<NewGameDialog>,
    pub(crate) file_dialog: Option<FileDialog>,
    /// A message about the app rather than the game (a file that did not load...).
    pub(crate) notice: Option<String>,
    applied_theme: Option<ThemeChoice>,
    /// When the last move was made (egui time), for the computer's pause.
    last_move_at: f64,
    /// Where the analysis values come from (table or search depth).
    pub(crate) analysis_source: String,
    /// A solve for perfect play running in the background.
    solving: Option<SolveJob>,
    /// Where variants are found.
    pub(crate) variants: Variants,
    /// The tags of the record the game was loaded from, kept when it is saved.
    loaded_tags: Option<Tags>,
    /// The web page around the app, if it runs in one.
    pub(crate) page: Option<Box<dyn Page>>,
    /// The live text last shown by the page.
    pub(crate) shown_text: String,
    /// Where the board's points were drawn last.
    pub(crate) geometry: Option<crate::geometry::BoardGeometry>,
    /// The loaded record's comments and marks, and the review of the game.
    pub(crate) notes: ReviewNotes,
    /// Is the review view (graph and best moves) shown?
    pub(crate) review_open: bool,
    /// How far the last review had gone when it was stopped.
    pub(crate) review_stopped: Option<(usize, usize)>,
    /// The tool bar's widths, folded and not, to fold it when the window is narrow.
    pub(crate) toolbar_fit: crate::window_fit::ToolbarFit,
    /// Is the side panel open in a window too narrow to keep it open?
    pub(crate) side_open: bool,
    /// The room of a game server the app plays in, if any.
    pub(crate) online: Option<crate::online::room::OnlineRoom>,
    /// Has the app looked for a room to come back to (once, at the first frame)?
    looked_for_room: bool,
}

impl MorrisApp {
    /// The app as eframe starts it: settings and the game in progress from storage.
    pub fn new(cc: &eframe::CreationContext<'_>) -> MorrisApp {
        let settings: Settings = cc
            .storage
            .and_then(|s| eframe::get_value(s, eframe::APP_KEY))
            .unwrap_or_default();
        MorrisApp::with_settings(&cc.egui_ctx, settings)
    }

    /// The app with these settings and the real AI.
    pub fn with_settings(ctx: &egui::Context, settings: Settings) -> MorrisApp {
        MorrisApp::with_catalog(ctx, settings, Catalog::from_env())
    }

    /// The app with variants found in `catalog` (tests give a user folder of their own).
    pub fn with_catalog(ctx: &egui::Context, settings: Settings, catalog: Catalog) -> MorrisApp {
        MorrisApp::build(ctx, settings, crate::engine::thinker(), catalog)
    }

    /// The app in a web page: it thinks in `thinking` (a Web Worker), and the
    /// page chooses and saves its files and shows its live text.
    pub fn in_page(
        settings: Settings,
        thinking: Box<dyn Thinking>,
        page: Box<dyn Page>,
    ) -> MorrisApp {
        let catalog = Catalog::with_user_dir(None);
        MorrisApp::assemble(settings, thinking, catalog, Some(page))
    }

    /// The app with the solved tables of `tables` rather than of the user's
    /// cache folder (tests give tables of their own).
    pub fn with_tables(
        ctx: &egui::Context,
        settings: Settings,
        tables: morris_ai::search::TableCache,
    ) -> MorrisApp {
        let thinker = crate::engine::thinker_with(tables);
        MorrisApp::build(ctx, settings, thinker, Catalog::from_env())
    }

    /// The app with these settings and `thinker` doing the computer's thinking.
    pub fn with_thinker(ctx: &egui::Context, settings: Settings, thinker: Thinker) -> MorrisApp {
        MorrisApp::build(ctx, settings, thinker, Catalog::from_env())
    }

    fn build(
        ctx: &egui::Context,
        settings: Settings,
        thinker: Thinker,
        catalog: Catalog,
    ) -> MorrisApp {
        let repaint = ctx.clone();
        let worker = Worker::spawn(thinker, move || repaint.request_repaint());
        MorrisApp::assemble(settings, Box::new(worker), catalog, None)
    }

    fn assemble(
        mut settings: Settings,
        mut worker: Box<dyn Thinking>,
        catalog: Catalog,
        page: Option<Box<dyn Page>>,
    ) -> MorrisApp {
        settings.apply_language();
        worker.set_threads(settings.threads());
        let variants = Variants {
            catalog,
            files: settings.rules_files.clone(),
        };
        let mut notice = None;
        let mut notes = ReviewNotes::default();
        let table = match settings.game.take().map(|saved| restore(&saved, &variants)) {
            Some(Ok((table, restored))) => {
                notes = restored;
                table
            }
            other => {
                if let Some(Err(e)) = other {
                    notice = Some(morris_i18n::t!("gui-not-restored", why = e.as_str()));
                }
                match variants.resolve(&settings.setup.variant) {
                    Ok(rules) => Table::new(rules, settings.setup.clone()),
                    Err(e) => {
                        notice = Some(morris_i18n::records::load_error(&e));
                        settings.setup.variant = catalog::DEFAULT_VARIANT.to_string();
                        fallback_table(&settings.setup)
                    }
                }
            }
        };
        MorrisApp {
            settings,
            table,
            worker,
            animation: None,
            drag: None,
            hint: None,
            analysis: None,
            new_game: None,
            file_dialog: None,
            notice,
            applied_theme: None,
            last_move_at: f64::NEG_INFINITY,
            solving: None,
            analysis_source: String::new(),
            variants,
            loaded_tags: None,
            page,
            shown_text: String::new(),
            geometry: None,
            notes,
            review_open: false,
            review_stopped: None,
            toolbar_fit: crate::window_fit::ToolbarFit::default(),
            side_open: false,
            online: None,
            looked_for_room: false,
        }
    }

    /// The settings as they stand (for tests and tools).
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The game at the table (for tests and tools).
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// The values of the legal moves, once the analysis has come back.
    pub fn analysis(&self) -> Option<&[MoveValue]> {
        self.analysis.as_deref()
    }

    /// What the computer is thinking about, if anything.
    pub fn thinking(&self) -> Option<Job> {
        self.worker.busy_with()
    }

    /// Forget everything computed for the previous position.
    pub(crate) fn game_changed(&mut self) {
        self.worker.stop();
        self.hint = None;
        self.analysis = None;
        self.drag = None;
    }

    pub(crate) fn start_game(&mut self, rules: Rules, setup: GameSetup) {
        self.leave_room();
        self.settings.setup = setup.clone();
        self.table = Table::new(rules, setup);
        self.animation = None;
        self.notice = None;
        self.notes = ReviewNotes::default();
        self.loaded_tags = None;
        self.close_review();
        self.game_changed();
    }

    /// Reviews the game on the worker and opens the review view; a game
    /// already reviewed as it stands is only shown again.
    pub fn start_review(&mut self) {
        self.review_open = true;
        self.review_stopped = None;
        if !self.notes.reviewed(self.table.game()) && !self.table.game().moves().is_empty() {
            self.hint = None;
            self.worker.ask(Job::Review, self.table.game());
        }
    }

    /// Stops the review in progress, keeping the turns it has judged: their
    /// marks and graph stay, and a new review starts over.
    pub fn stop_review(&mut self) {
        if self.reviewing() {
            self.review_stopped = Some(self.review_progress());
            self.worker.stop();
            let partial = self.worker.partial_review();
            self.notes.set_review(self.table.game(), partial);
        }
    }

    pub(crate) fn close_review(&mut self) {
        self.stop_review();
        self.review_open = false;
        self.review_stopped = None;
    }

    /// How far the review has gone: `(done, total)` turns.
    pub fn review_progress(&self) -> (usize, usize) {
        self.worker.progress()
    }

    /// The turns the running review has judged so far.
    pub(crate) fn partial_review(&self) -> morris_ai::review::Review {
        self.worker.partial_review()
    }

    pub(crate) fn open_new_game(&mut self) {
        self.new_game = Some(NewGameDialog::open(
            self.settings.setup.clone(),
            self.variants.clone(),
            self.page.is_some(),
            &self.settings.online,
        ));
    }

    /// The same game again with the players' colours swapped (online: offered to the opponent).
    pub(crate) fn rematch(&mut self) {
        if let Some(room) = &mut self.online {
            // Refused here only when the connection is down, which the status line says.
            let _ = room.ask(morris_online::Request::OfferRematch);
            return;
        }
        let mut setup = self.table.setup().clone();
        std::mem::swap(&mut setup.white, &mut setup.black);
        let rules = (**self.table.rules()).clone();
        self.start_game(rules, setup);
    }

    pub(crate) fn undo(&mut self) {
        if self.online.is_none() && self.table.undo() > 0 {
            self.animation = None;
            self.game_changed();
        }
    }

    pub(crate) fn redo(&mut self) {
        if self.online.is_none() && self.table.redo() > 0 {
            self.animation = None;
            self.game_changed();
        }
    }

    /// Later thinking uses the threads the settings ask for.
    pub(crate) fn use_chosen_threads(&mut self) {
        self.worker.set_threads(self.settings.threads());
    }

    pub(crate) fn ask_hint(&mut self) {
        if self.table.human_to_move() && self.online.is_none() {
            self.hint = None;
            self.worker.ask(Job::Hint, self.table.game());
        }
    }

    /// A click or drag on the board at egui time `now`.
    pub(crate) fn board_event(&mut self, event: BoardEvent, now: f64) {
        // A dialog is open: a click beside it must not play on the board behind.
        let dialog_open = self.new_game.is_some() || self.file_dialog.is_some();
        if dialog_open || !self.board_open() {
            return;
        }
        let mover = self.table.game().side_to_move();
        let played = match event {
            BoardEvent::Click(p) => self.table.click(p),
            BoardEvent::Drag(from, to) => self.table.drag(from, to),
        };
        if let Some(mv) = played {
            // A dragged piece is already where it goes; a clicked one slides there.
            let clicked = matches!(event, BoardEvent::Click(_));
            self.animation = clicked.then_some(MoveAnimation {
                mv,
                mover,
                start: now,
            });
            self.last_move_at = now;
            self.game_changed();
            self.send_turn(mv);
        }
    }

    /// The player to move passes (blocked, where the rules say so) at egui time `now`.
    pub(crate) fn pass(&mut self, now: f64) {
        if !self.board_open() {
            return;
        }
        if let Some(mv) = self.table.pass() {
            self.last_move_at = now;
            self.game_changed();
            self.send_turn(mv);
        }
    }

    /// Collects the worker's answer and starts the computer's thinking when it is its turn.
    fn drive_ai(&mut self, ctx: &egui::Context) {
        let now = ctx.input(|i| i.time);
        if let Some(reply) = self.worker.poll() {
            match (reply.job, reply.answer) {
                (Job::Play(_), Answer::Move(Some(mv)))
                    if self.table.ai_to_move() && self.online.is_none() =>
                {
                    let mover = self.table.game().side_to_move();
                    if self.table.play(mv).is_ok() {
                        self.animation = Some(MoveAnimation {
                            mv,
                            mover,
                            start: now,
                        });
                        self.last_move_at = now;
                        self.game_changed();
                    }
                }
                (Job::Hint, Answer::Move(mv)) => self.hint = mv,
                (Job::Analyse, Answer::Analysis(values, source)) => {
                    self.analysis = Some(values);
                    self.analysis_source = source;
                }
                (Job::Review, Answer::Review(review)) => {
                    self.notes.set_review(self.table.game(), review);
                }
                _ => {}
            }
        }
        for notice in self.worker.take_notices() {
            self.notice = Some(notice);
        }
        // The computer waits a moment after each move, so that a person sees
        // their move (and a mill it closed) before the reply.
        let pause_left = AI_PAUSE_SECS - (now - self.last_move_at);
        if self.reviewing() {
            // The worker wakes the UI only when done: look at the progress now and then.
            ctx.request_repaint_after(std::time::Duration::from_millis(150));
        }
        // Online, the other side is a person at another table.
        let ai_to_move = self.table.ai_to_move() && self.online.is_none();
        if self.worker.busy_with().is_none() {
            if ai_to_move && pause_left > 0.0 {
                ctx.request_repaint_after(std::time::Duration::from_secs_f64(pause_left));
            } else if ai_to_move {
                let player = self.table.player(self.table.game().side_to_move());
                self.worker.ask(Job::Play(player), self.table.game());
            } else if self.settings.analysis
                && self.analysis.is_none()
                && self.table.human_to_move()
                && self.online.is_none()
            {
                self.worker.ask(Job::Analyse, self.table.game());
            }
        }
    }

    fn shortcuts(&mut self, ctx: &egui::Context) {
        if self.new_game.is_some() || self.file_dialog.is_some() {
            // Esc closes a dialog as its Cancel button does.
            if ctx.input_mut(|i| i.consume_key(Modifiers::NONE, Key::Escape)) {
                self.new_game = None;
                self.file_dialog = None;
            }
            return;
        }
        let undo = KeyboardShortcut::new(Modifiers::COMMAND, Key::Z);
        let redo = KeyboardShortcut::new(Modifiers::COMMAND, Key::Y);
        let redo_shift = KeyboardShortcut::new(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
        // The longer shortcut first: Ctrl+Shift+Z also matches Ctrl+Z.
        if ctx.input_mut(|i| i.consume_shortcut(&redo_shift) || i.consume_shortcut(&redo)) {
            self.redo();
        } else if ctx.input_mut(|i| i.consume_shortcut(&undo)) {
            self.undo();
        }
        if ctx.input_mut(|i| i.consume_key(Modifiers::NONE, Key::Escape)) {
            self.table.cancel();
            self.drag = None;
        }
    }

    pub(crate) fn apply_theme(&mut self, ctx: &egui::Context) {
        if self.applied_theme.is_none() {
            ctx.set_fonts(crate::theme::fonts());
        }
        if self.applied_theme != Some(self.settings.theme) {
            ctx.set_theme(match self.settings.theme {
                ThemeChoice::Light => egui::Theme::Light,
                ThemeChoice::Dark => egui::Theme::Dark,
            });
            self.applied_theme = Some(self.settings.theme);
        }
    }

    /// Saves or loads a game: with the app's own file dialog on the desktop,
    /// with the browser's file chooser or a download in a page.
    pub(crate) fn open_file_dialog(&mut self, mode: FileMode) {
        let name = match mode {
            FileMode::Save => format!("{}.txt", self.table.rules().id()),
            FileMode::SaveReview => format!("{}-review.txt", self.table.rules().id()),
            FileMode::Load => String::new(),
        };
        if self.page.is_some() {
            let text =
                (mode != FileMode::Load).then(|| self.record_text(mode == FileMode::SaveReview));
            if let Some(page) = &mut self.page {
                self.notice = match text {
                    None => {
                        page.choose_file();
                        None
                    }
                    Some(text) => page.download(&name, &text).err(),
                };
            }
            return;
        }
        let folder = std::path::PathBuf::from(&self.settings.last_folder);
        self.file_dialog = Some(FileDialog::new(mode, &folder, &name));
    }

    /// The game as a record, with the review's marks and the record's comments when `marks`.
    fn record_text(&self, marks: bool) -> String {
        if let Some(record) = self.online_record() {
            return record;
        }
        let game = self.table.game();
        if marks {
            record::write_annotated(game, &self.record_tags(), &self.notes.annotations(game))
        } else {
            record::write_record(game, &self.record_tags())
        }
    }

    /// Opens a file the player chose or dropped on the window: a rules file
    /// (`.ron`) starts a game of its variant, anything else is read as a record.
    /// What cannot be read is said in the notice, with where and why.
    pub fn open_bytes(&mut self, name: &str, bytes: &[u8]) {
        let name = file_name(name);
        let result = if name.ends_with(".ron") {
            self.open_rules_file(&name, bytes)
        } else {
            match std::str::from_utf8(bytes) {
                Ok(text) => self.load_record_text(text, None),
                Err(_) => Err(t!("gui-not-text", name = name.as_str())),
            }
        };
        match result {
            Ok(()) => self.notice = None,
            Err(why) => self.notice = Some(why),
        }
    }

    fn open_rules_file(&mut self, name: &str, bytes: &[u8]) -> Result<(), String> {
        let rules = morris_core::Rules::from_bytes(variant::file_id(name), name, bytes)
            .map_err(|e| e.to_string())?;
        if let Ok(text) = std::str::from_utf8(bytes) {
            self.variants
                .files
                .insert(name.to_string(), text.to_string());
        }
        let mut setup = self.settings.setup.clone();
        setup.variant = name.to_string();
        setup.flying = None;
        self.start_game(rules, setup);
        Ok(())
    }

    pub(crate) fn file_action(&mut self, action: FileAction) {
        let Some(dialog) = &mut self.file_dialog else {
            return;
        };
        let (path, confirmed) = match action {
            FileAction::Chosen(path) => (path, false),
            FileAction::Replace(path) => (path, true),
            FileAction::Cancel => {
                self.file_dialog = None;
                return;
            }
        };
        let saving = dialog.mode() != FileMode::Load;
        if saving && !confirmed && morris_core::safe_file::existing_target(&path).unwrap_or(false) {
            dialog.ask_to_replace(path);
            return;
        }
        let result = match dialog.mode() {
            FileMode::Save => record::save_file(&path, self.table.game(), &self.record_tags())
                .map_err(|e| save_error(&e)),
            FileMode::SaveReview => {
                let game = self.table.game();
                let notes = self.notes.annotations(game);
                record::save_annotated(&path, game, &self.record_tags(), &notes)
                    .map_err(|e| save_error(&e))
            }
            FileMode::Load => self.load_record(&path),
        };
        match result {
            Ok(()) => {
                if let Some(folder) = path.parent() {
                    self.settings.last_folder = folder.display().to_string();
                }
                self.file_dialog = None;
            }
            Err(e) => {
                if let Some(dialog) = &mut self.file_dialog {
                    dialog.set_error(e);
                }
            }
        }
    }

    /// The tags a saved record gets: a loaded record's own tags (its players,
    /// date, event...), else the players at the table.
    fn record_tags(&self) -> Tags {
        match &self.loaded_tags {
            Some(tags) => tags.clone(),
            None => Tags::new()
                .with("White", self.table.player(Color::White).describe())
                .with("Black", self.table.player(Color::Black).describe()),
        }
    }

    fn load_record(&mut self, path: &std::path::Path) -> Result<(), String> {
        let text = record::read_record_text(path).map_err(|e| {
            let path = path.display().to_string();
            morris_i18n::t!(
                "gui-cannot-read",
                path = path,
                why = morris_i18n::words::io_error(&e)
            )
        })?;
        self.load_record_text(&text, Some(path))
    }

    /// Loads a record's text, from the file at `path` if it came from one.
    fn load_record_text(
        &mut self,
        text: &str,
        path: Option<&std::path::Path>,
    ) -> Result<(), String> {
        let current = Arc::clone(self.table.rules());
        let current_source = self.table.setup().variant.clone();
        let record = read_game(text, &current, &current_source, &self.variants, path)?;
        let game = record.game;
        let mut setup = self.table.setup().clone();
        setup.variant = if game.rules().id() == current.id() {
            current_source
        } else {
            // A variant found beside the record is remembered by its file.
            let id = game.rules().id();
            // Only the regular file itself: it is opened again by its path later.
            path.and_then(|path| record::rules_beside(path, id))
                .filter(|file| std::fs::symlink_metadata(file).is_ok_and(|m| m.is_file()))
                .filter(|_| self.variants.resolve(id).is_err())
                .map_or_else(|| id.to_string(), |file| file.display().to_string())
        };
        setup.flying = GameOptions::of_game(game.rules(), game.start_position()).flying;
        // The record's players play on, not the last game's.
        setup.white = PlayerKind::from_record_name(record.tags.get("White"));
        setup.black = PlayerKind::from_record_name(record.tags.get("Black"));
        self.leave_room();
        self.notes = ReviewNotes::from_record(&game, record.notes);
        self.loaded_tags = Some(record.tags);
        self.table = Table::from_game(game, setup);
        self.animation = None;
        self.close_review();
        self.game_changed();
        Ok(())
    }

    /// The game to restore next time, with the comments and marks of the
    /// record it was loaded from (a review is not kept: it is made again).
    fn saved_game(&self) -> SavedGame {
        let game = self.table.game();
        let notes = self.notes.record_annotations(game);
        SavedGame {
            setup: self.table.setup().clone(),
            record: record::write_annotated(game, &self.record_tags(), &notes),
        }
    }
}

/// Reads a record, ours or another program's; its variant is the variant of
/// the game on the table when the ids match (a rules file opened by path),
/// else it is found as [`record::load_file`] finds it: in the catalog, then
/// beside the record.
fn read_game(
    text: &str,
    current: &Arc<Rules>,
    current_source: &str,
    variants: &Variants,
    record_path: Option<&std::path::Path>,
) -> Result<record::Record, String> {
    let resolve = |id: &str| -> Result<Rules, morris_core::LoadError> {
        if id == current.id() {
            return variants
                .resolve(current_source)
                .or_else(|_| Ok((**current).clone()));
        }
        // A rules file opened in the page, else as every program finds a record's variant.
        match variants.files.contains_key(id) {
            true => variants.resolve(id),
            false => record::resolve_variant(&variants.catalog, record_path, id),
        }
    };
    record::import_record(text, None, resolve)
        .map_err(|e| morris_i18n::records::import_error(&e, None))
}

/// The saved game's table, and the notes its record carries.
fn restore(saved: &SavedGame, variants: &Variants) -> Result<(Table, ReviewNotes), String> {
    let rules = variants
        .resolve(&saved.setup.variant)
        .map_err(|e| morris_i18n::records::load_error(&e))?;
    let record = read_game(
        &saved.record,
        &Arc::new(rules),
        &saved.setup.variant,
        variants,
        None,
    )?;
    let notes = ReviewNotes::from_record(&record.game, record.notes);
    Ok((Table::from_game(record.game, saved.setup.clone()), notes))
}

fn fallback_table(setup: &GameSetup) -> Table {
    let rules = catalog::shipped(catalog::DEFAULT_VARIANT).or_else(|| {
        catalog::SHIPPED
            .iter()
            .find_map(|(id, _)| catalog::shipped(id))
    });
    match rules {
        Some(rules) => Table::new(rules, setup.clone()),
        // The shipped rules are checked by morris-core's tests; this cannot happen in a release.
        None => unreachable!("no shipped variant compiles"),
    }
}

/// The room a dialog has inside the window: the window less a margin, and
/// less the dialog's title bar and frame.
fn dialog_space(ctx: &egui::Context) -> egui::Vec2 {
    let frame = egui::vec2(24.0, 24.0 + 28.0);
    (ctx.content_rect().size() - frame).max(egui::vec2(120.0, 80.0))
}

/// The last part of a file's name as a browser or a desktop gives it.
fn file_name(name: &str) -> String {
    name.rsplit(['/', '\\']).next().unwrap_or(name).to_string()
}

/// Why a save failed, in the player's words as the terminal says it.
fn save_error(e: &record::FileError) -> String {
    morris_i18n::records::file_error(e)
}

impl eframe::App for MorrisApp {
    fn logic(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        self.apply_theme(ctx);
        if !self.looked_for_room {
            self.looked_for_room = true;
            self.return_to_room(ctx);
        }
        self.shortcuts(ctx);
        self.open_arrived_files(ctx);
        self.drive_online(ctx);
        self.drive_ai(ctx);
    }

    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.panels(ui);
        self.dialogs(ui.ctx());
        self.show_live_text();
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        let mut settings = self.settings.clone();
        settings.rules_files = self.variants.files.clone();
        settings.game = Some(self.saved_game());
        eframe::set_value(storage, eframe::APP_KEY, &settings);
    }

    /// A page can be closed at any moment, so it saves often; the desktop
    /// saves when the window closes too.
    fn auto_save_interval(&self) -> std::time::Duration {
        if self.page.is_some() {
            std::time::Duration::from_secs(1)
        } else {
            std::time::Duration::from_secs(30)
        }
    }

    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        self.worker.stop();
    }
}

impl MorrisApp {
    fn dialogs(&mut self, ctx: &egui::Context) {
        if let Some(dialog) = &mut self.new_game {
            let mut action = None;
            let solve = match (&self.solving, dialog.chosen_rules()) {
                (Some(job), Some(rules)) if job.is_for(&rules) => Some(job.status()),
                _ => None,
            };
            // Pinned by its top: its height changes with the variant, and a centred
            // window would move the list under the mouse.
            let space = dialog_space(ctx);
            let top = (ctx.content_rect().height() * 0.05).min(40.0);
            egui::Window::new(morris_i18n::t!("gui-new-game-title"))
                .collapsible(false)
                .resizable(false)
                .max_width(space.x)
                .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, top))
                .show(ctx, |ui| {
                    action = dialog.ui(ui, solve, space - egui::vec2(0.0, top));
                });
            match action {
                Some(DialogAction::Solve(rules)) => {
                    let repaint = ctx.clone();
                    let job = SolveJob::start(*rules, None, move || repaint.request_repaint());
                    self.solving = Some(job);
                }
                Some(DialogAction::Start(rules, setup)) => {
                    self.new_game = None;
                    self.start_game(*rules, setup);
                }
                Some(DialogAction::ChooseFile) => {
                    self.new_game = None;
                    if let Some(page) = &mut self.page {
                        page.choose_file();
                    }
                }
                Some(DialogAction::Online(choice)) => {
                    dialog.remember_online(&mut self.settings.online);
                    self.new_game = None;
                    match choice {
                        OnlineChoice::Host { server, create } => {
                            self.enter_room(ctx, &server, morris_online::Action::Create(create));
                        }
                        OnlineChoice::Join(link) => {
                            if let Err(why) = self.join_link(ctx, &link) {
                                self.notice = Some(why);
                            }
                        }
                    }
                }
                Some(DialogAction::Cancel) => self.new_game = None,
                None => {}
            }
        }
        if let Some(dialog) = &mut self.file_dialog {
            let mut action = None;
            let space = dialog_space(ctx);
            egui::Window::new(dialog.title())
                .collapsible(false)
                .resizable(false)
                .max_width(space.x)
                .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
                .show(ctx, |ui| action = dialog.ui(ui, space));
            if let Some(action) = action {
                self.file_action(action);
            }
        }
    }
}

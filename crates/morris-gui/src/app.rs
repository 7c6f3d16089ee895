//! The app: a table with a game, the worker that thinks for the computer, and
//! the dialogs. Panels are drawn in `play/panels.rs`, the board in `board/view.rs`.

use morris_core::catalog::{self, Catalog};
use morris_core::record::Tags;
use morris_core::{Move, Point, Rules};

use crate::board::view::MoveAnimation;
use crate::computer::solver::SolveJob;
use crate::computer::thinking::Thinking;
use crate::computer::thinking::{Job, MoveValue, Thinker};
use crate::computer::worker::Worker;
use crate::files::dialog::FileDialog;
use crate::files::game::{fallback_table, restore};
use crate::page::Page;
use crate::play::new_game::NewGameDialog;
use crate::review::notes::ReviewNotes;
use crate::settings::{GameSetup, Settings, ThemeChoice};
use crate::table::Table;
use crate::variant::Variants;

/// The desktop game.
#[derive(Debug)]
pub struct MorrisApp {
    pub(crate) settings: Settings,
    pub(crate) table: Table,
    pub(crate) worker: Box<dyn Thinking>,
    pub(crate) animation: Option<MoveAnimation>,
    pub(crate) drag: Option<Point>,
    /// The suggested move for the position on the board.
    pub(crate) hint: Option<Move>,
    /// The value of every legal move of the current position, when analysis is on.
    pub(crate) analysis: Option<Vec<MoveValue>>,
    /// The opening explorer's last question and answer, when it is shown.
    pub(crate) explorer: crate::lobby::explorer::ExplorerPanel,
    /// The page's file chooser was opened for the explorer's records file.
    pub(crate) records_for_explorer: bool,
    /// Records downloaded from a server, waiting for the save dialog.
    pub(crate) download: Option<String>,
    pub(crate) new_game: Option<NewGameDialog>,
    pub(crate) file_dialog: Option<FileDialog>,
    /// A message about the app rather than the game (a file that did not load...).
    pub(crate) notice: Option<String>,
    /// The running clock's warning that it runs low, as of the last frame.
    pub(crate) clock_low: Option<String>,
    pub(crate) applied_theme: Option<ThemeChoice>,
    /// When the last move was made (egui time), for the computer's pause.
    pub(crate) last_move_at: f64,
    /// Where the analysis values come from (table or search depth).
    pub(crate) analysis_source: String,
    /// A solve for perfect play running in the background.
    pub(crate) solving: Option<SolveJob>,
    /// Where variants are found.
    pub(crate) variants: Variants,
    /// The tags of the record the game was loaded from, kept when it is saved.
    pub(crate) loaded_tags: Option<Tags>,
    /// The web page around the app, if it runs in one.
    pub(crate) page: Option<Box<dyn Page>>,
    /// The live text last shown by the page.
    pub(crate) shown_text: String,
    /// Where the board's points were drawn last.
    pub(crate) geometry: Option<crate::board::geometry::BoardGeometry>,
    /// The loaded record's comments and marks, and the review of the game.
    pub(crate) notes: ReviewNotes,
    /// Is the review view (graph and best moves) shown?
    pub(crate) review_open: bool,
    /// How far the last review had gone when it was stopped.
    pub(crate) review_stopped: Option<(usize, usize)>,
    /// The tool bar's widths, folded and not, to fold it when the window is narrow.
    pub(crate) toolbar_fit: crate::play::window_fit::ToolbarFit,
    /// Is the side panel open in a window too narrow to keep it open?
    pub(crate) side_open: bool,
    /// The room of a game server the app plays in, if any.
    pub(crate) online: Option<crate::online::room::OnlineRoom>,
    /// Has the app looked for a room to come back to (once, at the first frame)?
    pub(crate) looked_for_room: bool,
    /// A lesson, puzzles or drills on the board, and the game they replaced.
    pub(crate) practice: Option<crate::practice::Practice>,
    /// The most height the practice panel took since practice opened.
    pub(crate) practice_height: f32,
    /// What would take the place of a game in progress, asked about first.
    pub(crate) leaving: Option<crate::play::leaving::Leaving<MorrisApp>>,
    /// A stranger's puzzle set being proved before it is played.
    pub(crate) proving: Option<crate::practice::set_proof::PendingSet>,
    /// A puzzle set being made for a variant that ships none.
    pub(crate) making: Option<crate::practice::set_making::PendingMaking>,
    /// Where the player's drills are kept.
    pub(crate) drill_store: crate::practice::drill_store::DrillStore,
    /// Where the player's standing at puzzles is kept.
    pub(crate) standing_store: crate::practice::standing_store::StandingStore,
    /// What the coach said of the person's last turn.
    pub(crate) coach_said: Vec<String>,
    /// The rules editor's text, kept while a game of it is played.
    pub(crate) editor: Option<crate::editor::RulesEditor>,
    /// Is the editor on screen (in place of the board)?
    pub(crate) editor_shown: bool,
    /// The point the keyboard was last on, by name (it outlives a change of rules).
    pub(crate) focused_point: Option<String>,
    /// The move field under the board.
    pub(crate) move_field: crate::access::move_field::MoveField,
    /// The turns announced, and the last announcement.
    pub(crate) announcer: crate::access::announce::Announcer,
    /// Is the list of keys open?
    pub(crate) keys_open: bool,
    /// "Make this board…", while its form is open.
    pub(crate) make_board: Option<crate::make::MakeBoardForm>,
    /// The desktop's files made, waiting for the file dialog to say where they go.
    pub(crate) made_files: Vec<morris_make::MadeFile>,
    /// A page's files, while its maker makes them.
    pub(crate) board_making: Option<Box<dyn crate::make::BoardMaking>>,
    /// The lobby, while its window is open.
    pub(crate) lobby: Option<crate::lobby::Lobby>,
}

impl MorrisApp {
    /// The desktop game as eframe starts it: settings and the game in
    /// progress from storage, drills and puzzle standing shared with the terminal.
    pub fn new(cc: &eframe::CreationContext<'_>) -> MorrisApp {
        let settings: Settings = cc
            .storage
            .and_then(|s| eframe::get_value(s, eframe::APP_KEY))
            .unwrap_or_default();
        MorrisApp::with_settings(&cc.egui_ctx, settings).sharing_the_terminals_files()
    }

    /// The app with these settings and the real AI.
    pub fn with_settings(ctx: &egui::Context, settings: Settings) -> MorrisApp {
        MorrisApp::with_catalog(ctx, settings, Catalog::from_env())
    }

    /// The app with variants found in `catalog` (tests give a user folder of their own).
    pub fn with_catalog(ctx: &egui::Context, settings: Settings, catalog: Catalog) -> MorrisApp {
        MorrisApp::build(ctx, settings, crate::computer::engine::thinker(), catalog)
    }

    /// The app in a web page: it thinks in `thinking` (a Web Worker), and the
    /// page chooses and saves its files and shows its live text.
    pub fn in_page(
        settings: Settings,
        thinking: Box<dyn Thinking>,
        page: Box<dyn Page>,
    ) -> MorrisApp {
        let catalog = Catalog::with_user_dir(None);
        let (mut settings, mut page) = (settings, page);
        // A room is each tab's own: a link an older page kept in the shared
        // settings moves into the first tab that starts.
        if let Some(link) = settings.online.return_link.take()
            && page.tab_room_link().is_none()
        {
            page.keep_tab_room_link(Some(&link));
        }
        MorrisApp::assemble(settings, thinking, catalog, Some(page))
    }

    /// The app with the solved tables of `tables` rather than of the user's
    /// cache folder (tests give tables of their own).
    pub fn with_tables(
        ctx: &egui::Context,
        settings: Settings,
        tables: morris_ai::search::TableCache,
    ) -> MorrisApp {
        let thinker = crate::computer::engine::thinker_with(tables);
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
        let announcer = crate::access::announce::Announcer::synced(&table);
        MorrisApp {
            settings,
            table,
            worker,
            animation: None,
            drag: None,
            hint: None,
            analysis: None,
            explorer: Default::default(),
            records_for_explorer: false,
            download: None,
            new_game: None,
            file_dialog: None,
            notice,
            clock_low: None,
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
            toolbar_fit: crate::play::window_fit::ToolbarFit::default(),
            side_open: false,
            online: None,
            looked_for_room: false,
            practice: None,
            practice_height: 0.0,
            proving: None,
            making: None,
            leaving: None,
            // In the settings until the desktop game asks for the terminal's
            // files ([`MorrisApp::sharing_the_terminals_files`]): a page has
            // no files, and an app made by a test touches none of the player's.
            drill_store: crate::practice::drill_store::DrillStore::Settings,
            standing_store: crate::practice::standing_store::StandingStore::Settings,
            coach_said: Vec::new(),
            editor: None,
            editor_shown: false,
            focused_point: None,
            move_field: Default::default(),
            announcer,
            keys_open: false,
            make_board: None,
            made_files: Vec::new(),
            board_making: None,
            lobby: None,
        }
    }

    /// The app keeping the player's drills and puzzle standing in the files
    /// the terminal's `morris drills` and `morris puzzle` keep them in.
    fn sharing_the_terminals_files(mut self) -> MorrisApp {
        self.drill_store = crate::practice::drill_store::DrillStore::desktop();
        self.standing_store = crate::practice::standing_store::StandingStore::desktop();
        self
    }

    /// The app keeping the player's standing at puzzles in the file at
    /// `path` (tests give a file of their own).
    pub fn with_standing_file(mut self, path: std::path::PathBuf) -> MorrisApp {
        self.standing_store = crate::practice::standing_store::StandingStore::File(path);
        self
    }

    /// The app keeping the player's drills in the file at `path` (tests
    /// give a file of their own).
    pub fn with_drills_file(mut self, path: std::path::PathBuf) -> MorrisApp {
        self.drill_store = crate::practice::drill_store::DrillStore::File(path);
        self
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
        // The field's last answer was about the position before.
        self.move_field.answer.clear();
    }

    pub(crate) fn start_game(&mut self, rules: Rules, setup: GameSetup) {
        self.leave_room();
        self.practice = None;
        self.editor_shown = false;
        self.settings.setup = setup.clone();
        self.table = Table::new(rules, setup);
        self.announcer = crate::access::announce::Announcer::synced(&self.table);
        self.animation = None;
        self.notice = morris_i18n::records::load_warnings(self.table.game().rules());
        self.notes = ReviewNotes::default();
        self.loaded_tags = None;
        self.coach_said.clear();
        self.close_review();
        self.game_changed();
    }

    /// Later thinking uses the threads the settings ask for.
    pub(crate) fn use_chosen_threads(&mut self) {
        self.worker.set_threads(self.settings.threads());
    }

    pub(crate) fn apply_theme(&mut self, ctx: &egui::Context) {
        if self.applied_theme.is_none() {
            ctx.set_fonts(crate::board::theme::fonts());
        }
        if self.applied_theme != Some(self.settings.theme) {
            let (theme, visuals) = crate::board::theme::visuals(self.settings.theme);
            ctx.set_visuals_of(theme, visuals);
            ctx.set_theme(theme);
            self.applied_theme = Some(self.settings.theme);
        }
    }
}

impl eframe::App for MorrisApp {
    fn logic(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        if ctx.options(|o| o.max_passes.get()) != crate::play::dialog_size::DIALOG_PASSES {
            ctx.options_mut(|o| {
                o.max_passes = crate::play::dialog_size::DIALOG_PASSES
                    .try_into()
                    .unwrap_or(o.max_passes)
            });
        }
        self.apply_theme(ctx);
        if !self.looked_for_room {
            self.looked_for_room = true;
            self.return_to_room(ctx);
        }
        self.shortcuts(ctx);
        self.focus_keys(ctx);
        self.page_access(ctx);
        self.open_arrived_files(ctx);
        self.poll_set_proof(ctx);
        self.poll_set_making(ctx);
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

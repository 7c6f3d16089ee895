//! What would take the place of a game in progress, waiting for the
//! player's answer (asked in `leave_game.rs`). Generic over the app, which
//! holds one, so that the app and this module do not import each other.

/// What would replace the game, and what to do once the player agrees.
pub(crate) struct Leaving<App> {
    /// What it is, in the player's words ("The rules file my.ron").
    pub(crate) what: String,
    pub(crate) then: Box<dyn FnOnce(&mut App)>,
}

impl<App> Leaving<App> {
    pub(crate) fn new(what: String, then: impl FnOnce(&mut App) + 'static) -> Leaving<App> {
        Leaving {
            what,
            then: Box::new(then),
        }
    }
}

impl<App> std::fmt::Debug for Leaving<App> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Leaving")
            .field("what", &self.what)
            .finish_non_exhaustive()
    }
}

//! What fits in the window: the side panel beside the board, and how much of
//! the tool bar folds into menus (measured as drawn, remembered here).

/// Does a window this wide keep the side panel open beside the board?
pub(crate) fn side_panel_fits(window_width: f32) -> bool {
    window_width >= 640.0
}

/// How much of the tool bar folds into menus.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fold {
    /// Every button in a row.
    None,
    /// The settings in a menu.
    Settings,
    /// Everything in a menu, but Undo and Redo.
    All,
}

impl Fold {
    const ALL: [Fold; 3] = [Fold::None, Fold::Settings, Fold::All];
}

/// The widths of the tool bar's arrangements, as last drawn.
#[derive(Clone, Debug, Default)]
pub struct ToolbarFit {
    /// The language the widths were measured in.
    language: &'static str,
    widths: [Option<f32>; 3],
}

impl ToolbarFit {
    /// The least folded arrangement that fits in `width`; one never drawn is
    /// tried, so that its width gets known.
    pub fn choose(&mut self, width: f32) -> Fold {
        let language = morris_i18n::language().code;
        if self.language != language {
            *self = ToolbarFit {
                language,
                widths: [None; 3],
            };
        }
        Fold::ALL
            .into_iter()
            .zip(self.widths)
            .find(|(_, w)| w.is_none_or(|w| w <= width))
            .map_or(Fold::All, |(fold, _)| fold)
    }

    pub(crate) fn measured(&mut self, fold: Fold, width: f32) {
        self.widths[fold as usize] = Some(width);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_least_folded_bar_that_fits_is_chosen_once_its_width_is_known() {
        let mut fit = ToolbarFit::default();
        assert_eq!(fit.choose(500.0), Fold::None, "not measured yet: tried");
        fit.measured(Fold::None, 900.0);
        assert_eq!(fit.choose(500.0), Fold::Settings);
        fit.measured(Fold::Settings, 640.0);
        assert_eq!(fit.choose(500.0), Fold::All);
        fit.measured(Fold::All, 200.0);
        assert_eq!(fit.choose(700.0), Fold::Settings, "a wider window unfolds");
        assert_eq!(fit.choose(1000.0), Fold::None);
        assert_eq!(fit.choose(100.0), Fold::All, "the last resort");
    }
}

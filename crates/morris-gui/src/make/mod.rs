//! "Make this board…": the variant on the board as a laser cutter's files
//! or a print-and-play PDF (morris-make draws them, as `morris board` does),
//! with the size, the paper and the language chosen here. The desktop makes
//! them at once and saves them through its file dialog; a page asks its
//! maker worker ([`BoardMaking`]) and downloads them. The form is here; its
//! window in the app, and where its files go: `window.rs`.

use egui::Ui;
use morris_i18n::t;
use morris_make::{MadeFile, MakeOptions, MakeRequest, Making, Paper};

mod window;

/// The form's choices.
#[derive(Clone, Debug)]
pub struct MakeBoardForm {
    /// `None`: the largest board whose pieces fit a 300 × 300 mm bed.
    pub size_mm: Option<f64>,
    pub names: bool,
    pub mark: bool,
    pub paper: Paper,
    /// The language of the PDF's words.
    pub language: String,
}

/// What the form asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MakeChoice {
    Laser,
    Pdf,
    Close,
}

impl MakeBoardForm {
    pub fn new() -> MakeBoardForm {
        MakeBoardForm {
            size_mm: None,
            names: false,
            mark: true,
            paper: Paper::A4,
            language: morris_i18n::language().code.to_string(),
        }
    }

    pub fn ui(&mut self, ui: &mut Ui) -> Option<MakeChoice> {
        let mut choice = None;
        let mut fitted = self.size_mm.is_none();
        ui.checkbox(&mut fitted, t!("make-fit-bed"));
        if fitted {
            self.size_mm = None;
        } else {
            let mut size = self.size_mm.unwrap_or(250.0);
            ui.horizontal(|ui| {
                let caption = ui.label(t!("make-size"));
                ui.add(
                    egui::DragValue::new(&mut size)
                        .range(40.0..=3000.0)
                        .suffix(" mm"),
                )
                .labelled_by(caption.id);
            });
            self.size_mm = Some(size);
        }
        ui.checkbox(&mut self.names, t!("make-names"));
        ui.checkbox(&mut self.mark, t!("make-mark"));
        ui.horizontal(|ui| {
            ui.label(t!("make-paper"));
            ui.selectable_value(&mut self.paper, Paper::A4, "A4");
            ui.selectable_value(&mut self.paper, Paper::Letter, "Letter");
        });
        ui.horizontal(|ui| {
            ui.label(t!("gui-language"));
            for lang in morris_i18n::LANGUAGES {
                ui.selectable_value(&mut self.language, lang.code.to_string(), lang.name);
            }
        });
        ui.separator();
        ui.horizontal_wrapped(|ui| {
            if ui
                .button(t!("make-laser"))
                .on_hover_text(t!("make-laser-hover"))
                .clicked()
            {
                choice = Some(MakeChoice::Laser);
            }
            if ui
                .button(t!("make-pdf"))
                .on_hover_text(t!("make-pdf-hover"))
                .clicked()
            {
                choice = Some(MakeChoice::Pdf);
            }
            if ui.button(t!("gui-cancel")).clicked() {
                choice = Some(MakeChoice::Close);
            }
        });
        choice
    }

    /// What the form asks of morris-make for `choice` (Laser or Pdf).
    pub fn request(&self, making: Making) -> MakeRequest {
        MakeRequest {
            making,
            options: MakeOptions {
                size_mm: self.size_mm,
                names: self.names,
                mark: self.mark,
            },
            paper: self.paper,
            language: self.language.clone(),
        }
    }
}

/// Files being made away from the app (a page's maker worker).
pub trait BoardMaking: std::fmt::Debug {
    /// Once they are made: the files, or why they could not be.
    fn outcome(&mut self) -> Option<Result<Vec<MadeFile>, String>>;
}

#[cfg(test)]
mod tests {
    use morris_make::laser::{back_svg, front_svg};
    use morris_make::{MakeJob, Sheet};

    use super::*;

    #[test]
    fn the_form_asks_for_the_files_the_terminal_makes() {
        let rules = morris_core::catalog::shipped("six-mens-morris").unwrap();
        let form = MakeBoardForm {
            size_mm: Some(200.0),
            ..MakeBoardForm::new()
        };
        let request = form.request(Making::Laser);
        let files = morris_make::request::make(&rules, &request).unwrap();
        assert_eq!(files[0].name, "six-mens-morris-board.svg");
        let sheet = Sheet::plan(&rules, &request.options).unwrap();
        assert_eq!(files[0].bytes, front_svg(&sheet).into_bytes());
        assert_eq!(files[1].bytes, back_svg(&sheet).into_bytes());
        // What a page's worker is sent makes the same PDF.
        let pdf = form.request(Making::Pdf);
        let made = morris_make::request::make(&rules, &pdf).unwrap();
        assert!(made[0].bytes.starts_with(b"%PDF-"));
        assert_eq!(MakeJob::new(&rules, pdf).make().unwrap(), made);
    }
}

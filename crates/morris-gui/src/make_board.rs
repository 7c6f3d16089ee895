//! "Make this board…": the variant on the board as a laser cutter's files
//! or a print-and-play PDF (morris-make draws them, as `morris board` does),
//! with the size, the paper and the language chosen here; saved through the
//! file dialog on the desktop, downloaded in a page.

use egui::Ui;
use morris_core::Rules;
use morris_i18n::t;
use morris_make::laser::{back_svg, front_svg};
use morris_make::print::print_pdf;
use morris_make::{MakeOptions, Paper, Sheet};

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

/// A file made: its name and its bytes.
#[derive(Clone, Debug)]
pub struct MadeFile {
    pub name: String,
    pub bytes: Vec<u8>,
    pub mime: &'static str,
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

    fn options(&self) -> MakeOptions {
        MakeOptions {
            size_mm: self.size_mm,
            names: self.names,
            mark: self.mark,
        }
    }

    /// The laser cutter's two files (the front, then the pieces' back), named after the variant.
    pub fn laser_files(&self, rules: &Rules) -> Result<Vec<MadeFile>, String> {
        let sheet = Sheet::plan(rules, &self.options()).map_err(|e| e.to_string())?;
        let svg = |name: String, text: String| MadeFile {
            name,
            bytes: text.into_bytes(),
            mime: "image/svg+xml",
        };
        Ok(vec![
            svg(format!("{}-board.svg", rules.id()), front_svg(&sheet)),
            svg(format!("{}-board-back.svg", rules.id()), back_svg(&sheet)),
        ])
    }

    /// The print-and-play PDF, its words in the form's language.
    pub fn pdf_file(&self, rules: &Rules) -> Result<MadeFile, String> {
        let sheet = Sheet::plan(rules, &self.options()).map_err(|e| e.to_string())?;
        let made =
            morris_i18n::with_language(&self.language, || print_pdf(rules, &sheet, self.paper))
                .map_err(|e| e.to_string())?
                .map_err(|e| e.to_string())?;
        Ok(MadeFile {
            name: format!("{}-board.pdf", rules.id()),
            bytes: made,
            mime: "application/pdf",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_form_makes_the_files_the_terminal_makes() {
        let rules = morris_core::catalog::shipped("six-mens-morris").unwrap();
        let form = MakeBoardForm {
            size_mm: Some(200.0),
            ..MakeBoardForm::new()
        };
        let files = form.laser_files(&rules).unwrap();
        assert_eq!(files[0].name, "six-mens-morris-board.svg");
        let sheet = Sheet::plan(&rules, &form.options()).unwrap();
        assert_eq!(files[0].bytes, front_svg(&sheet).into_bytes());
        assert_eq!(files[1].bytes, back_svg(&sheet).into_bytes());
        let pdf = form.pdf_file(&rules).unwrap();
        assert!(pdf.bytes.starts_with(b"%PDF-"));
    }
}

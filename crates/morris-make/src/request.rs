//! What a front end asks for and what it gets back. The desktop makes the
//! files here and now; a page sends a [`MakeJob`] (the request and the
//! rules' own text) to the maker's Web Worker, which compiles the rules
//! again and answers with the same files.

use morris_core::{GameOptions, Rules};
use serde::{Deserialize, Serialize};

use crate::laser::{back_svg, front_svg};
use crate::{MakeError, MakeOptions, Paper, Sheet};

/// Which files to make.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Making {
    /// The laser cutter's two SVG files: the front, then the pieces' back.
    Laser,
    /// The print-and-play PDF.
    Pdf,
}

/// Everything a person chooses for the files.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MakeRequest {
    pub making: Making,
    pub options: MakeOptions,
    pub paper: Paper,
    /// The language of the files' words.
    pub language: String,
}

/// A file made: its name (after the variant), its bytes and its type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MadeFile {
    pub name: String,
    pub bytes: Vec<u8>,
    pub mime: String,
}

/// The files `request` asks for, of a board played under `rules`.
pub fn make(rules: &Rules, request: &MakeRequest) -> Result<Vec<MadeFile>, MakeError> {
    morris_i18n::with_language(&request.language, || made(rules, request))?
}

fn made(rules: &Rules, request: &MakeRequest) -> Result<Vec<MadeFile>, MakeError> {
    let sheet = Sheet::plan(rules, &request.options)?;
    let file = |suffix: &str, bytes: Vec<u8>, mime: &str| MadeFile {
        name: format!("{}-{suffix}", rules.id()),
        bytes,
        mime: mime.to_string(),
    };
    match request.making {
        Making::Laser => Ok(vec![
            file("board.svg", front_svg(&sheet).into_bytes(), SVG),
            file("board-back.svg", back_svg(&sheet).into_bytes(), SVG),
        ]),
        Making::Pdf => Ok(vec![file("board.pdf", pdf(rules, &sheet, request)?, PDF)]),
    }
}

const SVG: &str = "image/svg+xml";
const PDF: &str = "application/pdf";

#[cfg(feature = "pdf")]
fn pdf(rules: &Rules, sheet: &Sheet, request: &MakeRequest) -> Result<Vec<u8>, MakeError> {
    crate::print::print_pdf(rules, sheet, request.paper)
}

#[cfg(not(feature = "pdf"))]
fn pdf(_: &Rules, _: &Sheet, _: &MakeRequest) -> Result<Vec<u8>, MakeError> {
    Err(MakeError::NoPdfHere)
}

/// A request with the rules it is for, as the text they were compiled from
/// and the one game option that changes them (flying): what a page sends its maker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MakeJob {
    pub id: String,
    pub origin: String,
    pub text: String,
    pub flying: bool,
    pub request: MakeRequest,
}

impl MakeJob {
    pub fn new(rules: &Rules, request: MakeRequest) -> MakeJob {
        let (text, origin) = rules.source();
        MakeJob {
            id: rules.id().to_string(),
            origin: origin.to_string(),
            text: text.to_string(),
            flying: rules.flying_enabled(),
            request,
        }
    }

    pub fn to_json(&self) -> String {
        // A struct of strings, numbers and enums always serialises.
        serde_json::to_string(self).unwrap_or_default()
    }

    pub fn from_json(json: &str) -> Result<MakeJob, MakeError> {
        serde_json::from_str(json).map_err(|e| MakeError::Request(e.to_string()))
    }

    /// The rules the job's board is played under, compiled again from their text.
    pub fn rules(&self) -> Result<Rules, MakeError> {
        let rules = Rules::from_source(&self.id, &self.origin, &self.text)?;
        let options = GameOptions {
            flying: Some(self.flying),
            first: None,
        };
        // Flying as the text has it needs no switch; another is the variant's option.
        options
            .rules(rules)
            .map_err(|e| MakeError::Request(e.to_string()))
    }

    /// The files the job asks for.
    pub fn make(&self) -> Result<Vec<MadeFile>, MakeError> {
        make(&self.rules()?, &self.request)
    }
}

#[cfg(test)]
mod tests {
    use morris_core::catalog;

    use super::*;

    fn request(making: Making, language: &str) -> MakeRequest {
        MakeRequest {
            making,
            options: MakeOptions {
                size_mm: Some(180.0),
                ..MakeOptions::default()
            },
            paper: Paper::Letter,
            language: language.to_string(),
        }
    }

    #[test]
    fn a_job_sent_as_text_makes_the_files_the_rules_make() {
        let rules = catalog::shipped("lasker-morris").unwrap();
        let wanted = request(Making::Laser, "fr");
        let job = MakeJob::from_json(&MakeJob::new(&rules, wanted.clone()).to_json()).unwrap();
        let files = job.make().unwrap();
        assert_eq!(files, make(&rules, &wanted).unwrap());
        let names: Vec<_> = files.iter().map(|f| f.name.as_str()).collect();
        assert_eq!(
            names,
            ["lasker-morris-board.svg", "lasker-morris-board-back.svg"]
        );
        assert!(String::from_utf8_lossy(&files[0].bytes).contains("<svg"));
    }

    #[test]
    fn flying_switched_off_by_the_game_is_kept_by_the_job() {
        let rules = catalog::shipped("nine-mens-morris").unwrap();
        let off = GameOptions {
            flying: Some(false),
            first: None,
        }
        .rules(rules)
        .unwrap();
        let job = MakeJob::new(&off, request(Making::Laser, "en"));
        assert!(!job.rules().unwrap().flying_enabled());
        assert_eq!(job.rules().unwrap(), off);
    }

    #[test]
    fn a_job_that_is_not_one_is_refused_with_why() {
        let err = MakeJob::from_json("{\"id\": 3}").unwrap_err();
        assert!(
            err.to_string()
                .starts_with("the request to make a board cannot be read: ")
        );
        let rules = catalog::shipped("six-mens-morris").unwrap();
        let mut job = MakeJob::new(&rules, request(Making::Laser, "en"));
        job.text.push_str(" trailing words");
        assert!(
            matches!(job.make(), Err(MakeError::Rules(_))),
            "{:?}",
            job.make()
        );
        let mut job = MakeJob::new(&rules, request(Making::Laser, "xx"));
        assert!(matches!(job.make(), Err(MakeError::Language(_))));
        job.request.language = "en".into();
        job.request.options.size_mm = Some(5.0);
        assert!(matches!(job.make(), Err(MakeError::SizeOutOfRange(_))));
    }

    #[cfg(feature = "pdf")]
    #[test]
    fn a_pdf_job_makes_one_pdf_named_after_the_variant() {
        let rules = catalog::shipped("three-mens-morris").unwrap();
        let files = MakeJob::new(&rules, request(Making::Pdf, "fr"))
            .make()
            .unwrap();
        assert_eq!(files.len(), 1);
        assert_eq!(files[0].name, "three-mens-morris-board.pdf");
        assert_eq!(files[0].mime, "application/pdf");
        assert!(files[0].bytes.starts_with(b"%PDF-"));
    }
}

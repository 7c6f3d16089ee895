//! A stranger's puzzle set is proved against perfect play before it is
//! played, away from the UI: on the desktop on a thread of its own, in a
//! page in a Web Worker (`morris-web`). Both run [`prove_set`]. Dropping a
//! proof stops it.

use morris_ai::Stop;
use morris_ai::solve::SolveOptions;
use morris_i18n::puzzles as said;
use morris_learn::puzzles;

use crate::practice::thread_job::ThreadJob;

/// A set being proved: the app asks for its outcome at every frame.
pub trait SetProof: std::fmt::Debug {
    /// Once the proof has come: `Ok` for a set proved, else why it is refused.
    fn outcome(&mut self) -> Option<Result<(), String>>;
}

/// Reads the set's `text` (named `file`) and proves every puzzle against
/// the table from the user's cache folder, solving it if need be; why it
/// is refused, in the words of the language `language`.
pub fn prove_set(file: &str, text: &str, language: &str, stop: Stop) -> Result<(), String> {
    let options = SolveOptions {
        stop,
        ..SolveOptions::default()
    };
    let proved = puzzles::read_and_prove(file, text, &options).map(drop);
    let words = |err| morris_i18n::with_language(language, || said::prove_set_error(&err));
    proved.map_err(|err| words(err).unwrap_or_else(|e| e.to_string()))
}

/// A stranger's set waiting for its proof.
#[derive(Debug)]
pub(crate) struct PendingSet {
    pub(crate) file: String,
    pub(crate) text: String,
    pub(crate) proof: Box<dyn SetProof>,
}

/// A proof on a thread of the desktop's.
pub(crate) type ThreadProof = ThreadJob<()>;

impl ThreadProof {
    /// Starts proving the set's `text`, named `file`, with the user's tables.
    pub(crate) fn prove(file: &str, text: String) -> ThreadProof {
        let (file, language) = (file.to_string(), morris_i18n::language().code);
        ThreadJob::start("morris-prove", move |stop| {
            prove_set(&file, &text, language, stop)
        })
    }
}

impl SetProof for ThreadProof {
    fn outcome(&mut self) -> Option<Result<(), String>> {
        self.poll()
    }
}

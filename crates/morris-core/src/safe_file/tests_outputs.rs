//! A command's outputs checked together: inputs, one file under two
//! spellings, files nobody named, and all written or none.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use super::{FileKind, Output, OutputError, Outputs, Refusal, refusal};

fn files_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn an_output_that_is_an_input_is_refused_under_any_spelling() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("my.ron");
    fs::write(&input, "rules").unwrap();
    let spellings = [
        input.clone(),
        dir.path().join(".").join("my.ron"),
        dir.path().join("sub").join("..").join("my.ron"),
    ];
    fs::create_dir(dir.path().join("sub")).unwrap();
    for output in spellings {
        let err = Outputs::check(&[&input], vec![Output::named(&output)], false).unwrap_err();
        assert!(
            matches!(&err, OutputError::IsAnInput { output: o, .. } if *o == output),
            "{output:?}: {err:?}"
        );
    }
    assert_eq!(fs::read_to_string(&input).unwrap(), "rules");
}

#[cfg(unix)]
#[test]
fn an_output_through_a_linked_folder_or_a_hard_link_is_the_file_it_reaches() {
    let dir = tempfile::tempdir().unwrap();
    let real = dir.path().join("real");
    fs::create_dir(&real).unwrap();
    std::os::unix::fs::symlink(&real, dir.path().join("linked")).unwrap();
    let first = real.join("board.svg");
    let second = dir.path().join("linked").join("board.svg");
    let err = Outputs::check(
        &[],
        vec![Output::named(&first), Output::named(&second)],
        false,
    )
    .unwrap_err();
    assert!(
        matches!(&err, OutputError::SameFile { first: a, second: b } if *a == first && *b == second),
        "{err:?}"
    );
    let input = real.join("my.ron");
    fs::write(&input, "rules").unwrap();
    fs::hard_link(&input, real.join("other-name.ron")).unwrap();
    let err = Outputs::check(
        &[&input],
        vec![Output::named(real.join("other-name.ron"))],
        false,
    )
    .unwrap_err();
    assert!(matches!(err, OutputError::IsAnInput { .. }), "{err:?}");
}

#[test]
fn two_outputs_spelt_apart_are_one_file() {
    let dir = tempfile::tempdir().unwrap();
    let a = dir.path().join("x.out");
    let b = dir.path().join(".").join("x.out");
    let err = Outputs::check(&[], vec![Output::named(&a), Output::named(&b)], false).unwrap_err();
    assert!(matches!(err, OutputError::SameFile { .. }), "{err:?}");
    assert!(files_in(dir.path()).is_empty());
}

#[test]
fn a_file_nobody_named_is_replaced_only_when_forced() {
    let dir = tempfile::tempdir().unwrap();
    let (front, back) = (
        dir.path().join("mine.svg"),
        dir.path().join("mine-back.svg"),
    );
    fs::write(&front, "old front").unwrap();
    fs::write(&back, "someone's back").unwrap();
    let outputs = || vec![Output::named(&front), Output::derived(&back)];
    let err = Outputs::check(&[], outputs(), false).unwrap_err();
    assert!(
        matches!(&err, OutputError::WouldReplace { path } if *path == back),
        "{err:?}"
    );
    assert_eq!(fs::read_to_string(&back).unwrap(), "someone's back");
    // The named file alone is the user's to replace.
    Outputs::check(&[], vec![Output::named(&front)], false).unwrap();
    let forced = Outputs::check(&[], outputs(), true).unwrap();
    forced.write(&[b"front", b"back"]).unwrap();
    assert_eq!(fs::read_to_string(&back).unwrap(), "back");
    assert_eq!(files_in(dir.path()), ["mine-back.svg", "mine.svg"]);
}

#[test]
fn a_folder_among_the_outputs_is_refused_before_any_is_written() {
    let dir = tempfile::tempdir().unwrap();
    let front = dir.path().join("x.svg");
    fs::create_dir(dir.path().join("x-back.svg")).unwrap();
    let err = Outputs::check(
        &[],
        vec![
            Output::named(&front),
            Output::derived(dir.path().join("x-back.svg")),
        ],
        false,
    )
    .unwrap_err();
    let OutputError::Unwritable { source, .. } = &err else {
        panic!("{err:?}");
    };
    assert_eq!(
        refusal(source),
        Some(&Refusal::NotRegular(FileKind::Folder))
    );
    assert!(!front.exists());
    // `.` is a folder too, said as such.
    let err = Outputs::check(&[], vec![Output::named(".")], false).unwrap_err();
    let OutputError::Unwritable { source, .. } = &err else {
        panic!("{err:?}");
    };
    assert_eq!(
        refusal(source),
        Some(&Refusal::NotRegular(FileKind::Folder))
    );
}

#[test]
fn when_one_output_fails_none_is_written_and_the_old_files_stay() {
    let dir = tempfile::tempdir().unwrap();
    let paths: Vec<PathBuf> = ["a.svg", "b.svg", "c.pdf"]
        .iter()
        .map(|n| dir.path().join(n))
        .collect();
    fs::write(&paths[0], "old a").unwrap();
    let outputs = Outputs::check(&[], paths.iter().map(Output::named).collect(), false).unwrap();
    let mut moves = 0;
    let err = outputs
        .write_with(&[b"new a", b"new b", b"new c"], |from, to| {
            moves += 1;
            if moves == 3 {
                return Err(io::Error::other("disk gone"));
            }
            fs::rename(from, to)
        })
        .unwrap_err();
    assert_eq!(err.0, 2);
    assert_eq!(fs::read_to_string(&paths[0]).unwrap(), "old a");
    assert_eq!(files_in(dir.path()), ["a.svg"], "no new file, no temporary");
    outputs.write(&[b"new a", b"new b", b"new c"]).unwrap();
    assert_eq!(fs::read_to_string(&paths[2]).unwrap(), "new c");
    assert_eq!(files_in(dir.path()), ["a.svg", "b.svg", "c.pdf"]);
}

//! The safe file functions against what a stranger or another local user
//! might put in their way: devices, FIFOs, folders, links and read-only files.

use std::path::{Path, PathBuf};

use super::atomic_write::write_then_rename;
use super::*;

fn files_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn a_file_larger_than_the_cap_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("big.ron");
    fs::write(&path, vec![b'x'; 101]).unwrap();
    let err = read_regular(&path, 100).unwrap_err();
    assert_eq!(refusal(&err), Some(&Refusal::TooLarge { cap: 100 }));
    assert_eq!(read_regular(&path, 101).unwrap().len(), 101);
}

#[test]
fn a_folder_is_not_read() {
    let dir = tempfile::tempdir().unwrap();
    let err = read_regular(dir.path(), TEXT_CAP).unwrap_err();
    assert_eq!(refusal(&err), Some(&Refusal::NotRegular(FileKind::Folder)));
}

#[cfg(unix)]
#[test]
fn dev_zero_is_refused_at_once() {
    let err = read_regular(Path::new("/dev/zero"), TEXT_CAP).unwrap_err();
    assert_eq!(refusal(&err), Some(&Refusal::NotRegular(FileKind::Device)));
}

#[cfg(unix)]
#[test]
fn a_fifo_is_refused_without_waiting_for_a_writer() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("pipe");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    if !made.is_ok_and(|s| s.success()) {
        // No mkfifo on this system: nothing to test.
        return;
    }
    let err = read_regular(&fifo, TEXT_CAP).unwrap_err();
    assert_eq!(refusal(&err), Some(&Refusal::NotRegular(FileKind::Fifo)));
}

#[test]
fn a_save_leaves_no_temporary_file_and_a_failed_one_the_old_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.pgn");
    write_atomic(&path, b"one").unwrap();
    assert_eq!(fs::read(&path).unwrap(), b"one");
    let err = write_then_rename(&path, b"two", |_, _| Err(io::Error::other("killed"))).unwrap_err();
    assert_eq!(err.to_string(), "killed");
    assert_eq!(fs::read(&path).unwrap(), b"one");
    assert_eq!(files_in(dir.path()), ["game.pgn"]);
}

#[test]
fn a_path_ending_with_a_separator_names_a_folder() {
    let dir = tempfile::tempdir().unwrap();
    let path = PathBuf::from(format!("{}/game.pgn/", dir.path().display()));
    let err = write_atomic(&path, b"x").unwrap_err();
    assert_eq!(refusal(&err), Some(&Refusal::NamesFolder));
    assert!(files_in(dir.path()).is_empty());
}

#[test]
fn existing_target_says_whether_to_ask_first() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.pgn");
    assert!(!existing_target(&path).unwrap());
    fs::write(&path, "old").unwrap();
    assert!(existing_target(&path).unwrap());
    let err = existing_target(dir.path()).unwrap_err();
    assert_eq!(refusal(&err), Some(&Refusal::NotRegular(FileKind::Folder)));
    assert_eq!(fs::read_to_string(&path).unwrap(), "old");
}

#[test]
fn a_save_is_checked_before_the_work_and_leaves_nothing() {
    let dir = tempfile::tempdir().unwrap();
    check_writable(&dir.path().join("game.pgn")).unwrap();
    assert!(files_in(dir.path()).is_empty());
    let err = check_writable(&dir.path().join("no-folder/game.pgn")).unwrap_err();
    assert_eq!(err.kind(), io::ErrorKind::NotFound);
    let err = check_writable(dir.path()).unwrap_err();
    assert_eq!(refusal(&err), Some(&Refusal::NotRegular(FileKind::Folder)));
    #[cfg(unix)]
    {
        std::os::unix::fs::symlink("/etc/passwd", dir.path().join("link.pgn")).unwrap();
        let err = check_writable(&dir.path().join("link.pgn")).unwrap_err();
        assert_eq!(refusal(&err), Some(&Refusal::Symlink));
    }
}

#[test]
fn a_folder_is_not_replaced() {
    let dir = tempfile::tempdir().unwrap();
    fs::create_dir(dir.path().join("games")).unwrap();
    let err = write_atomic(&dir.path().join("games"), b"x").unwrap_err();
    assert_eq!(refusal(&err), Some(&Refusal::NotRegular(FileKind::Folder)));
}

#[cfg(unix)]
#[test]
fn a_symlink_is_refused_and_its_target_left_alone() {
    let dir = tempfile::tempdir().unwrap();
    let target = dir.path().join("precious");
    fs::write(&target, "keep me").unwrap();
    let link = dir.path().join("game.pgn");
    std::os::unix::fs::symlink(&target, &link).unwrap();
    let err = write_atomic(&link, b"x").unwrap_err();
    assert_eq!(refusal(&err), Some(&Refusal::Symlink));
    assert_eq!(fs::read_to_string(&target).unwrap(), "keep me");
    assert!(
        fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
}

#[cfg(unix)]
#[test]
fn a_file_named_by_another_is_not_read_through_a_link() {
    let dir = tempfile::tempdir().unwrap();
    let target = dir.path().join("secret");
    fs::write(&target, "not yours").unwrap();
    let link = dir.path().join("notes.ron");
    std::os::unix::fs::symlink(&target, &link).unwrap();
    let err = read_regular_here(&link, TEXT_CAP).unwrap_err();
    assert_eq!(refusal(&err), Some(&Refusal::LinkNotFollowed));
    assert!(!err.to_string().contains("not yours"));
    assert_eq!(read_regular(&link, TEXT_CAP).unwrap(), b"not yours");
    assert_eq!(read_regular_here(&target, TEXT_CAP).unwrap(), b"not yours");
}

#[cfg(unix)]
#[test]
fn a_planted_symlink_at_a_temporary_name_is_never_followed() {
    let dir = tempfile::tempdir().unwrap();
    let target = dir.path().join("precious");
    fs::write(&target, "keep me").unwrap();
    // The old predictable name, and a few more guesses.
    for guess in [
        format!(".game.pgn.{}.tmp", std::process::id()),
        ".game.pgn.tmp".to_string(),
    ] {
        std::os::unix::fs::symlink(&target, dir.path().join(guess)).unwrap();
    }
    write_atomic(&dir.path().join("game.pgn"), b"the record").unwrap();
    assert_eq!(fs::read_to_string(&target).unwrap(), "keep me");
    assert_eq!(
        fs::read_to_string(dir.path().join("game.pgn")).unwrap(),
        "the record"
    );
}

#[cfg(unix)]
#[test]
fn a_saved_file_keeps_its_permissions_and_a_read_only_one_is_refused() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.pgn");
    fs::write(&path, "old").unwrap();
    fs::set_permissions(&path, fs::Permissions::from_mode(0o600)).unwrap();
    write_atomic(&path, b"new").unwrap();
    let mode = fs::metadata(&path).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o600);
    fs::set_permissions(&path, fs::Permissions::from_mode(0o444)).unwrap();
    let err = write_atomic(&path, b"newer").unwrap_err();
    assert_eq!(refusal(&err), Some(&Refusal::ReadOnly));
    assert_eq!(fs::read_to_string(&path).unwrap(), "new");
    let mode = fs::metadata(&path).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o444);
}

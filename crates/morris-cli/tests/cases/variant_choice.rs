//! One way in for every command: `--variant ID` and `--rules FILE` (a bare
//! VARIANT|FILE says the same where a command takes one), and `rules check`
//! takes ids as `rules show` does.

use super::{Morris, TRIANGLE};

fn nodes(run: &super::Run) -> String {
    assert_eq!(run.code, 0, "{}", run.stderr);
    run.stdout.lines().next().unwrap().to_string()
}

#[test]
fn perft_names_its_variant_every_way() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("triangle.ron"), TRIANGLE).unwrap();
    let morris = Morris::new().dir(dir.path());
    let by_name = nodes(&morris.run(&["perft", "six-mens-morris", "3"]));
    assert_eq!(by_name, "nodes 3360");
    assert_eq!(
        nodes(&morris.run(&["perft", "--variant", "six-mens-morris", "3"])),
        by_name
    );
    let file = nodes(&morris.run(&["perft", "triangle.ron", "3"]));
    assert_eq!(
        nodes(&morris.run(&["perft", "--rules", "triangle.ron", "3"])),
        file
    );
    // The default variant, as everywhere.
    assert_eq!(nodes(&morris.run(&["perft", "3"])), "nodes 12144");
    // Two names for the variant: refused, not one of them silently.
    for default_spelt_out in [false, true] {
        let other = if default_spelt_out {
            "nine-mens-morris"
        } else {
            "achi"
        };
        let both = morris.run(&["perft", "tapatan", "3", "--variant", other]);
        assert_eq!(both.code, 2, "{}", both.stdout);
        assert!(both.stderr.contains("give one"), "{}", both.stderr);
    }
}

#[test]
fn analyze_solve_and_selfplay_take_variant_and_rules() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("triangle.ron"), TRIANGLE).unwrap();
    let morris = Morris::new().dir(dir.path());
    let analyze = morris.run(&["analyze", "--rules", "triangle.ron", "--depth", "2"]);
    assert_eq!(analyze.code, 0, "{}", analyze.stderr);
    assert!(
        analyze.stdout.starts_with("Position: ......"),
        "{}",
        analyze.stdout
    );
    let selfplay = morris.run(&[
        "selfplay",
        "--variant",
        "three-mens-morris",
        "--games",
        "1",
        "--time",
        "0.01",
    ]);
    assert_eq!(selfplay.code, 0, "{}", selfplay.stderr);
    let both = morris.run(&["analyze", "tapatan", "--variant", "achi"]);
    assert_eq!(both.code, 2, "a bare variant and --variant conflict");
}

#[test]
fn rules_check_takes_ids_and_files() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("triangle.ron"), TRIANGLE).unwrap();
    let run =
        Morris::new()
            .dir(dir.path())
            .run(&["rules", "check", "russian-mill", "triangle.ron"]);
    assert_eq!(run.code, 0, "{}{}", run.stdout, run.stderr);
    assert!(
        run.stdout.starts_with("russian-mill: ok (Russian Mill"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains("triangle.ron: ok (Tiny Triangle"),
        "{}",
        run.stdout
    );
}

#[test]
fn the_engine_starts_from_a_rules_file() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("tiny-triangle.ron"), TRIANGLE).unwrap();
    let run = Morris::new().dir(dir.path()).stdin("d\nquit\n").run(&[
        "engine",
        "--rules",
        "tiny-triangle.ron",
    ]);
    assert!(
        run.stdout.contains("variant tiny-triangle"),
        "{}",
        run.stdout
    );
}

#[test]
fn the_engine_reads_rules_as_a_file_and_a_variant_as_an_id() {
    let dir = tempfile::tempdir().unwrap();
    // A rules file named without `.ron` is still a file.
    std::fs::write(dir.path().join("triangle"), TRIANGLE).unwrap();
    let morris = Morris::new().dir(dir.path()).stdin("d\nquit\n");
    let run = morris.run(&["engine", "--rules", "triangle"]);
    assert!(run.stdout.contains("variant triangle"), "{}", run.stdout);
    // ...and `--variant` names a variant, never a file.
    std::fs::write(dir.path().join("tiny.ron"), TRIANGLE).unwrap();
    let run = morris.run(&["engine", "--variant", "tiny.ron"]);
    assert_eq!(run.code, 2, "{}{}", run.stdout, run.stderr);
    assert!(run.stderr.contains("tiny.ron"), "{}", run.stderr);
}

#[test]
fn rules_show_takes_variant_and_rules_too() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("triangle.ron"), TRIANGLE).unwrap();
    let morris = Morris::new().dir(dir.path());
    let bare = morris.run(&["rules", "show", "triangle.ron"]);
    assert_eq!(bare.code, 0, "{}", bare.stderr);
    let flagged = morris.run(&["rules", "show", "--rules", "triangle.ron"]);
    assert_eq!(flagged.code, 0, "{}", flagged.stderr);
    assert_eq!(flagged.stdout, bare.stdout);
    let by_id = morris.run(&["rules", "show", "--variant", "tapatan"]);
    assert_eq!(
        by_id.stdout,
        morris.run(&["rules", "show", "tapatan"]).stdout
    );
    let both = morris.run(&["rules", "show", "tapatan", "--rules", "triangle.ron"]);
    assert_eq!(both.code, 2, "{}", both.stdout);
}

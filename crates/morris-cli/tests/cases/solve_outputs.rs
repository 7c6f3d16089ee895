//! The writers of `morris solve` and `morris rules upgrade` through the one
//! checked output path: a plan never written over its rules file nor over a
//! plan already there without --force (all of it or none), a solved table
//! never over the rules file it is solved for, and `rules upgrade` refusing
//! a file it could not save before it reads it.

use std::fs;

use morris_core::catalog::Catalog;

use super::Morris;

const MINE: &str = "(base: \"nine-mens-morris\", name: \"Mine\")";

fn plan(dir: &std::path::Path, rules: &str, force: bool) -> super::Run {
    let mut args = vec![
        "solve",
        "--rules",
        rules,
        "--no-flying",
        "--sectors",
        "max=8",
        "--plan",
        "slurm",
        "--plan-dir",
        "plan",
        "--plan-cache",
        "shared",
    ];
    if force {
        args.push("--force");
    }
    Morris::new().dir(dir).run(&args)
}

#[test]
fn a_plan_is_never_written_over_its_rules_nor_over_a_plan_unless_forced() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("mine.ron"), MINE).unwrap();
    let first = plan(dir.path(), "mine.ron", false);
    assert_eq!(first.code, 0, "{}", first.stderr);
    let submit = dir.path().join("plan/submit.sh");
    fs::write(&submit, "# mine\n").unwrap();
    // A plan there already: nothing replaced, and the file named.
    let again = plan(dir.path(), "mine.ron", false);
    assert_eq!(again.code, 2, "{}", again.stderr);
    assert!(
        again.stderr.contains("exists and was not named"),
        "{}",
        again.stderr
    );
    assert_eq!(fs::read_to_string(&submit).unwrap(), "# mine\n");
    let forced = plan(dir.path(), "mine.ron", true);
    assert_eq!(forced.code, 0, "{}", forced.stderr);
    assert!(fs::read_to_string(&submit).unwrap().contains("sbatch"));
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = fs::metadata(&submit).unwrap().permissions().mode();
        assert_eq!(mode & 0o111, 0o111, "{mode:o}");
    }
    // The rules read, under the name of a file of the plan: refused, forced or not.
    fs::copy(
        dir.path().join("mine.ron"),
        dir.path().join("plan/plan.json"),
    )
    .unwrap();
    let over = plan(dir.path(), "plan/plan.json", true);
    assert_eq!(over.code, 2, "{}", over.stderr);
    assert!(
        over.stderr.contains("which this command reads"),
        "{}",
        over.stderr
    );
    assert_eq!(
        fs::read_to_string(dir.path().join("plan/plan.json")).unwrap(),
        MINE
    );
}

#[test]
fn a_table_is_never_written_over_the_rules_it_is_solved_for() {
    let dir = tempfile::tempdir().unwrap();
    let cache = dir.path().join("cache");
    fs::create_dir(&cache).unwrap();
    let rules_file = dir.path().join("tiny.ron");
    fs::write(&rules_file, "(base: \"three-mens-morris\", name: \"Tiny\")").unwrap();
    let rules = Catalog::with_user_dir(None).load_file(&rules_file).unwrap();
    // The table's name in the cache, another name for the rules file.
    let table = cache.join(morris_ai::solve::table_file_name(&rules));
    fs::hard_link(&rules_file, &table).unwrap();
    let run = Morris::new()
        .dir(dir.path())
        .cache_dir(&cache)
        .run(&["solve", "--rules", "tiny.ron"]);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(
        run.stderr.contains("which this command reads"),
        "{}",
        run.stderr
    );
    assert!(fs::read_to_string(&rules_file).unwrap().contains("Tiny"));
    // Elsewhere, the same rules are solved and their table saved.
    fs::remove_file(&table).unwrap();
    let solved = Morris::new()
        .dir(dir.path())
        .cache_dir(&cache)
        .run(&["solve", "--rules", "tiny.ron"]);
    assert_eq!(solved.code, 0, "{}", solved.stderr);
    assert!(table.exists());
}

#[cfg(unix)]
#[test]
fn rules_upgrade_refuses_a_file_it_cannot_save_before_reading_it() {
    let dir = tempfile::tempdir().unwrap();
    let real = dir.path().join("real.ron");
    let old = fs::read_to_string(super::workspace().join("rules/three-mens-morris.ron")).unwrap();
    fs::write(&real, &old).unwrap();
    let link = dir.path().join("link.ron");
    std::os::unix::fs::symlink(&real, &link).unwrap();
    let run = Morris::new()
        .dir(dir.path())
        .run(&["rules", "upgrade", "link.ron"]);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(run.stderr.contains("link.ron"), "{}", run.stderr);
    assert!(run.stderr.contains("symbolic link"), "{}", run.stderr);
    assert!(run.stdout.is_empty(), "{}", run.stdout);
    assert_eq!(fs::read_to_string(&real).unwrap(), old);
}

//! The plan of a sector solve for a batch scheduler: every pair of sectors
//! to solve as a job of its own, with the pairs it depends on directly, in an
//! order where each job comes after those it depends on. The jobs may run on
//! several machines sharing one cache folder: each solves its pair with
//! [`solve_sectors_in_parts`](super::solve_sectors_in_parts), which loads the
//! pairs it depends on from that folder, so that a job reruns cheaply and a
//! plan resumes.

use std::collections::BTreeSet;

use morris_core::Rules;

use super::layers::{LayerKey, read_by_pair};
use super::sector::Sector;
use super::sector::sector_file_name;
use super::sector_estimate::{estimate_pair_alone, estimate_sectors};
use super::{SolveError, SolveOptions};

/// One job of a plan: a pair of sectors and the pairs it needs solved first.
#[derive(Clone, Debug, PartialEq)]
pub struct PlanJob {
    /// The pair, named by its larger side: 4-3 holds 4-3 and 3-4.
    pub pair: Sector,
    /// The pair's file in the cache folder ([`sector_file_name`]).
    pub file_name: String,
    /// The pairs a removal in one of its positions leads to, each an earlier
    /// job of the plan; pairs already decided (a side with too few pieces)
    /// are no jobs and not listed.
    pub depends_on: Vec<Sector>,
    /// Positions of the pair, before symmetry reduction.
    pub positions: u128,
    /// Estimated peak memory of the job in bytes: the pair solved with every
    /// pair before it on disk, as its dependencies' jobs leave them.
    pub bytes: u128,
}

/// Every job of a sector solve, each after the jobs it depends on.
#[derive(Clone, Debug, PartialEq)]
pub struct SectorPlan {
    pub jobs: Vec<PlanJob>,
}

/// The plan of solving `sectors` of `rules` and every sector they depend on,
/// with the options' cache folder as the jobs' shared folder. The same
/// errors as [`estimate_sectors`]: a sector the rules do not have, or rules
/// the solver does not model.
///
/// ```
/// use morris_ai::solve::{Sector, SolveOptions, plan_sectors};
/// let nine = morris_core::catalog::shipped("nine-mens-morris").unwrap();
/// let plan = plan_sectors(&nine, &[Sector::new(4, 4)], &SolveOptions::default()).unwrap();
/// let pairs: Vec<String> = plan.jobs.iter().map(|j| j.pair.to_string()).collect();
/// assert_eq!(pairs, ["3-3", "4-3", "4-4"]);
/// assert_eq!(plan.jobs[2].depends_on, [Sector::new(4, 3)]);
/// ```
pub fn plan_sectors(
    rules: &Rules,
    sectors: &[Sector],
    options: &SolveOptions,
) -> Result<SectorPlan, SolveError> {
    // The estimate checks the rules and the sectors, and lists every sector
    // of the closure in solve order: fewer pieces first.
    let whole = estimate_sectors(rules, sectors, options)?;
    let points = rules.point_count();
    let mut jobs = Vec::new();
    for &pair in whole.sectors.iter().filter(|s| s.pair_name() == **s) {
        let members: BTreeSet<Sector> = [pair, pair.swapped()].into();
        let keys: Vec<LayerKey> = members.iter().map(|m| m.key()).collect();
        let depends_on: BTreeSet<Sector> = read_by_pair(rules, &keys)
            .into_iter()
            .filter_map(Sector::of_key)
            .map(Sector::pair_name)
            .collect();
        let positions = keys.iter().map(|k| k.raw_size(points)).sum();
        // Each job loads the pairs before it from the shared folder.
        let bytes = estimate_pair_alone(rules, pair)?.bytes;
        jobs.push(PlanJob {
            pair,
            file_name: sector_file_name(rules, pair),
            depends_on: depends_on.into_iter().collect(),
            positions,
            bytes,
        });
    }
    Ok(SectorPlan { jobs })
}

#[cfg(test)]
mod tests {
    use super::*;
    use morris_core::catalog;

    fn plan_of(variant: &str, sectors: &[Sector]) -> Result<SectorPlan, SolveError> {
        let rules = catalog::shipped(variant).unwrap();
        let empty = tempfile::tempdir().unwrap();
        let options = SolveOptions {
            cache_dir: Some(empty.path().to_path_buf()),
            ..SolveOptions::default()
        };
        plan_sectors(&rules, sectors, &options)
    }

    fn nine_up_to_8() -> SectorPlan {
        let rules = catalog::shipped("nine-mens-morris").unwrap();
        let wanted = "max=8"
            .parse::<super::super::SectorChoice>()
            .unwrap()
            .sectors(&rules)
            .unwrap();
        plan_of("nine-mens-morris", &wanted).unwrap()
    }

    fn job(plan: &SectorPlan, pair: &str) -> PlanJob {
        let pair: Sector = pair.parse().unwrap();
        plan.jobs.iter().find(|j| j.pair == pair).unwrap().clone()
    }

    #[test]
    fn nine_mens_morris_up_to_8_pieces_is_four_jobs_each_with_its_removals() {
        let plan = nine_up_to_8();
        let pairs: Vec<String> = plan.jobs.iter().map(|j| j.pair.to_string()).collect();
        assert_eq!(pairs, ["3-3", "4-3", "4-4", "5-3"]);
        let deps = |pair| -> Vec<String> {
            let job = job(&plan, pair);
            job.depends_on.iter().map(Sector::to_string).collect()
        };
        assert!(deps("3-3").is_empty(), "3-3 leads only to decided sectors");
        // 3-4 removes to 3-3; 4-3 removes to 2-4, decided.
        assert_eq!(deps("4-3"), ["3-3"]);
        // 4-4 removes to 3-4, stored with 4-3; not to 3-3 directly.
        assert_eq!(deps("4-4"), ["4-3"]);
        // 3-5 removes to 4-3; 5-3 removes to 2-5, decided.
        assert_eq!(deps("5-3"), ["4-3"]);
    }

    #[test]
    fn every_dependency_is_an_earlier_job_and_no_job_is_decided() {
        let rules = catalog::shipped("nine-mens-morris").unwrap();
        let plan = plan_of("nine-mens-morris", &[Sector::new(6, 5), Sector::new(7, 3)]).unwrap();
        assert!(plan.jobs.len() > 8, "{plan:?}");
        for (i, job) in plan.jobs.iter().enumerate() {
            assert!(job.pair.mover >= job.pair.other, "{job:?}");
            assert!(job.pair.other >= rules.lose_below(), "{job:?}");
            for dep in &job.depends_on {
                let at = plan.jobs.iter().position(|j| j.pair == *dep);
                assert!(at.is_some_and(|at| at < i), "{dep} before {job:?}");
            }
        }
        let pairs: BTreeSet<Sector> = plan.jobs.iter().map(|j| j.pair).collect();
        assert_eq!(pairs.len(), plan.jobs.len(), "each pair once");
    }

    #[test]
    fn a_job_names_its_file_and_sizes_its_pair() {
        let rules = catalog::shipped("nine-mens-morris").unwrap();
        let plan = nine_up_to_8();
        let three = job(&plan, "3-3");
        let four = job(&plan, "4-3");
        assert_eq!(four.file_name, sector_file_name(&rules, Sector::new(3, 4)));
        // 3-3 alone: C(24,3) * C(21,3); 4-3 with its twin 3-4, twice C(24,4) * C(20,3).
        assert_eq!(three.positions, 2024 * 1330);
        assert_eq!(four.positions, 2 * 10626 * 1140);
        assert!(three.bytes > 0 && four.bytes > three.bytes, "{plan:?}");
    }

    #[test]
    fn a_sector_the_rules_lack_and_rules_not_modelled_are_errors() {
        let decided = plan_of("nine-mens-morris", &[Sector::new(2, 5)]);
        assert!(
            matches!(decided, Err(SolveError::NoSuchSector { .. })),
            "{decided:?}"
        );
        let too_many = plan_of("nine-mens-morris", &[Sector::new(10, 3)]);
        assert!(
            matches!(too_many, Err(SolveError::NoSuchSector { .. })),
            "{too_many:?}"
        );
        let marks = plan_of("da-san-qi", &[Sector::new(3, 3)]);
        assert!(
            matches!(marks, Err(SolveError::Unsupported { .. })),
            "{marks:?}"
        );
    }
}

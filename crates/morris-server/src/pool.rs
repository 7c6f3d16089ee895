//! Quick pairing: who in the pool plays whom. Players of one variant, clock
//! and kind (rated or not) are paired by closest rating, the longest waiting
//! first, within a range that widens as they wait.

use std::time::Duration;

/// The rating difference a pairing accepts at once...
const RANGE_AT_ONCE: f64 = 100.0;
/// ...and what each second of waiting adds to it (the longer wait counts).
const RANGE_PER_SECOND: f64 = 25.0;
/// How often each server process looks at the pool.
pub const POOL_TICK: Duration = Duration::from_millis(500);

/// A player waiting in the pool.
#[derive(Clone, Debug, PartialEq)]
pub struct PoolEntry {
    pub id: String,
    /// The player's name key; `None` without a name (casual only).
    pub player: Option<String>,
    pub address: String,
    /// Entries pair only within one group: variant, clock and kind.
    pub group: String,
    pub rated: bool,
    /// The rating in the group's variant (a newcomer's, or 1500 without a name).
    pub rating: f64,
    pub since_ms: i64,
}

/// The rating difference accepted after waiting `waited_ms`.
pub fn range(waited_ms: i64) -> f64 {
    RANGE_AT_ONCE + RANGE_PER_SECOND * (waited_ms.max(0) as f64 / 1000.0)
}

/// Whether `a` and `b` may play each other at all.
fn may_pair(a: &PoolEntry, b: &PoolEntry, shared_address_rated: bool) -> bool {
    if a.group != b.group {
        return false;
    }
    if matches!((&a.player, &b.player), (Some(x), Some(y)) if x == y) {
        return false;
    }
    !a.rated
        || (a.player.is_some()
            && b.player.is_some()
            && (shared_address_rated || a.address != b.address))
}

/// The pairs to make now, as indices into `entries`: each entry at most
/// once, the longest waiting served first with the closest rating in range.
pub fn pairs(
    entries: &[PoolEntry],
    now_ms: i64,
    shared_address_rated: bool,
) -> Vec<(usize, usize)> {
    let mut order: Vec<usize> = (0..entries.len()).collect();
    order.sort_by_key(|&i| (entries[i].since_ms, entries[i].id.clone()));
    let mut used = vec![false; entries.len()];
    let mut made = Vec::new();
    for &i in &order {
        if used[i] {
            continue;
        }
        let a = &entries[i];
        let best = order
            .iter()
            .copied()
            .filter(|&j| j != i && !used[j] && may_pair(a, &entries[j], shared_address_rated))
            .map(|j| (j, (a.rating - entries[j].rating).abs()))
            .filter(|&(j, gap)| {
                let waited = now_ms - a.since_ms.min(entries[j].since_ms);
                gap <= range(waited)
            })
            .min_by(|x, y| x.1.total_cmp(&y.1));
        if let Some((j, _)) = best {
            used[i] = true;
            used[j] = true;
            made.push((i, j));
        }
    }
    made
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(id: &str, rating: f64, since_ms: i64) -> PoolEntry {
        PoolEntry {
            id: id.to_string(),
            player: Some(id.to_lowercase()),
            address: format!("addr-{id}"),
            group: "nine-mens-morris 5m+3s rated".to_string(),
            rated: true,
            rating,
            since_ms,
        }
    }

    #[test]
    fn the_closest_rating_in_range_is_chosen_and_the_range_widens_with_waiting() {
        let pool = [
            entry("Ada", 1500.0, 0),
            entry("Bo", 1750.0, 0),
            entry("Cyd", 1560.0, 500),
        ];
        // Ada waits longest: Cyd (60 apart) before Bo (250 apart).
        assert_eq!(pairs(&pool, 1_000, false), [(0, 2)]);
        // Alone with Bo, Ada waits until the range reaches 250: six seconds.
        let two = [entry("Ada", 1500.0, 0), entry("Bo", 1750.0, 0)];
        assert!(pairs(&two, 5_000, false).is_empty());
        assert_eq!(pairs(&two, 6_000, false), [(0, 1)]);
        assert_eq!(range(0), 100.0);
    }

    #[test]
    fn nobody_plays_themself_another_group_or_rated_from_one_address() {
        let mut twin = entry("Ada", 1500.0, 0);
        twin.id = "Ada-again".to_string();
        twin.player = Some("ada".to_string());
        assert!(pairs(&[entry("Ada", 1500.0, 0), twin], 60_000, true).is_empty());

        let mut other_clock = entry("Bo", 1500.0, 0);
        other_clock.group = "nine-mens-morris 1m+0s rated".to_string();
        assert!(pairs(&[entry("Ada", 1500.0, 0), other_clock], 60_000, true).is_empty());

        let mut same_address = entry("Bob", 1500.0, 0);
        same_address.address = entry("Ada", 0.0, 0).address;
        let pool = [entry("Ada", 1500.0, 0), same_address];
        assert!(pairs(&pool, 60_000, false).is_empty());
        assert_eq!(pairs(&pool, 60_000, true), [(0, 1)]);

        let mut anonymous = entry("Bo", 1500.0, 0);
        anonymous.player = None;
        assert!(pairs(&[entry("Ada", 1500.0, 0), anonymous], 60_000, true).is_empty());
    }

    #[test]
    fn each_entry_pairs_once() {
        let pool: Vec<PoolEntry> = (0..7)
            .map(|i| entry(&format!("P{i}"), 1500.0 + f64::from(i), i64::from(i)))
            .collect();
        let made = pairs(&pool, 10, false);
        assert_eq!(made.len(), 3);
        let mut seen: Vec<usize> = made.iter().flat_map(|&(a, b)| [a, b]).collect();
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(seen.len(), 6);
    }
}

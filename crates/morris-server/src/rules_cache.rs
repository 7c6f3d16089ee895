//! The compiled rules shared by every room that plays the same file: a
//! thousand rooms of Nine Men's Morris hold one `Rules`, not a thousand.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use morris_core::Rules;
use morris_online::{RoomRulesError, RulesText, compile_rules};

/// Distinct rules kept at most; past it the cache starts again (uploads
/// could otherwise fill memory).
const MAX_ENTRIES: usize = 256;

type Key = (String, String, String, Option<bool>);

fn cache() -> &'static Mutex<HashMap<Key, Arc<Rules>>> {
    static CACHE: OnceLock<Mutex<HashMap<Key, Arc<Rules>>>> = OnceLock::new();
    CACHE.get_or_init(|| Mutex::new(HashMap::new()))
}

/// The rules of `text` with flying as `flying`, compiled once.
pub fn compiled(text: &RulesText, flying: Option<bool>) -> Result<Arc<Rules>, RoomRulesError> {
    let key = (
        text.id.clone(),
        text.origin.clone(),
        text.text.clone(),
        flying,
    );
    if let Some(rules) = cache().lock().unwrap_or_else(|e| e.into_inner()).get(&key) {
        return Ok(Arc::clone(rules));
    }
    let rules = Arc::new(compile_rules(text, flying)?);
    let mut cache = cache().lock().unwrap_or_else(|e| e.into_inner());
    if cache.len() >= MAX_ENTRIES {
        cache.clear();
    }
    Ok(Arc::clone(cache.entry(key).or_insert(rules)))
}

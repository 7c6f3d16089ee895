//! What a player should hear about rules that loaded: kept with the rules
//! ([`crate::Rules::warnings`]), so that every front end says it, however it
//! found the variant.

use crate::rules_file::bases::StandIn;

/// Something about how a rules file loaded that may make it another game
/// here than elsewhere.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum LoadWarning {
    /// An unpinned base that a user's file stands in for: the file plays
    /// that file's game, not the shipped variant its base names.
    #[error("the base {:?} is your file {}, not the shipped variant", .0.id, .0.origin)]
    BaseStandIn(StandIn),
}

//! What a player should hear about rules that loaded: kept with the rules
//! ([`crate::Rules::warnings`]), so that every front end says it, however it
//! found the variant.

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

/// A base met while laying a rules text: a user's file standing in for the
/// shipped variant its id names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StandIn {
    /// The id the base is named by (`base: "six-mens-morris"`).
    pub id: String,
    /// The file found instead of the shipped one.
    pub origin: String,
}

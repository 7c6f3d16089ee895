-- Version 4: the opening explorer's index over the archive. Each archived
-- game adds one to each turn it played, filed under its variant (a shipped
-- id, or a user variant's fingerprint) and the position the turn was played
-- from (morris-core's position hash, as a signed 64-bit number), in the
-- same transaction that archives it.
CREATE TABLE explorer (
    variant_key TEXT NOT NULL,
    position BIGINT NOT NULL,
    turn TEXT NOT NULL,
    games BIGINT NOT NULL,
    white_wins BIGINT NOT NULL,
    draws BIGINT NOT NULL,
    black_wins BIGINT NOT NULL,
    rating_sum DOUBLE PRECISION NOT NULL,
    rating_count BIGINT NOT NULL,
    PRIMARY KEY (variant_key, position, turn)
);

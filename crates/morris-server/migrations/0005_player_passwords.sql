-- Version 5: a player's optional password (an Argon2id PHC string), and the
-- keys of the other devices a player came from with it (each stored as its
-- SHA-256, as the first key is in players.key_hash).
ALTER TABLE players ADD COLUMN password_hash TEXT;
CREATE TABLE player_keys (
    name_key TEXT NOT NULL,
    key_hash TEXT NOT NULL,
    added_ms BIGINT NOT NULL,
    PRIMARY KEY (name_key, key_hash)
);

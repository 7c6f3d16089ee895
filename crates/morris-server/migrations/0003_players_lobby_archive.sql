-- Version 3: players (a name and the hash of the key their program keeps),
-- their ratings per variant, the lobby's open challenges, the rooms it
-- paired (the live games to watch), and the archive of finished games.
CREATE TABLE players (
    name_key TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    key_hash TEXT NOT NULL,
    created_ms BIGINT NOT NULL
);
CREATE TABLE ratings (
    player_key TEXT NOT NULL,
    variant_key TEXT NOT NULL,
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    games BIGINT NOT NULL,
    PRIMARY KEY (player_key, variant_key)
);
CREATE INDEX ratings_by_variant ON ratings (variant_key, rating);
CREATE TABLE seeks (
    id TEXT PRIMARY KEY,
    player_key TEXT,
    address TEXT NOT NULL,
    seat_hash TEXT NOT NULL,
    variant_key TEXT NOT NULL,
    rated BIGINT NOT NULL,
    body TEXT NOT NULL,
    alive_ms BIGINT NOT NULL,
    taken_room TEXT,
    -- A quick-pairing pool entry (not listed), and when it was made.
    pool BIGINT NOT NULL,
    created_ms BIGINT NOT NULL
);
CREATE INDEX seeks_by_address ON seeks (address);
CREATE TABLE lobby_rooms (
    room_id TEXT PRIMARY KEY,
    body TEXT NOT NULL,
    started_ms BIGINT NOT NULL,
    finished BIGINT NOT NULL
);
CREATE INDEX lobby_rooms_live ON lobby_rooms (finished, started_ms);
CREATE TABLE games (
    id TEXT PRIMARY KEY,
    finished_ms BIGINT NOT NULL,
    variant_key TEXT NOT NULL,
    white_key TEXT,
    black_key TEXT,
    rated BIGINT NOT NULL,
    body TEXT NOT NULL,
    record TEXT NOT NULL
);
CREATE INDEX games_by_time ON games (finished_ms);
CREATE INDEX games_by_white ON games (white_key, finished_ms);
CREATE INDEX games_by_black ON games (black_key, finished_ms);
CREATE INDEX games_by_variant ON games (variant_key, finished_ms);

-- Version 1: the rooms and their events. IF NOT EXISTS: a database made
-- before the schema had versions already holds these tables, and is taken
-- over as version 1 as it is.
CREATE TABLE IF NOT EXISTS rooms (
    id TEXT PRIMARY KEY,
    created_ms BIGINT NOT NULL,
    joined BIGINT NOT NULL,
    settings TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS events (
    room_id TEXT NOT NULL,
    seq BIGINT NOT NULL,
    at_ms BIGINT NOT NULL,
    body TEXT NOT NULL,
    PRIMARY KEY (room_id, seq)
);

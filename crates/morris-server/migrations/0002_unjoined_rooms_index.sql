-- Version 2: the rooms nobody joined, found by when they were opened, so
-- that expiring them does not read every room.
CREATE INDEX IF NOT EXISTS rooms_unjoined ON rooms (joined, created_ms);

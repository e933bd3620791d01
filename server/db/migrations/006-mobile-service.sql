-- A booking is done in the shop's bays or, by a shop that offers it, at the
-- driver's address by a mobile technician. The two keep separate calendars:
-- one booking per store, mode and start time (overlaps are checked in the
-- same transaction, as before).
ALTER TABLE appointments ADD COLUMN mode text NOT NULL DEFAULT 'shop' CHECK (mode IN ('shop', 'mobile'));
DROP INDEX appointments_slot;
CREATE UNIQUE INDEX appointments_slot ON appointments (store, mode, date, start_time) WHERE status = 'booked';

-- Photos of the damage of an estimate request, booking links that let a
-- visitor move or cancel an appointment, and cancelled appointments.

-- A photo is uploaded before the request that lists it: pending (estimate_id
-- null) until then, deleted with its file when it waits too long. The file is
-- <DATA_DIR>/photos/<file>.
CREATE TABLE estimate_photos (
  id           text PRIMARY KEY,
  file         text NOT NULL UNIQUE,
  content_type text NOT NULL,
  size         integer NOT NULL,
  width        integer NOT NULL,
  height       integer NOT NULL,
  estimate_id  integer REFERENCES request_estimates (id),
  position     smallint,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX estimate_photos_pending ON estimate_photos (created_at) WHERE estimate_id IS NULL;
CREATE INDEX estimate_photos_estimate ON estimate_photos (estimate_id);

-- A cancelled appointment keeps its row (the shop's history) but frees its slot.
ALTER TABLE appointments ADD COLUMN status text NOT NULL DEFAULT 'booked' CHECK (status IN ('booked', 'cancelled'));
ALTER TABLE appointments ADD COLUMN sequence integer NOT NULL DEFAULT 0;
ALTER TABLE appointments ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
DROP INDEX appointments_slot;
CREATE UNIQUE INDEX appointments_slot ON appointments (store, date, start_time) WHERE status = 'booked';

-- The private links of a booking: only the SHA-256 of each token is kept, so
-- the database alone cannot open anyone's booking. A retried booking request
-- (same Idempotency-Key) gets a new link to the same booking.
CREATE TABLE appointment_links (
  token_hash     text PRIMARY KEY,
  appointment_id integer NOT NULL REFERENCES appointments (id),
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX appointment_links_appointment ON appointment_links (appointment_id);

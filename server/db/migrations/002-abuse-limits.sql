-- Idempotency keys are bound to the request they were first used with: the
-- SHA-256 of the endpoint and the validated body. NULL for keys recorded
-- before this column existed (they replay as before).
ALTER TABLE idempotency_keys ADD COLUMN request_hash text;

-- Who booked, for the cap on upcoming bookings: a keyed hash of the client's
-- address (never the address) and the contact as one recipient key.
ALTER TABLE appointments ADD COLUMN client text;
ALTER TABLE appointments ADD COLUMN contact text;
CREATE INDEX appointments_client ON appointments (client, date);
CREATE INDEX appointments_contact ON appointments (contact, date);

-- The recipient of a message as one key (lower-case e-mail, 10-digit phone),
-- for the daily cap per recipient.
ALTER TABLE outbox ADD COLUMN recipient_key text;
CREATE INDEX outbox_recipient ON outbox (channel, recipient_key, created_at);

-- Values the server keeps across restarts (the key of its keyed hashes).
CREATE TABLE server_secrets (
  name   text PRIMARY KEY,
  value  text NOT NULL
);

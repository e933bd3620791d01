-- Who uploaded a pending photo, for the caps on waiting photos per client: a
-- keyed hash of the client's address (never the address), as for bookings.
ALTER TABLE estimate_photos ADD COLUMN IF NOT EXISTS client text;
CREATE INDEX IF NOT EXISTS estimate_photos_client ON estimate_photos (client) WHERE estimate_id IS NULL;

-- A message that carries a booking's private link keeps the token sealed
-- (encrypted with a key kept outside the database): its body holds a
-- placeholder where the token goes. NULL for every other message.
ALTER TABLE outbox ADD COLUMN IF NOT EXISTS sealed_token text;

-- Messages written before kept the token in plain text in their body: it is
-- taken out (they were the ones sent; the link itself keeps working).
UPDATE outbox SET body = regexp_replace(body, '([?&#]token=)[A-Za-z0-9_-]{43}', '\1…', 'g')
  WHERE source_table = 'appointments' AND body ~ '[?&#]token=[A-Za-z0-9_-]{43}';

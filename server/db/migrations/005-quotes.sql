-- Instant quotes: what was asked and what was answered, under a number the
-- driver quotes to the shop ("Q-2026-000123"), valid 30 days.
CREATE SEQUENCE quote_numbers;
CREATE TABLE quotes (
  number      text PRIMARY KEY,
  request     jsonb NOT NULL,
  answer      jsonb NOT NULL,
  valid_until date NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

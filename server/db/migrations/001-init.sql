-- What visitors submit. Each table keeps the validated body in `data` and the
-- columns the demo queries or constrains.

CREATE TABLE coupon_emails (
  id          serial PRIMARY KEY,
  email       text NOT NULL,
  coupons     integer[] NOT NULL,
  stores      text[] NOT NULL,
  locale      text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE coupon_phones (
  id          serial PRIMARY KEY,
  phone       text NOT NULL,
  coupons     integer[] NOT NULL,
  stores      text[] NOT NULL,
  locale      text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- Messages that a mail or SMS provider would send (none exists here).
CREATE TABLE outbox (
  id           serial PRIMARY KEY,
  channel      text NOT NULL CHECK (channel IN ('email', 'sms')),
  recipient    text NOT NULL,
  subject      text NOT NULL,
  body         text NOT NULL,
  locale       text NOT NULL,
  source_table text NOT NULL,
  source_id    integer NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE franchise_opportunities (
  id          serial PRIMARY KEY,
  email       text NOT NULL,
  data        jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE request_estimates (
  id          serial PRIMARY KEY,
  store       text NOT NULL,
  data        jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE appointments (
  id          serial PRIMARY KEY,
  store       text NOT NULL,
  category    integer NOT NULL,
  date        date NOT NULL,
  start_time  text NOT NULL,
  end_time    text NOT NULL,
  data        jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
-- One booking per store and start time; overlaps are checked in the same transaction.
CREATE UNIQUE INDEX appointments_slot ON appointments (store, date, start_time);

CREATE TABLE newsletter_subscribers (
  id          serial PRIMARY KEY,
  email       text NOT NULL,
  data        jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX newsletter_subscribers_email ON newsletter_subscribers (lower(email));

CREATE TABLE promo_page_submissions (
  id          serial PRIMARY KEY,
  promo_page  text NOT NULL,
  data        jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- Idempotency-Key replay: the first successful response per endpoint and key.
CREATE TABLE idempotency_keys (
  endpoint    text NOT NULL,
  key         text NOT NULL,
  status      integer NOT NULL,
  response    jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (endpoint, key)
);

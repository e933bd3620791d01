/**
 * Options of the sample server, from the environment with defaults (the
 * project README lists them): PORT (9000), HOST (127.0.0.1), SEED_DIR
 * (server/seed), DATA_DIR (./data), PUBLIC_DIR (./public, served only when it
 * exists), SITE_URL (links in blog posts), ADMIN_TOKEN and ADMIN_ENDPOINTS (the
 * submissions listing), TRUST_PROXY, OUTBOX_KEY (see lib/outbox-secrets.ts)
 * and the abuse limits.
 */
import path from "node:path";

export const DEFAULT_SEED_DIR = path.join(__dirname, "seed");

/** The shortest ADMIN_TOKEN accepted: a guessable token would be worse than none. */
export const ADMIN_TOKEN_MIN_LENGTH = 24;

/** How much one visitor may submit; every figure can be set by environment (production-like defaults). */
export interface AbuseLimits {
  /** POSTs one client (IP address, an IPv6 /64) may send per window, all endpoints together. */
  submissionsPerWindow: number;
  /** That window, in seconds. */
  submissionWindowSeconds: number;
  /** Coupon e-mails and texts one address or number may receive per day. */
  couponMessagesPerRecipient: number;
  /** Upcoming appointments one client, or one e-mail or phone, may hold. */
  openBookingsPerClient: number;
  /** Looks at a booking by its private link (GET /appointments/manage) one client may make per window: guessing links is slow. */
  manageLookupsPerWindow: number;
  /** Photos one client may have waiting for their estimate request, and their bytes: past either, 429. */
  pendingPhotosPerClient: number;
  pendingPhotoBytesPerClient: number;
  /** Bytes of all waiting photos together: past it, 507 (the disk is not filled by uploads nobody sends). */
  pendingPhotoBytesTotal: number;
}

const MB = 1024 * 1024;

export const DEFAULT_LIMITS: AbuseLimits = {
  submissionsPerWindow: 30,
  submissionWindowSeconds: 600,
  couponMessagesPerRecipient: 5,
  openBookingsPerClient: 3,
  manageLookupsPerWindow: 30,
  pendingPhotosPerClient: 20,
  pendingPhotoBytesPerClient: 40 * MB,
  pendingPhotoBytesTotal: 1024 * MB,
};

export interface ServerEnv {
  port: number;
  host: string;
  seedDir: string;
  dataDir: string;
  publicDir: string;
  /** The bearer token of GET /api/_admin/submissions; null: the endpoint does not exist. */
  adminToken: string | null;
  siteUrl: string;
  /** Fastify's trustProxy: false, true, a hop count or a list of addresses/CIDRs. */
  trustProxy: boolean | number | string;
  limits: AbuseLimits;
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1 (got "${raw}")`);
  return value;
}

/** TRUST_PROXY: unset or "0"/"false" (default, the client is the socket's address), "1"/"true", a hop count, or addresses. */
export function trustProxyFrom(raw: string | undefined): boolean | number | string {
  if (!raw || raw === "0" || raw === "false") return false;
  if (raw === "true") return true;
  return /^\d+$/.test(raw) ? Number(raw) : raw;
}

/**
 * The submissions listing is served only with a token: ADMIN_ENDPOINTS=0 turns
 * it off even then. A token shorter than ADMIN_TOKEN_MIN_LENGTH stops the start.
 */
export function adminTokenFrom(env: NodeJS.ProcessEnv): string | null {
  const token = env.ADMIN_TOKEN?.trim();
  if (!token || env.ADMIN_ENDPOINTS === "0") return null;
  if (token.length < ADMIN_TOKEN_MIN_LENGTH) {
    throw new Error(`ADMIN_TOKEN must be at least ${ADMIN_TOKEN_MIN_LENGTH} characters (e.g. openssl rand -hex 24)`);
  }
  return token;
}

export function limitsFromEnv(env: NodeJS.ProcessEnv = process.env): AbuseLimits {
  return {
    submissionsPerWindow: positiveInteger(env, "RATE_LIMIT_SUBMISSIONS", DEFAULT_LIMITS.submissionsPerWindow),
    submissionWindowSeconds: positiveInteger(env, "RATE_LIMIT_WINDOW_SECONDS", DEFAULT_LIMITS.submissionWindowSeconds),
    couponMessagesPerRecipient: positiveInteger(env, "COUPON_MESSAGES_PER_RECIPIENT", DEFAULT_LIMITS.couponMessagesPerRecipient),
    openBookingsPerClient: positiveInteger(env, "OPEN_BOOKINGS_PER_CLIENT", DEFAULT_LIMITS.openBookingsPerClient),
    manageLookupsPerWindow: positiveInteger(env, "RATE_LIMIT_MANAGE_LOOKUPS", DEFAULT_LIMITS.manageLookupsPerWindow),
    pendingPhotosPerClient: positiveInteger(env, "PENDING_PHOTOS_PER_CLIENT", DEFAULT_LIMITS.pendingPhotosPerClient),
    pendingPhotoBytesPerClient: positiveInteger(env, "PENDING_PHOTO_MB_PER_CLIENT", DEFAULT_LIMITS.pendingPhotoBytesPerClient / MB) * MB,
    pendingPhotoBytesTotal: positiveInteger(env, "PENDING_PHOTO_MB_TOTAL", DEFAULT_LIMITS.pendingPhotoBytesTotal / MB) * MB,
  };
}

export function fromEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const port = Number(env.PORT ?? 9000);
  return {
    port: Number.isInteger(port) && port >= 0 ? port : 9000,
    host: env.HOST || "127.0.0.1",
    seedDir: path.resolve(env.SEED_DIR || DEFAULT_SEED_DIR),
    dataDir: path.resolve(env.DATA_DIR || "data"),
    publicDir: path.resolve(env.PUBLIC_DIR || "public"),
    adminToken: adminTokenFrom(env),
    siteUrl: env.SITE_URL || `http://localhost:${Number.isInteger(port) ? port : 9000}`,
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    limits: limitsFromEnv(env),
  };
}

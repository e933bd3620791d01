/**
 * A booking's private token in the messages of the outbox, never at rest in
 * plain text. The outbox keeps what a mail or SMS provider would send; the
 * booking's e-mail and text carry the link that manages it. The body is
 * stored with TOKEN_SLOT where the token goes, and the token beside it,
 * sealed (AES-256-GCM) with a key kept outside the database: OUTBOX_KEY
 * (32 bytes, base64 or hex) or else <DATA_DIR>/outbox.key, made on first use
 * (readable by its owner only). Neither the database (a copy, a backup) nor
 * the submissions listing can open a booking; whatever hands the messages to
 * a provider composes them with the key (`composeOutboxBody`).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** Where the token goes in a stored body. */
export const TOKEN_SLOT = "{{manage_token}}";
const KEY_FILE = "outbox.key";
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

function keyFromText(text: string): Buffer {
  const value = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, "hex") : Buffer.from(value, "base64");
  if (key.length !== KEY_BYTES) throw new Error(`OUTBOX_KEY must be ${KEY_BYTES} bytes, in base64 or hex (e.g. openssl rand -hex 32)`);
  return key;
}

/** The outbox's key: OUTBOX_KEY, else the key file of the data folder (made when missing). */
export function outboxKey(dataDir: string, env: NodeJS.ProcessEnv = process.env): Buffer {
  if (env.OUTBOX_KEY) return keyFromText(env.OUTBOX_KEY);
  const file = path.join(dataDir, KEY_FILE);
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, crypto.randomBytes(KEY_BYTES).toString("hex"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return keyFromText(fs.readFileSync(file, "utf8"));
}

/** The token sealed: base64url of its nonce, tag and ciphertext. */
export function sealToken(key: Buffer, token: string): string {
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv("aes-256-gcm", key, iv);
  const sealed = Buffer.concat([cipher.update(token, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
}

/** The token back; throws when the key is not the one that sealed it. */
export function openToken(key: Buffer, sealed: string): string {
  const bytes = Buffer.from(sealed, "base64url");
  const decipher = crypto.createDecipheriv("aes-256-gcm", key, bytes.subarray(0, IV_BYTES));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString("utf8");
}

/** A stored message's body as it is sent: the token in its place. */
export function composeOutboxBody(message: { body: string; sealed_token: string | null }, key: Buffer): string {
  return message.sealed_token ? message.body.split(TOKEN_SLOT).join(openToken(key, message.sealed_token)) : message.body;
}

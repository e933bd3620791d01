/**
 * Who a request comes from, for the abuse limits: its IP address (Fastify's
 * request.ip, which follows X-Forwarded-For only when TRUST_PROXY says the
 * proxy in front is trusted), with an IPv6 address cut to its /64 network
 * (one subscriber's line usually gets a whole /64) and an IPv4-mapped IPv6
 * address read as IPv4.
 */
import crypto from "node:crypto";
import net from "node:net";

/** The 8 groups of an IPv6 address, expanded ("2001:db8::1" → ["2001","db8","0",…,"1"]); null when not IPv6. */
function ipv6Groups(address: string): string[] | null {
  const plain = address.split("%")[0];
  if (!net.isIPv6(plain)) return null;
  let text = plain;
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1].split(".").map(Number);
    text = text.slice(0, -v4[1].length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail !== undefined && tail !== "" ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array.from({ length: missing }, () => "0"), ...right].map((g) => parseInt(g, 16).toString(16));
}

/** The key of a client: "198.51.100.7", or "2001:db8:1:2::/64" for any address of that IPv6 network. */
export function clientKey(ip: string): string {
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  const mapped = groups.slice(0, 5).every((g) => g === "0") && groups[5] === "ffff";
  if (mapped) {
    const high = parseInt(groups[6], 16);
    const low = parseInt(groups[7], 16);
    return [high >> 8, high & 255, low >> 8, low & 255].join(".");
  }
  return `${groups.slice(0, 4).join(":")}::/64`;
}

/** A client key as stored with a booking: keyed hash, so the database holds no address. */
export function clientFingerprint(key: string, secret: string): string {
  return crypto.createHmac("sha256", secret).update(key).digest("base64url");
}

/** Mail providers whose addresses ignore dots in the local part, and the domain they share. */
const DOTLESS_DOMAINS: Record<string, string> = { "gmail.com": "gmail.com", "googlemail.com": "gmail.com" };

/**
 * An e-mail address or phone number as one recipient, for the caps per
 * recipient only (what is stored is what was typed): an address in lower
 * case without its +tag ("victim+12@example.com" is victim@example.com's
 * mailbox), and for Gmail without dots in its local part; a phone number as
 * the 10 digits of a North American number.
 */
export function recipientKey(channel: "email" | "sms", value: string): string {
  if (channel === "email") {
    const address = value.trim().toLowerCase();
    const at = address.lastIndexOf("@");
    if (at < 1) return address;
    let local = address.slice(0, at);
    const domain = address.slice(at + 1);
    const plus = local.indexOf("+");
    if (plus > 0) local = local.slice(0, plus);
    if (DOTLESS_DOMAINS[domain]) return `${local.replace(/\./g, "")}@${DOTLESS_DOMAINS[domain]}`;
    return `${local}@${domain}`;
  }
  const digits = value.replace(/\D/g, "");
  return digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
}

/**
 * What a deploy of public/ must upload, delete and purge: a manifest of every
 * file (path, SHA-256, bytes) compared with the manifest of the last deploy.
 * A host that uploads by content (Netlify, Cloudflare Pages) does this
 * itself; a bucket behind a CDN (S3 and CloudFront) needs the lists, and
 * every host's cache purge needs the addresses (docs/deploying.md).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export interface ManifestEntry {
  sha256: string;
  bytes: number;
}

export interface Manifest {
  /** When the manifest was written (ISO 8601). */
  writtenAt: string;
  /** Every file of the built site by its path relative to public/, with "/" separators. */
  files: Record<string, ManifestEntry>;
}

export interface DeployPlan {
  /** New or changed files: to upload. */
  upload: string[];
  /** Files of the last deploy that the build no longer has: to delete. */
  remove: string[];
  /** Addresses a CDN must stop serving from its cache (a page's folder address too). */
  purge: string[];
  unchanged: number;
}

/** The manifest of a built site. */
export function manifestOf(root: string, now = new Date()): Manifest {
  const files: Record<string, ManifestEntry> = {};
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) {
        const content = fs.readFileSync(full);
        files[path.relative(root, full).split(path.sep).join("/")] = {
          sha256: crypto.createHash("sha256").update(content).digest("hex"),
          bytes: content.length,
        };
      }
    }
  };
  walk(root);
  return { writtenAt: now.toISOString(), files };
}

/**
 * The address a file answers at, and its folder's for an index page:
 * "emplacement/laval/index.html" → "/emplacement/laval/index.html" and "/emplacement/laval/".
 * A compressed copy (.br, .gz) is the same address as its file, served by content negotiation.
 */
export function addressesOf(file: string): string[] {
  const served = file.replace(/\.(br|gz)$/, "");
  const address = `/${served}`;
  if (served === "index.html") return ["/", address];
  return served.endsWith("/index.html") ? [address.slice(0, -"index.html".length), address] : [address];
}

/** What changed between the last deploy (null: none yet, everything is new) and this build. */
export function planDeploy(previous: Manifest | null, current: Manifest): DeployPlan {
  const before = previous?.files ?? {};
  const upload = Object.keys(current.files).filter((file) => before[file]?.sha256 !== current.files[file].sha256);
  const remove = Object.keys(before).filter((file) => !(file in current.files));
  const purge = [...new Set([...upload, ...remove].flatMap(addressesOf))].sort();
  return { upload, remove, purge, unchanged: Object.keys(current.files).length - upload.length };
}

/**
 * A file name cut after its separators ("_", "-", ".", spaces), where a long
 * name may wrap: "pare-brise_fissure.jpg" → ["pare-", "brise_", "fissure.", "jpg"].
 * The pieces joined give the name back.
 */
export function fileNamePieces(name: string): string[] {
  return name.match(/[^_\-. ]+[_\-. ]*|[_\-. ]+/g) ?? [];
}

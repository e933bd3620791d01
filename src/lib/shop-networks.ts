/**
 * The social networks a shop's page lists under "follow the shop": its own
 * pages only. An API may answer a shop without pages of its own with the
 * chain's; those are already in every page's footer ("follow us"), and under
 * the shop's name they would send the visitor to the chain's page.
 */
import { BRAND } from "../config/site";

const comparable = (url: string) => url.trim().toLowerCase().replace(/\/+$/, "");

export function shopOwnNetworks<T extends { url: string }>(networks: readonly T[], chainLinks: readonly string[] = Object.values(BRAND.socialLinks)): T[] {
  const chain = new Set(chainLinks.map(comparable));
  return networks.filter((network) => !chain.has(comparable(network.url)));
}

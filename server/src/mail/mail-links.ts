const HREF = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;

/**
 * Returns the absolute http(s) links of an HTML body, in order, with `&amp;` decoded.
 *
 * `<a href="https://x.test/forget?token=a&amp;b=1">` ⇒ `https://x.test/forget?token=a&b=1`
 */
export function extractLinks(html: string): string[] {
  const links: string[] = [];
  for (const match of html.matchAll(HREF)) {
    const link = (match[1] ?? match[2] ?? '').replaceAll('&amp;', '&').trim();
    if (/^https?:\/\//i.test(link) && !links.includes(link)) links.push(link);
  }
  return links;
}

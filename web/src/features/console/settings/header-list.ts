/** Header names typed as a comma- or space-separated list, as the settings store them. */
export function parseHeaderList(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

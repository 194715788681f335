/** `(3) Chat · Hearth`: the page's title, after the unread message count when there is one. */
export function documentTitle(title: string, unread: number): string {
  const base = title ? `${title} · Hearth` : 'Hearth';
  return unread > 0 ? `(${unread}) ${base}` : base;
}

/** Attributes and properties of a new element: `className`, `text`, or any attribute. */
type Props = Record<string, string | boolean | undefined> & { text?: string };

/**
 * Makes an element with its props and children; text goes in as text, never as HTML.
 *
 *   el('button', { type: 'button', className: 'option' }, 'Pizza')
 */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Props = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (value === undefined || value === false) continue;
    if (name === 'className') node.className = String(value);
    else if (name === 'text') node.textContent = String(value);
    else node.setAttribute(name, value === true ? '' : value);
  }
  node.append(...children);
  return node;
}

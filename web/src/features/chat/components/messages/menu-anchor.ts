import type { PopoverProps } from '@mui/material/Popover';

/** Where a message's menu or picker opens: at an element, or where the pointer clicked. */
export type MenuAnchor = { element: HTMLElement } | { x: number; y: number };

/** The popover props that put a menu or popover at `anchor`. */
export function anchorProps(
  anchor: MenuAnchor | null,
): Pick<PopoverProps, 'anchorEl' | 'anchorReference' | 'anchorPosition'> {
  if (!anchor) return {};
  if ('element' in anchor) return { anchorEl: anchor.element };
  return { anchorReference: 'anchorPosition', anchorPosition: { top: anchor.y, left: anchor.x } };
}

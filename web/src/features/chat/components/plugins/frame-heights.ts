/** Heights remembered at most: a long scroll through many plugin messages stays bounded. */
const REMEMBERED_MAX = 500;

const heights = new Map<string, number>();

/**
 * The last height each plugin message's frame had, so that scrolled away and back (the list
 * drops rows off screen) it comes back at that height: nothing below it jumps.
 */
export const frameHeights = {
  get: (messageId: string): number | undefined => heights.get(messageId),
  set(messageId: string, height: number): void {
    heights.delete(messageId);
    heights.set(messageId, height);
    if (heights.size > REMEMBERED_MAX) {
      const oldest = heights.keys().next().value;
      if (oldest !== undefined) heights.delete(oldest);
    }
  },
};

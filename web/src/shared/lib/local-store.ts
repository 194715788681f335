/**
 * Local storage that never throws: private modes and disabled storage make the browser throw on
 * access, and none of our settings is worth breaking the app for.
 */
export const localStore = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage is unavailable: the setting lasts for this page only.
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Storage is unavailable: there is nothing to remove.
    }
  },
};

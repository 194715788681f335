import { STORAGE_KEYS } from '@hearth/shared';
import { useSyncExternalStore } from 'react';
import { localStore } from './local-store';

/** The surface colours the settings page offers (spec section 1: stored under `theme`). */
export const SURFACES = {
  white: { surface: '#ffffff', mode: 'light' },
  warm: { surface: '#fff8f0', mode: 'light' },
  mist: { surface: '#f3f6fa', mode: 'light' },
  night: { surface: '#1c1f26', mode: 'dark' },
} as const;

export type SurfaceName = keyof typeof SURFACES;

/** Spec section 1: the theme defaults to white. */
export const DEFAULT_SURFACE: SurfaceName = 'white';

export function isSurfaceName(value: unknown): value is SurfaceName {
  return typeof value === 'string' && Object.hasOwn(SURFACES, value);
}

/** The stored surface, or white when nothing (or something unknown) is stored. */
export function readSurface(): SurfaceName {
  const stored = localStore.get(STORAGE_KEYS.theme);
  return isSurfaceName(stored) ? stored : DEFAULT_SURFACE;
}

const listeners = new Set<() => void>();

/** Stores the surface and tells every subscriber. */
export function saveSurface(name: SurfaceName): void {
  localStore.set(STORAGE_KEYS.theme, name);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // A theme chosen in another tab of the app applies here too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The current surface, re-rendering when the settings page changes it. */
export function useSurface(): SurfaceName {
  return useSyncExternalStore(subscribe, readSurface, () => DEFAULT_SURFACE);
}

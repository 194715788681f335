import type { Capability } from './capabilities.js';

/** The languages Hearth speaks; a plugin's texts may be given in any of them. */
export type PluginLocale = 'en' | 'zh' | 'ja';

/** One text, or the same text per language (at least one); shown in the user's language. */
export type LocalizedText = string | Partial<Record<PluginLocale, string>>;

/** A slash command's argument, shown as the user types the command. */
export interface CommandArgument {
  name: string;
  description?: LocalizedText;
  required?: boolean;
}

/** `/name args…` in the composer runs the plugin with `surface: 'command'`. */
export interface CommandContribution {
  /** Lower-case letters, digits and `-`, 1 to 32 characters; unique in the manifest. */
  name: string;
  description: LocalizedText;
  arguments?: CommandArgument[];
}

/** A message type the plugin draws in place (`messages` of `kind: plugin`, `pluginType`). */
export interface MessageContribution {
  /** Lower-case letters, digits and `-`, 1 to 32 characters; unique in the manifest. */
  type: string;
  /** The frame's starting height in CSS pixels before the plugin resizes it (40 to 480). */
  height?: number;
}

/** An entry of the composer's menu that opens the plugin in a dialog (`surface: 'composer'`). */
export interface ComposerActionContribution {
  id: string;
  title: LocalizedText;
}

/** A titled surface: the chat side panel, the home widget, the settings page. */
export interface SurfaceContribution {
  title: LocalizedText;
}

/** What a plugin adds to the app. Every part is optional; a plugin adds at least one. */
export interface PluginContributions {
  commands?: CommandContribution[];
  messages?: MessageContribution[];
  composerActions?: ComposerActionContribution[];
  panel?: SurfaceContribution;
  widget?: SurfaceContribution;
  settings?: SurfaceContribution;
}

/**
 * `manifest.json` at the root of a plugin bundle. `manifest.schema.json` is the same contract as
 * a JSON Schema (editors complete and check it; the server validates every bundle with it).
 */
export interface PluginManifest {
  /** Lower-case letters, digits and `-`, starting with a letter, 2 to 40 characters. */
  id: string;
  name: LocalizedText;
  /** Semantic version: `1.2.3`. */
  version: string;
  description: LocalizedText;
  author: string;
  /** Path of the icon inside the bundle (`.svg`, `.png` or `.webp`). */
  icon?: string;
  /** Path of the HTML page every surface opens, inside the bundle. */
  entry: string;
  capabilities: Capability[];
  /** Host names (`api.example.com`, or `*.example.com`) it may reach; only with `network`. */
  network?: string[];
  contributes: PluginContributions;
}

/** Where a plugin's page is shown; the page asks `context()` and draws what fits. */
export type PluginSurface = 'message' | 'command' | 'composer' | 'panel' | 'widget' | 'settings';

/** Picks a localized text for a language: that language, else English, else the first given. */
export function localize(text: LocalizedText, locale: PluginLocale): string {
  if (typeof text === 'string') return text;
  return text[locale] ?? text.en ?? Object.values(text).find((value) => value !== undefined) ?? '';
}

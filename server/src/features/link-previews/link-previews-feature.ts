import type { App, Feature } from '../../app.js';
import { linkPreviewOptionsFromEnv, type LinkPreviewOptions } from './link-preview-options.js';
import { dropStalePreview } from './message-previews.js';
import { PreviewWriter } from './preview-writer.js';

/** Each app's preview writer: a feature object is shared by every app opened with it. */
const writers = new WeakMap<App, PreviewWriter>();

/** The preview writer of an app set up with link previews on (tests wait on `settled()`). */
export function previewWriterOf(app: App): PreviewWriter | undefined {
  return writers.get(app);
}

/**
 * Link previews with the given options, or those of the environment read when an app opens
 * (`HEARTH_LINK_PREVIEWS*`, see README.md). Tests pass their own to reach a local site.
 */
export function linkPreviewsWith(options?: LinkPreviewOptions): Feature {
  return {
    name: 'link-previews',
    setup(app) {
      // note: even with previews off, a preview must not outlive its link or its hiding.
      app.recordHooks.onBeforeWrite(dropStalePreview);
      const resolved = options ?? linkPreviewOptionsFromEnv(process.env);
      if (!resolved.enabled) return;
      const writer = new PreviewWriter(app, resolved);
      app.recordHooks.onAfterChange(writer.onChange);
      writers.set(app, writer);
    },
    async close(app) {
      await writers.get(app)?.close();
      writers.delete(app);
    },
  };
}

/**
 * The first http(s) link of a text message gets a preview (`messages.preview`, `previewImage`),
 * fetched by the server in the background, so readers never contact the linked site; its
 * author may hide it (`previewHidden`). The fields and rules are chat's
 * (`packages/shared/src/schema/chat.ts`).
 */
export const linkPreviewsFeature: Feature = linkPreviewsWith();

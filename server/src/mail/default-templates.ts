import type { AuthCollectionModel, EmailTemplate } from '@hearth/shared';
import type { MailLanguage } from './mail-language.js';
import {
  configuredTemplate,
  type MailTemplateKind,
  type MailTemplateSet,
} from '../collections/mail-templates/mail-template-kind.js';
import { forSuperusers } from '../collections/mail-templates/superuser-templates.js';
import { EN_TEMPLATES } from '../collections/mail-templates/templates-en.js';
import { JA_TEMPLATES } from '../collections/mail-templates/templates-ja.js';
import { ZH_TEMPLATES } from '../collections/mail-templates/templates-zh.js';

/** The shipped default templates per language. */
export const DEFAULT_TEMPLATES: Record<MailLanguage, MailTemplateSet> = {
  en: EN_TEMPLATES,
  zh: ZH_TEMPLATES,
  ja: JA_TEMPLATES,
};

/** The shipped defaults superusers are sent: their links open the console. */
export const SUPERUSER_DEFAULT_TEMPLATES: Record<MailLanguage, MailTemplateSet> = {
  en: forSuperusers(EN_TEMPLATES),
  zh: forSuperusers(ZH_TEMPLATES),
  ja: forSuperusers(JA_TEMPLATES),
};

function isTemplate(value: unknown): value is EmailTemplate {
  if (typeof value !== 'object' || value === null) return false;
  if (!('subject' in value) || !('body' in value)) return false;
  const { subject, body } = value;
  return typeof subject === 'string' && typeof body === 'string' && subject !== '' && body !== '';
}

function isShippedDefault(template: EmailTemplate, kind: MailTemplateKind): boolean {
  // note: a superusers collection scaffolded before its links opened the console holds the
  // app's defaults; they count as shipped defaults, so it is sent the console's.
  return [...Object.values(DEFAULT_TEMPLATES), ...Object.values(SUPERUSER_DEFAULT_TEMPLATES)].some(
    (set) => set[kind].subject === template.subject && set[kind].body === template.body,
  );
}

/**
 * The template to send: the shipped default in the recipient's language while the collection
 * still holds a shipped default (in any language), the collection's own template as is once it
 * was customised. A missing or malformed template also falls back to the default.
 */
export function resolveTemplate(
  collection: AuthCollectionModel,
  kind: MailTemplateKind,
  language: MailLanguage,
): EmailTemplate {
  // PB compat: PocketBase always sends the stored template; Hearth translates its defaults.
  const configured = configuredTemplate(collection, kind);
  if (isTemplate(configured) && !isShippedDefault(configured, kind)) return configured;
  const defaults =
    collection.name === '_superusers' ? SUPERUSER_DEFAULT_TEMPLATES : DEFAULT_TEMPLATES;
  return defaults[language][kind];
}

import { createRequire } from 'node:module';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { BundleError } from './bundle-error.js';

/**
 * `@hearth/plugin-sdk/manifest.schema.json`, the manifest's contract as a JSON Schema (draft
 * 2020-12): the same file editors and the SDK's packer read, so the server cannot drift from it.
 */
function loadSchema(): object {
  const require = createRequire(import.meta.url);
  const schema: unknown = require('@hearth/plugin-sdk/manifest.schema.json');
  if (typeof schema !== 'object' || schema === null) throw new Error('manifest schema is missing');
  return schema;
}

let validator: ValidateFunction | null = null;

/** Compiled once, on first use. */
function validate(value: unknown): ErrorObject | null {
  // note: `type: ["string", "object"]` is how a LocalizedText says "a text, or one per language"
  // with one clear error instead of a oneOf's three.
  validator ??= new Ajv2020({ allErrors: false, allowUnionTypes: true }).compile(loadSchema());
  return validator(value) ? null : (validator.errors?.[0] ?? null);
}

/**
 * Refuses a manifest the schema does not accept, naming where and why, in the words an author
 * reads: `manifest.json: /contributes/commands/0/name must match ^[a-z0-9-]{1,32}$`.
 */
export function checkManifestSchema(manifest: unknown): void {
  const error = validate(manifest);
  if (!error) return;
  throw new BundleError(
    'validation_plugin_manifest_invalid',
    `manifest.json: ${error.instancePath || '/'} ${describe(error)}`,
  );
}

function describe(error: ErrorObject): string {
  const params: Record<string, unknown> = error.params;
  switch (error.keyword) {
    case 'pattern':
      return `must match ${String(params['pattern'])}`;
    case 'additionalProperties':
      return `must not have "${String(params['additionalProperty'])}"`;
    case 'required':
      return `must have "${String(params['missingProperty'])}"`;
    case 'enum': {
      const allowed = Array.isArray(params['allowedValues']) ? params['allowedValues'] : [];
      return `must be one of ${allowed.map(String).join(', ')}`;
    }
    case 'type':
      return `must be ${String(params['type']).replace(',', ' or ')}`;
    default:
      return error.message ?? 'is not valid';
  }
}

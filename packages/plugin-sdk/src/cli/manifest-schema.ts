import { readFileSync } from 'node:fs';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';

/** `manifest.schema.json` at the package's root (from `src/cli/` and from `dist/cli/` alike). */
const SCHEMA_URL = new URL('../../manifest.schema.json', import.meta.url);

let validator: ValidateFunction | null = null;

/**
 * Checks a manifest against the package's JSON Schema, the one the server checks bundles with:
 * every problem, each as "/where what", such as `/contributes/commands/0/name must match
 * ^[a-z0-9-]{1,32}$`. Empty when it holds.
 */
export function schemaProblems(manifest: unknown): string[] {
  validator ??= new Ajv2020({ allErrors: true, allowUnionTypes: true }).compile(
    JSON.parse(readFileSync(SCHEMA_URL, 'utf8')) as object, // note: ajv checks the schema itself.
  );
  if (validator(manifest)) return [];
  const problems = (validator.errors ?? []).map(
    (error) => `${error.instancePath || '/'} ${describe(error)}`,
  );
  return [...new Set(problems)];
}

function describe(error: ErrorObject): string {
  const params: Record<string, unknown> = error.params;
  switch (error.keyword) {
    case 'pattern':
      return `must match ${String(params.pattern)}`;
    case 'additionalProperties':
      return `must not have "${String(params.additionalProperty)}"`;
    case 'required':
      return `must have "${String(params.missingProperty)}"`;
    case 'enum': {
      const allowed = Array.isArray(params.allowedValues) ? params.allowedValues : [];
      return `must be one of ${allowed.map(String).join(', ')}`;
    }
    case 'type':
      return `must be ${String(params.type).replace(',', ' or ')}`;
    default:
      return error.message ?? 'is not valid';
  }
}

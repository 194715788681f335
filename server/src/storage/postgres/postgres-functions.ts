/**
 * SQL functions the PostgreSQL dialect builds on, installed when a database is opened. They give
 * SQLite's lenient answers where PostgreSQL would raise an error: text that is not JSON reads as
 * no JSON, a value that is not a number casts to its numeric prefix (or 0), and JSON values come
 * back as text the way SQLite's `json_extract` and `json_each` return them.
 */
export const POSTGRES_FUNCTIONS = String.raw`
CREATE OR REPLACE FUNCTION hearth_jsonb(input text) RETURNS jsonb
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $fn$
BEGIN
  RETURN input::jsonb;
EXCEPTION WHEN others THEN
  RETURN NULL;
END
$fn$;

CREATE OR REPLACE FUNCTION hearth_json_text(value jsonb) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT CASE jsonb_typeof(value)
    WHEN 'null' THEN NULL
    WHEN 'string' THEN value #>> '{}'
    WHEN 'boolean' THEN CASE WHEN value = 'true'::jsonb THEN 'true' ELSE 'false' END
    ELSE value::text
  END
$fn$;

CREATE OR REPLACE FUNCTION hearth_json_items(input text) RETURNS SETOF text
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $fn$
DECLARE
  doc jsonb := hearth_jsonb(input);
BEGIN
  IF doc IS NULL THEN
    RETURN NEXT input;
  ELSIF jsonb_typeof(doc) = 'array' THEN
    RETURN QUERY SELECT hearth_json_text(item) FROM jsonb_array_elements(doc) AS item;
  ELSIF jsonb_typeof(doc) = 'object' THEN
    RETURN QUERY SELECT hearth_json_text(pair.value) FROM jsonb_each(doc) AS pair;
  ELSE
    RETURN NEXT hearth_json_text(doc);
  END IF;
END
$fn$;

CREATE OR REPLACE FUNCTION hearth_json_array_length(input text) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT CASE WHEN jsonb_typeof(hearth_jsonb(input)) = 'array'
    THEN jsonb_array_length(hearth_jsonb(input)) ELSE 0 END
$fn$;

CREATE OR REPLACE FUNCTION hearth_json_path(path text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT coalesce(array_agg(coalesce(m[1], m[2], m[3]) ORDER BY n), '{}')
  FROM regexp_matches(path, '\."([^"]*)"|\.([^.\[]+)|\[(-?\d+)\]', 'g') WITH ORDINALITY AS t(m, n)
$fn$;

CREATE OR REPLACE FUNCTION hearth_json_extract(input text, path text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT hearth_json_text(hearth_jsonb(input) #> hearth_json_path(path))
$fn$;

CREATE OR REPLACE FUNCTION hearth_json_last(input text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT coalesce(CASE WHEN jsonb_typeof(hearth_jsonb(input)) = 'array'
    THEN hearth_json_text(hearth_jsonb(input) -> -1) END, '')
$fn$;

CREATE OR REPLACE FUNCTION hearth_number(input text) RETURNS double precision
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
  SELECT CASE WHEN input IS NULL THEN NULL
    ELSE coalesce(substring(trim(input) FROM '^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?')::double precision, 0)
  END
$fn$;
`;

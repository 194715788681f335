/**
 * SQLite's `strftime(format, time-value, modifiers…)` as a PostgreSQL function, so the filter
 * language's `strftime()` answers the same on both engines. Times are UTC. An unknown modifier
 * or an unreadable time value gives NULL, as in SQLite.
 */
export const POSTGRES_STRFTIME = String.raw`
CREATE OR REPLACE FUNCTION hearth_strftime(format text, value text, modifiers text[]) RETURNS text
LANGUAGE plpgsql STABLE AS $fn$
DECLARE
  t timestamp;
  m text;
  parts text[];
  amount double precision;
  out text := '';
  i integer := 1;
  c text;
  unix boolean := 'unixepoch' = ANY(coalesce(modifiers, '{}'));
BEGIN
  IF value IS NULL OR lower(value) = 'now' THEN
    t := (now() AT TIME ZONE 'UTC');
  ELSIF value ~ '^\s*[+-]?(\d+\.?\d*|\.\d+)\s*$' THEN
    IF unix THEN
      t := to_timestamp(value::double precision) AT TIME ZONE 'UTC';
    ELSE
      t := timestamp '4714-11-24 12:00:00 BC' + (value::double precision * interval '1 day');
    END IF;
  ELSE
    BEGIN
      t := (value::timestamptz AT TIME ZONE 'UTC');
    EXCEPTION WHEN others THEN
      RETURN NULL;
    END;
  END IF;
  FOREACH m IN ARRAY coalesce(modifiers, '{}') LOOP
    m := lower(trim(m));
    IF m IN ('unixepoch', 'utc', 'localtime', 'auto', 'subsec', 'subsecond') THEN
      CONTINUE;
    ELSIF m = 'start of day' THEN t := date_trunc('day', t);
    ELSIF m = 'start of month' THEN t := date_trunc('month', t);
    ELSIF m = 'start of year' THEN t := date_trunc('year', t);
    ELSIF m ~ '^weekday [0-6]$' THEN
      t := t + ((substr(m, 9)::integer - extract(dow FROM t)::integer + 7) % 7) * interval '1 day';
    ELSIF m ~ '^[+-]?(\d+\.?\d*|\.\d+) +(day|hour|minute|second|month|year)s?$' THEN
      parts := regexp_match(m, '^([+-]?(?:\d+\.?\d*|\.\d+)) +(day|hour|minute|second|month|year)s?$');
      amount := parts[1]::double precision;
      t := t + amount * ('1 ' || parts[2])::interval;
    ELSE
      RETURN NULL;
    END IF;
  END LOOP;
  WHILE i <= length(format) LOOP
    c := substr(format, i, 1);
    IF c = '%' AND i < length(format) THEN
      i := i + 1;
      c := substr(format, i, 1);
      out := out || CASE c
        WHEN 'd' THEN to_char(t, 'DD')
        WHEN 'e' THEN lpad(extract(day FROM t)::integer::text, 2, ' ')
        WHEN 'f' THEN to_char(t, 'SS.MS')
        WHEN 'F' THEN to_char(t, 'YYYY-MM-DD')
        WHEN 'H' THEN to_char(t, 'HH24')
        WHEN 'I' THEN to_char(t, 'HH12')
        WHEN 'j' THEN to_char(t, 'DDD')
        WHEN 'J' THEN (extract(epoch FROM t) / 86400.0 + 2440587.5)::text
        WHEN 'k' THEN lpad(extract(hour FROM t)::integer::text, 2, ' ')
        WHEN 'm' THEN to_char(t, 'MM')
        WHEN 'M' THEN to_char(t, 'MI')
        WHEN 'p' THEN to_char(t, 'AM')
        WHEN 'P' THEN lower(to_char(t, 'AM'))
        WHEN 's' THEN floor(extract(epoch FROM t))::bigint::text
        WHEN 'S' THEN to_char(t, 'SS')
        WHEN 'T' THEN to_char(t, 'HH24:MI:SS')
        WHEN 'R' THEN to_char(t, 'HH24:MI')
        WHEN 'u' THEN extract(isodow FROM t)::integer::text
        WHEN 'w' THEN extract(dow FROM t)::integer::text
        WHEN 'W' THEN lpad(((extract(doy FROM t)::integer + 6 - ((extract(dow FROM t)::integer + 6) % 7)) / 7)::text, 2, '0')
        WHEN 'Y' THEN to_char(t, 'YYYY')
        WHEN '%' THEN '%'
        ELSE NULL
      END;
      IF out IS NULL THEN RETURN NULL; END IF;
    ELSE
      out := out || c;
    END IF;
    i := i + 1;
  END LOOP;
  RETURN out;
END
$fn$;
`;

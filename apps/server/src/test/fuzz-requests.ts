// Requests for the fuzz test (http/fuzz.test.ts), generated with fast-check from the routes' own
// schemas as the OpenAPI document gives them: path parameters from the fixture's ids (of the right
// kind, of another matter, or junk), query parameters and bodies that follow the schema, with one
// field broken, or junk as a whole (malformed JSON, empty, wrong types, deep nesting).
import fc from "fast-check";

/** The parts of JSON Schema (OpenAPI 3.0 flavour) that @fastify/swagger writes for zod schemas. */
export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
}

export interface Parameter {
  in: "path" | "query" | "header" | "cookie";
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface RouteSpec {
  method: string;
  /** OpenAPI path: /api/dbbw/matters/{matterId}. */
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
  /** Valid bodies known for the route (the endpoint table's payloads), to break one field of. */
  validBodies: unknown[];
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** Ids that exist, by the path segment before the parameter (`matters` -> the matter's id). */
export type IdsBySegment = Record<string, number[]>;

// ---- Bad values --------------------------------------------------------------------------------

/** Ids as lenient number parsing would read them, and ids out of range. */
const badIdTexts = ["0x1", "1e0", " 1", "01", "+1", "1.0", "-1", "0", "99999999999", "2147483648"];

const badTexts = [
  "",
  " ",
  "\u0000",
  "Jan\u0000sen",
  "\u0007",
  "\u001b[31m",
  "a\u007fb",
  "\ud800",
  "x\udfff",
  "\ud83d",
  ...badIdTexts,
  "0000-01-01",
  "9999-12-31",
  "2026-02-31",
  "1899-12-31",
  "NaN",
  "Infinity",
  "'; select pg_sleep(1); --",
  "%",
  "_",
  "\\",
  "null",
  "true",
  "[]",
  "{}",
  "😀",
  "\u202eevil",
  "x".repeat(5_000),
];

const badNumbers = [-1, 0, 1.5, -0.5, 1e308, -1e308, 2147483648, -2147483649, 99999999999, 2 ** 53 + 2, 1e-7];

const badShapes: unknown[] = [null, true, false, [], {}, [null], [[]], { id: {} }, [{}], { key: [] }];

/** A lone UTF-16 unit anywhere in a short text: surrogates included. */
const anyUnits = fc.string({
  unit: fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit)),
  maxLength: 12,
});

/** Any kind of value a field should refuse. */
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...badTexts), weight: 6 },
  { arbitrary: fc.constantFrom(...badNumbers), weight: 3 },
  { arbitrary: fc.constantFrom(...badShapes), weight: 3 },
  { arbitrary: anyUnits, weight: 2 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 20 }), weight: 1 },
  { arbitrary: fc.constantFrom("y".repeat(300_000), Array(5_000).fill(1)), weight: 1 },
);

// ---- Values that follow a schema ---------------------------------------------------------------

const dateText = fc
  .date({ min: new Date("1900-01-01T00:00:00Z"), max: new Date("2100-12-31T00:00:00Z"), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

function textFor(schema: JsonSchema, key: string): fc.Arbitrary<string> {
  const maxLength = Math.min(schema.maxLength ?? 40, 40);
  if (schema.pattern) {
    return fc.stringMatching(new RegExp(schema.pattern)).map((text) => text.slice(0, schema.maxLength));
  }
  if (/date$|On$/i.test(key)) return dateText;
  return fc.string({ minLength: Math.min(schema.minLength ?? 0, maxLength), maxLength });
}

const typesOf = (schema: JsonSchema) =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

/** A value the schema takes (or nearly: refinements the JSON schema cannot say still apply). */
function validish(schema: JsonSchema, key = ""): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => validish(choice, key)));
  if (schema.allOf?.[0]) return validish(schema.allOf[0], key);
  const types = typesOf(schema);
  if (types.length === 0) {
    // A field the schema leaves open (amounts take a number or the text a user typed).
    return fc.oneof(fc.constant(null), fc.nat(), fc.constantFrom("1.250.000", "12,5", "0"), fc.string());
  }
  const arbitraries = types.map((type) => valueOfType(type, schema, key));
  if (schema.nullable) arbitraries.push(fc.constant(null));
  return fc.oneof(...arbitraries);
}

function valueOfType(type: string, schema: JsonSchema, key: string): fc.Arbitrary<unknown> {
  switch (type) {
    case "string":
      return textFor(schema, key);
    case "integer":
      return fc.integer({
        min: Math.max(schema.minimum ?? -1_000, -(2 ** 31)),
        max: Math.min(schema.maximum ?? 1_000_000, 2 ** 31 - 1),
      });
    case "number":
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(schema.items ? validish(schema.items, key) : fc.anything(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(Math.min(schema.maxItems ?? 3, 3), schema.minItems ?? 0),
      });
    default:
      return fc.record(
        Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([name, property]) => [name, validish(property, name)]),
        ),
        { requiredKeys: schema.required ?? [] },
      );
  }
}

// ---- One field broken --------------------------------------------------------------------------

type Path = (string | number)[];

/** Every place inside a value: each key of each object and each index of each array. */
function placesIn(value: unknown, path: Path = []): Path[] {
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const place = [...path, Array.isArray(value) ? Number(key) : key];
    return [place, ...placesIn(item, place)];
  });
}

type Mutation = "replace" | "remove" | "add";

/** The value with the field at `place` replaced by `junk` (or removed, or a stray field added). */
function broken(value: unknown, place: Path | undefined, mutation: Mutation, junk: unknown): unknown {
  if (!place) return junk;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of place.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = place.at(-1) as string | number;
  if (mutation === "remove") delete parent[last];
  else if (mutation === "add") parent[`${last}Extra`] = junk;
  else parent[last] = junk;
  return copy;
}

const oneFieldBroken = (body: fc.Arbitrary<unknown>) =>
  fc
    .record({
      body,
      pick: fc.nat(),
      mutation: fc.constantFrom<Mutation>("replace", "replace", "replace", "remove", "add"),
      junk: badValue,
    })
    .map(({ body: valid, pick, mutation, junk }) => {
      const places = placesIn(valid);
      return broken(valid, places[pick % Math.max(places.length, 1)], mutation, junk);
    });

// ---- Whole requests ----------------------------------------------------------------------------

/** Percent-encodes any text, a lone surrogate as the three bytes UTF-8 would give it (invalid). */
function percentEncode(text: string): string {
  let encoded = "";
  for (const character of text) {
    const unit = character.charCodeAt(0);
    encoded +=
      character.length === 1 && unit >= 0xd800 && unit <= 0xdfff
        ? [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
            .map((byte) => `%${byte.toString(16).toUpperCase()}`)
            .join("")
        : encodeURIComponent(character);
  }
  return encoded;
}

/** Text for a path or query value: encoded, or written raw (malformed escapes such as %zz). */
const urlPiece = (value: fc.Arbitrary<unknown>) =>
  fc.oneof(
    {
      arbitrary: value.map((item) => percentEncode(typeof item === "string" ? item : JSON.stringify(item))),
      weight: 9,
    },
    {
      arbitrary: fc.constantFrom("%zz", "%", "%E0%A4%A", "%ED%A0%80", "%00", "a%2Fb", "..", "%2e%2e"),
      weight: 1,
    },
  );

const badIds = fc.constantFrom(...badIdTexts.map(percentEncode));

function pathValue(segment: string, ids: IdsBySegment, otherMatterIds: IdsBySegment) {
  const own = ids[segment] ?? Object.values(ids).flat();
  const other = otherMatterIds[segment] ?? [];
  return fc.oneof(
    { arbitrary: fc.constantFrom(...own).map(String), weight: 12 },
    { arbitrary: fc.constantFrom(...Object.values(ids).flat()).map(String), weight: 1 },
    ...(other.length > 0 ? [{ arbitrary: fc.constantFrom(...other).map(String), weight: 1 }] : []),
    { arbitrary: badIds, weight: 3 },
    { arbitrary: urlPiece(badValue), weight: 2 },
    { arbitrary: fc.constant("9".repeat(150)), weight: 1 },
  );
}

const queryValue = (parameter: Parameter, breakIt: boolean) =>
  breakIt
    ? fc.oneof(
        { arbitrary: urlPiece(badValue).map((text) => [text]), weight: 5 },
        {
          arbitrary: fc.array(urlPiece(validish(parameter.schema, parameter.name)), {
            minLength: 2,
            maxLength: 3,
          }),
          weight: 1,
        },
      )
    : urlPiece(validish(parameter.schema, parameter.name)).map((text) => [text]);

/** Query parameters: each left out or given (following its schema), and some of them broken. */
function queryString(parameters: Parameter[]) {
  const query = parameters.filter((parameter) => parameter.in === "query");
  const entries = query.map((parameter) =>
    fc
      .record({ given: fc.boolean(), broken: fc.nat(3) })
      .chain(({ given, broken: brokenOdds }) =>
        given || parameter.required
          ? queryValue(parameter, brokenOdds === 0).map((values) =>
              values.map((value) => `${parameter.name}=${value}`),
            )
          : fc.constant([] as string[]),
      ),
  );
  return fc.tuple(...entries).map((pairs) => {
    const text = pairs.flat().join("&");
    return text ? `?${text}` : "";
  });
}

interface BodyChoice {
  payload?: string;
  contentType?: string;
}

const json = (value: unknown): BodyChoice => ({
  payload: JSON.stringify(value),
  contentType: "application/json",
});

const rawBodies: BodyChoice[] = [
  { payload: "", contentType: "application/json" },
  { payload: "{", contentType: "application/json" },
  { payload: '{"a":}', contentType: "application/json" },
  { payload: "nul", contentType: "application/json" },
  // Nested deeper than a recursive walk (or JSON.stringify) survives.
  { payload: `${"[".repeat(100_000)}${"]".repeat(100_000)}`, contentType: "application/json" },
  { payload: `${'{"a":'.repeat(50_000)}1${"}".repeat(50_000)}`, contentType: "application/json" },
  { payload: '{"__proto__":{"x":1}}', contentType: "application/json" },
  { payload: '{"constructor":{"prototype":{"x":1}}}', contentType: "application/json" },
  { payload: "name=x", contentType: "application/x-www-form-urlencoded" },
  { payload: "{}", contentType: "text/plain" },
  {},
];

function bodyChoice(route: RouteSpec): fc.Arbitrary<BodyChoice> {
  if (!route.body) {
    return fc.oneof({ arbitrary: fc.constant({}), weight: 4 }, { arbitrary: badValue.map(json), weight: 1 });
  }
  const fromSchema = validish(route.body);
  const valid = route.validBodies.length > 0 ? fc.constantFrom(...route.validBodies) : fromSchema;
  return fc.oneof(
    { arbitrary: oneFieldBroken(valid).map(json), weight: 6 },
    { arbitrary: oneFieldBroken(fromSchema).map(json), weight: 2 },
    { arbitrary: fromSchema.map(json), weight: 2 },
    { arbitrary: valid.map(json), weight: 1 },
    { arbitrary: badValue.map(json), weight: 1 },
    { arbitrary: fc.constantFrom(...rawBodies), weight: 1 },
  );
}

/** Requests to one route: its path with ids or junk, its query and its body as above. */
export function requestsFor(
  route: RouteSpec,
  ids: IdsBySegment,
  otherMatterIds: IdsBySegment,
): fc.Arbitrary<FuzzRequest> {
  const segments = route.path.split("/");
  const pathPieces = segments.map((segment, index) =>
    /^\{.+\}$/.test(segment)
      ? pathValue(segments[index - 1] ?? "", ids, otherMatterIds)
      : fc.constant(segment),
  );
  return fc
    .record({ path: fc.tuple(...pathPieces), query: queryString(route.parameters), body: bodyChoice(route) })
    .map(
      ({ path, query, body }): FuzzRequest => ({
        method: route.method,
        url: `${path.join("/")}${query}`,
        headers: body.contentType ? { "content-type": body.contentType } : {},
        ...(body.payload === undefined ? {} : { payload: body.payload }),
      }),
    );
}

/**
 * JSON Schema as an OpenAPI 3.1 document writes it (openapi.ts reads the rest): $refs followed,
 * readable types and rules, and an object's fields as flat rows for the API reference page.
 * Read defensively: a part this reader does not understand shows as "any".
 */

export type Json = Record<string, unknown>;

export interface FieldRow {
  /** Dotted path from the top of the body: `team.name`, `results[].id`. */
  name: string;
  /** How deep the field is nested (0 for a top-level field), for indentation. */
  depth: number;
  type: string;
  required: boolean;
  constraints: string[];
  description?: string;
}

/** Nested objects are expanded this deep; deeper ones show as their type only. */
const MAX_DEPTH = 4;
/** The bounds zod writes for every integer (Number.MIN/MAX_SAFE_INTEGER): not a constraint anyone set. */
const SAFE_INTEGER_BOUNDS = new Set([Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER]);
export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function str(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** A local JSON pointer (`#/components/schemas/Team`) into the document. */
export function pointer(doc: Json, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    node = isObject(node) ? node[key] : undefined;
  }
  return node;
}

/** The last segment of a $ref: the schema's name. */
function refName(ref: string): string {
  return ref.split('/').pop() ?? ref;
}

interface Resolved {
  schema: Json;
  /** The component's name when the schema was a $ref. */
  name?: string;
}

/** Follows $refs (at most a few in a row); an unresolvable one becomes an empty schema. */
export function resolve(doc: Json, value: unknown): Resolved {
  let schema = isObject(value) ? value : {};
  let name: string | undefined;
  for (let hops = 0; hops < 8 && typeof schema.$ref === 'string'; hops++) {
    name = refName(schema.$ref);
    const target = pointer(doc, schema.$ref);
    // OpenAPI 3.1 allows siblings beside $ref (a description, say): they win over the target's.
    const { $ref: _ref, ...siblings } = schema;
    schema = isObject(target) ? { ...target, ...siblings } : siblings;
  }
  return { schema, name };
}

/** The alternatives of a union (anyOf/oneOf), without the `null` branch. */
function unionBranches(schema: Json): unknown[] {
  return [...list(schema.anyOf), ...list(schema.oneOf)];
}

function isNullSchema(doc: Json, value: unknown): boolean {
  const { schema } = resolve(doc, value);
  return schema.type === 'null' || (schema.const === null && schema.type === undefined);
}

/** A readable type: `string (email)`, `integer or null`, `array of TeamDetail`, `"admin" or "captain"`. */
export function typeLabel(doc: Json, value: unknown, depth = 0): string {
  const { schema, name } = resolve(doc, value);
  if (depth > 6) return name ?? 'any';
  if ('const' in schema) return JSON.stringify(schema.const);
  const branches = unionBranches(schema);
  if (branches.length > 0) {
    const labels = branches.map((branch) => typeLabel(doc, branch, depth + 1));
    return [...new Set(labels)].join(' or ');
  }
  const allOf = list(schema.allOf);
  if (allOf.length === 1) return name ?? typeLabel(doc, allOf[0], depth + 1);
  const types = Array.isArray(schema.type) ? schema.type.filter((t): t is string => typeof t === 'string') : [];
  if (typeof schema.type === 'string') types.push(schema.type);
  if (types.length === 0) {
    if (isObject(schema.properties) || allOf.length > 0) types.push('object');
    else if (Array.isArray(schema.enum)) types.push('string');
  }
  if (types.length === 0) return name ?? 'any';
  return types
    .map((type) => {
      if (type === 'array') return `array of ${schema.items === undefined ? 'any' : typeLabel(doc, schema.items, depth + 1)}`;
      if (type === 'object' && name) return name;
      const format = str(schema.format) ?? str(schema.contentMediaType);
      return format ? `${type} (${format})` : type;
    })
    .join(' or ');
}

function bound(value: unknown): number | undefined {
  return typeof value === 'number' && !SAFE_INTEGER_BOUNDS.has(value) ? value : undefined;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function range(min: number | undefined, max: number | undefined, unit: string): string | undefined {
  if (min !== undefined && max !== undefined) return min === max ? `exactly ${plural(min, unit)}` : `${min} to ${plural(max, unit)}`;
  if (min !== undefined) return `at least ${plural(min, unit)}`;
  if (max !== undefined) return `at most ${plural(max, unit)}`;
  return undefined;
}

/** The rules a value must follow, in words: `1 to 50 characters`, `≥ 5`, `one of: admin, captain`. */
export function constraintsOf(doc: Json, value: unknown): string[] {
  const { schema } = resolve(doc, value);
  // A nullable field (`X or null`): the rules are those of X.
  const branches = unionBranches(schema).filter((branch) => !isNullSchema(doc, branch));
  if (branches.length === 1) return [...constraintsOf(doc, branches[0]), ...ownConstraints(schema)];
  return ownConstraints(schema);
}

function ownConstraints(schema: Json): string[] {
  const out: string[] = [];
  const push = (text: string | undefined) => {
    if (text) out.push(text);
  };
  push(range(bound(schema.minLength), bound(schema.maxLength), 'character'));
  push(range(bound(schema.minItems), bound(schema.maxItems), 'item'));
  push(range(bound(schema.minProperties), bound(schema.maxProperties), 'property'));
  const min = bound(schema.minimum);
  const max = bound(schema.maximum);
  if (min !== undefined) out.push(`≥ ${min}`);
  if (bound(schema.exclusiveMinimum) !== undefined) out.push(`> ${String(schema.exclusiveMinimum)}`);
  if (max !== undefined) out.push(`≤ ${max}`);
  if (bound(schema.exclusiveMaximum) !== undefined) out.push(`< ${String(schema.exclusiveMaximum)}`);
  if (typeof schema.multipleOf === 'number') out.push(`multiple of ${schema.multipleOf}`);
  if (schema.uniqueItems === true) out.push('unique items');
  if (Array.isArray(schema.enum)) out.push(`one of: ${schema.enum.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ')}`);
  push(str(schema.pattern) && `pattern: ${String(schema.pattern)}`);
  if ('default' in schema) out.push(`default: ${JSON.stringify(schema.default)}`);
  if (schema.readOnly === true) out.push('read-only');
  if (schema.writeOnly === true) out.push('write-only');
  if (schema.deprecated === true) out.push('deprecated');
  return out;
}

interface ObjectShape {
  properties: [string, unknown][];
  required: Set<string>;
  /** Fields of a union present in some of its alternatives only. */
  someVariants: Set<string>;
  /** A record's value schema (additionalProperties), when it has no named fields. */
  additional?: unknown;
}

/**
 * The fields of an object schema, through allOf (all apply) and anyOf/oneOf (a field is required
 * only when every alternative requires it). Null when the schema is not an object.
 */
function objectShape(doc: Json, value: unknown, seen: Set<string>): ObjectShape | null {
  const { schema, name } = resolve(doc, value);
  if (name && seen.has(name)) return null;
  const inner = name ? new Set([...seen, name]) : seen;
  const properties = new Map<string, unknown>();
  const required = new Set<string>();
  const someVariants = new Set<string>();
  let isObj = isObject(schema.properties) || schema.type === 'object';
  if (isObject(schema.properties)) for (const [key, prop] of Object.entries(schema.properties)) properties.set(key, prop);
  for (const key of list(schema.required)) if (typeof key === 'string') required.add(key);
  for (const part of list(schema.allOf)) {
    const shape = objectShape(doc, part, inner);
    if (!shape) continue;
    isObj = true;
    for (const [key, prop] of shape.properties) if (!properties.has(key)) properties.set(key, prop);
    for (const key of shape.required) required.add(key);
  }
  const variants = unionBranches(schema)
    .filter((branch) => !isNullSchema(doc, branch))
    .map((branch) => objectShape(doc, branch, inner));
  if (variants.length > 0 && variants.every((shape): shape is ObjectShape => shape !== null)) {
    isObj = true;
    for (const shape of variants) for (const [key, prop] of shape.properties) if (!properties.has(key)) properties.set(key, prop);
    for (const key of properties.keys()) {
      const inAll = variants.every((shape) => shape.properties.some(([k]) => k === key));
      if (variants.every((shape) => shape.required.has(key))) required.add(key);
      if (!inAll && variants.length > 1) someVariants.add(key);
    }
  }
  if (!isObj) return null;
  const additional = properties.size === 0 && isObject(schema.additionalProperties) ? schema.additionalProperties : undefined;
  return { properties: [...properties], required, someVariants, additional };
}

/** The element schema of an array schema (through a nullable union), or undefined. */
function arrayItems(doc: Json, value: unknown): unknown {
  const { schema } = resolve(doc, value);
  if (schema.type === 'array' || (Array.isArray(schema.type) && schema.type.includes('array'))) return schema.items ?? {};
  const branches = unionBranches(schema).filter((branch) => !isNullSchema(doc, branch));
  return branches.length === 1 ? arrayItems(doc, branches[0]) : undefined;
}

export function description(doc: Json, value: unknown): string | undefined {
  return str(resolve(doc, value).schema.description);
}

/**
 * The flat field table of a schema: one row per field, nested objects expanded under dotted names
 * (`team.name`), arrays of objects under `[]` (`results[].id`).
 */
export function fieldRows(doc: Json, value: unknown, prefix = '', depth = 0, seen = new Set<string>()): FieldRow[] {
  const items = arrayItems(doc, value);
  if (items !== undefined && prefix === '') return fieldRows(doc, items, '', depth, seen);
  const shape = objectShape(doc, value, seen);
  if (!shape) return [];
  const { name } = resolve(doc, value);
  const inner = name ? new Set([...seen, name]) : seen;
  const rows: FieldRow[] = [];
  if (shape.additional !== undefined) {
    rows.push({
      name: `${prefix}{name}`,
      depth,
      type: typeLabel(doc, shape.additional),
      required: false,
      constraints: ['any field name', ...constraintsOf(doc, shape.additional)],
      description: description(doc, shape.additional),
    });
  }
  for (const [key, prop] of shape.properties) {
    const constraints = constraintsOf(doc, prop);
    if (shape.someVariants.has(key)) constraints.push('in some variants only');
    rows.push({
      name: `${prefix}${key}`,
      depth,
      type: typeLabel(doc, prop),
      required: shape.required.has(key),
      constraints,
      description: description(doc, prop),
    });
    if (depth + 1 >= MAX_DEPTH) continue;
    const propItems = arrayItems(doc, prop);
    if (propItems !== undefined) rows.push(...fieldRows(doc, propItems, `${prefix}${key}[].`, depth + 1, inner));
    else rows.push(...fieldRows(doc, prop, `${prefix}${key}.`, depth + 1, inner));
  }
  return rows;
}

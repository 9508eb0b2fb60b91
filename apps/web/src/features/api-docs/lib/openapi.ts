/**
 * Reads an OpenAPI 3.1 document (GET /v1/openapi.json, generated on the server from the domain's
 * schemas: docs/style.md item 14) into what the API reference page shows: operations grouped by
 * tag, with their parameters, request body and responses as flat field tables.
 *
 * The document arrives as unknown JSON and is read defensively: a part this reader does not
 * understand shows as "any" rather than breaking the page.
 */

type Json = Record<string, unknown>;

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

export interface ParameterRow extends FieldRow {
  location: string;
}

export interface BodyView {
  contentType: string;
  /** The body's own type: `object`, `array of TeamDetail`... */
  type: string;
  fields: FieldRow[];
}

export interface ResponseView {
  status: string;
  description: string;
  body?: BodyView;
}

export type AuthKind = 'none' | 'optional' | 'required' | 'admin';

export interface OperationView {
  /** Unique on the page (the anchor of the operation). */
  id: string;
  method: string;
  path: string;
  summary?: string;
  description?: string;
  deprecated: boolean;
  auth: { kind: AuthKind; schemes: string[] };
  parameters: ParameterRow[];
  requestBody?: BodyView & { required: boolean };
  responses: ResponseView[];
}

export interface TagView {
  name: string;
  description?: string;
  operations: OperationView[];
}

export interface ApiReference {
  title: string;
  version: string;
  description?: string;
  tags: TagView[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'options', 'head', 'trace'] as const;
/** Nested objects are expanded this deep; deeper ones show as their type only. */
const MAX_DEPTH = 4;
/** The bounds zod writes for every integer (Number.MIN/MAX_SAFE_INTEGER): not a constraint anyone set. */
const SAFE_INTEGER_BOUNDS = new Set([Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER]);
const UNTAGGED = 'Other';

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** A local JSON pointer (`#/components/schemas/Team`) into the document. */
function pointer(doc: Json, ref: string): unknown {
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
function resolve(doc: Json, value: unknown): Resolved {
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

function description(doc: Json, value: unknown): string | undefined {
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

function bodyView(doc: Json, content: unknown): BodyView | undefined {
  if (!isObject(content)) return undefined;
  const [contentType, media] = Object.entries(content)[0] ?? [];
  if (!contentType) return undefined;
  const schema = isObject(media) ? media.schema : undefined;
  if (schema === undefined) return { contentType, type: 'any', fields: [] };
  return { contentType, type: typeLabel(doc, schema), fields: fieldRows(doc, schema) };
}

function securitySchemeLabel(doc: Json, name: string): string {
  const scheme = resolve(doc, pointer(doc, `#/components/securitySchemes/${name}`)).schema;
  if (scheme.type === 'http' && String(scheme.scheme).toLowerCase() === 'bearer') return 'Bearer token';
  if (scheme.type === 'apiKey') return `API key (${String(scheme.in)} ${String(scheme.name)})`;
  return name;
}

/**
 * An operation's own `security`, else the document's: none, one that may be empty ({}), or required;
 * `x-access: admin` (apps/server/src/modules/openapi/openapi.plugin.ts) narrows required to admins.
 */
function authOf(doc: Json, operation: Json): OperationView['auth'] {
  const requirements = (Array.isArray(operation.security) ? operation.security : list(doc.security)).filter(isObject);
  if (requirements.length === 0) return { kind: 'none', schemes: [] };
  const schemes = [...new Set(requirements.flatMap((r) => Object.keys(r)))].map((name) => securitySchemeLabel(doc, name));
  if (requirements.some((r) => Object.keys(r).length === 0)) return { kind: 'optional', schemes };
  return { kind: operation['x-access'] === 'admin' ? 'admin' : 'required', schemes };
}

function parameterRows(doc: Json, pathItem: Json, operation: Json): ParameterRow[] {
  const byKey = new Map<string, Json>();
  // The operation's parameters override the path's of the same name and location.
  for (const raw of [...list(pathItem.parameters), ...list(operation.parameters)]) {
    const parameter = resolve(doc, raw).schema;
    const name = str(parameter.name);
    if (name) byKey.set(`${String(parameter.in)}:${name}`, parameter);
  }
  return [...byKey.values()].map((parameter) => ({
    name: String(parameter.name),
    location: String(parameter.in ?? 'query'),
    depth: 0,
    type: parameter.schema === undefined ? 'string' : typeLabel(doc, parameter.schema),
    required: parameter.in === 'path' || parameter.required === true,
    constraints: parameter.schema === undefined ? [] : constraintsOf(doc, parameter.schema),
    description: str(parameter.description) ?? (parameter.schema === undefined ? undefined : description(doc, parameter.schema)),
  }));
}

/** A relative server URL (`/v1`) is part of every path a client calls. */
function pathPrefix(doc: Json): string {
  const url = str(isObject(list(doc.servers)[0]) ? (list(doc.servers)[0] as Json).url : undefined);
  return url?.startsWith('/') ? url.replace(/\/$/, '') : '';
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** The page's view of an OpenAPI 3.1 document; throws when the value is not one. */
export function readApiReference(value: unknown): ApiReference {
  if (!isObject(value) || typeof value.openapi !== 'string' || !isObject(value.paths)) {
    throw new Error('The API description is not an OpenAPI document.');
  }
  const doc = value;
  const info = isObject(doc.info) ? doc.info : {};
  const prefix = pathPrefix(doc);
  const tags = new Map<string, TagView>();
  for (const tag of list(doc.tags).filter(isObject)) {
    const name = str(tag.name);
    if (name) tags.set(name, { name, description: str(tag.description), operations: [] });
  }
  const ids = new Set<string>();
  for (const [path, rawItem] of Object.entries(doc.paths as Json)) {
    const pathItem = resolve(doc, rawItem).schema;
    for (const method of METHODS) {
      const operation = pathItem[method];
      if (!isObject(operation)) continue;
      const tagName = list(operation.tags).map(str).find((t) => t !== undefined) ?? UNTAGGED;
      if (!tags.has(tagName)) tags.set(tagName, { name: tagName, operations: [] });
      let id = slug(`${method} ${prefix}${path}`);
      while (ids.has(id)) id += '-';
      ids.add(id);
      const requestBody = isObject(operation.requestBody) ? resolve(doc, operation.requestBody).schema : undefined;
      const body = requestBody ? bodyView(doc, requestBody.content) : undefined;
      tags.get(tagName)!.operations.push({
        id,
        method: method.toUpperCase(),
        path: `${prefix}${path}`,
        summary: str(operation.summary),
        description: str(operation.description),
        deprecated: operation.deprecated === true,
        auth: authOf(doc, operation),
        parameters: parameterRows(doc, pathItem, operation),
        requestBody: body && { ...body, required: requestBody?.required === true },
        responses: Object.entries(isObject(operation.responses) ? operation.responses : {}).map(([status, raw]) => {
          const response = resolve(doc, raw).schema;
          return { status, description: str(response.description) ?? '', body: bodyView(doc, response.content) };
        }),
      });
    }
  }
  return {
    title: str(info.title) ?? 'API',
    version: str(info.version) ?? '',
    description: str(info.description),
    tags: [...tags.values()].filter((tag) => tag.operations.length > 0),
  };
}

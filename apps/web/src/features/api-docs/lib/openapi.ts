import { constraintsOf, description, fieldRows, isObject, list, pointer, resolve, str, typeLabel, type FieldRow, type Json } from './openapi-schema.ts';

/**
 * Reads an OpenAPI 3.1 document (GET /v1/openapi.json, generated on the server from the domain's
 * schemas: docs/style.md item 14) into what the API reference page shows: operations grouped by
 * tag, with their parameters, request body and responses as flat field tables.
 *
 * The document arrives as unknown JSON and is read defensively: a part this reader does not
 * understand shows as "any" rather than breaking the page.
 */

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
const UNTAGGED = 'Other';

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

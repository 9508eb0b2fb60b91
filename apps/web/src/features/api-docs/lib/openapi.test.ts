import { describe, expect, it } from 'vitest';
import { openApiFixture } from './openapi-fixture.ts';
import { readApiReference } from './openapi.ts';

describe('readApiReference', () => {
  const reference = readApiReference(openApiFixture);
  const operation = (method: string, path: string) =>
    reference.tags.flatMap((tag) => tag.operations).find((op) => op.method === method && op.path === path)!;

  it('groups the operations by their first tag, in the declared order, untagged ones last under Other, empty tags left out', () => {
    expect(reference).toMatchObject({ title: 'Walkfund API', version: '1.2.0', description: 'Teams, donations and reports.' });
    expect(reference.tags.map((tag) => [tag.name, tag.operations.map((op) => `${op.method} ${op.path}`)])).toEqual([
      ['Teams', ['GET /v1/teams/{id}', 'PATCH /v1/teams/{id}']],
      ['Auth', ['POST /v1/auth/login']],
      ['Other', ['GET /v1/teams/list']],
    ]);
  });

  it('reads who may call an operation: the document default, public (security: []), optional ({} among the requirements), admins (x-access)', () => {
    expect(operation('GET', '/v1/teams/{id}').auth).toEqual({ kind: 'required', schemes: ['Bearer token'] });
    expect(operation('POST', '/v1/auth/login').auth).toEqual({ kind: 'none', schemes: [] });
    expect(operation('GET', '/v1/teams/list').auth.kind).toBe('optional');
    expect(operation('PATCH', '/v1/teams/{id}').auth).toEqual({ kind: 'admin', schemes: ['Bearer token'] });
  });

  it("merges the path's parameters with the operation's, with their types and constraints", () => {
    expect(operation('GET', '/v1/teams/{id}').parameters).toEqual([
      { name: 'id', location: 'path', depth: 0, type: 'integer', required: true, constraints: ['≥ 1'], description: undefined },
      { name: 'populate', location: 'query', depth: 0, type: 'string', required: false, constraints: ['one of: captain, members'], description: 'Related records to include.' },
    ]);
  });

  it('flattens a response body into rows: $refs followed, nullable objects, arrays of objects, records, cycles cut', () => {
    const ok = operation('GET', '/v1/teams/{id}').responses[0]!;
    expect(ok).toMatchObject({ status: '200', description: 'The team', body: { contentType: 'application/json', type: 'TeamDetail' } });
    expect(ok.body!.fields.map((f) => [f.name, f.type, f.required, f.constraints.join('; ')])).toEqual([
      ['id', 'integer', true, ''],
      ['name', 'string', true, '1 to 50 characters'],
      ['captain', 'Captain or null', false, ''],
      ['captain.email', 'string (email)', true, ''],
      ['captain.team', 'TeamDetail', false, ''],
      ['members', 'array of object', true, 'at most 20 items'],
      ['members[].personId', 'integer', true, ''],
      ['totals', 'object', false, ''],
      ['totals.{name}', 'number', false, 'any field name; ≥ 0'],
    ]);
    expect(ok.body!.fields[1]).toMatchObject({ description: 'Shown on the public team page.', depth: 0 });
    expect(ok.body!.fields[3]!.depth).toBe(1);
  });

  it('reads request bodies, top-level arrays, constants, defaults and exclusive bounds', () => {
    const login = operation('POST', '/v1/auth/login');
    expect(login.requestBody).toMatchObject({ required: true, contentType: 'application/json', type: 'object' });
    expect(login.requestBody!.fields.map((f) => [f.name, f.type, f.required, f.constraints.join('; ')])).toEqual([
      ['email', 'string (email)', true, 'at most 254 characters'],
      ['password', 'string', true, '8 to 128 characters'],
    ]);
    expect(login.responses[0]!.body!.fields[0]).toMatchObject({ name: 'ok', type: 'true' });
    const patch = operation('PATCH', '/v1/teams/{id}');
    expect(patch).toMatchObject({ deprecated: true, requestBody: { required: false } });
    expect(patch.requestBody!.fields[0]!.constraints).toEqual(['> 0', 'default: 500']);
    expect(patch.responses).toEqual([{ status: '204', description: 'Changed', body: undefined }]);
    const list = operation('GET', '/v1/teams/list').responses[0]!.body!;
    expect(list.type).toBe('array of object');
    expect(list.fields).toEqual([{ name: 'slug', depth: 0, type: 'string', required: true, constraints: ['pattern: ^[a-z0-9-]+$'], description: undefined }]);
  });

  it('refuses a value that is not an OpenAPI document', () => {
    expect(() => readApiReference({ code: 404, message: 'Not found' })).toThrow('not an OpenAPI document');
    expect(() => readApiReference(null)).toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../../app/router.tsx';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { openApiFixture } from '../lib/openapi-fixture.ts';

function serveDocument(document: unknown = openApiFixture) {
  return mockFetch((r) => (r.method === 'GET' && r.path === '/v1/openapi.json' ? jsonResponse(document) : undefined));
}

/** The cells of a table's rows, header row first. */
function cells(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe('/docs/api', () => {
  it('shows the operations grouped by tag to a visitor who is not signed in, without a token', async () => {
    const { requests } = serveDocument();
    renderRoutes(routes, '/docs/api');
    expect(await screen.findByRole('heading', { level: 1, name: 'API Reference' })).toBeTruthy();
    await screen.findByRole('heading', { level: 2, name: 'Teams' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Teams', 'Auth', 'Other']);
    expect(screen.getByText('Walkfund API 1.2.0')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'OpenAPI document' }).getAttribute('href')).toBe('/v1/openapi.json');
    const sections = screen.getByRole('navigation', { name: 'API sections' });
    expect(within(sections).getByRole('link', { name: 'Teams' }).getAttribute('href')).toBe('#tag-teams');
    expect(requests.find((r) => r.path === '/v1/openapi.json')?.authorization).toBeNull();
  });

  it('shows an operation: method and path, summary, who may call it, parameters, request body and responses as field tables', async () => {
    serveDocument();
    renderRoutes(routes, '/docs/api');
    const get = await screen.findByRole('article', { name: 'GET /v1/teams/{id}' });
    expect(within(get).getByText('A team with its members')).toBeTruthy();
    expect(within(get).getByText('Sign-in required: Bearer token')).toBeTruthy();
    expect(cells(within(get).getByRole('table', { name: 'Parameters of GET /v1/teams/{id}' }))).toEqual([
      ['Field', 'In', 'Type', 'Required', 'Constraints'],
      ['id', 'path', 'integer', 'Yes', '≥ 1'],
      ['populateRelated records to include.', 'query', 'string', 'No', 'one of: captain, members'],
    ]);
    const team = cells(within(get).getByRole('table', { name: 'Response 200 of GET /v1/teams/{id}' }));
    expect(team[0]).toEqual(['Field', 'Type', 'Required', 'Constraints']);
    expect(team).toContainEqual(['nameShown on the public team page.', 'string', 'Yes', '1 to 50 characters']);
    expect(team).toContainEqual(['members[].personId', 'integer', 'Yes', '']);
    // Error answers are named, not tabled: they share one shape.
    expect(within(get).getByText('Team not found')).toBeTruthy();
    expect(within(get).queryByRole('table', { name: /Response 404/ })).toBeNull();

    const login = screen.getByRole('article', { name: 'POST /v1/auth/login' });
    expect(within(login).getByText('Public')).toBeTruthy();
    expect(within(login).getByRole('heading', { name: 'Request body' })).toBeTruthy();
    expect(cells(within(login).getByRole('table', { name: 'Request body of POST /v1/auth/login' })).slice(1)).toEqual([
      ['email', 'string (email)', 'Yes', 'at most 254 characters'],
      ['password', 'string', 'Yes', '8 to 128 characters'],
    ]);
    const patch = screen.getByRole('article', { name: 'PATCH /v1/teams/{id}' });
    expect(within(patch).getByText('Deprecated')).toBeTruthy();
    expect(within(patch).getByText('Admins only: Bearer token')).toBeTruthy();
    expect(within(patch).getByRole('heading', { name: 'Request body (optional)' })).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'GET /v1/teams/list' })).getByText('Sign-in optional: Bearer token')).toBeTruthy();
  });

  it('filters the operations by path or summary', async () => {
    serveDocument();
    renderRoutes(routes, '/docs/api');
    await screen.findByRole('article', { name: 'GET /v1/teams/{id}' });
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Filter' }), 'sign in');
    await screen.findByRole('article', { name: 'POST /v1/auth/login' });
    await expect.poll(() => screen.queryAllByRole('article').length).toBe(1);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Auth']);
  });

  it('says so when the document cannot be loaded or is not an OpenAPI document', async () => {
    mockFetch();
    const missing = renderRoutes(routes, '/docs/api');
    expect((await screen.findByRole('alert')).textContent).toContain('The API reference could not be loaded.');
    expect(screen.getByRole('alert').textContent).toContain('Not found: GET /v1/openapi.json');
    missing.unmount();
    // Not a document: refused by its schema here (development and tests), by the reader in production.
    serveDocument({ hello: 'world' });
    renderRoutes(routes, '/docs/api');
    expect((await screen.findByRole('alert')).textContent).toContain('The API reference could not be loaded.');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });
});

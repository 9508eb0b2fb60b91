import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SLUG_MAX_LENGTH, isTeamIdParam } from '@walkfund/domain';
import { escapeHtml } from '../../lib/escape-html.ts';
import { fundraiserShareCard } from '../fundraisers/fundraiser-public.service.ts';
import type { ShareCard } from '../../lib/share-card.ts';
import { homeShareCard, teamShareCard } from './campaign.service.ts';

/** An absolute address for a path on this site (link previews need absolute URLs). */
function absolute(publicUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${publicUrl.replace(/\/+$/, '')}/${pathOrUrl.replace(/^\/+/, '')}`;
}

/** The Open Graph and Twitter card tags of a page, every value escaped. */
export function shareMetaTags(card: ShareCard, url: string, publicUrl: string): string {
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:title', card.title],
    ['property', 'og:description', card.description],
    ['property', 'og:url', url],
    ['name', 'description', card.description],
    ['name', 'twitter:card', card.image ? 'summary_large_image' : 'summary'],
  ];
  if (card.image) tags.push(['property', 'og:image', absolute(publicUrl, card.image)]);
  return tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`).join('\n    ');
}

/**
 * index.html with the card's tags and title in its head, and a preload of `dataPath`, the API
 * answer the page draws itself from: fetched with the scripts instead of after them (the page's
 * largest text waits for it; the Lighthouse targets of docs/features/receipts-and-admin-home.md).
 */
export function withShareCard(html: string, card: ShareCard, url: string, publicUrl: string, dataPath?: string): string {
  const preload = dataPath ? `\n    <link rel="preload" href="${escapeHtml(dataPath)}" as="fetch" crossorigin="anonymous" />` : '';
  const head = `${shareMetaTags(card, url, publicUrl)}${preload}\n  </head>`;
  // Replacer functions, never replacement strings: in a string, a team name's $& or $' would
  // paste parts of the page into the title and the tags.
  const titled = html.replace(/<title>[^<]*<\/title>/i, () => `<title>${escapeHtml(card.title)}</title>`);
  return titled.replace(/<\/head>/i, () => head);
}

/**
 * The public home (/frontend/), the public team pages (/team/{slug}) and the fundraisers' pages
 * (/frontend/fundraiser/{slug}, docs/decisions/0009-personal-pages.md) are answered with
 * index.html carrying an Open Graph card, so a link pasted into a post or a text message shows a
 * preview (title, raised amount and goal, image). Any other path keeps the plain index.html of
 * the not-found handler. Registered only when the web app is served.
 */
export function registerSharePages(app: FastifyInstance, webDist: string) {
  const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const publicUrl = app.config.PUBLIC_URL;
  const send = (reply: FastifyReply, body: string) =>
    // Totals change with every gift: a preview fetches the page fresh.
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(body);

  /** The card, or none when it cannot be read: the page itself must load whatever happens. */
  const cardOrNone = async (request: FastifyRequest, read: () => Promise<ShareCard | null>) => {
    try {
      return await read();
    } catch (err) {
      request.log.error({ err }, 'share card not read');
      return null;
    }
  };

  app.get('/frontend', async (request, reply) => {
    const card = await cardOrNone(request, () => homeShareCard(app.db));
    return send(reply, card ? withShareCard(html, card, absolute(publicUrl, '/frontend/'), publicUrl, '/v1/campaign/') : html);
  });

  app.get<{ Params: { slug: string } }>('/team/:slug', async (request, reply) => {
    const { slug } = request.params;
    // A team id is the back office's team page; a slug is bounded like the API's.
    const isSlug = !isTeamIdParam(slug) && slug.length <= SLUG_MAX_LENGTH;
    const card = isSlug ? await cardOrNone(request, () => teamShareCard(app.db, slug)) : null;
    const page = card && withShareCard(html, card, absolute(publicUrl, `/team/${encodeURIComponent(slug)}`), publicUrl, `/v1/campaign/teams/${encodeURIComponent(slug)}`);
    return send(reply, page || html);
  });

  app.get<{ Params: { slug: string } }>('/frontend/fundraiser/:slug', async (request, reply) => {
    const { slug } = request.params;
    // A page that is not public gets no card: the page itself goes to the team.
    const card = slug.length <= SLUG_MAX_LENGTH ? await cardOrNone(request, () => fundraiserShareCard(app.db, slug)) : null;
    return send(reply, card ? withShareCard(html, card, absolute(publicUrl, `/frontend/fundraiser/${encodeURIComponent(slug)}`), publicUrl) : html);
  });
}

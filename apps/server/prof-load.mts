import { closedLoop } from './src/scripts/bench/checkout-load.ts';
const base = 'http://127.0.0.1:3999';
const teams = (await (await fetch(`${base}/v1/teams/list`)).json()) as { id: number }[];
const ids = teams.slice(0, 50).map((t) => t.id);
await closedLoop(base, ids, 50, 4000);
const r = await closedLoop(base, ids, 200, 15000);
console.log(r.completed, r.failed, r.firstError, r.perSecond);

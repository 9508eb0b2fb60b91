import { PDFDocument, rgb } from 'pdf-lib';
import { inflateSync } from 'node:zlib';
const doc = await PDFDocument.create();
const page = doc.addPage([612, 792]);
page.drawRectangle({ x: 10, y: 20, width: 30, height: 40, color: rgb(0,0,0) });
const bytes = Buffer.from(await doc.save({ useObjectStreams: true }));
const raw = bytes.toString('latin1');
const m = /stream\r?\n/g; let x;
while ((x = m.exec(raw))) { const s = x.index + x[0].length; const e = raw.indexOf('endstream', s); try { console.log(JSON.stringify(inflateSync(bytes.subarray(s,e)).toString('latin1'))); } catch { console.log('raw', bytes.subarray(s, Math.min(e, s+200)).toString('latin1')); } m.lastIndex = e; }

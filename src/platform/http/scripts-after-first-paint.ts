// The page's JavaScript is fetched once the page has painted (decisions 0067, 0075). Next writes every chunk of a
// page as an `<script src async>` into the head: fetched at once, run as soon as it has arrived — from the browser's
// cache, or over a fast network, before the first paint, so the page appeared only after the framework and the app
// had been evaluated. Here the head names the chunks in inert `<meta>` elements and a fixed loader adds them as async
// scripts at the first contentful paint; a page parsed before anything is painted (a small one) adds them in the
// frame after its first (two animation frames after DOMContentLoaded, at the latest 500 ms after it). The stylesheet,
// the document and the pictures have the line to themselves until then. On a small page the load event may come
// first: "loaded" is not "hydrated" (the mark for that: hydration-mark.tsx). The price, measured: on a cold load over
// slow 4G the page hydrates ≈ 0.25–0.3 s later (the scripts start after the paint instead of with the head).
//
// Applied by the start script to every HTML answer, cached or rendered per request, before the hashing of a cached
// page's inline scripts (hash-inline-scripts.ts), so that the loader is hashed with the page; the per-request policy
// allows it by its fixed hash (src/proxy.ts).
import type { ServerResponse } from 'node:http';
import { holdResponse } from './response-writes';

/** The name of the `<meta>` elements that name the chunks (also read by the benchmarks' first-load count). */
export const scriptAfterPaintMeta = 'script-after-paint';

/**
 * The loader: at the first contentful paint (Paint Timing, then in a task of its own; where the browser does not
 * report it, two animation frames), or two animation frames after DOMContentLoaded (500 ms at the latest), whichever
 * comes first, every script named for it becomes an async script, as React expects it in the head
 * (`script[async][src]`). A page opened in the background (nothing is painted) loads them at once. A named script
 * may carry `data-crossorigin` and `data-third-party`, which the script gets as `crossorigin` and `data-third-party`
 * (the speed kit's install script, decision 0074).
 */
export const afterFirstPaintLoader =
  "(function(){var d=0;function l(){if(d)return;d=1;var p=document.querySelectorAll('meta[name=" +
  scriptAfterPaintMeta +
  "]');for(var i=0;i<p.length;i++){var s=document.createElement('script'),c=p[i].getAttribute('data-crossorigin'),t=p[i].getAttribute('data-third-party');if(c)s.crossOrigin=c;if(t)s.setAttribute('data-third-party',t);s.src=p[i].content;s.setAttribute('async','');document.head.appendChild(s)}}" +
  "function a(){setTimeout(l,0)}" +
  "function f(){requestAnimationFrame(function(){requestAnimationFrame(a)})}" +
  "if(document.visibilityState!=='visible'){l();return}document.addEventListener('DOMContentLoaded',function(){f();setTimeout(l,500)});" +
  "if(window.PerformanceObserver&&(PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')>=0)new PerformanceObserver(function(e,o){if(e.getEntriesByName('first-contentful-paint').length){o.disconnect();a()}}).observe({type:'paint',buffered:true});" +
  "else f()})()";

/** One of Next's chunk scripts as it writes them into the head (with the request's nonce on a per-request page). */
const chunkScript = /<script src="(\/_next\/static\/[^"]+\.js)" async=""(?: nonce="[^"]*")?><\/script>/g;

/**
 * The head with its chunk scripts named in `<meta>` elements and the loader after the last of them. A head without
 * chunk scripts (an error page, a document not from Next) comes back unchanged.
 */
export function scriptsAfterFirstPaint(head: string): string {
  const last = [...head.matchAll(chunkScript)].at(-1);
  if (!last) return head;
  const end = last.index + last[0].length;
  const named = head.slice(0, end).replace(chunkScript, (_, src: string) => `<meta name="${scriptAfterPaintMeta}" content="${src}"/>`);
  return `${named}<script id="scripts-after-paint">${afterFirstPaintLoader}</script>${head.slice(end)}`;
}

const HEAD_END = Buffer.from('</head>');
/** A document whose head is not within this many bytes is passed on as it is. */
const MOST_HELD = 512 * 1024;

/**
 * Wraps one response: an HTML answer is held until the end of its head, which goes out rewritten; the rest of the
 * body streams through as Next writes it. A Content-Length (a page from the cache) grows by what the head gained, so
 * the answer is sent as before, not chunked; its head is held with the body until then. Every other response passes
 * straight through.
 */
export function runScriptsAfterFirstPaint(res: ServerResponse): void {
  holdResponse(res, {
    hold: () => String(res.getHeader('content-type') ?? '').startsWith('text/html'),
    release: (held, atEnd) => {
      const body = held();
      const at = body.indexOf(HEAD_END);
      if (at < 0 && !atEnd && body.length < MOST_HELD) return null;
      if (at < 0) return body;
      const out = Buffer.concat([Buffer.from(scriptsAfterFirstPaint(body.subarray(0, at).toString('utf8'))), body.subarray(at)]);
      const length = res.getHeader('content-length');
      if (length !== undefined && !res.headersSent) res.setHeader('content-length', Number(length) + out.length - body.length);
      return out;
    },
  });
}

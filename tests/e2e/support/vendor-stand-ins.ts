// Local stand-ins for the three vendors' scripts (tag manager, speed kit, loyalty-partner bootstrap) and the app
// stores' pages, so browser
// tests never reach the internet. Started by playwright.config.ts beside the app, on its own origin (so the shop's
// Content-Security-Policy must allow it by name). Each script records that it ran, and in which state the page was.
import { createServer } from 'node:http';
import { vendorPort } from './vendor-port';

const record = (name: string) => `(function () {
  var w = window;
  w.__vendorLoads = w.__vendorLoads || [];
  w.__vendorLoads.push({
    name: ${JSON.stringify(name)},
    readyState: document.readyState,
    afterLoad: performance.getEntriesByType('navigation')[0] ? performance.getEntriesByType('navigation')[0].loadEventEnd > 0 : false,
    src: document.currentScript ? document.currentScript.src : null
  });
})();`;

const scripts: Record<string, string> = {
  // The tag manager reads the data layer it finds; the stand-in keeps a copy of what it saw at start.
  '/gtm.js': `${record('tagManager')}\nwindow.__gtmSawAtStart = (window.dataLayer || []).slice();`,
  '/speedkit/install.js': record('speedKit'),
  '/loyalty/bootstrap.js': record('loyalty'),
};

createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
  if (path === '/health') {
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  // The test browser adds its own headers (X-Forwarded-For, fixtures.ts) to every request, which makes a CORS script
  // request (speed kit's crossorigin="anonymous") ask first; a CDN answers that, so does the stand-in.
  if (req.method === 'OPTIONS') {
    res
      .writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
        'access-control-allow-methods': 'GET',
        'access-control-max-age': '600',
      })
      .end();
    return;
  }
  // The shops' apps (APP_LINKS in playwright.config.ts): a page where a store would show the app.
  if (/^\/app\/(de|at|ch|nl)$/.test(path)) {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><title>App ${path.slice(5)}</title><h1>App</h1>`);
    return;
  }
  const body = scripts[path];
  if (!body) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store', 'access-control-allow-origin': '*' });
  res.end(body);
}).listen(vendorPort, '127.0.0.1');

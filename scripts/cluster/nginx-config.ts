// The nginx configuration of the production front (decision 0049): one file, written by `npm run start:cluster`
// for the instances it runs. nginx balances over the instances, retries only what is safe to repeat, serves Next's
// build assets from disk, and keeps anonymous public pages in a short-lived cache (decision 0050).
import { UPSTREAM_IDLE_SECONDS } from '../../src/platform/http/idle-connections';

export interface NginxInstance {
  /** Loopback unless named (compose: the service name, which Docker resolves to every replica). */
  host?: string;
  port: number;
  /** Taken out of the rotation (a rolling restart replaces it). */
  down?: boolean;
}

export interface NginxSettings {
  listenPort: number;
  instances: readonly NginxInstance[];
  /** The app's root: .next/static is served from here. */
  root: string;
  /** Where nginx keeps its pid, logs, temporary files and page cache (nginx runs without root). */
  runDir: string;
  /** How long nginx serves a cached page without asking an instance (seconds); see decision 0050. */
  freshSeconds: number;
  workerProcesses?: number | 'auto';
  accessLog?: boolean;
  /** Where nginx writes its errors: a file in runDir unless given (a container logs to stderr). */
  errorLog?: string;
  /** Who writes the file, for its first line. */
  writtenBy?: string;
}

/** The content types nginx sends for build assets; everything else comes from the app with its own type. */
const assetTypes = `
    types {
      text/css css;
      application/javascript js mjs;
      application/json json map;
      image/svg+xml svg;
      image/png png;
      image/jpeg jpg jpeg;
      image/webp webp;
      image/avif avif;
      image/x-icon ico;
      font/woff2 woff2;
      font/woff woff;
      text/plain txt;
    }`;

export function nginxConfig(s: NginxSettings): string {
  if (s.instances.length === 0) throw new RangeError('nginx needs at least one instance');
  const up = s.instances.filter((i) => !i.down);
  if (up.length === 0) throw new RangeError('nginx needs at least one instance in the rotation');
  const servers = s.instances
    .map((i) => `      server ${i.host ?? '127.0.0.1'}:${i.port} max_fails=1 fail_timeout=2s${i.down ? ' down' : ''};`)
    .join('\n');
  return `# ${s.writtenBy ?? 'Written by scripts/start-cluster.ts — edits are overwritten at the next start or rolling restart.'}
worker_processes ${s.workerProcesses ?? 'auto'};
pid ${s.runDir}/nginx.pid;
error_log ${s.errorLog ?? `${s.runDir}/nginx-error.log`} warn;

events {
  worker_connections 4096;
}

http {${assetTypes}
  default_type application/octet-stream;
  ${s.accessLog ? `access_log ${s.runDir}/nginx-access.log combined buffer=64k flush=5s;` : 'access_log off;'}
  client_body_temp_path ${s.runDir}/tmp/body;
  proxy_temp_path ${s.runDir}/tmp/proxy;
  fastcgi_temp_path ${s.runDir}/tmp/fastcgi;
  uwsgi_temp_path ${s.runDir}/tmp/uwsgi;
  scgi_temp_path ${s.runDir}/tmp/scgi;
  sendfile on;
  tcp_nopush on;
  tcp_nodelay on;
  keepalive_timeout 65s;
  keepalive_requests 10000;
  server_tokens off;
  # Returns (photos) are the largest bodies the shop takes.
  client_max_body_size 25m;

  upstream shop {
${servers}
    keepalive 64;
    # Shorter than the app keeps an idle connection (SERVER_IDLE_MS), so nginx never sends on one the app is closing.
    keepalive_timeout ${UPSTREAM_IDLE_SECONDS}s;
  }

  proxy_cache_path ${s.runDir}/page-cache levels=1:2 keys_zone=pages:16m max_size=512m inactive=10m use_temp_path=off;

  # Any cookie makes a request personal (a session, a basket, consent): it neither reads nor fills the page cache.
  map $http_cookie $personal_request {
    "" 0;
    default 1;
  }
  # Only what the app itself marks shareable (s-maxage: Next's cached and static pages) is kept, and never an answer
  # that is private, sets a cookie or carries no-store, whatever else it says.
  map $upstream_http_cache_control $not_shared {
    ~*(private|no-store|no-cache) 1;
    ~*s-maxage 0;
    default 1;
  }

  server {
    listen ${s.listenPort} reuseport;
    server_name _;

    # Next's build output: content-hashed file names, never changing, served from disk.
    location /_next/static/ {
      alias ${s.root}/.next/static/;
      # The gzip copies written after the build (precompress-assets.ts); Debian's nginx has no Brotli module.
      gzip_static on;
      gzip_vary on;
      add_header Cache-Control "public, max-age=31536000, immutable";
      try_files $uri =404;
    }

    location / {
      proxy_pass http://shop;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;

      # A failed instance: the request goes to the next one — unless it had been sent and is not idempotent.
      # (no "non_idempotent" here: an order POST that reached an instance is never sent a second time.)
      proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_next_upstream_tries ${Math.max(2, s.instances.length)};
      proxy_next_upstream_timeout 15s;

      proxy_cache pages;
      proxy_cache_key $scheme$http_host$request_uri;
      proxy_cache_methods GET HEAD;
      proxy_cache_bypass $personal_request $http_authorization;
      proxy_no_cache $personal_request $http_authorization $not_shared $upstream_http_set_cookie;
      # nginx keeps pages ${s.freshSeconds} s (decision 0050), whatever s-maxage says: the app's shared cache holds
      # them for the spec's revalidate times and is revalidated by tag; this copy only spares the instances.
      proxy_ignore_headers Cache-Control Expires;
      proxy_cache_valid 200 301 308 ${s.freshSeconds}s;
      proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;
      proxy_cache_background_update on;
      proxy_cache_lock on;
      proxy_cache_lock_timeout 5s;
      add_header X-Cache $upstream_cache_status always;
    }
  }
}
`;
}

import { describe, expect, it } from 'vitest';
import { SERVER_IDLE_MS } from '../../src/platform/http/idle-connections';
import { nginxConfig } from './nginx-config';

const settings = {
  listenPort: 3000,
  root: '/srv/shop',
  runDir: '/srv/shop/data/cluster',
  freshSeconds: 2,
  instances: [{ port: 3001 }, { port: 3002, down: true }],
};

describe('nginxConfig', () => {
  const conf = nginxConfig(settings);

  it('balances over the instances and takes one out of the rotation', () => {
    expect(conf).toContain('server 127.0.0.1:3001 max_fails=1 fail_timeout=2s;');
    expect(conf).toContain('server 127.0.0.1:3002 max_fails=1 fail_timeout=2s down;');
    expect(conf).toContain('listen 3000 reuseport;');
  });

  it('retries a failed instance but never resends a request that is not idempotent', () => {
    expect(conf).toMatch(/proxy_next_upstream error timeout http_502 http_503 http_504;/);
    expect(conf.split('\n').filter((line) => line.trim().startsWith('proxy_next_upstream '))).toEqual([
      '      proxy_next_upstream error timeout http_502 http_503 http_504;',
    ]);
  });

  it('closes an idle connection to an instance before the instance would (no request sent on a closing one)', () => {
    const upstream = /upstream shop \{[^}]*\}/.exec(conf)![0];
    const seconds = Number(/keepalive_timeout (\d+)s;/.exec(upstream)![1]);
    expect(seconds * 1000).toBeLessThan(SERVER_IDLE_MS);
  });

  it('serves the build assets from disk', () => {
    expect(conf).toContain('alias /srv/shop/.next/static/;');
    // The copies compressed once after the build, not the raw files (or a compression per request).
    expect(conf).toMatch(/location \/_next\/static\/ \{[^}]*gzip_static on;[^}]*\}/);
  });

  it('caches only anonymous, shareable answers, keyed by host and full URL', () => {
    expect(conf).toContain('proxy_cache_key $scheme$http_host$request_uri;');
    expect(conf).toContain('proxy_cache_bypass $personal_request $http_authorization;');
    expect(conf).toContain('proxy_no_cache $personal_request $http_authorization $not_shared $upstream_http_set_cookie;');
    expect(conf).toMatch(/~\*\(private\|no-store\|no-cache\) 1;\s+~\*s-maxage 0;\s+default 1;/);
    expect(conf).toContain('proxy_cache_valid 200 301 308 2s;');
    expect(conf).toContain('proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;');
  });

  it('refuses a front without an instance to send to', () => {
    expect(() => nginxConfig({ ...settings, instances: [] })).toThrow(RangeError);
    expect(() => nginxConfig({ ...settings, instances: [{ port: 3001, down: true }] })).toThrow(RangeError);
  });
});

describe('deploy/nginx.conf (compose.yaml)', () => {
  it('is what the generator writes: `npx tsx scripts/cluster/compose-nginx-config.ts` after a change', async () => {
    const { readFileSync } = await import('node:fs');
    const { composeNginxConfig, composeNginxFile } = await import('./compose-nginx-config');
    expect(readFileSync(composeNginxFile, 'utf8')).toBe(composeNginxConfig());
    expect(composeNginxConfig()).toContain('server app:3000 max_fails=1 fail_timeout=2s;');
  });
});

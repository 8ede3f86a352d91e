// No Docker engine runs here, so the deployment files are checked by reading them: the compose file's
// services, and that nginx keeps the routing, streaming, cache and security rules of the Node gateway.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';
import { cacheControlFor } from '../gateway/cache-policy.mjs';
import { buildRemotesManifest, buildRuntimeConfig, remoteNames, withInlineRemotesManifest } from '../gateway/remotes-manifest.mjs';
import { securityHeaders } from '../gateway/security-headers.mjs';
import { nginxBinary } from '../stack/local-nginx.mjs';
import { repoRoot } from '../stack/repo-paths.mjs';

const read = (/** @type {string} */ path) => readFileSync(join(repoRoot, path), 'utf8');
const compose = parse(read('docker-compose.yml'), { merge: true });
const nginx = read('deploy/nginx/nginx.conf');
const staticHeaders = read('deploy/nginx/static-headers.conf');
const apiProxy = read('deploy/nginx/api-proxy.conf');
const tls = read('deploy/nginx/tls.conf');
const dockerfile = read('deploy/Dockerfile');

/**
 * The nginx block that opens with the line `<indent><opening> {`, up to its closing brace at the same indent:
 * the `nth` such block (the last one by default, so `location /` is the product's, not the redirect's).
 * @param {string} opening
 * @param {number} [nth]
 */
function nginxBlock(opening, nth) {
  const lines = [...nginx.matchAll(new RegExp(`^( *)${opening.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\{$`, 'gm'))];
  const line = lines.at(nth ?? -1);
  if (!line) throw new Error(`no nginx block "${opening}"`);
  const end = nginx.indexOf(`\n${line[1]}}`, line.index);
  return nginx.slice(line.index, end);
}

describe('docker-compose.yml', () => {
  const services = compose.services;

  it('defines postgres (16 or newer, on a volume), redis, api, web, acme and an optional auth emulator', () => {
    expect(Object.keys(services).sort()).toEqual(['acme', 'api', 'auth-emulator', 'postgres', 'redis', 'web']);
    const major = Number(/^postgres:(\d+)/.exec(services.postgres.image)?.[1]);
    expect(major).toBeGreaterThanOrEqual(16);
    expect(services.postgres.volumes.some((/** @type {string} */ v) => v.endsWith(':/var/lib/postgresql/data'))).toBe(true);
    expect(Object.keys(compose.volumes)).toContain('postgres-data');
    expect(services['auth-emulator'].profiles).toEqual(['auth-emulator']);
  });

  it('runs two API replicas against the postgres service, behind health checks', () => {
    expect(services.api.deploy.replicas).toBe(2);
    expect(services.api.environment.DATABASE_URL).toMatch(/^postgres:\/\/[^@]+@postgres:5432\//);
    expect(services.api.depends_on.postgres.condition).toBe('service_healthy');
    expect(services.api.healthcheck.test.join(' ')).toContain('http://127.0.0.1:3000/api/health');
    expect(services.web.depends_on.api.condition).toBe('service_healthy');
    // Longer than the API's default drain (1 s + 20 s + 10 s for events and connections).
    expect(Number(/^(\d+)s$/.exec(services.api.stop_grace_period)?.[1])).toBeGreaterThanOrEqual(31);
  });

  it('takes the Stripe keys from the environment and never turns on the built-in test provider', () => {
    expect(services.api.environment.STRIPE_SECRET_KEY).toBe('${STRIPE_SECRET_KEY:-}');
    expect(services.api.environment.STRIPE_WEBHOOK_SECRET).toBe('${STRIPE_WEBHOOK_SECRET:-}');
    expect(Object.keys(services.api.environment)).not.toContain('PAYMENTS_TEST_PROVIDER');
  });

  it("takes the SMTP server and sender from the environment, and writes e-mail links with the event's address", () => {
    expect(services.api.environment.SMTP_URL).toBe('${SMTP_URL:-}');
    expect(services.api.environment.MAIL_FROM).toBe('${MAIL_FROM:-}');
    expect(services.api.environment.PUBLIC_BASE_URL).toBe('https://${FAIRWAY_DOMAIN:-localhost}');
  });

  it('gives every long-running service a health check', () => {
    for (const name of ['postgres', 'redis', 'api', 'web', 'acme', 'auth-emulator']) {
      expect([name, Array.isArray(services[name].healthcheck?.test)]).toEqual([name, true]);
    }
  });

  it('believes X-Forwarded-For only from nginx, at its fixed address on the compose network', () => {
    const nginxAddress = services.web.networks.default.ipv4_address;
    expect(services.api.environment.TRUST_PROXY).toBe(nginxAddress);
    const [subnet] = compose.networks.default.ipam.config.map((/** @type {{ subnet: string }} */ entry) => entry.subnet);
    expect(nginxAddress.startsWith(subnet.replace(/0\/24$/, ''))).toBe(true);
  });

  it('publishes HTTP and HTTPS, and shares the challenge webroot and the certificate between web and acme', () => {
    expect(services.web.ports).toEqual(['${HTTP_PORT:-80}:80', '${HTTPS_PORT:-443}:443']);
    const mounts = (/** @type {string} */ name) =>
      Object.fromEntries(services[name].volumes.map((/** @type {string} */ volume) => volume.split(':').slice(0, 2).reverse()));
    expect(mounts('web')).toMatchObject({ '/etc/nginx/tls': 'tls-certificate', '/var/www/acme': 'acme-challenge' });
    expect(mounts('acme')).toMatchObject({ '/etc/nginx/tls': 'tls-certificate', '/var/www/acme': 'acme-challenge', '/etc/letsencrypt': 'acme-account' });
    expect(Object.keys(compose.volumes)).toEqual(expect.arrayContaining(['tls-certificate', 'acme-challenge', 'acme-account']));
    expect(services.acme.depends_on.web.condition).toBe('service_healthy');
    expect(services.web.healthcheck.test).toContain('https://127.0.0.1/remotes.json');
  });

  it('takes the domain, contact and ACME server from the environment, as .env.example lists them', () => {
    const example = Object.fromEntries(
      read('.env.example')
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => line.split('=')),
    );
    expect(services.acme.environment).toEqual({
      FAIRWAY_DOMAIN: '${FAIRWAY_DOMAIN:-localhost}',
      ACME_EMAIL: '${ACME_EMAIL:-}',
      ACME_SERVER: '${ACME_SERVER:-https://acme-v02.api.letsencrypt.org/directory}',
    });
    expect(services.web.environment.FAIRWAY_DOMAIN).toBe('${FAIRWAY_DOMAIN:-localhost}');
    for (const name of ['POSTGRES_PASSWORD', 'FAIRWAY_DOMAIN', 'ACME_EMAIL', 'ACME_SERVER', 'HTTP_PORT', 'HTTPS_PORT', 'SMTP_URL', 'MAIL_FROM'])
      expect(Object.keys(example)).toContain(name);
    expect(example.ACME_SERVER).toBe('https://acme-v02.api.letsencrypt.org/directory');
  });

  it('keeps credentials out of the file', () => {
    expect(services.postgres.environment.POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?/);
  });

  it('builds each image from a stage that deploy/Dockerfile defines, with files that exist', () => {
    const stages = [...dockerfile.matchAll(/^FROM .+ AS (\S+)$/gm)].map((match) => match[1]);
    for (const name of ['api', 'web', 'acme', 'auth-emulator']) {
      expect(services[name].build).toMatchObject({ context: '.', dockerfile: 'deploy/Dockerfile', target: name });
      expect(stages).toContain(name);
    }
    const copiedFromContext = [...dockerfile.matchAll(/^COPY (?:--chmod=\S+ )?(deploy\/\S+)/gm)].map((match) => match[1]);
    expect(copiedFromContext.length).toBeGreaterThan(0);
    for (const path of copiedFromContext) expect([path, existsSync(join(repoRoot, /** @type {string} */ (path)))]).toEqual([path, true]);
  });
});

describe('deploy/nginx/nginx.conf', () => {
  it('serves the product over HTTPS with HTTP/2, and plain HTTP only for the ACME challenge and a redirect', () => {
    const servers = [...nginx.matchAll(/^ {4}server \{$/gm)].map((match) => match.index);
    expect(servers).toHaveLength(2);
    const plain = nginxBlock('location ^~ /.well-known/acme-challenge/');
    expect(plain).toContain('root /var/www/acme;');
    expect(nginxBlock('location /', 0)).toMatch(/^\s*return 301 https:\/\/\$host\$request_uri;$/m);
    const secure = nginx.slice(servers[1]);
    expect(secure).toMatch(/^ {8}listen 443 ssl;\n {8}http2 on;$/m);
    expect(secure).toContain('include /etc/nginx/fairway/tls.conf;');
    // Every location of the product is in the HTTPS server: the plain one has only the two above.
    const plainServer = nginx.slice(servers[0], servers[1]);
    expect(plainServer.match(/^\s*location /gm)).toHaveLength(2);
    expect(tls).toMatch(/^ssl_certificate \/etc\/nginx\/tls\/fullchain\.pem;$/m);
    expect(tls).toMatch(/^ssl_protocols TLSv1\.2 TLSv1\.3;$/m);
    expect(dockerfile).toContain('COPY deploy/nginx/tls.conf /etc/nginx/fairway/tls.conf');
  });

  it('sends HSTS for the domain on everything the HTTPS server answers, never for localhost or an address', () => {
    const map = nginxBlock('map $host $fairway_hsts');
    const rules = [...map.matchAll(/^\s+"?(~?)([^"\s]+)"? "([^"]*)";$/gm)].map(([, regex, key, value]) => ({ regex, key, value }));
    const hsts = (/** @type {string} */ host) =>
      rules.find((rule) => (rule.regex ? new RegExp(/** @type {string} */ (rule.key)).test(host) : rule.key === host))?.value ??
      rules.find((rule) => rule.key === 'default')?.value;
    expect(['golf.club.example', 'localhost', 'fairway.localhost', '192.168.1.20', '[::1]'].map(hsts)).toEqual(['max-age=31536000', '', '', '', '']);
    // A location with add_header of its own does not inherit the server's: the static ones include it.
    expect(staticHeaders).toMatch(/^add_header Strict-Transport-Security \$fairway_hsts always;$/m);
    expect(nginx.slice([...nginx.matchAll(/^ {4}server \{$/gm)].at(-1)?.index)).toMatch(/^ {8}add_header Strict-Transport-Security \$fairway_hsts always;$/m);
    expect(apiProxy).not.toMatch(/add_header/);
  });

  it('proxies /api to every API replica with streaming (unbuffered) responses and long reads', () => {
    expect(nginxBlock('upstream fairway_api')).toMatch(/server api:3000 resolve max_fails=0;/);
    for (const location of ['location ~ ^/api(/|$)', 'location ~ ^/api/scores(/batch)?$']) {
      expect(nginxBlock(location)).toContain('include /etc/nginx/fairway/api-proxy.conf;');
    }
    expect(apiProxy).toContain('proxy_pass http://fairway_api;');
    expect(apiProxy).toContain('proxy_buffering off;');
    expect(apiProxy).toContain('proxy_http_version 1.1;');
    expect(apiProxy).toMatch(/proxy_read_timeout (\d+h|[1-9]\d{3,}s?);/);
    expect(dockerfile).toContain('COPY deploy/nginx/api-proxy.conf /etc/nginx/fairway/api-proxy.conf');
  });

  it("hands the API the client's X-Request-Id, else nginx's own $request_id", () => {
    const map = nginxBlock('map $http_x_request_id $fairway_request_id');
    expect(map).toMatch(/^\s*default \$http_x_request_id;$/m);
    expect(map).toMatch(/^\s*"" \$request_id;$/m);
    expect(apiProxy).toMatch(/^proxy_set_header X-Request-Id \$fairway_request_id;$/m);
  });

  it('sends a request whose replica went away to another one, and writes twice only where they are keyed', () => {
    expect(nginxBlock('location ~ ^/api(/|$)')).toMatch(/^\s*proxy_next_upstream error timeout;$/m);
    // The score writes: the routes ScoreWriteService answers, keyed by tournament, team, player and hole.
    expect(nginxBlock('location ~ ^/api/scores(/batch)?$')).toMatch(/^\s*proxy_next_upstream error timeout non_idempotent;$/m);
    expect(nginx.indexOf('location ~ ^/api/scores(/batch)?$')).toBeLessThan(nginx.indexOf('location ~ ^/api(/|$)'));
    expect(nginx.match(/non_idempotent/g)).toHaveLength(1);
    const locationOf = (/** @type {string} */ path) => (/^\/api\/scores(\/batch)?$/.test(path) ? 'scores' : /^\/api(\/|$)/.test(path) ? 'api' : 'other');
    expect(['/api/scores', '/api/scores/batch', '/api/scores/card', '/api/scores/history', '/api/teams/join'].map(locationOf)).toEqual([
      'scores',
      'scores',
      'api',
      'api',
      'api',
    ]);
  });

  it("sends the Firebase client's identity calls to the API, only the emulator's pages to the emulator, and its admin paths nowhere", () => {
    const identity = nginxBlock('location ~ ^/(identitytoolkit\\.googleapis\\.com|securetoken\\.googleapis\\.com)/');
    expect(identity).toContain('include /etc/nginx/fairway/api-proxy.conf;');
    expect(identity).not.toContain('auth-emulator');
    expect(nginxBlock('location ~ ^/emulator/(action|auth/handler|auth/iframe)$')).toContain('auth-emulator:9099');
    expect(nginxBlock('location ~ ^/(emulator|www\\.googleapis\\.com)(/|$)')).toContain('return 404;');
    expect(nginx.match(/auth-emulator:9099/g)).toHaveLength(1);
  });

  it('falls back to the right index.html for routes and answers 404 for missing files', () => {
    // Any remote of the catalogue, without nginx.conf listing them.
    const remotes = '[a-z][a-z0-9-]*';
    expect(remoteNames.every((name) => new RegExp(`^${remotes}$`).test(name))).toBe(true);
    expect(nginxBlock(`location ~ ^/mfe/(${remotes})/`)).toContain('try_files $uri $uri/ /mfe/$1/index.html;');
    expect(nginxBlock(`location ~ ^/mfe/(${remotes})/.*\\.[^/]+$`)).toContain('try_files $uri =404;');
    expect(nginxBlock('location ~ \\.[^/]+$')).toContain('try_files $uri =404;');
    expect(nginxBlock('location /')).toContain('try_files $uri $uri/ /index.html;');
  });

  it("compresses static text and the API's JSON, never event streams", () => {
    expect(nginx).toMatch(/^\s*gzip_proxied any;/m);
    const types = /gzip_types ([^;]+);/.exec(nginx)?.[1]?.split(/\s+/);
    expect(types).toEqual(expect.arrayContaining(['application/json', 'application/javascript', 'text/css']));
    expect(types).not.toContain('text/event-stream');
  });

  it('classifies cache lifetimes exactly as the Node gateway does', () => {
    const map = nginxBlock('map $uri $fairway_cache_control');
    const rules = [...map.matchAll(/^\s+"~\*(\S+)" "([^"]+)";$/gm)].map(([, pattern, value]) => ({
      pattern: new RegExp(/** @type {string} */ (pattern), 'i'),
      value,
    }));
    expect(rules).toHaveLength(2);
    const nginxCacheControl = (/** @type {string} */ uri) => rules.find((rule) => rule.pattern.test(uri))?.value ?? 'no-cache';
    const uris = [
      '/index.html',
      '/remotes.json',
      '/main.1a2b3c4d.js',
      '/mfe/scoring/mf-manifest.json',
      '/mfe/scoring/remoteEntry.9f8e7d6c.js',
      '/mfe/admin/412.9b1e0c44d1a2.css',
      '/assets/logo.0a1b2c3d.svg',
      '/favicon.ico',
      '/mfe/leaderboard/index.html',
    ];
    for (const uri of uris) expect([uri, nginxCacheControl(uri)]).toEqual([uri, cacheControlFor(uri)]);
  });

  it('sends the content security policy of the Node gateway on what it serves', () => {
    /** @type {Record<string, string>} */
    const sent = {};
    const response = {
      setHeader: (/** @type {string} */ name, /** @type {string} */ value) => void (sent[name.toLowerCase()] = value),
      removeHeader: () => {},
    };
    // nginx names the inline head scripts' hashes through a variable its start-up writes (44-write-script-hashes.sh).
    securityHeaders({ inlineScripts: () => ['$fairway_script_hashes'] })(/** @type {any} */ ({}), /** @type {any} */ (response), () => {});
    const nginxPolicy = /add_header Content-Security-Policy "([^"]+)" always;/.exec(staticHeaders)?.[1];
    expect(nginxPolicy).toBe(sent['content-security-policy']);
    for (const location of ['location ~ \\.[^/]+$', 'location /']) {
      expect(nginxBlock(location)).toContain('include /etc/nginx/fairway/static-headers.conf;');
    }
  });
});

describe('deploy/nginx/40-write-remotes-json.sh', () => {
  it('writes the same /remotes.json as the Node gateway, with REMOTE_<NAME>_URL overrides, and the same manifest into the shell page', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fairway-remotes-json-'));
    try {
      const out = join(dir, 'remotes.json');
      const index = join(dir, 'index.html');
      const namesFile = join(dir, 'remote-names');
      writeFileSync(namesFile, `${remoteNames.join('\n')}\n`);
      writeFileSync(index, '<head><script id="fairway-remotes" type="application/json"></script><script src="/head/a.js"></script></head>');
      const leaderboard = 'https://tv.example.org/mf-manifest.json?a=1&b=2|3';
      const run = () =>
        execFileSync('sh', [join(repoRoot, 'deploy/nginx/40-write-remotes-json.sh')], {
          env: {
            PATH: process.env.PATH,
            REMOTES_JSON_PATH: out,
            SHELL_INDEX_PATH: index,
            REMOTE_NAMES_PATH: namesFile,
            REMOTE_LEADERBOARD_URL: leaderboard,
            REMOTE_ADMIN_URL: '',
          },
        });
      run();
      run();
      const expected = buildRemotesManifest({ leaderboard });
      expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual(expected);
      const html = readFileSync(index, 'utf8');
      const inline = /<script id="fairway-remotes" type="application\/json">([^<]*)<\/script><script src="\/head\/a.js">/.exec(html)?.[1];
      expect(JSON.parse(inline ?? 'null')).toEqual(expected);
      expect(
        JSON.parse(/** @type {string} */ (/fairway-remotes" type="application\/json">([^<]*)</.exec(withInlineRemotesManifest(html, expected))?.[1])),
      ).toEqual(expected);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('deploy/nginx/44-write-script-hashes.sh', () => {
  it("allows the built pages' inline head scripts by the hashes their builds wrote, in a map nginx accepts", () => {
    const dir = mkdtempSync(join(tmpdir(), 'fairway-script-hashes-'));
    try {
      const shellHash = "'sha256-f7L/pNCS3KjY+mCvBH1n0MwgWULhFjHmEH29BaC62QQ='";
      const tvHash = "'sha256-d0SCT2DxrE+HWJ/o0dB9IutF9FzxkquDoYQ/T6u9j3o='";
      /** @type {[string, string][]} */
      const written = [
        ['html/head', `${shellHash}\n`],
        ['html/mfe/leaderboard/head', `${tvHash}\n`],
        ['html/mfe/admin/head', "'unsafe-inline'\n"],
      ];
      for (const [folder, text] of written) {
        mkdirSync(join(dir, folder), { recursive: true });
        writeFileSync(join(dir, folder, 'script-hash.txt'), text);
      }
      const file = join(dir, 'script-hashes.conf');
      execFileSync('sh', [join(repoRoot, 'deploy/nginx/44-write-script-hashes.sh')], {
        env: { PATH: process.env.PATH, WEB_ROOT: join(dir, 'html'), SCRIPT_HASHES_CONF_PATH: file },
      });
      const value = /default "([^"]*)";/.exec(readFileSync(file, 'utf8'))?.[1]?.split(' ');
      expect(value?.sort()).toEqual([shellHash, tvHash].sort());
      const config = join(dir, 'nginx.conf');
      writeFileSync(config, `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n    include ${file};\n}\n`);
      expect(spawnSync(nginxBinary(), ['-t', '-q', '-c', config, '-p', dir], { encoding: 'utf8' }).status).toBe(0);
      expect(nginx).toMatch(/^ {4}include \/etc\/nginx\/fairway\/script-hashes\.conf;$/m);
      expect(dockerfile).toContain('COPY --chmod=755 deploy/nginx/44-write-script-hashes.sh /docker-entrypoint.d/44-write-script-hashes.sh');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('deploy/nginx/43-write-real-ip.sh', () => {
  /**
   * Runs the script in a folder of its own; `inspect` sees the written file before the folder goes.
   * @param {Record<string, string>} env
   * @param {(file: string, dir: string) => void} [inspect]
   */
  function written(env, inspect) {
    const dir = mkdtempSync(join(tmpdir(), 'fairway-real-ip-'));
    try {
      const file = join(dir, 'real-ip.conf');
      const run = spawnSync('sh', [join(repoRoot, 'deploy/nginx/43-write-real-ip.sh')], {
        env: { PATH: process.env.PATH ?? '', REAL_IP_CONF_PATH: file, ...env },
        encoding: 'utf8',
      });
      inspect?.(file, dir);
      const directives = existsSync(file)
        ? readFileSync(file, 'utf8')
            .split('\n')
            .filter((line) => line && !line.startsWith('#'))
        : [];
      return { status: run.status, stderr: run.stderr, directives };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  /** What `nginx -t` says of an http block holding only this include. @param {string} file @param {string} dir */
  function nginxCheck(file, dir) {
    const config = join(dir, 'nginx.conf');
    writeFileSync(config, `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n    include ${file};\n}\n`);
    const check = spawnSync(nginxBinary(), ['-t', '-q', '-c', config, '-p', dir], { encoding: 'utf8' });
    return [check.status, check.stderr];
  }

  it('leaves the connection address alone without REAL_IP_FROM, as the include shipped in the image does', () => {
    expect(written({})).toMatchObject({ status: 0, directives: [] });
    expect(
      read('deploy/nginx/real-ip.conf')
        .split('\n')
        .filter((line) => line && !line.startsWith('#')),
    ).toEqual([]);
    expect(nginx).toMatch(/^ {4}include \/etc\/nginx\/fairway\/real-ip\.conf;$/m);
    expect(dockerfile).toContain('COPY deploy/nginx/real-ip.conf /etc/nginx/fairway/real-ip.conf');
  });

  it("believes a relay's header for the client's address only from the relays named, in directives nginx accepts", () => {
    /** @type {unknown[]} */
    let check = [];
    const result = written({ REAL_IP_FROM: '172.30.10.1, 10.0.0.0/8', REAL_IP_HEADER: 'CF-Connecting-IP' }, (file, dir) => (check = nginxCheck(file, dir)));
    expect(result).toMatchObject({
      status: 0,
      directives: ['set_real_ip_from 172.30.10.1;', 'set_real_ip_from 10.0.0.0/8;', 'real_ip_header CF-Connecting-IP;', 'real_ip_recursive on;'],
    });
    expect(check).toEqual([0, '']);
    expect(written({ REAL_IP_FROM: '172.30.10.1' }).directives).toContain('real_ip_header X-Forwarded-For;');
  });

  it('refuses what is not an address or a header name, since it becomes nginx configuration', () => {
    expect(written({ REAL_IP_FROM: '172.30.10.1; deny all' })).toMatchObject({ status: 1, stderr: expect.stringContaining('is not an address or CIDR range') });
    expect(written({ REAL_IP_FROM: '172.30.10.1', REAL_IP_HEADER: 'X-Real-IP; return 200' })).toMatchObject({
      status: 1,
      stderr: expect.stringContaining('is not a header name'),
    });
  });
});

describe('deploy/nginx/41-write-runtime-config.sh', () => {
  /** @param {Record<string, string>} env */
  function written(env) {
    const dir = mkdtempSync(join(tmpdir(), 'fairway-runtime-config-'));
    try {
      const out = join(dir, 'runtime-config.json');
      execFileSync('sh', [join(repoRoot, 'deploy/nginx/41-write-runtime-config.sh')], {
        env: { PATH: process.env.PATH ?? '', RUNTIME_CONFIG_PATH: out, ...env },
      });
      return JSON.parse(readFileSync(out, 'utf8'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it('points the browser at the emulator without a Firebase API key, like the Node gateway', () => {
    expect(written({})).toEqual(buildRuntimeConfig());
  });

  it("writes a real project's web config, leaving out empty fields, like the Node gateway", () => {
    const firebase = { apiKey: 'key-123', authDomain: 'fairway.firebaseapp.com', projectId: 'fairway-prod', appId: '' };
    expect(
      written({ FIREBASE_API_KEY: 'key-123', FIREBASE_AUTH_DOMAIN: firebase.authDomain, FIREBASE_PROJECT_ID: 'fairway-prod', FIREBASE_APP_ID: '' }),
    ).toEqual(buildRuntimeConfig({ firebase }));
  });
});

import { startLocalNginx } from '@fairway/scripts/stack/local-nginx.mjs';

export interface NginxGateway {
  url: string;
  /** nginx's error log (its notes on upstreams it retried). */
  errorLog(): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Debian's nginx with the deployed configuration (deploy/nginx/nginx.conf, its HTTPS server served over plain
 * HTTP) in front of the given replicas, and a placeholder web root.
 */
export function startNginx(upstreams: string[]): Promise<NginxGateway> {
  return startLocalNginx({ upstreams });
}

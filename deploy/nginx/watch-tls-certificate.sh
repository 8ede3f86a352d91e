#!/bin/sh
# Beside nginx in the web container: reloads nginx when the certificate in TLS_DIR changes (the acme
# service installed a new or renewed one), checking every TLS_CHECK_SECONDS. A reload nginx refuses (a key
# that does not match its certificate yet) leaves the old certificate serving and is tried at the next look.
# `watch-tls-certificate.sh once <previous fingerprint>` looks once and prints the fingerprint now served.
set -u
tls=${TLS_DIR:-/etc/nginx/tls}
every=${TLS_CHECK_SECONDS:-60}
reload=${NGINX_RELOAD:-nginx -s reload}

fingerprint() { cat "$tls/fullchain.pem" "$tls/privkey.pem" 2>/dev/null | cksum; }

# Prints the fingerprint now served: the new one after a successful reload, else the previous one.
look() {
  now=$(fingerprint)
  if [ "$now" != "$1" ] && $reload; then
    echo "tls: certificate changed, nginx reloaded" >&2
    echo "$now"
  else
    echo "$1"
  fi
}

if [ "${1:-}" = once ]; then
  look "${2:-}"
  exit 0
fi
served=$(fingerprint)
while sleep "$every"; do served=$(look "$served"); done

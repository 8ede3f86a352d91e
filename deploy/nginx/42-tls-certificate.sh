#!/bin/sh
# Runs at container start: nginx's HTTPS server needs a certificate before the acme service can obtain one
# (it answers the ACME challenge through this same nginx), so a self-signed one for FAIRWAY_DOMAIN is put
# in place when there is none. Then the watcher runs beside nginx and reloads it whenever the acme service
# installs a new certificate.
set -eu
tls=${TLS_DIR:-/etc/nginx/tls}
domain=${FAIRWAY_DOMAIN:-localhost}
mkdir -p "$tls"
if [ ! -s "$tls/fullchain.pem" ] || [ ! -s "$tls/privkey.pem" ]; then
  openssl req -x509 -newkey rsa:2048 -nodes -days 30 -subj "/CN=$domain" -addext "subjectAltName=DNS:$domain" \
    -keyout "$tls/privkey.pem" -out "$tls/fullchain.pem" 2>/dev/null
  echo "tls: a self-signed certificate for $domain until the acme service installs the real one"
fi
[ "${WATCH_TLS_CERTIFICATE:-1}" = 1 ] && /usr/local/bin/watch-tls-certificate.sh &
exit 0

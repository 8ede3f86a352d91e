#!/bin/sh
# The acme service of docker-compose.yml: Debian's certbot obtains the certificate of FAIRWAY_DOMAIN from the
# ACME server (Let's Encrypt unless ACME_SERVER names another), answering the HTTP-01 challenge through
# nginx (both containers share the webroot), and copies it where nginx reads it; nginx notices the new files
# and reloads (deploy/nginx/watch-tls-certificate.sh). Then it looks twice a day, and certbot renews the
# certificate once it is within 30 days of expiry. A failed attempt (the domain does not point here yet) is
# retried after RETRY_SECONDS. `obtain-and-renew.sh once` does one attempt and exits with its status.
set -eu
domain=${FAIRWAY_DOMAIN:-}
server=${ACME_SERVER:-https://acme-v02.api.letsencrypt.org/directory}
webroot=${ACME_WEBROOT:-/var/www/acme}
state=${CERTBOT_DIR:-/etc/letsencrypt}
tls=${TLS_DIR:-/etc/nginx/tls}
every=${RENEW_CHECK_SECONDS:-43200}
retry=${RETRY_SECONDS:-300}

log() { echo "[acme] $*"; }

# No name, localhost or an IP address: no ACME server validates those, so nginx keeps its self-signed one.
# A public name has dotted labels of letters, digits and hyphens, the last one starting with a letter.
is_public_name() {
  case "$1" in
    localhost | *.localhost) return 1 ;;
  esac
  echo "$1" | grep -Eq '^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]([a-z0-9-]*[a-z0-9])?$'
}

install_certificate() {
  live="$state/live/fairway"
  [ -s "$live/fullchain.pem" ] || return 0
  mkdir -p "$tls"
  # Each file replaced in one rename, the key first: nginx never reads half a file.
  cp -L "$live/privkey.pem" "$tls/.privkey.pem.new" && mv "$tls/.privkey.pem.new" "$tls/privkey.pem"
  cp -L "$live/fullchain.pem" "$tls/.fullchain.pem.new" && mv "$tls/.fullchain.pem.new" "$tls/fullchain.pem"
}

attempt() {
  if [ -n "${ACME_EMAIL:-}" ]; then contact="--email $ACME_EMAIL"; else contact="--register-unsafely-without-email"; fi
  # shellcheck disable=SC2086 # contact and ACME_EXTRA_ARGS are lists of arguments
  certbot certonly --non-interactive --agree-tos $contact --server "$server" \
    --webroot --webroot-path "$webroot" --cert-name fairway --domains "$domain" --keep-until-expiring \
    --config-dir "$state" --work-dir "$state/work" --logs-dir "$state/logs" ${ACME_EXTRA_ARGS:-} &&
    install_certificate
}

domain=$(echo "$domain" | tr '[:upper:]' '[:lower:]')
if ! is_public_name "$domain"; then
  log "FAIRWAY_DOMAIN is '${domain}': not a public name, so no certificate is asked for (nginx serves a self-signed one)."
  [ "${1:-}" = once ] && exit 0
  exec sleep infinity
fi
if [ "${1:-}" = once ]; then
  attempt
  exit $?
fi
log "certificate for $domain from $server"
while :; do
  if attempt; then
    log "certificate for $domain is in place; next look in ${every}s"
    sleep "$every"
  else
    log "could not obtain the certificate for $domain (does it point at this machine, with port 80 open?); again in ${retry}s"
    sleep "$retry"
  fi
done

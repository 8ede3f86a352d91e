#!/bin/sh
# Runs at container start (the nginx image runs /docker-entrypoint.d/*.sh): writes /remotes.json from
# REMOTE_<NAME>_URL, so a remote can move (another host, a CDN) without rebuilding the shell. The names
# come from the remote catalogue (written beside the web root by scripts/deploy/assemble-web-root.mjs).
set -eu
out=${REMOTES_JSON_PATH:-/usr/share/nginx/html/remotes.json}
names=${REMOTE_NAMES_PATH:-/etc/nginx/fairway/remote-names}
entries=""
for name in $(cat "$names"); do
  variable="REMOTE_$(echo "$name" | tr '[:lower:]' '[:upper:]')_URL"
  url=$(eval "printf '%s' \"\${$variable:-}\"")
  [ -n "$url" ] || url="/mfe/$name/mf-manifest.json"
  entries="$entries${entries:+,
}  \"$name\": \"$url\""
done
printf '{\n%s\n}\n' "$entries" > "$out"
echo "remotes.json: $(tr -d ' \n' < "$out")"

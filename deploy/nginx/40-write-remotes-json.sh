#!/bin/sh
# Runs at container start (the nginx image runs /docker-entrypoint.d/*.sh): writes /remotes.json from
# REMOTE_<NAME>_URL, so a remote can move (another host, a CDN) without rebuilding the shell, and the same
# manifest into the shell's index.html (its fairway-remotes block), as the Node gateway does when it
# serves the page: the browser starts the page's remote without a round trip to /remotes.json. The names
# come from the remote catalogue (written beside the web root by scripts/deploy/assemble-web-root.mjs).
set -eu
out=${REMOTES_JSON_PATH:-/usr/share/nginx/html/remotes.json}
index=${SHELL_INDEX_PATH:-/usr/share/nginx/html/index.html}
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
if [ -f "$index" ]; then
  # One line, with sed's own characters in the replacement (\, & and the | delimiter) escaped.
  json=$(tr -d '\n' < "$out" | sed -e 's/[\\&|]/\\&/g')
  block='<script id="fairway-remotes" type="application/json">'
  sed -i "s|$block[^<]*</script>|$block$json</script>|" "$index"
  echo "index.html: remotes manifest written inline"
fi

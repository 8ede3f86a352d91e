#!/bin/sh
# Runs at container start (the nginx image runs /docker-entrypoint.d/*.sh): writes /remotes.json from
# REMOTE_<NAME>_URL, so a remote can move (another host, a CDN) without rebuilding the shell.
set -eu
out=${REMOTES_JSON_PATH:-/usr/share/nginx/html/remotes.json}
cat > "$out" <<JSON
{
  "scoring": "${REMOTE_SCORING_URL:-/mfe/scoring/mf-manifest.json}",
  "leaderboard": "${REMOTE_LEADERBOARD_URL:-/mfe/leaderboard/mf-manifest.json}",
  "admin": "${REMOTE_ADMIN_URL:-/mfe/admin/mf-manifest.json}",
  "assistant": "${REMOTE_ASSISTANT_URL:-/mfe/assistant/mf-manifest.json}"
}
JSON
echo "remotes.json: $(tr -d ' \n' < "$out")"

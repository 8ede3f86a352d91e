#!/bin/sh
# Runs at container start: writes /runtime-config.json, which libs/auth reads before it starts Firebase.
# With FIREBASE_API_KEY it names the real Firebase project; without it the browser uses the Auth
# emulator behind this origin (the auth-emulator profile). Same output as the Node gateway's.
set -eu
out=${RUNTIME_CONFIG_PATH:-/usr/share/nginx/html/runtime-config.json}
field() { [ -n "$2" ] && printf ', "%s": "%s"' "$1" "$2" || true; }
if [ -n "${FIREBASE_API_KEY:-}" ]; then
  extra="$(field authDomain "${FIREBASE_AUTH_DOMAIN:-}")$(field projectId "${FIREBASE_PROJECT_ID:-}")$(field appId "${FIREBASE_APP_ID:-}")"
  printf '{ "firebase": { "apiKey": "%s"%s }, "useAuthEmulator": false }\n' "$FIREBASE_API_KEY" "$extra" > "$out"
else
  printf '{ "firebase": { "apiKey": "demo-fairway-key", "projectId": "%s" }, "useAuthEmulator": true }\n' "${FIREBASE_PROJECT_ID:-demo-fairway}" > "$out"
fi
echo "runtime-config.json written (emulator: $([ -n "${FIREBASE_API_KEY:-}" ] && echo no || echo yes))"

#!/bin/sh
# Runs at container start: the pages' head scripts are written into their HTML inline, and the content
# security policy allows each by its hash. The builds wrote the hashes beside the scripts
# (<app>/head/script-hash.txt, see scripts/rspack/head-script.config.js); this makes them the value of
# $fairway_script_hashes, which static-headers.conf puts in script-src, as the Node gateway does.
set -eu
out=${SCRIPT_HASHES_CONF_PATH:-/etc/nginx/fairway/script-hashes.conf}
root=${WEB_ROOT:-/usr/share/nginx/html}
hashes=$(find "$root" -path '*/head/script-hash.txt' -exec cat {} + 2>/dev/null | grep -E "^'sha256-[A-Za-z0-9+/]+=*'$" | sort -u | tr '\n' ' ' | sed 's/ $//')
{
  echo "# Written by 44-write-script-hashes.sh from the web root's head/script-hash.txt files."
  echo "map \$host \$fairway_script_hashes {"
  echo "    default \"$hashes\";"
  echo "}"
} > "$out"
echo "script-hashes.conf: ${hashes:-no inline scripts}"

#!/bin/sh
# Runs at container start: when something in front of nginx relays the clients (a tunnel's connector, a
# cloud load balancer), every request reaches nginx from its address, and the API's per-address limits
# would count all golfers as one. REAL_IP_FROM names those relays (addresses or CIDR ranges, comma
# separated): nginx then takes the client's address from REAL_IP_HEADER (X-Forwarded-For unless named),
# believed only when the request comes from one of them. Unset, nginx uses the connection's address.
set -eu
out=${REAL_IP_CONF_PATH:-/etc/nginx/fairway/real-ip.conf}
sources=$(echo "${REAL_IP_FROM:-}" | tr ',' ' ')
header=${REAL_IP_HEADER:-X-Forwarded-For}
echo "# Written by 43-write-real-ip.sh from REAL_IP_FROM and REAL_IP_HEADER." > "$out"
[ -n "$(echo "$sources" | tr -d ' ')" ] || exit 0
# Checked, since they become nginx directives.
echo "$header" | grep -Eq '^[A-Za-z0-9-]+$' || { echo "REAL_IP_HEADER '$header' is not a header name" >&2; exit 1; }
for source in $sources; do
  echo "$source" | grep -Eq '^[0-9A-Fa-f.:]+(/[0-9]{1,3})?$' || { echo "REAL_IP_FROM: '$source' is not an address or CIDR range" >&2; exit 1; }
  echo "set_real_ip_from $source;" >> "$out"
done
echo "real_ip_header $header;" >> "$out"
echo "real_ip_recursive on;" >> "$out"
echo "real-ip.conf: client addresses from $header when relayed by $sources"

#!/usr/bin/env bash
# deploy/measure-scaling.sh [NODES...] — throughput through HAProxy with 1, 2, 3 (or the given) pharmacy nodes
# on this machine, and the CPU each process spent per message, read from /proc (docs/scaling.md).
#
# For each count of nodes: a fresh database on the local PostgreSQL (127.0.0.1:5432, user postgres), that
# many nodes from pharmacy-app's runnable jar, HAProxy with deploy/haproxy.cfg rendered for their ports (the
# same three substitutions HaproxyConfig makes), a warm-up load, then a measured closed-loop `etp load`.
# CPU is utime + stime (/proc/PID/stat) of the node JVMs, of HAProxy, and of the PostgreSQL backends that
# serve the run's database (pg_stat_activity), taken just before and just after the measured load; the
# last column is the machine's one-minute load average at the end of the run (other work on it shows there).
# Needs: the built jars (./mvnw -B package -DskipTests), haproxy, psql. Environment: COUNT (default 6000),
# CONNECTIONS (8), FORMAT (der), ALG (rsa2048).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
count="${COUNT:-6000}"; connections="${CONNECTIONS:-8}"; format="${FORMAT:-der}"; alg="${ALG:-rsa2048}"
jar="$(compgen -G "$root/pharmacy-app/target/pharmacy-app-*-exec.jar" | head -n 1)"
tool="$root/perf/target/etp-perf.jar"
haproxy="$(command -v haproxy || echo /usr/sbin/haproxy)"
work="$(mktemp -d /tmp/etp-scaling.XXXXXX)"
tick="$(getconf CLK_TCK)"
pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; wait 2>/dev/null || true; }
trap cleanup EXIT
java -jar "$tool" pki init --dir "$work/pki" >/dev/null

# ticks PID...: the sum of utime and stime of the processes (fields 14 and 15 of /proc/PID/stat).
ticks() {
  local sum=0 pid
  for pid in "$@"; do
    [ -r "/proc/$pid/stat" ] || continue
    sum=$((sum + $(sed 's/^.*) //' "/proc/$pid/stat" | awk '{print $12 + $13}')))
  done
  echo "$sum"
}
backends() { psql -h 127.0.0.1 -U postgres -Atc "SELECT pid FROM pg_stat_activity WHERE datname = '$1'"; }

printf 'nodes\tmsg/s\tp50 ms\tp99 ms\tnode CPU us/msg\tPostgreSQL CPU us/msg\thaproxy CPU us/msg\tload avg\n'
for nodes in "${@:-1 2 3}"; do
  for n in $nodes; do
    db="etp_scaling_${n}_$$"
    psql -h 127.0.0.1 -U postgres -qc "CREATE DATABASE $db"
    node_pids=(); servers=""
    for i in $(seq 1 "$n"); do
      intake=$((17400 + i)); http=$((18400 + i))
      java -Xmx512m -jar "$jar" --server.port=$http --etp.intake.port=$intake --etp.node.id="n$i" \
        --etp.pki.dir="$work/pki" --spring.datasource.url="jdbc:postgresql://127.0.0.1:5432/$db" \
        --logging.level.etp.intake.messages=warn >"$work/n$i-$n.log" 2>&1 &
      node_pids+=($!); pids+=($!)
      servers+="    server n$i 127.0.0.1:$intake check port $http\n"
    done
    for i in $(seq 1 "$n"); do
      until curl -fsS "http://127.0.0.1:$((18400 + i))/actuator/health" >/dev/null 2>&1; do sleep 1; done
    done
    sed -e "s#^\(\s*\)bind .*#\1bind 127.0.0.1:17400#" -e "s#^\(\s*stats socket\s\+\)\S\+#\1$work/admin.sock#" \
        -e '/^\s*server /d' -e "/^\s*default-server /a\\
$servers" "$root/deploy/haproxy.cfg" >"$work/haproxy-$n.cfg"
    "$haproxy" -db -f "$work/haproxy-$n.cfg" >"$work/haproxy-$n.log" 2>&1 &
    hpid=$!; pids+=($hpid)
    sleep 3
    java -jar "$tool" load --pki "$work/pki" --target 127.0.0.1:17400 --connections "$connections" --count 2000 \
      --format "$format" --alg "$alg" >/dev/null 2>&1
    be=($(backends "$db"))
    n0=$(ticks "${node_pids[@]}"); p0=$(ticks "${be[@]}"); h0=$(ticks "$hpid")
    out="$(java -jar "$tool" load --pki "$work/pki" --target 127.0.0.1:17400 --connections "$connections" \
      --count "$count" --format "$format" --alg "$alg" 2>/dev/null)"
    be2=($(backends "$db"))
    n1=$(ticks "${node_pids[@]}"); p1=$(ticks "${be[@]}"); h1=$(ticks "$hpid")
    [ "${be[*]}" = "${be2[*]}" ] || echo "note: the database's backends changed during the run" >&2
    rate="$(sed -n 's/.*throughput \([0-9.]*\) msg\/s.*/\1/p' <<<"$out")"
    p50="$(sed -n 's/.*p50 \([0-9.]*\) .*/\1/p' <<<"$out")"; p99="$(sed -n 's/.* p99 \([0-9.]*\) .*/\1/p' <<<"$out")"
    per() { awk -v t="$1" -v c="$count" -v k="$tick" 'BEGIN { printf "%.0f", t / k * 1e6 / c }'; }
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$n" "$rate" "$p50" "$p99" "$(per $((n1 - n0)))" \
      "$(per $((p1 - p0)))" "$(per $((h1 - h0)))" "$(cut -d' ' -f1 /proc/loadavg)"
    grep -q "status: ACCEPTED $count" <<<"$out" || echo "note: not all accepted: $(grep status: <<<"$out")" >&2
    kill "$hpid" "${node_pids[@]}"; wait "$hpid" "${node_pids[@]}" 2>/dev/null || true
    psql -h 127.0.0.1 -U postgres -qc "DROP DATABASE $db WITH (FORCE)"
  done
done

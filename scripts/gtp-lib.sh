# Bash helpers for the benchmark referees: run GTP engines on FIFOs and ask them one command at a time.
# Source it; every engine is named by a word used in variable names (e.g. jpd, gnugo).

gtp_dir="$(mktemp -d)"
trap 'gtp_stop_all; [[ -n ${KEEP_LOGS:-} ]] && echo "logs in $gtp_dir" || rm -rf "$gtp_dir"' EXIT
gtp_engines=()

# gtp_start NAME COMMAND...: starts the engine; its stderr goes to $gtp_dir/NAME.err.
gtp_start() {
    local name="$1"
    shift
    rm -f "$gtp_dir/$name.in" "$gtp_dir/$name.out"
    mkfifo "$gtp_dir/$name.in" "$gtp_dir/$name.out"
    "$@" <"$gtp_dir/$name.in" >"$gtp_dir/$name.out" 2>>"$gtp_dir/$name.err" &
    printf -v "gtp_pid_$name" '%s' "$!"
    local in out
    exec {in}>"$gtp_dir/$name.in"
    exec {out}<"$gtp_dir/$name.out"
    printf -v "gtp_in_$name" '%s' "$in"
    printf -v "gtp_out_$name" '%s' "$out"
    gtp_engines+=("$name")
}

# gtp_ask NAME COMMAND: sets gtp_answer to the answer without '= ' (multi-line answers joined by
# newlines); returns 1 on a '?' answer.
gtp_ask() {
    local in_var="gtp_in_$1" out_var="gtp_out_$1" line first=1 ok=0
    printf '%s\n' "$2" >&"${!in_var}"
    gtp_answer=""
    while IFS= read -r line <&"${!out_var}"; do
        line="${line%$'\r'}"
        if [[ -z $line ]]; then
            break
        fi
        if ((first)); then
            [[ $line == \?* ]] && ok=1
            line="${line#[=?]}"
            line="${line# }"
            gtp_answer="$line"
            first=0
        else
            gtp_answer+=$'\n'"$line"
        fi
    done
    return $ok
}

# gtp_stop NAME: quits the engine and waits for it.
gtp_stop() {
    local pid_var="gtp_pid_$1" in_var="gtp_in_$1"
    [[ -n ${!pid_var:-} ]] || return 0
    gtp_ask "$1" quit >/dev/null 2>&1 || true
    exec {in_var}>&- 2>/dev/null || true
    wait "${!pid_var}" 2>/dev/null || true
    printf -v "$pid_var" '%s' ""
}

gtp_stop_all() {
    local name
    for name in "${gtp_engines[@]}"; do
        gtp_stop "$name"
    done
}

# wilson WINS GAMES: the win rate and its 95% Wilson interval, in per cent.
wilson() {
    awk -v w="$1" -v n="$2" 'BEGIN {
        if (n == 0) { print "no games"; exit }
        z = 1.96; p = w / n; d = 1 + z * z / n
        c = (p + z * z / (2 * n)) / d; h = z * sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
        printf "%.1f%% (95%% interval %.1f%%..%.1f%%)\n", 100 * p, 100 * (c - h), 100 * (c + h) }'
}

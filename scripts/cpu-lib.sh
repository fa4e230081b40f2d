# Bash helpers for the benchmarks' CPU time per move, per process: every engine process of a `jpd match` runs
# under /usr/bin/time, which appends its user and system CPU seconds at exit to a log; a side's CPU seconds per
# move are its log's sum over the moves it played in the games finished (the rows of OUT/game-*.csv).
# Start-up, loading and warm-up count, as they cost the machine; the referee's start check and a game cut short
# add a process without moves. Source it.

# cpu_wrap LOG: the words to put before an engine's command line so that its CPU seconds go to LOG.
cpu_wrap() {
    [[ -x /usr/bin/time ]] || { echo "the CPU per move needs /usr/bin/time (apt-get install -y time)" >&2; return 3; }
    : >>"$1"
    echo "/usr/bin/time -a -o $1 -f %U,%S"
}

# cpu_per_move LOG OUT A|B: CPU seconds per move of engine A (Black unless the game is swapped) or B; the
# processes and moves counted follow.
cpu_per_move() {
    local log="$1" out="$2" side="$3"
    awk -F, -v side="$side" '
        FILENAME ~ /game-[0-9]+\.csv$/ { if (FNR > 1) {
                black = ($2 == 1 || $2 == "true") ? "B" : "A"
                moves += side == black ? int(($7 + 1) / 2) : int($7 / 2); games++ }
            next }
        /^[0-9.]+,[0-9.]+$/ { cpu += $1 + $2; processes++ }
        END { printf "%.3f s (%.1f s over %d processes, %d moves in %d games)\n",
                  moves ? cpu / moves : 0, cpu, processes, moves, games }' \
        "$log" "$out"/game-*.csv
}

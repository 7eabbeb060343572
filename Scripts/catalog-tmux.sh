#!/usr/bin/env bash
# Drives the interactive catalog in a real terminal (tmux): keys scroll and select.
# Usage: Scripts/catalog-tmux.sh   (needs tmux: apt-get install tmux)
set -euo pipefail
cd "$(dirname "$0")/.."
command -v tmux >/dev/null || { echo "tmux is not installed (apt-get install tmux)"; exit 2; }
swift build --product trellis-catalog >/dev/null
binary="$(swift build --show-bin-path)/trellis-catalog"
session="trellis-catalog-$$"
trap 'tmux kill-session -t "$session" 2>/dev/null || true' EXIT

fail() { echo "FAIL: $1"; echo "--- screen:"; tmux capture-pane -p -t "$session"; exit 1; }
screen() { tmux capture-pane -p -t "$session"; }
wait_for() {  # wait until the screen shows $1 (at most 10 s)
  for _ in $(seq 1 100); do screen | grep -qF -- "$1" && return 0; sleep 0.1; done
  fail "never showed: $1"
}

# The settings table: focus Wi-Fi (j), select it (s): it turns off and shows selected.
tmux new-session -d -s "$session" -x 80 -y 24 "$binary settings"
wait_for "10 settings in 3 sections"
tmux send-keys -t "$session" j
wait_for "> Wi-Fi  [on ]"
tmux send-keys -t "$session" s
wait_for "Wi-Fi turned off"
screen | grep -qF "+=====" || fail "the selected row is not drawn selected"
# Scroll a page down (d): the privacy section comes into view.
tmux send-keys -t "$session" d
wait_for "PRIVACY"
tmux send-keys -t "$session" q
sleep 0.5
tmux has-session -t "$session" 2>/dev/null && fail "q did not quit"

# The menu: choose the waterfall (2), scroll with the arrow keys' neighbour j.
tmux new-session -d -s "$session" -x 80 -y 24 "$binary"
wait_for "Choose 1-5"
tmux send-keys -t "$session" 2 Enter
wait_for "40 photos"
tmux send-keys -t "$session" d
wait_for "offset 252"
tmux send-keys -t "$session" q
echo "PASS: the catalog scrolls, selects and quits in a terminal"

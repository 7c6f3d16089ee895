#!/bin/sh
# A broken engine for the match tests: it gets through the setup, then never
# answers a `go`.
while read -r line; do
    case "$line" in
        uci) echo "id name silent-engine"; echo "uciok" ;;
        isready) echo "readyok" ;;
        quit) exit 0 ;;
    esac
done

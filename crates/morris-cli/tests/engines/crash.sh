#!/bin/sh
# A broken engine for the match tests: it gets through the setup, then exits
# with an error as soon as it is asked to move.
while read -r line; do
    case "$line" in
        uci) echo "id name crashing-engine"; echo "uciok" ;;
        isready) echo "readyok" ;;
        go*) exit 3 ;;
        quit) exit 0 ;;
    esac
done

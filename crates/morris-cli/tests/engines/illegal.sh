#!/bin/sh
# A broken engine for the match tests: it gets through the setup, then answers
# every `go` with a slide while pieces are still to be placed, which is never
# legal. The `bestmove` comes at the end of an `info` line, as some engines write it.
while read -r line; do
    case "$line" in
        uci) echo "id name illegal-engine"; echo "uciok" ;;
        isready) echo "readyok" ;;
        go*) echo "info score 0 bestmove a1-a4" ;;
        quit) exit 0 ;;
    esac
done
